import { ERROR_CODES } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';

/**
 * Checks a member's payment password before a withdrawal, a transfer to the upline, a bank account or a
 * points redemption: 422 when none is set, 400 when wrong. Nothing is changed either way.
 */
export async function checkPaymentPassword(tx: Executor, memberId: number, plain: string): Promise<void> {
  const [row] = await tx
    .select({ hash: members.paymentPasswordHash })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row?.hash)
    throw new AppError(
      422,
      ERROR_CODES.paymentPasswordNotSet,
      'Set a payment password in the security centre first.',
    );
  if (!(await verifyPassword(row.hash, plain)))
    throw new AppError(400, ERROR_CODES.paymentPasswordWrong, 'The payment password is wrong.');
}
