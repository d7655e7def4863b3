import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const names = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ k: string }>(t.app.database.db, query)).map((r) => r.k).sort();

describe('pruning the guess and budget counters', () => {
  it('removes what no window counts any more, keeps what still counts or is locked', async () => {
    const db = t.app.database.db;
    const [brand] = await rowsOf<{ id: number }>(db, sql`select id from merchants where code = 'demo'`);
    const m = brand!.id;
    await db.execute(sql`insert into login_attempts (merchant_id, login_name, failures, locked_until, last_failed_at) values
      (${m}, 'prune:old', 3, null, now() - interval '3 days'),
      (${m}, 'prune:recent', 1, null, now() - interval '1 hour'),
      (${m}, 'prune:old-but-locked', 5, now() + interval '10 minutes', now() - interval '3 days')`);
    await db.execute(sql`insert into rate_counters (key, window_start, count) values
      ('prune:old', now() - interval '3 days', 4), ('prune:recent', now() - interval '1 hour', 2)`);
    await db.execute(sql`insert into registration_counts (merchant_id, scope, key, day, count) values
      (${m}, 'ip', 'prune:old', '2020-01-01', 2), (${m}, 'ip', 'prune:recent', to_char(now(), 'YYYY-MM-DD'), 1)`);

    const removed = await t.app.scheduler.run('auth.pruneCounters');
    expect(removed).toBeGreaterThanOrEqual(3);
    expect(
      await names(sql`select login_name as k from login_attempts where login_name like 'prune:%'`),
    ).toEqual(['prune:old-but-locked', 'prune:recent']);
    expect(await names(sql`select key as k from rate_counters where key like 'prune:%'`)).toEqual([
      'prune:recent',
    ]);
    expect(await names(sql`select key as k from registration_counts where key like 'prune:%'`)).toEqual([
      'prune:recent',
    ]);
    // Running it again changes nothing more.
    await t.app.scheduler.run('auth.pruneCounters');
    expect(await names(sql`select key as k from rate_counters where key like 'prune:%'`)).toEqual([
      'prune:recent',
    ]);
  });
});
