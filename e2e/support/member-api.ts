import { API, encryptPayload, type RsaKey } from '@platform/contracts';

/**
 * A member's own calls, as the site makes them (bodies sealed with the brand's key), to prepare what a
 * member does before an operator journey: a login, a payment password, a bank account, a withdrawal.
 */

export type Envelope = { success: boolean; value: any; message: string; errorCode?: string };

export async function memberCall(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<Envelope> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  let payload: string | undefined;
  if (body !== undefined) {
    const key = ((await (await fetch(`${baseUrl}${API.rsaKey}`)).json()) as Envelope).value as RsaKey;
    const sealed = await encryptPayload(key, body);
    headers.encryption = sealed.header;
    payload = JSON.stringify(sealed.body);
  }
  const res = await fetch(`${baseUrl}${url}`, { method, headers, body: payload });
  return (await res.json()) as Envelope;
}

/** Logs a member in and answers its token. */
export async function memberToken(baseUrl: string, username: string, password: string): Promise<string> {
  const login = await memberCall(baseUrl, 'POST', API.login, { type: 'username', username, password });
  if (!login.success) throw new Error(`login ${username}: ${login.message}`);
  return login.value.token as string;
}

/** The member's balance over all its wallets (major units). */
export async function memberBalance(baseUrl: string, token: string): Promise<number> {
  const answer = await memberCall(baseUrl, 'GET', API.balance, undefined, token);
  if (!answer.success) throw new Error(`balance: ${answer.message}`);
  return answer.value.sumBalance as number;
}
