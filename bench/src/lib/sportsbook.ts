import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, SPORTSBOOK_PATHS, SPORTSBOOK_TOKEN_HEADER, type SbFixture } from '@platform/contracts';
import pg from 'pg';
import { ledgerCheck, prepareBettors } from './bets.js';
import { startBenchServer } from './bench-server.js';
import { keepAliveClient, percentile } from './http.js';
import { runJob } from './jobs.js';
import { pgbench, type PgbenchResult } from './pgbench.js';
import { firstLoadJs } from './web-size.js';

// The in-house sportsbook: slips of singles placed through the book's API (`POST /sb/api/bets`, one signed
// wallet debit per bet) on one pre-match football fixture by concurrent members until the fixture holds
// 50,000 open bets; then, with the server stopped so that its own jobs do not take the work, the fixture's
// result written as an operator's is, and its bets settled by the server's job (`sportsbook.settlement`
// until idle) in a process of its own. Each figure is printed beside pgbench's TPC-B on the same PostgreSQL
// in the same run. On a database of its own. Also the book's first-load JavaScript, from its build.

const TARGET_BETS = 50_000;
/** Singles per slip, each on another market or selection of the fixture. */
const SLIP_BETS = 4;
const MEMBERS = 200;
const WORKERS = 32;
/** The fixture is picked this far ahead, so that it stays pre-match through the placing. */
const MIN_LEAD_MS = 3_600_000;
/** Placing stops early after this many refused slips: the refusals are then the finding. */
const MAX_REFUSED = 1_000;
/** The result the fixture is settled on: home wins 2-1, so every market type has winners and losers. */
const RESULT = { status: 'finished', score: { home: 2, away: 1 }, periods: [] };
/**
 * How often each market type is picked, relative to the others: the main markets take most of the traffic,
 * correct scores the least (one pick per selection of each market, repeated this many times).
 */
const WEIGHT: Record<string, number> = { '1x2': 4, ah: 2, ou: 2, btts: 2, cs: 1 };
/**
 * The liability cap per selection for the run, in minor units: the demo book's 1,000,000.00 would refuse the
 * long-odds correct scores long before 50,000 bets of 1.00 to 10.00 on one fixture. The member limits per
 * market and per day stay the demo's, which these stakes stay under.
 */
const LIABILITY_CAP = 100_000_000_000n;

export type SportsbookBenchResult =
  | { skipped: string }
  | {
      reference: PgbenchResult;
      firstLoad: { kib: number; scripts: string[] } | { skipped: string };
      fixture: { id: number; match: string; markets: number; selections: number };
      placing: {
        slips: number;
        bets: number;
        /** Open bets on the fixture after the placing, counted in the database. */
        openOnFixture: number;
        seconds: number;
        /** Placing stopped at the time budget before the target. */
        outOfTime: boolean;
        slipsPerSecond: number;
        betsPerSecond: number;
        p50Ms: number;
        p99Ms: number;
        refused: Record<string, number>;
      };
      settlement: {
        bets: number;
        seconds: number;
        betsPerSecond: number;
        runs: number;
        outcome: unknown;
        /** Every bet's status after the job, counted. */
        statuses: Record<string, number>;
        allSettled: boolean;
        stakedMinor: string;
        paidMinor: string;
      };
      ledgerClean: boolean;
    };

type Pick = { marketId: string; key: string; odds: number };

/** Every selection of the fixture's open markets, each repeated by its market type's weight. */
function weightedPicks(fixture: SbFixture): Pick[] {
  return fixture.markets
    .filter((m) => m.status === 'open')
    .flatMap((m) =>
      Array.from({ length: WEIGHT[m.type] ?? 1 }, () =>
        m.selections.map((s) => ({ marketId: m.id, key: s.key, odds: s.odds })),
      ).flat(),
    );
}

