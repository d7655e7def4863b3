import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { bigintOf, rowsOf } from '../../db/rows.js';

const iso = (d: Date) => d.toISOString();

export function createRankRepository(db: Database) {
  return {
    async vipLevelOf(merchantId: number, memberId: number, tx: Executor = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ level: members.vipLevel })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
      return row?.level;
    },

    /** Valid bets of the member's settled rounds and paid deposits in a period (minor units). */
    async monthFigures(
      merchantId: number,
      memberId: number,
      from: Date,
      until: Date,
      tx: Executor = db,
    ): Promise<{ turnover: bigint; deposits: bigint }> {
      const [row] = await rowsOf<{ turnover: unknown; deposits: unknown }>(
        tx,
        sql`select
              (select coalesce(sum(valid_bet), 0) from game_rounds
                where member_id = ${memberId} and merchant_id = ${merchantId} and status = 'settled'
                  and settled_at >= ${iso(from)}::timestamptz and settled_at < ${iso(until)}::timestamptz)
                as turnover,
              (select coalesce(sum(amount), 0) from deposit_orders
                where member_id = ${memberId} and merchant_id = ${merchantId} and status = 'paid'
                  and coalesce(decided_at, created_at) >= ${iso(from)}::timestamptz
                  and coalesce(decided_at, created_at) < ${iso(until)}::timestamptz)
                as deposits`,
      );
      return { turnover: bigintOf(row?.turnover), deposits: bigintOf(row?.deposits) };
    },
  };
}
export type RankRepository = ReturnType<typeof createRankRepository>;
