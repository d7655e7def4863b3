import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { API } from '@platform/contracts';
import pg from 'pg';
import { ledgerCheck, prepareBettors } from './bets.js';
import { startBenchServer } from './bench-server.js';
import { keepAliveClient, percentile } from './http.js';
import { runJob } from './jobs.js';
import { pgbench, type PgbenchResult } from './pgbench.js';

// The in-house lottery (issue 17): bet slips placed through the API on the open numero of the 5-minute
// five-digit game by concurrent members until the numero holds 100,000 bets; then, with the server stopped so
// that its own jobs do not take the work, the numero drawn and settled by the server's jobs (`lottery.draws`
// once, `lottery.settlement` until idle) in a process of their own. Each figure is printed beside pgbench's
// TPC-B on the same PostgreSQL in the same run. On a database of its own.

const GAME = 'fast-5m';
const TARGET_BETS = 100_000;
/** Bets per slip: one ticket (one wallet debit and, at settlement, one credit) each. */
const SLIP_BETS = 10;
const MEMBERS = 200;
const WORKERS = 32;
/** The placing must end before the cut-off: a numero with less time left than this is skipped. */
const MIN_WINDOW_MS = 150_000;

export type LotteryBenchResult =
  | { skipped: string }
  | {
      reference: PgbenchResult;
      placing: {
        slips: number;
        bets: number;
        refused: number;
        seconds: number;
        slipsPerSecond: number;
        betsPerSecond: number;
        p99Ms: number;
      };
      settlement: {
        tickets: number;
        bets: number;
        drawSeconds: number;
        seconds: number;
        betsPerSecond: number;
        ticketsPerSecond: number;
        runs: number;
        outcome: unknown;
      };
      ledgerClean: boolean;
    };

/** The ten bets of a slip: digits at each position, sides of positions and of the sum, varied by slip. */
function slipBets(i: number) {
  const position = (i % 5) + 1;
  return [
    { betType: 'd5.position', selection: { position, digits: [i % 10] } },
    {
      betType: 'd5.position',
      selection: { position: ((i + 2) % 5) + 1, digits: [(i + 3) % 10, (i + 7) % 10] },
    },
    { betType: 'd5.position.bigSmall', selection: { position, side: i % 2 ? 'big' : 'small' } },
    { betType: 'd5.position.oddEven', selection: { position, side: i % 3 ? 'odd' : 'even' } },
    { betType: 'd5.sum.bigSmall', selection: { side: i % 2 ? 'small' : 'big' } },
    { betType: 'd5.sum.oddEven', selection: { side: i % 2 ? 'odd' : 'even' } },
    { betType: 'd5.position', selection: { position: ((i + 4) % 5) + 1, digits: [(i * 7) % 10] } },
    { betType: 'd5.position.bigSmall', selection: { position: ((i + 1) % 5) + 1, side: 'big' } },
    { betType: 'd5.position.oddEven', selection: { position: ((i + 3) % 5) + 1, side: 'odd' } },
    { betType: 'd5.sum.oddEven', selection: { side: i % 2 ? 'even' : 'odd' } },
  ]
    .slice(0, SLIP_BETS)
    .map((b) => ({ ...b, unitPrice: 1, multiple: 1 }));
}

type Open = { numero: string; closesAt: string; drawAt: string };

