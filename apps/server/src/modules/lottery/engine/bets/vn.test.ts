import { describe, expect, it } from 'vitest';
import { VN_BOARD } from '../board.js';
import type { VnPrizeRank, VnRegion, VnResult } from '../types.js';
import type { BetType } from './bet-type.js';
import {
  binomial,
  fraction,
  minus,
  percent,
  plus,
  seeded,
  times,
  type Fraction,
} from './exact.test-support.js';
import { DEFAULT_PAYTABLES } from './paytables.js';
import {
  PARLAY_MAX_NUMBERS,
  vnDe,
  vnDe3,
  vnDe4,
  vnDeHead,
  vnDeTail,
  vnLo2,
  vnLo3,
  vnParlay2,
  vnParlay3,
  vnParlay4,
} from './vn.js';

const LOTT = DEFAULT_PAYTABLES.Lott;
const board = (region: VnRegion, rows: [VnPrizeRank, string[]][]): VnResult => ({
  kind: 'vn',
  region,
  prizes: rows.map(([rank, numbers]) => ({ rank, numbers })),
});

/** Settles a raw selection (parsed first) and answers the settlement with the units. */
function play<S>(type: BetType<S, 'vn'>, raw: unknown, result: VnResult) {
  const parsed = type.parse(raw);
  if (!parsed.ok) throw new Error(parsed.refusal.message);
  return { ...type.settle(parsed.selection, result, LOTT), units: type.units(parsed.selection) };
}

// Last two digits: 45 five times, 07 three times, 99, 00, 01, 12, 34, 78 twice, seven others once.
const NORTH = board('north', [
  ['special', ['12345']],
  ['first', ['67845']],
  ['second', ['00001', '11107']],
  ['third', ['22207', '33399', '44412', '55523', '66634', '77745']],
  ['fourth', ['1234', '5678', '9012', '3456']],
  ['fifth', ['0000', '1111', '2222', '3333', '4444', '5555']],
  ['sixth', ['345', '678', '901']],
  ['seventh', ['07', '45', '99', '00']],
]);

// Last two digits: 45 four times, 07 three times, 99 twice; 00 to 06, 08 and 56 once.
const SOUTH = board('south', [
  ['eighth', ['45']],
  ['seventh', ['345']],
  ['sixth', ['1207', '3307', '4545']],
  ['fifth', ['9999']],
  ['fourth', ['10000', '20001', '30002', '40003', '50004', '60005', '70006']],
  ['third', ['80007', '90008']],
  ['second', ['11145']],
  ['first', ['22299']],
  ['special', ['123456']],
]);

