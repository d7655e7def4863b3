import { playSlotRound } from './engine.js';
import type { SlotDefinition, SlotVolatility } from './types.js';
import { xorshiftRng } from './xorshift.js';

/** z of the two-sided 99 % interval. */
export const Z99 = 2.5758293035489;

export interface SlotSimulation {
  spins: number;
  rtp: number;
  /** The 99 % confidence interval of the RTP. */
  interval: [number, number];
  hitFrequency: number;
  /** Standard deviation of a spin's return per unit staked. */
  sd: number;
  /** The largest win seen, in stakes. */
  maxSeen: number;
  /** Share of spins that start free spins / the hold-and-win. */
  freeSpinRate: number;
  holdAndWinRate: number;
  cappedRate: number;
}

/** Volatility class by the standard deviation per unit stake: below 3, 6, 12, and above. */
export const volatilityOf = (sd: number): SlotVolatility =>
  sd < 3 ? 'low' : sd < 6 ? 'medium' : sd < 12 ? 'high' : 'very high';

/** Plays `spins` rounds of a game on a seeded fast generator (coin 1), without building outcomes. */
export function simulateSlot(def: SlotDefinition, spins: number, seed: number): SlotSimulation {
  const rng = xorshiftRng(seed);
  let sum = 0;
  let sumSq = 0;
  let hits = 0;
  let max = 0;
  let free = 0;
  let hold = 0;
  let capped = 0;
  for (let i = 0; i < spins; i++) {
    const { payout, stake, outcome } = playSlotRound(def, rng, { coin: 1 }, false);
    const x = payout / stake;
    sum += x;
    sumSq += x * x;
    if (payout > 0) hits++;
    if (x > max) max = x;
    if (outcome.freeSpins) free++;
    if (outcome.holdAndWin) hold++;
    if (outcome.capped) capped++;
  }
  const rtp = sum / spins;
  const sd = Math.sqrt(Math.max(0, sumSq / spins - rtp * rtp));
  const half = (Z99 * sd) / Math.sqrt(spins);
  return {
    spins,
    rtp,
    interval: [rtp - half, rtp + half],
    hitFrequency: hits / spins,
    sd,
    maxSeen: max,
    freeSpinRate: free / spins,
    holdAndWinRate: hold / spins,
    cappedRate: capped / spins,
  };
}
