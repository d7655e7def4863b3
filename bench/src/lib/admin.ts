import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { ADMIN_API, ADMIN_MEMBERS_PATHS } from '@platform/contracts';
import pg from 'pg';
import { openDatabase } from '../../../apps/server/src/db/client.js';
import { seedBenchMembers } from '../../../apps/server/src/modules/admin/members/seed-bench.js';
import { scratchDatabase } from './database.js';
import { BENCH_SERVER_ENV, freePort, startNode, type Started } from './processes.js';

// The back office (issue 21): its first-load JavaScript beside the player site's, and the operators' member
// search on a brand of 100,000 members, each search's median beside a primary-key read (one member's page
// header, `GET /admin/members/:id`) timed the same way in the same run. On a database of its own.

const MEMBERS = 100_000;
const CALLS = 40;
const WARM_UP = 5;
const run = promisify(execFile);

export type Timing = {
  medianMs: number;
  p95Ms: number;
  calls: number;
  failures: number;
  /** The fewest and the most members a search answered in its total (none for the reference). */
  found?: { min: number; max: number };
};
export type FirstLoad = { adminKiB: number; files: number };
export type AdminBenchResult = {
  firstLoad: FirstLoad | { skipped: string };
  search:
    | { skipped: string }
    | { members: number; seedSeconds: number; reference: Timing; searches: Record<string, Timing> };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Each call of `urls` in turn (cycling), `CALLS` after a warm-up: their median and 95th percentile. */
async function timeCalls(urls: string[], headers: Record<string, string>): Promise<Timing> {
  const times: number[] = [];
  const totals: number[] = [];
  let failures = 0;
  for (let i = 0; i < WARM_UP + CALLS; i += 1) {
    const started = performance.now();
    const res = await fetch(urls[i % urls.length]!, { headers });
    const body = (await res.json()) as { success?: boolean; value?: { totalCount?: number } };
    const ms = performance.now() - started;
    if (!res.ok || body.success === false) failures += 1;
    if (i >= WARM_UP) times.push(ms);
    if (typeof body.value?.totalCount === 'number') totals.push(body.value.totalCount);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    calls: CALLS,
    failures,
    ...(totals.length ? { found: { min: Math.min(...totals), max: Math.max(...totals) } } : {}),
  };
}

/** The gzip size of what the back office's page loads before any screen (`apps/admin/scripts/size.mjs`). */
async function firstLoad(repoRoot: string): Promise<FirstLoad | { skipped: string }> {
  try {
    const { stdout } = await run(process.execPath, [
      path.join(repoRoot, 'apps/admin/scripts/size.mjs'),
      '--json',
    ]);
    const measured = JSON.parse(stdout) as { files: unknown[]; total: number };
    return { adminKiB: measured.total / 1024, files: measured.files.length };
  } catch (error) {
    return { skipped: `apps/admin/dist is not built (${(error as Error).message.split('\n')[0]})` };
  }
}

function startPlatform(serverEntry: string, repoRoot: string, databaseUrl: string, dirs: Dirs) {
  return freePort().then((port) =>
    startNode([serverEntry], {
      cwd: repoRoot,
      port,
      readyPath: '/healthz',
      env: {
        ...BENCH_SERVER_ENV,
        PORT: String(port),
        DATA_DIR: dirs.data,
        KEYS_DIR: dirs.keys,
        DATABASE_URL: databaseUrl,
      },
    }),
  );
}
type Dirs = { data: string; keys: string };

/** The demo brand's support operator (no authenticator is required of its role) signs in. */
async function operatorToken(base: string): Promise<string> {
  const res = await fetch(base + ADMIN_API.adminLogin, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'support01', password: 'Lotus2026' }),
  });
  const json = (await res.json()) as { success: boolean; value?: { token?: string }; message?: string };
  if (!json.success || !json.value?.token) throw new Error(`operator login: ${res.status} ${json.message}`);
  return json.value.token;
}

