import { describe, expect, it } from 'vitest';
import type { FixtureStatus, LiveState, Score } from '../types.js';
import type { FeedFixture } from './feed.js';
import { createSandboxFeed } from './sandbox.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Monday 23 November 2026, 00:00 UTC. */
const MONDAY = Date.UTC(2026, 10, 23);

const feed = createSandboxFeed('live-test');
const FAR = Date.UTC(2100, 0, 1);

/** Status changes a fixture may make, in order. */
const NEXT: Record<FixtureStatus, FixtureStatus[]> = {
  scheduled: ['scheduled', 'live', 'postponed'],
  live: ['live', 'finished', 'abandoned'],
  finished: ['finished'],
  postponed: ['postponed'],
  abandoned: ['abandoned'],
  cancelled: ['cancelled'],
};

const countsWins = (f: FeedFixture) => ['tennis', 'moba', 'shooter'].includes(f.sport);

/** The periods add up to the score (goals, points) or count its wins (sets, maps). */
function expectPeriodsMatch(f: FeedFixture, state: { score: Score; periods: Score[] }) {
  if (countsWins(f)) {
    for (const p of state.periods) expect([0, 1]).toContain(p.home + p.away);
    expect(state.periods.filter((p) => p.home > p.away).length).toBe(state.score.home);
    expect(state.periods.filter((p) => p.away > p.home).length).toBe(state.score.away);
  } else {
    expect(state.periods.reduce((sum, p) => sum + p.home, 0)).toBe(state.score.home);
    expect(state.periods.reduce((sum, p) => sum + p.away, 0)).toBe(state.score.away);
  }
}

/** Walks a fixture through moments around its start, events and end, checking every state against the last. */
function walk(f: FeedFixture) {
  const end = feed.fixtureEnd(f);
  const all = feed.update(f, 0, FAR).events;
  const moments = new Set([f.startsAt - 13 * HOUR, f.startsAt - 1, f.startsAt, end - 1, end, end + HOUR]);
  for (let k = 0; k <= 24; k++) moments.add(Math.round(f.startsAt + ((end - f.startsAt) * k) / 24));
  for (const e of all) [e.at - 1, e.at, e.at + 1].forEach((m) => moments.add(m));
  let previous: LiveState | null = null;
  for (const at of [...moments].sort((a, b) => a - b)) {
    const { state, result } = feed.update(f, at, at);
    expectPeriodsMatch(f, state);
    expect(state.elapsed >= 0 && state.elapsed <= 1).toBe(true);
    expect(result === null).toBe(at < end);
    if (state.status === 'live') expect(state.clock).not.toBeNull();
    if (previous) {
      expect(NEXT[previous.status]).toContain(state.status);
      expect(state.score.home).toBeGreaterThanOrEqual(previous.score.home);
      expect(state.score.away).toBeGreaterThanOrEqual(previous.score.away);
      expect(state.periods.length).toBeGreaterThanOrEqual(previous.periods.length);
      expect(state.elapsed).toBeGreaterThanOrEqual(previous.elapsed);
    }
    previous = state;
  }
  return { end, all, final: feed.update(f, end, end) };
}

