import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ContentState } from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import { countedPage, pageWindow, totalOverAll, type PageRequest } from '../../../db/paging.js';
import {
  announcements,
  banners,
  helpArticles,
  helpCategories,
  merchants,
  resources,
} from '../../../db/schema.js';

export type BannerRow = typeof banners.$inferSelect;
export type NewBanner = Omit<typeof banners.$inferInsert, 'id'>;
export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = Omit<typeof announcements.$inferInsert, 'id' | 'createdAt'>;
export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;

type Windowed = typeof banners | typeof announcements;

/** The filter of an item's state at `at` (see `CONTENT_STATES`). */
function stateFilter(table: Windowed, state: ContentState | undefined, at: Date): SQL | undefined {
  switch (state) {
    case 'disabled':
      return eq(table.enabled, false);
    case 'ended':
      return and(eq(table.enabled, true), isNotNull(table.endsAt), lte(table.endsAt, at));
    case 'scheduled':
      return and(
        eq(table.enabled, true),
        gt(table.startsAt, at),
        or(isNull(table.endsAt), gt(table.endsAt, at)),
      );
    case 'live':
      return and(
        eq(table.enabled, true),
        lte(table.startsAt, at),
        or(isNull(table.endsAt), gt(table.endsAt, at)),
      );
    default:
      return undefined;
  }
}

const firstOf = <T>(rows: T[], what: string): T => {
  const [row] = rows;
  if (!row) throw new Error(`${what} was not stored`);
  return row;
};

