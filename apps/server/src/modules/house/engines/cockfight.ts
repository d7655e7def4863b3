import type { Rng } from '../fair-stream.js';
import { ratio, type RoundResult } from './types.js';

// "DS88 Derby": a fight ends Meron (48%), Wala (48%) or Draw (4%), drawn from 100 equally likely values.
// Meron and Wala pay even money (return 2x) and lose on a draw; Draw pays 23 to 1 (returns 24x).
// Every bet returns 96%.

export const COCKFIGHT_SIDES = ['meron', 'wala', 'draw'] as const;
export type CockfightSide = (typeof COCKFIGHT_SIDES)[number];
export const COCKFIGHT = {
  meron: { from: 0, to: 48, returns: 2 },
  wala: { from: 48, to: 96, returns: 2 },
  draw: { from: 96, to: 100, returns: 24 },
} as const;
export const COCKFIGHT_OUTCOMES = 100;

export type CockfightBet = { stake: number; side: CockfightSide };
export type CockfightOutcome = { roll: number; result: CockfightSide; side: CockfightSide };

export const cockfightResult = (roll: number): CockfightSide =>
  COCKFIGHT_SIDES.find((s) => roll >= COCKFIGHT[s].from && roll < COCKFIGHT[s].to)!;

export function playCockfight(rng: Rng, bet: CockfightBet): RoundResult<CockfightOutcome> {
  const roll = rng.int(COCKFIGHT_OUTCOMES);
  const result = cockfightResult(roll);
  const payout = result === bet.side ? bet.stake * COCKFIGHT[bet.side].returns : 0;
  return {
    outcome: { roll, result, side: bet.side },
    stake: bet.stake,
    payout,
    multiplier: ratio(payout, bet.stake),
  };
}
