import { fairRng, nodeHmac } from '../../../house/index.js';

// The sandbox's randomness: the platform's provably fair stream (HMAC-SHA256 keyed by the feed's seed,
// one stream per label), so the same seed and label give the same draws in every process and after every
// restart.

/** Draws from one labelled stream. */
export type FeedRng = {
  /** A uniform number in [0, 1). */
  unit(): number;
  /** A uniform integer in [0, n). */
  int(n: number): number;
  /** A uniform integer in [min, max]. */
  between(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** The waiting time to the next arrival of a Poisson process of the given rate (per unit of time). */
  exponential(rate: number): number;
  /** A shuffled copy of the items. */
  shuffle<T>(items: readonly T[]): T[];
};

const TWO_32 = 0x1_0000_0000;

/** The stream of `label` under `seed`. */
export function feedRng(seed: string, label: string): FeedRng {
  const words = fairRng(nodeHmac, seed, label, 0);
  const unit = () => words.int(TWO_32) / TWO_32;
  return {
    unit,
    int: (n) => words.int(n),
    between: (min, max) => min + words.int(max - min + 1),
    chance: (p) => unit() < p,
    exponential: (rate) => -Math.log(1 - unit()) / rate,
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = words.int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}
