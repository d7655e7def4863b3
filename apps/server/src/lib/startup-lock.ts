import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';

/**
 * Runs `work` (the migrations and the demo seed) in one process at a time per PostgreSQL database: API
 * processes started together would otherwise apply the same migration at once and fail on each other's
 * tables. The lock is a transaction-level advisory lock held on one connection while `work` runs on the
 * others; a process that waited finds the migrations applied and the brand seeded. PGlite serves one
 * process (its data folder is locked), so it needs none.
 */
export async function oneStartAtATime<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgresql') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('royal-lotus:start'))`);
    return work();
  });
}
