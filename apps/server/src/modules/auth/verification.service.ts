import { ERROR_CODES } from '@platform/contracts';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import type { SmsSender } from '../../lib/messaging.js';
import { newToken, numericCode, sameHash, sha256 } from '../../lib/secrets.js';
import type { Brand } from '../system/brand.js';
import type { AuthRepository } from './auth.repository.js';
import { drawCaptcha, newCaptchaAnswer } from './captcha-image.js';

const CAPTCHA_TTL_MS = 5 * 60_000;
const CAPTCHA_REFRESH_MS = 1_000;
const MAX_CODE_ATTEMPTS = 5;
const MAX_CODE_MINUTES = 5;

/** `bind`: a new mobile or e-mail of a member; `login-verify`: a login from a new IP. */
export type CodePurpose = 'register' | 'nologin' | 'bind' | 'login-verify';

/** Delivers a code somewhere other than an SMS to the destination (an e-mail, an SMS to another key). */
export type CodeDelivery = (code: string, minutes: number) => Promise<void>;

type Deps = {
  repo: Pick<
    AuthRepository,
    | 'findCaptcha'
    | 'saveCaptcha'
    | 'takeCaptcha'
    | 'latestCode'
    | 'insertCode'
    | 'countCodeAttempt'
    | 'consumeCode'
  >;
  sms: SmsSender;
  now?: () => Date;
};

const captchaHash = (clientId: string, answer: string) => sha256(`${clientId}:${answer}`);
const codeHash = (destination: string, code: string) => sha256(`${destination}:${code}`);
export const phoneDestination = (dialingCode: string, mobileNum: string) => `${dialingCode}${mobileNum}`;

/** Captchas (one per browser) and SMS codes (DESIGN.md section 6). */
export function createVerificationService({ repo, sms, now = () => new Date() }: Deps) {
  return {
    /** A new captcha for this browser; a browser may ask at most once a second. */
    async issueCaptcha(clientId: string | undefined): Promise<{ clientId: string; image: string }> {
      const at = now();
      const id = clientId && /^[A-Za-z0-9_-]{20,64}$/.test(clientId) ? clientId : newToken();
      const previous = await repo.findCaptcha(id);
      if (previous && at.getTime() - previous.issuedAt.getTime() < CAPTCHA_REFRESH_MS) {
        throw tooManyRequests(
          ERROR_CODES.tooManyRequests,
          'A new captcha can be asked for once a second.',
          1,
        );
      }
      const answer = newCaptchaAnswer();
      await repo.saveCaptcha(id, captchaHash(id, answer), at, new Date(at.getTime() + CAPTCHA_TTL_MS));
      return { clientId: id, image: drawCaptcha(answer).toString('base64') };
    },

    /** True when the browser's captcha answer is right; the captcha is used up either way. */
    async checkCaptcha(clientId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!clientId || !answer) return false;
      const row = await repo.takeCaptcha(clientId);
      if (!row?.answerHash || row.expiresAt <= now()) return false;
      return sameHash(row.answerHash, captchaHash(clientId, answer.trim()));
    },

    /**
     * Sends a 6-digit code; refused while the previous one for the same destination still runs. The code
     * goes by SMS to `destination` unless `deliver` says otherwise (then `destination` only keys the code).
     */
    async sendCode(
      brand: Brand,
      purpose: CodePurpose,
      destination: string,
      deliver?: CodeDelivery,
    ): Promise<{ expiredMinutes: number }> {
      const minutes = Math.min(MAX_CODE_MINUTES, Math.max(1, brand.settings.smsCodeMinutes));
      const at = now();
      const latest = await repo.latestCode(brand.id, purpose, destination);
      if (latest && !latest.consumedAt) {
        const waitMs = latest.createdAt.getTime() + minutes * 60_000 - at.getTime();
        if (waitMs > 0) {
          throw tooManyRequests(
            ERROR_CODES.codeTooSoon,
            'A code was sent recently; wait before asking again.',
            waitMs / 1000,
            {
              retryAfterSeconds: Math.ceil(waitMs / 1000),
            },
          );
        }
      }
      const code = numericCode(6);
      await repo.insertCode({
        merchantId: brand.id,
        purpose,
        destination,
        codeHash: codeHash(destination, code),
        createdAt: at,
        expiresAt: new Date(at.getTime() + minutes * 60_000),
      });
      if (deliver) {
        await deliver(code, minutes);
        return { expiredMinutes: minutes };
      }
      await sms.send({
        to: destination,
        purpose,
        text: `${brand.name}: your verification code is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      });
      return { expiredMinutes: minutes };
    },

    /** Uses up a code: right, unexpired, fewer than 5 tries, never used. Throws 400 otherwise. */
    async useCode(
      brand: Brand,
      purpose: CodePurpose,
      destination: string,
      code: string | undefined,
    ): Promise<void> {
      const at = now();
      const latest = await repo.latestCode(brand.id, purpose, destination);
      if (!latest || latest.consumedAt || latest.expiresAt <= at || latest.attempts >= MAX_CODE_ATTEMPTS) {
        throw new AppError(
          400,
          ERROR_CODES.codeExpired,
          'verificationCode: the code has expired; ask for a new one.',
          {
            field: 'verificationCode',
          },
        );
      }
      if (!code || !sameHash(latest.codeHash, codeHash(destination, code.trim()))) {
        await repo.countCodeAttempt(latest.id);
        throw new AppError(400, ERROR_CODES.codeInvalid, 'verificationCode: the code is not right.', {
          field: 'verificationCode',
        });
      }
      if (!(await repo.consumeCode(latest.id, at))) {
        throw new AppError(400, ERROR_CODES.codeExpired, 'verificationCode: the code was already used.', {
          field: 'verificationCode',
        });
      }
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
