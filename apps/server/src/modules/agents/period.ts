import { AGENT_ERRORS, AGENT_PERIOD_MAX_DAYS, type AgentPeriod, type AgentRange } from '@platform/contracts';
import { badRequest } from '../../lib/errors.js';
import {
  addDays,
  dateInZone,
  daysBetween,
  startOfDay,
  usableZone,
  type ResolvedRange,
} from '../../lib/date-range.js';

/** The period a report asks for: a preset, or custom days (both given). */
export type PeriodAsked = {
  period?: AgentPeriod | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
};

const invalid = (field: string, text: string) =>
  badRequest(AGENT_ERRORS.agentPeriodInvalid, `${field}: ${text}`, { field });

/** Monday of the week of a `yyyy-MM-dd` day (weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The first and last day of a preset, counted from the brand's today. */
function presetDays(period: Exclude<AgentPeriod, 'custom'>, today: string): [string, string] {
  switch (period) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [addDays(today, -1), addDays(today, -1)];
    case 'thisWeek':
      return [mondayOf(today), today];
    case 'lastWeek': {
      const monday = addDays(mondayOf(today), -7);
      return [monday, addDays(monday, 6)];
    }
    case 'thisMonth':
      return [firstOfMonth(today), today];
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return [firstOfMonth(lastDay), lastDay];
    }
  }
}

/**
 * The days of a report in the brand's zone, and their instants (from included, until excluded). A custom
 * period needs both dates, the end not before the start, at most AGENT_PERIOD_MAX_DAYS days.
 */
export function resolvePeriod(asked: PeriodAsked, zoneSetting: string | undefined, now: Date): ResolvedRange {
  const timeZone = usableZone(zoneSetting);
  const today = dateInZone(now, timeZone);
  const period = asked.period ?? 'today';
  let startDate: string;
  let endDate: string;
  if (period === 'custom') {
    if (!asked.startDate) throw invalid('startDate', 'a custom period needs a start date.');
    if (!asked.endDate) throw invalid('endDate', 'a custom period needs an end date.');
    startDate = asked.startDate;
    endDate = asked.endDate;
    if (endDate < startDate) throw invalid('endDate', 'must not be before startDate.');
    if (daysBetween(startDate, endDate) > AGENT_PERIOD_MAX_DAYS)
      throw invalid('endDate', `a custom period spans at most ${AGENT_PERIOD_MAX_DAYS} days.`);
  } else {
    [startDate, endDate] = presetDays(period, today);
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

/** Every day of a range, in order. */
export function daysOf(range: Pick<ResolvedRange, 'startDate' | 'endDate'>): string[] {
  const days: string[] = [];
  for (let d = range.startDate; d <= range.endDate; d = addDays(d, 1)) days.push(d);
  return days;
}

export const rangeOut = (r: ResolvedRange): AgentRange => ({
  startDate: r.startDate,
  endDate: r.endDate,
  today: r.today,
  timeZone: r.timeZone,
});
