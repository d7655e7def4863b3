import { createHash, randomBytes } from 'node:crypto';
import { CAPTCHA_NONCE, ERROR_CODES, leadingZeroBits, type CaptchaValue } from '@platform/contracts';
import { badRequest, tooManyRequests } from '../../lib/errors.js';
import type { SmsSender } from '../../lib/messaging.js';
import { newToken, numericCode, sameHash, sha256 } from '../../lib/secrets.js';
import type { Brand } from '../../lib/context.js';
import type { AuthRepository } from './auth.repository.js';

const CAPTCHA_TTL_MS = 2 * 60_000;
const CAPTCHA_REFRESH_MS = 1_000;
/** Leading zero bits a captcha's proof of work must reach: about 2^18 hashes, well under a second. */
export const CAPTCHA_DIFFICULTY = 18;

/**
 * Codes sent (SMS or e-mail) per destination, per requesting IP and per brand (decision record 021): each
 * a fixed window, spent atomically before anything is sent.
 */
export const CODE_BUDGETS = {
  destinationPerHour: 5,
  destinationPerDay: 10,
  ipPerHour: 20,
  brandPerHour: 1000,
};
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
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
    | 'reserveCodeAttempt'
    | 'consumeCode'
    | 'spendBudget'
  >;
  sms: SmsSender;
  now?: () => Date;
  captchaDifficulty?: number;
  budgets?: typeof CODE_BUDGETS;
};

/** True when SHA-256 of `challenge:nonce` starts with `difficulty` zero bits. */
export const proofHolds = (challenge: string, nonce: string, difficulty: number) =>
  leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= difficulty;
const codeHash = (destination: string, code: string) => sha256(`${destination}:${code}`);

/** Captchas (one per browser) and SMS codes (DESIGN.md section 6). */
export function createVerificationService({
  repo,
  sms,
  now = () => new Date(),
  captchaDifficulty = CAPTCHA_DIFFICULTY,
  budgets = CODE_BUDGETS,
}: Deps) {
  /** Spends the budgets a code to `destination` asked from `ip` costs; 429 at the first one used up. */
  async function spendCodeBudgets(brand: Brand, destination: string, ip: string | undefined, at: Date) {
    const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    const day = new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
    const spends: [string, Date, number, number][] = [
      ...(ip ? [[`code:ip:${ip}`, hour, budgets.ipPerHour, HOUR_MS] as [string, Date, number, number]] : []),
      [`code:${brand.id}:to:${destination}:h`, hour, budgets.destinationPerHour, HOUR_MS],
      [`code:${brand.id}:to:${destination}:d`, day, budgets.destinationPerDay, DAY_MS],
      [`code:${brand.id}:brand`, hour, budgets.brandPerHour, HOUR_MS],
    ];
    for (const [key, windowStart, limit, windowMs] of spends) {
      if (await repo.spendBudget(key, windowStart, limit)) continue;
      const seconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at.getTime()) / 1000));
      throw tooManyRequests(
        ERROR_CODES.codeBudget,
        `Too many codes were asked for; try again in ${seconds} seconds.`,
        seconds,
        { retryAfterSeconds: seconds },
      );
    }
  }

  return {
    /**
     * A new proof-of-work challenge for this browser (decision record 022); a browser may ask at most once
     * a second, and a new one replaces the one before.
     */
    async issueCaptcha(clientId: string | undefined): Promise<{ clientId: string; captcha: CaptchaValue }> {
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
      const challenge = randomBytes(16).toString('base64url');
      await repo.saveCaptcha(id, challenge, captchaDifficulty, at, new Date(at.getTime() + CAPTCHA_TTL_MS));
      return {
        clientId: id,
        captcha: { challenge, difficulty: captchaDifficulty, expiresInSeconds: CAPTCHA_TTL_MS / 1000 },
      };
    },

    /** True when the browser's proof of work is right; the challenge is used up either way. */
    async checkCaptcha(clientId: string | undefined, nonce: string | undefined): Promise<boolean> {
      const answer = nonce?.trim() ?? '';
      if (!clientId || !CAPTCHA_NONCE.test(answer)) return false;
      const row = await repo.takeCaptcha(clientId);
      if (!row?.challenge || !row.difficulty || row.expiresAt <= now()) return false;
      return proofHolds(row.challenge, answer, row.difficulty);
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
      /** Who asks (`ip`) and where the code really goes (`to`, when `destination` is only a key). */
      source?: { ip?: string; to?: string },
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
      await spendCodeBudgets(brand, source?.to ?? destination, source?.ip, at);
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
      // The try is reserved before the code is compared: concurrent guesses cannot make more than five.
      if (
        !latest ||
        latest.consumedAt ||
        latest.expiresAt <= at ||
        !(await repo.reserveCodeAttempt(latest.id, MAX_CODE_ATTEMPTS))
      ) {
        throw badRequest(
          ERROR_CODES.codeExpired,
          'verificationCode: the code has expired; ask for a new one.',
          {
            field: 'verificationCode',
          },
        );
      }
      if (!code || !sameHash(latest.codeHash, codeHash(destination, code.trim()))) {
        throw badRequest(ERROR_CODES.codeInvalid, 'verificationCode: the code is not right.', {
          field: 'verificationCode',
        });
      }
      if (!(await repo.consumeCode(latest.id, at))) {
        throw badRequest(ERROR_CODES.codeExpired, 'verificationCode: the code was already used.', {
          field: 'verificationCode',
        });
      }
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