describe('Vietnamese bets on hand-made boards', () => {
  it('lo pays per occurrence on the whole board', () => {
    expect(play(vnLo2, { numbers: ['45', '07', '50'] }, NORTH)).toEqual({
      payout: 8 * 359,
      wins: 8,
      refunds: 0,
      units: 3,
    });
    expect(play(vnLo2, { numbers: ['45', '07', '50'] }, SOUTH)).toEqual({
      payout: 7 * 538,
      wins: 7,
      refunds: 0,
      units: 3,
    });
    expect(play(vnLo2, { numbers: ['50'] }, NORTH)).toEqual({ payout: 0, wins: 0, refunds: 0, units: 1 });
  });

  it('3-digit lo reads the last three digits of numbers of three digits or more', () => {
    // North: 345 (special, sixth), 107 (second); 007 nowhere. South: 345 (seventh), 007 (third), 456 (special).
    expect(play(vnLo3, { numbers: ['345', '107', '007'] }, NORTH)).toMatchObject({
      payout: 3 * 4217,
      wins: 3,
    });
    expect(play(vnLo3, { numbers: ['345', '007', '456', '045'] }, SOUTH)).toMatchObject({
      payout: 3 * 5705,
      wins: 3,
    });
  });

  it('de, its head and tail, 3 and 4 digits read the special prize', () => {
    expect(play(vnDe, { numbers: ['46', '45'] }, NORTH)).toEqual({
      payout: 9700,
      wins: 1,
      refunds: 0,
      units: 2,
    });
    expect(play(vnDe, { numbers: ['45'] }, SOUTH)).toMatchObject({ payout: 0, wins: 0 });
    expect(play(vnDe, { numbers: ['56'] }, SOUTH)).toMatchObject({ payout: 9700, wins: 1 });
    expect(play(vnDeHead, { digits: [4, 0] }, NORTH)).toEqual({ payout: 970, wins: 1, refunds: 0, units: 2 });
    expect(play(vnDeHead, { digits: [5] }, NORTH)).toMatchObject({ payout: 0 });
    expect(play(vnDeTail, { digits: [5] }, NORTH)).toMatchObject({ payout: 970 });
    expect(play(vnDeTail, { digits: [6, 7] }, SOUTH)).toMatchObject({ payout: 970, wins: 1 });
    expect(play(vnDe3, { numbers: ['345'] }, NORTH)).toMatchObject({ payout: 97000 });
    expect(play(vnDe3, { numbers: ['345'] }, SOUTH)).toMatchObject({ payout: 0 });
    expect(play(vnDe4, { numbers: ['2345', '3456'] }, NORTH)).toMatchObject({ payout: 970000, wins: 1 });
    expect(play(vnDe4, { numbers: ['2345'] }, SOUTH)).toMatchObject({ payout: 0 });
  });

  it('parlays win every k-set of chosen numbers all on the board', () => {
    const numbers = ['45', '07', '50', '99'];
    expect(play(vnParlay2, { numbers }, NORTH)).toEqual({ payout: 3 * 1767, wins: 3, refunds: 0, units: 6 });
    expect(play(vnParlay3, { numbers }, NORTH)).toEqual({ payout: 7887, wins: 1, refunds: 0, units: 4 });
    expect(play(vnParlay4, { numbers }, NORTH)).toEqual({ payout: 0, wins: 0, refunds: 0, units: 1 });
    expect(play(vnParlay4, { numbers: ['45', '07', '99', '56'] }, SOUTH)).toMatchObject({
      payout: 174704,
      wins: 1,
    });
  });
});

/** A board as the rules print it: "rank digits x count", highest prize first in the north, lowest elsewhere. */
const shape = (text: string) =>
  text.split(', ').map((row): [VnPrizeRank, number, number] => {
    const [, rank, digits, count] = /^([a-z]+) (\d)x(\d)$/.exec(row)!;
    return [rank as VnPrizeRank, Number(digits), Number(count)];
  });
const CENTRE_SOUTH =
  'eighth 2x1, seventh 3x1, sixth 4x3, fifth 4x1, fourth 5x7, third 5x2, second 5x1, first 5x1, special 6x1';
const SHAPES: Record<VnRegion, [VnPrizeRank, number, number][]> = {
  north: shape(
    'special 5x1, first 5x1, second 5x2, third 5x6, fourth 4x4, fifth 4x6, sixth 3x3, seventh 2x4',
  ),
  central: shape(CENTRE_SOUTH),
  south: shape(CENTRE_SOUTH),
};
const REGIONS = ['north', 'central', 'south'] as const;

