import type { FixtureModel } from '../types.js';
import type { FeedFixture, FeedTeam } from './feed.js';
import { feedRng } from './rng.js';
import { COMPETITIONS, sidesOf, type CompetitionCode, type CompetitionSides } from './teams.js';

// The sandbox's schedule: which sides meet on a UTC day and when. Kick-off times are chosen as a South-East
// Asian audience (UTC+7/+8) watches: Asian football and basketball in its afternoon and evening, European
// football in its evening and night, tennis and e-sports through its day, e-football all day.

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/**
 * How a competition fills a day.
 * - `rounds`: `perWeekday[w]` games on weekday w (0 Sunday), each side at most once a day; kick-offs from
 *   `slots` (minutes after 00:00 UTC), shared by several games when `parallel`, one game each otherwise.
 * - `stream`: one game after another all day, each `steps` minutes after the previous one.
 */
type Plan =
  | { kind: 'rounds'; perWeekday: readonly number[]; slots: readonly number[]; parallel: boolean }
  | { kind: 'stream'; steps: readonly number[]; lastStart: number };

const hm = (hours: number, minutes = 0) => hours * 60 + minutes;

const PLANS: Record<CompetitionCode, Plan> = {
  epd: {
    kind: 'rounds',
    perWeekday: [4, 2, 2, 3, 2, 2, 6],
    slots: [hm(11, 30), hm(14), hm(16, 30), hm(19)],
    parallel: true,
  },
  lpn: {
    kind: 'rounds',
    perWeekday: [4, 2, 2, 2, 2, 2, 5],
    slots: [hm(12), hm(14, 15), hm(16, 30), hm(19)],
    parallel: true,
  },
  acc: {
    kind: 'rounds',
    perWeekday: [1, 2, 4, 4, 2, 1, 1],
    slots: [hm(10), hm(11), hm(12), hm(13, 15)],
    parallel: true,
  },
  sss: {
    kind: 'rounds',
    perWeekday: [4, 2, 2, 2, 2, 3, 4],
    slots: [hm(9), hm(10, 30), hm(11), hm(12)],
    parallel: true,
  },
  apb: {
    kind: 'rounds',
    perWeekday: [3, 2, 2, 3, 2, 3, 4],
    slots: [hm(8), hm(9), hm(10, 30), hm(11, 30), hm(12, 30)],
    parallel: true,
  },
  abc: {
    kind: 'rounds',
    perWeekday: [3, 1, 2, 2, 2, 2, 3],
    slots: [hm(7), hm(9), hm(11), hm(12)],
    parallel: true,
  },
  // Two courts, matches "not before" each session's start.
  scm: {
    kind: 'rounds',
    perWeekday: [4, 4, 4, 4, 4, 4, 2],
    slots: [hm(2), hm(2), hm(6), hm(6), hm(10)],
    parallel: false,
  },
  sow: {
    kind: 'rounds',
    perWeekday: [6, 6, 6, 6, 6, 4, 4],
    slots: [hm(1), hm(1), hm(1), hm(3, 30), hm(3, 30), hm(3, 30), hm(6), hm(6)],
    parallel: false,
  },
  // A game every 10 or 15 minutes; the last one ends (9 minutes) before the next day's first.
  es8: { kind: 'stream', steps: [10, 15], lastStart: hm(23, 50) },
  msl: {
    kind: 'rounds',
    perWeekday: [4, 3, 3, 3, 3, 3, 4],
    slots: [hm(7), hm(9, 30), hm(12), hm(14, 30)],
    parallel: false,
  },
  mcs: { kind: 'rounds', perWeekday: [2, 1, 1, 1, 1, 2, 2], slots: [hm(10), hm(14)], parallel: false },
  tsp: {
    kind: 'rounds',
    perWeekday: [4, 3, 3, 3, 3, 3, 4],
    slots: [hm(8), hm(11), hm(14), hm(17)],
    parallel: false,
  },
};

/** The best-of of the series of each MOBA and shooter competition. */
const BEST_OF: Partial<Record<CompetitionCode, 1 | 3 | 5>> = { msl: 3, mcs: 5, tsp: 3 };
/** Slam-style tennis events play best of five sets. */
const FIVE_SETS: readonly CompetitionCode[] = ['scm'];

const SPORT_ABBREVIATIONS = {
  football: 'fb',
  basketball: 'bb',
  tennis: 'tn',
  efootball: 'ef',
  moba: 'mb',
  shooter: 'sh',
} as const;

/** 1 January 1970, day 0, was a Thursday. */
const weekdayOf = (day: number) => (((day + 4) % 7) + 7) % 7;

/** yyyymmdd of a UTC day. */
const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * Where the day's window starts in the competition's rotation of sides: the sides played on the days
 * before, so consecutive days take the next sides in turn and a side rests between its games.
 */
