import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { members, merchants, vipLevels, type MerchantSettings } from '../../db/schema.js';
import { bigintOf, rowsOf } from '../../db/rows.js';

/** Members are never trial accounts here (type 4 plays with play money). */
const TRIAL_TYPE = 4;

const iso = (d: Date) => d.toISOString();

export type LevelRow = typeof vipLevels.$inferSelect;

/** A member's valid bets and paid deposits of a period (minor units), with the level it holds. */
export type MemberFigures = { memberId: number; level: number; turnover: bigint; deposits: bigint };

export function createVipPerksRepository(db: Database) {
  return {
    async brands(): Promise<{ id: number; settings: MerchantSettings }[]> {
      return db.select({ id: merchants.id, settings: merchants.settings }).from(merchants);
    },

    async levels(merchantId: number, tx: Executor = db): Promise<LevelRow[]> {
      return tx
        .select()
        .from(vipLevels)
        .where(eq(vipLevels.merchantId, merchantId))
        .orderBy(asc(vipLevels.level));
    },

    /**
     * The members who bet or deposited in the period, with their totals: one pass over the period's
     * settled rounds (`game_rounds_settled_idx`) and paid deposits, grouped by member.
     */
    async periodFigures(
      merchantId: number,
      from: Date,
      until: Date,
      tx: Executor = db,
    ): Promise<MemberFigures[]> {
      const rows = await rowsOf<{ id: unknown; vip_level: unknown; turnover: unknown; deposits: unknown }>(
        tx,
        sql`with t as (
              select member_id, sum(valid_bet) as v from game_rounds
               where merchant_id = ${merchantId} and status = 'settled'
                 and settled_at >= ${iso(from)}::timestamptz and settled_at < ${iso(until)}::timestamptz
               group by member_id),
            d as (
              select member_id, sum(amount) as a from deposit_orders
               where merchant_id = ${merchantId} and status = 'paid'
                 and coalesce(decided_at, created_at) >= ${iso(from)}::timestamptz
                 and coalesce(decided_at, created_at) < ${iso(until)}::timestamptz
               group by member_id)
            select m.id, m.vip_level, coalesce(t.v, 0) as turnover, coalesce(d.a, 0) as deposits
              from members m
              left join t on t.member_id = m.id
              left join d on d.member_id = m.id
             where m.merchant_id = ${merchantId} and m.type <> ${TRIAL_TYPE}
               and (t.member_id is not null or d.member_id is not null)`,
      );
      return rows.map((r) => ({
        memberId: Number(r.id),
        level: Number(r.vip_level),
        turnover: bigintOf(r.turnover),
        deposits: bigintOf(r.deposits),
      }));
    },

    /** Raises the member's level (never lowers it); false when it already holds `level` or more. */
    async raiseLevel(merchantId: number, memberId: number, level: number, tx: Executor): Promise<boolean> {
      const rows = await tx
        .update(members)
        .set({ vipLevel: level })
        .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId), lt(members.vipLevel, level)))
        .returning({ id: members.id });
      return rows.length > 0;
    },

    /** Valid bets of the period per member and game category (minor units), with each member's level. */
    async categoryTurnover(
      merchantId: number,
      from: Date,
      until: Date,
      tx: Executor = db,
    ): Promise<{ memberId: number; level: number; gameType: string; turnover: bigint }[]> {
      const rows = await rowsOf<{ member_id: unknown; vip_level: unknown; game_type: unknown; v: unknown }>(
        tx,
        sql`select r.member_id, m.vip_level, r.game_type, sum(r.valid_bet) as v
              from game_rounds r join members m on m.id = r.member_id
             where r.merchant_id = ${merchantId} and r.status = 'settled'
               and r.settled_at >= ${iso(from)}::timestamptz and r.settled_at < ${iso(until)}::timestamptz
               and m.type <> ${TRIAL_TYPE}
             group by r.member_id, m.vip_level, r.game_type`,
      );
      return rows.map((r) => ({
        memberId: Number(r.member_id),
        level: Number(r.vip_level),
        gameType: String(r.game_type),
        turnover: bigintOf(r.v),
      }));
    },

    /** Members at a level of at least `minLevel`. */
    async membersFromLevel(merchantId: number, minLevel: number, tx: Executor = db) {
      const rows = await rowsOf<{ id: unknown; vip_level: unknown }>(
        tx,
        sql`select id, vip_level from members
             where merchant_id = ${merchantId} and vip_level >= ${minLevel} and type <> ${TRIAL_TYPE}`,
      );
      return rows.map((r) => ({ memberId: Number(r.id), level: Number(r.vip_level) }));
    },

    /** Members whose profile's date of birth (yyyy-MM-dd) falls on `monthDay` (MM-dd). */
    async birthdaysOn(merchantId: number, monthDay: string, tx: Executor = db) {
      const rows = await rowsOf<{ id: unknown; vip_level: unknown }>(
        tx,
        sql`select id, vip_level from members
             where merchant_id = ${merchantId} and type <> ${TRIAL_TYPE}
               and profile->>'birthday' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
               and right(profile->>'birthday', 5) = ${monthDay}`,
      );
      return rows.map((r) => ({ memberId: Number(r.id), level: Number(r.vip_level) }));
    },
  };
}
export type VipPerksRepository = ReturnType<typeof createVipPerksRepository>;
