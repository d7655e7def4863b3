// Content constants and helpers that need no schema library (the site's first page uses them).

export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_login',
  'w_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/**
 * What a click on a banner does: 0 nothing, 1 a route of the site (`linkUrl` is a path), 2 an external
 * address in a new tab, 3 a promotion's detail (`linkUrl` is the promotion id), 4 the register modal.
 */
export const LINKAGE_TYPES = { none: 0, route: 1, external: 2, promotion: 3, register: 4 } as const;

/** Banner images are 1600x400 (4:1) so the strip keeps its height before they load. */
export const BANNER_SIZE = { width: 1600, height: 400 } as const;

/**
 * Announcement types: B banner, PL player notice (notice bar and notice page), PU pop-up after login,
 * PR promotion notice, H pop-up on the home page for every visitor.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** When a pop-up shows again: B every time, D once a day, O once only (per browser and account). */
export const EXECUTIONS = ['B', 'D', 'O'] as const;
export type Execution = (typeof EXECUTIONS)[number];

/** Social links of the right bar, and the app downloads. */
export const RESOURCE_TYPES = [
  'INSTAGRAM',
  'FACEBOOK',
  'WHATSAPP',
  'TELEGRAM',
  'TELEGRAM2',
  'APP_IOS',
  'APP_ANDROID',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Types of `pathList`: 3 live chat, 5 VIP service (members whose label rank is above 4). */
export const CUSTOMER_SERVICE_TYPES = { chat: '3', vip: '5' } as const;

export const FEEDBACK_TYPES = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'promotion',
  'suggestion',
  'other',
] as const;
export const FEEDBACK_CONTENT = { min: 10, max: 500 } as const;

export const AFFILIATE_CHANNELS = ['website', 'social', 'messenger', 'community', 'other'] as const;

/** Activity states of SPEC section 4, as the site shows them to the one asking. */
export const PROMOTION_STATES = [
  'joinNow',
  'claimPayout',
  'applying',
  'registrationClosed',
  'rejected',
  'issued',
  'claimed',
  'inProgress',
  'signedUp',
  'comingSoon',
] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/**
 * How a member takes part: apply (a form the operator reviews), auto (nothing to do), none (information),
 * deposit (chosen on the deposit page, paid with the deposit).
 */
export const PROMOTION_MODES = ['apply', 'auto', 'none', 'deposit'] as const;

export const PROMOTION_IMAGE_SIZE = { width: 800, height: 400 } as const;

/** The application form: multipart, fields `remark` and up to three `images`. */
export const PROMOTION_APPLICATION = {
  remarkMax: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

export const GAME_CATEGORIES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'DS88',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const VENDOR_LOGO_SIZE = { width: 160, height: 64 } as const;

/**
 * The customer-service path is obfuscated in the answer so that it is not plain text in the page: the
 * UTF-8 bytes XOR-ed with the brand code, base64, reversed. This is not secrecy; the link is public.
 */
export function encodeServicePath(plain: string, key: string): string {
  return transform(plain, key).split('').reverse().join('');
}

export function decodeServicePath(encoded: string, key: string): string {
  const bytes = base64ToBytes(encoded.split('').reverse().join(''));
  const k = new TextEncoder().encode(key || 'x');
  return new TextDecoder().decode(bytes.map((b, i) => b ^ (k[i % k.length] ?? 0)));
}

function transform(plain: string, key: string): string {
  const bytes = new TextEncoder().encode(plain);
  const k = new TextEncoder().encode(key || 'x');
  return bytesToBase64(bytes.map((b, i) => b ^ (k[i % k.length] ?? 0)));
}

function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function base64ToBytes(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** The banner group of each route that shows a banner strip (SPEC section 2). */
export const ROUTE_BANNER_GROUPS: Readonly<Record<string, BannerGroup>> = {
  '/': 'w_home',
  '/index': 'w_home',
  '/index.html': 'w_home',
  '/home': 'w_home',
  '/register': 'w_home',
  '/register.html': 'w_home',
  '/login': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/down': 'w_down',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
};

export const bannerGroupOf = (pathname: string): BannerGroup | null =>
  Object.hasOwn(ROUTE_BANNER_GROUPS, pathname) ? (ROUTE_BANNER_GROUPS[pathname] ?? null) : null;

/**
 * What the server writes into the page it serves (`<script id="boot" type="application/json">`), so that
 * the first render needs no call: the status, and the route's banners and notices in the page's language.
 */
export const BOOT_ELEMENT_ID = 'boot';
/** The cookie the site keeps the interface language in, so the served page can carry the right texts. */
export const LANGUAGE_COOKIE = 'lang';