/** The operators' side of the site's content: every read and write of the back office's content calls. */
export function createContentAdminRepository(db: Database) {
  return {
    // ---- banners

    async pageBanners(
      merchantId: number,
      filter: { groupName?: string; state?: ContentState },
      page: PageRequest,
      at: Date,
      tx: Executor = db,
    ): Promise<{ rows: BannerRow[]; total: number }> {
      const where = and(
        eq(banners.merchantId, merchantId),
        filter.groupName ? eq(banners.groupName, filter.groupName) : undefined,
        stateFilter(banners, filter.state, at),
      );
      return countedPage(
        ({ limit, offset }) =>
          tx
            .select({ row: banners, total: totalOverAll() })
            .from(banners)
            .where(where)
            .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id))
            .limit(limit)
            .offset(offset)
            .then((rows) => rows.map((r) => ({ ...r.row, total: r.total }))),
        () => tx.select({ n: count() }).from(banners).where(where),
        pageWindow(page),
      );
    },

    async findBanner(
      merchantId: number,
      id: number,
      tx: Executor = db,
      forUpdate = false,
    ): Promise<BannerRow | undefined> {
      const query = tx
        .select()
        .from(banners)
        .where(and(eq(banners.merchantId, merchantId), eq(banners.id, id)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** The place after the last banner of the group. */
    async nextBannerSort(merchantId: number, groupName: string, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(${banners.sort}) + 1, 0)::int` })
        .from(banners)
        .where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName)));
      return Number(row?.n ?? 0);
    },

    async insertBanner(row: NewBanner, tx: Executor = db): Promise<BannerRow> {
      return firstOf(await tx.insert(banners).values(row).returning(), 'banner');
    },

    async updateBanner(id: number, change: Partial<NewBanner>, tx: Executor = db): Promise<BannerRow> {
      return firstOf(await tx.update(banners).set(change).where(eq(banners.id, id)).returning(), 'banner');
    },

    async deleteBanner(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(banners).where(eq(banners.id, id));
    },

    /** The group's banners in their order, locked until the transaction ends. */
    async lockBannerGroup(merchantId: number, groupName: string, tx: Executor): Promise<BannerRow[]> {
      return tx
        .select()
        .from(banners)
        .where(and(eq(banners.merchantId, merchantId), eq(banners.groupName, groupName)))
        .orderBy(asc(banners.sort), asc(banners.id))
        .for('update');
    },

    async setBannerSort(id: number, sort: number, tx: Executor): Promise<void> {
      await tx.update(banners).set({ sort }).where(eq(banners.id, id));
    },

    // ---- announcements

    async pageAnnouncements(
      merchantId: number,
      filter: { types?: readonly string[]; state?: ContentState },
      page: PageRequest,
      at: Date,
      tx: Executor = db,
    ): Promise<{ rows: AnnouncementRow[]; total: number }> {
      const where = and(
        eq(announcements.merchantId, merchantId),
        filter.types ? inArray(announcements.type, [...filter.types]) : undefined,
        stateFilter(announcements, filter.state, at),
      );
      return countedPage(
        ({ limit, offset }) =>
          tx
            .select({ row: announcements, total: totalOverAll() })
            .from(announcements)
            .where(where)
            .orderBy(desc(announcements.startsAt), asc(announcements.sort), desc(announcements.id))
            .limit(limit)
            .offset(offset)
            .then((rows) => rows.map((r) => ({ ...r.row, total: r.total }))),
        () => tx.select({ n: count() }).from(announcements).where(where),
        pageWindow(page),
      );
    },

    async findAnnouncement(
      merchantId: number,
      id: number,
      tx: Executor = db,
      forUpdate = false,
    ): Promise<AnnouncementRow | undefined> {
      const query = tx
        .select()
        .from(announcements)
        .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async insertAnnouncement(row: NewAnnouncement, tx: Executor = db): Promise<AnnouncementRow> {
      return firstOf(await tx.insert(announcements).values(row).returning(), 'announcement');
    },

    async updateAnnouncement(
      id: number,
      change: Partial<NewAnnouncement>,
      tx: Executor = db,
    ): Promise<AnnouncementRow> {
      return firstOf(
        await tx.update(announcements).set(change).where(eq(announcements.id, id)).returning(),
        'announcement',
      );
    },

    async deleteAnnouncement(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(announcements).where(eq(announcements.id, id));
    },

    // ---- help centre

    async pageHelpCategories(
      merchantId: number,
      page: PageRequest,
      tx: Executor = db,
    ): Promise<{ rows: (HelpCategoryRow & { articles: number })[]; total: number }> {
      const where = eq(helpCategories.merchantId, merchantId);
      const articleCount = sql<number>`(select count(*) from ${helpArticles} where ${helpArticles.categoryId} = ${helpCategories.id})::int`;
      return countedPage(
        ({ limit, offset }) =>
          tx
            .select({ row: helpCategories, articles: articleCount, total: totalOverAll() })
            .from(helpCategories)
            .where(where)
            .orderBy(asc(helpCategories.sort), asc(helpCategories.id))
            .limit(limit)
            .offset(offset)
            .then((rows) => rows.map((r) => ({ ...r.row, articles: Number(r.articles), total: r.total }))),
        () => tx.select({ n: count() }).from(helpCategories).where(where),
        pageWindow(page),
      );
    },

    async findHelpCategory(
      merchantId: number,
      id: number,
      tx: Executor = db,
      forUpdate = false,
    ): Promise<HelpCategoryRow | undefined> {
      const query = tx
        .select()
        .from(helpCategories)
        .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.id, id)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async countArticles(categoryId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(helpArticles)
        .where(eq(helpArticles.categoryId, categoryId));
      return Number(row?.n ?? 0);
    },

    async nextCategorySort(merchantId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(${helpCategories.sort}) + 1, 0)::int` })
        .from(helpCategories)
        .where(eq(helpCategories.merchantId, merchantId));
      return Number(row?.n ?? 0);
    },

    async insertHelpCategory(
      row: Omit<typeof helpCategories.$inferInsert, 'id'>,
      tx: Executor = db,
    ): Promise<HelpCategoryRow> {
      return firstOf(await tx.insert(helpCategories).values(row).returning(), 'help category');
    },

    async updateHelpCategory(
      id: number,
      change: Partial<Pick<HelpCategoryRow, 'sort' | 'text'>>,
      tx: Executor = db,
    ): Promise<HelpCategoryRow> {
      return firstOf(
        await tx.update(helpCategories).set(change).where(eq(helpCategories.id, id)).returning(),
        'help category',
      );
    },

    async deleteHelpCategory(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(helpCategories).where(eq(helpCategories.id, id));
    },

    async lockHelpCategories(merchantId: number, tx: Executor): Promise<HelpCategoryRow[]> {
      return tx
        .select()
        .from(helpCategories)
        .where(eq(helpCategories.merchantId, merchantId))
        .orderBy(asc(helpCategories.sort), asc(helpCategories.id))
        .for('update');
    },

    async setCategorySort(id: number, sort: number, tx: Executor): Promise<void> {
      await tx.update(helpCategories).set({ sort }).where(eq(helpCategories.id, id));
    },

    async pageHelpArticles(
      merchantId: number,
      filter: { categoryId?: number },
      page: PageRequest,
      tx: Executor = db,
    ): Promise<{ rows: HelpArticleRow[]; total: number }> {
      const where = and(
        eq(helpArticles.merchantId, merchantId),
        filter.categoryId ? eq(helpArticles.categoryId, filter.categoryId) : undefined,
      );
      return countedPage(
        ({ limit, offset }) =>
          tx
            .select({ row: helpArticles, total: totalOverAll() })
            .from(helpArticles)
            .where(where)
            .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort), asc(helpArticles.id))
            .limit(limit)
            .offset(offset)
            .then((rows) => rows.map((r) => ({ ...r.row, total: r.total }))),
        () => tx.select({ n: count() }).from(helpArticles).where(where),
        pageWindow(page),
      );
    },

    async findHelpArticle(
      merchantId: number,
      id: number,
      tx: Executor = db,
      forUpdate = false,
    ): Promise<HelpArticleRow | undefined> {
      const query = tx
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async nextArticleSort(categoryId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(max(${helpArticles.sort}) + 1, 0)::int` })
        .from(helpArticles)
        .where(eq(helpArticles.categoryId, categoryId));
      return Number(row?.n ?? 0);
    },

    async insertHelpArticle(
      row: Omit<typeof helpArticles.$inferInsert, 'id'>,
      tx: Executor = db,
    ): Promise<HelpArticleRow> {
      return firstOf(await tx.insert(helpArticles).values(row).returning(), 'help article');
    },

    async updateHelpArticle(
      id: number,
      change: Partial<Pick<HelpArticleRow, 'categoryId' | 'sort' | 'text'>>,
      tx: Executor = db,
    ): Promise<HelpArticleRow> {
      return firstOf(
        await tx.update(helpArticles).set(change).where(eq(helpArticles.id, id)).returning(),
        'help article',
      );
    },

    async deleteHelpArticle(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(helpArticles).where(eq(helpArticles.id, id));
    },

    async lockHelpArticles(categoryId: number, tx: Executor): Promise<HelpArticleRow[]> {
      return tx
        .select()
        .from(helpArticles)
        .where(eq(helpArticles.categoryId, categoryId))
        .orderBy(asc(helpArticles.sort), asc(helpArticles.id))
        .for('update');
    },

    async setArticleSort(id: number, sort: number, tx: Executor): Promise<void> {
      await tx.update(helpArticles).set({ sort }).where(eq(helpArticles.id, id));
    },

    // ---- resources

    async listResources(merchantId: number, tx: Executor = db): Promise<ResourceRow[]> {
      return tx
        .select()
        .from(resources)
        .where(eq(resources.merchantId, merchantId))
        .orderBy(asc(resources.sort), asc(resources.resourceType));
    },

    async findResource(
      merchantId: number,
      resourceType: string,
      tx: Executor = db,
    ): Promise<ResourceRow | undefined> {
      const [row] = await tx
        .select()
        .from(resources)
        .where(and(eq(resources.merchantId, merchantId), eq(resources.resourceType, resourceType)))
        .limit(1)
        .for('update');
      return row;
    },

    async saveResource(row: ResourceRow, tx: Executor = db): Promise<ResourceRow> {
      return firstOf(
        await tx
          .insert(resources)
          .values(row)
          .onConflictDoUpdate({
            target: [resources.merchantId, resources.resourceType],
            set: { url: row.url, qrCodeUrl: row.qrCodeUrl, sort: row.sort },
          })
          .returning(),
        'resource',
      );
    },

    async deleteResource(merchantId: number, resourceType: string, tx: Executor = db): Promise<void> {
      await tx
        .delete(resources)
        .where(and(eq(resources.merchantId, merchantId), eq(resources.resourceType, resourceType)));
    },

    // ---- customer service (two keys of the brand's settings)

    /** The brand's customer-service links; `forUpdate` locks its settings row until the transaction ends. */
    async serviceLinks(
      merchantId: number,
      tx: Executor = db,
      forUpdate = false,
    ): Promise<{ chatUrl: string | null; vipUrl: string | null }> {
      const query = tx
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      const [row] = forUpdate ? await query.for('update') : await query;
      const settings = (row?.settings ?? {}) as {
        customerServiceUrl?: string | null;
        vipCustomerServiceUrl?: string | null;
      };
      return {
        chatUrl: settings.customerServiceUrl ?? null,
        vipUrl: settings.vipCustomerServiceUrl ?? null,
      };
    },

    /** Writes only the two customer-service keys; the other settings stay as they are. */
    async saveServiceLinks(
      merchantId: number,
      links: { chatUrl: string | null; vipUrl: string | null },
      tx: Executor,
    ): Promise<void> {
      const change = { customerServiceUrl: links.chatUrl, vipCustomerServiceUrl: links.vipUrl };
      await tx
        .update(merchants)
        .set({ settings: sql`${merchants.settings} || ${JSON.stringify(change)}::jsonb` })
        .where(eq(merchants.id, merchantId));
    },
  };
}
export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
