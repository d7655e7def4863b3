import {
  API,
  GAME_CLIENT_TYPE,
  GAME_PAGE_SIZE,
  IS_GAME,
  type FavouriteActionResult,
  type FbLaunchRequest,
  type FavouriteIds,
  type FavouriteList,
  type GameCategory,
  type GameClassification,
  type GameItem,
  type GameList,
  type GameVendorResult,
  type HotGames,
  type Language,
  type LaunchGameResult,
  type RecentGames,
  type LaunchGameRequest,
  type PopularGames,
  type SportsbookCategory,
  type TrialLaunchRequest,
} from '@platform/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, callBare } from '@/lib/api-client';

// The catalogue calls of the lobbies (SPEC section 7). Answers are typed with the contracts' types and not
// parsed again: the server validated them (decision record 007).

/** What the lobby's list is filtered by; `null` is "any". */
export type GameFilters = {
  gameType: GameCategory | null;
  vendor: string | null;
  classify: GameClassification | null;
  minBet: number | null;
  search: string;
};

export const catalogueKeys = {
  all: ['catalogue'] as const,
  lanes: (language: Language, gameType: GameCategory | null, token: string | null) =>
    ['catalogue', 'lanes', language, gameType, token !== null] as const,
  list: (language: Language, filters: GameFilters, token: string | null) =>
    ['catalogue', 'list', language, filters, token] as const,
  hot: (language: Language, gameType: GameCategory | null, vendor: string | null, token: string | null) =>
    ['catalogue', 'hot', language, gameType, vendor, token] as const,
  popular: (language: Language, count: number) => ['catalogue', 'popular', language, count] as const,
  vendorGames: (language: Language, vendor: string, gameType: GameCategory | null, token: string | null) =>
    ['catalogue', 'vendorGames', language, vendor, gameType, token] as const,
  /** Everything that is the member's own; dropped when the session changes. */
  member: (token: string | null) => ['catalogue', 'member', token] as const,
  favouriteIds: (token: string | null) => ['catalogue', 'member', token, 'favouriteIds'] as const,
  favourites: (token: string | null, language: Language, gameType: GameCategory | null) =>
    ['catalogue', 'member', token, 'favourites', language, gameType] as const,
  recent: (token: string | null, language: Language, gameType: GameCategory | null, vendor: string | null) =>
    ['catalogue', 'member', token, 'recent', language, gameType, vendor] as const,
};

const opt = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

export const getLanes = (language: Language, gameType: GameCategory | null) =>
  call<GameVendorResult>(API.gameVendor, { query: { gameType: opt(gameType), language } });

export const getGameList = (
  language: Language,
  filters: GameFilters,
  pageNo: number,
  pageSize = GAME_PAGE_SIZE,
) =>
  call<GameList>(API.gameList, {
    query: {
      clientType: GAME_CLIENT_TYPE,
      gameType: opt(filters.gameType),
      vassalage: opt(filters.vendor),
      gameClassify: opt(filters.classify),
      minBet: opt(filters.minBet),
      gameName: filters.search.trim() || undefined,
      pageNo,
      pageSize,
      language,
    },
  });

export const getHotGames = (language: Language, gameType: GameCategory | null, vendor: string | null) =>
  call<HotGames>(API.hotGames, {
    query: { isPlatform: 2, gameType: opt(gameType), vassalage: opt(vendor), language },
  });

/**
 * The games most played in the last 7 days (the brand's hot games before there are rounds). `/lgw`
 * answers bare JSON (SPEC), hence `callBare`.
 */
export const getPopularGames = (language: Language, count: number) =>
  callBare<PopularGames>(API.popularGames, { count, language });

export const getFavouriteIds = () => call<FavouriteIds>(API.favouriteGames);

export const getFavourites = (language: Language, gameType: GameCategory | null, pageNo: number) =>
  call<FavouriteList>(API.favouriteGamesList, {
    query: {
      clientType: GAME_CLIENT_TYPE,
      gameType: opt(gameType),
      pageNo,
      pageSize: GAME_PAGE_SIZE,
      language,
    },
  });

export const getRecentGames = (
  language: Language,
  gameType: GameCategory | null,
  vendor: string | null,
  pageNo: number,
) =>
  call<RecentGames>(API.recentGames, {
    query: {
      clientType: GAME_CLIENT_TYPE,
      gameType: opt(gameType),
      vassalage: opt(vendor),
      pageNo,
      pageSize: GAME_PAGE_SIZE,
      language,
    },
  });

export const setFavourite = (game: Pick<GameItem, 'id' | 'vendor' | 'gameType'>, favourite: boolean) =>
  call<FavouriteActionResult>(favourite ? API.favouriteAdd : API.favouriteRemove, {
    method: 'POST',
    body: { nodeId: game.id, vendor: game.vendor, gameType: game.gameType },
  });

