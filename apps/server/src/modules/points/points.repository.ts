import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { pointRates, pointRewards, type Localized } from '../../db/schema.js';
import { bigintOf, rowsOf, timeOf, timeOrNull } from '../../db/rows.js';

export type PointRewardRow = typeof pointRewards.$inferSelect;
export type PointRateRow = typeof pointRates.$inferSelect;

type Raw = Record<string, unknown>;

/** 64-bit values arrive as strings (node-postgres) or bigint/number (PGlite). */
const textOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export type PointEntryRow = {
  id: number;
  kind: string;
  points: bigint;
  gameType: string | null;
  balanceAfter: bigint;
  createdAt: Date;
};

export type RedemptionRow = {
  id: number;
  merchantId: number;
  memberId: number;
  rewardId: number;
  quantity: number;
  points: bigint;
  amount: bigint;
  status: string;
  transferId: number | null;
  createdAt: Date;
  decidedAt: Date | null;
  note: string | null;
};

/** A line of the redeem history: an item redemption or a conversion. */
export type HistoryRow = {
  id: number;
  type: 'item' | 'convert';
  /** The item's names per language (an item only). */
  text: Localized<{ name: string; description: string }> | null;
  quantity: number;
  points: bigint;
  amount: bigint;
  status: string;
  createdAt: Date;
  decidedAt: Date | null;
  note: string | null;
};

/** A redemption waiting for (or decided by) an operator, with what the operator needs. */
export type QueueRow = RedemptionRow & {
  username: string;
  /** The member's language (the item is named in it in their message). */
  language: string;
  text: Localized<{ name: string; description: string }>;
};

const toRedemption = (r: Raw): RedemptionRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  rewardId: Number(r.reward_id),
  quantity: Number(r.quantity),
  points: bigintOf(r.points),
  amount: bigintOf(r.amount),
  status: String(r.status),
  transferId: r.transfer_id === null || r.transfer_id === undefined ? null : Number(r.transfer_id),
  createdAt: timeOf(r.created_at),
  decidedAt: timeOrNull(r.decided_at),
  note: textOrNull(r.note),
});

const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The redeem history's lines: item redemptions, and conversions (point entries of kind `convert`). */
const historyLines = (merchantId: number, memberId: number, status: string | undefined) => sql`
  with lines as (
    select r.id, 'item' as type, w.text, r.quantity, r.points, r.amount, r.status, r.created_at,
           r.decided_at, r.note
      from point_redemptions r join point_rewards w on w.id = r.reward_id
     where r.member_id = ${memberId} and r.merchant_id = ${merchantId}
    union all
    select e.id, 'convert' as type, null as text, 1 as quantity, -e.points as points,
           coalesce(t.amount, 0) as amount, 'approved' as status, e.created_at, e.created_at as decided_at,
           null as note
      from point_entries e
      left join ledger_transfers t on t.merchant_id = e.merchant_id and t.idempotency_key = e.reference
     where e.member_id = ${memberId} and e.merchant_id = ${merchantId} and e.kind = 'convert'
  )
  select * from lines ${status ? sql`where status = ${status}` : sql``}`;

