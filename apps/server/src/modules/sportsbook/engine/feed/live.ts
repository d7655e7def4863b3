import type { FixtureResult, LiveState, Score } from '../types.js';
import type { FeedEvent } from './feed.js';
import type { Timeline } from './timeline.js';

// Reading a timeline at a moment: the live state, the result once there is one, and the events between two
// moments. Pure functions of the timeline and the moment.

const zero = (): Score => ({ home: 0, away: 0 });

const notStarted = (): LiveState => ({
  status: 'scheduled',
  score: zero(),
  periods: [],
  elapsed: 0,
  clock: null,
});

/** The score and the periods counting the changes at or before `at`. */
function scoreAt(timeline: Timeline, at: number, periodCount: number): { score: Score; periods: Score[] } {
  const score = zero();
  const periods = Array.from({ length: periodCount }, zero);
  for (const change of timeline.scoring) {
    if (change.at > at) break;
    score[change.side] += change.points;
    while (periods.length <= change.period) periods.push(zero());
    periods[change.period]![change.side] += change.points;
  }
  return { score, periods };
}

/** The state while in play (`at` within the phases). */
function inPlay(timeline: Timeline, at: number): LiveState {
  let phase = timeline.phases[0]!;
  for (const next of timeline.phases) {
    if (next.from > at) break;
    phase = next;
  }
  const { score, periods } = scoreAt(timeline, at, phase.period + 1);
  return { status: 'live', score, periods, elapsed: phase.elapsed(at), clock: phase.clock(at) };
}

/** The live state at `at` and the result once the fixture has one. */
export function stateAt(timeline: Timeline, at: number): { state: LiveState; result: FixtureResult | null } {
  const { fate } = timeline;
  if (fate.kind === 'postponed') {
    if (at < fate.at) return { state: notStarted(), result: null };
    return { state: { ...notStarted(), status: 'postponed' }, result: { status: 'postponed' } };
  }
  if (at < timeline.start) return { state: notStarted(), result: null };
  if (fate.kind === 'abandoned') {
    if (at < fate.at) return { state: inPlay(timeline, at), result: null };
    return { state: { ...inPlay(timeline, fate.at), status: 'abandoned' }, result: { status: 'abandoned' } };
  }
  if (at < timeline.end) return { state: inPlay(timeline, at), result: null };
  const lastPeriod = timeline.phases.at(-1)!.period;
  const { score, periods } = scoreAt(timeline, timeline.end, lastPeriod + 1);
  return {
    state: { status: 'finished', score, periods, elapsed: 1, clock: 'FT' },
    result: { status: 'finished', score: { ...score }, periods: periods.map((p) => ({ ...p })) },
  };
}

/** Every event of the timeline, in time order. */
function allEvents(timeline: Timeline): FeedEvent[] {
  const { fate } = timeline;
  if (fate.kind === 'postponed') return [{ at: fate.at, kind: 'postponed', score: zero() }];
  const events: FeedEvent[] = [{ at: timeline.start, kind: 'start', score: zero() }];
  const score = zero();
  for (const change of timeline.scoring) {
    score[change.side] += change.points;
    events.push({ at: change.at, kind: timeline.scoringKind, side: change.side, score: { ...score } });
  }
  events.push({
    at: timeline.end,
    kind: fate.kind === 'abandoned' ? 'abandoned' : 'end',
    score: { ...score },
  });
  return events;
}

/** The events after `since` and at or before `at`. */
export const eventsBetween = (timeline: Timeline, since: number, at: number): FeedEvent[] =>
  allEvents(timeline).filter((event) => event.at > since && event.at <= at);
