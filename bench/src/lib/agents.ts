import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { API } from '@platform/contracts';
import pg from 'pg';
import { encrypted, registerMember } from './api.js';
import { scratchDatabase } from './database.js';
import { generateAgentsData, generateRealtimeWindow, type AgentsData } from './agents-data.js';
import { BENCH_SERVER_ENV, freePort, startNode, type Started } from './processes.js';

// The agent centre on a large team (issue 15): the team overview and the profit and loss of a top agent
// with 100,000 accounts below it over 30 days, each beside a primary-key read of one member
// (GET /wps/member/info) timed the same way in the same run; and the real-time salary settlement of
// 10,000 contracts for one 5-minute period. On a database of its own, never the test suite's.

const CALLS = 50;
const WARM_UP = 5;
const WINDOW_MS = 5 * 60_000;
const PASSWORD = 'Bench2026x';
const run = promisify(execFile);

export type Timing = { medianMs: number; p95Ms: number; calls: number; failures: number };
export type AgentsBenchResult =
  | { skipped: string }
  | {
      data: AgentsData;
      reference: Timing;
      overview: Timing;
      profit: Timing;
      snapshotSeconds: number | undefined;
      realtime:
        | { skipped: string }
        | {
            contracts: number;
            rounds: number;
            seconds: number;
            contractsPerSecond: number;
            outcome: unknown;
          };
    };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `CALLS` sequential calls after a warm-up: their median and 95th percentile. */
async function timeCalls(url: string, headers: Record<string, string>): Promise<Timing> {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < WARM_UP + CALLS; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = (await res.json()) as { success?: boolean };
    const ms = performance.now() - started;
    if (!res.ok || body.success === false) failures += 1;
    if (i >= WARM_UP) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { medianMs: percentile(times, 50), p95Ms: percentile(times, 95), calls: CALLS, failures };
}

async function login(base: string, username: string): Promise<string> {
  const sealed = await encrypted(base, { type: 'username', username, password: PASSWORD });
  const res = await fetch(base + API.login, {
    method: 'POST',
    body: sealed.body,
    headers: { ...sealed.headers, 'device-id': 'bench-agents-device-0123456789' },
  });
  const json = (await res.json()) as { success: boolean; value?: { token?: string }; message?: string };
  if (!json.success || !json.value?.token)
    throw new Error(`login of ${username}: ${res.status} ${json.message}`);
  return json.value.token;
}

