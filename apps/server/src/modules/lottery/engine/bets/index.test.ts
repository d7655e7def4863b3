import { describe, expect, it } from 'vitest';
import type { DrawResult } from '../types.js';
import { BET_REFUSALS, BET_TYPES, DEFAULT_PAYTABLES, KENO_PICKS, priceBet, settleBet } from './index.js';

const refusal = (code: string, selection: unknown) => {
  const priced = priceBet(code, selection);
  return priced.ok ? undefined : priced.refusal;
};

describe('the bet registry', () => {
  it('holds every type once by its code, with its kind', () => {
    const codes = [...BET_TYPES.keys()];
    expect(codes).toEqual(
      expect.arrayContaining([
        'vn.lo2',
        'vn.lo3',
        'vn.de',
        'vn.de.head',
        'vn.de.tail',
        'vn.de3',
        'vn.de4',
        'vn.parlay2',
        'vn.parlay3',
        'vn.parlay4',
      ]),
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'd5.position',
        'd5.position.bigSmall',
        'd5.position.oddEven',
        'd5.sum',
        'd5.sum.bigSmall',
        'd5.sum.oddEven',
        'd5.three.straight',
        'd5.three.group3',
        'd5.three.group6',
        'd5.two.straight',
      ]),
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        ...KENO_PICKS.map((n) => `keno.pick${n}`),
        'keno.sum.bigSmall',
        'keno.oddEven',
      ]),
    );
    expect(codes).toHaveLength(32);
    for (const [code, type] of BET_TYPES)
      expect(code.startsWith(type.kind === 'digits5' ? 'd5.' : `${type.kind}.`)).toBe(true);
  });

  it('prices selections in units, normalised', () => {
    expect(priceBet('vn.parlay2', { numbers: ['12', '07', '99', '45'] })).toEqual({
      ok: true,
      selection: { numbers: ['07', '12', '45', '99'] },
      units: 6,
    });
    expect(priceBet('vn.lo2', { numbers: ['38', '00', '71'] })).toMatchObject({ ok: true, units: 3 });
    expect(priceBet('d5.position', { position: 2, digits: [3, 1] })).toEqual({
      ok: true,
      selection: { position: 2, digits: [1, 3] },
      units: 2,
    });
    expect(priceBet('d5.three.straight', { part: 'back', digits: [[1, 2], [3], [4, 5, 6]] })).toMatchObject({
      units: 6,
    });
    expect(priceBet('d5.three.group3', { part: 'front', digits: [1, 2, 3] })).toMatchObject({ units: 6 });
    expect(priceBet('d5.three.group6', { part: 'front', digits: [1, 2, 3, 4] })).toMatchObject({ units: 4 });
    expect(priceBet('keno.pick4', { numbers: [80, 1, 40, 41] })).toEqual({
      ok: true,
      selection: { numbers: [1, 40, 41, 80] },
      units: 1,
    });
  });

  it('settles through the same parse, refusing a result of another lottery', () => {
    const keno: DrawResult = { kind: 'keno', numbers: Array.from({ length: 20 }, (_, i) => i + 1) };
    const digits: DrawResult = { kind: 'digits5', digits: [1, 2, 3, 4, 5] };
    expect(settleBet('keno.pick2', { numbers: [1, 2] }, keno, DEFAULT_PAYTABLES.Elott)).toEqual({
      ok: true,
      settlement: { payout: 1529, wins: 1, refunds: 0 },
    });
    expect(settleBet('d5.sum', { sums: [15] }, digits, DEFAULT_PAYTABLES.Lott)).toEqual({
      ok: true,
      settlement: { payout: 2988, wins: 1, refunds: 0 },
    });
    expect(settleBet('d5.sum', { sums: [15] }, keno, DEFAULT_PAYTABLES.Lott)).toEqual({
      ok: false,
      refusal: {
        code: BET_REFUSALS.resultKind,
        message: 'sum is settled by a digits5 result; got a keno result',
      },
    });
    expect(settleBet('d5.sum', { sums: [46] }, digits, DEFAULT_PAYTABLES.Lott)).toMatchObject({
      ok: false,
      refusal: { code: BET_REFUSALS.number },
    });
    expect(settleBet('d5.nothing', {}, digits, DEFAULT_PAYTABLES.Lott)).toEqual({
      ok: false,
      refusal: { code: BET_REFUSALS.unknownType, message: "no bet type has the code 'd5.nothing'" },
    });
  });
});

