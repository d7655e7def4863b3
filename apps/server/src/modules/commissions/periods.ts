import {
  AGENT_ERRORS,
  AGENT_PERIOD_MAX_DAYS,
  type AgentPeriod,
  type ContractKind,
  type DividendCycle,
} from '@platform/contracts';
import { addDays, dateInZone, daysBetween, startOfDay, type ResolvedRange } from '../../lib/date-range.js';
import { badRequest } from '../../lib/errors.js';

// The periods a contract is settled for, in the brand's time zone: a brand day (daily salary, dividend
// cycle D), a Monday-Sunday week (W), the 1st-15th and 16th-end of a month (H), a month (M), each clock
// hour (hourly salary) and each 5-minute window (real-time salary).

export type Period = {
  /** Unique per contract: the day, cycle start or window start it names. */
  key: string;
  from: Date;
  to: Date;
  /** Brand days covered (day-based periods): from `startDate` to `endDate`, both included. */
  startDate?: string;
  endDate?: string;
};

const HOUR_MS = 3_600_000;
const WINDOW_MS = 5 * 60_000;

/** Days of the Monday-based week: 0 for Monday. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

function monthEnd(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The cycle (D, W, H, M) containing a brand day: its first and last day. */
function cycleDays(cycle: DividendCycle, date: string): { startDate: string; endDate: string } {
  switch (cycle) {
    case 'D':
      return { startDate: date, endDate: date };
    case 'W': {
      const startDate = addDays(date, -weekdayOf(date));
      return { startDate, endDate: addDays(startDate, 6) };
    }
    case 'H': {
      const first = `${date.slice(0, 8)}01`;
      return Number(date.slice(8)) <= 15
        ? { startDate: first, endDate: `${date.slice(0, 8)}15` }
        : { startDate: `${date.slice(0, 8)}16`, endDate: monthEnd(date) };
    }
    case 'M':
      return { startDate: `${date.slice(0, 8)}01`, endDate: monthEnd(date) };
  }
}

/** A window of `size` milliseconds aligned on the zone's wall clock (whole hours, whole 5 minutes). */
function windowAt(at: Date, size: number, zone: string): { from: Date; to: Date } {
  const day = dateInZone(at, zone);
  const dayStart = startOfDay(day, zone).getTime();
  const from = dayStart + Math.floor((at.getTime() - dayStart) / size) * size;
  return { from: new Date(from), to: new Date(from + size) };
}

/** The period of a contract kind (and dividend cycle) containing an instant. */
export function periodAt(
  kind: ContractKind,
  cycle: DividendCycle | undefined,
  at: Date,
  zone: string,
): Period {
  if (kind === 'hourly' || kind === 'realtime') {
    const w = windowAt(at, kind === 'hourly' ? HOUR_MS : WINDOW_MS, zone);
    return { key: `${kind === 'hourly' ? 'H' : 'T'}:${w.from.toISOString()}`, ...w };
  }
  const date = dateInZone(at, zone);
  const days = kind === 'daily' ? { startDate: date, endDate: date } : cycleDays(cycle ?? 'D', date);
  return {
    key: kind === 'daily' ? days.startDate : `${cycle ?? 'D'}:${days.startDate}`,
    from: startOfDay(days.startDate, zone),
    to: startOfDay(addDays(days.endDate, 1), zone),
    ...days,
  };
}

/**
 * The closed periods (ended at or before `until`) that begin at or after `since`, oldest first: a contract
 * earns from the first whole period after its signing.
 */
export function closedPeriods(
  kind: ContractKind,
  cycle: DividendCycle | undefined,
  since: Date,
  until: Date,
  zone: string,
  max = 1_000,
): Period[] {
  const out: Period[] = [];
  let p = periodAt(kind, cycle, since, zone);
  if (p.from.getTime() < since.getTime()) p = periodAt(kind, cycle, p.to, zone);
  while (p.to.getTime() <= until.getTime() && out.length < max) {
    out.push(p);
    p = periodAt(kind, cycle, p.to, zone);
  }
  return out;
}

const periodInvalid = (field: string, text: string) =>
  badRequest(AGENT_ERRORS.agentPeriodInvalid, `${field}: ${text}`, { field });

/** The days of an agent-centre period (a preset, or custom days of at most 90 days), as instants. */
export function agentRange(
  asked: { period: AgentPeriod; startDate?: string | undefined; endDate?: string | undefined },
  zone: string,
  now: Date,
): ResolvedRange {
  const today = dateInZone(now, zone);
  const monday = addDays(today, -weekdayOf(today));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  let startDate: string;
  let endDate: string;
  switch (asked.period) {
    case 'today':
      [startDate, endDate] = [today, today];
      break;
    case 'yesterday':
      [startDate, endDate] = [addDays(today, -1), addDays(today, -1)];
      break;
    case 'thisWeek':
      [startDate, endDate] = [monday, today];
      break;
    case 'lastWeek':
      [startDate, endDate] = [addDays(monday, -7), addDays(monday, -1)];
      break;
    case 'thisMonth':
      [startDate, endDate] = [firstOfMonth, today];
      break;
    case 'lastMonth': {
      const lastDay = addDays(firstOfMonth, -1);
      [startDate, endDate] = [`${lastDay.slice(0, 8)}01`, lastDay];
      break;
    }
    case 'custom': {
      if (!asked.startDate) throw periodInvalid('startDate', 'a custom period needs startDate and endDate.');
      if (!asked.endDate) throw periodInvalid('endDate', 'a custom period needs startDate and endDate.');
      [startDate, endDate] = [asked.startDate, asked.endDate];
      if (endDate < startDate) throw periodInvalid('endDate', 'must not be before startDate.');
      if (daysBetween(startDate, endDate) > AGENT_PERIOD_MAX_DAYS)
        throw periodInvalid('endDate', `a period spans at most ${AGENT_PERIOD_MAX_DAYS} days.`);
      break;
    }
  }
  return {
    startDate,
    endDate,
    today,
    timeZone: zone,
    from: startOfDay(startDate, zone),
    until: startOfDay(addDays(endDate, 1), zone),
  };
}
