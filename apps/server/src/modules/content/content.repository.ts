import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  affiliateApplications,
  announcements,
  banners,
  feedback,
  helpArticles,
  helpCategories,
  legalDocuments,
} from '../../db/schema.js';

export type BannerRow = typeof banners.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type LegalDocumentRow = typeof legalDocuments.$inferSelect;
export type LegalDocumentChange = Pick<
  LegalDocumentRow,
  'merchantId' | 'kind' | 'version' | 'text' | 'updatedAt'
>;
export type NewFeedback = typeof feedback.$inferInsert;
export type NewAffiliateApplication = typeof affiliateApplications.$inferInsert;

export function createContentRepository(db: Database) {
  return {
    /** Enabled banners that have not ended at `at` (they may start later), in display order. */
    async listBanners(merchantId: number, at: Date, tx: Executor = db): Promise<BannerRow[]> {
      return tx
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.merchantId, merchantId),
            eq(banners.enabled, true),
            or(isNull(banners.endsAt), gt(banners.endsAt, at)),
          ),
        )
        .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id));
    },

    /** Enabled announcements of these types that have not ended at `at`, newest start first. */
    async listAnnouncements(
      merchantId: number,
      types: readonly string[],
      at: Date,
      tx: Executor = db,
    ): Promise<AnnouncementRow[]> {
      if (types.length === 0) return [];
      return tx
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, merchantId),
            inArray(announcements.type, [...types]),
            eq(announcements.enabled, true),
            or(isNull(announcements.endsAt), gt(announcements.endsAt, at)),
          ),
        )
        .orderBy(desc(announcements.startsAt), asc(announcements.sort), desc(announcements.id));
    },

    async listHelpCategories(merchantId: number, tx: Executor = db): Promise<HelpCategoryRow[]> {
      return tx
        .select()
        .from(helpCategories)
        .where(eq(helpCategories.merchantId, merchantId))
        .orderBy(asc(helpCategories.sort), asc(helpCategories.id));
    },

    async listHelpArticles(merchantId: number, tx: Executor = db): Promise<HelpArticleRow[]> {
      return tx
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.merchantId, merchantId))
        .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort), asc(helpArticles.id));
    },

    async insertFeedback(row: NewFeedback, tx: Executor = db): Promise<number> {
      const [created] = await tx.insert(feedback).values(row).returning({ id: feedback.id });
      if (!created) throw new Error('feedback was not stored');
      return created.id;
    },

    async insertAffiliateApplication(row: NewAffiliateApplication, tx: Executor = db): Promise<number> {
      const [created] = await tx
        .insert(affiliateApplications)
        .values(row)
        .returning({ id: affiliateApplications.id });
      if (!created) throw new Error('affiliate application was not stored');
      return created.id;
    },

    /** The brand's document of this kind; `forUpdate` locks it until the transaction ends. */
    async findLegalDocument(
      merchantId: number,
      kind: string,
      tx: Executor = db,
      forUpdate = false,
    ): Promise<LegalDocumentRow | undefined> {
      const query = tx
        .select()
        .from(legalDocuments)
        .where(and(eq(legalDocuments.merchantId, merchantId), eq(legalDocuments.kind, kind)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** Writes the brand's document of this kind, replacing the one there is. */
    async saveLegalDocument(change: LegalDocumentChange, tx: Executor = db): Promise<LegalDocumentRow> {
      const [row] = await tx
        .insert(legalDocuments)
        .values(change)
        .onConflictDoUpdate({
          target: [legalDocuments.merchantId, legalDocuments.kind],
          set: { version: change.version, text: change.text, updatedAt: change.updatedAt },
        })
        .returning();
      if (!row) throw new Error('legal document was not stored');
      return row;
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
