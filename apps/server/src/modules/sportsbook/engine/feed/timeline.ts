import type { FixtureModel } from '../types.js';
import type { FeedFixture } from './feed.js';
import { feedRng, type FeedRng } from './rng.js';
import { MINUTE } from './schedule.js';

// A sandbox fixture's whole story, drawn once from the feed's seed and the fixture's ref: its phases (the
// periods in play and the breaks between them), every change of its score, and its fate (played to the
// end, postponed, or abandoned in play). The live state at any moment is read from it (`live.ts`).

const SECOND = 1_000;

/** A stretch of the fixture: a period in play, or the break after one. */
export type Phase = {
  from: number;
  to: number;
  /** The period (0-based) in play, or the one just finished during a break. */
  period: number;
  /** What the live section shows at a moment of this phase. */
  clock(at: number): string;
  /** The share of the match played at a moment of this phase. */
  elapsed(at: number): number;
};

/** A change of the score: goals, a run of points, or a set or map won (one point of the score). */
export type Scoring = { at: number; side: 'home' | 'away'; points: number; period: number };

/** How the fixture ends: played to the end, postponed (known at `at`), or abandoned in play at `at`. */
export type Fate = { kind: 'played' } | { kind: 'postponed'; at: number } | { kind: 'abandoned'; at: number };

export type Timeline = {
  start: number;
  /** When its result is known: the end of play, the abandonment or the postponement. */
  end: number;
  fate: Fate;
  /** Back to back from the start to the end of play (up to the abandonment). */
  phases: Phase[];
  /** In time order, each before the end. */
  scoring: Scoring[];
  scoringKind: 'goal' | 'point-run' | 'set' | 'map';
};

/** About one fixture in 40 is postponed, one in 150 abandoned in play. */
export const POSTPONED_SHARE = 1 / 40;
export const ABANDONED_SHARE = 1 / 150;

type Played = Pick<Timeline, 'phases' | 'scoring' | 'scoringKind'>;

const toSecond = (at: number) => Math.floor(at / SECOND) * SECOND;
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Arrival times in [0, length) of a Poisson process with the given rate per unit of length. */
function arrivals(rng: FeedRng, rate: number, length: number): number[] {
  const times: number[] = [];
  if (rate <= 0) return times;
  for (let t = rng.exponential(rate); t < length; t += rng.exponential(rate)) times.push(t);
  return times;
}

/**
 * Two halves of `halfMs` of playing time each (plus stoppage time), a break between them; goals arrive as a
 * Poisson process over the whole playing time, stoppage included, at the model's expected goals.
 */
function halves(
  rng: FeedRng,
  start: number,
  expected: { home: number; away: number },
  shape: { halfMs: number; breakMs: number; stoppageMs: [number, number] },
): Played {
  const { halfMs, breakMs, stoppageMs } = shape;
  const firstLength = halfMs + stoppageMs[0];
  const secondFrom = start + firstLength + breakMs;
  const secondLength = halfMs + stoppageMs[1];
  const minuteOf = (played: number, base: number) => {
    const minute = Math.floor((Math.min(played, halfMs) / halfMs) * 45);
    if (played < halfMs) return `${base + minute + 1}'`;
    return `${base + 45}+${Math.floor(((played - halfMs) / halfMs) * 45) + 1}'`;
  };
  const phases: Phase[] = [
    {
      from: start,
      to: start + firstLength,
      period: 0,
      clock: (at) => minuteOf(at - start, 0),
      elapsed: (at) => (0.5 * Math.min(at - start, halfMs)) / halfMs,
    },
    { from: start + firstLength, to: secondFrom, period: 0, clock: () => 'HT', elapsed: () => 0.5 },
    {
      from: secondFrom,
      to: secondFrom + secondLength,
      period: 1,
      clock: (at) => minuteOf(at - secondFrom, 45),
      elapsed: (at) => 0.5 + (0.5 * Math.min(at - secondFrom, halfMs)) / halfMs,
    },
  ];
  const playing = firstLength + secondLength;
  const scoring: Scoring[] = [];
  for (const side of ['home', 'away'] as const) {
    for (const offset of arrivals(rng, expected[side] / playing, playing)) {
      const first = offset < firstLength;
      const at = first ? start + offset : secondFrom + offset - firstLength;
      scoring.push({ at: toSecond(at), side, points: 1, period: first ? 0 : 1 });
    }
  }
  return { phases, scoring: scoring.sort((a, b) => a.at - b.at), scoringKind: 'goal' };
}

