import { describe, expect, it } from 'vitest';
import { MAX_ODDS, MIN_ODDS, fairChances, priceFixture } from './pricing.js';
import { UnknownSelection } from './settle.js';
import type { FixtureModel, LiveState, MarketSpec, OutcomeChances, PricedMarket, Score } from './types.js';

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

const HOME_GOALS = 1.55;
const AWAY_GOALS = 1.15;
const football: FixtureModel = { sport: 'football', homeGoals: HOME_GOALS, awayGoals: AWAY_GOALS };
const FIXTURES: [string, FixtureModel, LiveState][] = [
  ['football before kick-off', football, before],
  ['football in play 1-1', football, live(1, 1, 0.55)],
  ['football in play 3-0', football, live(3, 0, 0.8)],
  ['efootball', { sport: 'efootball', homeGoals: 2.6, awayGoals: 2.9 }, before],
  ['basketball', { sport: 'basketball', homePoints: 114, awayPoints: 108 }, before],
  ['basketball in play', { sport: 'basketball', homePoints: 114, awayPoints: 108 }, live(61, 58, 0.5)],
  ['tennis best of 3', { sport: 'tennis', pSetHome: 0.62, bestOf: 3 }, before],
  ['tennis best of 5 at 1-1', { sport: 'tennis', pSetHome: 0.45, bestOf: 5 }, live(1, 1, 0)],
  ['moba best of 1', { sport: 'moba', pMapHome: 0.57, bestOf: 1 }, before],
  ['moba best of 3', { sport: 'moba', pMapHome: 0.57, bestOf: 3 }, before],
  ['shooter best of 5', { sport: 'shooter', pMapHome: 0.48, bestOf: 5 }, before],
];
const MARGIN = 500;

const total = (c: OutcomeChances) => c.win + c.halfWin + c.void + c.halfLose + c.lose;
const keysOf = (spec: MarketSpec, score: Score): string[] => {
  if (spec.type === '1x2') return ['home', 'draw', 'away'];
  if (spec.type === 'btts') return ['yes', 'no'];
  if (spec.type === 'ou' || spec.type === 'maps_ou') return ['over', 'under'];
  if (spec.type !== 'cs') return ['home', 'away'];
  const keys = ['other'];
  for (let h = score.home; h <= 4; h += 1) for (let a = score.away; a <= 4; a += 1) keys.push(`${h}-${a}`);
  return keys;
};
const market = (markets: PricedMarket[], type: MarketSpec['type'], line: number | null = null) =>
  markets.find((m) => m.type === type && m.line === line);
const oddsOf = (m: PricedMarket | undefined, key: string) => m?.selections.find((s) => s.key === key)?.odds;

describe.each(FIXTURES)('priceFixture: %s', (_, model, state) => {
  const markets = priceFixture(model, state, MARGIN);

  it('offers markets of two selections or more, each with chances adding up to 1', () => {
    expect(markets.length).toBeGreaterThan(0);
    for (const m of markets) {
      expect(m.selections.length).toBeGreaterThanOrEqual(2);
      for (const s of m.selections) expect(total(s.chances)).toBeCloseTo(1, 9);
    }
  });

  it('gives complementary selections mirrored chances, and exclusive ones a total of 1', () => {
    for (const m of markets) {
      const chances = keysOf(m, state.score).map((key) => fairChances(model, state, m, key));
      if (chances.length === 2) {
        const [a, b] = chances as [OutcomeChances, OutcomeChances];
        expect(a.win).toBeCloseTo(b.lose, 9);
        expect(a.halfWin).toBeCloseTo(b.halfLose, 9);
        expect(a.void).toBeCloseTo(b.void, 9);
        expect(a.halfLose).toBeCloseTo(b.halfWin, 9);
      }
      if (chances.length > 2) {
        // 1x2 and correct score: exactly one selection wins on each score, nothing is half or void.
        expect(
          chances.reduce((sum, c) => sum + c.win, 0),
          `${m.type}`,
        ).toBeCloseTo(1, 9);
        for (const c of chances) expect(c.halfWin + c.void + c.halfLose).toBe(0);
      }
      for (const s of m.selections) expect(s.chances).toEqual(fairChances(model, state, m, s.key));
    }
  });

  it('builds in the margin: implied chances add up to 1 + margin within the rounding of the odds', () => {
    for (const m of markets) {
      const implied = m.selections.reduce((sum, s) => sum + 1000 / s.odds, 0);
      // Flooring each price to 0.01 can add at most the gap to the next price up; clamps are outside that.
      const slack = m.selections.reduce((sum, s) => sum + 1000 / s.odds - 1000 / (s.odds + 10), 0);
      const clamped = m.selections.some((s) => s.odds === MIN_ODDS || s.odds === MAX_ODDS);
      if (!clamped) {
        expect(implied, `${m.type} ${m.line}`).toBeGreaterThanOrEqual(1 + MARGIN / 10_000 - 1e-9);
        expect(implied, `${m.type} ${m.line}`).toBeLessThanOrEqual(1 + MARGIN / 10_000 + slack + 1e-9);
      }
      for (const s of m.selections) {
        expect(s.odds % 10).toBe(0);
        expect(s.odds).toBeGreaterThanOrEqual(MIN_ODDS);
      }
    }
  });
});

