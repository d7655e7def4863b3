import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import type { PageWindow } from '../../../db/paging.js';
import {
  bonuses,
  members,
  missionClaims,
  missions,
  operators,
  pointRates,
  pointRedemptions,
  pointRewards,
  promotionApplications,
  promotionCategories,
  promotions,
  vipLevels,
} from '../../../db/schema.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type VipLevelRow = typeof vipLevels.$inferSelect;
export type ShopItemRow = typeof pointRewards.$inferSelect;
export type PointRateRow = typeof pointRates.$inferSelect;
export type MissionRow = typeof missions.$inferSelect;

export type ApplicationListRow = typeof promotionApplications.$inferSelect & {
  username: string;
  promotionText: PromotionRow['text'];
  decidedByName: string | null;
  bonusAmount: bigint | null;
  bonusTurnover: bigint | null;
};

export type ApplicationFilter = { promotionId?: number; status?: string; username?: string };

const waitingOf = sql<number>`(select count(*) from ${promotionApplications} a
  where a.promotion_id = ${promotions.id} and a.status = 'applying')`.mapWith(Number);

/** Every read and write of the back office's rewards area (each method takes an optional transaction). */
export function createAdminRewardsRepository(db: Database) {
  const applicationSelect = (tx: Executor) =>
    tx
      .select({
        application: promotionApplications,
        username: members.username,
        promotionText: promotions.text,
        decidedByName: operators.username,
        bonusAmount: bonuses.amount,
        bonusTurnover: bonuses.turnoverRequired,
      })
      .from(promotionApplications)
      .innerJoin(members, eq(members.id, promotionApplications.memberId))
      .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
      .leftJoin(operators, eq(operators.id, promotionApplications.decidedBy))
      .leftJoin(bonuses, eq(bonuses.id, promotionApplications.bonusId));

  type Selected = Awaited<ReturnType<ReturnType<typeof applicationSelect>['execute']>>[number];
  const toApplication = (r: Selected): ApplicationListRow => ({
    ...r.application,
    username: r.username,
    promotionText: r.promotionText,
    decidedByName: r.decidedByName,
    bonusAmount: r.bonusAmount,
    bonusTurnover: r.bonusTurnover,
  });

  const applicationWhere = (merchantId: number, filter: ApplicationFilter): SQL | undefined =>
    and(
      eq(promotionApplications.merchantId, merchantId),
      filter.promotionId === undefined
        ? undefined
        : eq(promotionApplications.promotionId, filter.promotionId),
      filter.status === undefined ? undefined : eq(promotionApplications.status, filter.status),
      filter.username === undefined || filter.username === ''
        ? undefined
        : sql`lower(${members.username}) = ${filter.username.toLowerCase()}`,
    );

  return {
    // --- promotions -----------------------------------------------------------------------------------
    async listCategories(merchantId: number, tx: Executor = db) {
      return tx
        .select()
        .from(promotionCategories)
        .where(eq(promotionCategories.merchantId, merchantId))
        .orderBy(asc(promotionCategories.sort), asc(promotionCategories.code));
    },

    async promotionPage(
      merchantId: number,
      filter: { enabled?: boolean | undefined; mode?: string | undefined },
      page: PageWindow,
      tx: Executor = db,
    ): Promise<{ rows: (PromotionRow & { waiting: number })[]; total: number }> {
      const where = and(
        eq(promotions.merchantId, merchantId),
        filter.enabled === undefined ? undefined : eq(promotions.enabled, filter.enabled),
        filter.mode === undefined ? undefined : eq(promotions.mode, filter.mode),
      );
      const [rows, [counted]] = await Promise.all([
        tx
          .select({ promotion: promotions, waiting: waitingOf })
          .from(promotions)
          .where(where)
          .orderBy(asc(promotions.sort), asc(promotions.id))
          .limit(page.limit)
          .offset(page.offset),
        tx.select({ n: count() }).from(promotions).where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.promotion, waiting: r.waiting })),
        total: Number(counted?.n ?? 0),
      };
    },

    async findPromotion(
      merchantId: number,
      id: number,
      tx: Executor = db,
      lock = false,
    ): Promise<(PromotionRow & { waiting: number }) | undefined> {
      const query = tx
        .select({ promotion: promotions, waiting: waitingOf })
        .from(promotions)
        .where(and(eq(promotions.merchantId, merchantId), eq(promotions.id, id)));
      const [row] = lock ? await query.for('update', { of: promotions }) : await query;
      return row ? { ...row.promotion, waiting: row.waiting } : undefined;
    },

    async insertPromotion(values: typeof promotions.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(promotions).values(values).returning();
      if (!row) throw new Error('promotion insert returned nothing');
      return row;
    },

    async updatePromotion(id: number, values: Partial<typeof promotions.$inferInsert>, tx: Executor = db) {
      const [row] = await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning();
      if (!row) throw new Error('promotion update returned nothing');
      return row;
    },

    /** The brand's promotions' ids and sorts in their order, locked for a reorder. */
    async lockPromotionOrder(merchantId: number, tx: Executor = db) {
      return tx
        .select({ id: promotions.id, sort: promotions.sort })
        .from(promotions)
        .where(eq(promotions.merchantId, merchantId))
        .orderBy(asc(promotions.sort), asc(promotions.id))
        .for('update');
    },

    async nextPromotionSort(merchantId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ max: sql<number>`coalesce(max(${promotions.sort}), 0)`.mapWith(Number) })
        .from(promotions)
        .where(eq(promotions.merchantId, merchantId));
      return (row?.max ?? 0) + 1;
    },

    // --- applications ---------------------------------------------------------------------------------
    async applicationPage(
      merchantId: number,
      filter: ApplicationFilter,
      page: PageWindow,
      tx: Executor = db,
    ): Promise<{ rows: ApplicationListRow[]; total: number }> {
      const where = applicationWhere(merchantId, filter);
      const [rows, [counted]] = await Promise.all([
        applicationSelect(tx)
          .where(where)
          // Waiting ones first, the oldest of them first (a queue); decided ones newest first.
          .orderBy(
            sql`case when ${promotionApplications.status} = 'applying' then 0 else 1 end`,
            sql`case when ${promotionApplications.status} = 'applying' then ${promotionApplications.createdAt} end asc`,
            desc(promotionApplications.createdAt),
            desc(promotionApplications.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        tx
          .select({ n: count() })
          .from(promotionApplications)
          .innerJoin(members, eq(members.id, promotionApplications.memberId))
          .where(where),
      ]);
      return { rows: rows.map(toApplication), total: Number(counted?.n ?? 0) };
    },

    async findApplication(
      merchantId: number,
      id: number,
      tx: Executor = db,
    ): Promise<ApplicationListRow | undefined> {
      const [row] = await applicationSelect(tx).where(
        and(eq(promotionApplications.merchantId, merchantId), eq(promotionApplications.id, id)),
      );
      return row ? toApplication(row) : undefined;
    },

    // --- VIP levels -----------------------------------------------------------------------------------
    async vipLevels(merchantId: number, tx: Executor = db) {
      const rows = await tx
        .select({
          level: vipLevels,
          members: sql<number>`(select count(*) from ${members} m
            where m.merchant_id = ${vipLevels.merchantId} and m.vip_level = ${vipLevels.level})`.mapWith(
            Number,
          ),
        })
        .from(vipLevels)
        .where(eq(vipLevels.merchantId, merchantId))
        .orderBy(asc(vipLevels.level));
      return rows.map((r) => ({ ...r.level, members: r.members }));
    },

    /** Every level of the brand, locked (an edit checks its neighbours' thresholds). */
    async lockVipLevels(merchantId: number, tx: Executor = db): Promise<VipLevelRow[]> {
      return tx
        .select()
        .from(vipLevels)
        .where(eq(vipLevels.merchantId, merchantId))
        .orderBy(asc(vipLevels.level))
        .for('update');
    },

    async updateVipLevel(
      merchantId: number,
      level: number,
      values: Partial<typeof vipLevels.$inferInsert>,
      tx: Executor = db,
    ): Promise<VipLevelRow> {
      const [row] = await tx
        .update(vipLevels)
        .set(values)
        .where(and(eq(vipLevels.merchantId, merchantId), eq(vipLevels.level, level)))
        .returning();
      if (!row) throw new Error('VIP level update returned nothing');
      return row;
    },

    // --- points shop ----------------------------------------------------------------------------------
    async shopPage(merchantId: number, page: PageWindow, tx: Executor = db) {
      const waiting = sql<number>`(select count(*) from ${pointRedemptions} r
        where r.reward_id = ${pointRewards.id} and r.status = 'applying')`.mapWith(Number);
      const where = eq(pointRewards.merchantId, merchantId);
      const [rows, [counted]] = await Promise.all([
        tx
          .select({ item: pointRewards, waiting })
          .from(pointRewards)
          .where(where)
          .orderBy(asc(pointRewards.sort), asc(pointRewards.id))
          .limit(page.limit)
          .offset(page.offset),
        tx.select({ n: count() }).from(pointRewards).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r.item, waiting: r.waiting })), total: Number(counted?.n ?? 0) };
    },

    async findShopItem(merchantId: number, id: number, tx: Executor = db, lock = false) {
      const query = tx
        .select()
        .from(pointRewards)
        .where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async shopItemWaiting(id: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(pointRedemptions)
        .where(and(eq(pointRedemptions.rewardId, id), eq(pointRedemptions.status, 'applying')));
      return Number(row?.n ?? 0);
    },

    async insertShopItem(values: typeof pointRewards.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(pointRewards).values(values).returning();
      if (!row) throw new Error('shop item insert returned nothing');
      return row;
    },

    async updateShopItem(id: number, values: Partial<typeof pointRewards.$inferInsert>, tx: Executor = db) {
      const [row] = await tx.update(pointRewards).set(values).where(eq(pointRewards.id, id)).returning();
      if (!row) throw new Error('shop item update returned nothing');
      return row;
    },

    async pointRates(merchantId: number, tx: Executor = db): Promise<PointRateRow[]> {
      return tx
        .select()
        .from(pointRates)
        .where(eq(pointRates.merchantId, merchantId))
        .orderBy(asc(pointRates.gameType));
    },

    /** Replaces the brand's rates (the rows are locked first: two replacements run one after the other). */
    async replacePointRates(
      merchantId: number,
      rates: { gameType: string; points: number; per: bigint }[],
      tx: Executor,
    ): Promise<PointRateRow[]> {
      await tx.select().from(pointRates).where(eq(pointRates.merchantId, merchantId)).for('update');
      await tx.delete(pointRates).where(eq(pointRates.merchantId, merchantId));
      if (rates.length > 0) await tx.insert(pointRates).values(rates.map((r) => ({ merchantId, ...r })));
      return this.pointRates(merchantId, tx);
    },

    // --- missions -------------------------------------------------------------------------------------
    async missionPage(merchantId: number, page: PageWindow, tx: Executor = db) {
      const claims = sql<number>`(select count(*) from ${missionClaims} c
        where c.mission_id = ${missions.id})`.mapWith(Number);
      const where = eq(missions.merchantId, merchantId);
      const [rows, [counted]] = await Promise.all([
        tx
          .select({ mission: missions, claims })
          .from(missions)
          .where(where)
          .orderBy(asc(missions.sort), asc(missions.id))
          .limit(page.limit)
          .offset(page.offset),
        tx.select({ n: count() }).from(missions).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r.mission, claims: r.claims })), total: Number(counted?.n ?? 0) };
    },

    async findMission(merchantId: number, id: number, tx: Executor = db, lock = false) {
      const query = tx
        .select()
        .from(missions)
        .where(and(eq(missions.merchantId, merchantId), eq(missions.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async missionClaims(id: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(missionClaims)
        .where(eq(missionClaims.missionId, id));
      return Number(row?.n ?? 0);
    },

    async insertMission(values: typeof missions.$inferInsert, tx: Executor = db) {
      const [row] = await tx.insert(missions).values(values).returning();
      if (!row) throw new Error('mission insert returned nothing');
      return row;
    },

    async updateMission(id: number, values: Partial<typeof missions.$inferInsert>, tx: Executor = db) {
      const [row] = await tx.update(missions).set(values).where(eq(missions.id, id)).returning();
      if (!row) throw new Error('mission update returned nothing');
      return row;
    },
  };
}
export type AdminRewardsRepository = ReturnType<typeof createAdminRewardsRepository>;
