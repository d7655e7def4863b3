import { describe, expect, it } from 'vitest';
import type { Sport } from '../types.js';
import type { FeedFixture } from './feed.js';
import { createSandboxFeed } from './sandbox.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Monday 23 November 2026, 00:00 UTC. */
const MONDAY = Date.UTC(2026, 10, 23);

const feed = createSandboxFeed('schedule-test');
const fourWeeks = feed.fixtures(MONDAY, MONDAY + 28 * DAY);

/** The brief's ranges of fixtures a day, per sport. */
const PER_DAY: Record<Sport, [number, number]> = {
  football: [8, 16],
  basketball: [3, 7],
  tennis: [6, 10],
  efootball: [96, 144],
  moba: [3, 6],
  shooter: [3, 4],
};

describe('the sandbox schedule', () => {
  it('is the same for the same seed and differs for another seed', () => {
    const again = createSandboxFeed('schedule-test').fixtures(MONDAY, MONDAY + 28 * DAY);
    expect(again).toEqual(fourWeeks);
    const other = createSandboxFeed('another-seed').fixtures(MONDAY, MONDAY + 28 * DAY);
    const sides = (list: FeedFixture[]) => list.map((f) => `${f.startsAt} ${f.home.code} ${f.away.code}`);
    expect(sides(other)).not.toEqual(sides(fourWeeks));
  });

  it('answers the fixtures starting in [from, to), in order, whatever the window', () => {
    const from = MONDAY + 2 * DAY + 13 * HOUR;
    const to = from + 30 * HOUR;
    const window = feed.fixtures(from, to);
    expect(window).toEqual(fourWeeks.filter((f) => f.startsAt >= from && f.startsAt < to));
    expect(window.length).toBeGreaterThan(0);
    const middle = from + 7 * HOUR + 5 * MINUTE;
    expect([...feed.fixtures(from, middle), ...feed.fixtures(middle, to)]).toEqual(window);
    for (let i = 1; i < fourWeeks.length; i++) {
      expect(fourWeeks[i]!.startsAt).toBeGreaterThanOrEqual(fourWeeks[i - 1]!.startsAt);
    }
  });

  it('plays a believable number of fixtures of each sport every day', () => {
    for (let day = 0; day < 28; day++) {
      const start = MONDAY + day * DAY;
      const ofDay = fourWeeks.filter((f) => f.startsAt >= start && f.startsAt < start + DAY);
      for (const [sport, [min, max]] of Object.entries(PER_DAY)) {
        const count = ofDay.filter((f) => f.sport === sport).length;
        expect(count, `${sport} on day ${day}`).toBeGreaterThanOrEqual(min);
        expect(count, `${sport} on day ${day}`).toBeLessThanOrEqual(max);
      }
    }
    const leagues = new Set(fourWeeks.map((f) => `${f.sport} ${f.league.code}`));
    expect([...leagues].filter((l) => l.startsWith('football ')).length).toBe(4);
    expect([...leagues].filter((l) => l.startsWith('basketball ')).length).toBe(2);
  });

  it('starts every fixture on a 5-minute mark, ten or fifteen minutes apart in e-football', () => {
    expect(fourWeeks.every((f) => f.startsAt % (5 * MINUTE) === 0)).toBe(true);
    const esoccer = fourWeeks.filter((f) => f.sport === 'efootball');
    for (let i = 1; i < esoccer.length; i++) {
      const gap = esoccer[i]!.startsAt - esoccer[i - 1]!.startsAt;
      expect([10 * MINUTE, 15 * MINUTE, 20 * MINUTE]).toContain(gap);
    }
  });

  it('never has a side in two fixtures at overlapping times, nor against itself', () => {
    const bySide = new Map<string, FeedFixture[]>();
    for (const f of fourWeeks) {
      expect(f.home.code).not.toBe(f.away.code);
      for (const side of [f.home, f.away]) bySide.set(side.code, [...(bySide.get(side.code) ?? []), f]);
    }
    for (const [code, list] of bySide) {
      const played = list.filter((f) => feed.fixtureEnd(f) > f.startsAt);
      for (let i = 1; i < played.length; i++) {
        expect(played[i]!.startsAt, code).toBeGreaterThanOrEqual(feed.fixtureEnd(played[i - 1]!));
      }
    }
  });

  it('gives unique refs and one name per side code', () => {
    expect(new Set(fourWeeks.map((f) => f.ref)).size).toBe(fourWeeks.length);
    expect(fourWeeks.every((f) => /^sbx-\d{8}-(fb|bb|tn|ef|mb|sh)-[a-z0-9]+-\d+$/.test(f.ref))).toBe(true);
    const names = new Map<string, string>();
    for (const side of fourWeeks.flatMap((f) => [f.home, f.away])) {
      expect(names.get(side.code) ?? side.name).toBe(side.name);
      names.set(side.code, side.name);
    }
  });

  it('derives each model from the two sides, within the ranges, with a home advantage in football', () => {
    const models = new Map<string, string>();
    for (const f of fourWeeks) {
      const key = `${f.league.code} ${f.home.code} ${f.away.code}`;
      expect(models.get(key) ?? JSON.stringify(f.model), key).toBe(JSON.stringify(f.model));
      models.set(key, JSON.stringify(f.model));
      const m = f.model;
      expect(m.sport).toBe(f.sport);
      if (m.sport === 'football') {
        for (const goals of [m.homeGoals, m.awayGoals]) expect(goals >= 0.6 && goals <= 2.4).toBe(true);
      } else if (m.sport === 'basketball') {
        for (const points of [m.homePoints, m.awayPoints]) expect(points >= 70 && points <= 95).toBe(true);
      } else if (m.sport === 'tennis') {
        expect(m.pSetHome >= 0.25 && m.pSetHome <= 0.75).toBe(true);
        expect(m.bestOf).toBe(f.league.code === 'scm' ? 5 : 3);
      } else if (m.sport === 'moba' || m.sport === 'shooter') {
        expect(m.pMapHome >= 0.25 && m.pMapHome <= 0.75).toBe(true);
      }
    }
    const football = fourWeeks.flatMap((f) => (f.model.sport === 'football' ? [f.model] : []));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean(football.map((m) => m.homeGoals))).toBeGreaterThan(mean(football.map((m) => m.awayGoals)));
    const moba = new Set(fourWeeks.flatMap((f) => (f.model.sport === 'moba' ? [f.model.bestOf] : [])));
    expect([...moba].sort()).toEqual([3, 5]);
  });
});
