import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_API,
  API,
  encryptPayload,
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
  type RsaKey,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@platform/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { hashPassword } from './lib/passwords.js';
import { base32Decode, hotp, TOTP_PERIOD_SECONDS } from './lib/totp.js';
import { signVendorBody } from './lib/vendor-signature.js';
import { createLedger } from './modules/wallet/index.js';

// Three API processes on one PostgreSQL and one Redis (decision record 037): the money races, the duplicate
// gateway callbacks, a logout and a scheduled job, spread across them, each happen once. It starts the
// processes from source, so it runs only where PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL)
// answer.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PROCESSES = 3;
const VENDOR = 'LOTUS';
const MINUTE = 60_000;

async function redisProblem(url: string): Promise<string | undefined> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return `Redis does not answer at TEST_REDIS_URL (${url}): ${(error as Error).message}`;
  } finally {
    redis.disconnect();
  }
}

const skipped = env.TEST_DATABASE_URL
  ? await redisProblem(env.TEST_REDIS_URL)
  : 'TEST_DATABASE_URL is not set (the processes share a PostgreSQL database)';
if (skipped) console.log(`cluster test skipped: ${skipped}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

type ApiProcess = { index: number; url: string; child: ChildProcess; lines: string[]; readyAt: number };
type Answer = { status: number; body: { success: boolean; value: any; message: string; errorCode?: string } };

const prefix = `cluster-${randomBytes(6).toString('hex')}:`;
const work = mkdtempSync(path.join(tmpdir(), 'platform-cluster-'));
const databaseName = `c_${randomBytes(6).toString('hex')}`;
let databaseUrl = '';
let processes: ApiProcess[] = [];
let sqlClient: pg.Client;
let database: DatabaseHandle;

function start(index: number, port: number): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    // Built from nothing, so the parent's settings (its own DATABASE_URL, a test clock) do not leak in.
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // Three processes beside the other test files' databases stay well under max_connections (100).
      DATABASE_POOL_MAX: '10',
      REDIS_URL: env.TEST_REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      // One folder for all three, as a shared mount would be: uploads and the outbox.
      DATA_DIR: path.join(work, 'data'),
      KEYS_DIR: path.join(work, 'keys'),
      WEB_ROOT: path.join(work, 'no-web'),
      LOG_LEVEL: 'debug',
      PAYMENT_SANDBOX: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return { index, url: `http://127.0.0.1:${port}`, child, lines, readyAt: 0 };
}