describe('Vietnamese bets on random boards against a naive re-reading', () => {
  const random = seeded(20260311);
  const digits = (n: number) => Array.from({ length: n }, () => random(10)).join('');
  const pad = (value: number, width: number) => String(value).padStart(width, '0');

  /** A board whose numbers often share endings, so that every bet wins now and then. */
  const randomBoard = (region: VnRegion): VnResult => {
    const favourites = Array.from({ length: 6 }, () => random(100));
    const number = (width: number) => {
      const text = digits(width);
      return random(3) === 0 ? text.slice(0, width - 2) + pad(favourites[random(6)]!, 2) : text;
    };
    return board(
      region,
      SHAPES[region].map(([rank, width, count]): [VnPrizeRank, string[]] => [
        rank,
        Array.from({ length: count }, () => number(width)),
      ]),
    );
  };
  const randomNumbers = (result: VnResult, width: number, count: number) => {
    const numbers = result.prizes.flatMap((p) => p.numbers);
    const picked = new Set<string>();
    while (picked.size < count) {
      const from = numbers[random(numbers.length)]!;
      picked.add(random(2) === 0 && from.length >= width ? from.slice(-width) : digits(width));
    }
    return [...picked];
  };

  // The naive rules: arithmetic on the numbers' values, k-sets spelled out one by one.
  const values = (r: VnResult) =>
    r.prizes.flatMap((p) => p.numbers.map((n) => ({ value: Number(n), width: n.length })));
  const specialValue = (r: VnResult) => Number(r.prizes.find((p) => p.rank === 'special')!.numbers[0]);
  const occurrences = (r: VnResult, x: string, modulus: number) =>
    values(r).filter((v) => v.width >= x.length && v.value % modulus === Number(x)).length;
  const ksets = <T>(list: T[], k: number): T[][] =>
    k === 0 ? [[]] : list.flatMap((x, i) => ksets(list.slice(i + 1), k - 1).map((rest) => [x, ...rest]));

  it('agrees on 1,500 boards of each region', () => {
    for (const region of REGIONS)
      for (let round = 0; round < 1500; round += 1) {
        const r = randomBoard(region);
        const odds = LOTT.vn;
        const lo2 = randomNumbers(r, 2, 1 + random(8));
        const lo2Wins = lo2.reduce((s, x) => s + occurrences(r, x, 100), 0);
        expect(play(vnLo2, { numbers: lo2 }, r)).toEqual({
          payout: lo2Wins * odds.lo2[region],
          wins: lo2Wins,
          refunds: 0,
          units: lo2.length,
        });
        const lo3 = randomNumbers(r, 3, 1 + random(5));
        const lo3Wins = lo3.reduce((s, x) => s + occurrences(r, x, 1000), 0);
        expect(play(vnLo3, { numbers: lo3 }, r)).toMatchObject({
          payout: lo3Wins * odds.lo3[region],
          wins: lo3Wins,
        });
        const special = specialValue(r);
        for (const [type, width, modulus, price] of [
          [vnDe, 2, 100, odds.de],
          [vnDe3, 3, 1000, odds.de3],
          [vnDe4, 4, 10000, odds.de4],
        ] as const) {
          const picks = randomNumbers(r, width, 1 + random(3));
          const wins = picks.filter((x) => Number(x) === special % modulus).length;
          expect(play(type, { numbers: picks }, r)).toMatchObject({ payout: wins * price, wins });
        }
        const head = [random(10), (random(10) + 5) % 10].filter((d, i, all) => all.indexOf(d) === i);
        expect(play(vnDeHead, { digits: head }, r).wins).toBe(
          head.includes(Math.floor((special % 100) / 10)) ? 1 : 0,
        );
        expect(play(vnDeTail, { digits: head }, r).wins).toBe(head.includes(special % 10) ? 1 : 0);
        for (const [type, k] of [
          [vnParlay2, 2],
          [vnParlay3, 3],
          [vnParlay4, 4],
        ] as const) {
          const picks = randomNumbers(r, 2, k + random(PARLAY_MAX_NUMBERS - k + 1));
          const sets = ksets(picks, k);
          const drawn = new Set(picks.filter((x) => occurrences(r, x, 100) > 0));
          const wins = sets.filter((set) => set.every((x) => drawn.has(x))).length;
          const price = odds[`parlay${k}` as const][region];
          expect(play(type, { numbers: picks }, r)).toEqual({
            payout: wins * price,
            wins,
            refunds: 0,
            units: sets.length,
          });
        }
      }
  });

  it('draws the boards the rules describe: 27 numbers in the north, 18 elsewhere', () => {
    for (const region of REGIONS) {
      // The board lists ranks special prize first; the printed ticket of the south starts at the eighth.
      const byRank = (rows: [VnPrizeRank, number, number][]) =>
        [...rows].sort(([a], [b]) => a.localeCompare(b));
      const shape = VN_BOARD[region].map((row): [VnPrizeRank, number, number] => [
        row.rank,
        row.digits,
        row.count,
      ]);
      expect(byRank(shape)).toEqual(byRank(SHAPES[region]));
    }
    expect(SHAPES.north.reduce((s, [, , c]) => s + c, 0)).toBe(27);
    expect(SHAPES.south.reduce((s, [, , c]) => s + c, 0)).toBe(18);
  });
});

