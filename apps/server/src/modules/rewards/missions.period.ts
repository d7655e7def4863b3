import type { MissionPeriod } from '@platform/contracts';
import { formatDateTime } from '../../lib/localized.js';
import { addDays, dateInZone, startOfDay } from '../../lib/date-range.js';

/** A period of the brand's calendar: its key and its instants, from (included) to until (excluded). */
export type Period = { key: string; from: Date; until: Date; endsAt: string };

const dayOfWeek = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

/** ISO week key (`2026-W48`) of the week starting on a Monday: the week belongs to its Thursday's year. */
export function isoWeekKey(monday: string): string {
  const thursday = addDays(monday, 3);
  const year = Number(thursday.slice(0, 4));
  const jan1 = Date.UTC(year, 0, 1);
  const [y, m, d] = thursday.split('-').map(Number) as [number, number, number];
  const dayOfYear = Math.round((Date.UTC(y, m - 1, d) - jan1) / 86_400_000) + 1;
  const week = Math.floor((dayOfYear - 1) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const span = (key: string, first: string, next: string, zone: string): Period => {
  const from = startOfDay(first, zone);
  const until = startOfDay(next, zone);
  return { key, from, until, endsAt: formatDateTime(new Date(until.getTime() - 1000), zone) };
};

/** The day (`2026-11-23`) or the ISO week (Monday to Sunday) that `now` falls in, in the brand's zone. */
export function currentPeriod(period: MissionPeriod, now: Date, zone: string): Period {
  const today = dateInZone(now, zone);
  if (period === 'daily') return span(today, today, addDays(today, 1), zone);
  const monday = addDays(today, -((dayOfWeek(today) + 6) % 7));
  return span(isoWeekKey(monday), monday, addDays(monday, 7), zone);
}

/** The calendar month (`2026-11`) that `now` falls in, in the brand's zone. */
export function currentMonth(now: Date, zone: string): Period {
  const today = dateInZone(now, zone);
  const first = `${today.slice(0, 7)}-01`;
  const [y, m] = first.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  return span(today.slice(0, 7), first, next, zone);
}
