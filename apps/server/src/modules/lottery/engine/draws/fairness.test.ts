import { describe, expect, it } from 'vitest';
import { chiSquareQuantile } from '../../../house/statistics.js';
import type { VnRegion } from '../types.js';
import { CHI_SQUARE_99, chiSquareUniform99, type ChiSquareCheck } from './chi-square.js';
import { drawFor, drawShape, type DrawShape } from './fair-draw.js';
import { seedHash, type Rng } from './fair-source.js';

// Chi-square checks at the 99 % level over 100,000 draws of each game, on the production path: numero i
// of a game is drawn by `drawFor` with server seed SHA-256("lottery-statistics:<game>:<i>") and numero id
// i. The seeds are the first of that fixed sequence, not chosen, so a run is reproducible. Each check is
// also run on a deliberately biased source (the top bits of a word taken modulo n without rejection, the
// bias the fair stream's rejection sampling removes), which the same check must reject.

const DRAWS = 100_000;

/** The results of the first `count` numeros of a game on the statistics seeds. */
function* fairDraws(shape: DrawShape, game: string, count = DRAWS) {
  for (let i = 0; i < count; i++) {
    yield drawFor(shape, seedHash(`lottery-statistics:${game}:${i}`), game, String(i).padStart(6, '0'));
  }
}

/**
 * A biased source: `bits` high bits of a word, modulo n, never rejected. Its words come from a seeded
 * integer hash (the murmur3 finaliser over a counter), not from HMAC: only its bias matters here.
 */
