import {
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  ERROR_CODES,
  EXECUTIONS,
  FEEDBACK_CONTENT,
  type AffiliateApplication,
  type AnnouncementType,
  type Announcements,
  type Banner,
  type BannerGroup,
  type FeedbackRequest,
  type HelpCategory,
  type HomeStats,
  type Language,
  type Notice,
} from '@platform/contracts';
import { badRequest } from '../../lib/errors.js';
import { formatDateTime, pickLocalized } from '../../lib/localized.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { Actor, Origin } from '../../lib/context.js';
import type { Brand } from '../../lib/context.js';
import type { ContentRepository } from './content.repository.js';
import { stripMarkup } from './plain-text.js';

/** Sanitizing is the costly part of these answers; a few seconds of staleness is fine for content. */
const CONTENT_CACHE_MS = 5_000;
const TITLE_MAX = 200;

type Window = { startsAt: Date; endsAt: Date | null };
type CachedAnnouncements = {
  banners: (Banner & Window)[];
  notices: (Notice & Window)[];
};

type Deps = {
  repo: Pick<
    ContentRepository,
    | 'listBanners'
    | 'listAnnouncements'
    | 'listHelpCategories'
    | 'listHelpArticles'
    | 'insertFeedback'
    | 'insertAffiliateApplication'
  >;
  /** Distinct enabled game vendors of a brand (the games module knows them). */
  countGameProviders: (brand: Brand) => Promise<number>;
  now?: () => Date;
};

const bannerGroups = new Set<string>(BANNER_GROUPS);
const announcementTypes = new Set<string>(ANNOUNCEMENT_TYPES);
const executions = new Set<string>(EXECUTIONS);

const isLive = (w: Window, at: Date) => w.startsAt <= at && (w.endsAt === null || w.endsAt > at);
const timeZoneOf = (brand: Brand) => brand.settings.timeZone;

