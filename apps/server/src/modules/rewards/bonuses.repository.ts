import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { big, time } from './reward-centre.repository.js';

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

export function createBonusesRepository(db: Database) {
  return {
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
        amount: big(r.amount),
        turnoverRequired: big(r.turnover_required),
        createdAt: time(r.created_at),
        windowValidBets: big(r.window_bets),
      }));
    },
  };
}
export type BonusesRepository = ReturnType<typeof createBonusesRepository>;
