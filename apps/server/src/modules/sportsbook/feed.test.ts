import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookTestApp, type BookTestApp } from '../../test/sportsbook.js';
import { createSandboxFeed } from './index.js';

// The feed worker on the real database, on a clock the test moves: fixtures of the next two days stored and
// priced, a match followed through its goals (markets suspended after each, repriced as it goes), its
// result written once on time, and the same state written whichever run, or how late, reads it.

const SEED = 'sportsbook-feed-test';
const feed = createSandboxFeed(SEED);
let at = Date.parse('2026-11-28T10:00:00Z');
let t: BookTestApp;

beforeAll(async () => {
  t = await createBookTestApp({ now: () => new Date(at), sportsbookFeed: feed });
});
afterAll(async () => t.close());

type Row = {
  id: number;
  feed_ref: string;
  status: string;
  score: { home: number; away: number } | null;
  clock: string | null;
  markets: { type: string; selections: { key: string; odds: number }[] }[];
  suspended_until: Date | null;
  result: unknown;
  result_version: number;
};

const fixtureRow = async (ref: string) =>
  (await t.rows<Row>(sql`select * from sb_fixtures where feed_ref = ${ref}`))[0]!;

describe('the feed worker', () => {
  it('stores the next two days of the feed, each fixture priced, once', async () => {
    const expected = feed.fixtures(at, at + 2 * 86_400_000).length;
    const [count] = await t.rows(sql`select count(*)::int as n from sb_fixtures where source = 'feed'`);
    expect(count!.n).toBe(expected);
    await t.runFeed();
    const [again] = await t.rows(sql`select count(*)::int as n from sb_fixtures where source = 'feed'`);
    expect(again!.n).toBe(expected);
    const unpriced = await t.rows(
      sql`select id from sb_fixtures where source = 'feed' and jsonb_array_length(markets) = 0`,
    );
    expect(unpriced).toEqual([]);
  });

  it('follows a football match through its goals to its result, written once on time', async () => {
    const match = feed
      .fixtures(at, at + 86_400_000)
      .find(
        (f) =>
          f.sport === 'football' &&
          feed.update(f, f.startsAt, feed.fixtureEnd(f)).result?.status === 'finished' &&
          feed.update(f, f.startsAt, feed.fixtureEnd(f)).events.some((e) => e.kind === 'goal'),
      )!;
    expect(match).toBeDefined();
    const end = feed.fixtureEnd(match);
    const goal = feed.update(match, match.startsAt, end).events.find((e) => e.kind === 'goal')!;
    const before = await fixtureRow(match.ref);
    const preHome = before.markets
      .find((m) => m.type === '1x2')!
      .selections.find((s) => s.key === 'home')!.odds;

    // Two seconds after the first goal: live, the score shown, the markets suspended for the book's 10 s.
    at = goal.at + 2_000;
    await t.runFeed();
    let row = await fixtureRow(match.ref);
    expect(row.status).toBe('live');
    expect(row.score).toEqual(goal.score);
    expect(row.clock).toMatch(/'|HT/);
    expect(new Date(row.suspended_until!).getTime()).toBe(goal.at + 10_000);
    const home = row.markets.find((m) => m.type === '1x2')!.selections.find((s) => s.key === 'home')!.odds;
    if (goal.side === 'home') expect(home).toBeLessThan(preHome);
    else expect(home).toBeGreaterThan(preHome);

    // A second before the end: no result yet. At the end: the result, once; later runs change nothing.
    at = end - 1_000;
    await t.runFeed();
    expect((await fixtureRow(match.ref)).result).toBeNull();
    at = end + 5_000;
    await Promise.all([t.runFeed(), t.runFeed()]);
    row = await fixtureRow(match.ref);
    const final = feed.update(match, match.startsAt, end);
    expect(row.status).toBe('finished');
    expect(row.result).toEqual(final.result);
    expect(row.result_version).toBe(1);
    expect(row.markets).toEqual([]);
    at += 60_000;
    await t.runFeed();
    expect((await fixtureRow(match.ref)).result_version).toBe(1);
  });
});
