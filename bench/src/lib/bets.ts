import { execFile } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@platform/contracts';
import pg from 'pg';
import { registerMember } from './api.js';
import { keepAliveClient, percentile } from './http.js';

const MERCHANT = 'demo';

/** The members (ids, and their session tokens in the same order) and the vendor's wallet secret. */
export type Bettors = { merchantId: number; secret: string; memberIds: number[]; tokens: string[] };

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

/**
 * Members to bet with, one per concurrent worker (one open round per member and game), registered through
 * the real call and funded through a ledger transfer from the brand's cash account, the way a deposit
 * moves money; and the vendor's wallet API secret.
 */
export async function prepareBettors(options: {
  baseUrl: string;
  databaseUrl: string;
  vendorCode: string;
  count: number;
  /** Minor units paid into each member's main wallet. */
  fundMinor: bigint;
}): Promise<Bettors> {
  const db = new pg.Client({ connectionString: options.databaseUrl });
  await db.connect();
  try {
    const merchant = await db.query<{ id: number }>('select id from merchants where code = $1', [MERCHANT]);
    const merchantId = merchant.rows[0]?.id;
    if (merchantId === undefined) throw new Error(`brand ${MERCHANT} is not in the database`);

    // The seed gives each vendor a secret; one is made only if it is missing. Read before the first call.
    await db.query(
      `insert into vendor_credentials (merchant_id, vendor_code, secret) values ($1, $2, $3)
       on conflict (merchant_id, vendor_code) do nothing`,
      [merchantId, options.vendorCode, randomBytes(32).toString('hex')],
    );
    const credentials = await db.query<{ secret: string; enabled: boolean }>(
      'select secret, enabled from vendor_credentials where merchant_id = $1 and vendor_code = $2',
      [merchantId, options.vendorCode],
    );
    const secret = credentials.rows[0];
    if (!secret?.enabled) throw new Error(`vendor ${options.vendorCode} has no enabled wallet secret`);

    const run = randomBytes(3).toString('hex');
    const usernames = Array.from(
      { length: options.count },
      (_, i) => `bet${run}${String(i).padStart(3, '0')}`,
    );
    const registered = await inBatches(usernames, 4, (u) => registerMember(options.baseUrl, u, 'Bench2026x'));
    const tokenOf = new Map(usernames.map((u, i) => [u.toLowerCase(), registered[i]!]));
    const members = await db.query<{ id: number; username_lower: string }>(
      `select id, username_lower from members where merchant_id = $1 and username_lower = any($2::text[])
        order by id`,
      [merchantId, usernames.map((u) => u.toLowerCase())],
    );
    const memberIds = members.rows.map((r) => r.id);
    const tokens = members.rows.map((r) => tokenOf.get(r.username_lower)!);
    if (memberIds.length !== options.count)
      throw new Error(`registered ${options.count} members, found ${memberIds.length}`);

    for (const memberId of memberIds) await fund(db, merchantId, memberId, options.fundMinor, run);
    return { merchantId, secret: secret.secret, memberIds, tokens };
  } finally {
    await db.end();
  }
}

/**
 * One deposit-like ledger transfer, as the server's ledger writes it: both rows locked in id order, both
 * balances changed and the transfer row (with the balances after) written in one transaction.
 */
