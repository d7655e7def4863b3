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
} as const;

/** Routes reachable without a session when the brand sends visitors to log in first. */
export const PUBLIC_WHEN_GUARDED: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/** Game categories of the bottom navigation and their pages. */
export const CATEGORY_ROUTES = [
  { category: 'RNG', path: paths.rng },
  { category: 'LIVE', path: paths.live },
  { category: 'FISH', path: paths.fish },
  { category: 'PVP', path: paths.pvp },
  { category: 'SPORTS', path: paths.sports },
  { category: 'ESPORTS', path: paths.esports },
  { category: 'LOTT', path: paths.lottery },
] as const;

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
