import { describe, expect, it } from 'vitest';
import { betReturn, combinedOdds, legFactor, potentialReturn } from './returns.js';
import { OUTCOMES, type Outcome } from './types.js';

describe('legFactor', () => {
  it('returns the stake per unit for each outcome', () => {
    expect(legFactor('win', 1950)).toEqual({ num: 1950n, den: 1000n });
    expect(legFactor('lose', 1950)).toEqual({ num: 0n, den: 1n });
    expect(legFactor('void', 1950)).toEqual({ num: 1n, den: 1n });
    expect(legFactor('half-win', 1950)).toEqual({ num: 2950n, den: 2000n });
    expect(legFactor('half-lose', 1950)).toEqual({ num: 1n, den: 2n });
  });

  it('refuses odds that are not whole thousandths of at least 1.000', () => {
    expect(() => legFactor('win', 999)).toThrow(RangeError);
    expect(() => legFactor('win', 1950.5)).toThrow(RangeError);
    expect(() => legFactor('void', Number.NaN)).toThrow(RangeError);
  });
});

describe('betReturn', () => {
  it('pays a single exactly', () => {
    expect(betReturn(1000n, [{ outcome: 'win', odds: 1950 }])).toBe(1950n);
    expect(betReturn(1000n, [{ outcome: 'half-win', odds: 1950 }])).toBe(1475n);
    expect(betReturn(1000n, [{ outcome: 'void', odds: 1950 }])).toBe(1000n);
    expect(betReturn(1000n, [{ outcome: 'half-lose', odds: 1950 }])).toBe(500n);
    expect(betReturn(1000n, [{ outcome: 'lose', odds: 1950 }])).toBe(0n);
  });

  it('floors to a minor unit once, on the whole product', () => {
    // 3.33 at 1.95 is 6.4935: 6.49.
    expect(betReturn(333n, [{ outcome: 'win', odds: 1950 }])).toBe(649n);
    // 0.01 at 1.95 half-win is 0.01475: 0.01.
    expect(betReturn(1n, [{ outcome: 'half-win', odds: 1950 }])).toBe(1n);
    // 0.03 half-lost is 0.015: 0.01.
    expect(betReturn(3n, [{ outcome: 'half-lose', odds: 1950 }])).toBe(1n);
    // 1.01 at 1.333 x 1.333 is 1.79466389: floored once, not per leg (1.34 then 1.78).
    const legs = [
      { outcome: 'win' as const, odds: 1333 },
      { outcome: 'win' as const, odds: 1333 },
    ];
    expect(betReturn(101n, legs)).toBe(179n);
    // A large stake keeps every minor unit: 12,345,678.91 at 1.955 x 2.13, computed in whole numbers.
    expect(
      betReturn(1_234_567_891n, [
        { outcome: 'win', odds: 1955 },
        { outcome: 'win', odds: 2130 },
      ]),
    ).toBe((1_234_567_891n * 1955n * 2130n) / 1_000_000n);
  });

  it('pays a parlay as the product of its legs', () => {
    expect(
      betReturn(1000n, [
        { outcome: 'win', odds: 1950 },
        { outcome: 'win', odds: 2100 },
      ]),
    ).toBe(4095n);
    expect(
      betReturn(1000n, [
        { outcome: 'half-win', odds: 1900 },
        { outcome: 'win', odds: 2000 },
      ]),
    ).toBe(2900n);
    expect(
      betReturn(1000n, [
        { outcome: 'half-lose', odds: 1900 },
        { outcome: 'win', odds: 3000 },
      ]),
    ).toBe(1500n);
    expect(
      betReturn(1000n, [
        { outcome: 'win', odds: 1900 },
        { outcome: 'lose', odds: 3000 },
      ]),
    ).toBe(0n);
  });

  it('pays a parlay with void legs as the parlay of its other legs, for every combination of three legs', () => {
    const odds = [1870, 2450, 3110];
    const stake = 12_345n;
    for (const a of OUTCOMES) {
      for (const b of OUTCOMES) {
        for (const c of OUTCOMES) {
          const legs = [a, b, c].map((outcome: Outcome, i) => ({ outcome, odds: odds[i]! }));
          const remaining = legs.filter((leg) => leg.outcome !== 'void');
          expect(betReturn(stake, legs), `${a} ${b} ${c}`).toBe(betReturn(stake, remaining));
        }
      }
    }
    expect(betReturn(stake, [{ outcome: 'void', odds: 5000 }])).toBe(stake);
  });

  it('refuses a negative stake', () => {
    expect(() => betReturn(-1n, [{ outcome: 'win', odds: 2000 }])).toThrow(RangeError);
  });
});

describe('potentialReturn and combinedOdds', () => {
  it('pays every leg won', () => {
    expect(potentialReturn(1000n, [1950])).toBe(1950n);
    expect(potentialReturn(1000n, [1950, 2100, 1500])).toBe(6142n);
    expect(potentialReturn(1000n, [])).toBe(1000n);
  });

  it('multiplies odds in thousandths, floored', () => {
    expect(combinedOdds([1950])).toBe(1950);
    expect(combinedOdds([1950, 2100])).toBe(4095);
    // 1.955 x 1.333 = 2.606015.
    expect(combinedOdds([1955, 1333])).toBe(2606);
    // 1.5 x 1.5 x 1.5 = 3.375.
    expect(combinedOdds([1500, 1500, 1500])).toBe(3375);
    expect(combinedOdds([])).toBe(1000);
  });
});
