import {
  RESOURCE_TYPES,
  type AdminCustomerService,
  type AdminHelpArticle,
  type AdminHelpArticleList,
  type AdminHelpCategory,
  type AdminHelpCategoryList,
  type AdminResourceList,
  type CustomerServiceRequest,
  type HelpArticleListQuery,
  type HelpArticleRequest,
  type HelpCategoryRequest,
  type ResourceRequest,
  type ResourceType,
  CONTENT_ADMIN_ERRORS,
} from '@platform/contracts';
import { pageFields, type PageRequest } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { conflict } from '../../../lib/errors.js';
import type { OperatorSession } from '../operator-auth.service.js';
import type {
  ContentAdminRepository,
  HelpArticleRow,
  HelpCategoryRow,
  ResourceRow,
} from './content-admin.repository.js';
import { invalid, reorder, richTexts, titles, unknownItem, type ContentWrites } from './content-writes.js';

const categoryOf = (row: HelpCategoryRow, articles: number): AdminHelpCategory => ({
  id: row.id,
  sort: row.sort,
  articles,
  texts: row.text as Record<string, { title: string }>,
});

const articleOf = (row: HelpArticleRow): AdminHelpArticle => ({
  id: row.id,
  categoryId: row.categoryId,
  sort: row.sort,
  texts: row.text as Record<string, { title: string; content: string }>,
});

const resourceOf = (row: ResourceRow) => ({ url: row.url, qrCodeUrl: row.qrCodeUrl, sort: row.sort });

/**
 * The help centre (categories and their articles), the social links and app downloads, and the
 * customer-service links, for operators; written as `ContentWrites` writes (audited, told to every process).
 */
