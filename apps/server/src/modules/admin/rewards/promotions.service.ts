import path from 'node:path';
import {
  APPLICATION_STATUSES,
  ADMIN_REWARDS_PATHS,
  LANGUAGES,
  PROMOTION_MODES,
  minorToMajor,
  type AdminApplication,
  type AdminApplicationDetail,
  type AdminPromotion,
  type ApplicationApproveRequest,
  type ApplicationListQuery,
  type PromotionWrite,
} from '@platform/contracts';
import type { Executor } from '../../../db/client.js';
import { pageFields, pageWindow, type PageRequest } from '../../../db/paging.js';
import type { Brand, Origin } from '../../../lib/context.js';
import { pickLocalized } from '../../../lib/localized.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import { sanitizeRichText } from '../../../lib/rich-text.js';
import { createUploadStore, type StoredFile } from '../../../lib/uploads.js';
import type { ModuleDeps } from '../../module-deps.js';
import { createApplicationDecisions, type ApplicationDecision } from '../../rewards/index.js';
import { checkPromotion, figuresOf, promotionTerms } from './promotion-terms.js';
import { createRewardsWriter, invalid, localized, missing } from './rewards-write.js';
import {
  createAdminRewardsRepository,
  type ApplicationListRow,
  type PromotionRow,
} from './rewards.repository.js';

const modeOf = (mode: string) => PROMOTION_MODES.find((m) => m === mode) ?? 'none';
const statusOf = (status: string) => APPLICATION_STATUSES.find((s) => s === status) ?? 'applying';

export const applicationImagePath = (applicationId: number, index: number) =>
  ADMIN_REWARDS_PATHS.applicationImage
    .replace(':applicationId', String(applicationId))
    .replace(':index', String(index));

/**
 * Promotions (texts checked against the figures they pay) and members' applications to them (approved
 * with the promotion's bonus or rejected with a reason). Every write is one transaction with its audit row.
 */
