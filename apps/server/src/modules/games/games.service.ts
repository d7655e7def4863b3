import {
  GAME_CATEGORIES,
  minorToMajor,
  type GameCategory,
  type GameMenus,
  type MenuVendor,
  type Winner,
} from '@platform/contracts';
import { formatDateTime } from '../../lib/localized.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { Brand } from '../system/brand.js';
import type { GamesRepository } from './games.repository.js';

const MENU_CACHE_MS = 5_000;
const WINNERS_CACHE_MS = 5_000;

type Deps = {
  repo: Pick<GamesRepository, 'listEnabledVendors' | 'listWinningRounds'>;
  now?: () => number;
};

/** `player01` -> `pl***01`; a name too short to keep four letters shows its first one only. */
export function maskAccount(username: string): string {
  if (username.length < 5) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

export function createGamesService({ repo, now = Date.now }: Deps) {
  const menuCache = createTtlCache<GameMenus>(MENU_CACHE_MS, now);
  const winnersCache = createTtlCache<Winner[]>(WINNERS_CACHE_MS, now);

  async function loadMenus(brand: Brand): Promise<GameMenus> {
    const vendors = await repo.listEnabledVendors(brand.id);
    const byCategory = new Map<string, MenuVendor[]>();
    for (const v of vendors) {
      const list = byCategory.get(v.category) ?? [];
      list.push({
        vendor: v.code,
        displayName: v.name,
        logo: v.logoUrl,
        logoWhite: v.logoWhiteUrl,
        isHot: v.isHot ? 1 : 0,
        maintenance: v.maintenance,
      });
      byCategory.set(v.category, list);
    }
    return {
      menus: GAME_CATEGORIES.flatMap((gameType) => {
        const list = byCategory.get(gameType);
        return list ? [{ gameType, vendors: list }] : [];
      }),
    };
  }

  /** The vendors of each game category in the site's category order; categories without one are left out. */
  const gameMenus = (brand: Brand): Promise<GameMenus> =>
    menuCache.get(String(brand.id), () => loadMenus(brand));

  return {
    gameMenus,

    /** Distinct enabled vendors (a vendor of several categories counts once). */
    async countProviders(brand: Brand): Promise<number> {
      const { menus } = await gameMenus(brand);
      return new Set(menus.flatMap((m) => m.vendors.map((v) => v.vendor))).size;
    },

    /** The latest wins of the brand's members (payout above stake), names masked. */
    async winners(
      brand: Brand,
      query: { gameCategory: GameCategory | 'ALL'; limitNum: number },
    ): Promise<{ list: Winner[] }> {
      const gameType = query.gameCategory === 'ALL' ? null : query.gameCategory;
      const list = await winnersCache.get(`${brand.id}:${query.gameCategory}:${query.limitNum}`, async () => {
        const rounds = await repo.listWinningRounds(brand.id, gameType, query.limitNum);
        return rounds.map((r) => ({
          vo: {
            account: maskAccount(r.username),
            gameName: r.gameName.slice(0, 100),
            vendor: r.vendorCode,
            gameType: r.gameType,
            winAmount: minorToMajor(r.payout - r.stake),
            betAmount: minorToMajor(r.stake),
            dateStr: formatDateTime(r.settledAt, brand.settings.timeZone),
          },
        }));
      });
      return { list };
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