function rotationOffset(perWeekday: readonly number[], day: number, sides: number): number {
  const week = perWeekday.reduce((sum, games) => sum + games, 0);
  let played = Math.floor(day / 7) * week;
  for (let k = 0; k < day % 7; k++) played += perWeekday[weekdayOf(k)]!;
  return (2 * played) % sides;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Rounded to `places` decimals, or to a half point. */
const rounded = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const toHalf = (value: number) => Math.round(value * 2) / 2;
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** A side's fixed strength in [-0.8, 0.8], drawn once from the seed. */
function strengthOf(seed: string, competition: CompetitionCode, side: FeedTeam): number {
  return feedRng(seed, `strength:${competition}:${side.code}`).unit() * 1.6 - 0.8;
}

/** The pricing model of a game, from the two sides' strengths. */
function modelOf(sides: CompetitionSides, home: number, away: number): FixtureModel {
  const diff = home - away;
  const code = sides.league.code as CompetitionCode;
  switch (sides.sport) {
    case 'football':
      return {
        sport: 'football',
        homeGoals: rounded(clamp(1.45 * Math.exp(0.5 * diff), 0.6, 2.4), 2),
        awayGoals: rounded(clamp(1.1 * Math.exp(-0.5 * diff), 0.6, 2.4), 2),
      };
    case 'efootball':
      return {
        sport: 'efootball',
        homeGoals: rounded(clamp(1.7 * Math.exp(0.45 * diff), 0.8, 2.8), 2),
        awayGoals: rounded(clamp(1.7 * Math.exp(-0.45 * diff), 0.8, 2.8), 2),
      };
    case 'basketball':
      return {
        sport: 'basketball',
        homePoints: toHalf(clamp(83.5 + 7 * diff, 70, 95)),
        awayPoints: toHalf(clamp(80.5 - 7 * diff, 70, 95)),
      };
    case 'tennis':
      return {
        sport: 'tennis',
        pSetHome: rounded(clamp(logistic(0.8 * diff), 0.25, 0.75), 3),
        bestOf: FIVE_SETS.includes(code) ? 5 : 3,
      };
    case 'moba':
    case 'shooter':
      return {
        sport: sides.sport,
        pMapHome: rounded(clamp(logistic(0.7 * diff), 0.25, 0.75), 3),
        bestOf: BEST_OF[code] ?? 3,
      };
  }
}

type Pairing = { home: FeedTeam; away: FeedTeam; startsAt: number };

/** The games of a `rounds` competition on a day: a window of the rotation, shuffled into pairs. */
function roundsOfDay(
  seed: string,
  code: CompetitionCode,
  sides: FeedTeam[],
  day: number,
  plan: Plan & { kind: 'rounds' },
) {
  const games = plan.perWeekday[weekdayOf(day)]!;
  const order = feedRng(seed, `rotation:${code}`).shuffle(sides);
  const offset = rotationOffset(plan.perWeekday, day, sides.length);
  const rng = feedRng(seed, `day:${code}:${day}`);
  const window = rng.shuffle(
    Array.from({ length: 2 * games }, (_, i) => order[(offset + i) % sides.length]!),
  );
  const slots = plan.parallel
    ? Array.from({ length: games }, () => plan.slots[rng.int(plan.slots.length)]!)
    : rng.shuffle(plan.slots).slice(0, games);
  return slots.map<Pairing>((slot, i) => ({
    home: window[2 * i]!,
    away: window[2 * i + 1]!,
    startsAt: day * DAY + slot * MINUTE,
  }));
}

/** The games of a `stream` competition on a day: one after another, two different players each. */
function streamOfDay(
  seed: string,
  code: CompetitionCode,
  sides: FeedTeam[],
  day: number,
  plan: Plan & { kind: 'stream' },
) {
  const rng = feedRng(seed, `day:${code}:${day}`);
  const games: Pairing[] = [];
  for (let minute = 0; minute <= plan.lastStart; minute += plan.steps[rng.int(plan.steps.length)]!) {
    const home = rng.int(sides.length);
    const away = (home + 1 + rng.int(sides.length - 1)) % sides.length;
    games.push({ home: sides[home]!, away: sides[away]!, startsAt: day * DAY + minute * MINUTE });
  }
  return games;
}

/** Every fixture of every competition starting on a UTC day (day 0 is 1 January 1970). */
export function fixturesOfDay(seed: string, day: number): FeedFixture[] {
  const fixtures: FeedFixture[] = [];
  for (const competition of COMPETITIONS) {
    const code = competition.league.code;
    const plan = PLANS[code];
    const sides = sidesOf(competition);
    const games =
      plan.kind === 'rounds'
        ? roundsOfDay(seed, code, sides, day, plan)
        : streamOfDay(seed, code, sides, day, plan);
    games.sort((a, b) => a.startsAt - b.startsAt || a.home.code.localeCompare(b.home.code));
    games.forEach((game, i) => {
      fixtures.push({
        ref: `sbx-${dateOf(day)}-${SPORT_ABBREVIATIONS[competition.sport]}-${code}-${i + 1}`,
        sport: competition.sport,
        league: { ...competition.league },
        home: game.home,
        away: game.away,
        startsAt: game.startsAt,
        model: modelOf(competition, strengthOf(seed, code, game.home), strengthOf(seed, code, game.away)),
      });
    });
  }
  return fixtures.sort((a, b) => a.startsAt - b.startsAt || a.ref.localeCompare(b.ref));
}
