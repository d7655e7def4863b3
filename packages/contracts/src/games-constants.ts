// Game catalogue constants and helpers that need no schema library (the lobby pages use them on the
// first page; decision record 007).

/** Slot classifications (SPEC section 3); `BG` only for a brand that offers Tagalog. */
export const GAME_CLASSIFICATIONS = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];

/** The classifications a brand shows: `BG` only when its languages include Tagalog (`TY`). */
export const classificationsFor = (languages: readonly string[]): GameClassification[] =>
  GAME_CLASSIFICATIONS.filter((c) => c !== 'BG' || languages.includes('TY'));

/** Options of the minimum-bet filter (major units); "all" is no filter. A game matches an option exactly. */
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

/** The slot list's page size, and the largest page a client may ask for. */
export const GAME_PAGE_SIZE = 14;
export const GAME_PAGE_SIZE_MAX = 50;

/** `clientType` the site sends with game calls. */
export const GAME_CLIENT_TYPE = 3;

/** Popular games on the home page: default and largest count. */
export const POPULAR_GAMES_COUNT = 20;
export const POPULAR_GAMES_MAX = 50;
/** Rounds of this many past days make a game popular. */
export const POPULAR_GAMES_DAYS = 7;

/** Lottery vendors open `/lottery`, never `/wps/game/launchGame`. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'] as const;
export const LOTTERY_TYPES = ['LOTT', 'ELOTT'] as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
/** The cockfight vendor: no page of its own, its entry launches directly. */
export const COCKFIGHT_VENDOR = 'DS88';
/** The platform's own game vendor. */
export const HOUSE_VENDOR = 'LOTUS';

export const isLotteryVendor = (vendorCode: string): boolean =>
  (LOTTERY_VENDORS as readonly string[]).includes(vendorCode);

/** `isGame` of a catalogue entry: `GAME` launches, `VASSALAGE` opens the vendor's game list. */
export const IS_GAME = { game: 'GAME', vassalage: 'VASSALAGE' } as const;
export type IsGame = (typeof IS_GAME)[keyof typeof IS_GAME];

/** What runs a game in-house; `none` is a vendor that is not connected (it cannot be launched). */
export const GAME_ENGINES = ['slot', 'dice', 'fish', 'baccarat', 'cockfight', 'none'] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/**
 * Engines with a demo (free play with fun credits, decision record 045): the single-player in-house games.
 * Shared tables and rooms, the lottery and the sportsbook have none.
 */
export const DEMO_ENGINES = ['slot', 'dice', 'fish', 'baccarat'] as const satisfies readonly GameEngine[];
export const hasDemo = (engine: string): boolean => (DEMO_ENGINES as readonly string[]).includes(engine);
/** The fun credits a fun wallet starts with, and a refill tops it up to (major units). */
export const FUN_CREDITS_START = 2_000;
/** A demo game's address (the launch's `game_url`) carries `mode=demo`: the site's frame says "Demo". */
export const DEMO_MODE_PARAM = 'mode=demo';
export const isDemoGameUrl = (url: string): boolean => {
  const query = url.indexOf('?');
  return (
    query >= 0 &&
    url
      .slice(query + 1)
      .split(/[&#]/)
      .includes(DEMO_MODE_PARAM)
  );
};

/** Game tiles are 3:2 SVGs generated with the demo artwork; a title is laid over them in HTML. */
export const GAME_TILE_SIZE = { width: 300, height: 200 } as const;
export const gameTileUrl = (vendorCode: string, gameCode: string) =>
  `/art/games/${vendorCode}/${gameCode}.svg`;

/** Game code of the single lobby entry of a vendor that is one game (sports books, lotteries, cockfight). */
export const LOBBY_GAME_CODE = 'lobby';

/** Categories whose page has vendor tabs (`?page=<vendor>`): a vendor card opens that page. */
export const VENDOR_PAGE_CATEGORIES = ['RNG', 'FISH', 'PVP', 'LIVE'] as const;

/**
 * Where a click on a game or vendor entry leads (SPEC section 4), after the login and trial gates:
 * `lottery` opens /lottery, `vendorPage` stores the vendor and opens its category page (an RNG vendor card
 * opens /rng), `vendorGames` opens the vendor's game list in a pop-up (`isGame` VASSALAGE), `launch` calls
 * `/wps/game/launchGame` and opens /game (the cockfight entry included: it launches directly).
 */
export type LaunchTarget = 'lottery' | 'vendorPage' | 'vendorGames' | 'launch';

export function launchTargetOf(entry: {
  vassalage: string;
  gameType: string;
  isGame?: string;
  /** A vendor card (no game chosen yet) rather than a game. */
  vendorCard?: boolean;
}): LaunchTarget {
  if (isLotteryVendor(entry.vassalage) || (LOTTERY_TYPES as readonly string[]).includes(entry.gameType))
    return 'lottery';
  if (entry.vendorCard && (VENDOR_PAGE_CATEGORIES as readonly string[]).includes(entry.gameType))
    return 'vendorPage';
  if (entry.isGame === IS_GAME.vassalage) return 'vendorGames';
  return 'launch';
}

/**
 * Launch refusals particular to the catalogue (400): a lottery entry opens /lottery, a vendor-list entry
 * (`isGame` VASSALAGE) opens the vendor's game list; neither is launched by `/wps/game/launchGame`.
 */
export const GAME_LAUNCH_ERRORS = {
  lottery: 'game.launch.lottery',
  vendorList: 'game.launch.vendor.list',
} as const;
