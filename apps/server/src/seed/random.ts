// Deterministic pseudo-random numbers for the demo data: the same data on every run.

/** Numbers in [0, 1) from a seed, with helpers. */
export type Random = (() => number) & {
  /** An integer from `lo` to `hi`, both included. */
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  /** Picks from [value, weight] pairs. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T;
  shuffle<T>(list: readonly T[]): T[];
};

/** Deterministic pseudo-random numbers (mulberry32) seeded from a string. */
export function random(seed: string): Random {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rand = next as Random;
  rand.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  rand.pick = (list) => list[Math.floor(next() * list.length)]!;
  rand.weighted = (pairs) => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = next() * total;
    for (const [value, w] of pairs) {
      r -= w;
      if (r < 0) return value;
    }
    return pairs[pairs.length - 1]![0];
  };
  rand.shuffle = (list) => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return rand;
}
