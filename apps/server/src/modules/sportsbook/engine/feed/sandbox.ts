import type { FeedFixture, FeedUpdate, FixturesFeed } from './feed.js';
import { eventsBetween, stateAt } from './live.js';
import { DAY, fixturesOfDay } from './schedule.js';
import { timelineOf } from './timeline.js';

/** The sandbox feed: synchronous answers, and it knows in advance when each fixture's result is known. */
export interface SandboxFeed extends FixturesFeed {
  fixtures(from: number, to: number): FeedFixture[];
  update(fixture: FeedFixture, since: number, at: number): FeedUpdate;
  /** When the fixture's result is known (its end, abandonment or postponement), so the book can schedule. */
  fixtureEnd(fixture: FeedFixture): number;
}

function updateOf(seed: string, fixture: FeedFixture, since: number, at: number): FeedUpdate {
  const timeline = timelineOf(seed, fixture);
  return { ref: fixture.ref, ...stateAt(timeline, at), events: eventsBetween(timeline, since, at) };
}

/**
 * The sandbox feed: invented competitions every day, with live states and results simulated from the seed.
 * A pure function of the seed and the times asked: no clock, no network, the same answers in every
 * process. For the demo and tests only: it is no source of real fixtures.
 */
export function createSandboxFeed(seed: string): SandboxFeed {
  if (seed.length === 0) throw new RangeError('the sandbox feed needs a seed');
  return {
    fixtures(from, to) {
      const fixtures: FeedFixture[] = [];
      for (let day = Math.floor(from / DAY); day * DAY < to; day++) {
        for (const fixture of fixturesOfDay(seed, day)) {
          if (fixture.startsAt >= from && fixture.startsAt < to) fixtures.push(fixture);
        }
      }
      return fixtures;
    },
    update: (fixture, since, at) => updateOf(seed, fixture, since, at),
    fixtureEnd: (fixture) => timelineOf(seed, fixture).end,
  };
}
