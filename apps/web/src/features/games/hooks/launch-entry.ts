import {
  launchTargetOf,
  type GameCategory,
  type GameItem,
  type IsGame,
  type LaunchTarget,
} from '@platform/contracts';
import { paths } from '@/config/paths';

// What a launch starts from, and the addresses it leads to. Kept apart from the launch itself, so that the
// navigation (on the first page) carries only these and loads the rules on the first click.

/** Something a player can click to play: a game of the catalogue, or a vendor (card, navigation entry). */
export type LaunchEntry = {
  vassalage: string;
  gameType: GameCategory;
  name: string;
  /** A game of the catalogue, launched by its id. */
  id?: number;
  gameCode?: string;
  isGame?: IsGame;
  defaultPlayType?: string | null;
  maintenance?: boolean;
  /** A vendor card or navigation entry: no game chosen yet. */
  vendorCard?: boolean;
  /** The game has a demo (fun credits): a trial account opens it instead of the trial dialog. */
  demo?: boolean;
  /** A card room game: a launch opens the room picker, which launches again with the room chosen. */
  rooms?: boolean;
  /** The room chosen in the room picker (`GLS2_roomList`). */
  roomId?: number;
};

/**
 * What a launch did: stopped at a gate, moved to a page, opened the pop-up or the room picker, opened the
 * game, or failed.
 */
export type LaunchOutcome =
  'login' | 'trial' | 'lottery' | 'vendorPage' | 'vendorGames' | 'rooms' | 'launched' | 'failed';

export const gameEntry = (game: GameItem): LaunchEntry => ({
  vassalage: game.vassalage,
  gameType: game.gameType,
  name: game.name,
  id: game.id,
  gameCode: game.gameCode,
  isGame: game.isGame,
  defaultPlayType: game.defaultPlayType,
  maintenance: game.maintenance,
  demo: game.demo,
  rooms: game.rooms,
});

export const vendorEntry = (
  vendor: string,
  gameType: GameCategory,
  name: string,
  maintenance = false,
): LaunchEntry => ({ vassalage: vendor, gameType, name, maintenance, vendorCard: true });

/** Where an entry leads after the gates (SPEC section 4; the rule is the contracts'). */
export const launchRoute = (entry: LaunchEntry): LaunchTarget => launchTargetOf(entry);

export const lotteryPath = (entry: LaunchEntry): string => {
  const query = new URLSearchParams();
  if (entry.gameCode) query.set('gameCode', entry.gameCode);
  query.set('vendor', entry.vassalage);
  if (entry.defaultPlayType) query.set('playType', entry.defaultPlayType);
  return `${paths.lottery}?${query.toString()}`;
};

/** The vendor and game a launched game is (the frame's round recall asks by them). */
export type LaunchedGame = { vendorCode: string; gameCode: string };

export const gamePath = (url: string, name: string, game?: LaunchedGame): string =>
  `${paths.game}?${new URLSearchParams({ url, name, ...game }).toString()}`;

/** The key of an entry while it launches (its tile shows a spinner). */
export const entryKey = (entry: LaunchEntry) => `${entry.vassalage}/${entry.id ?? entry.gameType}`;
/** The key of a game's demo while it launches. */
export const demoKey = (entry: LaunchEntry) => `demo:${entryKey(entry)}`;
