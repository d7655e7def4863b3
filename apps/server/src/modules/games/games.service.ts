import {
  classificationsFor,
  ERROR_CODES,
  GAME_CATEGORIES,
  majorToMinor,
  POPULAR_GAMES_DAYS,
  type GameCategory,
  type GameClassification,
  type GameItem,
  type GameList,
  type GameMenus,
  type GameVendorResult,
  type Language,
  type MenuVendor,
  type PopularGames,
  type VassGameType,
} from '@platform/contracts';
import { notFound } from '../../lib/errors.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { Actor, Brand } from '../../lib/context.js';
import { containsPattern, type GamesRepository } from './games.repository.js';
import { pageCount, pageOffset } from '../../db/paging.js';
import { CATEGORY_TITLES } from './category-titles.js';
import { createFavouritesService } from './favourites.service.js';
import { createGameLookup, toItem, type CatalogueItem } from './game-items.js';
import { createLaunchService } from './launch.service.js';
import { createWinnersService } from './winners.service.js';

const MENU_CACHE_MS = 5_000;
/** Catalogue answers (without the caller's favourites, which are always read fresh). */
const CATALOGUE_CACHE_MS = 5_000;
const DAY_MS = 86_400_000;
const HOT_LIMIT = 100;

import type { BeforeLaunch, GameLauncher } from './launch.service.js';
export type { BeforeLaunch, GameLauncher } from './launch.service.js';
export { unconnectedLauncher } from './launch.service.js';

type Deps = {
  repo: GamesRepository;
  now?: () => number;
  launcher?: GameLauncher;
  beforeLaunch?: BeforeLaunch;
};

/**
 * The games of the brand: this file answers the catalogue (menus, lanes, lists, hot and popular games) and
 * composes the services of the other jobs (favourites and recent games, launch, winners).
 */
