import { ADMIN_NOTE_MAX, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from './admin.js';
import { LANGUAGES } from './constants.js';
import { GAME_CATEGORIES, PROMOTION_MODES } from './content-constants.js';
import { MISSION_METRICS, MISSION_PERIODS } from './missions.js';
import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';

// The operator API's rewards calls (the back office): promotions and their texts and figures, members'
// applications to promotions (approved with the promotion's bonus or rejected with a reason), VIP levels,
// the points shop's items and rates, and missions.

export const ADMIN_REWARDS_PATHS = {
  promotions: '/admin/rewards/promotions',
  promotionOrder: '/admin/rewards/promotions/order',
  promotionCategories: '/admin/rewards/promotion-categories',
  promotion: '/admin/rewards/promotions/:promotionId',
  promotionEnabled: '/admin/rewards/promotions/:promotionId/enabled',
  applications: '/admin/rewards/applications',
  application: '/admin/rewards/applications/:applicationId',
  applicationImage: '/admin/rewards/applications/:applicationId/images/:index',
  applicationApprove: '/admin/rewards/applications/:applicationId/approve',
  applicationReject: '/admin/rewards/applications/:applicationId/reject',
  vipLevels: '/admin/rewards/vip-levels',
  vipLevel: '/admin/rewards/vip-levels/:level',
  shopItems: '/admin/rewards/shop/items',
  shopItem: '/admin/rewards/shop/items/:itemId',
  shopItemEnabled: '/admin/rewards/shop/items/:itemId/enabled',
  pointRates: '/admin/rewards/shop/rates',
  missions: '/admin/rewards/missions',
  mission: '/admin/rewards/missions/:missionId',
  missionEnabled: '/admin/rewards/missions/:missionId/enabled',
} as const;

/** The area's own refusals (besides `validation.*`, `not.found` and `forbidden`). */
export const ADMIN_REWARDS_ERRORS = {
  /** The application was decided already (another operator was first): 409. */
  applicationDecided: 'promotion.application.decided',
  /** The promotion has no bonus figures to pay an application with: 422. */
  promotionNoFigures: 'promotion.figures.missing',
  /** A promotion's text promises what its figures do not pay (or names a figure it does not have): 400. */
  promotionTextFigures: 'promotion.text.figures',
  /** VIP thresholds must rise with the level: 400. */
  vipThresholdOrder: 'vip.threshold.order',
} as const;

const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX);
const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** An amount in major units, two decimals at most, from `min` to 10,000,000,000. */
const money = (min = 0) =>
  z
    .number()
    .min(min)
    .max(10_000_000_000)
    .refine((n) => Math.round(n * 100) / 100 === n, 'has more than two decimals');

