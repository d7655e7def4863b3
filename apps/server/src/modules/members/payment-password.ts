import { ERROR_CODES } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, members } from '../../db/schema.js';
import { AppError, tooManyRequests } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { guardedCheck, secondsUntil, type AttemptRule } from '../auth/attempts.repository.js';
import { postMemberMessage } from '../rewards/member-messages.js';

/** Wrong payment passwords allowed before the payment password locks (decision record 021). */
export const PAYMENT_PASSWORD_LOCK_AFTER = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 30 * 60_000;
const RULE: AttemptRule = {
  lockAfter: PAYMENT_PASSWORD_LOCK_AFTER,
  lockMs: PAYMENT_PASSWORD_LOCK_MS,
  windowMs: 24 * 3_600_000,
};
const attemptKey = (memberId: number) => `payment:${memberId}`;

const locked = (seconds: number) =>
  tooManyRequests(
    ERROR_CODES.paymentPasswordLocked,
    `Too many wrong payment passwords; try again in ${seconds} seconds.`,
    seconds,
    { retryAfterSeconds: seconds },
  );

/**
 * Checks a member's payment password before a withdrawal, a transfer to the upline, a bank account or a
 * points redemption: 422 when none is set, 400 when wrong, 429 while locked. Nothing else is changed.
 *
 * Each check is reserved first, atomically, on a counter of its own (however many requests arrive at once,
 * no more than five are checked before an answer clears or locks it); the fifth wrong one locks the payment password for 30
 * minutes, tells the member in a message and leaves an audit row. A right one clears the count. Pass the
 * database, not a transaction: the count must stay when the caller's transaction rolls back.
 */
export async function checkPaymentPassword(
  db: Database,
  memberId: number,
  plain: string,
  origin?: { ip: string },
): Promise<void> {
  const at = new Date();
  const ip = origin?.ip ?? null;
  const [row] = await db
    .select({ hash: members.paymentPasswordHash, merchantId: members.merchantId })
    .from(members)
    .where(eq(members.id, memberId));
  const hash = row?.hash;
  if (!row || !hash)
    throw new AppError(
      422,
      ERROR_CODES.paymentPasswordNotSet,
      'Set a payment password in the security centre first.',
    );
  const { merchantId } = row;
  const wrong = await guardedCheck(
    db,
    merchantId,
    attemptKey(memberId),
    RULE,
    at,
    () => verifyPassword(hash, plain),
    locked,
  );
  if (!wrong) return;
  const { count, lockedUntil } = wrong;
  await db.transaction(async (tx) => {
    await tx.insert(auditLog).values({
      merchantId,
      memberId,
      event: 'payment.password.failed',
      ip,
      detail: { failures: count },
    });
    if (!lockedUntil) return;
    await tx.insert(auditLog).values({
      merchantId,
      memberId,
      event: 'payment.password.locked',
      ip,
      detail: { failures: count, lockedUntil: lockedUntil.toISOString() },
    });
    await postMemberMessage(tx, {
      merchantId,
      memberId,
      kind: 'security',
      template: 'security.paymentPasswordLocked',
      params: {
        failures: count,
        until: `${lockedUntil.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      },
    });
  });
  if (lockedUntil) throw locked(secondsUntil(lockedUntil, at));
  const left = PAYMENT_PASSWORD_LOCK_AFTER - count;
  throw new AppError(
    400,
    ERROR_CODES.paymentPasswordWrong,
    `The payment password is wrong; ${left} attempt${left === 1 ? '' : 's'} left.`,
    { field: 'paymentPassword', attemptsLeft: left },
  );
}
