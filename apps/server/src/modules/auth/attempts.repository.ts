import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';

/**
 * Guess counters (decision record 021): one row of `login_attempts` per brand and key. An attempt is
 * reserved BEFORE the secret is checked, by one conditional INSERT ... ON CONFLICT DO UPDATE ... RETURNING,
 * so however many requests arrive at once, no more checks run than the rule allows. A success clears
 * the counter; a failure simply leaves the reservation counted.
 */
export type AttemptRule = {
  /** Attempts allowed without a captcha; from then on a solved captcha is needed. Omit: never needed. */
  freeAttempts?: number;
  /** The attempt that reaches this count sets the lock. Omit: the counter never locks. */
  lockAfter?: number;
  lockMs?: number;
  /** A count whose last attempt is older than this starts again from zero. */
  windowMs: number;
};

export type Reservation =
  | { ok: true; count: number; lockedUntil: Date | null }
  | { ok: false; reason: 'locked'; lockedUntil: Date }
  | { ok: false; reason: 'captcha' };

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Reserves one attempt on `key`, or answers why not (locked, or a captcha is due). */
export async function reserveAttempt(
  tx: Executor,
  merchantId: number,
  key: string,
  rule: AttemptRule,
  at: Date,
  captchaSolved = false,
): Promise<Reservation> {
  const t = loginAttempts;
  const lockAfter = rule.lockAfter ?? null;
  const lockUntil = rule.lockMs ? new Date(at.getTime() + rule.lockMs) : at;
  const windowStart = new Date(at.getTime() - rule.windowMs);
  // A count is stale (starts again) once its lock has run out or its last attempt left the window.
  const stale = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${ts(at)}) or ${t.lastFailedAt} is null or ${t.lastFailedAt} < ${ts(windowStart)})`;
  const next = sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
  const free = rule.freeAttempts;
  const allowed =
    free === undefined || captchaSolved
      ? sql`(${stale} or ${t.lockedUntil} is null)`
      : sql`(${stale} or (${t.lockedUntil} is null and ${t.failures} < ${free}))`;
  const [row] = await tx
    .insert(t)
    .values({
      merchantId,
      loginName: key,
      failures: 1,
      lastFailedAt: at,
      lockedUntil: lockAfter !== null && lockAfter <= 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: [t.merchantId, t.loginName],
      set: {
        failures: next,
        lastFailedAt: at,
        lockedUntil:
          lockAfter === null
            ? sql`null`
            : sql`case when ${next} >= ${lockAfter} then ${ts(lockUntil)} else null end`,
      },
      setWhere: allowed,
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  if (row) return { ok: true, count: row.failures, lockedUntil: row.lockedUntil };
  const current = await findAttempt(tx, merchantId, key);
  if (current?.lockedUntil && current.lockedUntil > at)
    return { ok: false, reason: 'locked', lockedUntil: current.lockedUntil };
  return { ok: false, reason: 'captcha' };
}

export async function findAttempt(tx: Executor, merchantId: number, key: string) {
  const [row] = await tx
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.merchantId, merchantId), eq(loginAttempts.loginName, key)))
    .limit(1);
  return row;
}

/** A success: the counter starts again. */
export async function clearAttempts(tx: Executor, merchantId: number, key: string): Promise<void> {
  await tx
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.merchantId, merchantId), eq(loginAttempts.loginName, key)));
}

/** Gives back one reserved attempt that turned out not to be a failure (a success on a shared counter). */
export async function releaseAttempt(tx: Executor, merchantId: number, key: string): Promise<void> {
  await tx
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(and(eq(loginAttempts.merchantId, merchantId), eq(loginAttempts.loginName, key)));
}

export const secondsUntil = (until: Date, at: Date) =>
  Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