describe('the sandbox live states', () => {
  const fixtures = feed.fixtures(MONDAY, MONDAY + 2 * DAY);

  it('are the same for the same seed and time, across feeds', () => {
    const twin = createSandboxFeed('live-test');
    for (const f of fixtures.filter((_, i) => i % 7 === 0)) {
      for (const at of [f.startsAt + 3 * MINUTE, f.startsAt + 47 * MINUTE, f.startsAt + 5 * HOUR]) {
        expect(twin.update(f, f.startsAt, at)).toEqual(feed.update(f, f.startsAt, at));
      }
    }
  });

  it('never lower a score, keep periods consistent, and end with the last live score', () => {
    expect(fixtures.length).toBeGreaterThan(250);
    const fates = new Set<string>();
    for (const f of fixtures) {
      const { end, all, final } = walk(f);
      fates.add(final.result!.status);
      const last = all.at(-1)!;
      if (final.result?.status === 'finished') {
        expect(last).toMatchObject({ at: end, kind: 'end', score: final.result.score });
        expect(final.state).toMatchObject({
          status: 'finished',
          score: final.result.score,
          periods: final.result.periods,
        });
        const before = feed.update(f, end - 1, end - 1).state;
        const atEnd = feed.update(f, end - 1, end).events.filter((e) => e.kind !== 'end');
        expect(atEnd.at(-1)?.score ?? before.score).toEqual(final.result.score);
      } else if (final.result?.status === 'postponed') {
        expect(all).toEqual([{ at: end, kind: 'postponed', score: { home: 0, away: 0 } }]);
        expect(end).toBeLessThan(f.startsAt);
      } else {
        expect(final.result).toEqual({ status: 'abandoned' });
        expect(end).toBeGreaterThan(f.startsAt);
        expect(last).toMatchObject({ at: end, kind: 'abandoned', score: final.state.score });
      }
      // The state at a change's moment shows the score after the last change of that moment.
      const scored = all.filter((x) => x.side);
      for (const [i, e] of scored.entries()) {
        if (scored[i + 1]?.at !== e.at) expect(feed.update(f, e.at, e.at).state.score).toEqual(e.score);
      }
    }
    expect([...fates].sort()).toEqual(['abandoned', 'finished', 'postponed']);
  });

  it('hand out each event once, in (since, at]', () => {
    for (const f of fixtures.filter((x) => x.sport === 'football' || x.sport === 'basketball')) {
      const end = feed.fixtureEnd(f);
      const cuts = [f.startsAt - 1, f.startsAt + 20 * MINUTE, f.startsAt + 61 * MINUTE, end - 1, end];
      const pieces = cuts.slice(1).flatMap((to, i) => feed.update(f, cuts[i]!, to).events);
      expect(pieces).toEqual(feed.update(f, f.startsAt - 1, end).events);
    }
  });

  it('settle tennis and e-sports on a majority of sets or maps, basketball never tied', () => {
    for (const f of fixtures) {
      const { result } = feed.update(f, 0, feed.fixtureEnd(f));
      if (result?.status !== 'finished') continue;
      const m = f.model;
      if (m.sport === 'tennis' || m.sport === 'moba' || m.sport === 'shooter') {
        expect(Math.max(result.score.home, result.score.away)).toBe((m.bestOf + 1) / 2);
        expect(Math.min(result.score.home, result.score.away)).toBeLessThan((m.bestOf + 1) / 2);
      }
      if (m.sport === 'basketball') {
        expect(result.score.home).not.toBe(result.score.away);
        expect(result.periods.length).toBeGreaterThanOrEqual(4);
      }
      if (m.sport === 'football' || m.sport === 'efootball') expect(result.periods).toHaveLength(2);
    }
  });

  it('show a football clock, half time, and a basketball quarter clock', () => {
    const football = fixtures.find(
      (f) => f.sport === 'football' && feed.fixtureEnd(f) - f.startsAt > 100 * MINUTE,
    )!;
    const at = (minutes: number) => feed.update(football, 0, football.startsAt + minutes * MINUTE).state;
    expect(at(0).clock).toBe("1'");
    expect(at(30.5)).toMatchObject({ clock: "31'", elapsed: 30.5 / 90 });
    // Half time lasts 15 minutes from the end of the first half's 1 to 4 minutes of stoppage.
    expect(at(49.5)).toMatchObject({ clock: 'HT', elapsed: 0.5 });
    const basketball = fixtures.find((f) => f.sport === 'basketball')!;
    // Q3 starts after Q1 (25), a break (2), Q2 (25) and half time (15): 67 minutes; 2.5 real minutes is one of play.
    const q3 = feed.update(basketball, 0, basketball.startsAt + 69.5 * MINUTE).state;
    expect(q3.clock).toBe('Q3 09:00');
    expect(q3.periods).toHaveLength(3);
  });
});

describe('the sandbox results', () => {
  it('arrive exactly at the end: none a millisecond before', () => {
    for (const f of feed.fixtures(MONDAY, MONDAY + DAY).filter((_, i) => i % 3 === 0)) {
      const end = feed.fixtureEnd(f);
      expect(feed.update(f, 0, end - 1).result).toBeNull();
      expect(feed.update(f, 0, end).result).not.toBeNull();
    }
  });

  it('average the models’ expected goals over 2,000 football matches (independent check)', () => {
    const finished: { expected: Score; score: Score }[] = [];
    for (let day = 0; finished.length < 2000; day++) {
      for (const f of feed.fixtures(MONDAY + day * DAY, MONDAY + (day + 1) * DAY)) {
        if (f.model.sport !== 'football' || finished.length === 2000) continue;
        const { result } = feed.update(f, 0, feed.fixtureEnd(f));
        if (result?.status !== 'finished') continue;
        finished.push({
          expected: { home: f.model.homeGoals, away: f.model.awayGoals },
          score: result.score,
        });
      }
    }
    for (const side of ['home', 'away'] as const) {
      const expected = finished.reduce((sum, m) => sum + m.expected[side], 0);
      const goals = finished.reduce((sum, m) => sum + m.score[side], 0);
      // Poisson counts: the total's deviation is the square root of its mean; four deviations allowed.
      expect(Math.abs(goals - expected)).toBeLessThan(4 * Math.sqrt(expected));
      // The share of matches where the side did not score, against the Poisson chance e^-λ of each.
      const blank = finished.filter((m) => m.score[side] === 0).length / finished.length;
      const chance = finished.reduce((sum, m) => sum + Math.exp(-m.expected[side]), 0) / finished.length;
      expect(Math.abs(blank - chance)).toBeLessThan(4 * Math.sqrt((chance * (1 - chance)) / finished.length));
    }
  });

  it('postpone about one fixture in 40 before its start and abandon about one in 150 in play', () => {
    const all = feed.fixtures(MONDAY, MONDAY + 70 * DAY);
    expect(all.length).toBeGreaterThan(9000);
    let postponed = 0;
    let abandoned = 0;
    for (const f of all) {
      const { result } = feed.update(f, 0, feed.fixtureEnd(f));
      if (result?.status === 'postponed') postponed++;
      if (result?.status === 'abandoned') abandoned++;
    }
    // Four binomial deviations either side of the intended share.
    const within = (count: number, share: number) => {
      const deviation = Math.sqrt(all.length * share * (1 - share));
      expect(Math.abs(count - all.length * share)).toBeLessThan(4 * deviation);
    };
    within(postponed, 1 / 40);
    within(abandoned, 1 / 150);
  });
});