/** An image of the site's artwork (`/art/...`) or an https address. */
export const REWARDS_IMAGE_PATTERN = /^(\/art\/[A-Za-z0-9._\-/]+|https:\/\/[^\s"'<>]+)$/;
const imageUrl = z
  .string()
  .trim()
  .min(1, 'required')
  .max(500)
  .regex(REWARDS_IMAGE_PATTERN, 'must be a /art/ path or an https address');

/** Texts per language (`{ EN: {...}, CN: {...} }`): at least one; the brand's default language is required. */
const perLanguage = <T extends z.ZodRawShape>(shape: T) =>
  z
    .partialRecord(z.enum(LANGUAGES), z.object(shape))
    .refine((texts) => Object.keys(texts).length > 0, 'needs the text of at least one language');

const title = (max: number) => z.string().trim().min(1, 'required').max(max);

// ---------------------------------------------------------------------------------------------------
// Promotions

/** A deposit promotion pays itself when the deposit is credited; `percent` of the deposit, at most `maxBonus`. */
export const depositRulesSchema = z.object({
  kind: z.literal('deposit'),
  percent: z
    .number()
    .min(0.01)
    .max(1000)
    .refine((n) => Math.round(n * 100) / 100 === n, 'has more than two decimals'),
  maxBonus: money(0.01),
  minDeposit: money(0),
  turnoverMultiple: z.number().int().min(1).max(100),
  once: z.enum(['first', 'member', 'day']),
});

/** An application promotion pays, when an operator approves, a bonus from `minBonus` to `maxBonus`. */
export const applyRulesSchema = z
  .object({
    kind: z.literal('apply'),
    minBonus: money(0.01),
    maxBonus: money(0.01),
    turnoverMultiple: z.number().int().min(1).max(100),
  })
  .refine((r) => r.maxBonus >= r.minBonus, { message: 'must be at least minBonus', path: ['maxBonus'] });

export const promotionRulesSchema = z.discriminatedUnion('kind', [depositRulesSchema, applyRulesSchema]);
export type AdminPromotionRules = z.infer<typeof promotionRulesSchema>;
/** The figures in answers (a null among the choices: the answer serializer takes no nullable union). */
const promotionRulesValue = z.union([depositRulesSchema, applyRulesSchema, z.null()]);

export const ADMIN_PROMOTION_TITLE_MAX = 200;
export const ADMIN_PROMOTION_SUMMARY_MAX = 1_000;
export const ADMIN_PROMOTION_CONTENT_MAX = 50_000;

export const promotionTextSchema = perLanguage({
  title: title(ADMIN_PROMOTION_TITLE_MAX),
  summary: z.string().trim().max(ADMIN_PROMOTION_SUMMARY_MAX),
  /** Rich text (reduced to the site's allow-list when stored). */
  content: z.string().max(ADMIN_PROMOTION_CONTENT_MAX),
});

export const promotionWriteSchema = z.object({
  category: z
    .string()
    .trim()
    .min(1, 'required')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a category code'),
  imageUrl,
  /** `deposit` needs deposit rules, `apply` application rules; `auto` and `none` pay nothing themselves. */
  mode: z.enum(PROMOTION_MODES),
  /** ISO 8601 with its zone. */
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  enabled: z.boolean(),
  text: promotionTextSchema,
  rules: promotionRulesSchema.nullable(),
});
export type PromotionWrite = z.infer<typeof promotionWriteSchema>;

export const promotionParamsSchema = z.object({ promotionId: id });
export const enabledRequestSchema = z.object({ enabled: z.boolean() });
export const promotionOrderRequestSchema = z.object({
  /** The brand's promotion ids in their new order (every one, once). */
  ids: z.array(z.number().int().min(1)).min(1).max(500),
});

export const promotionListQuerySchema = z.object({
  pageNo,
  pageSize,
  enabled: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  mode: z.enum(PROMOTION_MODES).optional(),
});

const textOf = <T extends z.ZodRawShape>(shape: T) => z.partialRecord(z.enum(LANGUAGES), z.object(shape));

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  imageUrl: z.string(),
  mode: z.enum(PROMOTION_MODES),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  text: textOf({ title: z.string(), summary: z.string(), content: z.string() }),
  rules: promotionRulesValue,
  /** What the promotion pays, in words computed from its figures (English), shown beside the texts. */
  terms: z.string(),
  /** The placeholders its texts may use and what members see for each. */
  figures: z.record(z.string(), z.string()),
  /** Applications waiting for an operator. */
  waiting: z.number().int(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminPromotionListSchema = z.object({ list: z.array(adminPromotionSchema), ...pageFields });
export type AdminPromotionList = z.infer<typeof adminPromotionListSchema>;

export const promotionCategoryListSchema = z.object({
  list: z.array(z.object({ code: z.string(), title: z.string() })),
});

export const promotionOrderValueSchema = z.object({ ids: z.array(z.number().int()) });

// ---------------------------------------------------------------------------------------------------
// Applications

export const APPLICATION_STATUSES = ['applying', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applicationListQuerySchema = z.object({
  pageNo,
  pageSize,
  promotionId: id.optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** A member's username (exact, any case). */
  username: z.string().trim().max(64).optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationParamsSchema = z.object({ applicationId: id });
export const applicationImageParamsSchema = z.object({
  applicationId: id,
  index: z.coerce.number().int().min(0).max(9),
});

export const adminApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  /** The promotion's title in the brand's default language. */
  promotionTitle: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  /** As the member typed it (show it escaped). */
  remark: z.string(),
  /** Addresses of the proof images (operator session). */
  images: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** The reason given with a rejection, or the note of an approval. */
  note: z.string().nullable(),
  /** The bonus paid on approval (major units). */
  bonus: z.number().nullable(),
  turnoverRequired: z.number().nullable(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminApplicationListSchema = z.object({
  list: z.array(adminApplicationSchema),
  ...pageFields,
});
export type AdminApplicationList = z.infer<typeof adminApplicationListSchema>;

export const adminApplicationDetailSchema = adminApplicationSchema.extend({
  /** The promotion's figures: what an approval may pay. */
  rules: promotionRulesValue,
  terms: z.string(),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;

export const applicationApproveRequestSchema = z
  .object({
    /** The bonus (major units), within the promotion's `minBonus` .. `maxBonus`; optional when they are equal. */
    amount: money(0.01).optional(),
    note: z.string().trim().max(ADMIN_NOTE_MAX).optional(),
  })
  .nullish();
export type ApplicationApproveRequest = z.infer<typeof applicationApproveRequestSchema>;

export const applicationRejectRequestSchema = z.object({
  /** Told to the member in a message. */
  reason: z.string().trim().min(1, 'required').max(ADMIN_NOTE_MAX),
});
export type ApplicationRejectRequest = z.infer<typeof applicationRejectRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// VIP levels

export const vipLevelParamsSchema = z.object({ level: z.coerce.number().int().min(0).max(100) });

export const vipLevelWriteSchema = z.object({
  badgeUrl: imageUrl,
  /** Valid bets (major units) to reach the level. */
  turnoverRequired: money(0),
  /** Deposits (major units) to reach the level. */
  depositRequired: money(0),
  upgradeBonus: money(0),
  birthdayBonus: money(0),
  monthlyBonus: money(0),
  /** Daily rebate per game category, in percent of valid bets (0.8 for 0.8 %). */
  rebates: z
    .array(
      z.object({
        gameType: z.enum(GAME_CATEGORIES),
        rate: z
          .number()
          .min(0)
          .max(10)
          .refine((n) => Math.round(n * 100) / 100 === n, 'has more than two decimals'),
      }),
    )
    .max(GAME_CATEGORIES.length)
    .refine(
      (list) => new Set(list.map((r) => r.gameType)).size === list.length,
      'a game type is given twice',
    ),
  withdrawalsPerDay: z.number().int().min(1).max(1000),
  withdrawalLimit: money(0.01),
  dedicatedService: z.boolean(),
  text: perLanguage({ name: title(50) }),
});
export type VipLevelWrite = z.infer<typeof vipLevelWriteSchema>;

export const adminVipLevelSchema = vipLevelWriteSchema.extend({
  level: z.number().int(),
  text: textOf({ name: z.string() }),
  /** Members at this level now. */
  members: z.number().int(),
});
export type AdminVipLevel = z.infer<typeof adminVipLevelSchema>;
export const adminVipLevelListSchema = z.object({ list: z.array(adminVipLevelSchema) });

// ---------------------------------------------------------------------------------------------------
// Points shop

export const shopItemParamsSchema = z.object({ itemId: id });
export const shopItemListQuerySchema = z.object({ pageNo, pageSize });

export const shopItemWriteSchema = z.object({
  imageUrl,
  /** Items left; null: unlimited. */
  quantity: z.number().int().min(0).max(1_000_000).nullable(),
  pointsRequired: z.number().int().min(1).max(100_000_000),
  /** Wallet money taken with the points (major units), 0 for none. */
  amountRequired: money(0),
  sort: z.number().int().min(0).max(100_000),
  enabled: z.boolean(),
  text: perLanguage({ name: title(100), description: z.string().trim().max(1_000) }),
});
export type ShopItemWrite = z.infer<typeof shopItemWriteSchema>;

export const adminShopItemSchema = shopItemWriteSchema.extend({
  id: z.number().int(),
  text: textOf({ name: z.string(), description: z.string() }),
  /** Redemptions waiting for an operator. */
  waiting: z.number().int(),
});
export type AdminShopItem = z.infer<typeof adminShopItemSchema>;
export const adminShopItemListSchema = z.object({ list: z.array(adminShopItemSchema), ...pageFields });

export const pointRateSchema = z.object({
  gameType: z.enum(GAME_CATEGORIES),
  /** Points earned ... */
  points: z.number().int().min(1).max(1_000_000),
  /** ... per this much valid bet (major units). */
  per: money(0.01),
});
export const pointRatesWriteSchema = z.object({
  rates: z
    .array(pointRateSchema)
    .max(GAME_CATEGORIES.length)
    .refine(
      (list) => new Set(list.map((r) => r.gameType)).size === list.length,
      'a game type is given twice',
    ),
});
export type PointRatesWrite = z.infer<typeof pointRatesWriteSchema>;
export const pointRatesValueSchema = z.object({
  rates: z.array(pointRateSchema),
  /** Main-wallet money per point when converting (brand setting, read only here). */
  conversionRate: z.number(),
});

// ---------------------------------------------------------------------------------------------------
// Missions

export const missionParamsSchema = z.object({ missionId: id });
export const missionListQuerySchema = z.object({ pageNo, pageSize });

export const missionWriteSchema = z
  .object({
    metric: z.enum(MISSION_METRICS),
    /** A game category, or null for every category (always null for `deposit`). */
    gameType: z.enum(GAME_CATEGORIES).nullable(),
    period: z.enum(MISSION_PERIODS),
    /** Major units for `turnover` and `deposit`, a count for `rounds` and `wins`. */
    target: money(0.01),
    /** The bonus paid on claiming (major units). */
    reward: money(0.01),
    turnoverMultiple: z.number().int().min(1).max(100),
    sort: z.number().int().min(0).max(100_000),
    enabled: z.boolean(),
    text: perLanguage({ title: title(100), description: z.string().trim().max(1_000) }),
  })
  .refine((m) => m.metric !== 'deposit' || m.gameType === null, {
    message: 'must be null for a deposit mission',
    path: ['gameType'],
  })
  .refine((m) => m.metric === 'turnover' || m.metric === 'deposit' || Number.isInteger(m.target), {
    message: 'must be a whole count for rounds and wins',
    path: ['target'],
  });
export type MissionWrite = z.infer<typeof missionWriteSchema>;

export const adminMissionSchema = z.object({
  id: z.number().int(),
  metric: z.enum(MISSION_METRICS),
  gameType: z.string().nullable(),
  period: z.enum(MISSION_PERIODS),
  target: z.number(),
  reward: z.number(),
  turnoverMultiple: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  text: textOf({ title: z.string(), description: z.string() }),
  /** Claims paid so far. */
  claims: z.number().int(),
});
export type AdminMission = z.infer<typeof adminMissionSchema>;
export const adminMissionListSchema = z.object({ list: z.array(adminMissionSchema), ...pageFields });
