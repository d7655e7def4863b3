import { ACCOUNT_TYPES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { bigintOf, rowsOf } from '../../../db/rows.js';
import type { ResolvedRange } from '../../../lib/date-range.js';
import { dayOf, since, textOrNull, until } from './report.repository.js';

// The dashboard's figures: four grouped statements per range (money by day from `member_daily`, play by day
// and category from `game_rounds`, accounts opened from `members`), each on an index on brand and time.

/** Money of one brand day (minor units), or of the whole range (`day` null). */
export type MoneyDay = {
  day: string | null;
  deposits: bigint;
  depositCount: number;
  firstDepositCount: number;
  firstDepositAmount: bigint;
  withdrawals: bigint;
  bonus: bigint;
  /** Distinct members with a settled round (over the whole range for the range's row). */
  activeMembers: number;
};
export type PlayDay = { day: string; category: string; rounds: number; stakes: bigint; wins: bigint };

export function createDashboardRepository(db: Database) {
  return {
    /** One row per brand day with figures, and one for the whole range (`day` null). */
    async money(merchantId: number, range: ResolvedRange, tx: Executor = db): Promise<MoneyDay[]> {
      const rows = await rowsOf(
        tx,
        sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(d.deposits), 0) as deposits,
                   coalesce(sum(d.deposit_count), 0) as deposit_count,
                   count(*) filter (where d.first_deposit > 0) as first_count,
                   coalesce(sum(d.first_deposit), 0) as first_amount,
                   coalesce(sum(d.withdrawals), 0) as withdrawals, coalesce(sum(d.bonus), 0) as bonus,
                   count(distinct d.member_id) filter (where d.rounds > 0) as active
              from member_daily d
             where d.merchant_id = ${merchantId} and d.day >= ${range.startDate}::date
               and d.day <= ${range.endDate}::date
             group by grouping sets ((d.day), ())`,
      );
      return rows.map((r) => ({
        day: textOrNull(r.day),
        deposits: bigintOf(r.deposits),
        depositCount: Number(r.deposit_count),
        firstDepositCount: Number(r.first_count),
        firstDepositAmount: bigintOf(r.first_amount),
        withdrawals: bigintOf(r.withdrawals),
        bonus: bigintOf(r.bonus),
        activeMembers: Number(r.active),
      }));
    },

    /** Settled rounds per brand day and game category. */
    async play(merchantId: number, range: ResolvedRange, tx: Executor = db): Promise<PlayDay[]> {
      const rows = await rowsOf(
        tx,
        sql`select ${dayOf(sql`r.settled_at`, range)} as day, r.game_type as category, count(*) as rounds,
                   coalesce(sum(r.valid_bet), 0) as stakes, coalesce(sum(r.payout), 0) as wins
              from game_rounds r
             where r.merchant_id = ${merchantId} and r.settled_at >= ${since(range)}
               and r.settled_at < ${until(range)} and r.status = 'settled'
             group by 1, 2`,
      );
      return rows.map((r) => ({
        day: String(r.day),
        category: String(r.category),
        rounds: Number(r.rounds),
        stakes: bigintOf(r.stakes),
        wins: bigintOf(r.wins),
      }));
    },

    /** Accounts opened per brand day (trial accounts not counted). */
    async registrations(merchantId: number, range: ResolvedRange, tx: Executor = db) {
      const rows = await rowsOf(
        tx,
        sql`select ${dayOf(sql`m.created_at`, range)} as day, count(*) as n from members m
             where m.merchant_id = ${merchantId} and m.created_at >= ${since(range)}
               and m.created_at < ${until(range)} and m.type <> ${ACCOUNT_TYPES.trial}
             group by 1`,
      );
      return new Map(rows.map((r) => [String(r.day), Number(r.n)]));
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
