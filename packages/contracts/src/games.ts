import { pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';
import { line } from './text.js';
import { GAME_CATEGORIES } from './content-constants.js';
import { dateTimeTextSchema } from './content.js';
import {
  GAME_CLASSIFICATIONS,
  GAME_CLIENT_TYPE,
  GAME_PAGE_SIZE,
  GAME_PAGE_SIZE_MAX,
  IS_GAME,
  LOBBY_GAME_CODE,
  POPULAR_GAMES_COUNT,
  POPULAR_GAMES_MAX,
  PRIZE_MODES,
} from './games-constants.js';
import { languageSchema } from './system.js';

// The game catalogue and lobbies (SPEC sections 3, 4, 7): vendor lanes, the game query, hot, popular,
// favourites, recent games and launch. Money is in major units on the wire.
//
// Access: the catalogue reads (`GCSGAME_gameVendor`, `GCSGAME_getVassGameType`, `GCSGAME_gameList`,
// `GCSGAME_hotGamesV2`, `/lgw/games/popular`) answer visitors too, and mark the caller's favourites when a
// session is sent; favourites, recent games and launch need a session; launch opens a trial account only
// the demo of a game that has one (`demo`), which `GCS_gameTrialLaunch` opens for anyone, without a session.

const vendorCode = z.string().trim().min(1).max(32);
const shortText = z.string().trim().max(32);
const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(GAME_PAGE_SIZE, GAME_PAGE_SIZE_MAX);
const clientType = z.coerce.number().int().min(0).max(99).default(GAME_CLIENT_TYPE);

export const gameCategorySchema = z.enum(GAME_CATEGORIES);
export const gameClassifySchema = z.enum(GAME_CLASSIFICATIONS);

/** A minimum bet on the wire: major units, above zero, at most two decimals. */
export const minBetSchema = z.coerce
  .number()
  .positive('minBet must be above zero')
  .max(1_000_000, 'minBet is too large')
  .refine((n) => Math.round(n * 100) / 100 === n, 'minBet has more than two decimals');

// ---------------------------------------------------------------------------------------------------
// GCSGAME_gameVendor: vendor lanes, one per category in the brand's order

export const gameVendorQuerySchema = z.object({
  merchantCode: shortText.optional(),
  /** Only this category's lane. */
  gameType: gameCategorySchema.optional(),
  language: languageSchema.optional(),
});
export type GameVendorQuery = z.infer<typeof gameVendorQuerySchema>;

export const vendorCardSchema = z.object({
  /** Vendor code. */
  vassalage: z.string().max(32),
  /** The vendor's entry id in this category. */
  accountTypeId: z.number().int(),
  displayName: z.string().max(100),
  smallIcon: z.string().max(2000),
  isHot: z.number().int().min(0).max(1),
  gameType: gameCategorySchema,
  maintenance: z.boolean(),
  /** Enabled games of the vendor in this category. */
  gameCount: z.number().int(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorLaneSchema = z.object({
  /** The category's name in the caller's language. */
  title: z.string().max(100),
  /** The category code. */
  gameClassify: gameCategorySchema,
  cards: z.array(vendorCardSchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

export const gameVendorSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type GameVendorResult = z.infer<typeof gameVendorSchema>;

// ---------------------------------------------------------------------------------------------------
// GCSGAME_getVassGameType: a vendor's categories and classifications, with counts

export const vassGameTypeQuerySchema = z.object({
  vassalage: vendorCode,
  gameType: gameCategorySchema.optional(),
  language: languageSchema.optional(),
});
export type VassGameTypeQuery = z.infer<typeof vassGameTypeQuerySchema>;

export const vassGameTypeSchema = z.object({
  vassalage: z.string().max(32),
  displayName: z.string().max(100),
  list: z.array(
    z.object({
      gameType: gameCategorySchema,
      count: z.number().int(),
      /** Classifications of the vendor's games in this category (RNG only), in the site's order. */
      classify: z.array(z.object({ gameClassify: gameClassifySchema, count: z.number().int() })),
    }),
  ),
  totalCount: z.number().int(),
});
export type VassGameType = z.infer<typeof vassGameTypeSchema>;

// ---------------------------------------------------------------------------------------------------
// A game as every list shows it

export const gameItemSchema = z.object({
  id: z.number().int(),
  gameCode: z.string().max(64),
  /** `<vendor>/<gameCode>`, unique in the brand. */
  code: z.string().max(100),
  /** The name in the caller's language (the brand's default language, then any, as fallback). */
  name: z.string().max(200),
  /** Vendor code (the same as `vassalage`). */
  vendor: z.string().max(32),
  vassalage: z.string().max(32),
  gameType: gameCategorySchema,
  isGame: z.enum([IS_GAME.game, IS_GAME.vassalage]),
  /** Lottery entries: the lottery type to open (`LOTT`, `ELOTT`); null otherwise. */
  defaultPlayType: z.string().max(32).nullable(),
  /** The vendor's display name. */
  accountTypeName: z.string().max(100),
  gameClassify: gameClassifySchema.nullable(),
  minBet: z.number(),
  lineNum: z.number().int(),
  imageUrl: z.string().max(2000),
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** The vendor is in maintenance (launch answers 503). */
  maintenance: z.boolean(),
  /** In the caller's favourites; always false for a visitor. */
  favourite: z.boolean(),
  /** The game has a demo: anyone may try it with fun credits (`GCS_gameTrialLaunch`). */
  demo: z.boolean(),
  /** The game is played in card rooms: a launch picks a room first (`GLS2_roomList`, launchGame's `roomId`). */
  rooms: z.boolean(),
});
export type GameItem = z.infer<typeof gameItemSchema>;

// ---------------------------------------------------------------------------------------------------
// GCSGAME_gameList: the game query of SPEC section 3

export const gameListQuerySchema = z.object({
  clientType,
  platform: shortText.optional(),
  channel: shortText.optional(),
  merchant: shortText.optional(),
  gameType: gameCategorySchema.optional(),
  /** Vendor code; absent (or `ALL`) for every vendor. */
  vassalage: vendorCode.optional(),
  gameClassify: gameClassifySchema.optional(),
  /** Part of the name, any case, matched in the caller's language and the brand's default language. */
  gameName: line(100).trim().optional(),
  /** Games whose minimum bet is exactly this (one of MIN_BET_OPTIONS on the site). */
  minBet: minBetSchema.optional(),
  /** Games with at least this many lines. */
  minLineNum: z.coerce.number().int().min(0).max(10_000).optional(),
  pageNo,
  pageSize,
  language: languageSchema.optional(),
});
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gameListSchema = z.object({
  games: z.array(gameItemSchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

// ---------------------------------------------------------------------------------------------------
// GCSGAME_hotGamesV2

export const hotGamesQuerySchema = z.object({
  merchantCode: shortText.optional(),
  isPlatform: z.coerce.number().int().min(0).max(9).optional(),
  vassalage: vendorCode.optional(),
  gameType: gameCategorySchema.optional(),
  platform: shortText.optional(),
  language: languageSchema.optional(),
});
export type HotGamesQuery = z.input<typeof hotGamesQuerySchema>;

export const hotGamesSchema = z.object({ list: z.array(gameItemSchema) });
export type HotGames = z.infer<typeof hotGamesSchema>;

// ---------------------------------------------------------------------------------------------------
// Favourites (MCSFE_*)

export const favouriteIdsQuerySchema = z.object({
  gameType: gameCategorySchema.optional(),
});
/** `MCSFE_getFavoriteGames`: ids of the member's favourite games, newest first. */
export const favouriteIdsSchema = z.object({ list: z.array(z.number().int()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

export const favouriteListQuerySchema = z.object({
  clientType,
  platform: shortText.optional(),
  gameType: gameCategorySchema.optional(),
  pageNo,
  pageSize,
  language: languageSchema.optional(),
});
export type FavouriteListQuery = z.input<typeof favouriteListQuerySchema>;

/** `MCSFE_getFavoriteGamesList`: the member's favourites, newest first. */
export const favouriteListSchema = z.object({
  content: z.array(gameItemSchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** `MCSFE_addFavoriteGame` / `MCSFE_removeFavoriteGame` (POST). `vendor` and `gameType` must match the game. */
export const favouriteActionSchema = z.object({
  nodeId: z.number().int().positive().max(2_147_483_647),
  vendor: vendorCode.optional(),
  gameType: gameCategorySchema.optional(),
});
export type FavouriteAction = z.infer<typeof favouriteActionSchema>;

export const favouriteActionResultSchema = z.object({
  nodeId: z.number().int(),
  favourite: z.boolean(),
});
export type FavouriteActionResult = z.infer<typeof favouriteActionResultSchema>;

// ---------------------------------------------------------------------------------------------------
// GCS_recentGame

export const recentGamesQuerySchema = z.object({
  clientType,
  vassalage: vendorCode.optional(),
  gameType: gameCategorySchema.optional(),
  language: languageSchema.optional(),
  pageNo,
  pageSize,
});
export type RecentGamesQuery = z.input<typeof recentGamesQuerySchema>;

export const recentGameSchema = gameItemSchema.extend({ playedAtStr: dateTimeTextSchema });
export type RecentGame = z.infer<typeof recentGameSchema>;

/** Games the member launched, newest first. */
export const recentGamesSchema = z.object({
  list: z.array(recentGameSchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type RecentGames = z.infer<typeof recentGamesSchema>;

// ---------------------------------------------------------------------------------------------------
// /lgw/games/popular (bare JSON)

export const popularGamesQuerySchema = z.object({
  count: pageSizeQuery(POPULAR_GAMES_COUNT, POPULAR_GAMES_MAX),
  /** Accepted as the site sends it; the list covers every category. */
  prizeMode: shortText.optional(),
  device: shortText.optional(),
  language: languageSchema.optional(),
});
export type PopularGamesQuery = z.input<typeof popularGamesQuerySchema>;

export const popularGameSchema = gameItemSchema.extend({
  /** Settled rounds of the last 7 days; 0 when the list falls back to the hot games. */
  rounds: z.number().int(),
  /** Distinct members who played it in the last 7 days. */
  players: z.number().int(),
});
export type PopularGame = z.infer<typeof popularGameSchema>;

export const popularGamesSchema = z.object({
  list: z.array(popularGameSchema),
  /** `rounds`: from the last 7 days of play; `hot`: no rounds yet, the brand's hot games. */
  source: z.enum(['rounds', 'hot']),
});
export type PopularGames = z.infer<typeof popularGamesSchema>;

// ---------------------------------------------------------------------------------------------------
// /wps/game/launchGame (POST)

export const launchGameSchema = z
  .object({
    gameId: z.number().int().positive().max(2_147_483_647).optional(),
    vendor: vendorCode.optional(),
    gameCode: z.string().trim().min(1).max(64).optional(),
    language: languageSchema.optional(),
    /** The player's seed for provably fair outcomes; drawn for them when absent. */
    clientSeed: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\w.-]+$/, 'clientSeed may hold letters, digits, dot, dash and underscore only')
      .optional(),
    /**
     * The lottery's launch (SPEC section 7): `launchMode` LOTT opens the lottery page, at `lottoGameCode`'s
     * betting view, or at the lobby (`lottoView` lobby, or no game); `lottoArea` VN is the Vietnamese lobby.
     * A lottery entry launched by `gameId` or `vendor` and `gameCode` answers the same page.
     */
    launchMode: z.literal('LOTT').optional(),
    lottoArea: z.string().trim().max(16).optional(),
    lottoPrizeMode: z.enum(PRIZE_MODES).optional(),
    lottoGameCode: z.string().trim().min(1).max(32).optional(),
    lottoView: z.enum(['lobby', 'betting']).optional(),
    /** A card room game (`GLS2_roomList`): the room to sit at. */
    roomId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine(
    (b) =>
      b.gameId !== undefined ||
      (b.vendor !== undefined && b.gameCode !== undefined) ||
      b.launchMode === 'LOTT',
    { message: 'give gameId, or vendor and gameCode, or launchMode LOTT', path: ['gameId'] },
  );
export type LaunchGameRequest = z.infer<typeof launchGameSchema>;

export const launchGameResultSchema = z.object({
  content: z.object({ game_url: z.string().max(4000) }),
});
export type LaunchGameResult = z.infer<typeof launchGameResultSchema>;

// ---------------------------------------------------------------------------------------------------
// /wps/relay/GCS_gameLaunchFB (POST): the in-house sportsbook opened by its entry (docs/sportsbook.md)

/** The in-house sportsbook's vendor code. */
export const SPORTSBOOK_VENDOR = 'FB';
/** The sportsbook's catalogue entry in each of its categories: the sports book, and the e-sports one. */
export const SPORTSBOOK_ENTRY_CODES = { SPORTS: LOBBY_GAME_CODE, ESPORTS: 'esports' } as const;
export type SportsbookCategory = keyof typeof SPORTSBOOK_ENTRY_CODES;

/**
 * The game a vendor entry (a card, a navigation entry) launches in a category: the sportsbook's entry of
 * that category, else the vendor's single lobby game.
 */
export const vendorEntryCodeOf = (vendor: string, gameType: string): string =>
  vendor === SPORTSBOOK_VENDOR && Object.hasOwn(SPORTSBOOK_ENTRY_CODES, gameType)
    ? SPORTSBOOK_ENTRY_CODES[gameType as SportsbookCategory]
    : LOBBY_GAME_CODE;

export const fbLaunchRequestSchema = z.object({
  language: languageSchema.optional(),
  /** Which entry opens: the sports book (the default) or the e-sports one. */
  gameType: z.enum(['SPORTS', 'ESPORTS']).optional(),
});
export type FbLaunchRequest = z.infer<typeof fbLaunchRequestSchema>;

// ---------------------------------------------------------------------------------------------------
// /wps/relay/GCS_gameTrialLaunch (POST, no session needed): a game's demo, played with fun credits
// (decision record 045). Only games with `demo` (the single-player in-house games); answers like launchGame.

export const trialLaunchSchema = z
  .object({
    gameId: z.number().int().positive().max(2_147_483_647).optional(),
    vendor: vendorCode.optional(),
    gameCode: z.string().trim().min(1).max(64).optional(),
    language: languageSchema.optional(),
    /** The player's seed for provably fair outcomes; drawn for them when absent. */
    clientSeed: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\w.-]+$/, 'clientSeed may hold letters, digits, dot, dash and underscore only')
      .optional(),
  })
  .refine((b) => b.gameId !== undefined || (b.vendor !== undefined && b.gameCode !== undefined), {
    message: 'give gameId, or vendor and gameCode',
    path: ['gameId'],
  });
export type TrialLaunchRequest = z.infer<typeof trialLaunchSchema>;

// ---------------------------------------------------------------------------------------------------
// /wps/relay/GLS2_roomList (POST): the rooms of the brand's card room games (docs/house-games.md)

/** Why a room launch was refused (with 404 unknown, 409 full or seated, 422 balance). */
export const ROOM_LAUNCH_ERRORS = {
  unknown: 'room.unknown',
  full: 'room.full',
  balance: 'room.balance',
  seated: 'room.seated',
  required: 'room.required',
} as const;

export const roomListRequestSchema = z.object({
  language: languageSchema.optional(),
  /** Only this game's rooms (`vendor` and `gameCode` together). */
  vendor: vendorCode.optional(),
  gameCode: z.string().trim().min(1).max(64).optional(),
});
export type RoomListRequest = z.infer<typeof roomListRequestSchema>;

export const roomSchema = z.object({
  roomId: z.number().int(),
  code: z.string().max(64),
  level: z.string().max(32),
  /** Major units: a bet is base × 1, 2 or 3. */
  baseBet: z.number(),
  /** The balance needed to sit, major units. */
  minBalance: z.number(),
  /** The house's share of each winner's win, percent. */
  rakePercent: z.number(),
  seatsTaken: z.number().int(),
  seatsTotal: z.number().int(),
  state: z.enum(['waiting', 'playing']),
});
export type Room = z.infer<typeof roomSchema>;

export const roomListSchema = z.object({
  list: z.array(
    z.object({
      /** The catalogue entry that opens the rooms (launchGame with `gameId` and `roomId`). */
      gameId: z.number().int().nullable(),
      vendor: z.string().max(32),
      gameCode: z.string().max(64),
      name: z.string().max(200),
      rooms: z.array(roomSchema),
    }),
  ),
});
export type RoomList = z.infer<typeof roomListSchema>;
