import { describe, expect, it } from 'vitest';
import type { KenoResult } from '../types.js';
import {
  binomial,
  distinctDraw,
  fraction,
  percent,
  plus,
  seeded,
  sumOf,
  times,
  within,
  type Fraction,
} from './exact.test-support.js';
import { KENO_SUM_MIDPOINT, kenoOddEven, kenoPicks, kenoSumBigSmall } from './keno.js';
import { DEFAULT_PAYTABLES, KENO_PICKS, type KenoPicks } from './paytables.js';

const LOTT = DEFAULT_PAYTABLES.Lott;
const ALL_DRAWS = binomial(80, 20);
const drawOf = (numbers: number[]): KenoResult => ({ kind: 'keno', numbers });
const pickType = (n: KenoPicks) => kenoPicks[n - 1]!;

/** The chance of h hits for n picks: C(n, h) C(80 - n, 20 - h) / C(80, 20). */
const hitChance = (n: number, h: number) => fraction(binomial(n, h) * binomial(80 - n, 20 - h), ALL_DRAWS);

describe('keno picks', () => {
  it('pay every cell of the table: draws made with exactly h hits', () => {
    const random = seeded(7);
    for (const n of KENO_PICKS) {
      const type = pickType(n);
      for (let h = 0; h <= n; h += 1) {
        const shuffled = distinctDraw(random, 80, 1, 80);
        const picks = shuffled.slice(0, n);
        const draw = [...picks.slice(0, h), ...shuffled.slice(n, n + 20 - h)];
        const parsed = type.parse({ numbers: picks });
        if (!parsed.ok) throw new Error(parsed.refusal.message);
        const odds = LOTT.keno.picks[n][h]!;
        expect(type.settle(parsed.selection, drawOf(draw), LOTT)).toEqual({
          payout: odds,
          wins: odds > 0 ? 1 : 0,
          refunds: 0,
        });
        expect(type.units(parsed.selection)).toBe(1);
      }
    }
  });

  it('agree with a naive count of hits on 5,000 random draws for each number of picks', () => {
    const random = seeded(11);
    for (const n of KENO_PICKS)
      for (let round = 0; round < 5000; round += 1) {
        const draw = distinctDraw(random, 20, 1, 80);
        const picks = distinctDraw(random, n, 1, 80);
        const marked = Array.from({ length: 81 }, () => false);
        for (const x of draw) marked[x] = true;
        let hits = 0;
        for (const x of picks) if (marked[x]) hits += 1;
        const parsed = pickType(n).parse({ numbers: picks });
        if (!parsed.ok) throw new Error(parsed.refusal.message);
        expect(pickType(n).settle(parsed.selection, drawOf(draw), LOTT).payout).toBe(
          LOTT.keno.picks[n][hits],
        );
      }
  });

  it('return on random draws what the hypergeometric chances say (pick 3, 40,000 draws, within 4 standard errors)', () => {
    const random = seeded(13);
    const odds = LOTT.keno.picks[3];
    const mean = sumOf(odds.map((o, h) => times(hitChance(3, h), fraction(o))));
    const square = sumOf(odds.map((o, h) => times(hitChance(3, h), fraction(o * o))));
    const deviation = Math.sqrt(Number(square.n) / Number(square.d) - (Number(mean.n) / Number(mean.d)) ** 2);
    const parsed = pickType(3).parse({ numbers: [8, 31, 77] });
    if (!parsed.ok) throw new Error(parsed.refusal.message);
    const rounds = 40_000;
    let total = 0;
    for (let i = 0; i < rounds; i += 1)
      total += pickType(3).settle(parsed.selection, drawOf(distinctDraw(random, 20, 1, 80)), LOTT).payout;
    const error = Math.abs(total / rounds - Number(mean.n) / Number(mean.d));
    expect(error).toBeLessThan((4 * deviation) / Math.sqrt(rounds));
  });

  it('default tables return 94% (Lott) and 92% (Elott), worked out from the hypergeometric chances', () => {
    const stated = {
      Lott: [
        '94.0000',
        '93.9778',
        '93.9917',
        '93.9971',
        '94.0000',
        '94.0000',
        '94.0000',
        '94.0000',
        '94.0000',
        '94.0000',
      ],
      Elott: [
        '92.0000',
        '91.9335',
        '91.8827',
        '91.7960',
        '91.9364',
        '91.8753',
        '91.8109',
        '91.8471',
        '91.8275',
        '91.7949',
      ],
    };
    for (const [mode, low, high] of [
      ['Lott', 93.9, 94],
      ['Elott', 91.7, 92],
    ] as const)
      for (const n of KENO_PICKS) {
        const odds = DEFAULT_PAYTABLES[mode].keno.picks[n];
        expect(odds).toHaveLength(n + 1);
        expect(sumOf(odds.map((_, h) => hitChance(n, h)))).toEqual(fraction(1));
        const rtp = sumOf(odds.map((o, h) => times(hitChance(n, h), fraction(o, 100))));
        expect(within(rtp, low, high), `${mode} pick ${n}: ${percent(rtp, 4)}`).toBe(true);
        expect(percent(rtp, 4)).toBe(stated[mode][n - 1]);
      }
  });
});

