import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../config/env.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { signVendorBody } from '../../lib/vendor-signature.js';
import { createLedger } from './ledger.repository.js';
import { rowsOf } from '../../db/rows.js';

// Crash safety (PostgreSQL): the server is killed with SIGKILL under load and started again; afterwards
// the ledger reconciles and every round a vendor saw acknowledged exists exactly once.
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');
const VENDOR = 'LOTUS';
const WORKERS = 8;
const KILLS = 3;
const FUNDS = 1_000_000n; // minor units per member

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!env.TEST_DATABASE_URL)('crash safety on PostgreSQL', () => {
  let name: string;
  let url: string;
  let port: number;
  let server: ChildProcess | null = null;
  let database: DatabaseHandle;
  const secret = randomBytes(32).toString('hex');
  const scratch = mkdtempSync(path.join(tmpdir(), 'crash-'));

  async function start(): Promise<void> {
    server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: repoRoot,
      env: {
        // The child needs the machine's environment (PATH, ...) plus its own settings.
        // eslint-disable-next-line no-restricted-syntax
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        WEB_ROOT: path.join(scratch, 'no-web'),
        DATA_DIR: scratch,
        RATE_LIMIT_MAX: '1000000',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 600; i += 1) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error('the server did not start');
  }

  function kill(): Promise<void> {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  beforeAll(async () => {
    name = `crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(env.TEST_DATABASE_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
    port = await freePort();
    await start(); // migrates and seeds the demo brand
    database = await openDatabase({ databaseUrl: url });
  }, 120_000);

  afterAll(async () => {
    await kill();
    await database?.close();
    const admin = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('keeps the ledger clean and every acknowledged round exactly once across SIGKILLs', async () => {
    const { db } = database;
    const ledger = createLedger(db);
    await db.execute(
      sql`insert into vendor_credentials (merchant_id, vendor_code, secret)
          select id, ${VENDOR}, ${secret} from merchants where code = 'demo'
          on conflict (merchant_id, vendor_code) do update set secret = excluded.secret`,
    );
    const [brand] = await rowsOf<{ id: number }>(db, sql`select id from merchants where code = 'demo'`);
    const members: number[] = [];
    for (let i = 0; i < WORKERS; i += 1) {
      const memberId = await db.transaction(async (tx) => {
        const [m] = await rowsOf<{ id: number }>(
          tx,
          sql`insert into members (merchant_id, username, username_lower, password_hash, nickname)
              values (${brand!.id}, ${`crash${name}${i}`}, ${`crash${name}${i}`}, 'not-a-login', 'Crash')
              returning id`,
        );
        const id = Number(m!.id);
        await ledger.transfer(tx, {
          merchantId: brand!.id,
          debitAccountId: await ledger.houseAccountId(tx, brand!.id, 'cash'),
          creditAccountId: await ledger.memberAccountId(tx, brand!.id, id),
          amount: FUNDS,
          kind: 'deposit',
          reference: 'crash test funds',
          idempotencyKey: `crash-funds:${id}`,
        });
        return id;
      });
      members.push(memberId);
    }

    let refusedWhileDown = 0;
    /** Sends one signed call until the server answers it (a vendor retries the same transaction id). */
    const send = async (op: 'debit' | 'credit', body: Record<string, unknown>): Promise<number> => {
      const raw = JSON.stringify(body);
      for (;;) {
        const timestamp = String(Date.now());
        try {
          const res = await fetch(`http://127.0.0.1:${port}/vendor/${VENDOR}/wallet/${op}`, {
            method: 'POST',
            body: raw,
            headers: {
              'content-type': 'application/json',
              merchant: 'demo',
              [VENDOR_TIMESTAMP_HEADER]: timestamp,
              [VENDOR_SIGNATURE_HEADER]: signVendorBody(secret, timestamp, raw),
            },
          });
          if (res.status < 500) return res.status;
        } catch {
          // the server is down: try again
          refusedWhileDown += 1;
        }
        await sleep(50);
      }
    };

    type Acked = { memberId: number; stake: bigint; payout: bigint | null };
    const acked = new Map<string, Acked>();
    const failures: string[] = [];
    let running = true;
    const workers = members.map(async (memberId, w) => {
      for (let n = 0; running; n += 1) {
        const roundId = `crash-${w}-${n}`;
        const stake = BigInt(1 + ((n * 7 + w) % 500));
        const payout = n % 3 === 0 ? stake * 2n : 0n;
        const base = { playerId: String(memberId), roundId, gameCode: 'lotus-fortune' };
        const d = await send('debit', {
          ...base,
          transactionId: `${roundId}-d`,
          amount: Number(stake) / 100,
        });
        if (d !== 200) {
          failures.push(`debit ${roundId}: ${d}`);
          continue;
        }
        acked.set(roundId, { memberId, stake, payout: null });
        const c = await send('credit', {
          ...base,
          transactionId: `${roundId}-c`,
          debitTransactionId: `${roundId}-d`,
          amount: Number(payout) / 100,
        });
        if (c !== 200) failures.push(`credit ${roundId}: ${c}`);
        else acked.set(roundId, { memberId, stake, payout });
      }
    });

    for (let k = 0; k < KILLS; k += 1) {
      await sleep(1_500);
      await kill();
      await sleep(200);
      await start();
    }
    await sleep(1_000);
    running = false;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    // The kills happened under load: calls met a dead server and were sent again.
    expect(refusedWhileDown).toBeGreaterThan(0);
    expect(acked.size).toBeGreaterThan(WORKERS * 2);
    const rounds = await rowsOf<{
      round_id: string;
      n: string;
      stake: string;
      payout: string;
      status: string;
    }>(
      db,
      sql`select round_id, count(*) over (partition by round_id) as n, stake::text, payout::text, status
          from game_rounds where round_id like 'crash-%'`,
    );
    const stored = new Map(rounds.map((r) => [r.round_id, r]));
    for (const [roundId, a] of acked) {
      const r = stored.get(roundId);
      expect(r, roundId).toBeDefined();
      expect(Number(r!.n), roundId).toBe(1);
      expect(BigInt(r!.stake), roundId).toBe(a.stake);
      expect(r!.status, roundId).toBe('settled');
      expect(BigInt(r!.payout), roundId).toBe(a.payout);
    }
    // Nothing was recorded that a vendor did not see acknowledged.
    expect(rounds.length).toBe(acked.size);
    const keys = await rowsOf<{ idempotency_key: string; n: string }>(
      db,
      sql`select idempotency_key, count(*) as n from ledger_transfers
          where idempotency_key like 'vendor:LOTUS:crash-%' group by idempotency_key having count(*) > 1`,
    );
    expect(keys).toEqual([]);
    for (const memberId of members) {
      const mine = [...acked.values()].filter((a) => a.memberId === memberId);
      const expected = FUNDS - mine.reduce((s, a) => s + a.stake - (a.payout ?? 0n), 0n);
      const [account] = await rowsOf<{ balance: string }>(
        db,
        sql`select balance::text from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
      );
      expect(BigInt(account!.balance)).toBe(expected);
    }
    const report = await ledger.check();
    expect(report.problems).toEqual([]);
  }, 300_000);
});