export function createAdminPromotionsService(deps: ModuleDeps) {
  const { db, now } = deps;
  const repo = createAdminRewardsRepository(db);
  const write = createRewardsWriter(deps);
  const decisions = createApplicationDecisions({ ledger: deps.ledger, now });
  const uploads = createUploadStore(path.join(deps.uploadsDir, 'promotions'));

  // --- promotions -------------------------------------------------------------------------------------
  const toPromotion = (brand: Brand, row: PromotionRow & { waiting: number }): AdminPromotion => ({
    id: row.id,
    category: row.categoryCode,
    imageUrl: row.imageUrl,
    mode: modeOf(row.mode),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sort: row.sort,
    enabled: row.enabled,
    text: localized(row.text),
    rules: row.rules,
    terms: promotionTerms(row.rules, brand.currencySymbol, brand.settings),
    figures: figuresOf(brand, row.rules),
    waiting: row.waiting,
  });

  async function promotionValues(tx: Executor, brand: Brand, body: PromotionWrite) {
    checkPromotion(brand, body);
    const categories = await repo.listCategories(brand.id, tx);
    if (!categories.some((c) => c.code === body.category))
      throw invalid(
        'category',
        `no such category; the brand has ${categories.map((c) => c.code).join(', ') || 'none'}.`,
      );
    const text: PromotionRow['text'] = {};
    for (const language of LANGUAGES) {
      const t = body.text[language];
      if (!t) continue;
      const content = sanitizeRichText(t.content);
      text[language] = { title: t.title, summary: t.summary, content };
    }
    return {
      categoryCode: body.category,
      imageUrl: body.imageUrl,
      mode: body.mode,
      startsAt: new Date(body.startsAt),
      endsAt: body.endsAt === null ? null : new Date(body.endsAt),
      enabled: body.enabled,
      text,
      rules: body.rules,
    };
  }

  // --- applications -----------------------------------------------------------------------------------
  const toApplication = (brand: Brand, row: ApplicationListRow): AdminApplication => ({
    id: row.id,
    promotionId: row.promotionId,
    promotionTitle:
      pickLocalized(row.promotionText, brand.defaultLanguage, brand.defaultLanguage)?.title ?? '',
    memberId: row.memberId,
    username: row.username,
    remark: row.remark,
    images: row.images.map((_, i) => applicationImagePath(row.id, i)),
    status: statusOf(row.status),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedByName,
    note: row.note,
    bonus: row.bonusAmount === null ? null : minorToMajor(row.bonusAmount),
    turnoverRequired: row.bonusTurnover === null ? null : minorToMajor(row.bonusTurnover),
  });

  async function applicationDetail(brand: Brand, id: number, tx: Executor = db) {
    const row = await repo.findApplication(brand.id, id, tx);
    if (!row) throw missing('application');
    const promotion = await repo.findPromotion(brand.id, row.promotionId, tx);
    const rules = promotion?.rules ?? null;
    return {
      ...toApplication(brand, row),
      rules,
      terms: promotionTerms(rules, brand.currencySymbol, brand.settings),
    } satisfies AdminApplicationDetail;
  }

  const decisionAudit = (d: ApplicationDecision) => ({
    promotionId: d.promotion.id,
    application: d.after.id,
    ...(d.bonus
      ? {
          bonus: {
            id: d.bonus.id,
            amount: minorToMajor(d.bonus.amount),
            turnoverRequired: minorToMajor(d.bonus.turnoverRequired),
            transferId: d.bonus.transferId,
          },
        }
      : {}),
  });

  return {
    // --- promotions -----------------------------------------------------------------------------------
    async categories(brand: Brand) {
      const rows = await repo.listCategories(brand.id);
      return {
        list: rows.map((c) => ({
          code: c.code,
          title: pickLocalized(c.text, brand.defaultLanguage, brand.defaultLanguage)?.title ?? c.code,
        })),
      };
    },

    async promotions(
      brand: Brand,
      query: PageRequest & { enabled?: boolean | undefined; mode?: string | undefined },
    ) {
      const { rows, total } = await repo.promotionPage(brand.id, query, pageWindow(query));
      return { list: rows.map((r) => toPromotion(brand, r)), ...pageFields(query, total) };
    },

    async promotion(brand: Brand, id: number) {
      const row = await repo.findPromotion(brand.id, id);
      if (!row) throw missing('promotion');
      return toPromotion(brand, row);
    },

    async createPromotion(operator: OperatorActor, brand: Brand, body: PromotionWrite, origin: Origin) {
      return write(operator, brand, origin, 'promotions', async (tx) => {
        const values = await promotionValues(tx, brand, body);
        const sort = await repo.nextPromotionSort(brand.id, tx);
        const row = await repo.insertPromotion({ merchantId: brand.id, sort, ...values }, tx);
        return {
          value: toPromotion(brand, { ...row, waiting: 0 }),
          event: 'rewards.promotion.create',
          before: null,
          after: row,
          extra: { promotionId: row.id },
        };
      });
    },

    async updatePromotion(
      operator: OperatorActor,
      brand: Brand,
      id: number,
      body: PromotionWrite,
      origin: Origin,
    ) {
      return write(operator, brand, origin, 'promotions', async (tx) => {
        const before = await repo.findPromotion(brand.id, id, tx, true);
        if (!before) throw missing('promotion');
        const values = await promotionValues(tx, brand, body);
        const after = await repo.updatePromotion(id, values, tx);
        const { waiting, ...kept } = before;
        return {
          value: toPromotion(brand, { ...after, waiting }),
          event: 'rewards.promotion.update',
          before: kept,
          after,
          extra: { promotionId: id },
        };
      });
    },

    async setPromotionEnabled(
      operator: OperatorActor,
      brand: Brand,
      id: number,
      enabled: boolean,
      origin: Origin,
    ) {
      return write(operator, brand, origin, 'promotions', async (tx) => {
        const before = await repo.findPromotion(brand.id, id, tx, true);
        if (!before) throw missing('promotion');
        const after = await repo.updatePromotion(id, { enabled }, tx);
        return {
          value: toPromotion(brand, { ...after, waiting: before.waiting }),
          event: enabled ? 'rewards.promotion.enable' : 'rewards.promotion.disable',
          before: { enabled: before.enabled },
          after: { enabled: after.enabled },
          extra: { promotionId: id },
        };
      });
    },

    /** Puts the brand's promotions in the given order (every id of the brand, once). */
    async orderPromotions(operator: OperatorActor, brand: Brand, ids: number[], origin: Origin) {
      return write(operator, brand, origin, 'promotions', async (tx) => {
        const current = await repo.lockPromotionOrder(brand.id, tx);
        const known = new Set(current.map((r) => r.id));
        const given = new Set(ids);
        if (given.size !== ids.length) throw invalid('ids', 'an id is given twice.');
        const stranger = ids.find((i) => !known.has(i));
        if (stranger !== undefined) throw invalid('ids', `the brand has no promotion ${stranger}.`);
        const left = current.filter((r) => !given.has(r.id)).map((r) => r.id);
        if (left.length > 0)
          throw invalid('ids', `give every promotion of the brand; missing ${left.join(', ')}.`);
        for (const [i, promotionId] of ids.entries())
          await repo.updatePromotion(promotionId, { sort: i + 1 }, tx);
        return {
          value: { ids },
          event: 'rewards.promotion.order',
          before: { ids: current.map((r) => r.id) },
          after: { ids },
        };
      });
    },

    // --- applications ---------------------------------------------------------------------------------
    async applications(brand: Brand, query: ApplicationListQuery) {
      const { rows, total } = await repo.applicationPage(
        brand.id,
        { promotionId: query.promotionId, status: query.status, username: query.username },
        pageWindow(query),
      );
      return { list: rows.map((r) => toApplication(brand, r)), ...pageFields(query, total) };
    },

    application: (brand: Brand, id: number) => applicationDetail(brand, id),

    async applicationImage(brand: Brand, id: number, index: number): Promise<StoredFile> {
      const row = await repo.findApplication(brand.id, id);
      const name = row?.images[index];
      const file = name ? await uploads.read(name) : undefined;
      if (!file) throw missing('image');
      return file;
    },

    async approve(
      operator: OperatorActor,
      brand: Brand,
      id: number,
      body: ApplicationApproveRequest,
      origin: Origin,
    ) {
      return write(operator, brand, origin, 'promotions', async (tx) => {
        const decision = await decisions.approve(tx, brand, operator, id, {
          amount: body?.amount,
          note: body?.note || undefined,
        });
        return {
          value: await applicationDetail(brand, id, tx),
          event: 'rewards.application.approve',
          memberId: decision.after.memberId,
          before: decision.before,
          after: decision.after,
          extra: decisionAudit(decision),
        };
      });
    },

    async reject(operator: OperatorActor, brand: Brand, id: number, reason: string, origin: Origin) {
      return write(operator, brand, origin, 'promotions', async (tx) => {
        const decision = await decisions.reject(tx, brand, operator, id, reason);
        return {
          value: await applicationDetail(brand, id, tx),
          event: 'rewards.application.reject',
          memberId: decision.after.memberId,
          before: decision.before,
          after: decision.after,
          extra: decisionAudit(decision),
        };
      });
    },
  };
}
export type AdminPromotionsService = ReturnType<typeof createAdminPromotionsService>;