describe('refusals name the problem', () => {
  const cases: [string, unknown, string, RegExp][] = [
    [
      'vn.lo2',
      { numbers: ['7'] },
      BET_REFUSALS.number,
      /^lo takes 2-digit numbers from 00 to 99, written as text; got '7'$/,
    ],
    ['vn.lo2', { numbers: [7] }, BET_REFUSALS.number, /^lo takes 2-digit numbers .*; got 7$/],
    ['vn.lo2', { numbers: ['100'] }, BET_REFUSALS.number, /got '100'$/],
    [
      'vn.lo2',
      { numbers: ['07', '38', '07'] },
      BET_REFUSALS.duplicate,
      /^lo takes each number once; got '07' twice$/,
    ],
    ['vn.lo2', { numbers: [] }, BET_REFUSALS.tooFew, /^lo takes 1 to 100 2-digit numbers; got 0$/],
    [
      'vn.lo2',
      { numbers: Array.from({ length: 101 }, (_, i) => String(i % 100).padStart(2, '0')) },
      BET_REFUSALS.tooMany,
      /got 101$/,
    ],
    ['vn.lo2', ['07'], BET_REFUSALS.shape, /^lo takes \{ numbers: \[2-digit numbers\] \}; got \["07"\]$/],
    ['vn.lo2', null, BET_REFUSALS.shape, /got null$/],
    ['vn.lo2', { numbers: '07' }, BET_REFUSALS.shape, /^lo takes a list of 2-digit numbers; got '07'$/],
    ['vn.lo3', { numbers: ['07'] }, BET_REFUSALS.number, /^3-digit lo takes 3-digit numbers from 000 to 999/],
    [
      'vn.de4',
      { numbers: ['12345'] },
      BET_REFUSALS.number,
      /^4-digit de takes 4-digit numbers from 0000 to 9999/,
    ],
    ['vn.de.head', { digits: [10] }, BET_REFUSALS.number, /^de head takes digits from 0 to 9; got 10$/],
    ['vn.de.tail', { digits: [1.5] }, BET_REFUSALS.number, /got 1.5$/],
    ['vn.de.tail', {}, BET_REFUSALS.shape, /^de tail takes a list of digits; got nothing$/],
    [
      'vn.parlay3',
      { numbers: ['01', '02'] },
      BET_REFUSALS.tooFew,
      /^parlay of 3 takes 3 to 10 2-digit numbers; got 2$/,
    ],
    [
      'vn.parlay2',
      { numbers: Array.from({ length: 11 }, (_, i) => `1${i % 10}`) },
      BET_REFUSALS.tooMany,
      /parlay of 2 takes 2 to 10/,
    ],
    [
      'd5.position',
      { position: 6, digits: [1] },
      BET_REFUSALS.position,
      /^position takes a position from 1 to 5; got 6$/,
    ],
    ['d5.position', { position: '2', digits: [1] }, BET_REFUSALS.position, /got '2'$/],
    [
      'd5.position',
      { position: 2, digits: [1, 1] },
      BET_REFUSALS.duplicate,
      /^position takes each digit once; got 1 twice$/,
    ],
    [
      'd5.position',
      { position: 2, digits: [-1] },
      BET_REFUSALS.number,
      /^position takes digits from 0 to 9; got -1$/,
    ],
    [
      'd5.position.bigSmall',
      { position: 1, side: 'odd' },
      BET_REFUSALS.side,
      /^position big\/small takes a side of 'big', 'small'; got 'odd'$/,
    ],
    ['d5.position.oddEven', { side: 'odd' }, BET_REFUSALS.position, /got nothing$/],
    ['d5.sum.bigSmall', { side: 'BIG' }, BET_REFUSALS.side, /got 'BIG'$/],
    ['d5.sum', { sums: [46] }, BET_REFUSALS.number, /^sum takes sums from 0 to 45; got 46$/],
    [
      'd5.three.straight',
      { part: 'centre', digits: [[1], [2], [3]] },
      BET_REFUSALS.position,
      /^three straight takes a part of 'front', 'middle', 'back'; got 'centre'$/,
    ],
    [
      'd5.three.straight',
      { part: 'front', digits: [[1], [2]] },
      BET_REFUSALS.tooFew,
      /^three straight takes 3 lists of digits; got 2$/,
    ],
    [
      'd5.three.straight',
      { part: 'front', digits: [[1], [], [3]] },
      BET_REFUSALS.tooFew,
      /takes 1 to 10 digits; got 0$/,
    ],
    [
      'd5.two.straight',
      { part: 'middle', digits: [[1], [2]] },
      BET_REFUSALS.position,
      /'front', 'back'; got 'middle'$/,
    ],
    [
      'd5.three.group3',
      { part: 'back', digits: [4] },
      BET_REFUSALS.tooFew,
      /^group 3 takes 2 to 10 digits; got 1$/,
    ],
    [
      'd5.three.group6',
      { part: 'back', digits: [4, 5] },
      BET_REFUSALS.tooFew,
      /^group 6 takes 3 to 10 digits; got 2$/,
    ],
    ['keno.pick5', { numbers: [1, 2, 3, 4] }, BET_REFUSALS.tooFew, /^pick 5 takes 5 numbers; got 4$/],
    ['keno.pick1', { numbers: [1, 2] }, BET_REFUSALS.tooMany, /^pick 1 takes 1 number; got 2$/],
    ['keno.pick2', { numbers: [0, 2] }, BET_REFUSALS.number, /^pick 2 takes numbers from 1 to 80; got 0$/],
    ['keno.pick2', { numbers: [81, 2] }, BET_REFUSALS.number, /got 81$/],
    [
      'keno.pick3',
      { numbers: [5, 9, 5] },
      BET_REFUSALS.duplicate,
      /^pick 3 takes each number once; got 5 twice$/,
    ],
    [
      'keno.sum.bigSmall',
      { side: 'tie' },
      BET_REFUSALS.side,
      /^keno big\/small takes a side of 'big', 'small'; got 'tie'$/,
    ],
    ['keno.oddEven', 'odd', BET_REFUSALS.shape, /^keno odd\/even takes \{ side: odd or even \}; got 'odd'$/],
  ];

  it.each(cases)('%s %j', (code, selection, expected, message) => {
    const answer = refusal(code, selection);
    expect(answer?.code).toBe(expected);
    expect(answer?.message).toMatch(message);
  });

  it('refuses without throwing, whatever is sent', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    const odd = [
      7n,
      () => 1,
      { numbers: [loop], digits: [5n], side: loop, position: loop, part: loop },
      undefined,
      null,
      0,
      'x',
      [],
      {},
      { numbers: null },
      { numbers: [{}] },
      { digits: [[]] },
      { part: {}, digits: {} },
    ];
    for (const code of BET_TYPES.keys())
      for (const selection of odd) expect(priceBet(code, selection).ok).toBe(false);
  });
});
