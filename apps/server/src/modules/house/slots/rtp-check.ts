import { simulateSlot } from './simulation.js';
import type { SlotDefinition } from './types.js';

// The statistical check of a definition's stated RTP (used by the rtp-*.test.ts files, which split the
// games so that they run in parallel).

/** Spins per game in the tests. */
export const RTP_TEST_SPINS = 1_000_000;

/**
 * Plays `spins` rounds on a fast seeded generator (not the seed of the stated simulation) and gives the
 * tolerance an honest test allows: 4.5 standard deviations of the mean (the definition's deviation per
 * spin), plus the half-width of the stated 99 % interval when the RTP itself comes from a simulation.
 * The hit frequency gets the same treatment (binomial deviation, the stated figure's own error added).
 */
export function rtpCheck(def: SlotDefinition, spins: number, seed: number) {
  const sim = simulateSlot(def, spins, seed);
  const { math } = def;
  const stated = math.interval ? (math.interval[1] - math.interval[0]) / 2 : 0;
  const p = math.hitFrequency;
  const binomial = (n: number) => 4.5 * Math.sqrt((p * (1 - p)) / n);
  return {
    sim,
    rtpMiss: Math.abs(sim.rtp - math.rtp),
    rtpTolerance: (4.5 * math.sd) / Math.sqrt(spins) + stated,
    hitMiss: Math.abs(sim.hitFrequency - p),
    hitTolerance: binomial(spins) + binomial(math.spins) + 0.00005,
  };
}
