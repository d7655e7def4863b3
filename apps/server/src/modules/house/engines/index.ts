import type { Rng } from '../fair-stream.js';
import { playBaccarat, type BaccaratBet } from './baccarat.js';
import { playCockfight, type CockfightBet } from './cockfight.js';
import { playDice, type DiceBet } from './dice.js';
import { playFish, type FishBet } from './fish.js';
import type { RoundResult } from './types.js';
import { playRoomDeal, type RoomDealBet } from '../rooms/niuniu.js';
import { playTableDraw, type TableDrawBet } from '../tables/games/index.js';
import { playSlotGame, slotGame, type SlotBet } from '../slots/index.js';
import { fishingGame } from '../fishing/definitions.js';
import { tableGame } from '../tables/catalogue.js';

// The in-house engines: pure functions of the round's fair stream and the bet (amounts in minor units).
// The server plays rounds with them and the verify page recomputes rounds with the same code.

export const HOUSE_ENGINES = ['slot', 'dice', 'fish', 'baccarat', 'cockfight', 'room', 'table'] as const;
export type HouseEngine = (typeof HOUSE_ENGINES)[number];
export const isHouseEngine = (engine: string): engine is HouseEngine =>
  (HOUSE_ENGINES as readonly string[]).includes(engine);

/**
 * Whether a catalogue game code is a game of the engine: a slot, fishing game or table is played by its own
 * definition, and an entry without one is not a game (never a copy of another).
 */
export function isEngineGame(engine: HouseEngine, gameCode: string): boolean {
  switch (engine) {
    case 'slot':
      return slotGame(gameCode) !== undefined;
    case 'fish':
      return fishingGame(gameCode) !== undefined;
    case 'table':
      return tableGame(gameCode) !== undefined;
    default:
      return true;
  }
}

export type EngineBets = {
  slot: SlotBet;
  dice: DiceBet;
  fish: FishBet;
  baccarat: BaccaratBet;
  cockfight: CockfightBet;
  room: RoomDealBet;
  /** A live table's draw, for verifying it (the tables play shared rounds over their socket, tables/). */
  table: TableDrawBet;
};
export type EngineBet = EngineBets[HouseEngine];

/**
 * One round of an engine. The bet must match the engine (the caller has validated it). A slot round plays
 * the definition of its game code (slots/).
 */
export function playEngine<E extends HouseEngine>(
  engine: E,
  rng: Rng,
  bet: EngineBets[E],
  gameCode?: string,
): RoundResult<unknown> {
  switch (engine) {
    case 'slot': {
      const def = gameCode ? slotGame(gameCode) : undefined;
      if (!def) throw new RangeError(`no slot game ${String(gameCode)}`);
      return playSlotGame(def, rng, bet as SlotBet);
    }
    case 'dice':
      return playDice(rng, bet as DiceBet);
    case 'fish':
      return playFish(rng, bet as FishBet);
    case 'baccarat':
      return playBaccarat(rng, bet as BaccaratBet);
    case 'cockfight':
      return playCockfight(rng, bet as CockfightBet);
    case 'room':
      return playRoomDeal(rng, bet as RoomDealBet);
    case 'table':
      return playTableDraw(rng, bet as TableDrawBet);
    default:
      throw new RangeError(`unknown engine ${String(engine)}`);
  }
}

export type { RoundResult } from './types.js';
