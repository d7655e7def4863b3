import { AGENT_PERIOD_MAX_DAYS, type AgentPeriod } from '@platform/contracts';
import type { PeriodParams } from '../api/agent-calls';

/** The period picked: a preset the server works out in the brand's days, or custom days (both included). */
export type PeriodValue = { period: AgentPeriod; startDate: string; endDate: string };
export const DEFAULT_PERIOD: PeriodValue = { period: 'today', startDate: '', endDate: '' };

export type PeriodProblem = 'missing' | 'order' | 'tooLong';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const utc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const isDay = (text: string) => DAY.test(text) && !Number.isNaN(utc(text));

/** What is wrong with custom days, if anything (the server refuses the same with agent.period.invalid). */
export function periodProblem(startDate: string, endDate: string): PeriodProblem | null {
  if (!isDay(startDate) || !isDay(endDate)) return 'missing';
  if (endDate < startDate) return 'order';
  if (Math.round((utc(endDate) - utc(startDate)) / DAY_MS) + 1 > AGENT_PERIOD_MAX_DAYS) return 'tooLong';
  return null;
}

/** The query of a period; null while custom days are not a valid range. */
export function periodParams(value: PeriodValue): PeriodParams | null {
  if (value.period !== 'custom') return { period: value.period };
  if (periodProblem(value.startDate, value.endDate)) return null;
  return { period: 'custom', startDate: value.startDate, endDate: value.endDate };
}
