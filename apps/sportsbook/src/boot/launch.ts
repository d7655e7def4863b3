import { LANGUAGES, type Language } from '@platform/contracts';
import { BOOK_GROUPS, BOOK_SPORTS, type BookGroup, type BookSport } from '../book-constants';

/** Where the book keeps its session token for the tab's life (it leaves the address bar at start). */
export const TOKEN_STORAGE_KEY = 'sportsbook-token';

/** What the page was opened with: `?t=&lang=&theme=&sport=&group=&select=<marketId>~<key>`. */
export type Launch = {
  /** Without `lang`, the book speaks the session's language. */
  language: Language | undefined;
  theme: 'light' | 'dark' | undefined;
  sport: BookSport | undefined;
  group: BookGroup | undefined;
  select: { marketId: string; key: string; fixtureId: number } | undefined;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

/** `<fixtureId>:<type>:<line>~<key>`: the selection a link names, with the fixture its market belongs to. */
export function readSelect(value: string | null): Launch['select'] {
  if (!value) return undefined;
  const split = value.lastIndexOf('~');
  if (split <= 0) return undefined;
  const marketId = value.slice(0, split);
  const key = value.slice(split + 1);
  const fixtureId = Number(marketId.split(':')[0]);
  if (!key || !Number.isSafeInteger(fixtureId) || fixtureId <= 0) return undefined;
  return { marketId, key, fixtureId };
}

/** Reads the launch parameters of an address's query. */
export function readLaunch(search: string): Launch {
  const params = new URLSearchParams(search);
  return {
    language: oneOf(LANGUAGES, params.get('lang')?.toUpperCase() ?? null),
    theme: oneOf(['light', 'dark'] as const, params.get('theme')),
    sport: oneOf(BOOK_SPORTS, params.get('sport')),
    group: oneOf(BOOK_GROUPS, params.get('group')),
    select: readSelect(params.get('select')),
  };
}

/**
 * Moves the session token from the address to the tab's storage, so that it is neither kept in the history
 * nor sent on as a referrer; the rest of the address stays as it was.
 */
export function takeToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('t');
  if (token === null) return;
  sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  url.searchParams.delete('t');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** The book session token, when the page was opened with one. */
export const bookToken = (): string | null => sessionStorage.getItem(TOKEN_STORAGE_KEY);

/** The `theme` parameter sets the page's theme; without it the page follows the device's. */
export function applyTheme(theme: Launch['theme']): void {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}