function truncatedModulo(bits: number): Rng {
  let counter = 0x2545f491;
  const word = () => {
    counter = (counter + 0x9e3779b9) | 0;
    let z = Math.imul(counter ^ (counter >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  return { int: (n: number) => (word() >>> (32 - bits)) % n };
}
function* biasedDraws(shape: DrawShape, bits: number, count = DRAWS) {
  const rng = truncatedModulo(bits);
  for (let i = 0; i < count; i++) yield drawShape(shape, rng);
}

const allPass = (checks: ChiSquareCheck[]) => checks.every((c) => c.passes);
const figures = (checks: ChiSquareCheck[]) => checks.map((c) => Number(c.statistic.toFixed(2)));

describe('the 0.99 chi-square quantiles', () => {
  it('match the table (checked against the numerical quantile of the house statistics)', () => {
    for (const [df, value] of Object.entries(CHI_SQUARE_99))
      expect(chiSquareQuantile(0.99, Number(df))).toBeCloseTo(value, 2);
  });

  it('reject counts far from equal and accept equal ones', () => {
    expect(chiSquareUniform99(Array(10).fill(1000)).passes).toBe(true);
    const skewed = chiSquareUniform99([1200, ...Array(9).fill(1000)]);
    expect(skewed.statistic).toBeCloseTo((1200 - 1020) ** 2 / 1020 + (9 * 20 ** 2) / 1020, 9);
    expect(skewed.passes).toBe(false);
    expect(() => chiSquareUniform99(Array(7).fill(1))).toThrow(RangeError);
  });
});

/** Per position: the digit counts (df 9); and the last two positions together, 00-99 (df 99). */
function digits5Checks(draws: Iterable<ReturnType<typeof drawFor>>) {
  const byPosition = Array.from({ length: 5 }, () => new Float64Array(10));
  const lastTwo = new Float64Array(100);
  for (const r of draws) {
    if (r.kind !== 'digits5') throw new Error('expected a five-digit draw');
    r.digits.forEach((d, p) => byPosition[p]![d]!++);
    lastTwo[r.digits[3]! * 10 + r.digits[4]!]!++;
  }
  return { positions: byPosition.map(chiSquareUniform99), lastTwo: chiSquareUniform99(lastTwo) };
}

describe('five-digit draws', () => {
  it('have uniform digits in each position over 100,000 draws', () => {
    const { positions, lastTwo } = digits5Checks(fairDraws({ kind: 'digits5' }, 'FAST1'));
    console.info('digits5 positions', figures(positions), 'last two', figures([lastTwo]));
    expect(positions.map((c) => c.total)).toEqual(Array(5).fill(DRAWS));
    expect(allPass(positions)).toBe(true);
    expect(lastTwo.passes).toBe(true);
  });

  it('are rejected from a biased source', () => {
    const { positions, lastTwo } = digits5Checks(biasedDraws({ kind: 'digits5' }, 6));
    console.info('biased digits5 positions', figures(positions));
    expect(positions.every((c) => !c.passes)).toBe(true);
    expect(lastTwo.passes).toBe(false);
  });
});

/** Each ball's count over all draws (df 79), and the first ball drawn (df 79). */
function kenoChecks(draws: Iterable<ReturnType<typeof drawFor>>) {
  const balls = new Float64Array(80);
  const first = new Float64Array(80);
  for (const r of draws) {
    if (r.kind !== 'keno') throw new Error('expected a keno draw');
    for (const x of r.numbers) balls[x - 1]!++;
    first[r.numbers[0]! - 1]!++;
  }
  return { balls: chiSquareUniform99(balls), first: chiSquareUniform99(first) };
}

describe('keno draws', () => {
  it('draw every ball equally often over 100,000 draws', () => {
    const { balls, first } = kenoChecks(fairDraws({ kind: 'keno' }, 'KENO5'));
    console.info('keno balls', figures([balls]), 'first ball', figures([first]));
    expect(balls.total).toBe(20 * DRAWS);
    expect(balls.passes).toBe(true);
    expect(first.passes).toBe(true);
  });

  it('are rejected from a biased source', () => {
    const { balls, first } = kenoChecks(biasedDraws({ kind: 'keno' }, 7));
    console.info('biased keno balls', figures([balls]), 'first ball', figures([first]));
    expect(balls.passes).toBe(false);
    expect(first.passes).toBe(false);
  });
});

/**
 * Digits of a region's numbers by place (units, tens, ... up to the six-digit special prize, df 9 each),
 * and the last two digits of every number, 00-99 (df 99).
 */
function vnChecks(region: VnRegion, draws: Iterable<ReturnType<typeof drawFor>>) {
  const places = Array.from({ length: region === 'north' ? 5 : 6 }, () => new Float64Array(10));
  const lastTwo = new Float64Array(100);
  for (const r of draws) {
    if (r.kind !== 'vn' || r.region !== region) throw new Error(`expected a ${region} draw`);
    for (const { numbers } of r.prizes)
      for (const n of numbers) {
        const last = n.length - 1;
        // Digit characters as numbers: '0' is char code 48.
        for (let place = 0; place <= last; place++) places[place]![n.charCodeAt(last - place) - 48]!++;
        lastTwo[(n.charCodeAt(last - 1) - 48) * 10 + n.charCodeAt(last) - 48]!++;
      }
  }
  return { places: places.map(chiSquareUniform99), lastTwo: chiSquareUniform99(lastTwo) };
}

describe.each([
  ['north', 27],
  ['south', 18],
] as const)('Vietnamese %s draws', (region, numbers) => {
  it('have uniform digits in every place over 100,000 draws', () => {
    const { places, lastTwo } = vnChecks(region, fairDraws({ kind: 'vn', region }, `VN_${region}`));
    console.info(`vn ${region} places (units first)`, figures(places), 'last two', figures([lastTwo]));
    expect(places[0]!.total).toBe(numbers * DRAWS);
    expect(allPass(places)).toBe(true);
    expect(lastTwo.passes).toBe(true);
  });

  it('are rejected from a biased source', () => {
    const { places, lastTwo } = vnChecks(region, biasedDraws({ kind: 'vn', region }, 20));
    console.info(`biased vn ${region} places (units first)`, figures(places), 'last two', figures([lastTwo]));
    expect(allPass(places)).toBe(false);
    // Five-digit numbers read from 20 bits favour leading digits 0-4: the highest place is rejected.
    expect(places.at(-1)!.passes).toBe(false);
  });
});
