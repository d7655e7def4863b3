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

/** Where a call comes from, for audit and throttling. */
export type Origin = { ip: string; userAgent: string | null };