/** Slip `i`: singles on picks spread over the list (a stride prime to its length), stakes 1.00 to 10.00. */
function slipBets(i: number, picks: Pick[]) {
  return Array.from({ length: SLIP_BETS }, (_, j) => {
    const n = i * SLIP_BETS + j;
    return { stake: 1 + ((n * 7) % 10), picks: [picks[(n * 7919) % picks.length]!] };
  });
}

async function bookGet<T>(baseUrl: string, token: string, pathname: string): Promise<T> {
  const res = await fetch(baseUrl + pathname, { headers: { [SPORTSBOOK_TOKEN_HEADER]: token } });
  const body = (await res.json()) as { success: boolean; value: T; message?: string };
  if (!res.ok || !body.success) throw new Error(`${pathname}: ${res.status} ${body.message ?? ''}`);
  return body.value;
}

/** The book session token a member's launch of the book gives (`t=` of the URL it answers). */
async function bookToken(baseUrl: string, siteToken: string): Promise<string> {
  const res = await fetch(baseUrl + API.launchGame, {
    method: 'POST',
    headers: { merchant: 'demo', authorization: siteToken, 'content-type': 'application/json' },
    body: JSON.stringify({ vendor: 'FB', gameCode: 'lobby' }),
  });
  const body = (await res.json()) as { value?: { content?: { game_url?: string } }; message?: string };
  const token = new URL(body.value?.content?.game_url ?? '/', baseUrl).searchParams.get('t');
  if (!res.ok || !token) throw new Error(`launch of the book: ${res.status} ${body.message ?? ''}`);
  return token;
}

/** The first football fixture starting at least MIN_LEAD_MS after the server's time, with every market. */
async function preMatchFixture(baseUrl: string, token: string): Promise<SbFixture> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = await bookGet<{ serverTime: string; list: SbFixture[] }>(
      baseUrl,
      token,
      `${SPORTSBOOK_PATHS.fixtures}?sport=football&when=upcoming`,
    );
    const from = new Date(list.serverTime).getTime() + MIN_LEAD_MS;
    const found = list.list.find((f) => new Date(f.startsAt).getTime() >= from);
    if (found) return bookGet(baseUrl, token, SPORTSBOOK_PATHS.fixture.replace(':id', String(found.id)));
    // The server's feed job stores the next days' fixtures at its start; it may not have run yet.
    if (Date.now() > deadline) throw new Error('the book lists no football fixture an hour or more ahead');
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

const errorCodeOf = (status: number, body: string) => {
  try {
    return (JSON.parse(body) as { errorCode?: string }).errorCode ?? `HTTP ${status}`;
  } catch {
    return `HTTP ${status}`;
  }
};

