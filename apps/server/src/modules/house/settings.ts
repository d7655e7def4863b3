import { DICE_RTP_BASIS_POINTS } from './engines/dice.js';
import type { HouseEngine } from './engines/index.js';
import { fishingGame } from './fishing/definitions.js';
import { HOUSE_MAX_STAKE } from './house.contracts.js';
import { BET_MULTIPLIERS, MAX_HAND_MULTIPLIER } from './rooms/niuniu.js';
import { SLOT_FIGURES } from './slots/games/figures.js';
import { tableGame } from './tables/catalogue.js';

// What of an in-house game a brand may set, and what its engine fixes. The engines read a game's minimum
// bet (`games.min_bet`) at every bet and a card room's row at every round; the largest stake, the live
// tables' limits and every game's mathematics (its RTP) are the engine's own, stated and verifiable.

/** The largest stake of one round of a slot, dice, fishing, baccarat or cockfight game (major units). */
export { HOUSE_MAX_STAKE };

export type HouseGameFigures = {
  /** Whether the engine plays with the brand's minimum bet (`games.min_bet`). */
  minBetEditable: boolean;
  /** The limits the engine fixes (a live table's), in major units. */
  fixedLimits: { minBet: number; maxBet: number } | null;
  rtp: number | null;
  rtpSource: 'exact' | 'simulation' | 'paytable' | null;
  bettingSeconds: number | null;
};

/** What the engine of a catalogue game reads from the brand and what it fixes. */
export function houseGameFigures(engine: HouseEngine, gameCode: string): HouseGameFigures {
  const none = { fixedLimits: null, rtp: null, rtpSource: null, bettingSeconds: null } as const;
  switch (engine) {
    case 'slot': {
      const math = SLOT_FIGURES[gameCode];
      return {
        ...none,
        minBetEditable: true,
        rtp: math?.rtp ?? null,
        rtpSource: math?.method ?? null,
      };
    }
    case 'dice':
      return { ...none, minBetEditable: true, rtp: DICE_RTP_BASIS_POINTS / 10_000, rtpSource: 'paytable' };
    case 'fish': {
      const game = fishingGame(gameCode);
      return {
        ...none,
        minBetEditable: true,
        rtp: game ? game.rtpBp / 10_000 : null,
        rtpSource: game ? 'exact' : null,
      };
    }
    case 'baccarat':
    case 'cockfight':
      return { ...none, minBetEditable: true };
    case 'table': {
      const table = tableGame(gameCode);
      return {
        ...none,
        minBetEditable: false,
        fixedLimits: table ? { minBet: table.minBet, maxBet: table.maxBet } : null,
        bettingSeconds: table ? table.bettingMs / 1000 : null,
      };
    }
    case 'room':
      // A card room game's stakes are its rooms' base bets (set per room).
      return { ...none, minBetEditable: false };
    default:
      return { ...none, minBetEditable: false };
  }
}

/**
 * The least balance a card room may ask of a member to sit: what the banker can lose in one round, every
 * other seat betting the largest multiplier and winning with the best hand (minor units).
 */
export const roomMinBalanceFloor = (baseBet: bigint, seats: number): bigint =>
  baseBet * BigInt(MAX_HAND_MULTIPLIER * Math.max(...BET_MULTIPLIERS)) * BigInt(Math.max(0, seats - 1));
