import { createHmac, randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API, GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from '@platform/contracts';
import pg from 'pg';
import { registerMember } from './api.js';
import { keepAliveClient, percentile } from './http.js';
import { ledgerCheck } from './bets.js';
import { refreshPlannerStatistics, scratchDatabase } from './database.js';
import { pgbench, type PgbenchResult } from './pgbench.js';
import { BENCH_SERVER_ENV, freePort, startNode } from './processes.js';

const MERCHANT = 'demo';
/** Every order is for this amount (minor units); the callback names it in major units. */
const ORDER_MINOR = 10_000n;

export type DepositsResult = {
  workers: number;
  seconds: number;
  ordersPrepared: number;
  callbacks: number;
  callbacksPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  errorSamples: string[];
  /** Orders found paid afterwards, and their deposit transfers: both must equal `callbacks`. */
  paidOrders: number;
  depositTransfers: number;
  pgbench: PgbenchResult | { unavailable: string };
  ratio: number | null;
  ledgerCheck: { ok: boolean; exitCode: number; output: string };
};

/**
 * Pending sandbox orders written straight into the database (members registered through the real call,
 * one per worker), so that the load measures the callback alone: `count` orders of 100.00 each.
 */
async function prepareOrders(options: {
  baseUrl: string;
  databaseUrl: string;
  members: number;
  count: number;
}) {
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const channel = await db.query<{ id: number; merchant_id: number; secret: string }>(
      `select c.id, c.merchant_id, c.config->>'secret' as secret from payment_channels c
       join merchants m on m.id = c.merchant_id where m.code = $1 and c.provider = 'sandbox' order by c.id limit 1`,
      [MERCHANT],
    );
    const sandbox = channel.rows[0];
    if (!sandbox?.secret) throw new Error(`brand ${MERCHANT} has no sandbox channel with a secret`);
    const run = randomBytes(3).toString('hex');
    const usernames = Array.from(
      { length: options.members },
      (_, i) => `dep${run}${String(i).padStart(3, '0')}`,
    );
    for (const u of usernames) await registerMember(options.baseUrl, u, 'Bench2026x');
    const members = await db.query<{ id: number }>(
      'select id from members where merchant_id = $1 and username_lower = any($2::text[]) order by id',
      [sandbox.merchant_id, usernames.map((u) => u.toLowerCase())],
    );
    const memberIds = members.rows.map((r) => r.id);
    const orders = await db.query<{ order_no: string }>(
      `insert into deposit_orders (merchant_id, member_id, channel_id, order_no, amount, status)
       select $1, ($2::int[])[1 + (i % cardinality($2::int[]))], $3, 'B' || $4 || lpad(i::text, 8, '0'), $5, 'pending'
       from generate_series(0, $6 - 1) as i
       returning order_no`,
      [sandbox.merchant_id, memberIds, sandbox.id, run.toUpperCase(), ORDER_MINOR.toString(), options.count],
    );
    return { secret: sandbox.secret, orderNos: orders.rows.map((r) => r.order_no).sort(), run };
  } finally {
    await db.end();
  }
}

/**
 * `workers` gateways send signed `paid` callbacks back to back for `seconds`, each for the next pending
 * order; an answer other than 200 with `credited: true` is an error.
 */
async function fireCallbacks(options: {
  baseUrl: string;
  secret: string;
  orderNos: string[];
  workers: number;
  seconds: number;
}) {
  const calls = keepAliveClient(options.baseUrl, options.workers);
  const amount = Number(ORDER_MINOR) / 100;
  const post = (orderNo: string) => {
    const body = JSON.stringify({ orderNo, amount, gatewayReference: `GW${orderNo}`, status: 'paid' });
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', options.secret).update(`${timestamp}.${body}`).digest('hex');
    return calls.send(
      'POST',
      API.depositCallbackSandbox,
      {
        merchant: MERCHANT,
        [GATEWAY_TIMESTAMP_HEADER]: timestamp,
        [GATEWAY_SIGNATURE_HEADER]: signature,
      },
      body,
    );
  };

  const times: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  let next = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && next < options.orderNos.length) {
      const orderNo = options.orderNos[next++]!;
      const start = performance.now();
      try {
        const answer = await post(orderNo);
        const value =
          answer.status === 200 ? (JSON.parse(answer.body) as { value?: { credited?: boolean } }) : null;
        if (value?.value?.credited === true) times.push(performance.now() - start);
        else {
          errors++;
          if (errorSamples.length < 5) errorSamples.push(`${answer.status} ${answer.body.slice(0, 300)}`);
        }
      } catch (error) {
        errors++;
        if (errorSamples.length < 5) errorSamples.push((error as Error).message);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.workers }, worker));
  const seconds = (performance.now() - started) / 1000;
  calls.close();
  times.sort((a, b) => a - b);
  return {
    seconds,
    callbacks: times.length,
    callbacksPerSecond: times.length / seconds,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    errors,
    errorSamples,
  };
}