const QUARTER_PLAY = 10 * MINUTE;
const OVERTIME_PLAY = 5 * MINUTE;
/** Real time a quarter and an overtime take, stops of the clock included. */
const QUARTER_REAL = 25 * MINUTE;
const OVERTIME_REAL = 12 * MINUTE;
/** The breaks after the first, second (half time) and third quarters, and before each overtime. */
const BREAKS_AFTER_QUARTER = [2 * MINUTE, 15 * MINUTE, 2 * MINUTE];
const BREAK_BEFORE_OVERTIME = 2 * MINUTE;
/** A side's points in regulation spread around the model's expectation with this deviation. */
const POINTS_DEVIATION = 10;
/** Runs of 2 to 8 points (the last one of a side's game may be smaller). */
const RUN_MIN = 2;
const RUN_MAX = 8;
/** Overtimes after which a tie is broken by a last free throw (never reached in practice). */
const MAX_OVERTIMES = 10;

/** A side's points over a stretch: the expectation plus a normal deviation, rounded, never negative. */
function pointsOver(rng: FeedRng, mean: number, deviation: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - rng.unit())) * Math.cos(2 * Math.PI * rng.unit());
  return Math.max(0, Math.round(mean + deviation * normal));
}

/**
 * A side's runs over `play` ms of playing time: its points cut into runs of 2 to 8, at uniformly random
 * moments; `place` turns a moment of play into the real time and period.
 */
function runs(
  rng: FeedRng,
  side: 'home' | 'away',
  points: number,
  play: number,
  place: (played: number) => { at: number; period: number },
): Scoring[] {
  const sizes: number[] = [];
  for (let left = points; left > 0; left -= sizes.at(-1)!)
    sizes.push(Math.min(left, rng.between(RUN_MIN, RUN_MAX)));
  const moments = sizes.map(() => rng.unit() * play).sort((x, y) => x - y);
  return sizes.map((size, i) => ({ ...place(moments[i]!), side, points: size }));
}

/**
 * Four quarters of 10 minutes' play and as many 5-minute overtimes as a tie needs. Each side's points
 * spread around the model's expectation (overtimes at the same pace) and arrive in runs.
 */
function quarters(rng: FeedRng, start: number, expected: { home: number; away: number }): Played {
  const phases: Phase[] = [];
  let from = start;
  for (let period = 0; period < 4; period++) {
    phases.push(quarterPhase(from, period, `Q${period + 1}`, QUARTER_PLAY, QUARTER_REAL));
    from += QUARTER_REAL;
    if (period === 3) break;
    const label = period === 1 ? 'HT' : `End Q${period + 1}`;
    const elapsed = (period + 1) / 4;
    phases.push({
      from,
      to: from + BREAKS_AFTER_QUARTER[period]!,
      period,
      clock: () => label,
      elapsed: () => elapsed,
    });
    from += BREAKS_AFTER_QUARTER[period]!;
  }
  const regulation = phases.filter((_, i) => i % 2 === 0);
  const inRegulation = (played: number) => {
    const period = Math.min(3, Math.floor(played / QUARTER_PLAY));
    const within = (played - period * QUARTER_PLAY) / QUARTER_PLAY;
    return { at: toSecond(regulation[period]!.from + within * QUARTER_REAL), period };
  };
  const scoring: Scoring[] = [];
  const totals = { home: 0, away: 0 };
  for (const side of ['home', 'away'] as const) {
    totals[side] = pointsOver(rng, expected[side], POINTS_DEVIATION);
    scoring.push(...runs(rng, side, totals[side], 4 * QUARTER_PLAY, inRegulation));
  }
  const overtimeShare = OVERTIME_PLAY / (4 * QUARTER_PLAY);
  for (let period = 4; totals.home === totals.away; period++) {
    const label = period === 4 ? 'End Q4' : `End OT${period === 5 ? '' : period - 4}`;
    phases.push({
      from,
      to: from + BREAK_BEFORE_OVERTIME,
      period: period - 1,
      clock: () => label,
      elapsed: () => 1,
    });
    from += BREAK_BEFORE_OVERTIME;
    const phase = quarterPhase(
      from,
      period,
      period === 4 ? 'OT' : `OT${period - 3}`,
      OVERTIME_PLAY,
      OVERTIME_REAL,
    );
    phases.push(phase);
    from += OVERTIME_REAL;
    const inOvertime = (played: number) => ({
      at: toSecond(phase.from + (played / OVERTIME_PLAY) * OVERTIME_REAL),
      period,
    });
    for (const side of ['home', 'away'] as const) {
      const points = pointsOver(
        rng,
        expected[side] * overtimeShare,
        POINTS_DEVIATION * Math.sqrt(overtimeShare),
      );
      totals[side] += points;
      scoring.push(...runs(rng, side, points, OVERTIME_PLAY, inOvertime));
    }
    if (period === 3 + MAX_OVERTIMES && totals.home === totals.away) {
      const side = rng.chance(0.5) ? 'home' : 'away';
      totals[side]++;
      scoring.push({ at: from - SECOND, side, points: 1, period });
    }
  }
  return { phases, scoring: scoring.sort((a, b) => a.at - b.at), scoringKind: 'point-run' };
}