/**
 * A game by its id (a card room game with its room), or a vendor's game by its code (a vendor entry opens
 * the vendor's lobby game).
 */
export type LaunchRequest =
  | (Required<Pick<LaunchGameRequest, 'gameId'>> & Pick<LaunchGameRequest, 'roomId'>)
  | Required<Pick<LaunchGameRequest, 'vendor' | 'gameCode'>>;

export const launchGame = (request: LaunchRequest, language: Language) =>
  call<LaunchGameResult>(API.launchGame, { method: 'POST', body: { ...request, language } });

/** A game's demo with fun credits (no session needed; a member's own fun credits with one). */
export const trialLaunch = (gameId: number, language: Language) =>
  call<LaunchGameResult>(API.gameTrialLaunch, {
    method: 'POST',
    body: { gameId, language } satisfies TrialLaunchRequest,
  });

/** The in-house sportsbook opened by its entry: the sports book, or the e-sports one. */
export const launchFb = (gameType: SportsbookCategory, language: Language) =>
  call<LaunchGameResult>(API.gameLaunchFB, {
    method: 'POST',
    body: { gameType, language } satisfies FbLaunchRequest,
  });

// ---------------------------------------------------------------------------------------------------
// Query options

export const lanesQuery = (language: Language, gameType: GameCategory | null, token: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.lanes(language, gameType, token),
    queryFn: async () => (await getLanes(language, gameType)).data.lanes,
    staleTime: 5 * 60_000,
  });

/** A page of any paged game list, as the lobby shows it. */
export type GamePage = { games: GameItem[]; totalPages: number; totalCount: number; pageNo: number };

/**
 * A paged list: page 1, then the page after the last loaded one until the answer's `totalPages`. A list is
 * not kept once nothing shows it (gcTime 0): changing vendor, filter, search or tab starts again from
 * page 1 with an empty list (SPEC section 4).
 */
const pagedQuery = (queryKey: readonly unknown[], fetchPage: (pageNo: number) => Promise<GamePage>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    gcTime: 0,
  });

/** The lobby's list with every filter applied by the server. */
export const gameListQuery = (language: Language, filters: GameFilters, token: string | null) =>
  pagedQuery(catalogueKeys.list(language, filters, token), async (pageNo) => ({
    ...(await getGameList(language, filters, pageNo)),
    pageNo,
  }));

export const favouritesQuery = (language: Language, gameType: GameCategory | null, token: string | null) =>
  pagedQuery(catalogueKeys.favourites(token, language, gameType), async (pageNo) => {
    const page = await getFavourites(language, gameType, pageNo);
    return { games: page.content, totalPages: page.totalPages, totalCount: page.totalCount, pageNo };
  });

export const recentGamesQuery = (
  language: Language,
  gameType: GameCategory | null,
  vendor: string | null,
  token: string | null,
) =>
  pagedQuery(catalogueKeys.recent(token, language, gameType, vendor), async (pageNo) => {
    const page = await getRecentGames(language, gameType, vendor, pageNo);
    return { games: page.list, totalPages: page.totalPages, totalCount: page.totalCount, pageNo };
  });

/** The hot list: cached, one request, no paging (SPEC section 4). */
export const hotGamesQuery = (
  language: Language,
  gameType: GameCategory | null,
  vendor: string | null,
  token: string | null,
) =>
  queryOptions({
    queryKey: catalogueKeys.hot(language, gameType, vendor, token),
    queryFn: async () => (await getHotGames(language, gameType, vendor)).list,
    staleTime: 5 * 60_000,
  });

export const popularGamesQuery = (language: Language, count: number) =>
  queryOptions({
    queryKey: catalogueKeys.popular(language, count),
    queryFn: () => getPopularGames(language, count),
    staleTime: 5 * 60_000,
  });

export const favouriteIdsQuery = (token: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.favouriteIds(token),
    queryFn: async () => new Set((await getFavouriteIds()).list),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** The games of one vendor (its pop-up list, a vendor card's launch): the first 50, launchable ones. */
export const VENDOR_GAMES_LIMIT = 50;
export const vendorGamesQuery = (
  language: Language,
  vendor: string,
  gameType: GameCategory | null,
  token: string | null,
) =>
  queryOptions({
    queryKey: catalogueKeys.vendorGames(language, vendor, gameType, token),
    queryFn: async () => {
      const page = await getGameList(
        language,
        { gameType, vendor, classify: null, minBet: null, search: '' },
        1,
        VENDOR_GAMES_LIMIT,
      );
      return page.games.filter((g) => g.isGame === IS_GAME.game);
    },
    staleTime: 60_000,
  });
