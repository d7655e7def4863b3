import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginAttempts } from '../../db/schema.js';

/**
 * Guess counters (decision record 021): one row of `login_attempts` per brand and key. An attempt is
 * reserved BEFORE the secret is checked, by one conditional INSERT ... ON CONFLICT DO UPDATE ... RETURNING,
 * so however many requests arrive at once, no more checks run than the rule allows. A reservation only
 * counts: the lock is set by `confirmFailure` once a reserved check has turned out wrong, so right answers
 * racing each other never lock anyone out. A success clears the counter.
 */
export type AttemptRule = {
  /** Attempts allowed without a captcha; from then on a solved captcha is needed. Omit: never needed. */
  freeAttempts?: number;
  /** The failure that reaches this count sets the lock. Omit: the counter never locks. */
  lockAfter?: number;
  lockMs?: number;
  /** A count whose last attempt is older than this starts again from zero. */
  windowMs: number;
};

export type Reservation =
  | { ok: true; count: number }
  | { ok: false; reason: 'locked'; lockedUntil: Date }
  /** The last attempts the rule allows are being checked right now: ask again in a moment. */
  | { ok: false; reason: 'busy' }
  | { ok: false; reason: 'captcha' };

/** How long a caller refused with `busy` is told to wait. */
export const BUSY_RETRY_SECONDS = 2;

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Reserves one attempt on `key`, or answers why not (locked, busy, or a captcha is due). */
export async function reserveAttempt(
  tx: Executor,
  merchantId: number,
  key: string,
  rule: AttemptRule,
  at: Date,
  captchaSolved = false,
): Promise<Reservation> {
  const t = loginAttempts;
  const windowStart = new Date(at.getTime() - rule.windowMs);
  // A count is stale (starts again) once its lock has run out or its last attempt left the window.
  const stale = sql`((${t.lockedUntil} is not null and ${t.lockedUntil} <= ${ts(at)}) or ${t.lastFailedAt} is null or ${t.lastFailedAt} < ${ts(windowStart)})`;
  const next = sql`(case when ${stale} then 1 else ${t.failures} + 1 end)`;
  const underLock = rule.lockAfter === undefined ? sql`true` : sql`${t.failures} < ${rule.lockAfter}`;
  const underCaptcha =
    rule.freeAttempts === undefined || captchaSolved ? sql`true` : sql`${t.failures} < ${rule.freeAttempts}`;
  const allowed = sql`(${stale} or (${t.lockedUntil} is null and ${underLock} and ${underCaptcha}))`;
  const [row] = await tx
    .insert(t)
    .values({ merchantId, loginName: key, failures: 1, lastFailedAt: at, lockedUntil: null })
    .onConflictDoUpdate({
      target: [t.merchantId, t.loginName],
      set: { failures: next, lastFailedAt: at, lockedUntil: sql`null` },
      setWhere: allowed,
    })
    .returning({ failures: t.failures });
  if (row) return { ok: true, count: row.failures };
  const current = await findAttempt(tx, merchantId, key);
  if (current?.lockedUntil && current.lockedUntil > at)
    return { ok: false, reason: 'locked', lockedUntil: current.lockedUntil };
  // Not locked: the count was at the captcha or the lock limit. It is not read again to tell which: other
  // refused logins give back what they reserved, so it may have dropped since. Without a solved captcha a
  // rule with free attempts wants one (its lock limit is never below them); otherwise it was the limit.
  if (rule.freeAttempts !== undefined && !captchaSolved) return { ok: false, reason: 'captcha' };
  return { ok: false, reason: 'busy' };
}

/**
 * A reserved attempt (`count`, as `reserveAttempt` answered it) turned out wrong: the one that reaches the
 * rule's `lockAfter` locks the key. Answers the lock's end when the key is locked now, null otherwise.
 */
export async function confirmFailure(
  tx: Executor,
  merchantId: number,
  key: string,
  rule: AttemptRule,
  count: number,
  at: Date,
): Promise<Date | null> {
  if (rule.lockAfter === undefined || count < rule.lockAfter) return null;
  const until = new Date(at.getTime() + (rule.lockMs ?? 0));
  const t = loginAttempts;
  await tx
    .update(t)
    .set({ lockedUntil: until })
    .where(and(eq(t.merchantId, merchantId), eq(t.loginName, key), isNull(t.lockedUntil)));
  const current = await findAttempt(tx, merchantId, key);
  return current?.lockedUntil && current.lockedUntil > at ? current.lockedUntil : null;
}

/** A guarded check that turned out wrong: its place in the count, and the lock's end when it set one. */
export type WrongAttempt = { count: number; lockedUntil: Date | null };

/**
 * One guess of a secret under `rule`: reserves an attempt on `key` (throws `refused(seconds)` when none can
 * be reserved: locked, or the last allowed attempts are running), runs `check`, then clears the counter on
 * a right answer (null) or confirms the failure (answers the wrong attempt). Pass the database, not a
 * transaction: the count must stay when the caller's transaction rolls back.
 */
export async function guardedCheck(
  db: Executor,
  merchantId: number,
  key: string,
  rule: AttemptRule,
  at: Date,
  check: () => Promise<boolean>,
  refused: (seconds: number) => Error,
): Promise<WrongAttempt | null> {
  const reservation = await reserveAttempt(db, merchantId, key, rule, at);
  if (!reservation.ok)
    throw refused(
      reservation.reason === 'locked' ? secondsUntil(reservation.lockedUntil, at) : BUSY_RETRY_SECONDS,
    );
  if (await check()) {
    await clearAttempts(db, merchantId, key);
    return null;
  }
  const lockedUntil = await confirmFailure(db, merchantId, key, rule, reservation.count, at);
  return { count: reservation.count, lockedUntil };
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