describe('priceFixture: what is offered', () => {
  it('prices nothing once a fixture is no longer scheduled or live', () => {
    for (const status of ['finished', 'postponed', 'abandoned', 'cancelled'] as const) {
      expect(priceFixture(football, { ...live(2, 1, 1), status }, MARGIN)).toEqual([]);
    }
  });

  it('offers football 1x2, three handicaps a quarter apart around the most even, three totals, btts and cs', () => {
    const markets = priceFixture(football, before, MARGIN);
    expect(markets.map((m) => m.type)).toEqual(['1x2', 'ah', 'ah', 'ah', 'ou', 'ou', 'ou', 'btts', 'cs']);
    const ah = markets.filter((m) => m.type === 'ah').map((m) => m.line!);
    expect([ah[1]! - ah[0]!, ah[2]! - ah[1]!]).toEqual([25, 25]);
    const ou = markets.filter((m) => m.type === 'ou').map((m) => m.line!);
    expect([ou[1]! - ou[0]!, ou[2]! - ou[1]!]).toEqual([25, 25]);
    expect(ou[1]! % 100).not.toBe(0);
    // The middle line is nearer even than any other quarter line (home's stake-weighted share of the pot).
    const share = (spec: MarketSpec, key: string) => {
      const c = fairChances(football, before, spec, key);
      const winning = c.win + c.halfWin / 2;
      return Math.abs(winning / (winning + c.lose + c.halfLose / 2) - 0.5);
    };
    for (let line = ah[1]! - 200; line <= ah[1]! + 200; line += 25) {
      if (line !== ah[1])
        expect(share({ type: 'ah', line }, 'home')).toBeGreaterThan(
          share({ type: 'ah', line: ah[1]! }, 'home'),
        );
    }
    for (let line = 50; line <= 500; line += 25) {
      if (line % 100 !== 0 && line !== ou[1]) {
        expect(share({ type: 'ou', line }, 'over')).toBeGreaterThan(
          share({ type: 'ou', line: ou[1]! }, 'over'),
        );
      }
    }
  });

  it('offers winner only for a best of 1, and the fixed set lines for longer matches', () => {
    const lines = (model: FixtureModel) =>
      priceFixture(model, before, MARGIN).map((m) => `${m.type} ${m.line}`);
    expect(lines({ sport: 'moba', pMapHome: 0.5, bestOf: 1 })).toEqual(['winner null']);
    expect(lines({ sport: 'shooter', pMapHome: 0.5, bestOf: 3 })).toEqual([
      'winner null',
      'map_ah -150',
      'map_ah 150',
      'maps_ou 250',
    ]);
    expect(lines({ sport: 'tennis', pSetHome: 0.5, bestOf: 5 })).toEqual([
      'winner null',
      'ah -150',
      'ah 150',
      'ah -250',
      'ah 250',
      'ou 350',
      'ou 450',
    ]);
  });

  it('shortens the home price after a home goal', () => {
    const level = priceFixture(football, live(0, 0, 0.4), MARGIN);
    const ahead = priceFixture(football, live(1, 0, 0.4), MARGIN);
    expect(oddsOf(market(ahead, '1x2'), 'home')!).toBeLessThan(oddsOf(market(level, '1x2'), 'home')!);
    expect(oddsOf(market(ahead, '1x2'), 'away')!).toBeGreaterThan(oddsOf(market(level, '1x2'), 'away')!);
  });

  it('makes a 2-0 lead near the end a very short home price', () => {
    const state = live(2, 0, 0.98);
    const markets = priceFixture(football, state, MARGIN);
    expect(oddsOf(market(markets, '1x2'), 'home')).toBe(MIN_ODDS);
    expect(fairChances(football, state, { type: '1x2', line: null }, 'home').win).toBeGreaterThan(0.999);
  });

  it('never offers a correct score the match has already passed', () => {
    const state = live(2, 1, 0.6);
    const cs = market(priceFixture(football, state, MARGIN), 'cs')!;
    for (const { key } of cs.selections) {
      if (key === 'other') continue;
      const [h, a] = key.split('-').map(Number);
      expect(h! >= 2 && a! >= 1, key).toBe(true);
    }
    expect(fairChances(football, state, { type: 'cs', line: null }, '1-1').win).toBe(0);
  });

  it('refuses a market the sport does not have', () => {
    const basketball: FixtureModel = { sport: 'basketball', homePoints: 100, awayPoints: 100 };
    expect(() => fairChances(basketball, before, { type: 'cs', line: null }, '1-0')).toThrow(
      UnknownSelection,
    );
    expect(() => fairChances(football, before, { type: 'map_ah', line: 150 }, 'home')).toThrow(
      UnknownSelection,
    );
  });

  it('voids the chances of a fixture that will not finish, and settles those of one that did', () => {
    const spec: MarketSpec = { type: '1x2', line: null };
    expect(fairChances(football, { ...before, status: 'postponed' }, spec, 'home').void).toBe(1);
    expect(fairChances(football, { ...live(2, 1, 1), status: 'finished' }, spec, 'home').win).toBe(1);
  });
});

