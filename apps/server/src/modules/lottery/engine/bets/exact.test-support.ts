// Test support for the bet types' tests (never imported by the rules): exact fractions in bigint for
// returns worked out from probabilities, and a seeded random source for reproducible random draws.

/** A non-negative fraction n / d, kept in lowest terms. */
export type Fraction = { n: bigint; d: bigint };

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

export function fraction(n: bigint | number, d: bigint | number = 1n): Fraction {
  const [bn, bd] = [BigInt(n), BigInt(d)];
  const g = gcd(bn, bd) || 1n;
  return bd < 0n ? { n: -bn / g, d: -bd / g } : { n: bn / g, d: bd / g };
}

export const plus = (a: Fraction, b: Fraction) => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const minus = (a: Fraction, b: Fraction) => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const times = (a: Fraction, b: Fraction) => fraction(a.n * b.n, a.d * b.d);
export const sumOf = (list: Fraction[]) => list.reduce(plus, fraction(0));

/** -1, 0 or 1 as a is below, equal to or above b. */
export const compare = (a: Fraction, b: Fraction) => Math.sign(Number(a.n * b.d - b.n * a.d));

/** The fraction as a percentage with `places` decimals, rounded half up: 0.9693 -> '96.93'. */
export function percent(f: Fraction, places: number): string {
  const scale = 10n ** BigInt(places);
  const scaled = (f.n * 100n * scale * 2n + f.d) / (2n * f.d);
  const whole = scaled / scale;
  const rest = (scaled % scale).toString().padStart(places, '0');
  return places > 0 ? `${whole}.${rest}` : `${whole}`;
}

/** True when low% <= f <= high%. */
export const within = (f: Fraction, low: number, high: number) =>
  compare(f, fraction(Math.round(low * 1e4), 1e6)) >= 0 &&
  compare(f, fraction(Math.round(high * 1e4), 1e6)) <= 0;

/** n choose k, exactly. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let ways = 1n;
  for (let i = 1; i <= k; i += 1) ways = (ways * BigInt(n - k + i)) / BigInt(i);
  return ways;
}

/** A seeded source of integers in [0, n): the same seed gives the same draws on every run. */
export function seeded(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * n);
  };
}

/** `count` distinct integers of [low, high], in the order drawn. */
export function distinctDraw(
  random: (n: number) => number,
  count: number,
  low: number,
  high: number,
): number[] {
  const pool = Array.from({ length: high - low + 1 }, (_, i) => low + i);
  for (let i = 0; i < count; i += 1) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
