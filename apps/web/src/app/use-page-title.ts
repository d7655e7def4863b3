import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LEGAL_ROUTES, isHomePath, paths } from '@/config/paths';
// By path, not from the feature's index: the first page carries the titles' keys only.
import { LEGAL_TITLE_KEYS } from '@/features/legal/components/legal-titles';

/** The legal documents' titles live with their pages (`legalPage.titles.*`). */
const LEGAL_TITLES = new Map<string, string>(
  Object.entries(LEGAL_ROUTES).map(([kind, path]) => [
    path,
    LEGAL_TITLE_KEYS[kind as keyof typeof LEGAL_ROUTES],
  ]),
);

/** Each route's name (its key in `paths`), by path. */
const NAMES = new Map<string, string>(Object.entries(paths).map(([name, path]) => [path, name]));

/** The words of a route's title (the `pages.*` titles of the sections); null for the home page. */
export function pageTitleKey(pathname: string): string | null {
  if (pathname === paths.register || pathname === paths.registerHtml) return 'header.register';
  if (pathname === paths.login) return 'header.login';
  if (isHomePath(pathname)) return null;
  const legal = LEGAL_TITLES.get(pathname);
  if (legal) return legal;
  const name = NAMES.get(pathname);
  return name ? `pages.${name}` : 'pages.notFound';
}

/**
 * A route's document title, in the member's language: "Promotions | Royal Lotus", and on the home page the
 * brand with its line.
 */
export function pageTitle(t: TFunction, brand: string, pathname: string): string {
  const key = pageTitleKey(pathname);
  const line = String(t('home.title'));
  return key === null
    ? `${brand} | ${line}`
    : `${t(key as 'home.title', { defaultValue: brand })} | ${brand}`;
}

/**
 * Keeps the document's title that of the route (the server renders the first one into the page). A legal
 * document's title is in the section pages' strings: until they arrive the title in place stays, and it
 * follows them when they do.
 */
export function usePageTitle(brand: string) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [parts, setParts] = useState(0);
  useEffect(() => {
    const added = () => setParts((n) => n + 1);
    i18n.store.on('added', added);
    return () => i18n.store.off('added', added);
  }, [i18n]);
  useEffect(() => {
    const key = pageTitleKey(pathname);
    if (key !== null && !i18n.exists(key)) return;
    document.title = pageTitle(t, brand || document.title, pathname);
  }, [brand, pathname, t, i18n, i18n.language, parts]);
}