/** The chance that each of k given values appears among m values drawn uniformly from `alphabet`. */
function allAppear(k: number, m: number, alphabet: number): Fraction {
  let total = fraction(0);
  for (let j = 0; j <= k; j += 1) {
    const term = fraction(binomial(k, j) * BigInt(alphabet - j) ** BigInt(m), BigInt(alphabet) ** BigInt(m));
    total = j % 2 === 0 ? plus(total, term) : minus(total, term);
  }
  return total;
}

describe('Vietnamese default paytables, from the exact chances', () => {
  it('the parlay chance (inclusion-exclusion) equals a count of every board, on a 10-value, 5-number board', () => {
    for (const k of [2, 3, 4]) {
      let hits = 0;
      for (let b = 0; b < 100_000; b += 1) {
        const shown = String(b).padStart(5, '0');
        if ([...'3719'.slice(0, k)].every((v) => shown.includes(v))) hits += 1;
      }
      expect(allAppear(k, 5, 10)).toEqual(fraction(hits, 100_000));
    }
  });

  const count = (region: VnRegion, minDigits: number) =>
    SHAPES[region].filter(([, width]) => width >= minDigits).reduce((s, [, , c]) => s + c, 0);
  const rtp = (odds: number, chance: Fraction) => times(fraction(odds, 100), chance);

  it('states each figure of lo, 3-digit lo and the parlays', () => {
    const stated = {
      Lott: {
        north: ['96.9300', '96.9910', '96.9767', '96.9938', '96.9980'],
        south: ['96.8400', '96.9850', '96.9905', '96.9987', '96.9999'],
      },
      Elott: {
        north: ['94.7700', '94.9900', '94.9460', '94.9893', '94.9982'],
        south: ['94.8600', '94.9960', '94.9802', '94.9989', '94.9995'],
      },
    } as const;
    for (const mode of ['Lott', 'Elott'] as const)
      for (const region of REGIONS) {
        const vn = DEFAULT_PAYTABLES[mode].vn;
        // Each unit of lo expects (numbers on the board) / 100 occurrences; 3-digit lo / 1000.
        const figures = [
          rtp(vn.lo2[region], fraction(count(region, 2), 100)),
          rtp(vn.lo3[region], fraction(count(region, 3), 1000)),
          ...([2, 3, 4] as const).map((k) =>
            rtp(vn[`parlay${k}` as const][region], allAppear(k, count(region, 2), 100)),
          ),
        ];
        const expected = stated[mode][region === 'north' ? 'north' : 'south'];
        expect(figures.map((f) => percent(f, 4))).toEqual(expected);
      }
  });

  it('de, head, tail, 3 and 4 digits return exactly 97% (Lott) and 95% (Elott)', () => {
    for (const [mode, target] of [
      ['Lott', '97.0000'],
      ['Elott', '95.0000'],
    ] as const) {
      const vn = DEFAULT_PAYTABLES[mode].vn;
      const chances = [
        [vn.de, 100],
        [vn.deHead, 10],
        [vn.deTail, 10],
        [vn.de3, 1000],
        [vn.de4, 10_000],
      ] as const;
      for (const [odds, outcomes] of chances)
        expect(percent(rtp(odds, fraction(1, outcomes)), 4)).toBe(target);
    }
  });
});
