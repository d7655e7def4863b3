import {
  addDays,
  dateInZone,
  daysBetween,
  minuteOfDayInZone,
  startOfDay,
} from '../../../../lib/date-range.js';
import type { Weekday } from './vn-provinces.js';

// Zone arithmetic of the schedules, on the brand-day helpers of lib/date-range.ts (Intl.DateTimeFormat):
// days as `yyyy-MM-dd` in a zone, the instant a day begins, and a wall-clock time of a day.

export { addDays, dateInZone, startOfDay };

const MINUTE_MS = 60_000;

/** Refuses a zone the runtime does not know (a schedule in a mistyped zone must not run at all). */
export function checkZone(zone: string): void {
  new Intl.DateTimeFormat('en-GB', { timeZone: zone });
}

/**
 * The instant a day's wall-clock time (`minuteOfDay` minutes after midnight) happens in a zone. A time
 * that a daylight-saving change skips falls on the later side of the gap; a time it repeats, on the first.
 */
export function wallTimeInstant(date: string, minuteOfDay: number, zone: string): Date {
  let at = startOfDay(date, zone).getTime() + minuteOfDay * MINUTE_MS;
  for (let pass = 0; pass < 2; pass++) {
    const shown = new Date(at);
    const drift =
      (daysBetween(date, dateInZone(shown, zone)) - 1) * 1440 + minuteOfDayInZone(shown, zone) - minuteOfDay;
    if (drift === 0) break;
    at -= drift * MINUTE_MS;
  }
  return new Date(at);
}

/** The weekday of a `yyyy-MM-dd` day (0 Sunday .. 6 Saturday). */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;

/** A `yyyy-MM-dd` day as the eight digits of a numero id. */
export const dayDigits = (date: string) => date.replaceAll('-', '');

/** The day named by eight digits `yyyyMMdd`, if it is a real calendar day. */
export function dayOfDigits(digits: string): string | undefined {
  if (!/^\d{8}$/.test(digits)) return undefined;
  const date = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
  return addDays(date, 0) === date ? date : undefined;
}
