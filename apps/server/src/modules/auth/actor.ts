/** Who is calling: the member behind a valid session of the request's brand. */
export type Actor = {
  sessionId: number;
  memberId: number;
  merchantId: number;
  type: number;
  username: string;
  /** The session waits for the verification of a login from a new IP (LOGINIPVERF3). */
  verificationPending?: boolean;
};

/**
 * Where a call comes from, for audit and throttling. `device` is the site's own device id (the `Device-Id`
 * header: a random id the browser keeps), null when absent or malformed; a client can forge or drop it, so
 * it only ever narrows a limit that the IP already bounds.
 */
export type Origin = { ip: string; userAgent: string | null; device: string | null };
