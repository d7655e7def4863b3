import { priceFixture, type LiveState } from './engine/index.js';
import type { FeedFixture, FixturesFeed } from './engine/feed/index.js';
import type { BookRow, FixtureRow, FixturesRepository, NewFixture } from './fixtures.repository.js';
import { liveStateOf } from './markets.js';

// The feed worker (job `sportsbook.feed`, every second): the feed's fixtures of the next days stored and
// priced; each fixture about to start or in play followed (its state, its markets repriced, suspended a
// moment after a goal), and its result written once. Everything it writes is a function of the feed and
// the time, so two workers, or a run after downtime, write the same.

/** Fixtures are stored this far ahead, and the store is topped up at most this often. */
export const FEED_AHEAD_MS = 2 * 24 * 3_600_000;
export const FEED_IMPORT_EVERY_MS = 60_000;
/** A live fixture is repriced with the clock this often; an event or a change of status reprices at once. */
export const LIVE_REPRICE_MS = 15_000;

type Log = { error: (obj: object, msg: string) => void };

export type FeedRun = { added: number; updated: number; results: number };

const feedFixtureOf = (f: FixtureRow): FeedFixture => ({
  ref: f.feedRef!,
  sport: f.sport,
  league: { code: f.leagueCode, name: f.leagueName, country: f.country },
  home: { code: f.home, name: f.home },
  away: { code: f.away, name: f.away },
  startsAt: f.startsAt.getTime(),
  model: f.model,
});

const preMatch: LiveState = {
  status: 'scheduled',
  score: { home: 0, away: 0 },
  periods: [],
  elapsed: 0,
  clock: null,
};

const sameState = (a: LiveState, f: FixtureRow) => {
  const b = liveStateOf(f);
  return (
    a.status === b.status &&
    a.score.home === b.score.home &&
    a.score.away === b.score.away &&
    a.clock === b.clock &&
    JSON.stringify(a.periods) === JSON.stringify(b.periods)
  );
};

export function createFeedWorker(deps: {
  fixtures: FixturesRepository;
  feed: FixturesFeed | null;
  now: () => Date;
  log: Log;
}) {
  const imported = new Map<number, number>();

  async function importAhead(book: BookRow, now: Date): Promise<number> {
    const last = imported.get(book.merchantId) ?? 0;
    if (now.getTime() - last < FEED_IMPORT_EVERY_MS) return 0;
    imported.set(book.merchantId, now.getTime());
    const list = await deps.feed!.fixtures(now.getTime(), now.getTime() + FEED_AHEAD_MS);
    const rows: NewFixture[] = list.map((f) => ({
      merchantId: book.merchantId,
      source: 'feed',
      feedRef: f.ref,
      sport: f.sport,
      leagueCode: f.league.code,
      leagueName: f.league.name,
      country: f.league.country,
      home: f.home.name,
      away: f.away.name,
      startsAt: new Date(f.startsAt),
      endsAt: null,
      model: f.model,
      markets: priceFixture(f.model, preMatch, book.marginBps),
    }));
    let added = 0;
    for (let i = 0; i < rows.length; i += 200)
      added += await deps.fixtures.addFixtures(rows.slice(i, i + 200));
    return added;
  }

  /** One fixture followed to `now`; answers what it wrote. */
  async function follow(book: BookRow, f: FixtureRow, now: Date): Promise<'none' | 'state' | 'result'> {
    const since = (f.feedAt ?? new Date(f.startsAt.getTime() - 1)).getTime();
    const update = await deps.feed!.update(feedFixtureOf(f), since, now.getTime());
    const events = update.events.filter(
      (e) => e.kind === 'goal' || e.kind === 'point-run' || e.kind === 'set' || e.kind === 'map',
    );
    const stale = now.getTime() - since >= LIVE_REPRICE_MS;
    if (
      !update.result &&
      events.length === 0 &&
      sameState(update.state, f) &&
      !(f.status === 'live' && stale)
    )
      return 'none';
    const lastEvent = events.length ? Math.max(...events.map((e) => e.at)) : null;
    const suspendedUntil =
      lastEvent !== null && update.state.status === 'live'
        ? new Date(lastEvent + book.suspendAfterEventMs)
        : f.suspendedUntil;
    const markets = update.result ? [] : priceFixture(f.model, update.state, book.marginBps);
    const written = await deps.fixtures.writeState(f.id, {
      state: update.result?.status === 'finished' ? { ...update.state, status: 'finished' } : update.state,
      markets,
      suspendedUntil,
      feedAt: now,
      result: update.result,
    });
    if (!written) return 'none';
    return update.result ? 'result' : 'state';
  }

  return {
    async run(): Promise<FeedRun> {
      const total: FeedRun = { added: 0, updated: 0, results: 0 };
      if (!deps.feed) return total;
      const now = deps.now();
      for (const book of await deps.fixtures.books()) {
        try {
          total.added += await importAhead(book, now);
          for (const f of await deps.fixtures.due(book.merchantId, now)) {
            if (f.startsAt > now && f.status === 'scheduled') continue;
            const done = await follow(book, f, now);
            if (done === 'state') total.updated += 1;
            if (done === 'result') total.results += 1;
          }
        } catch (error) {
          deps.log.error({ err: error, merchant: book.merchantId }, 'sportsbook: feed run failed');
        }
      }
      return total;
    },
  };
}
export type FeedWorker = ReturnType<typeof createFeedWorker>;