async function memberSearch(serverEntry: string, repoRoot: string, log: (line: string) => void) {
  const database = await scratchDatabase('bench_admin');
  if (!database) return { skipped: 'PostgreSQL not reachable (set BENCH_DATABASE_URL)' };
  const dirs = {
    data: mkdtempSync(path.join(os.tmpdir(), 'bench-admin-data-')),
    keys: mkdtempSync(path.join(os.tmpdir(), 'bench-admin-keys-')),
  };
  let platform: Started | undefined;
  try {
    // The server creates the schema and the demo brand, then stops while the members are written.
    platform = await startPlatform(serverEntry, repoRoot, database.url, dirs);
    await platform.stop();
    platform = undefined;
    const handle = await openDatabase({ databaseUrl: database.url, poolMax: 2 });
    const started = performance.now();
    let merchantId: number;
    try {
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      const brand = await c.query<{ id: number }>(`select id from merchants order by id limit 1`);
      merchantId = brand.rows[0]!.id;
      await seedBenchMembers(handle.db, { merchantId, count: MEMBERS, prefix: 'bench' });
      await c.query('analyze members');
      await c.end();
    } finally {
      await handle.close();
    }
    const seedSeconds = (performance.now() - started) / 1000;
    log(`Back office: ${MEMBERS.toLocaleString('en-US')} members written in ${seedSeconds.toFixed(0)} s`);

    platform = await startPlatform(serverEntry, repoRoot, database.url, dirs);
    const headers = { authorization: `Bearer ${await operatorToken(platform.url)}` };
    const base = platform.url + ADMIN_MEMBERS_PATHS.adminMembers;
    // Varied probes so no answer is a repeat of the one before: ids and numbers spread over the 100,000.
    const picks = Array.from({ length: 16 }, (_, i) => 1 + ((i * 6151 + 97) % MEMBERS));
    const pad = (n: number) => String(n).padStart(7, '0');
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    const ids = await c.query<{ id: number }>(
      `select id from members where username_lower = any($1::text[])`,
      [picks.map((n) => `bench${pad(n)}`)],
    );
    const mobiles = await c.query<{ mobile_num: string }>(
      `select mobile_num from members where username_lower = any($1::text[])`,
      [picks.map((n) => `bench${pad(n)}`)],
    );
    await c.end();
    const reference = await timeCalls(
      ids.rows.map((r) => platform!.url + ADMIN_MEMBERS_PATHS.adminMember.replace(':id', String(r.id))),
      headers,
    );
    const query = (params: Record<string, string>) => `${base}?${new URLSearchParams(params).toString()}`;
    const searches: Record<string, Timing> = {
      'username prefix': await timeCalls(
        picks.map((n) => query({ by: 'username', q: `bench${pad(n).slice(0, 5)}` })),
        headers,
      ),
      'any field': await timeCalls(
        picks.map((n) => query({ q: `bench${pad(n)}` })),
        headers,
      ),
      'mobile prefix': await timeCalls(
        mobiles.rows.map((r) => query({ by: 'mobile', q: r.mobile_num.slice(0, 7) })),
        headers,
      ),
      'e-mail': await timeCalls(
        picks.map((n) => query({ by: 'email', q: `bench${n}@` })),
        headers,
      ),
      'registration IP': await timeCalls(
        picks.map((n) => query({ by: 'ip', q: `10.${(n >> 8) % 256}.${n % 256}.${1 + (n % 200)}` })),
        headers,
      ),
      'registered in a month, newest first': await timeCalls(
        picks.map((n) => {
          const from = new Date(Date.now() - (30 + (n % 300)) * 86_400_000);
          const to = new Date(from.getTime() + 30 * 86_400_000);
          return query({
            registeredFrom: from.toISOString().slice(0, 10),
            registeredTo: to.toISOString().slice(0, 10),
          });
        }),
        headers,
      ),
    };
    return { members: MEMBERS, seedSeconds, reference, searches };
  } finally {
    await platform?.stop();
    rmSync(dirs.data, { recursive: true, force: true });
    rmSync(dirs.keys, { recursive: true, force: true });
    await database.drop();
  }
}

export async function adminBench(options: {
  repoRoot: string;
  serverEntry: string;
  log?: (line: string) => void;
}): Promise<AdminBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    firstLoad: await firstLoad(options.repoRoot),
    search: await memberSearch(options.serverEntry, options.repoRoot, log),
  };
}

const ms = (t: Timing) =>
  `median ${t.medianMs.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms` +
  (t.found ? `, ${t.found.min.toLocaleString('en-US')}-${t.found.max.toLocaleString('en-US')} found` : '') +
  (t.failures ? `, ${t.failures} of ${t.calls} FAILED` : '');

/** Prints the figures; answers the budget failures (the back office's first load over its budget). */
export function printAdmin(result: AdminBenchResult, budgetKiB: number, siteInitialKiB?: number): string[] {
  const failures: string[] = [];
  console.log('\nBack office');
  if ('skipped' in result.firstLoad) console.log(`  first load: skipped (${result.firstLoad.skipped})`);
  else {
    const site =
      siteInitialKiB === undefined ? '' : `; the player site's / needs ${siteInitialKiB.toFixed(1)} KiB`;
    console.log(
      `  first-load JavaScript and CSS (gzip): ${result.firstLoad.adminKiB.toFixed(1)} KiB in ${result.firstLoad.files} files ` +
        `(budget ${budgetKiB} KiB${site})`,
    );
    if (result.firstLoad.adminKiB > budgetKiB)
      failures.push(`back office first load ${result.firstLoad.adminKiB.toFixed(1)} KiB > ${budgetKiB} KiB`);
  }
  if ('skipped' in result.search) {
    console.log(`  member search: skipped (${result.search.skipped})`);
    return failures;
  }
  const { reference, searches } = result.search;
  console.log(
    `  member search on ${result.search.members.toLocaleString('en-US')} members, ${reference.calls} calls each, one at a time`,
  );
  console.log(`    reference: one member's page header (primary key): ${ms(reference)}`);
  for (const [name, timing] of Object.entries(searches))
    console.log(
      `    ${name.padEnd(38)} ${ms(timing)}  (${(timing.medianMs / reference.medianMs).toFixed(2)}x the reference)`,
    );
  return failures;
}
