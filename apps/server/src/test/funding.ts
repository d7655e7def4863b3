import { randomUUID } from 'node:crypto';
import { majorToMinor, minorToMajor } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf } from '../db/rows.js';
import { createLedger } from '../modules/wallet/index.js';

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
  const amount = majorToMinor(amountMajor);
  if (amount <= 0n) throw new Error('a test deposit is above zero');
  const ledger = createLedger(db);
  const transfer = await db.transaction(async (tx) =>
    ledger.transfer(tx, {
      merchantId: brandId,
      debitAccountId: await ledger.houseAccountId(tx, brandId, 'cash'),
      creditAccountId: await ledger.memberAccountId(tx, brandId, memberId),
      amount,
      kind: 'deposit',
      reference: 'test deposit',
      idempotencyKey: `test-deposit:${randomUUID()}`,
    }),
  );
  return minorToMajor(transfer.creditBalanceAfter);
}

/** The ledger reconciliation (balances = credits - debits, zero sum per brand). */
export async function ledgerCheck(app: FastifyInstance): Promise<{ ok: boolean; problems: string[] }> {
  const report = await createLedger(app.database.db).check();
  return { ok: report.ok, problems: report.problems };
}