export function createGamesService({ repo, now = Date.now, launcher, beforeLaunch }: Deps) {
  const menuCache = createTtlCache<GameMenus>(MENU_CACHE_MS, now);
  const listCache = createTtlCache<{ items: CatalogueItem[]; total: number }>(CATALOGUE_CACHE_MS, now, 2_000);
  const laneCache = createTtlCache<GameVendorResult>(CATALOGUE_CACHE_MS, now);
  const popularCache = createTtlCache<{
    source: PopularGames['source'];
    items: (CatalogueItem & { rounds: number; players: number })[];
  }>(CATALOGUE_CACHE_MS, now);

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

  const { withFavourites } = createGameLookup(repo);
  return {
    ...createFavouritesService({ repo }),
    ...createLaunchService({ repo, now, launcher, beforeLaunch }),
    ...createWinnersService({ repo, now }),
    gameMenus,

    /** Distinct enabled vendors (a vendor of several categories counts once). */
    async countProviders(brand: Brand): Promise<number> {
      const { menus } = await gameMenus(brand);
      return new Set(menus.flatMap((m) => m.vendors.map((v) => v.vendor))).size;
    },

    /** `GCSGAME_gameVendor`: one lane per category in the site's order, its vendors hot first. */
    async vendorLanes(
      brand: Brand,
      language: Language,
      query: { gameType?: GameCategory | undefined },
    ): Promise<GameVendorResult> {
      const all = await laneCache.get(`${brand.id}:${language}`, async () => {
        const [vendors, counts] = await Promise.all([
          repo.listEnabledVendors(brand.id),
          repo.countGamesByVendor(brand.id),
        ]);
        const countOf = new Map(counts.map((c) => [`${c.gameType}:${c.vendorCode}`, Number(c.count)]));
        return {
          data: {
            lanes: GAME_CATEGORIES.flatMap((category) => {
              const cards = vendors
                .filter((v) => v.category === category)
                .map((v) => ({
                  vassalage: v.code,
                  accountTypeId: v.id,
                  displayName: v.name,
                  smallIcon: v.logoUrl,
                  isHot: v.isHot ? 1 : 0,
                  gameType: category,
                  maintenance: v.maintenance,
                  gameCount: countOf.get(`${category}:${v.code}`) ?? 0,
                }));
              return cards.length > 0
                ? [{ title: CATEGORY_TITLES[category][language], gameClassify: category, cards }]
                : [];
            }),
          },
        };
      });
      if (!query.gameType) return all;
      return { data: { lanes: all.data.lanes.filter((l) => l.gameClassify === query.gameType) } };
    },

    /** `GCSGAME_getVassGameType`: the vendor's categories and, for slots, classifications with counts. */
    async vendorGameTypes(
      brand: Brand,
      query: { vassalage: string; gameType?: GameCategory | undefined },
    ): Promise<VassGameType> {
      const code = query.vassalage.toUpperCase();
      const vendors = (await repo.listEnabledVendors(brand.id)).filter(
        (v) => v.code === code && (!query.gameType || v.category === query.gameType),
      );
      if (vendors.length === 0) {
        throw notFound(`The brand has no vendor ${query.vassalage}.`, ERROR_CODES.vendorUnknown);
      }
      const counts = await repo.countVendorGames(brand.id, code, query.gameType);
      const shown = classificationsFor(brand.languages);
      const list = GAME_CATEGORIES.filter((c) => vendors.some((v) => v.category === c)).map((gameType) => {
        const rows = counts.filter((r) => r.gameType === gameType);
        return {
          gameType,
          count: rows.reduce((s, r) => s + Number(r.count), 0),
          classify: shown.flatMap((gameClassify) => {
            const n = rows
              .filter((r) => r.classify === gameClassify)
              .reduce((s, r) => s + Number(r.count), 0);
            return n > 0 ? [{ gameClassify, count: n }] : [];
          }),
        };
      });
      return {
        vassalage: code,
        displayName: vendors[0]?.name ?? code,
        list,
        totalCount: list.reduce((s, l) => s + l.count, 0),
      };
    },

    /** `GCSGAME_gameList`: the game query of SPEC section 3, one page in the brand's order. */
    async gameList(
      brand: Brand,
      actor: Actor | null,
      language: Language,
      query: {
        gameType?: GameCategory | undefined;
        vassalage?: string | undefined;
        gameClassify?: GameClassification | undefined;
        gameName?: string | undefined;
        minBet?: number | undefined;
        minLineNum?: number | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<GameList> {
      const vendorCode = query.vassalage?.toUpperCase();
      const filter = {
        gameType: query.gameType,
        vendorCode: vendorCode === undefined || vendorCode === 'ALL' ? undefined : vendorCode,
        classify: query.gameClassify,
        minBet: query.minBet === undefined ? undefined : majorToMinor(query.minBet),
        minLineNum: query.minLineNum,
        namePattern: query.gameName ? containsPattern(query.gameName) : undefined,
        language,
        fallback: brand.defaultLanguage,
      };
      const key = JSON.stringify([
        brand.id,
        filter.gameType,
        filter.vendorCode,
        filter.classify,
        query.minBet,
        filter.minLineNum,
        query.gameName ?? '',
        language,
        query.pageNo,
        query.pageSize,
      ]);
      const page = await listCache.get(key, async () => {
        const { rows, total } = await repo.searchGames(brand.id, filter, {
          limit: query.pageSize,
          offset: pageOffset(query),
        });
        return { items: rows.map((r) => toItem(brand, language, r)), total };
      });
      return {
        games: await withFavourites(actor, page.items),
        totalPages: pageCount(page.total, query),
        totalCount: page.total,
      };
    },

    /** `GCSGAME_hotGamesV2`: the brand's hot games, optionally of one vendor or category. */
    async hotGames(
      brand: Brand,
      actor: Actor | null,
      language: Language,
      query: { vassalage?: string | undefined; gameType?: GameCategory | undefined },
    ): Promise<{ list: GameItem[] }> {
      const vendorCode = query.vassalage?.toUpperCase();
      const filter = {
        vendorCode: vendorCode === undefined || vendorCode === 'ALL' ? undefined : vendorCode,
        gameType: query.gameType,
      };
      const key = JSON.stringify(['hot', brand.id, filter.vendorCode, filter.gameType, language]);
      const { items } = await listCache.get(key, async () => {
        const rows = await repo.hotGames(brand.id, filter, HOT_LIMIT);
        return { items: rows.map((r) => toItem(brand, language, r)), total: rows.length };
      });
      return { list: await withFavourites(actor, items) };
    },

    /** `/lgw/games/popular`: most settled rounds over the last 7 days; the hot games before any play. */
    async popularGames(
      brand: Brand,
      actor: Actor | null,
      language: Language,
      query: { count: number },
    ): Promise<PopularGames> {
      const { items, source } = await popularCache.get(`${brand.id}:${language}:${query.count}`, async () => {
        const since = new Date(now() - POPULAR_GAMES_DAYS * DAY_MS);
        const played = await repo.mostPlayed(brand.id, since, query.count);
        if (played.length > 0) {
          return {
            source: 'rounds' as const,
            items: played.map((r) => ({
              ...toItem(brand, language, r),
              rounds: r.rounds,
              players: r.players,
            })),
          };
        }
        const hot = await repo.hotGames(brand.id, {}, query.count);
        return {
          source: 'hot' as const,
          items: hot.map((r) => ({ ...toItem(brand, language, r), rounds: 0, players: 0 })),
        };
      });
      return { list: await withFavourites(actor, items), source };
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
