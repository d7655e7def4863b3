import { ERROR_CODES, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, type ReportRange } from '@platform/contracts';
import {
  addDays,
  dateInZone,
  daysBetween,
  startOfDay,
  usableZone,
  type ResolvedRange,
} from '../../../lib/date-range.js';
import { badRequest } from '../../../lib/errors.js';

const invalid = (field: string, text: string) =>
  badRequest(ERROR_CODES.validation, `${field}: ${text}`, { field });

/**
 * The brand days of a report and their instants (from included, until excluded). Without dates: the last
 * REPORT_DEFAULT_DAYS days, today included; with one date, that many days from (or up to) it. The end not
 * before the start, at most REPORT_MAX_DAYS days (400 naming `to`).
 */
export function reportRange(
  asked: { from?: string | undefined; to?: string | undefined },
  zoneSetting: string | undefined,
  now: Date,
): ResolvedRange {
  const timeZone = usableZone(zoneSetting);
  const today = dateInZone(now, timeZone);
  const endDate = asked.to ?? (asked.from ? addDays(asked.from, REPORT_DEFAULT_DAYS - 1) : today);
  const startDate = asked.from ?? addDays(endDate, -(REPORT_DEFAULT_DAYS - 1));
  if (endDate < startDate) throw invalid('to', 'must not be before from.');
  if (daysBetween(startDate, endDate) > REPORT_MAX_DAYS)
    throw invalid('to', `the period spans more than ${REPORT_MAX_DAYS} days.`);
  return {
    startDate,
    endDate,
    today,
    timeZone,
    from: startOfDay(startDate, timeZone),
    until: startOfDay(addDays(endDate, 1), timeZone),
  };
}

/** The brand's today as a range of its own. */
export const todayRange = ({ today, timeZone }: ResolvedRange): ResolvedRange => ({
  startDate: today,
  endDate: today,
  today,
  timeZone,
  from: startOfDay(today, timeZone),
  until: startOfDay(addDays(today, 1), timeZone),
});

export const rangeOut = (r: ResolvedRange): ReportRange => ({
  from: r.startDate,
  to: r.endDate,
  today: r.today,
  timeZone: r.timeZone,
});

/** Every day of a range, in order. */
export function daysOf(range: Pick<ResolvedRange, 'startDate' | 'endDate'>): string[] {
  const days: string[] = [];
  for (let d = range.startDate; d <= range.endDate; d = addDays(d, 1)) days.push(d);
  return days;
}
