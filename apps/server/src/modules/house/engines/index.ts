import type { Rng } from '../fair-stream.js';
import { playBaccarat, type BaccaratBet } from './baccarat.js';
import { playCockfight, type CockfightBet } from './cockfight.js';
import { playDice, type DiceBet } from './dice.js';
import { playFish, type FishBet } from './fish.js';
import { playSlot, type SlotBet } from './slot.js';
import type { RoundResult } from './types.js';

// The in-house engines: pure functions of the round's fair stream and the bet (amounts in minor units).
// The server plays rounds with them and the verify page recomputes rounds with the same code.

export const HOUSE_ENGINES = ['slot', 'dice', 'fish', 'baccarat', 'cockfight'] as const;
export type HouseEngine = (typeof HOUSE_ENGINES)[number];
export const isHouseEngine = (engine: string): engine is HouseEngine =>
  (HOUSE_ENGINES as readonly string[]).includes(engine);

export type EngineBets = {
  slot: SlotBet;
  dice: DiceBet;
  fish: FishBet;
  baccarat: BaccaratBet;
  cockfight: CockfightBet;
};
export type EngineBet = EngineBets[HouseEngine];

/** One round of an engine. The bet must match the engine (the caller has validated it). */
export function playEngine<E extends HouseEngine>(
  engine: E,
  rng: Rng,
  bet: EngineBets[E],
): RoundResult<unknown> {
  switch (engine) {
    case 'slot':
      return playSlot(rng, bet as SlotBet);
    case 'dice':
      return playDice(rng, bet as DiceBet);
    case 'fish':
      return playFish(rng, bet as FishBet);
    case 'baccarat':
      return playBaccarat(rng, bet as BaccaratBet);
    case 'cockfight':
      return playCockfight(rng, bet as CockfightBet);
    default:
      throw new RangeError(`unknown engine ${String(engine)}`);
  }
}

export type { RoundResult } from './types.js';