/** The brand's calendar day of an instant, `yyyy-MM-dd`. */
const dayIn = (at: Date, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

function startPlatform(
  serverEntry: string,
  repoRoot: string,
  databaseUrl: string,
  dirs: { data: string; keys: string },
) {
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

/**
 * Waits for the platform's `agents.rollup` job (run at start) to roll the team's closed days up to yesterday,
 * as it would have on a running site; answers how long that took.
 */
async function awaitRollup(
  databaseUrl: string,
  merchantId: number,
  days: { yesterday: string; today: string },
): Promise<number> {
  const started = performance.now();
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    for (;;) {
      const { rows } = await c.query<{ through: string | null; snapshot: string | null }>(
        `select to_char(rolled_through, 'YYYY-MM-DD') as through, to_char(snapshot_day, 'YYYY-MM-DD') as snapshot
           from team_rollups where merchant_id = $1`,
        [merchantId],
      );
      const through = rows[0]?.through ?? null;
      if (through !== null && through >= days.yesterday && rows[0]?.snapshot === days.today)
        return (performance.now() - started) / 1000;
      if (performance.now() - started > 30 * 60_000)
        throw new Error(
          `the team rollup did not reach ${days.yesterday} in 30 minutes (at ${through ?? 'none'})`,
        );
      await new Promise((r) => setTimeout(r, 1_000));
    }
  } finally {
    await c.end();
  }
}

/** The closed 5-minute period to settle, far enough from the next boundary for the data to be written. */
async function nextWindow(log: (line: string) => void): Promise<{ from: Date; to: Date }> {
  let now = Date.now();
  const left = WINDOW_MS - (now % WINDOW_MS);
  if (left < 150_000) {
    log(`  waiting ${Math.ceil(left / 1000)} s for a fresh 5-minute period`);
    await new Promise((r) => setTimeout(r, left + 1_000));
    now = Date.now();
  }
  const to = now - (now % WINDOW_MS);
  return { from: new Date(to - WINDOW_MS), to: new Date(to) };
}

export async function agentsBench(options: {
  repoRoot: string;
  serverEntry: string;
  log?: (line: string) => void;
}): Promise<AgentsBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const database = await scratchDatabase('bench_agents');
  if (!database) return { skipped: 'PostgreSQL not reachable (set BENCH_DATABASE_URL)' };
  const dirs = {
    data: mkdtempSync(path.join(os.tmpdir(), 'bench-agents-data-')),
    keys: mkdtempSync(path.join(os.tmpdir(), 'bench-agents-keys-')),
  };
  let platform: Started | undefined;
  try {
    // The server creates the schema and the demo brand; the top agent registers through the real call.
    platform = await startPlatform(options.serverEntry, options.repoRoot, database.url, dirs);
    const prefix = `ag${randomBytes(2).toString('hex')}`;
    const topName = `${prefix}top`;
    await registerMember(platform.url, topName, PASSWORD);
    await platform.stop();
    platform = undefined;

    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    const top = await c.query<{ id: number; merchant_id: number }>(
      `update members set type = 1 where username_lower = $1 returning id, merchant_id`,
      [topName],
    );
    await c.end();
    const { id: topId, merchant_id: merchantId } = top.rows[0]!;
    log(`Agent centre: generating a team of 100,000 under ${topName} with 30 days of rounds (PostgreSQL)`);
    const data = await generateAgentsData(database.url, { merchantId, topId, prefix, log });
    log(
      `  ${data.members.toLocaleString('en-US')} accounts (${data.agents.toLocaleString('en-US')} agents), ` +
        `${data.rounds.toLocaleString('en-US')} rounds, ${data.memberDaily.toLocaleString('en-US')} daily rows, in ${data.seconds.toFixed(0)} s`,
    );

    platform = await startPlatform(options.serverEntry, options.repoRoot, database.url, dirs);
    const today = dayIn(new Date(), data.zone);
    const start = dayIn(new Date(Date.now() - 29 * 86_400_000), data.zone);
    const rollupSeconds = await awaitRollup(database.url, merchantId, {
      yesterday: dayIn(new Date(Date.now() - 86_400_000), data.zone),
      today,
    });
    log(
      `  the closed days and today's snapshot rolled up by the platform's agents.rollup job in ${rollupSeconds.toFixed(0)} s`,
    );
    const token = await login(platform.url, topName);
    const headers = { authorization: token };
    const period = `period=custom&startDate=${start}&endDate=${today}`;
    const reference = await timeCalls(platform.url + API.memberInfo, headers);
    const overview = await timeCalls(`${platform.url}${API.agentOverview}?${period}`, headers);
    const profit = await timeCalls(`${platform.url}${API.agentProfit}?${period}`, headers);
    await platform.stop();
    platform = undefined;
    printTimings({ reference, overview, profit, start, today });
    // What keeps today's figures fresh: one run of the job with every closed day already rolled.
    const snapshot = await runJob('agents.rollup', options.repoRoot, database.url, dirs.keys);
    const snapshotSeconds = snapshot.ms === undefined ? undefined : snapshot.ms / 1000;
    console.log(
      snapshotSeconds === undefined
        ? `  the minute's snapshot: skipped (${snapshot.skipped ?? 'no answer'})`
        : `  the minute's snapshot of today and the team balances (job agents.rollup, every 60 s): ` +
            `${fmt(snapshotSeconds, 2)} s a run, ${fmt((snapshotSeconds / 60) * 100, 1)}% of one core`,
    );

    const realtime = await realtimeSettlement(options, database.url, {
      merchantId,
      prefix,
      keys: dirs.keys,
      log,
    });
    return { data, reference, overview, profit, snapshotSeconds, realtime };
  } finally {
    await platform?.stop();
    // BENCH_KEEP_DATABASE=1 keeps the generated team to study its queries (the URL is printed).
    if (process.env.BENCH_KEEP_DATABASE) log(`  database kept: ${database.url}`);
    else await database.drop();
    rmSync(dirs.data, { recursive: true, force: true });
    rmSync(dirs.keys, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printTimings(t: {
  reference: Timing;
  overview: Timing;
  profit: Timing;
  start: string;
  today: string;
}) {
  const line = (name: string, r: Timing, goal?: string) =>
    `  ${name.padEnd(52)} median ${fmt(r.medianMs).padStart(7)} ms  p95 ${fmt(r.p95Ms).padStart(7)} ms` +
    `${r.failures ? `  FAILED ${r.failures}/${r.calls}` : ''}` +
    (goal ? `  x${fmt(r.medianMs / t.reference.medianMs, 1)} the reference (${goal})` : '');
  console.log(
    `\nAgent centre reports of the top agent, ${t.start} to ${t.today} (${CALLS} sequential calls each)`,
  );
  console.log(line('reference: GET /wps/member/info (primary-key read)', t.reference));
  console.log(line('GET /wps/agent/overview (custom, 30 days)', t.overview, 'goal: median < 200 ms'));
  console.log(line('GET /wps/agent/profit (custom, 30 days)', t.profit, 'goal: median < 200 ms'));
}

/** One run of a server job in a process of its own (`run-job.ts`): its time and outcome. */
async function runJob(job: string, repoRoot: string, databaseUrl: string, keys: string) {
  const appPath = path.join(repoRoot, 'apps/server/src/app.ts');
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../run-job.ts'), job, databaseUrl, appPath, keys],
    { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    ms?: number;
    result?: unknown;
    skipped?: string;
  };
}

async function realtimeSettlement(
  options: { repoRoot: string },
  databaseUrl: string,
  at: { merchantId: number; prefix: string; keys: string; log: (line: string) => void },
) {
  const window = await nextWindow(at.log);
  const made = await generateRealtimeWindow(databaseUrl, { ...at, ...window });
  const answer = await runJob('commissions.realtime', options.repoRoot, databaseUrl, at.keys);
  console.log(
    `\nReal-time salary settlement (job commissions.realtime), period ${window.from.toISOString()} to ${window.to.toISOString()}`,
  );
  if (answer.skipped || answer.ms === undefined) {
    const why = answer.skipped ?? 'the job answered nothing';
    console.log(`  skipped: ${why}`);
    return { skipped: why };
  }
  const seconds = answer.ms / 1000;
  console.log(
    `  ${made.contracts.toLocaleString('en-US')} signed contracts, ${made.rounds.toLocaleString('en-US')} rounds in the period: ` +
      `${fmt(seconds, 2)} s, ${fmt(made.contracts / seconds, 0)} contracts/s; outcome ${JSON.stringify(answer.result)}\n`,
  );
  return {
    contracts: made.contracts,
    rounds: made.rounds,
    seconds,
    contractsPerSecond: made.contracts / seconds,
    outcome: answer.result,
  };
}
