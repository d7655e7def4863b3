import { fastSeries } from './fast-series.js';
import type { DrawTime, Series } from './series.js';
import type { Numero, ScheduleDef } from './types.js';
import { vnSeries } from './vn-series.js';

// The numeros of a game as pure functions of its schedule and an instant. A numero's window runs from the
// cut-off of the game's previous draw time to its own cut-off, so at every instant exactly one draw time of
// a game is open for bets (one numero, or one per province in the centre and the south).

/** The series of a schedule; throws a RangeError for an invalid one (interval, cut-off, zone, provinces). */
function seriesOf(def: ScheduleDef): Series {
  return def.kind === 'fast' ? fastSeries(def) : vnSeries(def);
}

/** Refuses an invalid schedule with a RangeError naming the rule (for a settings form to check first). */
export function checkSchedule(def: ScheduleDef): void {
  seriesOf(def);
}

/** The numeros of a draw time, given the draw time before it. */
function numerosOf(series: Series, draw: DrawTime, previousDrawAt: number): Numero[] {
  const opensAt = previousDrawAt - series.cutoffMs;
  const closesAt = draw.drawAt - series.cutoffMs;
  return draw.entries.map((entry) => ({
    id: entry.id,
    day: draw.day,
    ...(entry.seq === undefined ? {} : { seq: entry.seq }),
    ...(entry.province === undefined ? {} : { province: entry.province }),
    opensAt: new Date(opensAt),
    closesAt: new Date(closesAt),
    drawAt: new Date(draw.drawAt),
  }));
}

/** The draw time open for bets at an instant: the first whose cut-off is after it. */
const openDraw = (series: Series, at: Date) => series.after(at.getTime() + series.cutoffMs);

/** Whether a bet placed at `at` is inside the numero's window (at or after opensAt, before closesAt). */
export const acceptsBetAt = (numero: Numero, at: Date) =>
  numero.opensAt.getTime() <= at.getTime() && at.getTime() < numero.closesAt.getTime();

/**
 * The numeros open for bets at an instant, in id order: one for a fast game or the north, one per
 * province of the day in the centre and the south. The windows of a game follow each other without gaps,
 * so there is always an open draw time; its numeros opened at or before `at`.
 */
export function openNumeros(def: ScheduleDef, at: Date): Numero[] {
  const series = seriesOf(def);
  const draw = openDraw(series, at);
  return numerosOf(series, draw, series.previous(draw).drawAt);
}

/** The numero open for bets at an instant (the first by id when several provinces draw at once). */
export const numeroAt = (def: ScheduleDef, at: Date): Numero => openNumeros(def, at)[0]!;

/**
 * Every numero whose draw falls after `from` and at or before `to`, in draw order (ids ascending). A worker
 * catching up passes the draw time it last handled and now: consecutive calls neither skip nor repeat a
 * numero. At most about `max` numeros: the list stops after the draw time that reaches `max` (never in the
 * middle of one), so calling again from the last drawAt returned continues where it stopped.
 */
export function numerosBetween(def: ScheduleDef, from: Date, to: Date, max = 10_000): Numero[] {
  const series = seriesOf(def);
  const out: Numero[] = [];
  let draw = series.after(from.getTime());
  let previousDrawAt = series.previous(draw).drawAt;
  while (draw.drawAt <= to.getTime() && out.length < max) {
    out.push(...numerosOf(series, draw, previousDrawAt));
    previousDrawAt = draw.drawAt;
    draw = series.next(draw);
  }
  return out;
}

/** The numero an id names (rebuilt from the schedule), or undefined when the id is not one of the game's. */
export function numeroById(def: ScheduleDef, id: string): Numero | undefined {
  const series = seriesOf(def);
  const draw = series.parse(id);
  if (!draw) return undefined;
  return numerosOf(series, draw, series.previous(draw).drawAt).find((n) => n.id === id);
}

/** `count` numeros from the one(s) open at an instant onwards, in draw order (ids ascending). */
export function nextNumeros(def: ScheduleDef, at: Date, count: number): Numero[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError('a count of numeros is a whole number');
  const series = seriesOf(def);
  const out: Numero[] = [];
  let draw = openDraw(series, at);
  let previousDrawAt = series.previous(draw).drawAt;
  while (out.length < count) {
    out.push(...numerosOf(series, draw, previousDrawAt));
    previousDrawAt = draw.drawAt;
    draw = series.next(draw);
  }
  return out.slice(0, count);
}
