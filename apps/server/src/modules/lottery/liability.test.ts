import { describe, expect, it } from 'vitest';
import { BET_TYPES, DEFAULT_PAYTABLES, priceBet } from './engine/bets/index.js';
import { drawFor } from './engine/draws/index.js';
import type { KenoResult, VnResult } from './engine/types.js';
import { exposuresOf, liabilityOf } from './liability.js';
import { checkResult } from './results.js';

// The liability of a bet, number by number: one number per unit the bet type counts, each carrying what
// that unit returns when it wins; and results from outside checked against the game's shape.

/** A selection of every bet type, several units each where the type allows. */
const SAMPLES: Record<string, unknown> = {
  'vn.lo2': { numbers: ['07', '38', '99'] },
  'vn.lo3': { numbers: ['007', '338'] },
  'vn.de': { numbers: ['38', '01'] },
  'vn.de.head': { digits: [3, 8] },
  'vn.de.tail': { digits: [0, 1, 2] },
  'vn.de3': { numbers: ['338'] },
  'vn.de4': { numbers: ['1338', '0000'] },
  'vn.parlay2': { numbers: ['07', '38', '99', '12'] },
  'vn.parlay3': { numbers: ['07', '38', '99', '12', '45'] },
  'vn.parlay4': { numbers: ['07', '38', '99', '12', '45'] },
  'd5.position': { position: 2, digits: [0, 5, 9] },
  'd5.position.bigSmall': { position: 5, side: 'big' },
  'd5.position.oddEven': { position: 1, side: 'odd' },
  'd5.sum': { sums: [0, 22, 23, 45] },
  'd5.sum.bigSmall': { side: 'small' },
  'd5.sum.oddEven': { side: 'even' },
  'd5.three.straight': { part: 'middle', digits: [[1, 2], [3], [4, 5, 6]] },
  'd5.two.straight': {
    part: 'back',
    digits: [
      [1, 2, 3],
      [4, 5],
    ],
  },
  'd5.three.group3': { part: 'front', digits: [1, 2, 3] },
  'd5.three.group6': { part: 'back', digits: [1, 2, 3, 4] },
  'keno.sum.bigSmall': { side: 'big' },
  'keno.oddEven': { side: 'odd' },
};
for (let n = 1; n <= 10; n++)
  SAMPLES[`keno.pick${n}`] = { numbers: Array.from({ length: n }, (_, i) => i * 7 + 1) };

describe('liability per number', () => {
  it('gives a bet as many numbers as it has units, each once, for every bet type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...BET_TYPES.keys()].sort());
    for (const [code, selection] of Object.entries(SAMPLES)) {
      const priced = priceBet(code, selection);
      if (!priced.ok) throw new Error(`${code}: ${priced.refusal.message}`);
      const exposures = exposuresOf(code, priced.selection, DEFAULT_PAYTABLES.Lott, 'south');
      expect(exposures, code).toHaveLength(priced.units);
      expect(new Set(exposures.map((e) => e.key)).size, code).toBe(priced.units);
      for (const e of exposures) {
        expect(e.key.startsWith(`${code}:`)).toBe(true);
        expect(e.odds, code).toBeGreaterThan(0);
      }
    }
  });

  it("carries each unit's own return: the region's lo, each exact sum, keno's top prize", () => {
    const lott = DEFAULT_PAYTABLES.Lott;
    expect(exposuresOf('vn.lo2', { numbers: ['07'] }, lott, 'north')).toEqual([
      { key: 'vn.lo2:07', odds: 359 },
    ]);
    expect(exposuresOf('vn.lo2', { numbers: ['07'] }, lott, 'south')).toEqual([
      { key: 'vn.lo2:07', odds: 538 },
    ]);
    expect(exposuresOf('d5.sum', { sums: [0, 22] }, lott, null)).toEqual([
      { key: 'd5.sum:0', odds: 9_700_000 },
      { key: 'd5.sum:22', odds: 1_616 },
    ]);
    expect(exposuresOf('keno.pick2', { numbers: [5, 9] }, lott, null)).toEqual([
      { key: 'keno.pick2:5,9', odds: 1_563 },
    ]);
    expect(
      exposuresOf('d5.three.group3', { part: 'front', digits: [1, 2] }, lott, null).map((e) => e.key),
    ).toEqual(['d5.three.group3:front:112', 'd5.three.group3:front:221']);
  });

  it('sums a slip per number, at its unit price and multiple, rounded down as payouts are', () => {
    const elott = DEFAULT_PAYTABLES.Elott;
    const bets = [
      { betType: 'd5.position', selection: { position: 1, digits: [7] }, unitPrice: 100n, multiple: 10 },
      { betType: 'd5.position', selection: { position: 1, digits: [7, 8] }, unitPrice: 200n, multiple: 1 },
      { betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 1n, multiple: 3 },
    ];
    expect(liabilityOf(bets, elott, null)).toEqual([
      { key: 'd5.position:1:7', amount: 9_500n + 1_900n },
      { key: 'd5.position:1:8', amount: 1_900n },
      // 1.90 x 0.01 x 3 = 0.057: 5 cents.
      { key: 'd5.sum.oddEven:odd', amount: 5n },
    ]);
  });
});

describe('results from outside', () => {
  const seed = 'ab'.repeat(32);

  it('takes what the engine draws for each shape', () => {
    for (const shape of [
      { kind: 'digits5' },
      { kind: 'keno' },
      { kind: 'vn', region: 'north' },
      { kind: 'vn', region: 'central' },
    ] as const) {
      const drawn = drawFor(shape, seed, 'game', '20300101');
      expect(checkResult(shape, drawn)).toEqual({ ok: true, result: drawn });
    }
  });

  it('refuses a result of another shape, naming the first problem', () => {
    const keno = drawFor({ kind: 'keno' }, seed, 'game', '1') as KenoResult;
    const north = drawFor({ kind: 'vn', region: 'north' }, seed, 'game', '1') as VnResult;
    const problem = (shape: Parameters<typeof checkResult>[0], result: unknown) => {
      const checked = checkResult(shape, result as never);
      return checked.ok ? undefined : checked.problem;
    };
    expect(problem({ kind: 'digits5' }, keno)).toBe('the game draws digits5 results, not keno');
    expect(problem({ kind: 'digits5' }, { kind: 'digits5', digits: [1, 2, 3, 4] })).toMatch(
      /has 5 digits; got 4/,
    );
    expect(problem({ kind: 'digits5' }, { kind: 'digits5', digits: [1, 2, 3, 4, 10] })).toMatch(
      /0 to 9; got 10/,
    );
    expect(
      problem({ kind: 'keno' }, { ...keno, numbers: [...keno.numbers.slice(1), keno.numbers[1]] }),
    ).toMatch(/drawn once each/);
    expect(problem({ kind: 'keno' }, { ...keno, numbers: [81, ...keno.numbers.slice(1)] })).toMatch(
      /1 to 80; got 81/,
    );
    expect(problem({ kind: 'vn', region: 'south' }, north)).toBe('the game draws the south, not the north');
    const swapped = { ...north, prizes: [north.prizes[1], north.prizes[0], ...north.prizes.slice(2)] };
    expect(problem({ kind: 'vn', region: 'north' }, swapped)).toMatch(
      /prize 1 is the special prize; got first/,
    );
  });
});
