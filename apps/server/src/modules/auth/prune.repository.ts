import { and, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { captchas, loginAttempts, rateCounters, registrationCounts } from '../../db/schema.js';

/** How often the guess and budget counters are pruned. */
export const PRUNE_EVERY_MS = 60 * 60_000;
/** Longer than every window the counters use (a day at most), so nothing still counting is removed. */
const KEEP_MS = 2 * 24 * 3_600_000;

/**
 * Removes guess counters, SMS budget windows, registration counts and captcha challenges that no longer
 * count for anything: past every window, not locked. Idempotent; answers how many rows went.
 */
export async function pruneCounters(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_MS);
  const day = before.toISOString().slice(0, 10);
  const attempts = await db
    .delete(loginAttempts)
    .where(
      and(
        or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now)),
        or(isNull(loginAttempts.lastFailedAt), lt(loginAttempts.lastFailedAt, before)),
      ),
    )
    .returning({ name: loginAttempts.loginName });
  const windows = await db
    .delete(rateCounters)
    .where(lt(rateCounters.windowStart, before))
    .returning({ key: rateCounters.key });
  // Brand-local days (yyyy-MM-dd) compare as text; two days back covers every time zone.
  const registrations = await db
    .delete(registrationCounts)
    .where(lt(registrationCounts.day, day))
    .returning({ key: registrationCounts.key });
  const challenges = await db
    .delete(captchas)
    .where(lt(captchas.expiresAt, now))
    .returning({ id: captchas.clientId });
  return attempts.length + windows.length + registrations.length + challenges.length;
}
