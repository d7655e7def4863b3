import { describe, expect, it } from 'vitest';
import type { Digits5Result } from '../types.js';
import type { BetType } from './bet-type.js';
import {
  d5Group3,
  d5Group6,
  d5Position,
  d5PositionBigSmall,
  d5PositionOddEven,
  d5Sum,
  d5SumBigSmall,
  d5SumOddEven,
  d5ThreeStraight,
  d5TwoStraight,
} from './digits5.js';
import { fraction, percent, within, type Fraction } from './exact.test-support.js';
import { DEFAULT_PAYTABLES } from './paytables.js';

// Every five-digit rule is checked on all 100,000 results against a count written another way: each
// result as its printed text ('04719'), each selection spelled out as the list of its units, and a unit
// winning when its text equals the result's.

const ALL = Array.from({ length: 100_000 }, (_, i) => String(i).padStart(5, '0'));
const resultOf = (text: string): Digits5Result => ({ kind: 'digits5', digits: [...text].map(Number) });
const RESULTS = ALL.map(resultOf);

/** The text of a part: positions are counted from 1. */
const part = (text: string, positions: number[]) => positions.map((p) => text[p - 1]).join('');
const sorted = (text: string) => [...text].sort().join('');
const digitSum = (text: string) => [...text].reduce((s, c) => s + c.charCodeAt(0) - 48, 0);

/** How many units are this text. */
const count = (units: string[], text: string) => units.filter((u) => u === text).length;

/** Every string of one digit from each list, in order. */
const product = (lists: number[][]): string[] =>
  lists.reduce<string[]>((acc, l) => acc.flatMap((prefix) => l.map((d) => prefix + String(d))), ['']);

/** Every way to take k of the list, as arrays. */
const subsets = <T>(list: T[], k: number): T[][] =>
  k === 0 ? [[]] : list.flatMap((x, i) => subsets(list.slice(i + 1), k - 1).map((rest) => [x, ...rest]));

/** Settles `selection` on every result, checks each against the naive count, and answers the exact RTP. */
function checkAll<S>(
  type: BetType<S, 'digits5'>,
  raw: unknown,
  naiveWins: (text: string) => number,
  odds: (text: string) => number,
): Fraction {
  const parsed = type.parse(raw);
  if (!parsed.ok) throw new Error(parsed.refusal.message);
  let paidTotal = 0;
  for (let i = 0; i < ALL.length; i += 1) {
    const text = ALL[i]!;
    const wins = naiveWins(text);
    const settlement = type.settle(parsed.selection, RESULTS[i]!, DEFAULT_PAYTABLES.Lott);
    if (settlement.wins !== wins || settlement.payout !== wins * odds(text))
      throw new Error(
        `${type.code} ${JSON.stringify(raw)} on ${text}: ${JSON.stringify(settlement)}, naive ${wins}`,
      );
    paidTotal += settlement.payout;
  }
  // Return per unit staked: the total paid in hundredths over (units x results x 100).
  return fraction(paidTotal, type.units(parsed.selection) * ALL.length * 100);
}

const LOTT = DEFAULT_PAYTABLES.Lott.digits5;

