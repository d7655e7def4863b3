import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * `team_daily`: every subtree's sums for each closed brand day (decision 033). A closed day's member rows
 * no longer change (the triggers date every row by the moment it is written), so a day is rolled up once;
 * a change of upline clears the brand's rolled days (trigger `team_daily_forget`) and they are rolled again.
 */
export function createRollupRepository(db: Database) {
  return {
    /** Brands with member figures, their zone, and the last rolled-up day (null: none yet). */
    async brands(
      tx: Executor = db,
    ): Promise<{ merchantId: number; zone: string | null; rolledThrough: string | null }[]> {
      const rows = await rowsOf<{ id: number; zone: string | null; rolled: string | null }>(
        tx,
        sql`select m.id, m.settings->>'timeZone' as zone, to_char(r.rolled_through, 'YYYY-MM-DD') as rolled
              from merchants m left join team_rollups r on r.merchant_id = m.id`,
      );
      return rows.map((r) => ({
        merchantId: Number(r.id),
        zone: r.zone,
        rolledThrough: r.rolled,
      }));
    },

    /** The first day of the brand with member figures (null: none). */
    async firstDay(merchantId: number, tx: Executor = db): Promise<string | null> {
      const [row] = await rowsOf<{ day: string | null }>(
        tx,
        sql`select to_char(min(day), 'YYYY-MM-DD') as day from member_daily where merchant_id = ${merchantId}`,
      );
      return row?.day ?? null;
    },

    /**
     * Writes the brand's subtree sums of one closed day and moves the brand's mark to it, in one
     * transaction. The mark's row is locked first, so a change of upline (which clears the mark) waits for
     * this day or is seen by it.
     */
    async rollDay(merchantId: number, day: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into team_rollups (merchant_id, rolled_through) values (${merchantId}, ${day}::date - 1)
              on conflict (merchant_id) do update set rolled_through = team_rollups.rolled_through`,
        );
        await tx.execute(
          sql`insert into team_daily (merchant_id, agent_id, day, deposits, first_deposit_count, first_deposit,
                withdrawals, valid_bet, payout, bonus, commission, active_members)
              select ${merchantId}, t.ancestor_id, d.day, sum(d.deposits), count(*) filter (where d.first_deposit > 0),
                     sum(d.first_deposit), sum(d.withdrawals), sum(d.valid_bet), sum(d.payout), sum(d.bonus),
                     sum(d.commission), count(*) filter (where d.rounds > 0)
                from member_daily d join agent_tree t on t.descendant_id = d.member_id
               where d.merchant_id = ${merchantId} and d.day = ${day}::date
               group by t.ancestor_id, d.day
              on conflict (agent_id, day) do update set deposits = excluded.deposits,
                first_deposit_count = excluded.first_deposit_count, first_deposit = excluded.first_deposit,
                withdrawals = excluded.withdrawals, valid_bet = excluded.valid_bet, payout = excluded.payout,
                bonus = excluded.bonus, commission = excluded.commission, active_members = excluded.active_members`,
        );
        await tx.execute(
          sql`update team_rollups set rolled_through = ${day}::date
               where merchant_id = ${merchantId} and rolled_through < ${day}::date`,
        );
      });
    },
  };
}
export type RollupRepository = ReturnType<typeof createRollupRepository>;