async function fund(db: pg.Client, merchantId: number, memberId: number, amount: bigint, run: string) {
  await db.query('begin');
  try {
    await db.query(
      `insert into accounts (merchant_id, member_id, kind, wallet_code, shard) values ($1, null, 'cash', 'HOUSE', 0)
       on conflict (merchant_id, kind, wallet_code, shard) where member_id is null do nothing`,
      [merchantId],
    );
    await db.query(
      `insert into accounts (merchant_id, member_id, kind, wallet_code) values ($1, $2, 'member', 'MAIN')
       on conflict (member_id, wallet_code) where member_id is not null do nothing`,
      [merchantId, memberId],
    );
    const locked = await db.query<{ id: string; member_id: number | null }>(
      `select id, member_id from accounts
       where (merchant_id = $1 and member_id is null and kind = 'cash' and wallet_code = 'HOUSE' and shard = 0)
          or (member_id = $2 and wallet_code = 'MAIN')
       order by id for update`,
      [merchantId, memberId],
    );
    const cash = locked.rows.find((r) => r.member_id === null)?.id;
    const wallet = locked.rows.find((r) => r.member_id === memberId)?.id;
    if (!cash || !wallet) throw new Error(`accounts of member ${memberId} not found`);
    await db.query(
      `with d as (update accounts set balance = balance - $4 where id = $2 returning balance),
            c as (update accounts set balance = balance + $4 where id = $3 returning balance)
       insert into ledger_transfers (merchant_id, debit_account_id, credit_account_id, amount, kind, reference,
         idempotency_key, debit_balance_after, credit_balance_after)
       select $1, $2, $3, $4, 'deposit', 'Benchmark deposit', $5, d.balance, c.balance from d, c`,
      [merchantId, cash, wallet, amount.toString(), `bench:deposit:${run}:${memberId}`],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

export type BetsResult = {
  workers: number;
  seconds: number;
  bets: number;
  betsPerSecond: number;
  /** A whole bet: the signed debit and its credit. */
  p50Ms: number;
  p99Ms: number;
  debitP50Ms: number;
  debitP99Ms: number;
  creditP50Ms: number;
  creditP99Ms: number;
  errors: number;
  errorSamples: string[];
};

/**
 * K workers, one member each, play rounds back to back for `seconds`: a signed debit of the stake, then
 * the credit that settles the round (two in five rounds pay twice the stake, the rest pay nothing). Any
 * answer other than 200 with `success` is an error.
 */
export async function runBets(options: {
  baseUrl: string;
  vendorCode: string;
  gameCode: string;
  secret: string;
  memberIds: number[];
  seconds: number;
  stakeMajor: number;
}): Promise<BetsResult> {
  const calls = keepAliveClient(options.baseUrl, options.memberIds.length);
  const debitPath = `/vendor/${options.vendorCode}/wallet/debit`;
  const creditPath = `/vendor/${options.vendorCode}/wallet/credit`;
  const rollbackPath = `/vendor/${options.vendorCode}/wallet/rollback`;
  const run = randomBytes(4).toString('hex');

  const post = (pathname: string, payload: unknown) => {
    const body = JSON.stringify(payload);
    const timestamp = String(Date.now());
    const signature = createHmac('sha256', options.secret).update(`${timestamp}.${body}`).digest('hex');
    return calls.send(
      'POST',
      pathname,
      {
        merchant: MERCHANT,
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: signature,
      },
      body,
    );
  };

  const bets: number[] = [];
  const debits: number[] = [];
  const credits: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  const fail = (what: string, detail: string) => {
    errors++;
    if (errorSamples.length < 5) errorSamples.push(`${what}: ${detail.slice(0, 300)}`);
  };
  const succeeded = (r: { status: number; body: string }) =>
    r.status === 200 && (JSON.parse(r.body) as { success?: boolean }).success === true;

  /** After a failed call the round may still be open: a rollback closes it so the member can play on. */
  const closeRound = (playerId: string, roundId: string, debitId: string, suffix: string) =>
    post(rollbackPath, {
      playerId,
      transactionId: `x-${run}-${suffix}`,
      debitTransactionId: debitId,
      roundId,
      gameCode: options.gameCode,
    }).catch(() => undefined);

  const deadline = performance.now() + options.seconds * 1000;
  const worker = async (memberId: number, w: number) => {
    const playerId = String(memberId);
    for (let i = 0; performance.now() < deadline; i++) {
      const roundId = `r-${run}-${w}-${i}`;
      const debitId = `d-${run}-${w}-${i}`;
      const start = performance.now();
      try {
        const debit = await post(debitPath, {
          playerId,
          transactionId: debitId,
          roundId,
          gameCode: options.gameCode,
          amount: options.stakeMajor,
        });
        const debited = performance.now();
        if (!succeeded(debit)) {
          fail('debit', `${debit.status} ${debit.body}`);
          await closeRound(playerId, roundId, debitId, `${w}-${i}`);
          continue;
        }
        const win = i % 5 < 2;
        const credit = await post(creditPath, {
          playerId,
          transactionId: `c-${run}-${w}-${i}`,
          debitTransactionId: debitId,
          roundId,
          gameCode: options.gameCode,
          amount: win ? options.stakeMajor * 2 : 0,
          detail: { outcome: win ? 'win' : 'lose', multiplier: win ? 2 : 0 },
        });
        const end = performance.now();
        if (!succeeded(credit)) {
          fail('credit', `${credit.status} ${credit.body}`);
          await closeRound(playerId, roundId, debitId, `${w}-${i}`);
          continue;
        }
        bets.push(end - start);
        debits.push(debited - start);
        credits.push(end - debited);
      } catch (error) {
        fail('request', (error as Error).message);
        await closeRound(playerId, roundId, debitId, `${w}-${i}`);
      }
    }
  };

  const started = performance.now();
  await Promise.all(options.memberIds.map((id, w) => worker(id, w)));
  const elapsed = (performance.now() - started) / 1000;
  calls.close();
  for (const list of [bets, debits, credits]) list.sort((a, b) => a - b);
  return {
    workers: options.memberIds.length,
    seconds: elapsed,
    bets: bets.length,
    betsPerSecond: bets.length / elapsed,
    p50Ms: percentile(bets, 0.5),
    p99Ms: percentile(bets, 0.99),
    debitP50Ms: percentile(debits, 0.5),
    debitP99Ms: percentile(debits, 0.99),
    creditP50Ms: percentile(credits, 0.5),
    creditP99Ms: percentile(credits, 0.99),
    errors,
    errorSamples,
  };
}

/** `npm run ledger:check` on the given database: its exit code and what it printed. */
export async function ledgerCheck(repoRoot: string, databaseUrl: string) {
  const command = path.join(repoRoot, 'apps/server/src/commands/ledger-check.ts');
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', command], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { ok: true, exitCode: 0, output: (stdout + stderr).trim() };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string; message: string };
    return {
      ok: false,
      exitCode: typeof e.code === 'number' ? e.code : -1,
      output: `${e.stdout ?? ''}${e.stderr ?? ''}`.trim() || e.message,
    };
  }
}