export function createHelpAdminService({
  repo,
  writes,
}: {
  repo: ContentAdminRepository;
  writes: ContentWrites;
}) {
  return {
    // ---- help centre

    async listHelpCategories(brand: Brand, page: PageRequest): Promise<AdminHelpCategoryList> {
      const { rows, total } = await repo.pageHelpCategories(brand.id, page);
      return { list: rows.map((r) => categoryOf(r, r.articles)), ...pageFields(page, total) };
    },

    createHelpCategory(operator: OperatorSession, brand: Brand, input: HelpCategoryRequest, origin: Origin) {
      const text = titles(brand, input.texts);
      return writes.write(operator, brand, origin, 'content.help.category.create', async (tx) => {
        const sort = input.sort ?? (await repo.nextCategorySort(brand.id, tx));
        const row = await repo.insertHelpCategory({ merchantId: brand.id, sort, text }, tx);
        const after = categoryOf(row, 0);
        return { value: after, target: { category: row.id }, before: null, after };
      });
    },

    updateHelpCategory(
      operator: OperatorSession,
      brand: Brand,
      id: number,
      input: HelpCategoryRequest,
      origin: Origin,
    ) {
      const text = titles(brand, input.texts);
      return writes.write(operator, brand, origin, 'content.help.category.update', async (tx) => {
        const row = await repo.findHelpCategory(brand.id, id, tx, true);
        if (!row) throw unknownItem('help category', id);
        const saved = await repo.updateHelpCategory(id, { sort: input.sort ?? row.sort, text }, tx);
        const articles = await repo.countArticles(id, tx);
        const after = categoryOf(saved, articles);
        return { value: after, target: { category: id }, before: categoryOf(row, articles), after };
      });
    },

    deleteHelpCategory(operator: OperatorSession, brand: Brand, id: number, origin: Origin) {
      return writes.write(operator, brand, origin, 'content.help.category.delete', async (tx) => {
        const row = await repo.findHelpCategory(brand.id, id, tx, true);
        if (!row) throw unknownItem('help category', id);
        const articles = await repo.countArticles(id, tx);
        if (articles > 0)
          throw conflict(
            CONTENT_ADMIN_ERRORS.categoryNotEmpty,
            `id: help category ${id} still holds ${articles} articles; move or delete them first.`,
            { field: 'id' },
          );
        await repo.deleteHelpCategory(id, tx);
        return { value: null, target: { category: id }, before: categoryOf(row, 0), after: null };
      });
    },

    reorderHelpCategories(operator: OperatorSession, brand: Brand, ids: number[], origin: Origin) {
      return writes.write(operator, brand, origin, 'content.help.category.reorder', async (tx) => {
        const rows = await repo.lockHelpCategories(brand.id, tx);
        const order = await reorder(tx, rows, ids, 'help categories', (id, sort, t) =>
          repo.setCategorySort(id, sort, t),
        );
        return { value: { ids }, target: { categories: rows.length }, ...order };
      });
    },

    async listHelpArticles(brand: Brand, query: HelpArticleListQuery): Promise<AdminHelpArticleList> {
      const page: PageRequest = query;
      const { rows, total } = await repo.pageHelpArticles(
        brand.id,
        query.categoryId ? { categoryId: query.categoryId } : {},
        page,
      );
      return { list: rows.map(articleOf), ...pageFields(page, total) };
    },

    async helpArticle(brand: Brand, id: number): Promise<AdminHelpArticle> {
      const row = await repo.findHelpArticle(brand.id, id);
      if (!row) throw unknownItem('help article', id);
      return articleOf(row);
    },

    createHelpArticle(operator: OperatorSession, brand: Brand, input: HelpArticleRequest, origin: Origin) {
      const text = richTexts(brand, input.texts);
      return writes.write(operator, brand, origin, 'content.help.article.create', async (tx) => {
        const category = await repo.findHelpCategory(brand.id, input.categoryId, tx, true);
        if (!category) throw invalid('categoryId', `no help category ${input.categoryId} in this brand.`);
        const sort = input.sort ?? (await repo.nextArticleSort(category.id, tx));
        const row = await repo.insertHelpArticle(
          { merchantId: brand.id, categoryId: category.id, sort, text },
          tx,
        );
        const after = articleOf(row);
        return { value: after, target: { article: row.id }, before: null, after };
      });
    },

    updateHelpArticle(
      operator: OperatorSession,
      brand: Brand,
      id: number,
      input: HelpArticleRequest,
      origin: Origin,
    ) {
      const text = richTexts(brand, input.texts);
      return writes.write(operator, brand, origin, 'content.help.article.update', async (tx) => {
        const row = await repo.findHelpArticle(brand.id, id, tx, true);
        if (!row) throw unknownItem('help article', id);
        if (input.categoryId !== row.categoryId) {
          const category = await repo.findHelpCategory(brand.id, input.categoryId, tx, true);
          if (!category) throw invalid('categoryId', `no help category ${input.categoryId} in this brand.`);
        }
        const sort =
          input.sort ??
          (input.categoryId === row.categoryId ? row.sort : await repo.nextArticleSort(input.categoryId, tx));
        const saved = await repo.updateHelpArticle(id, { categoryId: input.categoryId, sort, text }, tx);
        const after = articleOf(saved);
        return { value: after, target: { article: id }, before: articleOf(row), after };
      });
    },

    deleteHelpArticle(operator: OperatorSession, brand: Brand, id: number, origin: Origin) {
      return writes.write(operator, brand, origin, 'content.help.article.delete', async (tx) => {
        const row = await repo.findHelpArticle(brand.id, id, tx, true);
        if (!row) throw unknownItem('help article', id);
        await repo.deleteHelpArticle(id, tx);
        return { value: null, target: { article: id }, before: articleOf(row), after: null };
      });
    },

    reorderHelpArticles(
      operator: OperatorSession,
      brand: Brand,
      input: { categoryId: number; ids: number[] },
      origin: Origin,
    ) {
      return writes.write(operator, brand, origin, 'content.help.article.reorder', async (tx) => {
        const category = await repo.findHelpCategory(brand.id, input.categoryId, tx, true);
        if (!category) throw invalid('categoryId', `no help category ${input.categoryId} in this brand.`);
        const rows = await repo.lockHelpArticles(category.id, tx);
        const order = await reorder(tx, rows, input.ids, 'articles of the category', (id, sort, t) =>
          repo.setArticleSort(id, sort, t),
        );
        return { value: { ids: input.ids }, target: { category: category.id }, ...order };
      });
    },

    // ---- resources

    async listResources(brand: Brand): Promise<AdminResourceList> {
      const rows = await repo.listResources(brand.id);
      const byType = new Map(rows.map((r) => [r.resourceType, r]));
      const list = RESOURCE_TYPES.map((resourceType) => {
        const row = byType.get(resourceType);
        return {
          resourceType,
          configured: row !== undefined,
          url: row?.url ?? null,
          qrCodeUrl: row?.qrCodeUrl ?? null,
          sort: row?.sort ?? 0,
        };
      });
      return { list, ...pageFields({ pageNo: 1, pageSize: list.length }, list.length) };
    },

    saveResource(
      operator: OperatorSession,
      brand: Brand,
      resourceType: ResourceType,
      input: ResourceRequest,
      origin: Origin,
    ) {
      return writes.write(operator, brand, origin, 'content.resource.save', async (tx) => {
        const row = await repo.findResource(brand.id, resourceType, tx);
        const saved = await repo.saveResource(
          {
            merchantId: brand.id,
            resourceType,
            url: input.url,
            qrCodeUrl: input.qrCodeUrl,
            sort: input.sort,
          },
          tx,
        );
        const after = resourceOf(saved);
        return {
          value: { resourceType, configured: true, ...after },
          target: { resource: resourceType },
          before: row ? resourceOf(row) : null,
          after,
        };
      });
    },

    deleteResource(operator: OperatorSession, brand: Brand, resourceType: ResourceType, origin: Origin) {
      return writes.write(operator, brand, origin, 'content.resource.delete', async (tx) => {
        const row = await repo.findResource(brand.id, resourceType, tx);
        if (!row) throw unknownItem('resource', resourceType);
        await repo.deleteResource(brand.id, resourceType, tx);
        return { value: null, target: { resource: resourceType }, before: resourceOf(row), after: null };
      });
    },

    // ---- customer service

    async customerService(brand: Brand): Promise<AdminCustomerService> {
      return repo.serviceLinks(brand.id);
    },

    saveCustomerService(
      operator: OperatorSession,
      brand: Brand,
      input: CustomerServiceRequest,
      origin: Origin,
    ) {
      return writes.write(operator, brand, origin, 'content.customer-service.save', async (tx) => {
        const before = await repo.serviceLinks(brand.id, tx, true);
        const after = { chatUrl: input.chatUrl, vipUrl: input.vipUrl };
        await repo.saveServiceLinks(brand.id, after, tx);
        return { value: after, target: { settings: 'customerService' }, before, after };
      });
    },
  };
}
export type HelpAdminService = ReturnType<typeof createHelpAdminService>;