export async function sportsbookBench(options: {
  repoRoot: string;
  serverEntry: string;
  /** pgbench's run. */
  seconds: number;
  /** The placing stops here even below 50,000 bets, and says how many it placed. */
  placingBudgetSeconds: number;
}): Promise<SportsbookBenchResult> {
  const log = (line: string) => console.log(line);
  const dist = path.join(options.repoRoot, 'apps/sportsbook/dist');
  const firstLoad = existsSync(path.join(dist, 'index.html'))
    ? firstLoadJs(dist, SPORTSBOOK_PATHS.app)
    : { skipped: 'apps/sportsbook/dist is not built (npm run build)' };
  // The bench's environment serves the payment sandbox, with which the server follows the sandbox fixtures feed.
  const bench = await startBenchServer({ ...options, prefix: 'bench_sportsbook' });
  if ('skipped' in bench) return bench;
  const { server, keys } = bench;
  const database = { url: bench.databaseUrl };
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    log('Sportsbook: preparing members ...');
    const bettors = await prepareBettors({
      baseUrl: server.url,
      databaseUrl: database.url,
      vendorCode: 'FB',
      count: MEMBERS,
      fundMinor: 10_000_000n,
    });
    const tokens: string[] = [];
    for (let i = 0; i < bettors.tokens.length; i += 8)
      tokens.push(
        ...(await Promise.all(bettors.tokens.slice(i, i + 8).map((t) => bookToken(server.url, t)))),
      );
    const fixture = await preMatchFixture(server.url, tokens[0]!);
    const picks = weightedPicks(fixture);
    const selections = fixture.markets.reduce((n, m) => n + m.selections.length, 0);
    await db.query('update sb_books set liability_cap = $1 where merchant_id = $2', [
      LIABILITY_CAP.toString(),
      bettors.merchantId,
    ]);
    const reference = await pgbench({ clients: WORKERS, seconds: options.seconds });
    if ('unavailable' in reference) return { skipped: reference.unavailable };

    const match = `${fixture.home} v ${fixture.away}`;
    log(
      `  placing slips of ${SLIP_BETS} singles on ${match} (${fixture.markets.length} markets, ${selections} selections) ` +
        `with ${WORKERS} workers until it holds ${TARGET_BETS} bets (at most ${options.placingBudgetSeconds} s) ...`,
    );
    const client = keepAliveClient(server.url, WORKERS);
    const times: number[] = [];
    const refused: Record<string, number> = {};
    let refusedSlips = 0;
    let claimed = 0;
    let next = 0;
    let placedSlips = 0;
    let outOfTime = false;
    const started = performance.now();
    const deadline = started + options.placingBudgetSeconds * 1000;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (claimed < TARGET_BETS && refusedSlips < MAX_REFUSED) {
          if (performance.now() > deadline) {
            outOfTime = true;
            return;
          }
          const i = next++;
          const bets = slipBets(i, picks).slice(0, TARGET_BETS - claimed);
          claimed += bets.length;
          const body = JSON.stringify({ requestId: randomUUID(), bets });
          const t0 = performance.now();
          const answer = await client.send(
            'POST',
            SPORTSBOOK_PATHS.bets,
            { [SPORTSBOOK_TOKEN_HEADER]: tokens[i % tokens.length]! },
            body,
          );
          times.push(performance.now() - t0);
          if (answer.status === 200) placedSlips += 1;
          else {
            claimed -= bets.length;
            refusedSlips += 1;
            const code = errorCodeOf(answer.status, answer.body);
            refused[code] = (refused[code] ?? 0) + 1;
          }
        }
      }),
    );
    const placingSeconds = (performance.now() - started) / 1000;
    client.close();
    times.sort((a, b) => a - b);
    const open = await db.query<{ n: string }>(
      `select count(*) as n from sb_bets b join sb_legs l on l.bet_id = b.id
        where l.fixture_id = $1 and b.status = 'open'`,
      [fixture.id],
    );
    const openOnFixture = Number(open.rows[0]!.n);
    const placing = {
      slips: placedSlips,
      bets: claimed,
      openOnFixture,
      seconds: placingSeconds,
      outOfTime,
      slipsPerSecond: placedSlips / placingSeconds,
      betsPerSecond: claimed / placingSeconds,
      p50Ms: percentile(times, 0.5),
      p99Ms: percentile(times, 0.99),
      refused,
    };

    // The server stops before the result: its own settlement job would take the bets while they are measured.
    await server.stop();
    await db.query(
      `update sb_fixtures set status = 'finished', result = $2::jsonb, markets = '[]'::jsonb,
              result_version = result_version + 1 where id = $1`,
      [fixture.id, JSON.stringify(RESULT)],
    );
    await db.query('analyze');
    log(`  settling ${fmt(openOnFixture)} bets of ${match} (${RESULT.score.home}-${RESULT.score.away}) ...`);
    const settled = await runJob('sportsbook.settlement', options.repoRoot, database.url, keys, true);
    if (settled.skipped) return { skipped: settled.skipped };
    const seconds = (settled.ms ?? 0) / 1000;
    const counts = await db.query<{ status: string; n: string; staked: string; paid: string }>(
      `select b.status, count(*) as n, sum(b.stake)::text as staked,
                coalesce(sum(b.payout), 0)::text as paid
         from sb_bets b where exists (select 1 from sb_legs l where l.bet_id = b.id and l.fixture_id = $1)
        group by b.status order by b.status`,
      [fixture.id],
    );
    const statuses = Object.fromEntries(counts.rows.map((r) => [r.status, Number(r.n)]));
    const unsettled = (statuses.open ?? 0) + (statuses.pending ?? 0);
    const total = counts.rows.reduce((n, r) => n + Number(r.n), 0);
    const ledger = await ledgerCheck(options.repoRoot, database.url);
    if (!ledger.ok) log(`  ledger check: ${ledger.output}`);
    return {
      reference,
      firstLoad,
      fixture: { id: fixture.id, match, markets: fixture.markets.length, selections },
      placing,
      settlement: {
        bets: total - unsettled,
        seconds,
        betsPerSecond: (total - unsettled) / seconds,
        runs: settled.runs ?? 0,
        outcome: settled.result,
        statuses,
        allSettled: unsettled === 0 && total === openOnFixture,
        stakedMinor: counts.rows.reduce((s, r) => s + BigInt(r.staked), 0n).toString(),
        paidMinor: counts.rows.reduce((s, r) => s + BigInt(r.paid), 0n).toString(),
      },
      ledgerClean: ledger.ok,
    };
  } finally {
    await db.end();
    await bench.close();
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const major = (minor: string) => fmt(Number(BigInt(minor) / 100n)) + '.' + minor.slice(-2).padStart(2, '0');

export function printSportsbook(r: SportsbookBenchResult) {
  if ('skipped' in r) {
    console.log(`Sportsbook: ${r.skipped}; skipped.\n`);
    return;
  }
  const tps = r.reference.tps;
  console.log(`pgbench TPC-B (${r.reference.clients} clients)       ${fmt(tps).padStart(9)} tps (reference)`);
  const p = r.placing;
  const refusals = Object.entries(p.refused)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  console.log(
    `Sportsbook slips placed (API, ${WORKERS} workers)  ${fmt(p.slipsPerSecond).padStart(9)} slips/s = ${fmt(p.betsPerSecond)} bets/s` +
      `  p50 ${fmt(p.p50Ms)} ms  p99 ${fmt(p.p99Ms)} ms  ratio ${fmt(p.betsPerSecond / tps, 3)} (bets/s to tps)`,
  );
  console.log(
    `  ${fmt(p.bets)} bets in ${fmt(p.slips)} slips of ${SLIP_BETS} singles in ${fmt(p.seconds, 1)} s on ${r.fixture.match} ` +
      `(${r.fixture.markets} markets, ${r.fixture.selections} selections); open on the fixture ${fmt(p.openOnFixture)}` +
      `${p.outOfTime ? ` (time budget reached before ${fmt(TARGET_BETS)})` : ''}; refused slips: ${refusals || 'none'}`,
  );
  const s = r.settlement;
  const statuses = Object.entries(s.statuses)
    .map(([status, n]) => `${status} ${fmt(n)}`)
    .join(', ');
  console.log(
    `Sportsbook fixture settled (${fmt(s.bets)} bets)  ${fmt(s.betsPerSecond).padStart(9)} bets/s` +
      `  in ${fmt(s.seconds, 1)} s (${s.runs} job runs)  ratio ${fmt(s.betsPerSecond / tps, 2)} (bets/s to tps)`,
  );
  console.log(
    `  ${s.allSettled ? 'every bet settled' : 'NOT EVERY BET SETTLED'}: ${statuses}; staked ${major(s.stakedMinor)}, paid ${major(s.paidMinor)}`,
  );
  console.log(`Ledger check after settlement: ${r.ledgerClean ? 'clean' : 'NOT CLEAN'}`);
  if ('skipped' in r.firstLoad) console.log(`Sportsbook first-load JavaScript: ${r.firstLoad.skipped}\n`);
  else
    console.log(
      `Sportsbook first-load JavaScript (gzip)  ${fmt(r.firstLoad.kib, 1)} KiB in ${r.firstLoad.scripts.length} files (${r.firstLoad.scripts.join(', ')})\n`,
    );
}
