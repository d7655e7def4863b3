import { ERROR_CODES, RECORD_DEFAULT_DAYS, RECORD_MAX_DAYS } from '@platform/contracts';
import { badRequest } from './errors.js';

/** Records show days of the brand's zone; a brand without one is in Manila (the demo market). */
export const RECORDS_DEFAULT_TIME_ZONE = 'Asia/Manila';

const DAY_MS = 86_400_000;
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** A zone the runtime knows, else the default (a typo in a brand's settings must not break its records). */
export function usableZone(zone: string | undefined): string {
  if (!zone) return RECORDS_DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return RECORDS_DEFAULT_TIME_ZONE;
  }
}

function formatter(zone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    partsFormatters.set(zone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(at: Date, zone: string) {
  const p: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(at)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return { y: p.year!, m: p.month!, d: p.day!, h: p.hour!, min: p.minute!, s: p.second! };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: Date, zone: string): number {
  const w = wallClock(at, zone);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Minutes since the zone's wall-clock midnight at an instant (0 to 1,439). */
export function minuteOfDayInZone(at: Date, zone: string): number {
  const w = wallClock(at, zone);
  return w.h * 60 + w.min;
}

/** `yyyy-MM-dd` of an instant in a zone. */
export function dateInZone(at: Date, zone: string): string {
  const w = wallClock(at, zone);
  return `${String(w.y).padStart(4, '0')}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

const utcMidnight = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};

/** The day `days` after (or before) a `yyyy-MM-dd` day. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included (1 for the same day). */
export const daysBetween = (start: string, end: string) =>
  Math.round((utcMidnight(end) - utcMidnight(start)) / DAY_MS) + 1;

/**
 * The instant a day begins in a zone (its 00:00:00 wall-clock time; on a day that skips midnight, the
 * first instant of the day).
 */
export function startOfDay(date: string, zone: string): Date {
  const guess = utcMidnight(date);
  // Two passes settle the offset even when the day begins on a daylight-saving change.
  let at = guess - offsetAt(new Date(guess), zone);
  at = guess - offsetAt(new Date(at), zone);
  if (dateInZone(new Date(at), zone) !== date) at += 3_600_000;
  return new Date(at);
}

export type ResolvedRange = {
  startDate: string;
  endDate: string;
  today: string;
  timeZone: string;
  /** Instants: from (included) to until (excluded). */
  from: Date;
  until: Date;
};

const invalid = (field: string, text: string) =>
  badRequest(ERROR_CODES.validation, `${field}: ${text}`, { field });

/**
 * The days asked for (default: the last 7 days, today included), checked: the end not before the start,
 * at most RECORD_MAX_DAYS days, and converted to instants in the brand's zone.
 */
export function resolveRange(
  asked: { startDate?: string | undefined; endDate?: string | undefined },
  zoneSetting: string | undefined,
  now: Date,
): ResolvedRange {
  const timeZone = usableZone(zoneSetting);
  const today = dateInZone(now, timeZone);
  const endDate =
    asked.endDate ?? (asked.startDate ? addDays(asked.startDate, RECORD_DEFAULT_DAYS - 1) : today);
  const startDate = asked.startDate ?? addDays(endDate, -(RECORD_DEFAULT_DAYS - 1));
  if (endDate < startDate) throw invalid('endDate', 'must not be before startDate.');
  if (daysBetween(startDate, endDate) > RECORD_MAX_DAYS) {
    throw invalid('endDate', `the range spans more than ${RECORD_MAX_DAYS} days.`);
  }
  return {
    startDate,
    endDate,
    today,
    timeZone,
    from: startOfDay(startDate, timeZone),
    until: startOfDay(addDays(endDate, 1), timeZone),
  };
}
