import * as z from './z.js';
import {
  AFFILIATE_CHANNELS,
  ANNOUNCEMENT_TYPES,
  BANNER_GROUPS,
  EXECUTIONS,
  FEEDBACK_CONTENT,
  FEEDBACK_TYPES,
  GAME_CATEGORIES,
  PROMOTION_APPLICATION,
  PROMOTION_MODES,
  PROMOTION_STATES,
  type AnnouncementType,
  type BannerGroup,
} from './content-constants.js';
import type { Language } from './constants.js';
import { languageSchema, type SystemStatus } from './system.js';

// The site's content: banners, announcements, resources, help, promotions, VIP, points shop, game menus.
// Every brand manages its own; the demo brand is seeded.

const text = (max: number) => z.string().trim().max(max);
/** `yyyy-MM-dd HH:mm:ss` in the brand's time zone. */
export const dateTimeTextSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

// ---------------------------------------------------------------------------------------------------
// Banners and announcements (MCSFE_getListAnnouncements)

export const linkageTypeSchema = z.number().int().min(0).max(4);

export const bannerSchema = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  title: z.string().max(200),
  url: z.string().max(2000),
  linkageType: linkageTypeSchema,
  linkUrl: z.string().max(2000).nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string().max(200),
  /** Rich text, already reduced by the server to an allow-list of tags and attributes. */
  content: z.string().max(50_000),
  startDateStr: dateTimeTextSchema,
  execution: z.enum(EXECUTIONS),
});
export type Notice = z.infer<typeof noticeSchema>;

const typeList = z
  .string()
  .max(32)
  .transform((s, ctx) => {
    const parts = s.split(',').map((p) => p.trim().toUpperCase());
    for (const p of parts) {
      if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(p)) {
        ctx.addIssue({ code: 'custom', message: `unknown announcement type "${p}"` });
        return z.NEVER;
      }
    }
    return [...new Set(parts)] as AnnouncementType[];
  });

export const announcementsQuerySchema = z.object({
  /** Comma-separated types; default `B,PL`. */
  types: typeList.default(['B', 'PL']),
  platform: z.literal('W').default('W'),
  /** Only banners of this group. */
  groupName: z.enum(BANNER_GROUPS).optional(),
});
export type AnnouncementsQuery = z.input<typeof announcementsQuerySchema>;

export const announcementsSchema = z.object({
  banners: z.array(bannerSchema),
  notices: z.array(noticeSchema),
});
export type Announcements = z.infer<typeof announcementsSchema>;

// ---------------------------------------------------------------------------------------------------
// Resources, domain routes, customer service

export const domainRouteSchema = z.object({
  domain: z.string().max(255),
  /** Round trip of the server's last probe in milliseconds; null when it did not answer. */
  speed: z.number().int().nullable(),
  current: z.boolean(),
});
export const domainRoutesSchema = z.object({ domainList: z.array(domainRouteSchema) });
export type DomainRoutes = z.infer<typeof domainRoutesSchema>;

