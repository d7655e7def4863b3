import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LEGAL_ROUTES, SECTION_PAGES, paths, type SectionPage as Section } from '@/config/paths';
// Imported by path, not from the feature's index, so the first page carries only the listener.
import { listenForInstallPrompt } from '@/features/download/hooks/use-install-prompt';
import { lazyChunk } from '@/lib/chunks';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page is its own chunk, so the first page carries only the home.
const HomePage = lazyChunk(() => import('./pages/home-page'));
const SectionPage = lazyChunk(() => import('./pages/section-page'));
const NotFoundPage = lazyChunk(() =>
  import('./pages/section-page').then((m) => ({ default: m.NotFoundPage })),
);

/** The sections with a page of their own; the others (the games) keep their title until their issue. */
const PAGES: Partial<Record<Section, ComponentType>> = {
  noticePage: lazyChunk(() => import('./pages/notice-page')),
  vip: lazyChunk(() => import('./pages/vip-page')),
  pointMall: lazyChunk(() => import('./pages/point-mall-page')),
  promotions: lazyChunk(() => import('./pages/promotions-page')),
  promoDetail: lazyChunk(() => import('./pages/promo-detail-page')),
  help: lazyChunk(() => import('./pages/help-page')),
  helpmc: lazyChunk(() => import('./pages/help-page')),
  down: lazyChunk(() => import('./pages/down-page')),
  join: lazyChunk(() => import('./pages/join-page')),
};

// The game pages: one lobby for slots, fishing and card games, one games page for live, sports and
// e-sports (the category is the route's parameter), the in-house games, the FB sports book, the game frame.
const LobbyPage = lazyChunk(() => import('./pages/lobby-page'));
const GamesPage = lazyChunk(() => import('./pages/games-page'));
const SeamlessPage = lazyChunk(() => import('./pages/seamless-page'));
const FbSportsPage = lazyChunk(() => import('./pages/fbsports-page'));
const GamePage = lazyChunk(() => import('./pages/game-page'));

// The terms of use, privacy policy and responsible gaming: one chunk, imported by path so that the
// feature's index (which the footer uses) stays free of the page and its sanitizer.
const LegalPage = lazyChunk(() => import('@/features/legal/components/legal-page'));

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
};

const section = (name: Section): RouteObject => {
  const Page = PAGES[name];
  const element = GAME_PAGES[name] ?? (Page ? <Page /> : <SectionPage section={name} />);
  return { path: paths[name], element };
};

// A route whose page fails shows the failure in place of the page, the header and footer still working.
const withErrorPage = (route: RouteObject): RouteObject => ({ ...route, errorElement: <RouteError /> });

/** The route table of SPEC section 2 (history mode). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError whole />,
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
    ].map(withErrorPage),
  },
];

export const createRouter = () => {
  // The browser offers installing the app once, early: keep the offer for the download page.
  listenForInstallPrompt();
  return createBrowserRouter(routes);
};