async function openNumero(baseUrl: string, token: string): Promise<{ open: Open; serverTime: number }> {
  const res = await fetch(`${baseUrl}${API.lotteryOpenNumeros}?gameCode=${GAME}`, {
    headers: { merchant: 'demo', authorization: token },
  });
  if (!res.ok) throw new Error(`open numeros: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { serverTime: string; list: Open[] };
  const open = body.list[0];
  if (!open) throw new Error(`no open numero of ${GAME}`);
  return { open, serverTime: new Date(body.serverTime).getTime() };
}

/** A numero of the game with at least MIN_WINDOW_MS left before its cut-off (waits for the next one if not). */
async function roomyNumero(baseUrl: string, token: string, log: (line: string) => void): Promise<Open> {
  for (;;) {
    const { open, serverTime } = await openNumero(baseUrl, token);
    const left = new Date(open.closesAt).getTime() - serverTime;
    if (left >= MIN_WINDOW_MS) return open;
    log(`  numero ${open.numero} closes in ${Math.round(left / 1000)} s; waiting for the next one`);
    await new Promise((r) => setTimeout(r, left + 1_500));
  }
}

export async function lotteryBench(options: {
  repoRoot: string;
  serverEntry: string;
  seconds: number;
}): Promise<LotteryBenchResult> {
  const log = (line: string) => console.log(line);
  const bench = await startBenchServer({ ...options, prefix: 'bench_lottery' });
  if ('skipped' in bench) return bench;
  const { server, keys } = bench;
  const database = { url: bench.databaseUrl };
  try {
    log('In-house lottery: preparing members ...');
    const bettors = await prepareBettors({
      baseUrl: server.url,
      databaseUrl: database.url,
      vendorCode: 'ELOTT',
      count: MEMBERS,
      fundMinor: 1_000_000n,
    });
    const tokens = bettors.tokens;
    if (tokens.length !== MEMBERS) throw new Error(`registered ${tokens.length} members of ${MEMBERS}`);
    const reference = await pgbench({ clients: WORKERS, seconds: options.seconds });
    if ('unavailable' in reference) return { skipped: reference.unavailable };

    const open = await roomyNumero(server.url, tokens[0]!, log);
    const slips = Math.ceil(TARGET_BETS / SLIP_BETS);
    log(
      `  placing ${slips} slips of ${SLIP_BETS} bets on ${GAME} ${open.numero} with ${WORKERS} workers ...`,
    );
    const client = keepAliveClient(server.url, WORKERS);
    const times: number[] = [];
    let next = 0;
    let refused = 0;
    let firstRefusal = '';
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (;;) {
          const i = next++;
          if (i >= slips) return;
          const body = JSON.stringify({
            requestId: randomUUID(),
            gameCode: GAME,
            numero: open.numero,
            bets: slipBets(i),
          });
          const t0 = performance.now();
          const answer = await client.send(
            'POST',
            API.lotteryBets,
            { merchant: 'demo', authorization: tokens[i % tokens.length]! },
            body,
          );
          times.push(performance.now() - t0);
          if (answer.status !== 200) {
            refused += 1;
            firstRefusal ||= `${answer.status} ${answer.body.slice(0, 300)}`;
          }
        }
      }),
    );
    const placingSeconds = (performance.now() - started) / 1000;
    client.close();
    if (refused) log(`  ${refused} slips refused; the first: ${firstRefusal}`);
    times.sort((a, b) => a - b);
    const placedSlips = slips - refused;
    const placing = {
      slips: placedSlips,
      bets: placedSlips * SLIP_BETS,
      refused,
      seconds: placingSeconds,
      slipsPerSecond: placedSlips / placingSeconds,
      betsPerSecond: (placedSlips * SLIP_BETS) / placingSeconds,
      p99Ms: percentile(times, 0.99),
    };

    // The server stops before the draw: its own jobs would settle the numero while it is measured.
    await server.stop();
    const wait = new Date(open.drawAt).getTime() - Date.now() + 1_000;
    if (wait > 0) {
      log(`  waiting ${Math.round(wait / 1000)} s for the draw of ${open.numero} ...`);
      await new Promise((r) => setTimeout(r, wait));
    }
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      await db.query('analyze');
      const drawn = await runJob('lottery.draws', options.repoRoot, database.url, keys, false);
      const settled = await runJob('lottery.settlement', options.repoRoot, database.url, keys, true);
      const counts = await db.query<{ tickets: string; bets: string; open: string }>(
        `select count(distinct t.id) as tickets, count(b.id) as bets,
                count(b.id) filter (where b.status = 'open') as open
           from lottery_numeros n join lottery_games g on g.id = n.game_id
           join lottery_tickets t on t.numero_id = n.id join lottery_bets b on b.ticket_id = t.id
          where g.code = $1 and n.numero = $2`,
        [GAME, open.numero],
      );
      const row = counts.rows[0]!;
      if (Number(row.open) !== 0) throw new Error(`${row.open} bets of ${open.numero} are still open`);
      const seconds = (settled.ms ?? 0) / 1000;
      const ledger = await ledgerCheck(options.repoRoot, database.url);
      if (!ledger.ok) log(`  ledger check: ${ledger.output}`);
      return {
        reference,
        placing,
        settlement: {
          tickets: Number(row.tickets),
          bets: Number(row.bets),
          drawSeconds: (drawn.ms ?? 0) / 1000,
          seconds,
          betsPerSecond: Number(row.bets) / seconds,
          ticketsPerSecond: Number(row.tickets) / seconds,
          runs: settled.runs ?? 0,
          outcome: settled.result,
        },
        ledgerClean: ledger.ok,
      };
    } finally {
      await db.end();
    }
  } finally {
    await bench.close();
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printLottery(r: LotteryBenchResult) {
  if ('skipped' in r) {
    console.log(`In-house lottery: ${r.skipped}; skipped.\n`);
    return;
  }
  const tps = r.reference.tps;
  console.log(`pgbench TPC-B (${r.reference.clients} clients)      ${fmt(tps).padStart(9)} tps (reference)`);
  const p = r.placing;
  console.log(
    `Lottery slips placed (API, ${WORKERS} workers)  ${fmt(p.slipsPerSecond).padStart(9)} slips/s = ${fmt(p.betsPerSecond)} bets/s` +
      `  p99 ${fmt(p.p99Ms)} ms  ratio ${fmt(p.slipsPerSecond / tps, 3)} (slips/s to tps)  refused ${p.refused}`,
  );
  const s = r.settlement;
  console.log(
    `Lottery numero settled (${fmt(s.bets)} bets)  ${fmt(s.betsPerSecond).padStart(9)} bets/s = ${fmt(s.ticketsPerSecond)} tickets/s` +
      `  in ${fmt(s.seconds, 1)} s (${s.runs} job runs; draw ${fmt(s.drawSeconds, 2)} s)  ratio ${fmt(s.betsPerSecond / tps, 2)} (bets/s to tps)`,
  );
  console.log(`Ledger check after settlement: ${r.ledgerClean ? 'clean' : 'NOT CLEAN'}\n`);
}
