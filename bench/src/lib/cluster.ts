import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { API } from '@platform/contracts';
import { registerMember } from './api.js';
import { ledgerCheck, prepareBettors, runBets, type BetsResult } from './bets.js';
import { benchDatabase, refreshPlannerStatistics } from './database.js';
import { load, type LoadResult } from './load.js';
import { pgbench, type PgbenchResult } from './pgbench.js';
import { BENCH_SERVER_ENV, freePort, startNode, type Started } from './processes.js';

const PROCESSES = 3;
const VENDOR = 'LOTUS';
const GAME = 'lotus-fortune';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export type ClusterResult =
  | { skipped: string }
  | {
      processes: number;
      connections: number;
      bare: LoadResult;
      memberInfo: { one: LoadResult; three: LoadResult; ratio: number };
      bets: {
        one: BetsResult;
        three: BetsResult;
        ratio: number;
        warmUpErrors: number;
        pgbench: PgbenchResult | { unavailable: string };
      };
      /** CPU seconds each process (and the balancer) spent while three answered the member reads, warm-up included. */
      cpuDuringReads: Record<string, number>;
      ledgerCheck: { ok: boolean; exitCode: number; output: string };
    };

/** One command to Redis in its wire protocol, answering the first line of the reply (`+PONG`, `:3`). */
function redisCommand(url: string, args: string[]): Promise<string> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: u.hostname, port: Number(u.port || 6379) });
    socket.setTimeout(2_000, () => socket.destroy(new Error('no answer in 2 s')));
    let text = '';
    socket.on('connect', () =>
      socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`),
    );
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!text.includes('\r\n')) return;
      socket.end();
      resolve(text.slice(0, text.indexOf('\r\n')));
    });
    socket.on('error', reject);
  });
}

/** Removes the run's keys (rate-limit counters, job claims): the Redis may serve other platforms. */
const DELETE_KEYS = `local keys = redis.call('KEYS', ARGV[1])
for i = 1, #keys, 500 do redis.call('DEL', unpack(keys, i, math.min(i + 499, #keys))) end
return #keys`;

/** User and system CPU seconds a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 14th and 15th fields; the list starts at the 3rd.
  return (Number(fields[11]) + Number(fields[12])) / clockTicks();
}
let ticks = 0;
const clockTicks = () => {
  if (ticks === 0) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
};

/**
 * deploy/haproxy.cfg with its settings filled in, as `npm run cluster` writes it (scripts/cluster.mjs):
 * the same timeouts, health checks, round robin and `X-Forwarded-For` set from the client's address.
 */
function balancerConfig(repoRoot: string, dir: string, bind: string, servers: string[]): string {
  const values: Record<string, string> = {
    LB_BIND: bind,
    ...Object.fromEntries(servers.map((server, i) => [`API_${i + 1}`, server])),
  };
  const template = readFileSync(path.join(repoRoot, 'deploy/haproxy.cfg'), 'utf8');
  const config = template.replace(/"\$\{([A-Z_0-9]+)\}"/g, (whole, name: string) => values[name] ?? whole);
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  return file;
}

/** HAProxy in the foreground (`-db`), once it answers the platform's health check through itself. */
async function startBalancer(config: string, url: string): Promise<Started> {
  await promisify(execFile)('haproxy', ['-c', '-q', '-f', config]);
  let output = '';
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not answer ${url}${API.health}:\n${output}`);
    }
    if ((await fetch(url + API.health).catch(() => undefined))?.ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, url, output: () => output, stop };
}

/** The bare Fastify reference (bare-server.ts) of this run: a 2 s warm-up, then `seconds`. */
async function bareReference(repoRoot: string, connections: number, seconds: number) {
  const port = await freePort();
  const bare = await startNode(
    ['--import', 'tsx', path.join(import.meta.dirname, '../bare-server.ts'), String(port)],
    { cwd: repoRoot, port, readyPath: '/ping' },
  );
  try {
    await load({ url: `${bare.url}/ping`, connections, durationSeconds: 2 });
    return await load({ url: `${bare.url}/ping`, connections, durationSeconds: seconds });
  } finally {
    await bare.stop();
  }
}

async function skip(reason: string): Promise<ClusterResult> {
  console.log(`Three processes behind HAProxy: ${reason}; skipped.\n`);
  return { skipped: reason };
}

/**
 * Member reads and bets on one platform process and on three behind HAProxy, all on one PostgreSQL
 * database and one Redis, in the same run: the first process migrates and seeds the empty database before
 * the other two start; the "one" figures are measured on the first process directly.
 */
export async function clusterBench(options: {
  repoRoot: string;
  serverEntry: string;
  seconds: number;
  connections: number;
  workers: number;
}): Promise<ClusterResult> {
  try {
    await promisify(execFile)('haproxy', ['-v']);
  } catch {
    return skip('HAProxy is not installed (apt-get install -y haproxy)');
  }
  const pong = await redisCommand(REDIS_URL, ['PING']).catch((error: Error) => error.message);
  if (pong !== '+PONG') return skip(`Redis does not answer at ${REDIS_URL} (${pong}; set BENCH_REDIS_URL)`);

  const db = await benchDatabase();
  if (db.kind !== 'postgresql' || !db.url)
    return skip('the processes share a PostgreSQL database and none answered (set BENCH_DATABASE_URL)');
  const databaseUrl = db.url;

  const prefix = `bench-${randomBytes(6).toString('hex')}:`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
  const started: Started[] = [];
  try {
    // The reference first, before any platform process runs, as run.ts measures it.
    const bare = await bareReference(options.repoRoot, options.connections, options.seconds);
    // One folder for the uploads and the outbox of all three, and one seal key made before any starts,
    // as `npm run cluster` keeps them.
    mkdirSync(path.join(work, 'data'));
    mkdirSync(path.join(work, 'keys'), { mode: 0o700 });
    writeFileSync(path.join(work, 'keys', 'seal.key'), randomBytes(32).toString('base64'), { mode: 0o600 });
    const ports = await Promise.all(Array.from({ length: PROCESSES + 1 }, () => freePort()));
    const balancerPort = ports.pop()!;
    const balancerUrl = `http://127.0.0.1:${balancerPort}`;
    const startApi = (port: number) =>
      startNode([options.serverEntry], {
        cwd: options.repoRoot,
        port,
        readyPath: API.health,
        env: {
          ...BENCH_SERVER_ENV,
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          REDIS_URL,
          REDIS_KEY_PREFIX: prefix,
          DATA_DIR: path.join(work, 'data'),
          KEYS_DIR: path.join(work, 'keys'),
          PUBLIC_URL: balancerUrl,
        },
      });

    // The first process migrates and seeds the empty database alone; the other two start on a ready one.
    started.push(await startApi(ports[0]!));
    const rest = await Promise.allSettled(ports.slice(1).map(startApi));
    for (const r of rest) if (r.status === 'fulfilled') started.push(r.value);
    const failed = rest.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [first] = started as [Started, ...Started[]];
    const config = balancerConfig(
      options.repoRoot,
      work,
      `127.0.0.1:${balancerPort}`,
      ports.map((p) => `127.0.0.1:${p}`),
    );
    const balancer = await startBalancer(config, balancerUrl);
    started.push(balancer);

    // Members are opened on the first process directly: behind the balancer every call comes from one
    // address (HAProxy sets `X-Forwarded-For` to the client's), and the brand caps accounts per address.
    const token = await registerMember(first.url, `cl${randomBytes(4).toString('hex')}`, 'Bench2026x');
    const bettors = await prepareBettors({
      baseUrl: first.url,
      databaseUrl,
      vendorCode: VENDOR,
      count: options.workers,
      fundMinor: 100_000_000n,
    });

    const reads = async (baseUrl: string) => {
      const run = (durationSeconds: number) =>
        load({
          url: baseUrl + API.memberInfo,
          headers: { authorization: token },
          connections: options.connections,
          durationSeconds,
        });
      await run(2);
      return run(options.seconds);
    };
    const apiProcesses = started.slice(0, PROCESSES);
    const cpuNow = () =>
      Object.fromEntries(
        [...apiProcesses.map((p, i) => [`api${i + 1}`, p] as const), ['haproxy', balancer] as const].map(
          ([name, p]) => [name, cpuSeconds(p.child.pid ?? 0)],
        ),
      );
    const readsOne = await reads(first.url);
    const cpuBefore = cpuNow();
    const readsThree = await reads(balancerUrl);
    const cpuAfter = cpuNow();
    const cpuDuringReads = Object.fromEntries(
      Object.entries(cpuAfter).map(([name, s]) => [name, s - (cpuBefore[name] ?? 0)]),
    );

    const bets = async (baseUrl: string, afterWarmUp?: () => Promise<void>) => {
      const betOptions = {
        baseUrl,
        vendorCode: VENDOR,
        gameCode: GAME,
        secret: bettors.secret,
        memberIds: bettors.memberIds,
        stakeMajor: 1,
      };
      const warm = await runBets({ ...betOptions, seconds: 2 });
      await afterWarmUp?.();
      return { warm, result: await runBets({ ...betOptions, seconds: options.seconds }) };
    };
    // Both bet runs on the statistics of a database in service (see refreshPlannerStatistics).
    const betsOne = await bets(first.url, () => refreshPlannerStatistics(databaseUrl));
    const betsThree = await bets(balancerUrl);
    const check = await ledgerCheck(options.repoRoot, databaseUrl);
    const tpcb = await pgbench({ clients: options.workers, seconds: options.seconds });

    const result = {
      processes: PROCESSES,
      connections: options.connections,
      bare,
      memberInfo: {
        one: readsOne,
        three: readsThree,
        ratio: readsThree.requestsPerSecond / readsOne.requestsPerSecond,
      },
      bets: {
        one: betsOne.result,
        three: betsThree.result,
        ratio: betsThree.result.betsPerSecond / betsOne.result.betsPerSecond,
        warmUpErrors: betsOne.warm.errors + betsThree.warm.errors,
        pgbench: tpcb,
      },
      cpuDuringReads,
      ledgerCheck: check,
    };
    printCluster(result, [
      ...betsOne.warm.errorSamples,
      ...betsOne.result.errorSamples,
      ...betsThree.warm.errorSamples,
      ...betsThree.result.errorSamples,
    ]);
    return result;
  } finally {
    // The balancer first, then the processes, then their database and their Redis keys.
    for (const p of started.reverse()) await p.stop().catch(() => undefined);
    await db.drop();
    await redisCommand(REDIS_URL, ['EVAL', DELETE_KEYS, '0', `${prefix}*`]).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function printCluster(r: Exclude<ClusterResult, { skipped: string }>, errorSamples: string[]) {
  const cell = (rate: number, unit: string, p99Ms: number) =>
    `${fmt(rate).padStart(7)} ${unit.padEnd(6)} p99 ${fmt(p99Ms, 1).padStart(6)} ms`;
  const readCell = (l: LoadResult) => cell(l.requestsPerSecond, 'req/s', l.p99Ms);
  const betCell = (b: BetsResult) => cell(b.betsPerSecond, 'bets/s', b.p99Ms);
  const { memberInfo: reads, bets } = r;
  console.log(
    `Three platform processes behind HAProxy (round robin) on one PostgreSQL database and one Redis, against one process`,
  );
  console.log(
    `${''.padEnd(40)} ${'one process (direct)'.padEnd(30)} ${'three behind HAProxy'.padEnd(26)} three/one`,
  );
  console.log(
    `${`GET /wps/member/info, ${r.connections} connections`.padEnd(38)} ${readCell(reads.one)}  ${readCell(reads.three)}  ${fmt(reads.ratio, 2)}`,
  );
  console.log(
    `${`bets (debit + credit), ${bets.one.workers} players`.padEnd(38)} ${betCell(bets.one)}  ${betCell(bets.three)}  ${fmt(bets.ratio, 2)}`,
  );
  console.log(
    `  non-2xx / errors of the reads: one ${reads.one.non2xx} / ${reads.one.errors}, three ${reads.three.non2xx} / ${reads.three.errors}; bet errors: one ${bets.one.errors}, three ${bets.three.errors}, warm-ups ${bets.warmUpErrors} (goal 0)`,
  );
  for (const sample of errorSamples.slice(0, 5)) console.log(`    ${sample}`);
  console.log(
    `  reference: bare Fastify GET /ping ${fmt(r.bare.requestsPerSecond)} req/s; reads / bare: one ${fmt(reads.one.requestsPerSecond / r.bare.requestsPerSecond, 3)}, three ${fmt(reads.three.requestsPerSecond / r.bare.requestsPerSecond, 3)}`,
  );
  if ('tps' in bets.pgbench) {
    const tps = bets.pgbench.tps;
    console.log(
      `  reference: pgbench TPC-B, ${bets.pgbench.clients} clients, scale ${bets.pgbench.scale}, prepared: ${fmt(tps)} TPS; bets/s / TPS: one ${fmt(bets.one.betsPerSecond / tps, 3)}, three ${fmt(bets.three.betsPerSecond / tps, 3)}`,
    );
  } else {
    console.log(`  reference: pgbench did not run: ${bets.pgbench.unavailable}`);
  }
  console.log(
    `  CPU seconds while three answered the reads (warm-up included): ${Object.entries(r.cpuDuringReads)
      .map(([name, s]) => `${name} ${fmt(s, 1)}`)
      .join(', ')}`,
  );
  console.log(
    `  ledger check after the load: ${r.ledgerCheck.ok ? 'OK' : `FAILED (exit ${r.ledgerCheck.exitCode})`}`,
  );
  console.log(
    `  Note: on this machine's ${os.cpus().length} cores the three processes, HAProxy, PostgreSQL, Redis and the load generator share the same CPUs: with two cores, three processes are not expected to be faster than one; the figures show what the balancer hop and the shared state cost, not what more machines would add.\n`,
  );
}
