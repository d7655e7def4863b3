import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { missionClaims, missions } from '../../db/schema.js';
import { bigintOf, rowsOf } from '../../db/rows.js';

export type MissionRow = typeof missions.$inferSelect;

/** What the member played in a period, per game category (settled rounds only). */
export type PlayByType = { gameType: string; turnover: bigint; rounds: number; wins: number };

export type LeaderboardRow = {
  memberId: number;
  username: string;
  nickname: string;
  turnover: bigint;
  rank: number;
};

/** 64-bit values arrive as strings (node-postgres) or bigint/number (PGlite). */
const iso = (d: Date) => d.toISOString();

export function createMissionsRepository(db: Database) {
  return {
    async listEnabled(merchantId: number, tx: Executor = db): Promise<MissionRow[]> {
      return tx
        .select()
        .from(missions)
        .where(and(eq(missions.merchantId, merchantId), eq(missions.enabled, true)))
        .orderBy(asc(missions.sort), asc(missions.id));
    },

    async findEnabled(merchantId: number, id: number, tx: Executor = db): Promise<MissionRow | undefined> {
      const [row] = await tx
        .select()
        .from(missions)
        .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id), eq(missions.enabled, true)));
      return row;
    },

    /** The member's settled rounds of a period, by game category (`game_rounds_member_idx`). */
    async playByType(
      merchantId: number,
      memberId: number,
      from: Date,
      until: Date,
      tx: Executor = db,
    ): Promise<PlayByType[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        tx,
        sql`select game_type, coalesce(sum(valid_bet), 0) as turnover, count(*) as rounds,
                   count(*) filter (where payout > stake) as wins
              from game_rounds
             where member_id = ${memberId} and merchant_id = ${merchantId} and status = 'settled'
               and settled_at >= ${iso(from)}::timestamptz and settled_at < ${iso(until)}::timestamptz
             group by game_type`,
      );
      return rows.map((r) => ({
        gameType: String(r.game_type),
        turnover: bigintOf(r.turnover),
        rounds: Number(r.rounds),
        wins: Number(r.wins),
      }));
    },

    /** Deposits paid to the member in a period (minor units). */
    async depositsPaid(
      merchantId: number,
      memberId: number,
      from: Date,
      until: Date,
      tx: Executor = db,
    ): Promise<bigint> {
      const [row] = await rowsOf<{ total: unknown }>(
        tx,
        sql`select coalesce(sum(amount), 0) as total from deposit_orders
             where member_id = ${memberId} and merchant_id = ${merchantId} and status = 'paid'
               and coalesce(decided_at, created_at) >= ${iso(from)}::timestamptz
               and coalesce(decided_at, created_at) < ${iso(until)}::timestamptz`,
      );
      return bigintOf(row?.total);
    },

    /** `<missionId>:<periodKey>` of the member's claims among these periods. */
    async claimedKeys(memberId: number, periodKeys: string[], tx: Executor = db): Promise<Set<string>> {
      if (periodKeys.length === 0) return new Set();
      const rows = await tx
        .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
        .from(missionClaims)
        .where(and(eq(missionClaims.memberId, memberId), inArray(missionClaims.periodKey, periodKeys)));
      return new Set(rows.map((r) => `${r.missionId}:${r.periodKey}`));
    },

    /** Records a claim; undefined when the member already claimed the mission in this period. */
    async insertClaim(
      claim: { merchantId: number; missionId: number; memberId: number; periodKey: string },
      tx: Executor = db,
    ): Promise<number | undefined> {
      const [row] = await tx
        .insert(missionClaims)
        .values(claim)
        .onConflictDoNothing()
        .returning({ id: missionClaims.id });
      return row?.id;
    },

    async setClaimBonus(claimId: number, bonusId: number, tx: Executor = db): Promise<void> {
      await tx.update(missionClaims).set({ bonusId }).where(eq(missionClaims.id, claimId));
    },

    /**
     * The brand's members ranked by valid bets of settled rounds in a period (trial accounts left out):
     * the first `limit`, and the asking member's own row wherever it stands (`game_rounds_settled_idx`).
     */
    async leaderboard(
      merchantId: number,
      memberId: number,
      from: Date,
      until: Date,
      limit: number,
      tx: Executor = db,
    ): Promise<LeaderboardRow[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        tx,
        sql`with played as (
              select member_id, sum(valid_bet) as turnover from game_rounds
               where merchant_id = ${merchantId} and status = 'settled'
                 and settled_at >= ${iso(from)}::timestamptz and settled_at < ${iso(until)}::timestamptz
               group by member_id
            ),
            ranked as (
              select p.member_id, p.turnover, m.username, m.nickname,
                     row_number() over (order by p.turnover desc, p.member_id asc) as rank
                from played p join members m on m.id = p.member_id
               where m.merchant_id = ${merchantId} and m.type <> 4 and p.turnover > 0
            )
            select * from ranked where rank <= ${limit} or member_id = ${memberId} order by rank`,
      );
      return rows.map((r) => ({
        memberId: Number(r.member_id),
        username: String(r.username),
        nickname: String(r.nickname),
        turnover: bigintOf(r.turnover),
        rank: Number(r.rank),
      }));
    },
  };
}
export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