async function ready(p: ApiProcess): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (p.child.exitCode !== null)
      throw new Error(`API process ${p.index} exited (${p.child.exitCode}):\n${p.lines.join('\n')}`);
    const res = await fetch(`${p.url}${API.health}`).catch(() => undefined);
    if (res?.ok) {
      p.readyAt = Date.now();
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API process ${p.index} did not become healthy:\n${p.lines.slice(-50).join('\n')}`);
}

async function stop(p: ApiProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function call(
  p: ApiProcess,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer> {
  const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const res = await fetch(`${p.url}${url}`, {
    method,
    headers: {
      merchant: 'demo',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
    body: payload,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : (null as never) };
}

/** A call sealed with the answering process's own public key, as the site sends it. */
async function encrypted(
  p: ApiProcess,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  token?: string,
) {
  const key = (await call(p, 'GET', API.rsaKey)).body.value as RsaKey;
  const sealed = await encryptPayload(key, payload);
  return call(p, method, url, { token, body: sealed.body, headers: { encryption: sealed.header } });
}

const query = async <T>(text: string, values: unknown[] = []) =>
  (await sqlClient.query(text, values)).rows as T[];

async function member(p: ApiProcess) {
  const username = `cl${randomBytes(4).toString('hex')}`;
  const res = await encrypted(p, 'PUT', API.register, {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await query<{ id: number }>(
    `select m.id from members m join merchants b on b.id = m.merchant_id
      where m.username_lower = $1 and b.code = 'demo'`,
    [username],
  );
  return { id: Number(row!.id), username, token: res.body.value.token as string };
}

async function sandboxChannel() {
  const [row] = await query<{ id: number; secret: string }>(
    `select c.id, c.config->>'secret' as secret from payment_channels c
       join merchants m on m.id = c.merchant_id where m.code = 'demo' and c.code = 'sandbox'`,
  );
  return { id: Number(row!.id), secret: row!.secret };
}

function callback(p: ApiProcess, secret: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  return call(p, 'POST', API.depositCallbackSandbox, {
    raw,
    headers: {
      [GATEWAY_TIMESTAMP_HEADER]: timestamp,
      [GATEWAY_SIGNATURE_HEADER]: signVendorBody(secret, timestamp, raw),
    },
  });
}

function debit(p: ApiProcess, secret: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  return call(p, 'POST', `/vendor/${VENDOR}/wallet/debit`, {
    raw,
    headers: {
      [VENDOR_TIMESTAMP_HEADER]: timestamp,
      [VENDOR_SIGNATURE_HEADER]: signVendorBody(secret, timestamp, raw),
    },
  });
}

const balance = async (p: ApiProcess, token: string) =>
  (await call(p, 'GET', API.balance, { token })).body.value.sumBalance as number;

/** A deposit through the sandbox gateway, its paid callback sent `copies` times to each process at once. */
async function depositThroughGateway(who: { token: string }, amount: number, copies: number) {
  const channel = await sandboxChannel();
  const order = await call(processes[1]!, 'POST', API.depositOrders, {
    token: who.token,
    body: { channelId: channel.id, amount },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const { id, orderNo } = order.body.value as { id: number; orderNo: string };
  const body = { orderNo, amount, gatewayReference: `GW-${orderNo}`, status: 'paid' };
  const answers = await Promise.all(
    Array.from({ length: copies }, () => processes.map((p) => callback(p, channel.secret, body))).flat(),
  );
  return { id, answers };
}

/** What each process's scheduler logged: which process claimed which job's slot, and which skipped it. */
function scheduledRuns() {
  const runs: { process: number; job: string; slot: number; begins: number; claimed: boolean }[] = [];
  for (const p of processes)
    for (const line of p.lines) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; job?: string; slot?: number; everyMs?: number };
      if (entry.msg !== 'scheduled run claimed' && !entry.msg?.startsWith('scheduled run skipped')) continue;
      runs.push({
        process: p.index,
        job: entry.job!,
        slot: entry.slot!,
        begins: entry.slot! * entry.everyMs!,
        claimed: entry.msg === 'scheduled run claimed',
      });
    }
  return runs;
}

beforeAll(async () => {
  if (skipped) return;
  const admin = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(env.TEST_DATABASE_URL!);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  // The seal key is made once, before the processes, as a deployment keeps it in a shared folder.
  mkdirSync(path.join(work, 'keys'), { mode: 0o700 });
  writeFileSync(path.join(work, 'keys', 'seal.key'), randomBytes(32).toString('base64'), { mode: 0o600 });
  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  // All three at once on an empty database: one migrates and seeds while the others wait for it.
  processes = ports.map((port, i) => start(i, port));
  await Promise.all(processes.map(ready));
  sqlClient = new pg.Client({ connectionString: databaseUrl });
  await sqlClient.connect();
  database = await openDatabase({ databaseUrl });
}, 300_000);

afterAll(async () => {
  if (skipped) return;
  await Promise.all(processes.map(stop));
  await sqlClient?.end();
  await database?.close();
  const admin = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  const redis = new Redis(env.TEST_REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe.skipIf(skipped)('three API processes on one PostgreSQL and one Redis', () => {
  let player: { id: number; username: string; token: string };

  it('started together on an empty database: each is up, and the migrations ran once', async () => {
    expect(processes.every((p) => p.readyAt > 0)).toBe(true);
    const [applied] = await query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    const [hashes] = await query<{ n: string }>(
      'select count(distinct hash) as n from drizzle.__drizzle_migrations',
    );
    expect(Number(applied!.n)).toBeGreaterThan(0);
    expect(applied!.n).toBe(hashes!.n);
    const [brands] = await query<{ n: string }>(`select count(*) as n from merchants where code = 'demo'`);
    expect(brands!.n).toBe('1');
  });

  it('duplicate gateway callbacks, ten to each process at once: one credit', async () => {
    player = await member(processes[0]!);
    const { id, answers } = await depositThroughGateway(player, 100, 10);
    expect(answers.map((a) => a.status)).toEqual(Array(3 * 10).fill(200));
    expect(answers.filter((a) => a.body.value.credited)).toHaveLength(1);
    expect(answers.every((a) => a.body.value.status === 'paid')).toBe(true);
    const transfers = await query(`select id from ledger_transfers where idempotency_key = $1`, [
      `deposit:${id}`,
    ]);
    expect(transfers).toHaveLength(1);
    for (const p of processes) expect(await balance(p, player.token)).toBe(100);
  }, 120_000);

  it('1,000 debits of 1.00 spread over the processes on a wallet of 100: 100 accepted, never negative', async () => {
    const secret = randomBytes(32).toString('hex');
    await query(
      `insert into vendor_credentials (merchant_id, vendor_code, secret)
       select id, $1, $2 from merchants where code = 'demo'
       on conflict (merchant_id, vendor_code) do update set secret = excluded.secret, enabled = true`,
      [VENDOR, secret],
    );
    const round = `race-${player.id}`;
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        debit(processes[i % PROCESSES]!, secret, {
          playerId: String(player.id),
          transactionId: `race-${player.id}-${i}`,
          roundId: round,
          gameCode: 'lotus-fortune',
          amount: 1,
        }),
      ),
    );
    const codes = answers.map((a) => a.status);
    const others = answers.filter((a) => a.status !== 200 && a.status !== 422);
    expect(others.map((a) => [a.status, a.body.errorCode, a.body.message])).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 422)).toHaveLength(900);
    // The race really ran across the processes: more than one of them took accepted debits. Which calls reach
    // the database first is the scheduler's choice; with other test files running at once, one process was
    // seen to lose every race, so each of the three is not required to win one.
    const acceptedBy = processes.map((_, p) =>
      answers.filter((a, i) => i % PROCESSES === p && a.status === 200),
    );
    expect(acceptedBy.filter((a) => a.length > 0).length).toBeGreaterThanOrEqual(2);
    for (const p of processes) expect(await balance(p, player.token)).toBe(0);
    const bets = await query(
      `select t.id from ledger_transfers t join accounts a on a.id = t.debit_account_id
        where a.member_id = $1 and t.kind = 'bet'`,
      [player.id],
    );
    expect(bets).toHaveLength(100);
    const [stake] = await query<{ stake: string }>(
      `select stake::text from game_rounds where round_id = $1`,
      [round],
    );
    expect(stake?.stake).toBe('10000');
  }, 180_000);

  it('a logout on one process is refused by the others at once, though they had the session cached', async () => {
    const m = await member(processes[0]!);
    for (const p of processes)
      expect((await call(p, 'GET', API.memberInfo, { token: m.token })).status).toBe(200);
    expect((await call(processes[0]!, 'DELETE', API.logout, { token: m.token })).status).toBe(200);
    const after = await Promise.all(processes.map((p) => call(p, 'GET', API.memberInfo, { token: m.token })));
    expect(after.map((a) => [a.status, a.body.errorCode])).toEqual(
      Array(PROCESSES).fill([401, 'login.not.session']),
    );
  });

  it('a password change on one process ends the other sessions on every process at once', async () => {
    const m = await member(processes[0]!);
    const second = await encrypted(processes[1]!, 'POST', API.login, {
      type: 'username',
      username: m.username,
      password: 'Secret123',
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const other = second.body.value.token as string;
    for (const p of processes)
      for (const token of [m.token, other])
        expect((await call(p, 'GET', API.memberInfo, { token })).status).toBe(200);
    const changed = await encrypted(
      processes[2]!,
      'POST',
      API.changePassword,
      { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      m.token,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = await Promise.all(
      processes.flatMap((p) => [m.token, other].map((token) => call(p, 'GET', API.memberInfo, { token }))),
    );
    expect(after.map((a) => a.status)).toEqual([200, 401, 200, 401, 200, 401]);
  });

  it('a scheduled job ticked by every process runs once per slot; a due withdrawal is confirmed once', async () => {
    const m = await member(processes[2]!);
    await depositThroughGateway(m, 500, 1);
    const passwordHash = await hashPassword('246810');
    await query('update members set payment_password_hash = $1 where id = $2', [passwordHash, m.id]);
    const [bank] = await query<{ id: number }>(
      `insert into member_bank_accounts (merchant_id, member_id, bank_code, bank_name, account_name,
         account_number_sealed, account_number_last4, account_number_hash)
       select merchant_id, id, 'BDO', 'BDO Unibank', 'Juan Dela Cruz', 'sealed', '4321', $2
         from members where id = $1 returning id`,
      [m.id, randomBytes(16).toString('hex')],
    );
    const asked = await encrypted(
      processes[0]!,
      'POST',
      API.withdrawals,
      { amount: 300, bankAccountId: Number(bank!.id), paymentPassword: '246810', requestId: randomUUID() },
      m.token,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const id = asked.body.value.withdrawal.id as number;
    // finance01 owes the demo brand an authenticator: set up on one process, confirmed on another, and
    // the two-step login of the next session spread over the third and the first.
    const first = await call(processes[1]!, 'POST', ADMIN_API.adminLogin, {
      body: { username: 'finance01', password: 'Lotus2026' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value.operator.totpSetupRequired).toBe(true);
    const enrolling = `Bearer ${first.body.value.token as string}`;
    const setup = await call(processes[0]!, 'POST', ADMIN_API.adminTotpSetup, { token: enrolling });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const secret = base32Decode(setup.body.value.secret as string);
    const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
    const enabled = await call(processes[2]!, 'POST', ADMIN_API.adminTotpEnable, {
      token: enrolling,
      body: { code: hotp(secret, step - 1) },
    });
    expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
    const password = await call(processes[2]!, 'POST', ADMIN_API.adminLogin, {
      body: { username: 'finance01', password: 'Lotus2026' },
    });
    expect(password.body.value.totpRequired, JSON.stringify(password.body)).toBe(true);
    const operator = await call(processes[0]!, 'POST', ADMIN_API.adminTotpLogin, {
      body: { ticket: password.body.value.ticket, code: hotp(secret, step) },
    });
    expect(operator.status, JSON.stringify(operator.body)).toBe(200);
    const approved = await call(
      processes[2]!,
      'POST',
      ADMIN_API.adminApprove.replace(':queue', 'withdrawals').replace(':id', String(id)),
      { token: `Bearer ${operator.body.value.token as string}`, body: {} },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // Paid, and its confirmation window already over: the next run of the job turns it auto_received.
    await query(`update withdrawal_orders set confirm_due_at = now() - interval '1 second' where id = $1`, [
      id,
    ]);

    const deadline = Date.now() + 2 * MINUTE;
    let status = 'paid';
    while (status !== 'auto_received' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      const [row] = await query<{ status: string }>('select status from withdrawal_orders where id = $1', [
        id,
      ]);
      status = row?.status ?? status;
    }
    expect(status).toBe('auto_received');
    const messages = await query(`select id from member_messages where member_id = $1 and template = $2`, [
      m.id,
      'withdrawal.autoReceived',
    ]);
    expect(messages).toHaveLength(1);

    const bySlot = () => {
      const slots = new Map<string, ReturnType<typeof scheduledRuns>>();
      for (const r of scheduledRuns())
        slots.set(`${r.job}@${r.slot}`, [...(slots.get(`${r.job}@${r.slot}`) ?? []), r]);
      return slots;
    };
    // The auto-confirm slots that began once all three were up (the confirming one included): each process
    // ticks a slot within a second of its start, so their lines are awaited before they are counted.
    const allUp = Math.max(...processes.map((p) => p.readyAt));
    const begunBefore = Date.now();
    const together = () =>
      [...bySlot().entries()].filter(
        ([key, ticks]) =>
          key.startsWith('withdrawals.autoConfirm@') &&
          ticks[0]!.begins > allUp &&
          ticks[0]!.begins < begunBefore,
      );
    for (let i = 0; i < 80 && together().some(([, ticks]) => ticks.length < PROCESSES); i++)
      await new Promise((r) => setTimeout(r, 250));
    expect(together().length).toBeGreaterThan(0);
    for (const [slot, ticks] of together()) {
      expect(ticks.map((t) => t.process).sort(), slot).toEqual([0, 1, 2]);
      expect(
        ticks.filter((t) => t.claimed),
        slot,
      ).toHaveLength(1);
    }
    // Every slot any process ticked was run by exactly one of them: the runs at start included (a slot that
    // began while the lines were awaited may not have all of its lines yet).
    const runs = scheduledRuns();
    for (const [slot, ticks] of bySlot())
      if (ticks[0]!.begins < begunBefore)
        expect(
          ticks.filter((t) => t.claimed),
          slot,
        ).toHaveLength(1);
    expect(new Set(runs.filter((r) => r.claimed).map((r) => r.job)).size).toBeGreaterThan(1);
  }, 240_000);

  it('leaves the ledger balanced', async () => {
    const report = await createLedger(database.db).check();
    expect(report.problems).toEqual([]);
  });
});
