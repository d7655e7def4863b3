import { describe, expect, it } from 'vitest';
import { cashOutValue } from './cashout.js';
import { fairChances, priceFixture } from './pricing.js';
import type { FixtureModel, LiveState, OutcomeChances } from './types.js';

const model: FixtureModel = { sport: 'football', homeGoals: 1.4, awayGoals: 1.2 };
const state: LiveState = {
  status: 'live',
  score: { home: 1, away: 0 },
  periods: [],
  elapsed: 0.5,
  clock: "45'",
};
const chancesOf = (win: number, rest: Partial<OutcomeChances> = {}): OutcomeChances => ({
  win,
  halfWin: 0,
  void: 0,
  halfLose: 0,
  lose: 1 - win - (rest.halfWin ?? 0) - (rest.void ?? 0) - (rest.halfLose ?? 0),
  ...rest,
});

describe('cashOutValue', () => {
  it('values a single at its fair chances and margin 0 at about stake x odds x p', () => {
    const markets = priceFixture(model, state, 0);
    const home = markets.find((m) => m.type === '1x2')!.selections.find((s) => s.key === 'home')!;
    const p = fairChances(model, state, { type: '1x2', line: null }, 'home').win;
    const stake = 10_000n;
    const value = cashOutValue(stake, [{ odds: home.odds, chances: home.chances }], 0)!;
    const expected = (10_000 * home.odds * p) / 1000;
    expect(Math.abs(Number(value) - expected)).toBeLessThanOrEqual(1);
    // At margin 0 the offered odds are the fair ones floored, so the value is a hair under the stake.
    expect(value).toBeLessThanOrEqual(stake);
    expect(Number(value)).toBeGreaterThan(10_000 * (1 - 10 / home.odds) - 1);
  });

  it('values a quarter-line leg by each outcome of its chances', () => {
    const chances = chancesOf(0.3, { halfWin: 0.2, void: 0.1, halfLose: 0.15 });
    // 0.3 x 1.9 + 0.2 x 1.45 + 0.1 + 0.15 x 0.5 + 0 = 1.035.
    expect(cashOutValue(100_000n, [{ odds: 1900, chances }], 0)).toBe(103_500n);
    expect(cashOutValue(100_000n, [{ odds: 1900, chances }], 500)).toBe(98_325n);
  });

  it('takes the margin off and floors', () => {
    const chances = chancesOf(0.5);
    // 1,000.00 x 2.00 x 0.5 x 0.95.
    expect(cashOutValue(100_000n, [{ odds: 2000, chances }], 500)).toBe(95_000n);
    // 0.07 x 1.0 x 0.95 = 0.0665.
    expect(cashOutValue(7n, [{ odds: 2000, chances }], 500)).toBe(6n);
  });

  it('multiplies a parlay of settled and open legs', () => {
    const legs = [
      { odds: 1800, outcome: 'win' as const },
      { odds: 2500, outcome: 'half-win' as const },
      { odds: 2000, chances: chancesOf(0.6) },
    ];
    // 1.8 x 1.75 x 1.2 = 3.78.
    expect(cashOutValue(10_000n, legs, 0)).toBe(37_800n);
    expect(cashOutValue(10_000n, [...legs, { odds: 1700, outcome: 'half-lose' }], 0)).toBe(18_900n);
  });

  it('counts a settled void leg as 1', () => {
    const open = { odds: 2400, chances: chancesOf(0.45) };
    const withVoid = cashOutValue(50_000n, [{ odds: 3100, outcome: 'void' }, open], 300);
    expect(withVoid).toBe(cashOutValue(50_000n, [open], 300));
    expect(withVoid).toBe(52_380n);
  });

  it('has nothing to cash out when a settled leg lost', () => {
    const legs = [
      { odds: 1800, outcome: 'lose' as const },
      { odds: 2000, chances: chancesOf(0.9) },
    ];
    expect(cashOutValue(10_000n, legs, 0)).toBeNull();
  });

  it('cannot value a leg with neither an outcome nor chances', () => {
    expect(cashOutValue(10_000n, [{ odds: 1800, outcome: 'win' }, { odds: 2000 }], 0)).toBeNull();
  });
});
