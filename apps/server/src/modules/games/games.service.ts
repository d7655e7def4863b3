import { CATEGORY_TITLES } from './category-titles.js';
import {
  ACCOUNT_TYPES,
  classificationsFor,
  ERROR_CODES,
  GAME_CATEGORIES,
  GAME_CLASSIFICATIONS,
  GAME_LAUNCH_ERRORS,
  IS_GAME,
  isLotteryVendor,
  LOTTERY_TYPES,
  majorToMinor,
  minorToMajor,
  POPULAR_GAMES_DAYS,
  type FavouriteAction,
  type FavouriteActionResult,
  type GameCategory,
  type GameClassification,
  type GameItem,
  type GameList,
  type GameMenus,
  type GameVendorResult,
  type Language,
  type MenuVendor,
  type PopularGames,
  type RecentGames,
  type VassGameType,
  type Winner,
  maskUsername,
} from '@platform/contracts';
import { AppError, forbidden } from '../../lib/errors.js';
import { formatDateTime, pickLocalized } from '../../lib/localized.js';
import { createTtlCache } from '../../lib/ttl-cache.js';
import type { Actor } from '../../lib/context.js';
import type { Brand } from '../../lib/context.js';
import { containsPattern, type GameRow, type GamesRepository } from './games.repository.js';
import { pageCount, pageOffset, pageWindow } from '../../db/paging.js';

const MENU_CACHE_MS = 5_000;
const WINNERS_CACHE_MS = 5_000;
/** Catalogue answers (without the caller's favourites, which are always read fresh). */
const CATALOGUE_CACHE_MS = 5_000;
const DAY_MS = 86_400_000;
const HOT_LIMIT = 100;

/** What the game service needs to open a game: the in-house vendor (or a vendor adapter) answers a URL. */
export type GameLauncher = (input: {
  brand: Brand;
  memberId: number;
  /** The site session the game is launched from (a game session ends with it). */
  sessionId: number;
  game: { id: number; vendorCode: string; gameCode: string; gameType: string; engine: string; name: string };
  language: Language;
  clientSeed?: string;
}) => Promise<string>;

/** Runs before a launch (transfer-mode vendors move money to their sub-wallet here). */
export type BeforeLaunch = (brand: Brand, memberId: number, vendorCode: string) => Promise<void>;

const notConnected = (what: string) =>
  new AppError(503, ERROR_CODES.gameNotConnected, `${what} is not connected; it cannot be played yet.`);

/** The launcher until a vendor is wired: every game answers that its vendor is not connected. */
export const unconnectedLauncher: GameLauncher = async ({ game }) => {
  throw notConnected(`The vendor ${game.vendorCode}`);
};

type Deps = {
  repo: GamesRepository;
  now?: () => number;
  launcher?: GameLauncher;
  beforeLaunch?: BeforeLaunch;
};

const unknownGame = () => new AppError(404, ERROR_CODES.gameUnknown, 'No such game.');

/** Catalogue items as cached: everything but the caller's favourite flag. */
type CatalogueItem = Omit<GameItem, 'favourite'>;

