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
import type { GamesRepository } from './games.repository.js';
import { slicePage } from '../../db/paging.js';
import { hotGames, matchingGames, gamesOf, type Catalogue } from './catalogue.js';
import { createCatalogueStore } from './catalogue-store.js';
import { CATEGORY_TITLES } from './category-titles.js';
import { createFavouritesService } from './favourites.service.js';
import { catalogueItem, createGameLookup, toItem, type CatalogueItem } from './game-items.js';
import { createLaunchService } from './launch.service.js';
import { createWinnersService } from './winners.service.js';

/** Popular games (settled rounds), without the caller's favourites, which are always read fresh. */
const POPULAR_CACHE_MS = 5_000;
const DAY_MS = 86_400_000;
const HOT_LIMIT = 100;

import type { BeforeLaunch, GameLauncher, LotteryPage } from './launch.service.js';
export type { BeforeLaunch, GameLauncher, LotteryPage } from './launch.service.js';
export { unconnectedLauncher } from './launch.service.js';

type Deps = {
  repo: GamesRepository;
  now?: () => number;
  launcher?: GameLauncher;
  beforeLaunch?: BeforeLaunch;
  lotteryPage?: LotteryPage;
};

/**
 * The games of the brand: this file answers the catalogue (menus, lanes, lists, hot and popular games) and
 * composes the services of the other jobs (favourites and recent games, launch, winners).
 */
export function createGamesService({ repo, now = Date.now, launcher, beforeLaunch, lotteryPage }: Deps) {
  const catalogues = createCatalogueStore({ source: repo, now });
  const popularCache = createTtlCache<{
    source: PopularGames['source'];
    items: (CatalogueItem & { rounds: number; players: number })[];
  }>(POPULAR_CACHE_MS, now);

  function menusOf({ vendors }: Catalogue): GameMenus {
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
  const gameMenus = async (brand: Brand): Promise<GameMenus> => menusOf(await catalogues.get(brand.id));

  const { withFavourites } = createGameLookup(repo);
  return {
    ...createFavouritesService({ repo }),
    ...createLaunchService({ repo, now, launcher, beforeLaunch, lotteryPage }),
    ...createWinnersService({ repo, now }),
    gameMenus,

    /**
     * The brand's games or vendors were written in this process: its next catalogue call reads them again.
     * Writers call it after their commit; other processes see the change within the check interval.
     */
    catalogueChanged(brand: Pick<Brand, 'id'>): void {
      catalogues.changed(brand.id);
    },

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
      const catalogue = await catalogues.get(brand.id);
      const lanes = (query.gameType ? [query.gameType] : GAME_CATEGORIES).flatMap((category) => {
        const cards = catalogue.vendors
          .filter((v) => v.category === category)
          .map((v) => ({
            vassalage: v.code,
            accountTypeId: v.id,
            displayName: v.name,
            smallIcon: v.logoUrl,
            isHot: v.isHot ? 1 : 0,
            gameType: category,
            maintenance: v.maintenance,
            gameCount: gamesOf(catalogue, category, v.code).length,
          }));
        return cards.length > 0
          ? [{ title: CATEGORY_TITLES[category][language], gameClassify: category, cards }]
          : [];
      });
      return { data: { lanes } };
    },

    /** `GCSGAME_getVassGameType`: the vendor's categories and, for slots, classifications with counts. */
    async vendorGameTypes(
      brand: Brand,
      query: { vassalage: string; gameType?: GameCategory | undefined },
    ): Promise<VassGameType> {
      const code = query.vassalage.toUpperCase();
      const catalogue = await catalogues.get(brand.id);
      const vendors = catalogue.vendors.filter(
        (v) => v.code === code && (!query.gameType || v.category === query.gameType),
      );
      if (vendors.length === 0) {
        throw notFound(`The brand has no vendor ${query.vassalage}.`, ERROR_CODES.vendorUnknown);
      }
      const shown = classificationsFor(brand.languages);
      const list = GAME_CATEGORIES.filter((c) => vendors.some((v) => v.category === c)).map((gameType) => {
        const games = gamesOf(catalogue, gameType, code);
        return {
          gameType,
          count: games.length,
          classify: shown.flatMap((gameClassify) => {
            const n = games.filter((g) => g.classify === gameClassify).length;
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
      const matching = matchingGames(await catalogues.get(brand.id), {
        gameType: query.gameType,
        vendorCode: vendorCode === undefined || vendorCode === 'ALL' ? undefined : vendorCode,
        classify: query.gameClassify,
        minBet: query.minBet === undefined ? undefined : majorToMinor(query.minBet),
        minLineNum: query.minLineNum,
        nameText: query.gameName || undefined,
        language,
        fallback: brand.defaultLanguage,
      });
      const { list, totalPages, totalCount } = slicePage(matching, query);
      return {
        games: await withFavourites(
          actor,
          list.map((g) => catalogueItem(brand, language, g)),
        ),
        totalPages,
        totalCount,
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
      const hot = hotGames(
        await catalogues.get(brand.id),
        {
          vendorCode: vendorCode === undefined || vendorCode === 'ALL' ? undefined : vendorCode,
          gameType: query.gameType,
        },
        HOT_LIMIT,
      );
      return {
        list: await withFavourites(
          actor,
          hot.map((g) => catalogueItem(brand, language, g)),
        ),
      };
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
        const hot = hotGames(await catalogues.get(brand.id), {}, query.count);
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