/** Deposit callbacks per second on PostgreSQL, beside pgbench's TPC-B TPS of the same run. */
export async function depositsBench(options: {
  baseUrl: string;
  databaseUrl: string;
  repoRoot: string;
  workers: number;
  seconds: number;
}): Promise<DepositsResult> {
  // More orders than the machine can pay in the time given: the load never runs dry.
  const count = Math.max(20_000, options.seconds * 3_000);
  const prepared = await prepareOrders({
    baseUrl: options.baseUrl,
    databaseUrl: options.databaseUrl,
    members: options.workers,
    count,
  });
  const warm = prepared.orderNos.slice(0, 200);
  const paidSoFar = async () => {
    const db = new pg.Client({ connectionString: options.databaseUrl });
    await db.connect();
    try {
      const paid = await db.query<{ n: string }>(
        `select count(*) as n from deposit_orders where order_no like $1 and status = 'paid'`,
        [`B${prepared.run.toUpperCase()}%`],
      );
      const transfers = await db.query<{ n: string }>(
        `select count(*) as n from ledger_transfers t join deposit_orders o on t.idempotency_key = 'deposit:' || o.id
         where o.order_no like $1`,
        [`B${prepared.run.toUpperCase()}%`],
      );
      return { paid: Number(paid.rows[0]?.n ?? 0), transfers: Number(transfers.rows[0]?.n ?? 0) };
    } finally {
      await db.end();
    }
  };
  await fireCallbacks({ ...options, secret: prepared.secret, orderNos: warm, seconds: 2 });
  // The orders were written in one statement: without this, the planner would take the table for empty.
  await refreshPlannerStatistics(options.databaseUrl);
  const before = await paidSoFar();
  const load = await fireCallbacks({
    ...options,
    secret: prepared.secret,
    orderNos: prepared.orderNos.slice(warm.length),
  });

  const after = await paidSoFar();
  const paidOrders = after.paid - before.paid;
  const depositTransfers = after.transfers - before.transfers;
  const check = await ledgerCheck(options.repoRoot, options.databaseUrl);
  const tpcb = await pgbench({ clients: options.workers, seconds: options.seconds });
  return {
    workers: options.workers,
    ordersPrepared: count,
    ...load,
    paidOrders,
    depositTransfers,
    pgbench: tpcb,
    ratio: 'tps' in tpcb ? load.callbacksPerSecond / tpcb.tps : null,
    ledgerCheck: check,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printDeposits(r: DepositsResult) {
  console.log(`Deposit callbacks of the sandbox gateway (PostgreSQL, ${r.workers} concurrent gateways)`);
  console.log(
    `  ${fmt(r.callbacks)} callbacks credited in ${fmt(r.seconds, 1)} s: ${fmt(r.callbacksPerSecond)} callbacks/s; p50 ${fmt(r.p50Ms, 1)} ms, p99 ${fmt(r.p99Ms, 1)} ms`,
  );
  console.log(
    `  orders paid ${fmt(r.paidOrders)}, deposit transfers ${fmt(r.depositTransfers)} (both must equal the callbacks credited); errors ${r.errors} (goal 0)`,
  );
  for (const sample of r.errorSamples) console.log(`    ${sample}`);
  if ('tps' in r.pgbench) {
    console.log(
      `  reference: pgbench TPC-B, ${r.pgbench.clients} clients, scale ${r.pgbench.scale}, prepared: ${fmt(r.pgbench.tps)} TPS (latency average ${fmt(r.pgbench.latencyAverageMs, 1)} ms)`,
    );
    console.log(`  ratio callbacks/s / TPS ${fmt(r.ratio ?? 0, 3)}`);
  } else {
    console.log(`  reference: pgbench did not run: ${r.pgbench.unavailable}`);
  }
  console.log(
    `  ledger check after the load: ${r.ledgerCheck.ok ? 'OK' : `FAILED (exit ${r.ledgerCheck.exitCode})`}`,
  );
  for (const line of r.ledgerCheck.output.split('\n')) console.log(`    ${line}`);
}

/**
 * Run alone from the sources, without a build: `npx tsx bench/src/lib/deposits.ts` (the server started
 * with tsx on a fresh PostgreSQL database).
 */
async function standalone() {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const database = await scratchDatabase('bench_dep');
  if (!database) {
    console.log('Deposit callbacks: this measure needs PostgreSQL (none answered); skipped.');
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-deposits-'));
  const port = await freePort();
  const server = await startNode(['--import', 'tsx', path.join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    port,
    readyPath: '/healthz',
    env: {
      ...BENCH_SERVER_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      // The seal key lives apart from the data (decision record 024).
      KEYS_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-keys-')),
      DATABASE_URL: database.url,
    },
  });
  try {
    printDeposits(
      await depositsBench({
        baseUrl: server.url,
        databaseUrl: database.url,
        repoRoot,
        workers: 32,
        seconds: Number(process.env.BENCH_SECONDS ?? 10),
      }),
    );
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await standalone();