/** A quarter or an overtime: its clock counts the playing time left down; overtimes count as played. */
function quarterPhase(from: number, period: number, name: string, play: number, real: number): Phase {
  const playedAt = (at: number) => ((at - from) / real) * play;
  const playedBefore = Math.min(period, 4) * QUARTER_PLAY;
  return {
    from,
    to: from + real,
    period,
    clock(at) {
      const left = Math.ceil((play - playedAt(at)) / SECOND);
      return `${name} ${twoDigits(Math.floor(left / 60))}:${twoDigits(left % 60)}`;
    },
    elapsed: (at) => (period >= 4 ? 1 : (playedBefore + playedAt(at)) / (4 * QUARTER_PLAY)),
  };
}

/**
 * Sets or maps one after another until a side has won a majority of `bestOf`, each won by the home side
 * with probability `pHome`; a set or map lasts `minutes` (drawn in the range), with `breakMs` between them.
 */
function series(
  rng: FeedRng,
  start: number,
  shape: { pHome: number; bestOf: number; minutes: [number, number]; breakMs: number; unit: 'Set' | 'Map' },
): Played {
  const phases: Phase[] = [];
  const scoring: Scoring[] = [];
  const need = (shape.bestOf + 1) / 2;
  const won = { home: 0, away: 0 };
  let from = start;
  for (let period = 0; won.home < need && won.away < need; period++) {
    const length = rng.between(shape.minutes[0], shape.minutes[1]) * MINUTE;
    const label = `${shape.unit} ${period + 1}`;
    phases.push({
      from,
      to: from + length,
      period,
      clock: () => label,
      elapsed: () => period / shape.bestOf,
    });
    from += length;
    const side = rng.chance(shape.pHome) ? 'home' : 'away';
    won[side]++;
    scoring.push({ at: from, side, points: 1, period });
    if (won.home < need && won.away < need && shape.breakMs > 0) {
      phases.push({
        from,
        to: from + shape.breakMs,
        period,
        clock: () => 'Break',
        elapsed: () => (period + 1) / shape.bestOf,
      });
      from += shape.breakMs;
    }
  }
  return { phases, scoring, scoringKind: shape.unit === 'Set' ? 'set' : 'map' };
}

function play(rng: FeedRng, start: number, model: FixtureModel): Played {
  switch (model.sport) {
    case 'football':
      return halves(
        rng,
        start,
        { home: model.homeGoals, away: model.awayGoals },
        {
          halfMs: 45 * MINUTE,
          breakMs: 15 * MINUTE,
          stoppageMs: [rng.between(1, 4) * MINUTE, rng.between(2, 7) * MINUTE],
        },
      );
    case 'efootball':
      return halves(
        rng,
        start,
        { home: model.homeGoals, away: model.awayGoals },
        {
          halfMs: 4 * MINUTE,
          breakMs: MINUTE,
          stoppageMs: [0, 0],
        },
      );
    case 'basketball':
      return quarters(rng, start, { home: model.homePoints, away: model.awayPoints });
    case 'tennis':
      return series(rng, start, {
        pHome: model.pSetHome,
        bestOf: model.bestOf,
        minutes: [30, 50],
        breakMs: 0,
        unit: 'Set',
      });
    case 'moba':
      return series(rng, start, {
        pHome: model.pMapHome,
        bestOf: model.bestOf,
        minutes: [25, 45],
        breakMs: 10 * MINUTE,
        unit: 'Map',
      });
    case 'shooter':
      return series(rng, start, {
        pHome: model.pMapHome,
        bestOf: model.bestOf,
        minutes: [35, 55],
        breakMs: 10 * MINUTE,
        unit: 'Map',
      });
  }
}

/** The fixture's timeline under the feed's seed: the same fixture and seed always give the same one. */
export function timelineOf(seed: string, fixture: FeedFixture): Timeline {
  const start = fixture.startsAt;
  const played = play(feedRng(seed, `play:${fixture.ref}`), start, fixture.model);
  const playEnd = played.phases.at(-1)!.to;
  const fateRng = feedRng(seed, `fate:${fixture.ref}`);
  const draw = fateRng.unit();
  if (draw < POSTPONED_SHARE) {
    const at = start - fateRng.between(60, 12 * 60) * MINUTE;
    return {
      start,
      end: at,
      fate: { kind: 'postponed', at },
      phases: [],
      scoring: [],
      scoringKind: played.scoringKind,
    };
  }
  if (draw < POSTPONED_SHARE + ABANDONED_SHARE) {
    const at = toSecond(start + (0.1 + 0.8 * fateRng.unit()) * (playEnd - start));
    return {
      start,
      end: at,
      fate: { kind: 'abandoned', at },
      phases: played.phases.filter((phase) => phase.from <= at),
      scoring: played.scoring.filter((change) => change.at < at),
      scoringKind: played.scoringKind,
    };
  }
  return { start, end: playEnd, fate: { kind: 'played' }, ...played };
}
