import { randomUUID } from 'node:crypto';
import { majorToMinor, minorToMajor } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../db/rows.js';

/** Credits a member's main wallet from the brand's cash account: a real ledger transfer (a deposit). */
export async function fundMember(
  app: FastifyInstance,
  memberId: number,
  amountMajor: number,
  merchantId?: number,
): Promise<number> {
  const { db } = app.database;
  const [member] = await rowsOf<{ merchant_id: number }>(
    db,
    sql`select merchant_id from members where id = ${memberId}`,
  );
  if (!member) throw new Error(`no member ${memberId}`);
  const brandId = merchantId ?? member.merchant_id;
  const transfer = await db.transaction((tx) =>
    app.money.wallet.deposit(tx, {
      merchantId: brandId,
      memberId,
      amount: majorToMinor(amountMajor),
      reference: 'test deposit',
      idempotencyKey: `test-deposit:${randomUUID()}`,
    }),
  );
  return minorToMajor(transfer.creditBalanceAfter);
}

/** The ledger reconciliation (balances = credits - debits, zero sum per brand). */
export async function ledgerCheck(app: FastifyInstance): Promise<{ ok: boolean; problems: string[] }> {
  const report = await app.money.ledger.check();
  return { ok: report.ok, problems: report.problems };
}
