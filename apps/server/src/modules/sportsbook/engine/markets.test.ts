import { describe, expect, it } from 'vitest';
import { BASKETBALL_MARGIN_SD, BASKETBALL_TOTAL_SD, poissonMasses } from './markets.js';
import { fairChances, priceFixture } from './pricing.js';
import type { FixtureModel, LiveState, MarketSpec } from './types.js';

const before: LiveState = {
  status: 'scheduled',
  score: { home: 0, away: 0 },
  periods: [],
  elapsed: 0,
  clock: null,
};
const live = (home: number, away: number, elapsed: number): LiveState => ({
  status: 'live',
  score: { home, away },
  periods: [],
  elapsed,
  clock: null,
});
const win = (
  model: FixtureModel,
  state: LiveState,
  type: MarketSpec['type'],
  line: number | null,
  key: string,
) => fairChances(model, state, { type, line }, key).win;

/** The normal distribution function by Abramowitz and Stegun 26.2.17 (error under 7.5e-8). */
function phi(x: number): number {
  if (x < 0) return 1 - phi(-x);
  const t = 1 / (1 + 0.2316419 * x);
  const poly =
    t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return 1 - (Math.exp((-x * x) / 2) / Math.sqrt(2 * Math.PI)) * poly;
}

describe('tennis and maps against closed forms', () => {
  const p = 0.62;
  const q = 1 - p;
  it('best of 5 sets before the start', () => {
    const model: FixtureModel = { sport: 'tennis', pSetHome: p, bestOf: 5 };
    expect(win(model, before, 'winner', null, 'home')).toBeCloseTo(p ** 3 * (1 + 3 * q + 6 * q * q), 12);
    expect(win(model, before, 'ou', 350, 'under')).toBeCloseTo(p ** 3 + q ** 3, 12);
    expect(win(model, before, 'ou', 450, 'over')).toBeCloseTo(6 * p * p * q * q, 12);
    expect(win(model, before, 'ah', -250, 'home')).toBeCloseTo(p ** 3, 12);
    // Home +1.5 loses only to 0-3 and 1-3.
    expect(win(model, before, 'ah', 150, 'home')).toBeCloseTo(1 - q ** 3 - 3 * p * q ** 3, 12);
  });

  it('best of 3 sets, and in play from the sets won', () => {
    const model: FixtureModel = { sport: 'tennis', pSetHome: p, bestOf: 3 };
    expect(win(model, before, 'ah', -150, 'home')).toBeCloseTo(p * p, 12);
    expect(win(model, before, 'ou', 250, 'over')).toBeCloseTo(2 * p * q, 12);
    expect(win(model, live(0, 1, 0), 'winner', null, 'home')).toBeCloseTo(p * p, 12);
    expect(win(model, live(1, 1, 0), 'ou', 250, 'over')).toBe(1);
  });

  it('maps, best of 3 at 1-0 and best of 1', () => {
    const model: FixtureModel = { sport: 'moba', pMapHome: p, bestOf: 3 };
    expect(win(model, live(1, 0, 0), 'winner', null, 'home')).toBeCloseTo(p + q * p, 12);
    expect(win(model, live(1, 0, 0), 'map_ah', -150, 'home')).toBeCloseTo(p, 12);
    expect(win(model, live(1, 0, 0), 'maps_ou', 250, 'over')).toBeCloseTo(q, 12);
    const single: FixtureModel = { sport: 'shooter', pMapHome: p, bestOf: 1 };
    expect(win(single, before, 'winner', null, 'away')).toBeCloseTo(q, 12);
  });
});

describe('basketball against the normal distribution', () => {
  const model: FixtureModel = { sport: 'basketball', homePoints: 113, awayPoints: 107.5 };

  it('before the start: margin and total around the expected points, a level margin split by overtime', () => {
    const mean = 5.5;
    const sd = BASKETBALL_MARGIN_SD;
    // Home wins by a point or more, or half of a level game (to overtime).
    const level = phi((0.5 - mean) / sd) - phi((-0.5 - mean) / sd);
    expect(win(model, before, 'winner', null, 'home')).toBeCloseTo(1 - phi((0.5 - mean) / sd) + level / 2, 6);
    expect(win(model, before, 'ah', -450, 'home')).toBeCloseTo(1 - phi((4.5 - mean) / sd), 6);
    expect(win(model, before, 'ah', 750, 'away')).toBeCloseTo(phi((-7.5 - mean) / sd), 6);
    expect(win(model, before, 'ou', 22050, 'over')).toBeCloseTo(
      1 - phi((220.5 - 220.5) / BASKETBALL_TOTAL_SD),
      6,
    );
    expect(win(model, before, 'ou', 21550, 'under')).toBeCloseTo(
      phi((215.5 - 220.5) / BASKETBALL_TOTAL_SD),
      6,
    );
  });

  it('in play: the rest of the game on top of the score, its spread shrinking with the time left', () => {
    const state = live(80, 84, 0.75);
    const mean = -4 + 5.5 * 0.25;
    const sd = BASKETBALL_MARGIN_SD * Math.sqrt(0.25);
    expect(win(model, state, 'ah', 250, 'home')).toBeCloseTo(1 - phi((-2.5 - mean) / sd), 6);
    const totalMean = 164 + 220.5 * 0.25;
    const totalSd = BASKETBALL_TOTAL_SD * Math.sqrt(0.25);
    expect(win(model, state, 'ou', 22050, 'over')).toBeCloseTo(1 - phi((220.5 - totalMean) / totalSd), 6);
  });

  it('offers winner, three half-line handicaps and three half-line totals a point apart', () => {
    const markets = priceFixture(model, before, 500);
    expect(markets.map((m) => m.type)).toEqual(['winner', 'ah', 'ah', 'ah', 'ou', 'ou', 'ou']);
    const lines = markets.filter((m) => m.line !== null).map((m) => m.line!);
    for (const line of lines) expect(Math.abs(line % 100)).toBe(50);
    expect(lines.slice(0, 3)).toEqual([-650, -550, -450]);
    expect(lines.slice(3)).toEqual([21950, 22050, 22150]);
  });
});

describe('poissonMasses', () => {
  it('are the Poisson probabilities, cut where the tail is negligible', () => {
    const rate = 1.7;
    const masses = poissonMasses(rate);
    expect(masses.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 14);
    let factorial = 1;
    masses.forEach((m, k) => {
      if (k > 0) factorial *= k;
      expect(m).toBeCloseTo((Math.exp(-rate) * rate ** k) / factorial, 12);
    });
    expect(poissonMasses(0)).toEqual([1]);
  });
});