export function createContentService({ repo, countGameProviders, now = () => new Date() }: Deps) {
  const announcementCache = createTtlCache<CachedAnnouncements>(CONTENT_CACHE_MS, () => now().getTime());
  const helpCache = createTtlCache<HelpCategory[]>(CONTENT_CACHE_MS, () => now().getTime());

  /** Every banner and announcement of the brand that has not ended, localized and sanitized. */
  async function loadAnnouncements(brand: Brand, language: Language): Promise<CachedAnnouncements> {
    const at = now();
    const [bannerRows, noticeRows] = await Promise.all([
      repo.listBanners(brand.id, at),
      repo.listAnnouncements(
        brand.id,
        ANNOUNCEMENT_TYPES.filter((t) => t !== 'B'),
        at,
      ),
    ]);
    const banners: CachedAnnouncements['banners'] = [];
    for (const row of bannerRows) {
      if (!bannerGroups.has(row.groupName) || row.linkageType < 0 || row.linkageType > 4) continue;
      banners.push({
        bannerId: row.id,
        groupName: row.groupName as BannerGroup,
        title: pickLocalized(row.text, language, brand.defaultLanguage)?.title.slice(0, TITLE_MAX) ?? '',
        url: row.imageUrl,
        linkageType: row.linkageType,
        linkUrl: row.linkUrl,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      });
    }
    const notices: CachedAnnouncements['notices'] = [];
    for (const row of noticeRows) {
      const text = pickLocalized(row.text, language, brand.defaultLanguage);
      if (!text || !announcementTypes.has(row.type)) continue;
      notices.push({
        id: row.id,
        type: row.type as AnnouncementType,
        title: text.title.slice(0, TITLE_MAX),
        content: sanitizeRichText(text.content),
        startDateStr: formatDateTime(row.startsAt, timeZoneOf(brand)),
        execution: executions.has(row.execution) ? (row.execution as Notice['execution']) : 'B',
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      });
    }
    return { banners, notices };
  }

  async function loadHelp(brand: Brand, language: Language): Promise<HelpCategory[]> {
    const [categories, articles] = await Promise.all([
      repo.listHelpCategories(brand.id),
      repo.listHelpArticles(brand.id),
    ]);
    const byCategory = new Map<number, HelpCategory['articles']>();
    for (const row of articles) {
      const text = pickLocalized(row.text, language, brand.defaultLanguage);
      if (!text) continue;
      const list = byCategory.get(row.categoryId) ?? [];
      list.push({
        id: row.id,
        title: text.title.slice(0, TITLE_MAX),
        content: sanitizeRichText(text.content),
      });
      byCategory.set(row.categoryId, list);
    }
    return categories.flatMap((row) => {
      const text = pickLocalized(row.text, language, brand.defaultLanguage);
      return text
        ? [{ id: row.id, title: text.title.slice(0, TITLE_MAX), articles: byCategory.get(row.id) ?? [] }]
        : [];
    });
  }

  return {
    /** Drops the cached banners, notices and help centre (an operator changed them). */
    forget(): void {
      announcementCache.clear();
      helpCache.clear();
    },

    /**
     * Banners (when `B` is asked) and notices of the asked types that are live now. Pop-ups after login
     * (`PU`) go to members only.
     */
    async announcements(
      brand: Brand,
      language: Language,
      actor: Actor | null,
      query: { types: AnnouncementType[]; groupName?: BannerGroup },
    ): Promise<Announcements> {
      const all = await announcementCache.get(`${brand.id}:${language}`, () =>
        loadAnnouncements(brand, language),
      );
      const at = now();
      const types = new Set(query.types.filter((t) => t !== 'PU' || actor !== null));
      const banners = types.has('B')
        ? all.banners.filter(
            (b) => isLive(b, at) && (query.groupName === undefined || b.groupName === query.groupName),
          )
        : [];
      const notices = all.notices.filter((n) => types.has(n.type) && isLive(n, at));
      return {
        banners: banners.map(({ startsAt: _s, endsAt: _e, ...b }) => b),
        notices: notices.map(({ startsAt: _s, endsAt: _e, ...n }) => n),
      };
    },

    helpCenter(brand: Brand, language: Language): Promise<HelpCategory[]> {
      return helpCache.get(`${brand.id}:${language}`, () => loadHelp(brand, language));
    },

    async submitFeedback(
      brand: Brand,
      actor: Actor | null,
      origin: Origin,
      request: FeedbackRequest,
    ): Promise<{ id: number }> {
      const content = stripMarkup(request.content);
      if (content.length < FEEDBACK_CONTENT.min)
        throw badRequest(
          ERROR_CODES.validation,
          `content: at least ${FEEDBACK_CONTENT.min} characters of text (markup is not kept).`,
          { field: 'content' },
        );
      const id = await repo.insertFeedback({
        merchantId: brand.id,
        memberId: actor?.memberId ?? null,
        questionType: request.questionType,
        content,
        ip: origin.ip,
      });
      return { id };
    },

    async applyForAffiliate(
      brand: Brand,
      actor: Actor | null,
      origin: Origin,
      application: AffiliateApplication,
    ): Promise<{ id: number }> {
      const name = stripMarkup(application.name);
      if (name.length < 2)
        throw badRequest(ERROR_CODES.validation, 'name: at least 2 characters of text.', { field: 'name' });
      const id = await repo.insertAffiliateApplication({
        merchantId: brand.id,
        memberId: actor?.memberId ?? null,
        name,
        countryDialingCode: application.countryDialingCode,
        mobileNum: application.mobileNum,
        email: application.email,
        messenger: stripMarkup(application.messenger ?? '') || null,
        channel: application.channel,
        audience: application.audience,
        message: stripMarkup(application.message ?? '') || null,
        ip: origin.ip,
      });
      return { id };
    },

    /**
     * The home page's figures. No deposit or withdrawal orders exist yet, so the averages are the brand's
     * stated figures; the providers are counted from the enabled vendors.
     */
    async homeStats(brand: Brand): Promise<HomeStats> {
      const marketing = brand.settings.marketing;
      return {
        averageDepositSeconds: marketing?.averageDepositSeconds ?? 0,
        averageWithdrawalSeconds: marketing?.averageWithdrawalSeconds ?? 0,
        paymentPartners: marketing?.paymentPartners ?? 0,
        gameProviders: await countGameProviders(brand),
      };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