/** How many sets of `size` numbers of 1 to `top` have each sum (index = sum), counted number by number. */
function sumCounts(top: number, size: number): bigint[][] {
  const highest = (top * (top + 1)) / 2;
  const ways = Array.from({ length: size + 1 }, () => Array.from({ length: highest + 1 }, () => 0n));
  ways[0]![0] = 1n;
  for (let x = 1; x <= top; x += 1)
    for (let k = Math.min(x, size); k >= 1; k -= 1)
      for (let s = highest; s >= x; s -= 1) ways[k]![s]! += ways[k - 1]![s - x]!;
  return ways;
}

describe('keno big/small and odd/even', () => {
  it('count sums exactly (checked against every set of 3 numbers of 1 to 12)', () => {
    const small = sumCounts(12, 3)[3]!;
    const listed = Array.from({ length: small.length }, () => 0n);
    for (let a = 1; a <= 12; a += 1)
      for (let b = a + 1; b <= 12; b += 1) for (let c = b + 1; c <= 12; c += 1) listed[a + b + c]! += 1n;
    expect(small).toEqual(listed);
  });

  const sums = sumCounts(80, 20)[20]!;
  const chanceOf = (test: (s: number) => boolean) =>
    fraction(
      sums.reduce((t, c, s) => (test(s) ? t + c : t), 0n),
      ALL_DRAWS,
    );
  const big = chanceOf((s) => s > KENO_SUM_MIDPOINT);
  const small = chanceOf((s) => s < KENO_SUM_MIDPOINT);
  const tie = chanceOf((s) => s === KENO_SUM_MIDPOINT);
  const oddChance = (test: (odd: number) => boolean) =>
    sumOf(
      Array.from({ length: 21 }, (_, o) =>
        test(o) ? fraction(binomial(40, o) * binomial(40, 20 - o), ALL_DRAWS) : fraction(0),
      ),
    );
  const moreOdd = oddChance((o) => o > 10);
  const moreEven = oddChance((o) => o < 10);
  const even = oddChance((o) => o === 10);

  it('default odds return, refunds included: big/small 97.0132% (Lott) 95.0220% (Elott); odd/even 96.8130%, 95.2195%', () => {
    expect(plus(plus(big, small), tie)).toEqual(fraction(1));
    expect(big).toEqual(small);
    expect(percent(tie, 4)).toBe('0.4396');
    expect(plus(plus(moreOdd, moreEven), even)).toEqual(fraction(1));
    expect(percent(even, 3)).toBe('20.324');
    const rtp = (win: Fraction, refund: Fraction, odds: number) =>
      plus(times(win, fraction(odds, 100)), refund);
    const figures = (mode: 'Lott' | 'Elott') => {
      const keno = DEFAULT_PAYTABLES[mode].keno;
      return [
        rtp(big, tie, keno.sumBigSmall),
        rtp(small, tie, keno.sumBigSmall),
        rtp(moreOdd, even, keno.oddEven),
        rtp(moreEven, even, keno.oddEven),
      ].map((f) => percent(f, 4));
    };
    expect(figures('Lott')).toEqual(['97.0132', '97.0132', '96.8130', '96.8130']);
    expect(figures('Elott')).toEqual(['95.0220', '95.0220', '95.2195', '95.2195']);
  });

  it('settle as a naive reading of random and hand-made draws, with ties refunded', () => {
    const random = seeded(17);
    const draws = Array.from({ length: 5000 }, () => distinctDraw(random, 20, 1, 80));
    const oneToTen = Array.from({ length: 10 }, (_, i) => i + 1);
    draws.push([...oneToTen, ...oneToTen.map((x) => x + 70)]); // sum 810, ten odd: both tie
    draws.push(Array.from({ length: 20 }, (_, i) => 2 * i + 1)); // all odd, sum 400: small
    draws.push(Array.from({ length: 20 }, (_, i) => 80 - 2 * i)); // all even, sum 1220: big
    let ties = 0;
    for (const draw of draws) {
      const total = draw.reduce((t, x) => t + x, 0);
      const odd = draw.filter((x) => x % 2 === 1).length;
      for (const side of ['big', 'small'] as const) {
        const expected =
          total === 810
            ? { payout: 100, wins: 0, refunds: 1 }
            : total > 810 === (side === 'big')
              ? { payout: 194, wins: 1, refunds: 0 }
              : { payout: 0, wins: 0, refunds: 0 };
        expect(kenoSumBigSmall.settle({ side }, drawOf(draw), LOTT)).toEqual(expected);
      }
      for (const side of ['odd', 'even'] as const) {
        const expected =
          odd === 10
            ? { payout: 100, wins: 0, refunds: 1 }
            : odd > 10 === (side === 'odd')
              ? { payout: 192, wins: 1, refunds: 0 }
              : { payout: 0, wins: 0, refunds: 0 };
        expect(kenoOddEven.settle({ side }, drawOf(draw), LOTT)).toEqual(expected);
      }
      if (total === 810) ties += 1;
    }
    expect(ties).toBeGreaterThan(0);
  });
});
