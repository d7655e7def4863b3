import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { bonuses, merchants, type MerchantSettings } from '../../db/schema.js';
import { bigintOf, rowsOf, timeOf } from '../../db/rows.js';

/**
 * A bonus with the valid bets of the member's rounds settled from its grant until the next bonus was
 * granted (the window in which it is the newest bonus).
 */
export type BonusWithWindow = {
  id: number;
  source: string;
  template: string;
  params: Record<string, string | number>;
  amount: bigint;
  turnoverRequired: bigint;
  createdAt: Date;
  windowValidBets: bigint;
};

export function createBonusesRepository(db: Executor) {
  return {
    /** True once money came into the member's wallets from outside (a `deposit` transfer from cash). */
    async hasDeposited(merchantId: number, memberId: number, tx: Executor = db): Promise<boolean> {
      const rows = await rowsOf<{ one: number }>(
        tx,
        sql`select 1 as one from ledger_transfers t join accounts a on a.id = t.credit_account_id
             where t.merchant_id = ${merchantId} and a.member_id = ${memberId} and t.kind = 'deposit' limit 1`,
      );
      return rows.length > 0;
    },

    /** True when the member was paid the bonus of this source and reference. */
    async hasBonus(memberId: number, source: string, sourceRef: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: bonuses.id })
        .from(bonuses)
        .where(
          and(eq(bonuses.memberId, memberId), eq(bonuses.source, source), eq(bonuses.sourceRef, sourceRef)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The brand's settings (the bonus rules among them). */
    async brandSettings(merchantId: number, tx: Executor = db): Promise<MerchantSettings | undefined> {
      const [brand] = await tx
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .limit(1);
      return brand?.settings;
    },

    /** Records a bonus paid by `transferId`. */
    async insertBonus(values: typeof bonuses.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(bonuses).values(values).returning();
      if (!row) throw new Error('bonus not recorded');
      return row;
    },

    /** Every bonus of the member, oldest first, each with its window's valid bets. */
    async listWithWindows(
      merchantId: number,
      memberId: number,
      tx: Executor = db,
    ): Promise<BonusWithWindow[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        tx,
        sql`with b as (
              select id, source, template, params, amount, turnover_required, created_at,
                     lead(created_at) over (order by created_at, id) as next_at
                from bonuses where merchant_id = ${merchantId} and member_id = ${memberId})
            select b.*,
                   coalesce((select sum(r.valid_bet) from game_rounds r
                              where r.member_id = ${memberId} and r.merchant_id = ${merchantId}
                                and r.status = 'settled' and r.settled_at >= b.created_at
                                and (b.next_at is null or r.settled_at < b.next_at)), 0) as window_bets
              from b order by b.created_at, b.id`,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        source: String(r.source),
        template: String(r.template),
        params: (typeof r.params === 'string' ? JSON.parse(r.params) : (r.params ?? {})) as Record<
          string,
          string | number
        >,
        amount: bigintOf(r.amount),
        turnoverRequired: bigintOf(r.turnover_required),
        createdAt: timeOf(r.created_at),
        windowValidBets: bigintOf(r.window_bets),
      }));
    },
  };
}
export type BonusesRepository = ReturnType<typeof createBonusesRepository>;
