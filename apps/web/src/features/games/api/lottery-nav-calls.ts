import {
  API,
  type GameCategory,
  type GameMenus,
  type Language,
  type LotteryGroup,
  type LotteryMenu,
} from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callBare } from '@/lib/api-client';
import { gamesKeys } from './menu-calls';

// The in-house lottery's games as the navigation's lottery dropdowns list them: the lottery's menu call
// (`/lgw` answers bare JSON, hence `callBare`), kept as names and codes only. The header is on the first
// page: this file reads the contracts' lottery types only, never the lottery's schemas or pages.

/** A lottery game of the navigation: its code, its name in the caller's language, its vendor. */
export type NavLotteryGame = { gameCode: string; gameName: string; vendor: string };

/** A lobby group of the navigation (named in the caller's language) with its games. */
export type NavLotteryGroup = { group: LotteryGroup; name: string; games: NavLotteryGame[] };

/** The categories whose dropdown lists the lottery's games instead of vendors. */
export const LOTTERY_CATEGORIES: readonly GameCategory[] = ['LOTT', 'ELOTT'];

export const isLotteryCategory = (category: GameCategory) => LOTTERY_CATEGORIES.includes(category);

/**
 * The menu's groups, in the lobby's order as the call answers them, each game reduced to what the
 * navigation shows.
 */
export function navLotteryGroups(menu: LotteryMenu): NavLotteryGroup[] {
  return menu.groups.map(({ group, name, games }) => ({
    group,
    name,
    games: games.map(({ gameCode, gameName, vendor }) => ({ gameCode, gameName, vendor })),
  }));
}

/**
 * The games a lottery category's dropdown lists: those of the category's vendors (the Vietnamese lottery
 * under LOTT, the fast games and keno under ELOTT); when the menus show LOTT and no ELOTT, every game.
 * Groups left without a game are left out.
 */
export function lotteryGamesOf(
  groups: NavLotteryGroup[],
  category: GameCategory,
  menus: GameMenus['menus'],
): NavLotteryGroup[] {
  const everyGame = category === 'LOTT' && !menus.some((m) => m.gameType === 'ELOTT');
  const vendors = new Set(menus.find((m) => m.gameType === category)?.vendors.map((v) => v.vendor));
  return groups
    .map((g) => ({ ...g, games: g.games.filter((game) => everyGame || vendors.has(game.vendor)) }))
    .filter((g) => g.games.length > 0);
}

/** The lottery's games by group in `language`; asked only once a lottery dropdown has opened (`enabled`). */
export const lotteryNavQuery = (language: Language, enabled: boolean) =>
  queryOptions({
    queryKey: gamesKeys.lotteryGames(language),
    queryFn: async () => navLotteryGroups(await callBare<LotteryMenu>(API.lotteryMenu, { language })),
    staleTime: 5 * 60_000,
    enabled,
  });