export const customerServiceSchema = z.object({
  version: z.object({
    pathList: z.array(
      z.object({
        type: z.string().max(4),
        /** Obfuscated (see `decodeServicePath`); not a secret, only not plain text in the page. */
        path: z.string().max(4000),
      }),
    ),
  }),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

// ---------------------------------------------------------------------------------------------------
// Help centre, feedback, join us

export const helpArticleSchema = z.object({
  id: z.number().int(),
  title: z.string().max(200),
  content: z.string().max(50_000),
});
export const helpCategorySchema = z.object({
  id: z.number().int(),
  title: z.string().max(200),
  articles: z.array(helpArticleSchema),
});
export const helpCenterSchema = z.array(helpCategorySchema);
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const feedbackRequestSchema = z.object({
  questionType: z.enum(FEEDBACK_TYPES),
  content: text(FEEDBACK_CONTENT.max).min(FEEDBACK_CONTENT.min),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackValueSchema = z.object({ id: z.number().int() });

export const affiliateApplicationSchema = z.object({
  name: text(50).min(2),
  mobileNum: z
    .string()
    .trim()
    .regex(/^[0-9]{6,15}$/),
  countryDialingCode: z.string().regex(/^\+[0-9]{1,4}$/),
  email: z.string().trim().max(100).email(),
  messenger: text(100).optional(),
  channel: z.enum(AFFILIATE_CHANNELS),
  audience: z.number().int().min(0).max(10_000_000),
  message: text(500).optional(),
});
export type AffiliateApplication = z.infer<typeof affiliateApplicationSchema>;
export const affiliateApplicationValueSchema = z.object({ id: z.number().int() });

// ---------------------------------------------------------------------------------------------------
// Promotions

export const promotionCategorySchema = z.object({ code: z.string().max(32), title: z.string().max(100) });

export const promotionSchema = z.object({
  id: z.number().int(),
  category: z.string().max(32),
  title: z.string().max(200),
  summary: z.string().max(500),
  imageUrl: z.string().max(2000),
  startDateStr: dateTimeTextSchema,
  endDateStr: dateTimeTextSchema.nullable(),
  mode: z.enum(PROMOTION_MODES),
  state: z.enum(PROMOTION_STATES),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListSchema = z.object({
  categories: z.array(promotionCategorySchema),
  list: z.array(promotionSchema),
});
export type PromotionList = z.infer<typeof promotionListSchema>;

export const promotionDetailSchema = promotionSchema.extend({
  /** Rich text (allow-listed by the server). */
  content: z.string().max(50_000),
  application: z
    .object({
      id: z.number().int(),
      remark: z.string().max(140),
      images: z.array(z.string().max(2000)),
      status: z.enum(['applying', 'rejected', 'approved']),
      createdDateStr: dateTimeTextSchema,
    })
    .nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionIdSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One proof image of the caller's own application. */
export const promotionImageParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(PROMOTION_APPLICATION.maxImages - 1),
});

export const promotionRemarkSchema = z.string().trim().max(PROMOTION_APPLICATION.remarkMax);

// ---------------------------------------------------------------------------------------------------
// VIP

export const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  name: z.string().max(50),
  badgeUrl: z.string().max(2000),
  /** Monthly valid turnover to reach the level, and to keep it. */
  turnoverRequired: z.number(),
  depositRequired: z.number(),
  upgradeBonus: z.number(),
  birthdayBonus: z.number(),
  monthlyBonus: z.number(),
  /** Rebate in percent of valid bets, per game category. */
  rebates: z.array(z.object({ gameType: z.string().max(16), rate: z.number() })),
  withdrawalsPerDay: z.number().int(),
  withdrawalLimit: z.number(),
  dedicatedService: z.boolean(),
});
export const vipLevelsSchema = z.array(vipLevelSchema);
export type VipLevel = z.infer<typeof vipLevelSchema>;

// ---------------------------------------------------------------------------------------------------
// Points shop (browse)

export const pointRewardSchema = z.object({
  id: z.number().int(),
  name: z.string().max(100),
  description: z.string().max(500),
  imageUrl: z.string().max(2000),
  /** Items left; null when unlimited. */
  quantity: z.number().int().nullable(),
  pointsRequired: z.number().int(),
  /** Balance paid with the points, in major units; 0 when points alone suffice. */
  amountRequired: z.number(),
});
export const pointRewardsSchema = z.array(pointRewardSchema);
export type PointReward = z.infer<typeof pointRewardSchema>;

export const pointConfigSchema = z.object({
  /** Points earned per `per` of valid bets in each game category. */
  rates: z.array(z.object({ gameType: z.string().max(16), points: z.number(), per: z.number() })),
  /** Balance one point converts to. */
  conversionRate: z.number(),
  expires: z.literal(false),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

// ---------------------------------------------------------------------------------------------------
// Game menus (public; the navigation and the footer strip), winners, home figures

export const menuVendorSchema = z.object({
  vendor: z.string().max(32),
  displayName: z.string().max(100),
  logo: z.string().max(2000),
  logoWhite: z.string().max(2000),
  isHot: z.number().int().min(0).max(1),
  maintenance: z.boolean(),
});
export const gameMenusSchema = z.object({
  menus: z.array(z.object({ gameType: z.enum(GAME_CATEGORIES), vendors: z.array(menuVendorSchema) })),
});
export type GameMenus = z.infer<typeof gameMenusSchema>;
export type MenuVendor = z.infer<typeof menuVendorSchema>;

/** One entry of the winners board: `value.list[].vo`. */
export const winnerSchema = z.object({
  vo: z.object({
    /** The member's name, masked (`pl***01`). */
    account: z.string().max(64),
    gameName: z.string().max(100),
    vendor: z.string().max(32),
    gameType: z.string().max(16),
    winAmount: z.number(),
    betAmount: z.number(),
    dateStr: dateTimeTextSchema,
  }),
});
export const winnersQuerySchema = z.object({
  gameCategory: z.enum([...GAME_CATEGORIES, 'ALL']).default('ALL'),
  language: languageSchema.optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
});
export const winnersSchema = z.object({ list: z.array(winnerSchema) });
export type Winner = z.infer<typeof winnerSchema>;

export const homeStatsSchema = z.object({
  /** Averages over completed orders of the last 30 days, in seconds; the brand's stated figure before any. */
  averageDepositSeconds: z.number().int(),
  averageWithdrawalSeconds: z.number().int(),
  paymentPartners: z.number().int(),
  gameProviders: z.number().int(),
});
export type HomeStats = z.infer<typeof homeStatsSchema>;

/** See `BOOT_ELEMENT_ID`. */
export type SiteBoot = {
  status: SystemStatus;
  language: Language;
  banners: { group: BannerGroup; list: Banner[] } | null;
  notices: Notice[];
  /** On `/promotions` only: the promotions as a visitor sees them (the page's largest paint). */
  promotions: PromotionList | null;
};
