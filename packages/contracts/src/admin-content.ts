import * as z from './z.js';
import { LANGUAGES } from './constants.js';
import { BANNER_GROUPS, EXECUTIONS, RESOURCE_TYPES } from './content-constants.js';
import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import { line, text } from './text.js';

// The operator API's content calls (the back office): banners, notices and pop-ups, help centre, social
// links and app downloads, customer-service links, and the images they show.

export const ADMIN_CONTENT_PATHS = {
  banners: '/admin/content/banners',
  banner: '/admin/content/banners/:id',
  bannersReorder: '/admin/content/banners/reorder',
  announcements: '/admin/content/announcements',
  announcement: '/admin/content/announcements/:id',
  helpCategories: '/admin/content/help/categories',
  helpCategory: '/admin/content/help/categories/:id',
  helpCategoriesReorder: '/admin/content/help/categories/reorder',
  helpArticles: '/admin/content/help/articles',
  helpArticle: '/admin/content/help/articles/:id',
  helpArticlesReorder: '/admin/content/help/articles/reorder',
  resources: '/admin/content/resources',
  resource: '/admin/content/resources/:type',
  customerService: '/admin/content/customer-service',
  images: '/admin/content/images',
  /** Public: an uploaded image, as the site shows it (`/art/uploads/<name>`). */
  uploadedImage: '/art/uploads/:name',
} as const;

/** Error codes of the content calls. */
export const CONTENT_ADMIN_ERRORS = {
  /** A banner, announcement, help category or article that is not the brand's: 404. */
  contentUnknown: 'content.unknown',
  /** A help category that still holds articles cannot be deleted: 409. */
  categoryNotEmpty: 'content.category.not.empty',
  /** A reorder that does not list exactly the items of its group: 400. */
  orderMismatch: 'content.order.mismatch',
  /** An upload that is not a PNG or JPEG image, or too large: 400. */
  imageInvalid: 'content.image.invalid',
} as const;

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_RICH_TEXT_MAX = 50_000;
export const CONTENT_URL_MAX = 2000;
/** Uploaded images: PNG or JPEG, at most 2 MB. */
export const CONTENT_IMAGE = { maxBytes: 2 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;

/** Announcement types operators write: the site's notices and pop-ups, and the agent centre's notices. */
export const ADMIN_ANNOUNCEMENT_TYPES = ['PL', 'PR', 'PU', 'H', 'AG'] as const;
export type AdminAnnouncementType = (typeof ADMIN_ANNOUNCEMENT_TYPES)[number];
/** The notices (a list on the site) and the pop-ups (shown by their execution rule). */
export const NOTICE_TYPES = ['PL', 'PR', 'AG'] as const;
export const POPUP_TYPES = ['PU', 'H'] as const;
export const ANNOUNCEMENT_TYPE_NAMES: Record<AdminAnnouncementType, string> = {
  PL: 'Player notice (notice bar and notice page)',
  PR: 'Promotion notice',
  PU: 'Pop-up after login (members)',
  H: 'Pop-up on the home page (every visitor)',
  AG: 'Agent notice (agent centre)',
};
export const EXECUTION_NAMES: Record<(typeof EXECUTIONS)[number], string> = {
  B: 'Every time',
  D: 'Once a day',
  O: 'Once only',
};

/**
 * Where an item stands now: `disabled` (switched off), `scheduled` (starts later), `live` (shown now),
 * `ended` (its end has passed).
 */
export const CONTENT_STATES = ['live', 'scheduled', 'ended', 'disabled'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const contentIdParamsSchema = z.object({ id });
const sort = z.number().int().min(0).max(1_000_000);
const isoTime = z.iso.datetime({ offset: true });

/**
 * An image address the site can show: one of the site's own paths (`/art/...`, uploads included) or an
 * https address.
 */
export const contentImageUrlSchema = line(CONTENT_URL_MAX)
  .trim()
  .min(1, 'required')
  .regex(
    /^(\/art\/[A-Za-z0-9._/-]+|https:\/\/\S+)$/,
    'an image path of the site (/art/...) or an https address',
  );

/** A link members follow: a path of the site or an http(s) address. */
export const contentLinkSchema = line(CONTENT_URL_MAX)
  .trim()
  .min(1, 'required')
  .regex(/^(\/(?!\/)\S*|https?:\/\/\S+)$/, 'a path of the site (/...) or an http(s) address');

/** A text per language; at least one language (the service asks for the brand's default language). */
const perLanguage = <T extends z.ZodType>(entry: T) =>
  z
    .partialRecord(z.enum(LANGUAGES), entry)
    .refine((texts) => Object.keys(texts).length > 0, 'needs the text of at least one language');

const titleOnly = z.object({ title: line(CONTENT_TITLE_MAX).trim().min(1, 'required') });
const titleAndContent = z.object({
  title: line(CONTENT_TITLE_MAX).trim().min(1, 'required'),
  content: text(CONTENT_RICH_TEXT_MAX).trim().min(1, 'required'),
});
export type LocalizedTitle = Partial<Record<(typeof LANGUAGES)[number], { title: string }>>;
export type LocalizedRichText = Partial<
  Record<(typeof LANGUAGES)[number], { title: string; content: string }>
>;

const listQuery = {
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(20, 100),
};

const windowFields = {
  /** ISO 8601; now when absent on create. */
  startsAt: isoTime.optional(),
  /** ISO 8601, after `startsAt`; null (or absent) for no end. */
  endsAt: isoTime.nullable().optional(),
};

const refineWindow = <T extends { startsAt?: string | undefined; endsAt?: string | null | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
};

// ---------------------------------------------------------------------------------------------------
// Banners

export const bannerListQuerySchema = z.object({
  ...listQuery,
  groupName: z.enum(BANNER_GROUPS).optional(),
  state: z.enum(CONTENT_STATES).optional(),
});
export type BannerListQuery = z.infer<typeof bannerListQuerySchema>;

const linkage = {
  /** 0 nothing, 1 a route of the site, 2 an external address, 3 a promotion's detail, 4 the register modal. */
  linkageType: z.number().int().min(0).max(4),
  /** The route (type 1), the address (type 2) or the promotion id (type 3); null otherwise. */
  linkUrl: line(CONTENT_URL_MAX).trim().max(CONTENT_URL_MAX).nullable().optional(),
};

export const bannerRequestSchema = z
  .object({
    groupName: z.enum(BANNER_GROUPS),
    imageUrl: contentImageUrlSchema,
    ...linkage,
    /** Place in its group (lower first); the end of the group when absent on create. */
    sort: sort.optional(),
    enabled: z.boolean().default(true),
    ...windowFields,
    texts: perLanguage(titleOnly),
  })
  .superRefine(refineWindow)
  .superRefine((b, ctx) => {
    const link = b.linkUrl ?? '';
    if (b.linkageType === 1 && !/^\/(?!\/)/.test(link))
      ctx.addIssue({
        code: 'custom',
        path: ['linkUrl'],
        message: 'a route of the site (/...) for linkage 1',
      });
    if (b.linkageType === 2 && !/^https?:\/\/\S+$/.test(link))
      ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: 'an http(s) address for linkage 2' });
    if (b.linkageType === 3 && !/^[1-9][0-9]{0,9}$/.test(link))
      ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: 'a promotion id for linkage 3' });
  });
