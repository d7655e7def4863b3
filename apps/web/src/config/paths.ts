import type { BannerGroup, GameCategory, LegalKind } from '@platform/contracts';

/** Every route of the site (SPEC section 2), by name. */
export const paths = {
  home: '/',
  index: '/index',
  indexHtml: '/index.html',
  homeAlias: '/home',
  register: '/register',
  registerHtml: '/register.html',
  login: '/login',
  noticePage: '/noticePage',
  vip: '/vip',
  pointMall: '/pointMall',
  live: '/live',
  sports: '/sports',
  esports: '/esports',
  lottery: '/lottery',
  vnlottery: '/vnlottery',
  rng: '/rng',
  fish: '/fish',
  pvp: '/pvp',
  elott: '/elott',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  fbsports: '/fbsports',
  help: '/help',
  helpmc: '/helpmc',
  down: '/down',
  join: '/join',
  game: '/game',
  terms: '/terms',
  privacy: '/privacy',
  responsibleGaming: '/responsible-gaming',
} as const;

/** The page of each legal document (its kind is the server's name for it). */
export const LEGAL_ROUTES: Record<LegalKind, string> = {
  terms: paths.terms,
  privacy: paths.privacy,
  'responsible-gaming': paths.responsibleGaming,
};

/** Routes reachable without a session when the brand sends visitors to log in first. */
export const PUBLIC_WHEN_GUARDED: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/terms',
  '/privacy',
  '/responsible-gaming',
];

export type SitePath = (typeof paths)[keyof typeof paths];

/** What the layout puts around a route: its banner group (none: no strip), footer, right bar, header. */
export type RouteChrome = { banner: BannerGroup | null; header: boolean; footer: boolean; rightBar: boolean };

const FULL = { banner: null, header: true, footer: true, rightBar: true } as const;
const HEADER_ONLY = { banner: null, header: true, footer: false, rightBar: false } as const;
const withBanner = (banner: BannerGroup): RouteChrome => ({ ...FULL, banner });

/** Every route's chrome (SPEC section 2): one table, so no route is forgotten. */
export const ROUTE_CHROME: Record<SitePath, RouteChrome> = {
  '/': withBanner('w_home'),
  '/index': withBanner('w_home'),
  '/index.html': withBanner('w_home'),
  '/home': withBanner('w_home'),
  '/register': withBanner('w_home'),
  '/register.html': withBanner('w_home'),
  '/login': withBanner('w_home'),
  '/noticePage': FULL,
  '/vip': FULL,
  '/pointMall': withBanner('w_shop'),
  '/live': withBanner('w_live'),
  '/sports': withBanner('w_sports'),
  '/esports': withBanner('w_esports'),
  '/lottery': HEADER_ONLY,
  '/vnlottery': HEADER_ONLY,
  '/rng': withBanner('w_rng'),
  '/fish': withBanner('w_fish'),
  '/pvp': withBanner('w_pvp'),
  '/elott': withBanner('w_lott'),
  '/promotions': withBanner('w_promotion'),
  '/promoDetail': FULL,
  '/seamless': HEADER_ONLY,
  '/fbsports': HEADER_ONLY,
  '/help': withBanner('w_help'),
  '/helpmc': { banner: null, header: false, footer: false, rightBar: false },
  '/down': withBanner('w_down'),
  '/join': FULL,
  '/game': HEADER_ONLY,
  '/terms': FULL,
  '/privacy': FULL,
  '/responsible-gaming': FULL,
};

/** The chrome of a location; a path the site does not know (the not-found page) gets the full layout. */
export const chromeOf = (pathname: string): RouteChrome =>
  (ROUTE_CHROME as Record<string, RouteChrome>)[pathname] ?? FULL;

/** The routes whose layout shows the home pop-ups (H notices for every visitor). */
export const isHomePath = (pathname: string) => chromeOf(pathname).banner === 'w_home';

/** Game categories of the home tiles and their pages. */
export const CATEGORY_ROUTES = [
  { category: 'RNG', path: paths.rng },
  { category: 'LIVE', path: paths.live },
  { category: 'FISH', path: paths.fish },
  { category: 'PVP', path: paths.pvp },
  { category: 'SPORTS', path: paths.sports },
  { category: 'ESPORTS', path: paths.esports },
  { category: 'LOTT', path: paths.lottery },
] as const;

/** Where each game category of the navigation leads; the cockfight has no page and launches directly. */
export const CATEGORY_PATHS: Record<GameCategory, string> = {
  RNG: paths.rng,
  LIVE: paths.live,
  FISH: paths.fish,
  PVP: paths.pvp,
  SPORTS: paths.sports,
  ESPORTS: paths.esports,
  LOTT: paths.lottery,
  ELOTT: paths.elott,
  DS88: `${paths.game}?vendor=DS88`,
};

/** A vendor of a category: its tab of the category page (`page`), or the lottery / launch with `vendor`. */
export function vendorPath(category: GameCategory, vendor: string): string {
  const v = encodeURIComponent(vendor);
  if (category === 'DS88') return `${paths.game}?vendor=${v}`;
  if (category === 'LOTT') return `${paths.lottery}?vendor=${v}`;
  return `${CATEGORY_PATHS[category]}?page=${v}`;
}

/** The section pages that show their title until their own issue builds them. */
export const SECTION_PAGES = [
  'noticePage',
  'vip',
  'pointMall',
  'live',
  'sports',
  'esports',
  'lottery',
  'vnlottery',
  'rng',
  'fish',
  'pvp',
  'elott',
  'promotions',
  'promoDetail',
  'seamless',
  'fbsports',
  'help',
  'down',
  'join',
  'game',
] as const;
export type SectionPage = (typeof SECTION_PAGES)[number] | 'helpmc';
