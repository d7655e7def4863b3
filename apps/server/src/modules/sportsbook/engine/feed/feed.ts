import type { FixtureModel, FixtureResult, LiveState, Score, Sport } from '../types.js';

// The fixtures feed: where the book learns what will be played, how it stands and how it ended. The
// sandbox feed (`sandbox.ts`) implements it for the demo; a provider of real fixtures implements the same
// interface. Every time is epoch milliseconds (UTC).

/** A side of a fixture: a club, a team, a tennis player or an e-sports player with the club they play. */
export type FeedTeam = {
  /** The side's code in the feed, unique across the feed (a slug of its name). */
  code: string;
  /** The name the pages show. */
  name: string;
};

/** A league, cup or tournament. */
export type FeedLeague = {
  /** The competition's code in the feed, unique across the feed. */
  code: string;
  /** The name the pages show. */
  name: string;
  /** Where it is played: a three-letter country code, or 'INT' for an international competition. */
  country: string;
};

/** A fixture as the feed announces it before it starts. */
export type FeedFixture = {
  /** The fixture's stable unique id in the feed, e.g. 'sbx-20261128-fb-epd-3'. */
  ref: string;
  sport: Sport;
  league: FeedLeague;
  home: FeedTeam;
  away: FeedTeam;
  /** The scheduled start (kick-off, tip-off, first serve, first map). */
  startsAt: number;
  /** What the pricing model knows of the fixture before it starts. */
  model: FixtureModel;
};

/** What can happen in a fixture: its start and end, a change of the score, or a status that voids it. */
export const FEED_EVENT_KINDS = [
  'goal',
  'point-run',
  'set',
  'map',
  'start',
  'end',
  'postponed',
  'abandoned',
] as const;
export type FeedEventKind = (typeof FEED_EVENT_KINDS)[number];

/** Something that happened in a fixture. */
export type FeedEvent = {
  /** When it happened. */
  at: number;
  kind: FeedEventKind;
  /** The side that scored (goal, run of points) or won (set, map); absent for the others. */
  side?: 'home' | 'away';
  /** The score just after it. */
  score: Score;
};

/** A fixture as it stands at a moment. */
export type FeedUpdate = {
  ref: string;
  state: LiveState;
  /** The result once the fixture has one (finished, or voided by a postponement or an abandonment). */
  result: FixtureResult | null;
  /** The events after `since` and at or before the moment asked, in time order. */
  events: FeedEvent[];
};

/** A source of fixtures, their live states and their results. */
export interface FixturesFeed {
  /** Fixtures starting in [from, to), in order of start. */
  fixtures(from: number, to: number): FeedFixture[] | Promise<FeedFixture[]>;
  /** The fixture's state at `at`, its result once it has one, and its events in (since, at]. */
  update(fixture: FeedFixture, since: number, at: number): FeedUpdate | Promise<FeedUpdate>;
}
