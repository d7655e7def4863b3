import {
  LIMIT_KEYS,
  limitParts,
  minorToMajor,
  type ExclusionState,
  type LimitKey,
  type LimitState,
} from '@platform/contracts';
import type { ExclusionRow, ResponsibleRepository, RgSettings, Usage } from './responsible.repository.js';

/** When an exclusion lets play return: a time-out's end; a self-exclusion's once ended; else its end or never. */
export function liftOf(row: ExclusionRow): Date | 'forever' {
  if (row.endedAt) return row.endedAt;
  if (row.kind === 'timeout') return row.endsAt ?? 'forever';
  if (row.kind === 'self') return row.liftsAt ?? 'forever';
  return row.endsAt ?? 'forever';
}

type Pending = Awaited<ReturnType<ResponsibleRepository['pending']>>;

/** A stored limit as shown: major units for money, minutes for the session. */
export const shownLimit = (key: LimitKey, value: bigint | null) =>
  value === null ? null : key === 'sessionMinutes' ? Number(value) : minorToMajor(value);

/** Every limit with what counts against it now and its pending change. */
export function limitStates(
  settings: RgSettings | null,
  pending: Pending,
  usage: Usage,
  sessionStart: Date,
  at: Date,
): LimitState[] {
  return LIMIT_KEYS.map((key) => {
    const parts = limitParts(key);
    const used = parts
      ? minorToMajor(usage[parts.kind][parts.period])
      : Math.max(0, Math.floor((at.getTime() - sessionStart.getTime()) / 60_000));
    const waiting = pending.find((p) => p.key === key);
    return {
      key,
      value: shownLimit(key, settings?.limits[key] ?? null),
      used,
      pending: waiting
        ? {
            value: shownLimit(key, waiting.value),
            effectiveAt: waiting.effectiveAt.toISOString(),
            confirmable: waiting.effectiveAt.getTime() <= at.getTime(),
          }
        : null,
    };
  });
}

const liftTime = (row: ExclusionRow) => {
  const lift = liftOf(row);
  return lift === 'forever' ? Infinity : lift.getTime();
};

/** The exclusion in force that lifts last, or null. */
export function lastInForce(rows: ExclusionRow[], at: Date): ExclusionRow | null {
  let last: ExclusionRow | null = null;
  for (const row of rows)
    if (liftTime(row) > at.getTime() && (!last || liftTime(row) > liftTime(last))) last = row;
  return last;
}

/** An exclusion as the member (and the operator) sees it. */
export function exclusionState(row: ExclusionRow, at: Date): ExclusionState {
  const lift = liftOf(row);
  return {
    id: row.id,
    kind: row.kind,
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    liftsAt: lift === 'forever' ? null : lift.toISOString(),
    canEnd:
      row.kind === 'self' &&
      row.endedAt === null &&
      row.endRequestedAt === null &&
      row.endsAt !== null &&
      row.endsAt.getTime() <= at.getTime(),
    endRequestedAt: row.endRequestedAt?.toISOString() ?? null,
  };
}