export function createGamesService({
  repo,
  now = Date.now,
  launcher = unconnectedLauncher,
  beforeLaunch,
}: Deps) {
  const menuCache = createTtlCache<GameMenus>(MENU_CACHE_MS, now);
  const winnersCache = createTtlCache<Winner[]>(WINNERS_CACHE_MS, now);
  const listCache = createTtlCache<{ items: CatalogueItem[]; total: number }>(CATALOGUE_CACHE_MS, now, 2_000);
  const laneCache = createTtlCache<GameVendorResult>(CATALOGUE_CACHE_MS, now);
  const popularCache = createTtlCache<{
    source: PopularGames['source'];
    items: (CatalogueItem & { rounds: number; players: number })[];
  }>(CATALOGUE_CACHE_MS, now);

  function toItem(brand: Brand, language: Language, row: GameRow): CatalogueItem {
    const lottery = (LOTTERY_TYPES as readonly string[]).includes(row.gameType);
    return {
      id: row.id,
      gameCode: row.gameCode,
      code: `${row.vendorCode}/${row.gameCode}`,
      name: (pickLocalized(row.name, language, brand.defaultLanguage) ?? row.gameCode).slice(0, 200),
      vendor: row.vendorCode,
      vassalage: row.vendorCode,
      gameType: row.gameType as GameCategory,
      isGame: row.isGame === IS_GAME.vassalage ? IS_GAME.vassalage : IS_GAME.game,
      defaultPlayType: lottery ? row.gameType : null,
      accountTypeName: row.vendorName,
      gameClassify: (GAME_CLASSIFICATIONS as readonly string[]).includes(row.classify ?? '')
        ? (row.classify as GameClassification)
        : null,
      minBet: minorToMajor(row.minBet),
      lineNum: row.lineNum,
      imageUrl: row.imageUrl,
      isHot: row.isHot,
      isNew: row.isNew,
      maintenance: row.maintenance,
    };
  }

  /** Adds the caller's favourite flags (one indexed lookup for the games shown). */
  async function withFavourites<T extends CatalogueItem>(
    actor: Actor | null,
    items: T[],
  ): Promise<(T & { favourite: boolean })[]> {
    if (!actor || items.length === 0) return items.map((i) => ({ ...i, favourite: false }));
    const saved = await repo.favouriteAmong(
      actor.memberId,
      items.map((i) => i.id),
    );
    return items.map((i) => ({ ...i, favourite: saved.has(i.id) }));
  }

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

  /** A game the member may act on: the brand's, enabled, its vendor entry enabled. */
  async function visibleGame(brand: Brand, key: { id: number } | { vendorCode: string; gameCode: string }) {
    const game = await repo.findGame(brand.id, key);
    if (!game || !game.enabled || !game.vendorEnabled) throw unknownGame();
    return game;
  }

  return {
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
        throw new AppError(404, ERROR_CODES.vendorUnknown, `The brand has no vendor ${query.vassalage}.`);
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

    /** `MCSFE_getFavoriteGames`: ids of the member's favourites, newest first. */
    async favouriteIds(
      brand: Brand,
      actor: Actor,
      query: { gameType?: GameCategory | undefined },
    ): Promise<{ list: number[] }> {
      return { list: await repo.favouriteIds(brand.id, actor.memberId, query.gameType) };
    },

    /** `MCSFE_getFavoriteGamesList`: a page of the member's favourites, newest first. */
    async favouriteList(
      brand: Brand,
      actor: Actor,
      language: Language,
      query: { gameType?: GameCategory | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.favouriteGames(brand.id, actor.memberId, query.gameType, {
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      return {
        content: rows.map((r) => ({ ...toItem(brand, language, r), favourite: true })),
        totalPages: pageCount(total, query),
        totalCount: total,
      };
    },

    /** Adds a favourite (twice is the same as once). Only a game the brand shows; vendor and type must match. */
    async addFavourite(brand: Brand, actor: Actor, body: FavouriteAction): Promise<FavouriteActionResult> {
      const game = await visibleGame(brand, { id: body.nodeId });
      if (body.vendor !== undefined && body.vendor.toUpperCase() !== game.vendorCode) throw unknownGame();
      if (body.gameType !== undefined && body.gameType !== game.gameType) throw unknownGame();
      await repo.addFavourite(actor.memberId, game.id);
      return { nodeId: game.id, favourite: true };
    },

    /** Removes a favourite; removing one that is not kept changes nothing. */
    async removeFavourite(brand: Brand, actor: Actor, body: FavouriteAction): Promise<FavouriteActionResult> {
      const game = await repo.findGame(brand.id, { id: body.nodeId });
      if (!game) throw unknownGame();
      await repo.removeFavourite(actor.memberId, game.id);
      return { nodeId: game.id, favourite: false };
    },

    /** `GCS_recentGame`: the games the member launched, newest first. */
    async recentGames(
      brand: Brand,
      actor: Actor,
      language: Language,
      query: {
        vassalage?: string | undefined;
        gameType?: GameCategory | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<RecentGames> {
      const vendorCode = query.vassalage?.toUpperCase();
      const { rows, total } = await repo.recentGames(
        brand.id,
        actor.memberId,
        {
          vendorCode: vendorCode === undefined || vendorCode === 'ALL' ? undefined : vendorCode,
          gameType: query.gameType,
        },
        pageWindow(query),
      );
      const items = rows.map((r) => ({
        ...toItem(brand, language, r),
        playedAtStr: formatDateTime(r.playedAt, brand.settings.timeZone),
      }));
      return {
        list: await withFavourites(actor, items),
        totalPages: pageCount(total, query),
        totalCount: total,
      };
    },

    /**
     * `/wps/game/launchGame`: the launch rules of SPEC section 4 on the server. Trial accounts, unknown or
     * disabled games, lottery vendors (they open /lottery), vendor lists (VASSALAGE), vendors in
     * maintenance and vendors not connected are refused; otherwise the game's URL, and the game becomes the
     * member's most recent.
     */
    async launch(
      brand: Brand,
      actor: Actor,
      language: Language,
      body: {
        gameId?: number | undefined;
        vendor?: string | undefined;
        gameCode?: string | undefined;
        clientSeed?: string | undefined;
      },
    ): Promise<{ content: { game_url: string } }> {
      if (actor.type === ACCOUNT_TYPES.trial) {
        throw forbidden(ERROR_CODES.trialForbidden, 'Register or log in with a real account to play.');
      }
      const game = await visibleGame(
        brand,
        body.gameId !== undefined
          ? { id: body.gameId }
          : { vendorCode: (body.vendor ?? '').toUpperCase(), gameCode: body.gameCode ?? '' },
      );
      if (isLotteryVendor(game.vendorCode) || (LOTTERY_TYPES as readonly string[]).includes(game.gameType)) {
        throw new AppError(
          400,
          GAME_LAUNCH_ERRORS.lottery,
          `Lottery games open on the lottery page (/lottery), not through launchGame.`,
        );
      }
      if (game.isGame === IS_GAME.vassalage) {
        throw new AppError(
          400,
          GAME_LAUNCH_ERRORS.vendorList,
          `This entry is the game list of ${game.vendorName}; choose one of its games.`,
        );
      }
      if (game.maintenance) {
        throw new AppError(503, ERROR_CODES.gameMaintenance, `${game.vendorName} is under maintenance.`);
      }
      if (game.engine === 'none') throw notConnected(game.vendorName);
      await beforeLaunch?.(brand, actor.memberId, game.vendorCode);
      const url = await launcher({
        brand,
        memberId: actor.memberId,
        sessionId: actor.sessionId,
        game: {
          id: game.id,
          vendorCode: game.vendorCode,
          gameCode: game.gameCode,
          gameType: game.gameType,
          engine: game.engine,
          name: pickLocalized(game.name, language, brand.defaultLanguage) ?? game.gameCode,
        },
        language,
        ...(body.clientSeed === undefined ? {} : { clientSeed: body.clientSeed }),
      });
      await repo.touchRecent(actor.memberId, game.id, new Date(now()));
      return { content: { game_url: url } };
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
            account: maskUsername(r.username),
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
