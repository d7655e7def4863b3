import { createHash } from 'node:crypto';
import { API, leadingZeroBits, type CaptchaValue } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';

/** Finds the nonce of a proof-of-work challenge, as the site does. */
export function solveChallenge({ challenge, difficulty }: CaptchaValue): string {
  if (typeof challenge !== 'string' || !(difficulty > 0)) throw new Error('not a proof-of-work challenge');
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    if (leadingZeroBits(digest) >= difficulty) return String(nonce);
  }
}

/** A browser (its captcha cookie) with a solved captcha, ready to send with a login or registration. */
export async function solvedCaptcha(
  app: FastifyInstance,
  cookie?: string,
): Promise<{ cookie: string; captcha: string }> {
  const res = await app.inject({ method: 'GET', url: API.captcha, headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
  const value = res.json<{ value: CaptchaValue }>().value;
  const set = /captcha_client=[^;]+/.exec(String(res.headers['set-cookie']))?.[0] ?? cookie ?? '';
  return { cookie: set, captcha: solveChallenge(value) };
}
