import { ERROR_CODES } from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { tooManyRequests } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { guardedCheck, secondsUntil, type AttemptRule } from './attempts.repository.js';

/**
 * A signed-in member proving its login password again (changing it, setting a payment password): a session
 * alone must not buy unlimited guesses of the password (decision record 021). Five wrong entries lock these
 * checks for 30 minutes; logging in is not affected.
 */
export const LOGIN_PASSWORD_CHECKS = 5;
export const LOGIN_PASSWORD_LOCK_MS = 30 * 60_000;
const RULE: AttemptRule = {
  lockAfter: LOGIN_PASSWORD_CHECKS,
  lockMs: LOGIN_PASSWORD_LOCK_MS,
  windowMs: 24 * 3_600_000,
};
const keyOf = (memberId: number) => `login-password:${memberId}`;

const locked = (seconds: number) =>
  tooManyRequests(
    ERROR_CODES.passwordCheckLocked,
    `Too many wrong passwords; try again in ${seconds} seconds.`,
    seconds,
    { retryAfterSeconds: seconds },
  );

/**
 * Checks `plain` against the member's login password hash, reserved first on the member's own counter.
 * Answers the attempts left after a wrong entry (null when right); 429 while locked. Pass the database, not
 * a transaction: a wrong entry must stay counted when the caller's transaction rolls back.
 */
export async function checkLoginPassword(
  db: Database,
  member: { id: number; merchantId: number; passwordHash: string },
  plain: string,
  at: Date,
): Promise<{ attemptsLeft: number } | null> {
  const wrong = await guardedCheck(
    db,
    member.merchantId,
    keyOf(member.id),
    RULE,
    at,
    async () => plain !== '' && (await verifyPassword(member.passwordHash, plain)),
    locked,
  );
  if (!wrong) return null;
  if (wrong.lockedUntil) throw locked(secondsUntil(wrong.lockedUntil, at));
  return { attemptsLeft: Math.max(0, LOGIN_PASSWORD_CHECKS - wrong.count) };
}