describe('five-digit bets settle as a naive count over all 100,000 results', () => {
  it('position: each chosen digit at the position is a unit', () => {
    for (const [position, digits] of [
      [1, [0]],
      [3, [1, 3]],
      [5, [0, 2, 4, 6, 8, 9]],
      [2, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ] as const) {
      const units = digits.map(String);
      const rtp = checkAll(
        d5Position,
        { position, digits },
        (t) => count(units, t[position - 1]!),
        () => LOTT.position,
      );
      expect(percent(rtp, 4)).toBe('97.0000');
    }
  });

  it('big/small and odd/even at each position and of the sum', () => {
    for (let position = 1; position <= 5; position += 1)
      for (const side of ['big', 'small'] as const) {
        const big = (t: string) => '56789'.includes(t[position - 1]!);
        const wins = (t: string) => (big(t) === (side === 'big') ? 1 : 0);
        expect(
          percent(
            checkAll(d5PositionBigSmall, { position, side }, wins, () => LOTT.positionBigSmall),
            4,
          ),
        ).toBe('97.0000');
        const oddSide = side === 'big' ? 'odd' : 'even';
        const odd = (t: string) => (Number(t[position - 1]) % 2 === 1) === (oddSide === 'odd');
        expect(
          percent(
            checkAll(
              d5PositionOddEven,
              { position, side: oddSide },
              (t) => (odd(t) ? 1 : 0),
              () => LOTT.positionOddEven,
            ),
            4,
          ),
        ).toBe('97.0000');
      }
    for (const side of ['big', 'small'] as const) {
      const wins = (t: string) => (digitSum(t) > 22 === (side === 'big') ? 1 : 0);
      expect(
        percent(
          checkAll(d5SumBigSmall, { side }, wins, () => LOTT.sumBigSmall),
          4,
        ),
      ).toBe('97.0000');
    }
    for (const side of ['odd', 'even'] as const) {
      const wins = (t: string) => ((digitSum(t) % 2 === 1) === (side === 'odd') ? 1 : 0);
      expect(
        percent(
          checkAll(d5SumOddEven, { side }, wins, () => LOTT.sumOddEven),
          4,
        ),
      ).toBe('97.0000');
    }
  });

  it('sum: each sum its own odds, and each sum returns 96.96% to 97% (Lott), 94.96% to 95% (Elott)', () => {
    const counts = new Map<number, number>();
    for (const t of ALL) counts.set(digitSum(t), (counts.get(digitSum(t)) ?? 0) + 1);
    const sums = Array.from({ length: 46 }, (_, s) => s);
    checkAll(
      d5Sum,
      { sums },
      () => 1,
      (t) => LOTT.sum[digitSum(t)]!,
    );
    checkAll(
      d5Sum,
      { sums: [0, 22, 23, 45] },
      (t) => ([0, 22, 23, 45].includes(digitSum(t)) ? 1 : 0),
      (t) => LOTT.sum[digitSum(t)]!,
    );
    for (const [mode, low] of [
      ['Lott', 96.96],
      ['Elott', 94.96],
    ] as const)
      for (const s of sums) {
        const rtp = fraction(DEFAULT_PAYTABLES[mode].digits5.sum[s]! * counts.get(s)!, 100 * ALL.length);
        expect(within(rtp, low, low + 0.04), `${mode} sum ${s}: ${percent(rtp, 4)}`).toBe(true);
      }
  });

  it('three straight: every chosen combination of the part, in order', () => {
    const parts = { front: [1, 2, 3], middle: [2, 3, 4], back: [3, 4, 5] };
    const cases = [
      ['front', [[1], [2], [3]]],
      ['middle', [[0, 9], [5], [1, 2, 3]]],
      [
        'back',
        [
          [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
          [4, 7],
          [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        ],
      ],
    ] as const;
    for (const [name, digits] of cases) {
      const units = product(digits.map((l) => [...l]));
      const rtp = checkAll(
        d5ThreeStraight,
        { part: name, digits },
        (t) => count(units, part(t, parts[name])),
        () => LOTT.threeStraight,
      );
      expect(d5ThreeStraight.units({ part: name, digits: digits.map((l) => [...l]) })).toBe(units.length);
      expect(percent(rtp, 4)).toBe('97.0000');
    }
  });

  it('two straight: front two and back two', () => {
    for (const [name, positions] of [
      ['front', [1, 2]],
      ['back', [4, 5]],
    ] as const) {
      const digits = [
        [0, 5, 7],
        [3, 9],
      ];
      const units = product(digits);
      const rtp = checkAll(
        d5TwoStraight,
        { part: name, digits },
        (t) => count(units, part(t, [...positions])),
        () => LOTT.twoStraight,
      );
      expect(units).toHaveLength(6);
      expect(percent(rtp, 4)).toBe('97.0000');
    }
  });

  it('group 3: each unit a doubled digit and a single one, in any order', () => {
    for (const [name, positions] of [
      ['front', [1, 2, 3]],
      ['back', [3, 4, 5]],
    ] as const)
      for (const digits of [
        [1, 2],
        [0, 4, 9],
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      ]) {
        const units = digits.flatMap((a) => digits.filter((b) => b !== a).map((b) => sorted(`${a}${a}${b}`)));
        const rtp = checkAll(
          d5Group3,
          { part: name, digits },
          (t) => count(units, sorted(part(t, [...positions]))),
          () => LOTT.threeGroup3,
        );
        expect(d5Group3.units({ part: name, digits })).toBe(units.length);
        expect(percent(rtp, 3)).toBe('96.999');
      }
  });

  it('group 6: each unit three distinct digits, in any order', () => {
    for (const digits of [
      [1, 2, 3],
      [0, 4, 7, 9],
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    ]) {
      const units = subsets(digits, 3).map((u) => u.join(''));
      const rtp = checkAll(
        d5Group6,
        { part: 'middle', digits },
        (t) => count(units, sorted(part(t, [2, 3, 4]))),
        () => LOTT.threeGroup6,
      );
      expect(d5Group6.units({ part: 'middle', digits })).toBe(units.length);
      expect(percent(rtp, 3)).toBe('96.996');
    }
  });
});

describe('five-digit default paytables', () => {
  /** The chance of each bet's winning unit, counted over all results. */
  const chance = (wins: (t: string) => boolean) => fraction(ALL.filter(wins).length, ALL.length);
  const figures = [
    ['position', chance((t) => t[0] === '7')],
    ['positionBigSmall', chance((t) => t[4]! >= '5')],
    ['positionOddEven', chance((t) => '13579'.includes(t[1]!))],
    ['sumBigSmall', chance((t) => digitSum(t) >= 23)],
    ['sumOddEven', chance((t) => digitSum(t) % 2 === 0)],
    ['threeStraight', chance((t) => t.startsWith('042'))],
    ['threeGroup3', chance((t) => sorted(t.slice(2)) === '558')],
    ['threeGroup6', chance((t) => sorted(t.slice(1, 4)) === '137')],
    ['twoStraight', chance((t) => t.endsWith('90'))],
  ] as const;

  it('return 97% (Lott) and 95% (Elott) less the rounding down to the hundredth', () => {
    for (const [mode, target] of [
      ['Lott', 97],
      ['Elott', 95],
    ] as const)
      for (const [key, p] of figures) {
        const rtp = fraction(BigInt(DEFAULT_PAYTABLES[mode].digits5[key]) * p.n, 100n * p.d);
        expect(within(rtp, target - 0.005, target), `${mode} ${key}: ${percent(rtp, 4)}`).toBe(true);
      }
  });

  it('states the figures of the group bets exactly', () => {
    const rtp = (mode: 'Lott' | 'Elott', key: 'threeGroup3' | 'threeGroup6', p: Fraction) =>
      percent(fraction(BigInt(DEFAULT_PAYTABLES[mode].digits5[key]) * p.n, 100n * p.d), 3);
    expect(rtp('Lott', 'threeGroup3', figures[6][1])).toBe('96.999');
    expect(rtp('Lott', 'threeGroup6', figures[7][1])).toBe('96.996');
    expect(rtp('Elott', 'threeGroup3', figures[6][1])).toBe('94.998');
    expect(rtp('Elott', 'threeGroup6', figures[7][1])).toBe('94.998');
  });
});