export type BannerRequest = z.infer<typeof bannerRequestSchema>;
export type BannerRequestInput = z.input<typeof bannerRequestSchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  imageUrl: z.string(),
  linkageType: z.number().int(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(CONTENT_STATES),
  texts: z.record(z.string(), z.object({ title: z.string() })),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerListSchema = z.object({ list: z.array(adminBannerSchema), ...pageFields });
export type AdminBannerList = z.infer<typeof adminBannerListSchema>;

/** Switches an item on or off. */
export const contentEnabledRequestSchema = z.object({ enabled: z.boolean() });

export const bannerReorderRequestSchema = z.object({
  groupName: z.enum(BANNER_GROUPS),
  /** Every banner of the group, in the new order. */
  ids: z.array(id).min(1).max(500),
});
export const reorderValueSchema = z.object({ ids: z.array(z.number().int()) });

// ---------------------------------------------------------------------------------------------------
// Announcements: notices and pop-ups

export const announcementListQuerySchema = z.object({
  ...listQuery,
  /** One type, or several separated by commas (`PU,H`). */
  type: z
    .string()
    .max(32)
    .transform((s, ctx) => {
      const parts = [...new Set(s.split(',').map((p) => p.trim().toUpperCase()))];
      for (const p of parts)
        if (!(ADMIN_ANNOUNCEMENT_TYPES as readonly string[]).includes(p)) {
          ctx.addIssue({ code: 'custom', message: `unknown announcement type "${p}"` });
          return z.NEVER;
        }
      return parts as AdminAnnouncementType[];
    })
    .optional(),
  state: z.enum(CONTENT_STATES).optional(),
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;

export const announcementRequestSchema = z
  .object({
    type: z.enum(ADMIN_ANNOUNCEMENT_TYPES),
    /** Pop-ups: B every time, D once a day, O once only. Notices keep B. */
    execution: z.enum(EXECUTIONS).default('B'),
    sort: sort.default(0),
    enabled: z.boolean().default(true),
    ...windowFields,
    /** Title (plain) and content (rich text, reduced to the allow-list when stored) per language. */
    texts: perLanguage(titleAndContent),
  })
  .superRefine(refineWindow);
export type AnnouncementRequest = z.infer<typeof announcementRequestSchema>;
export type AnnouncementRequestInput = z.input<typeof announcementRequestSchema>;

export const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  execution: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  state: z.enum(CONTENT_STATES),
  texts: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
export const adminAnnouncementListSchema = z.object({
  list: z.array(adminAnnouncementSchema),
  ...pageFields,
});
export type AdminAnnouncementList = z.infer<typeof adminAnnouncementListSchema>;

// ---------------------------------------------------------------------------------------------------
// Help centre

export const helpCategoryListQuerySchema = z.object(listQuery);
export const helpCategoryRequestSchema = z.object({
  sort: sort.optional(),
  texts: perLanguage(titleOnly),
});
export type HelpCategoryRequest = z.infer<typeof helpCategoryRequestSchema>;
export const adminHelpCategorySchema = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  articles: z.number().int(),
  texts: z.record(z.string(), z.object({ title: z.string() })),
});
export type AdminHelpCategory = z.infer<typeof adminHelpCategorySchema>;
export const adminHelpCategoryListSchema = z.object({
  list: z.array(adminHelpCategorySchema),
  ...pageFields,
});
export type AdminHelpCategoryList = z.infer<typeof adminHelpCategoryListSchema>;
export const helpCategoryReorderRequestSchema = z.object({ ids: z.array(id).min(1).max(500) });

export const helpArticleListQuerySchema = z.object({ ...listQuery, categoryId: id.optional() });
export type HelpArticleListQuery = z.infer<typeof helpArticleListQuerySchema>;
export const helpArticleRequestSchema = z.object({
  categoryId: id,
  sort: sort.optional(),
  texts: perLanguage(titleAndContent),
});
export type HelpArticleRequest = z.infer<typeof helpArticleRequestSchema>;
export const adminHelpArticleSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  sort: z.number().int(),
  texts: z.record(z.string(), z.object({ title: z.string(), content: z.string() })),
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticleSchema>;
export const adminHelpArticleListSchema = z.object({
  list: z.array(adminHelpArticleSchema),
  ...pageFields,
});
export type AdminHelpArticleList = z.infer<typeof adminHelpArticleListSchema>;
export const helpArticleReorderRequestSchema = z.object({
  categoryId: id,
  ids: z.array(id).min(1).max(500),
});

// ---------------------------------------------------------------------------------------------------
// Resources (social links, app downloads) and customer service

export const resourceParamsSchema = z.object({ type: z.enum(RESOURCE_TYPES) });
export const resourceRequestSchema = z.object({
  url: contentLinkSchema,
  /** The QR code picture (app downloads). */
  qrCodeUrl: contentImageUrlSchema.nullable().default(null),
  sort: sort.default(0),
});
export type ResourceRequest = z.infer<typeof resourceRequestSchema>;
export const adminResourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  /** False for a type the brand has not set: the site does not show it. */
  configured: z.boolean(),
  url: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type AdminResource = z.infer<typeof adminResourceSchema>;
/** Every resource type, set or not (a short, fixed list: one page). */
export const adminResourceListSchema = z.object({ list: z.array(adminResourceSchema), ...pageFields });
export type AdminResourceList = z.infer<typeof adminResourceListSchema>;

export const customerServiceRequestSchema = z.object({
  /** Live chat for everybody; null removes the customer-service entry from the site. */
  chatUrl: contentLinkSchema.nullable(),
  /** Members above VIP rank 4; null sends them to the live chat. */
  vipUrl: contentLinkSchema.nullable(),
});
export type CustomerServiceRequest = z.infer<typeof customerServiceRequestSchema>;
export const adminCustomerServiceSchema = z.object({
  chatUrl: z.string().nullable(),
  vipUrl: z.string().nullable(),
});
export type AdminCustomerService = z.infer<typeof adminCustomerServiceSchema>;

// ---------------------------------------------------------------------------------------------------
// Images

/** An uploaded image: its address on the site, to put in `imageUrl`, `qrCodeUrl` or rich text. */
export const contentImageValueSchema = z.object({
  url: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
});
export type ContentImageValue = z.infer<typeof contentImageValueSchema>;
export const uploadedImageParamsSchema = z.object({ name: line(64) });
