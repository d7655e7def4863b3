import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { memberRewards } from '../../db/schema.js';
import { bigintOf, rowsOf, timeOf } from '../../db/rows.js';

export type MemberRewardRow = typeof memberRewards.$inferSelect;
export type NewMemberReward = typeof memberRewards.$inferInsert;

export const REWARD_STATUS = { available: 'available', claimed: 'claimed' } as const;

/** What a line of the history came from (the bonus's source, grouped). */
export type HistoryKind = 'reward' | 'raffle' | 'mission' | 'referral' | 'promotion';

const kindOf = (source: string): HistoryKind =>
  source === 'raffle' || source === 'mission' || source === 'promotion'
    ? source
    : source.startsWith('referral')
      ? 'referral'
      : 'reward';

/**
 * One line of the history: a bonus credited to the member (a claimed reward, a raffle prize, a mission, a
 * referral reward, a deposit promotion), or a raffle draw that won nothing.
 */
export type HistoryRow = {
  kind: HistoryKind;
  id: number;
  source: string;
  template: string | null;
  params: Record<string, string | number>;
  amount: bigint;
  at: Date;
};

type Raw = Record<string, unknown>;
/** 64-bit values arrive as strings (node-postgres) or bigint/number (PGlite). */
const jsonOf = (v: unknown): Record<string, string | number> =>
  (typeof v === 'string' ? JSON.parse(v) : (v ?? {})) as Record<string, string | number>;

const notExpired = (at: Date) => or(isNull(memberRewards.expiresAt), gt(memberRewards.expiresAt, at));

export function createRewardCentreRepository(db: Database) {
  return {
    /** The member's rewards that can be claimed now, oldest first. */
    async listClaimable(
      merchantId: number,
      memberId: number,
      at: Date,
      tx: Executor = db,
    ): Promise<MemberRewardRow[]> {
      return tx
        .select()
        .from(memberRewards)
        .where(
          and(
            eq(memberRewards.merchantId, merchantId),
            eq(memberRewards.memberId, memberId),
            eq(memberRewards.status, REWARD_STATUS.available),
            notExpired(at),
          ),
        )
        .orderBy(asc(memberRewards.createdAt), asc(memberRewards.id));
    },

    async countClaimable(merchantId: number, memberId: number, at: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<string>`count(*)` })
        .from(memberRewards)
        .where(
          and(
            eq(memberRewards.merchantId, merchantId),
            eq(memberRewards.memberId, memberId),
            eq(memberRewards.status, REWARD_STATUS.available),
            notExpired(at),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** One reward of the member (undefined for another member's or another brand's). */
    async findMemberReward(
      merchantId: number,
      memberId: number,
      id: number,
      tx: Executor = db,
    ): Promise<MemberRewardRow | undefined> {
      const [row] = await tx
        .select()
        .from(memberRewards)
        .where(
          and(
            eq(memberRewards.id, id),
            eq(memberRewards.merchantId, merchantId),
            eq(memberRewards.memberId, memberId),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * `available -> claimed` when the reward is the member's, still available and not expired at `at`;
     * undefined otherwise. Concurrent claims wait on the row: only the first one gets it.
     */
    async markClaimed(
      merchantId: number,
      memberId: number,
      id: number,
      at: Date,
      tx: Executor = db,
    ): Promise<MemberRewardRow | undefined> {
      const [row] = await tx
        .update(memberRewards)
        .set({ status: REWARD_STATUS.claimed, claimedAt: at })
        .where(
          and(
            eq(memberRewards.id, id),
            eq(memberRewards.merchantId, merchantId),
            eq(memberRewards.memberId, memberId),
            eq(memberRewards.status, REWARD_STATUS.available),
            notExpired(at),
          ),
        )
        .returning();
      return row;
    },

    /** A reward, once: nothing when the member already has one of this source and reference. */
    async insertReward(values: NewMemberReward, tx: Executor = db): Promise<MemberRewardRow | undefined> {
      const [row] = await tx.insert(memberRewards).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Every bonus credited to the member and every raffle draw, newest first. */
    async history(
      merchantId: number,
      memberId: number,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: HistoryRow[]; total: number }> {
      // A winning draw and a claimed reward are bonuses already; a draw that won nothing is not.
      const all = sql`
        select b.id, b.source, b.template, b.params, b.amount, b.created_at as at
          from bonuses b
         where b.merchant_id = ${merchantId} and b.member_id = ${memberId}
        union all
        select d.id, 'raffle' as source, 'raffle.prize' as template,
               jsonb_build_object('raffleId', d.raffle_id) as params, d.prize as amount, d.created_at as at
          from raffle_draws d
         where d.merchant_id = ${merchantId} and d.member_id = ${memberId} and d.prize = 0`;
      const rows = await rowsOf<Raw>(
        tx,
        sql`select * from (${all}) h order by at desc, id desc limit ${page.limit} offset ${page.offset}`,
      );
      const [count] = await rowsOf<{ n: string }>(tx, sql`select count(*) as n from (${all}) h`);
      return {
        rows: rows.map((r) => ({
          kind: kindOf(String(r.source)),
          id: Number(r.id),
          source: String(r.source),
          template: (r.template as string | null) ?? null,
          params: jsonOf(r.params),
          amount: bigintOf(r.amount),
          at: timeOf(r.at),
        })),
        total: Number(count?.n ?? 0),
      };
    },
  };
}
export type RewardCentreRepository = ReturnType<typeof createRewardCentreRepository>;
