import { API, encryptPayload, rsaKeySchema, type RsaKey } from '@platform/contracts';

type EnvelopeJson = { success: boolean; value: unknown; message: string; errorCode?: string };

async function call(base: string, path: string, init: RequestInit = {}): Promise<EnvelopeJson> {
  const res = await fetch(base + path, init);
  const json = (await res.json()) as EnvelopeJson;
  if (!res.ok || !json.success)
    throw new Error(`${path}: ${res.status} ${json.errorCode ?? ''} ${json.message}`);
  return json;
}

export async function rsaKey(base: string): Promise<RsaKey> {
  return rsaKeySchema.parse((await call(base, API.rsaKey)).value);
}

/** An encrypted body and header for a call, as the site sends it. */
export async function encrypted(base: string, payload: unknown) {
  const sealed = await encryptPayload(await rsaKey(base), payload);
  return {
    body: JSON.stringify(sealed.body),
    headers: { 'content-type': 'application/json', encryption: sealed.header },
  };
}

let opened = 0;
/**
 * A private address of its own for each member the benchmark opens, sent as `X-Forwarded-For` (the bench's
 * server trusts the proxy header): the brand caps accounts a day per IP address.
 */
export const benchAddress = () => {
  opened += 1;
  return `10.${(opened >> 16) & 255}.${(opened >> 8) & 255}.${opened & 255}`;
};

/** Registers a member through the real call and answers the session token. */
export async function registerMember(base: string, username: string, password: string): Promise<string> {
  const { body, headers } = await encrypted(base, {
    username,
    password,
    confirmPassword: password,
    registerMethod: 'WEB',
    ageConfirmed: true,
    login: true,
  });
  const json = await call(base, API.register, {
    method: 'PUT',
    body,
    headers: { ...headers, 'x-forwarded-for': benchAddress() },
  });
  return (json.value as { token: string }).token;
}
