import { RECORD_DEFAULT_DAYS, RECORD_MAX_DAYS } from '@platform/contracts';

/** The presets of a record's period (SPEC section 9: last 7 and 30 days; also today and yesterday). */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number] | 'custom';

/** The period picked: a preset, or custom days (`yyyy-MM-dd`, both included). */
export type RecordRange = { preset: DatePreset; startDate: string; endDate: string };

export const DEFAULT_RANGE: RecordRange = { preset: 'last7', startDate: '', endDate: '' };

const DAY_MS = 86_400_000;
const utc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(utc(s));

export function addDays(date: string, days: number): string {
  return new Date(utc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from start to end, both included. */
export const daysBetween = (start: string, end: string) => Math.round((utc(end) - utc(start)) / DAY_MS) + 1;

/** The browser's day: used only until the server has said which day it is for the brand. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The days of a preset, counted back from the brand's today. */
export function presetDays(preset: Exclude<DatePreset, 'custom'>, today: string) {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday':
      return { startDate: addDays(today, -1), endDate: addDays(today, -1) };
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
  }
}

export type RangeProblem = 'missing' | 'order' | 'tooLong' | null;

/** What is wrong with custom days, if anything (the server refuses the same). */
export function rangeProblem(startDate: string, endDate: string): RangeProblem {
  if (!isDate(startDate) || !isDate(endDate)) return 'missing';
  if (endDate < startDate) return 'order';
  if (daysBetween(startDate, endDate) > RECORD_MAX_DAYS) return 'tooLong';
  return null;
}

/**
 * The dates to ask for: a preset's days from the brand's `today` (the last answer's), or the custom days
 * when they make a valid range. The last 7 days are the server's default (RECORD_DEFAULT_DAYS of the
 * brand's zone), asked without dates, so the first answer needs no day from the browser; before the
 * brand's day is known the other presets use the browser's. Null: custom days not valid yet.
 */
export function rangeQuery(
  range: RecordRange,
  today: string | null,
): { startDate?: string; endDate?: string } | null {
  if (range.preset === 'custom') {
    return rangeProblem(range.startDate, range.endDate) === null
      ? { startDate: range.startDate, endDate: range.endDate }
      : null;
  }
  if (range.preset === 'last7' && RECORD_DEFAULT_DAYS === 7) return {};
  return presetDays(range.preset, today ?? localToday());
}
