import type { ComponentType, ReactElement } from 'react';
import { matchRoutes, UNSAFE_createBrowserHistory, useRoutes, type RouteObject } from 'react-router';
import { LEGAL_ROUTES, SECTION_PAGES, paths, type SectionPage as Section } from '@/config/paths';
// Imported by path, not from the feature's index, so the first page carries only the listener.
import { listenForInstallPrompt } from '@/features/download/hooks/use-install-prompt';
import { lazyChunk, type ChunkComponent, type ChunkOptions } from '@/lib/chunks';
import { preloadLayout, RootLayout } from './root-layout';
import { withLeaveGuard } from '@/lib/leave-guard';
import { RouteErrorBoundary } from './route-error';

// The strings the public pages use (lib/i18n.ts): the home the site's, the others the section pages' too;
// any other page loads every part with it.
const SITE: ChunkOptions = { strings: ['site'] };
const SECTION: ChunkOptions = { strings: ['site', 'pages'] };
const LOTTERY: ChunkOptions = { strings: ['site', 'lottery'] };
// The game page: the section pages' strings and responsible gaming's (the reality check, the round recall).
const GAME: ChunkOptions = { strings: ['site', 'pages', 'responsible'] };

// Every page is its own chunk, so the first page carries only the home.
const HomePage = lazyChunk(() => import('./pages/home-page'), SITE);
const SectionPage = lazyChunk(() => import('./pages/section-page'), SECTION);
const NotFoundPage = lazyChunk(
  () => import('./pages/section-page').then((m) => ({ default: m.NotFoundPage })),
  SECTION,
);

/** The sections with a page of their own; the others (the games) keep their title until their issue. */
const PAGES: Partial<Record<Section, ComponentType>> = {
  noticePage: lazyChunk(() => import('./pages/notice-page'), SECTION),
  vip: lazyChunk(() => import('./pages/vip-page'), SECTION),
  // A member's points and their dialogs are the member centre's words.
  pointMall: lazyChunk(() => import('./pages/point-mall-page')),
  promotions: lazyChunk(() => import('./pages/promotions-page'), SECTION),
  promoDetail: lazyChunk(() => import('./pages/promo-detail-page'), SECTION),
  help: lazyChunk(() => import('./pages/help-page'), SECTION),
  helpmc: lazyChunk(() => import('./pages/help-page'), SECTION),
  down: lazyChunk(() => import('./pages/down-page'), SECTION),
  join: lazyChunk(() => import('./pages/join-page'), SECTION),
};

// The game pages: one lobby for slots, fishing and card games, one games page for live, sports and
// e-sports (the category is the route's parameter), the in-house games, the FB sports book, the game frame.
const LobbyPage = lazyChunk(() => import('./pages/lobby-page'), SECTION);
const GamesPage = lazyChunk(() => import('./pages/games-page'), SECTION);
const SeamlessPage = lazyChunk(() => import('./pages/seamless-page'), SECTION);
const FbSportsPage = lazyChunk(() => import('./pages/fbsports-page'), SECTION);
const GamePage = lazyChunk(() => import('./pages/game-page'), GAME);
// The in-house lottery: the lobby and betting view (/lottery, /elott the e-lottery's) and the Vietnamese
// lottery's result board, with the lottery's own strings.
const LotteryPage = lazyChunk(() => import('./pages/lottery-page'), LOTTERY);
const VnLotteryPage = lazyChunk(() => import('./pages/vnlottery-page'), LOTTERY);

// The terms of use, privacy policy and responsible gaming: one chunk, imported by path so that the
// feature's index (which the footer uses) stays free of the page and its sanitizer.
const LegalPage = lazyChunk(() => import('@/features/legal/components/legal-page'), SECTION);

const GAME_PAGES: Partial<Record<Section, ReactElement>> = {
  rng: <LobbyPage category="RNG" />,
  fish: <LobbyPage category="FISH" />,
  pvp: <LobbyPage category="PVP" />,
  live: <GamesPage category="LIVE" />,
  sports: <GamesPage category="SPORTS" />,
  esports: <GamesPage category="ESPORTS" />,
  seamless: <SeamlessPage />,
  fbsports: <FbSportsPage />,
  game: <GamePage />,
  lottery: <LotteryPage />,
  elott: <LotteryPage elott />,
  vnlottery: <VnLotteryPage />,
};

const section = (name: Section): RouteObject => {
  const Page = PAGES[name];
  const element = GAME_PAGES[name] ?? (Page ? <Page /> : <SectionPage section={name} />);
  return { path: paths[name], element };
};

/** The route table of SPEC section 2 (history mode): each route's page, in the layout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...[paths.home, paths.index, paths.indexHtml, paths.homeAlias].map((path) => ({
        path,
        element: <HomePage />,
      })),
      ...[paths.register, paths.registerHtml].map((path) => ({
        path,
        element: <HomePage open="register" />,
      })),
      { path: paths.login, element: <HomePage open="login" /> },
      ...SECTION_PAGES.map(section),
      section('helpmc'),
      ...Object.entries(LEGAL_ROUTES).map(([kind, path]) => ({
        path,
        element: <LegalPage kind={kind as keyof typeof LEGAL_ROUTES} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

// A page that fails shows the failure in place of the page, the header and footer still working; the
// layout's own failure shows it alone.
const bounded = (route: RouteObject, whole = false): RouteObject =>
  ({
    ...route,
    element: <RouteErrorBoundary whole={whole}>{route.element}</RouteErrorBoundary>,
    children: route.children?.map((child) => bounded(child)),
  }) as RouteObject;
const boundedRoutes = routes.map((route) => bounded(route, true));

/** The site's pages at the router's location (the browser's `SiteRouter`, the server's `StaticRouter`). */
export function AppRoutes() {
  return useRoutes(boundedRoutes);
}

const isChunk = (type: unknown): type is ChunkComponent<unknown> =>
  typeof type === 'function' && 'preload' in type;

/** Fetches the chunks of a location's page and of the layout around it, for a first render that shows them. */
export async function preloadRoute(pathname: string) {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map((match) => (match.route.element as ReactElement | undefined)?.type)
    .filter(isChunk);
  await Promise.all([preloadLayout(pathname), ...pages.map((page) => page.preload())]);
}

/** The browser's history for the site, whose navigations the game page can hold (lib/leave-guard.tsx). */
export const createSiteHistory = () => {
  // The browser offers installing the app once, early: keep the offer for the download page.
  listenForInstallPrompt();
  return withLeaveGuard(UNSAFE_createBrowserHistory({ v5Compat: true }));
};
