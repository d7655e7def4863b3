import type { GameItem } from '@platform/contracts';
import type { GameFilters } from '../api/catalogue-calls';

/** The lists of a lobby (SPEC section 2): every game, the hot ones, the member's saved and recent games. */
export const LOBBY_TABS = ['all', 'hot', 'saved', 'recent'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

/** Saved and recent games are the member's own: a visitor has only "all" and "hot". */
export const tabsFor = (signedIn: boolean): LobbyTab[] =>
  signedIn ? [...LOBBY_TABS] : LOBBY_TABS.filter((t) => t === 'all' || t === 'hot');

/** The tab shown: one a visitor may not see falls back to "all". */
export const visibleTab = (tab: LobbyTab, signedIn: boolean): LobbyTab =>
  tabsFor(signedIn).includes(tab) ? tab : 'all';

/**
 * Whether a game of a list the server does not filter (hot, saved, recent) matches the lobby's filters,
 * as the server's game query would: vendor, classification, exact minimum bet, part of the name.
 */
export function matchesFilters(game: GameItem, filters: GameFilters): boolean {
  if (filters.gameType && game.gameType !== filters.gameType) return false;
  if (filters.vendor && game.vassalage !== filters.vendor) return false;
  if (filters.classify && game.gameClassify !== filters.classify) return false;
  if (filters.minBet !== null && Math.round(game.minBet * 100) !== Math.round(filters.minBet * 100))
    return false;
  const search = filters.search.trim().toLocaleLowerCase();
  return !search || game.name.toLocaleLowerCase().includes(search);
}

/**
 * The identity of a lobby's list: the tab and every filter. When it changes the list starts again from
 * page 1 with nothing in it (SPEC section 4); the list queries are keyed by it.
 */
export const listIdentity = (tab: LobbyTab, filters: GameFilters): string => JSON.stringify([tab, filters]);
