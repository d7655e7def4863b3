import { useSyncExternalStore } from 'react';
import type { SbSport } from '@platform/contracts';
import { BOOK_SPORTS } from './book-constants';

/** The book's pages, kept in the address's hash so that the back button and a reload keep the place. */
export type Route =
  | { page: 'sports' | 'esports' | 'live'; sport?: SbSport; league?: string }
  | { page: 'fixture'; fixtureId: number }
  | { page: 'bets' }
  | { page: 'results' };

export function readRoute(hash: string): Route {
  const [page, second, third] = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  if (page === 'fixture') {
    const fixtureId = Number(second);
    if (Number.isSafeInteger(fixtureId) && fixtureId > 0) return { page, fixtureId };
  }
  if (page === 'bets' || page === 'results') return { page };
  if (page === 'sports' || page === 'esports' || page === 'live') {
    const sport = BOOK_SPORTS.find((s) => s === second);
    return { page, ...(sport ? { sport } : {}), ...(sport && third ? { league: third } : {}) };
  }
  return { page: 'sports' };
}

export function hashOf(route: Route): string {
  switch (route.page) {
    case 'fixture':
      return `#/fixture/${route.fixtureId}`;
    case 'bets':
    case 'results':
      return `#/${route.page}`;
    default:
      return ['#', route.page, route.sport, route.sport && route.league]
        .filter((part): part is string => Boolean(part))
        .map((part, i) => (i === 0 ? part : encodeURIComponent(part)))
        .join('/');
  }
}

export function go(route: Route): void {
  window.location.hash = hashOf(route);
}

const subscribe = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};
const snapshot = () => window.location.hash;

export function useRoute(): Route {
  return readRoute(useSyncExternalStore(subscribe, snapshot, () => ''));
}
