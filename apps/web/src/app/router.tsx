import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SECTION_PAGES, paths, type SectionPage as Section } from '@/config/paths';
import { RootLayout } from './root-layout';

const HomePage = lazy(() => import('./pages/home-page'));
const SectionPage = lazy(() => import('./pages/section-page'));
const NotFoundPage = lazy(() => import('./pages/section-page').then((m) => ({ default: m.NotFoundPage })));

const section = (name: Section): RouteObject => ({
  path: paths[name],
  element: <SectionPage section={name} />,
});

/** The route table of SPEC section 2 (history mode). */
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
