import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { promotionApplications, promotionCategories, promotions } from '../../db/schema.js';
import { unlessDuplicate } from '../../db/constraints.js';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionCategoryRow = typeof promotionCategories.$inferSelect;
export type ApplicationRow = typeof promotionApplications.$inferSelect;
export type NewApplication = typeof promotionApplications.$inferInsert;

/** Application statuses the operator works with; `applying` and `approved` are open. */
export const APPLICATION_STATUS = {
  applying: 'applying',
  approved: 'approved',
  rejected: 'rejected',
} as const;

export function createPromotionsRepository(db: Executor) {
  return {
    async listCategories(merchantId: number, tx: Executor = db): Promise<PromotionCategoryRow[]> {
      return tx
        .select()
        .from(promotionCategories)
        .where(eq(promotionCategories.merchantId, merchantId))
        .orderBy(asc(promotionCategories.sort), asc(promotionCategories.code));
    },

    /** Enabled promotions that have not ended, or ended after `endedSince`. */
    async listEnabled(merchantId: number, endedSince: Date, tx: Executor = db): Promise<PromotionRow[]> {
      return tx
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantId, merchantId),
            eq(promotions.enabled, true),
            or(isNull(promotions.endsAt), gt(promotions.endsAt, endedSince)),
          ),
        )
        .orderBy(asc(promotions.sort), asc(promotions.id));
    },

    async findEnabled(merchantId: number, id: number, tx: Executor = db): Promise<PromotionRow | undefined> {
      const [row] = await tx
        .select()
        .from(promotions)
        .where(
          and(eq(promotions.id, id), eq(promotions.merchantId, merchantId), eq(promotions.enabled, true)),
        )
        .limit(1);
      return row;
    },

    /** The brand's enabled promotions paid with a deposit (mode `deposit`, with rules), in their order. */
    async listDepositPromotions(merchantId: number, tx: Executor = db): Promise<PromotionRow[]> {
      return tx
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantId, merchantId),
            eq(promotions.enabled, true),
            eq(promotions.mode, 'deposit'),
            isNotNull(promotions.rules),
          ),
        )
        .orderBy(asc(promotions.sort), asc(promotions.id));
    },

    /** The member's newest application to each of the promotions. */
    async latestApplications(
      merchantId: number,
      memberId: number,
      promotionIds: number[],
      tx: Executor = db,
    ): Promise<ApplicationRow[]> {
      if (promotionIds.length === 0) return [];
      return tx
        .selectDistinctOn([promotionApplications.promotionId])
        .from(promotionApplications)
        .where(
          and(
            eq(promotionApplications.merchantId, merchantId),
            eq(promotionApplications.memberId, memberId),
            inArray(promotionApplications.promotionId, promotionIds),
          ),
        )
        .orderBy(
          promotionApplications.promotionId,
          desc(promotionApplications.createdAt),
          desc(promotionApplications.id),
        );
    },

    async hasOpenApplication(promotionId: number, memberId: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: promotionApplications.id })
        .from(promotionApplications)
        .where(
          and(
            eq(promotionApplications.promotionId, promotionId),
            eq(promotionApplications.memberId, memberId),
            inArray(promotionApplications.status, [APPLICATION_STATUS.applying, APPLICATION_STATUS.approved]),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The application, or undefined when the member has one open for this promotion already. */
    async insertApplication(values: NewApplication, tx: Executor = db): Promise<ApplicationRow | undefined> {
      const inserted = await unlessDuplicate(
        () => tx.insert(promotionApplications).values(values).returning(),
        () => undefined,
      );
      if (inserted === undefined) return undefined;
      const [row] = inserted;
      if (!row) throw new Error('application insert returned nothing');
      return row;
    },

    /** An application of the member (undefined for another member's or another brand's). */
    async findMemberApplication(
      merchantId: number,
      memberId: number,
      id: number,
      tx: Executor = db,
    ): Promise<ApplicationRow | undefined> {
      const [row] = await tx
        .select()
        .from(promotionApplications)
        .where(
          and(
            eq(promotionApplications.id, id),
            eq(promotionApplications.merchantId, merchantId),
            eq(promotionApplications.memberId, memberId),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
