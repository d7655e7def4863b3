import type { VnProvince } from './vn-provinces.js';

// A game's draw times as a series the schedule functions walk: the first after an instant, the next, the
// previous, and the one a numero id names. One draw time carries one numero (fast games, the north) or one
// per province (the centre and the south).

/** A numero of a draw time, before its window is known. */
export type SeriesEntry = { id: string; seq?: number; province?: VnProvince };

/** One draw time of a game and its numeros, in id order. */
export type DrawTime = { day: string; drawAt: number; entries: SeriesEntry[] };

export interface Series {
  /** Bets close this long before each draw, in milliseconds. */
  readonly cutoffMs: number;
  /** The first draw time strictly after an instant (epoch milliseconds). */
  after(at: number): DrawTime;
  next(draw: DrawTime): DrawTime;
  previous(draw: DrawTime): DrawTime;
  /** The draw time a numero id names, or undefined when the id is not one of this game's. */
  parse(id: string): DrawTime | undefined;
}

/** Refuses a cut-off that is not a whole number of seconds from 0 to below `below`. */
export function cutoffMs(seconds: number, below: number, what: string): number {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds >= below)
    throw new RangeError(`the cut-off of ${what} is a whole number of seconds from 0 to ${below - 1}`);
  return seconds * 1000;
}