/** A small seeded generator (mulberry32), so the simulation is the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Poisson draw by multiplying uniforms until they fall under e^-rate (Knuth). */
function poissonDraw(rate: number, random: () => number): number {
  const limit = Math.exp(-rate);
  let k = 0;
  let product = random();
  while (product > limit) {
    k += 1;
    product *= random();
  }
  return k;
}

describe('1x2 fair chances against a Monte Carlo simulation', () => {
  // 200,000 matches: a chance's standard error is at most 0.0012; the tolerance is 0.005 (above 4 errors).
  const RUNS = 200_000;
  const TOLERANCE = 0.005;
  it.each([
    ['before kick-off', before, 1],
    ['in play at 1-0, 40% played', live(1, 0, 0.4), 2],
    ['in play at 0-2, 75% played', live(0, 2, 0.75), 3],
  ])('%s', (_, state, seed) => {
    const random = seeded(seed);
    const left = state.status === 'live' ? 1 - state.elapsed : 1;
    const counts = { home: 0, draw: 0, away: 0 };
    for (let i = 0; i < RUNS; i += 1) {
      const home = state.score.home + poissonDraw(HOME_GOALS * left, random);
      const away = state.score.away + poissonDraw(AWAY_GOALS * left, random);
      counts[home > away ? 'home' : home < away ? 'away' : 'draw'] += 1;
    }
    for (const key of ['home', 'draw', 'away'] as const) {
      const priced = fairChances(football, state, { type: '1x2', line: null }, key).win;
      expect(Math.abs(priced - counts[key] / RUNS), key).toBeLessThan(TOLERANCE);
    }
  });
});
