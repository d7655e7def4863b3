import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LEGAL_ROUTES, isHomePath, paths } from '@/config/paths';
import { LEGAL_TITLE_KEYS } from '@/features/legal';

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
 * Every route has its own document title, in the member's language: "Promotions | Royal Lotus", and on
 * the home page the brand with its line.
 */
export function usePageTitle(brand: string) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    const key = pageTitleKey(pathname);
    const name = brand || document.title;
    const line = String(t('home.title'));
    document.title = key === null ? `${name} | ${line}` : `${t(key, { defaultValue: name })} | ${name}`;
  }, [brand, pathname, t, i18n.language]);
}