export function createPointsRepository(db: Database) {
  return {
    async listEnabledRewards(merchantId: number, tx: Executor = db): Promise<PointRewardRow[]> {
      return tx
        .select()
        .from(pointRewards)
        .where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.enabled, true)))
        .orderBy(asc(pointRewards.sort), asc(pointRewards.id));
    },
    async listRates(merchantId: number, tx: Executor = db): Promise<PointRateRow[]> {
      return tx.select().from(pointRates).where(eq(pointRates.merchantId, merchantId));
    },

    /** An item of the brand's shop (enabled or not); another brand's item is not found. */
    async findReward(
      merchantId: number,
      rewardId: number,
      tx: Executor = db,
    ): Promise<PointRewardRow | undefined> {
      const [row] = await tx
        .select()
        .from(pointRewards)
        .where(and(eq(pointRewards.id, rewardId), eq(pointRewards.merchantId, merchantId)));
      return row;
    },

    /** The member's points and the sums of entries earned (positive) and spent (negative, as positive). */
    async balanceOf(
      merchantId: number,
      memberId: number,
      tx: Executor = db,
    ): Promise<{ points: bigint; earned: bigint; spent: bigint }> {
      const [row] = await rowsOf(
        tx,
        sql`select m.points_balance as points,
                   (select coalesce(sum(points) filter (where points > 0), 0) from point_entries
                     where member_id = m.id) as earned,
                   (select coalesce(-sum(points) filter (where points < 0), 0) from point_entries
                     where member_id = m.id) as spent
              from members m where m.id = ${memberId} and m.merchant_id = ${merchantId}`,
      );
      return { points: bigintOf(row?.points), earned: bigintOf(row?.earned), spent: bigintOf(row?.spent) };
    },

    /** A page of the member's point entries, newest first, each with the points right after it. */
    async listEntries(
      merchantId: number,
      memberId: number,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: PointEntryRow[]; count: number }> {
      const rows = await rowsOf(
        tx,
        sql`select * from (
              select id, kind, points, game_type, created_at,
                     sum(points) over (order by id rows between unbounded preceding and current row)
                       as balance_after,
                     count(*) over () as total
                from point_entries where member_id = ${memberId} and merchant_id = ${merchantId}
            ) e order by id desc limit ${page.limit} offset ${page.offset}`,
      );
      const [counted] =
        rows.length > 0
          ? [{ total: rows[0]!.total }]
          : await rowsOf(
              tx,
              sql`select count(*) as total from point_entries
                   where member_id = ${memberId} and merchant_id = ${merchantId}`,
            );
      return {
        rows: rows.map((r) => ({
          id: Number(r.id),
          kind: String(r.kind),
          points: bigintOf(r.points),
          gameType: textOrNull(r.game_type),
          balanceAfter: bigintOf(r.balance_after),
          createdAt: timeOf(r.created_at),
        })),
        count: Number(counted?.total ?? 0),
      };
    },

    /** Takes `n` of an item from its stock when that many are left (an unlimited item always has them). */
    async takeStock(tx: Executor, rewardId: number, n: number): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update point_rewards set quantity = quantity - ${n}
             where id = ${rewardId} and (quantity is null or quantity >= ${n}) returning id`,
      );
      return rows.length > 0;
    },

    async restoreStock(tx: Executor, rewardId: number, n: number): Promise<void> {
      await tx.execute(
        sql`update point_rewards set quantity = quantity + ${n} where id = ${rewardId} and quantity is not null`,
      );
    },

    /**
     * Adds a point entry and changes the member's points with it; a negative entry only when the member
     * has that many points (false: nothing written). The reference is unique per brand.
     */
    async addEntry(
      tx: Executor,
      entry: {
        merchantId: number;
        memberId: number;
        points: bigint;
        kind: string;
        reference: string;
        gameType?: string | null;
      },
    ): Promise<{ id: number; pointsAfter: bigint } | null> {
      const [member] = await rowsOf(
        tx,
        sql`update members set points_balance = points_balance + ${entry.points}
             where id = ${entry.memberId} and merchant_id = ${entry.merchantId}
               and points_balance + ${entry.points} >= 0
         returning points_balance`,
      );
      if (!member) return null;
      const [row] = await rowsOf(
        tx,
        sql`insert into point_entries (merchant_id, member_id, points, kind, reference, game_type)
            values (${entry.merchantId}, ${entry.memberId}, ${entry.points}, ${entry.kind},
                    ${entry.reference}, ${entry.gameType ?? null})
            returning id`,
      );
      return { id: Number(row!.id), pointsAfter: bigintOf(member.points_balance) };
    },

    /**
     * Points earned by a settled round, once: the entry's reference (`round:<id>`) is unique per brand, so
     * a second settlement of the round adds nothing.
     */
    async earnForRound(
      tx: Executor,
      values: { merchantId: number; memberId: number; points: bigint; reference: string; gameType: string },
    ): Promise<void> {
      const inserted = await rowsOf(
        tx,
        sql`insert into point_entries (merchant_id, member_id, points, kind, reference, game_type)
            values (${values.merchantId}, ${values.memberId}, ${values.points}, 'bet', ${values.reference},
              ${values.gameType})
            on conflict (merchant_id, reference) do nothing returning id`,
      );
      if (inserted.length > 0)
        await tx.execute(
          sql`update members set points_balance = points_balance + ${values.points} where id = ${values.memberId}`,
        );
    },

    /**
     * A redemption under the member's request id; a second one under the same id raises the unique
     * violation of `point_redemptions_request_uq` (a concurrent one waits for the first to commit).
     */
    async insertRedemption(
      tx: Executor,
      values: {
        merchantId: number;
        memberId: number;
        rewardId: number;
        quantity: number;
        points: bigint;
        amount: bigint;
        requestId: string;
      },
    ): Promise<RedemptionRow> {
      const [row] = await rowsOf(
        tx,
        sql`insert into point_redemptions (merchant_id, member_id, reward_id, quantity, points, amount,
                                           request_id)
            values (${values.merchantId}, ${values.memberId}, ${values.rewardId}, ${values.quantity},
                    ${values.points}, ${values.amount}, ${values.requestId})
            returning *`,
      );
      return toRedemption(row!);
    },

    /** The member's redemption made under this request id, if any. */
    async findRedemptionByRequest(
      merchantId: number,
      memberId: number,
      requestId: string,
      tx: Executor = db,
    ): Promise<RedemptionRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`select * from point_redemptions
             where member_id = ${memberId} and request_id = ${requestId} and merchant_id = ${merchantId}`,
      );
      return row ? toRedemption(row) : undefined;
    },

    /** The point entry of the brand under this reference, with the member's points right after it. */
    async entryByReference(
      merchantId: number,
      reference: string,
      tx: Executor = db,
    ): Promise<{ id: number; memberId: number; points: bigint; pointsAfter: bigint } | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`select e.id, e.member_id, e.points,
                   (select sum(p.points) from point_entries p
                     where p.member_id = e.member_id and p.id <= e.id) as points_after
              from point_entries e where e.merchant_id = ${merchantId} and e.reference = ${reference}`,
      );
      return row
        ? {
            id: Number(row.id),
            memberId: Number(row.member_id),
            points: bigintOf(row.points),
            pointsAfter: bigintOf(row.points_after),
          }
        : undefined;
    },

    async accountBalance(tx: Executor, accountId: number): Promise<bigint> {
      const [row] = await rowsOf(tx, sql`select balance from accounts where id = ${accountId}`);
      return bigintOf(row?.balance);
    },

    async setTransfer(tx: Executor, redemptionId: number, transferId: number): Promise<void> {
      await tx.execute(
        sql`update point_redemptions set transfer_id = ${transferId} where id = ${redemptionId}`,
      );
    },

    /** A redemption of the brand, for the operator. */
    async findRedemption(
      merchantId: number,
      id: number,
      tx: Executor = db,
    ): Promise<RedemptionRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`select * from point_redemptions where id = ${id} and merchant_id = ${merchantId}`,
      );
      return row ? toRedemption(row) : undefined;
    },

    /** Decides a redemption still applying (false: it was decided already, nothing changed). */
    async decide(
      tx: Executor,
      values: {
        merchantId: number;
        id: number;
        status: 'approved' | 'rejected';
        operatorId: number;
        note: string | null;
        at: Date;
      },
    ): Promise<RedemptionRow | null> {
      const [row] = await rowsOf(
        tx,
        sql`update point_redemptions
               set status = ${values.status}, decided_at = ${values.at.toISOString()}::timestamptz,
                   decided_by = ${values.operatorId}, note = ${values.note}
             where id = ${values.id} and merchant_id = ${values.merchantId} and status = 'applying'
         returning *`,
      );
      return row ? toRedemption(row) : null;
    },

    /** A page of the member's redeem history (items and conversions), newest first. */
    async listHistory(
      merchantId: number,
      memberId: number,
      filter: { status?: string; limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: HistoryRow[]; count: number }> {
      const lines = historyLines(merchantId, memberId, filter.status);
      const [rows, [counted]] = await Promise.all([
        rowsOf(
          tx,
          sql`${lines} order by created_at desc, id desc limit ${filter.limit} offset ${filter.offset}`,
        ),
        rowsOf(tx, sql`select count(*) as total from (${lines}) l`),
      ]);
      return {
        rows: rows.map((r) => ({
          id: Number(r.id),
          type: r.type === 'convert' ? 'convert' : 'item',
          text: r.text === null || r.text === undefined ? null : jsonOf(r.text),
          quantity: Number(r.quantity),
          points: bigintOf(r.points),
          amount: bigintOf(r.amount),
          status: String(r.status),
          createdAt: timeOf(r.created_at),
          decidedAt: timeOrNull(r.decided_at),
          note: textOrNull(r.note),
        })),
        count: Number(counted?.total ?? 0),
      };
    },

    /** The brand's redemptions for the operator queue, oldest first. */
    async listQueue(
      merchantId: number,
      filter: { status?: string; limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: QueueRow[]; count: number }> {
      const where = sql`r.merchant_id = ${merchantId} ${filter.status ? sql`and r.status = ${filter.status}` : sql``}`;
      const [rows, [counted]] = await Promise.all([
        rowsOf(
          tx,
          sql`select r.*, m.username, m.language, w.text from point_redemptions r
                join members m on m.id = r.member_id join point_rewards w on w.id = r.reward_id
               where ${where} order by r.created_at, r.id limit ${filter.limit} offset ${filter.offset}`,
        ),
        rowsOf(tx, sql`select count(*) as total from point_redemptions r where ${where}`),
      ]);
      return {
        rows: rows.map((r) => ({
          ...toRedemption(r),
          username: String(r.username),
          language: String(r.language),
          text: jsonOf(r.text),
        })),
        count: Number(counted?.total ?? 0),
      };
    },

    /** One redemption of the brand with its member and item (what a decision answers). */
    async queueRow(merchantId: number, id: number, tx: Executor = db): Promise<QueueRow | undefined> {
      const [r] = await rowsOf(
        tx,
        sql`select r.*, m.username, m.language, w.text from point_redemptions r
              join members m on m.id = r.member_id join point_rewards w on w.id = r.reward_id
             where r.id = ${id} and r.merchant_id = ${merchantId}`,
      );
      return r
        ? {
            ...toRedemption(r),
            username: String(r.username),
            language: String(r.language),
            text: jsonOf(r.text),
          }
        : undefined;
    },
  };
}
export type PointsRepository = ReturnType<typeof createPointsRepository>;
