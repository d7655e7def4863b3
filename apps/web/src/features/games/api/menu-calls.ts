import { API, type GameMenus, type MenuVendor } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { callBare } from '@/lib/api-client';

export const gamesKeys = {
  menus: (language: string) => ['games', 'menus', language] as const,
  winners: (language: string) => ['games', 'winners', language] as const,
  featuredMatches: (language: string) => ['games', 'featuredMatches', language] as const,
  homeStats: () => ['games', 'homeStats'] as const,
  bestRebate: () => ['games', 'bestRebate'] as const,
  lotteryGames: (language: string) => ['games', 'lotteryGames', language] as const,
};

/** `/lgw` answers bare JSON (SPEC), hence `callBare`. */
export const getGameMenus = () => callBare<GameMenus>(API.gameMenus);

export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.menus(language),
    queryFn: getGameMenus,
    staleTime: 10 * 60_000,
  });

export function useGameMenus() {
  const language = useLanguage();
  return useQuery(gameMenusQuery(language));
}

/** The vendors of the footer strip: every category's, once per vendor code, lottery feeds (TCG) left out. */
export function stripVendors(menus: GameMenus | undefined): MenuVendor[] {
  const byCode = new Map<string, MenuVendor>();
  for (const menu of menus?.menus ?? []) {
    for (const vendor of menu.vendors) {
      if (vendor.vendor.startsWith('TCG') || byCode.has(vendor.vendor)) continue;
      byCode.set(vendor.vendor, vendor);
    }
  }
  return [...byCode.values()];
}
