import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { API } from '@platform/contracts';
import pg from 'pg';
import WebSocket from 'ws';
import { benchAddress } from './api.js';
import { ledgerCheck, prepareBettors } from './bets.js';
import { startBenchServer } from './bench-server.js';
import { keepAliveClient, percentile, type Answer } from './http.js';
import { runJob } from './jobs.js';
import { pgbench, type PgbenchResult } from './pgbench.js';
import { signIn } from './slots.js';

// The in-house live tables (`modules/house/tables/`): 200 members each launch every live table of the
// catalogue as the lobby does and open the table's socket (`/house/api/tables/socket?token=…`), so that
// each table has 200 seated players; each member places one bet per table in one round of each (spots
// varied), over the sockets, by WORKERS bettors at a time. Then, with the server stopped before those rounds
// close so that its own clock does not take the work, the rounds are closed and settled by the server's job
// (`house.tables` until idle) in a process of its own: rounds and bets settled per second, from the job's
// own time. Each figure is printed beside pgbench's TPC-B on the same PostgreSQL in the same run.

const MEMBERS = 200;
/** Bets in flight at once over the sockets, and pgbench's clients. */
const WORKERS = 32;
/** Launches and socket openings in flight at once. */
const OPENERS = 16;
/** Minor units paid into each member's main wallet, shared out between the wallets the tables play on. */
const FUND_MINOR = 3_000_000n;
const TABLE_SOCKET_PATH = '/house/api/tables/socket';
/** The bets go into rounds opened after every socket is open, with at least this long left on each. */
const MIN_LEFT_MS = 8_000;
/** Placing stops this long before the first of those rounds closes (the server is stopped then). */
const SAFETY_MS = 1_500;
/** Waiting for a round on every table at once gives up after this long. */
const ALIGN_TIMEOUT_MS = 180_000;
/** Members keep their seats with a `seat` message this often (seats count for a minute). */
const SEAT_EVERY_MS = 20_000;
/** The two even-money sides of each game, which take three bets in four; the fourth goes anywhere. */
const MAIN_SPOTS: Record<string, [string, string]> = {
  baccarat: ['player', 'banker'],
  roulette: ['red', 'black'],
  sicbo: ['small', 'big'],
  dragontiger: ['dragon', 'tiger'],
};

type Envelope<T> = { success?: boolean; value?: T; message?: string; errorCode?: string };
type TableRow = { code: string; vendor: string; transfer: boolean };
type RoundSeen = { roundNo: number; closesAt: number; seenAt: number };
type Welcome = {
  table: { code: string; kind: string; minBet: number; maxBet: number; bettingMs: number; spots: string[] };
  round: { roundNo: number; state: string; closesAt: string } | null;
};
type Seat = {
  member: number;
  table: TableRow;
  token: string;
  address: string;
  ws?: WebSocket;
  welcome?: Welcome;
  waiting?: (m: { type: string; errorCode?: string; message?: string }) => void;
};

export type TablesBenchResult =
  | { skipped: string }
  | {
      reference: PgbenchResult;
      setup: {
        members: number;
        tables: string[];
        sockets: number;
        socketsSeconds: number;
        /** Rounds that went by before one round of every table took bets at once. */
        alignSeconds: number;
      };
      placing: {
        bets: number;
        seconds: number;
        betsPerSecond: number;
        p50Ms: number;
        p99Ms: number;
        refused: Record<string, number>;
        /** Bets not sent: the first round was about to close. */
        notSent: number;
        /** `bets` messages the sockets heard (each tells a window's bets to every socket at its table). */
        fanOut: number;
        /** The bets those messages carried, summed over the sockets. */
        betsTold: number;
        /** CPU time of this process (the players' sockets) and of the server while the bets were placed. */
        cpu: { benchSeconds: number; serverSeconds: number; loadAverage: number };
      };
      settlement: {
        rounds: number;
        roundsSettled: number;
        bets: number;
        memberRounds: number;
        /** Member rounds with exactly one credit and their game round settled. */
        creditedOnce: number;
        seconds: number;
        roundsPerSecond: number;
        betsPerSecond: number;
        runs: number;
        outcome: unknown;
        statuses: Record<string, number>;
        closedByServer: number;
        stakedMinor: string;
        paidMinor: string;
      };
      ledgerClean: boolean;
    };

function valueOf<T>(what: string, answer: Answer): T {
  let json: Envelope<T> = {};
  try {
    json = JSON.parse(answer.body) as Envelope<T>;
  } catch {
    // not JSON: reported below with the status
  }
  if (answer.status !== 200 || !json.success || json.value === undefined)
    throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 300)}`);
  return json.value;
}

async function inPool<T>(items: T[], size: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i]!, i);
    }),
  );
}

/** CPU time (user and system) a process has used so far, from /proc (0 where there is none). */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Each member's game sessions of every table, opened as the lobby does. A transfer-mode vendor's launch
 * moves the whole main wallet into the vendor's; the member then moves back through the wallet transfer
 * what the other wallets need, so that every wallet a table plays on holds an equal share.
 */
async function launchAll(baseUrl: string, siteTokens: string[], tables: TableRow[]): Promise<Seat[][]> {
  const calls = keepAliveClient(baseUrl, OPENERS);
  const vendors = [...new Set(tables.filter((t) => t.transfer).map((t) => t.vendor))];
  const seamless = tables.some((t) => !t.transfer);
  const shareMajor = Math.floor(Number(FUND_MINOR) / 100 / (vendors.length + (seamless ? 1 : 0)));
  const seatsOf: Seat[][] = siteTokens.map(() => []);
  try {
    await inPool(siteTokens, OPENERS, async (siteToken, member) => {
      const headers = { merchant: 'demo', authorization: siteToken };
      const address = benchAddress();
      const launch = async (table: TableRow) => {
        const launched = valueOf<{ content: { game_url: string } }>(
          `launchGame ${table.code}`,
          await calls.send(
            'POST',
            API.launchGame,
            { ...headers, 'x-forwarded-for': address },
            JSON.stringify({ vendor: table.vendor, gameCode: table.code }),
          ),
        );
        const token = new URL(launched.content.game_url, baseUrl).searchParams.get('token');
        if (!token) throw new Error(`launchGame answered no game token: ${launched.content.game_url}`);
        seatsOf[member]!.push({ member, table, token, address });
      };
      let mainMajor = Number(FUND_MINOR) / 100;
      for (const [i, vendor] of vendors.entries()) {
        for (const table of tables.filter((t) => t.vendor === vendor)) await launch(table);
        const back = mainMajor - shareMajor;
        if (back <= 0 || (i === vendors.length - 1 && !seamless)) break;
        valueOf(
          `wallet transfer ${vendor} to MAIN`,
          await calls.send(
            'POST',
            API.walletTransfer,
            headers,
            JSON.stringify({ from: vendor, to: 'MAIN', amount: back, requestId: randomUUID() }),
          ),
        );
        mainMajor = back;
      }
      for (const table of tables.filter((t) => !t.transfer)) await launch(table);
    });
  } finally {
    calls.close();
  }
  return seatsOf;
}

/** The tables' sockets: each seat's messages handled, the table's round followed, `bet` messages counted. */
function tableSockets(baseUrl: string) {
  const rounds = new Map<string, RoundSeen>();
  const counts = { fanOut: 0, betsTold: 0, unexpected: [] as string[] };
  const follow = (code: string, round: { roundNo: number; closesAt: string } | null | undefined) => {
    if (!round) return;
    const known = rounds.get(code);
    if (!known || known.roundNo < round.roundNo)
      rounds.set(code, {
        roundNo: round.roundNo,
        closesAt: new Date(round.closesAt).getTime(),
        seenAt: Date.now(),
      });
  };
  const open = (seat: Seat) =>
    new Promise<void>((resolve, reject) => {
      const url = `${baseUrl.replace(/^http/, 'ws')}${TABLE_SOCKET_PATH}?token=${encodeURIComponent(seat.token)}`;
      const ws = new WebSocket(url, { headers: { 'x-forwarded-for': seat.address } });
      seat.ws = ws;
      ws.on('error', (error) => reject(error));
      ws.on('close', (code) => {
        if (!seat.welcome) reject(new Error(`socket of ${seat.table.code} closed (${code}) before welcome`));
        // A bet in flight on a socket that closed is counted as refused, not waited for.
        seat.waiting?.({ type: 'error', errorCode: `socket closed (${code})` });
        seat.waiting = undefined;
      });
      ws.on('message', (data: Buffer) => {
        const text = data.toString('utf8');
        // The table's bets are told to every socket there: counted, not parsed.
        if (text.startsWith('{"type":"bets"')) {
          counts.fanOut += 1;
          counts.betsTold += text.split('{"player":').length - 1;
          return;
        }
        const m = JSON.parse(text) as {
          type: string;
          ref?: string;
          errorCode?: string;
          message?: string;
          round?: { roundNo: number; closesAt: string };
        } & Partial<Welcome>;
        if (m.type === 'welcome') {
          seat.welcome = m as unknown as Welcome;
          follow(seat.table.code, seat.welcome.round);
          resolve();
        } else if (m.type === 'round') follow(seat.table.code, m.round);
        else if ((m.type === 'placed' || m.type === 'error') && m.ref !== undefined && seat.waiting) {
          const waiting = seat.waiting;
          seat.waiting = undefined;
          waiting(m);
        } else if (m.type === 'error') {
          if (counts.unexpected.length < 5) counts.unexpected.push(`${m.errorCode}: ${m.message}`);
          reject(new Error(`socket of ${seat.table.code}: ${m.errorCode} ${m.message}`));
        }
      });
    });
  return { rounds, counts, open };
}

/** Bet `i` of a table: one of the game's two even-money sides three times in four, else any spot. */
function betOf(seat: Seat, i: number) {
  const table = seat.welcome!.table;
  const main = MAIN_SPOTS[table.kind] ?? [table.spots[0]!, table.spots[1]!];
  const spot = i % 4 === 3 ? table.spots[(i * 7) % table.spots.length]! : main[i % 2]!;
  const amount = Math.min(table.maxBet, table.minBet * (1 + (i % 5)));
  return { spot, amount };
}

/**
 * Each table's betting time, from the server's catalogue of tables (`TABLE_GAMES`), read before any socket
 * opens: the first seat at a table starts its clock.
 */
async function bettingTimes(repoRoot: string): Promise<Map<string, number>> {
  const catalogue = path.join(repoRoot, 'apps/server/src/modules/house/tables/catalogue.ts');
  const { TABLE_GAMES } = (await import(pathToFileURL(catalogue).href)) as {
    TABLE_GAMES: { code: string; bettingMs: number }[];
  };
  return new Map(TABLE_GAMES.map((t) => [t.code, t.bettingMs]));
}

export async function tablesBench(options: {
  repoRoot: string;
  serverEntry: string;
  /** pgbench's run. */
  seconds: number;
}): Promise<TablesBenchResult> {
  const log = (line: string) => console.log(line);
  const bench = await startBenchServer({ ...options, prefix: 'bench_tables' });
  if ('skipped' in bench) return bench;
  const { server, databaseUrl, keys } = bench;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const sockets: Seat[] = [];
  try {
    log('Live tables: preparing members ...');
    const merchant = await db.query<{ id: number }>(`select id from merchants where code = 'demo'`);
    const merchantId = merchant.rows[0]!.id;
    const listed = await db.query<{ code: string; vendor: string; transfer: boolean }>(
      `select g.game_code as code, g.vendor_code as vendor, v.wallet_mode = 'transfer' as transfer
         from games g join game_vendors v on v.merchant_id = g.merchant_id and v.code = g.vendor_code
        where g.merchant_id = $1 and g.engine = 'table' and g.enabled and v.enabled order by g.game_code`,
      [merchantId],
    );
    const tables: TableRow[] = listed.rows;
    if (tables.length === 0) return { skipped: 'the demo brand has no live table' };
    const bettors = await prepareBettors({
      baseUrl: server.url,
      databaseUrl,
      vendorCode: tables[0]!.vendor,
      count: MEMBERS,
      fundMinor: FUND_MINOR,
    });
    const siteTokens = await signIn(server.url, databaseUrl, bettors.memberIds);
    log(`  launching ${tables.length} tables for ${MEMBERS} members ...`);
    const seatsOf = await launchAll(server.url, siteTokens, tables);
    const reference = await pgbench({ clients: WORKERS, seconds: options.seconds });
    if ('unavailable' in reference) return { skipped: reference.unavailable };

    // A table's first round opens at the first seat, and the next one its betting time and the result's
    // pause later. The tables are seated in turn, the longest betting time first, so that their first
    // rounds close together and their next rounds take bets at the same time.
    const live = tableSockets(server.url);
    const byTable = tables.map((t) => ({
      table: t,
      seats: seatsOf.map((own) => own.find((s) => s.table.code === t.code)!),
    }));
    const bettingMs = await bettingTimes(options.repoRoot);
    const longest = Math.max(...tables.map((t) => bettingMs.get(t.code) ?? 0));
    byTable.sort((a, b) => (bettingMs.get(b.table.code) ?? 0) - (bettingMs.get(a.table.code) ?? 0));
    log(`  seating ${MEMBERS} members at each table (${MEMBERS * tables.length} sockets) ...`);
    const opening = performance.now();
    const started = Date.now();
    await Promise.all(
      byTable.map(async ({ table, seats }) => {
        await sleep(Math.max(0, started + longest - (bettingMs.get(table.code) ?? longest) - Date.now()));
        await inPool(seats, OPENERS, async (seat) => {
          await live.open(seat);
          sockets.push(seat);
        });
      }),
    );
    const socketsSeconds = (performance.now() - opening) / 1000;
    const allOpen = Date.now();
    const keepSeats = setInterval(() => {
      for (const seat of sockets) if (seat.ws?.readyState === WebSocket.OPEN) seat.ws.send('{"type":"seat"}');
    }, SEAT_EVERY_MS);

    // Wait until a round of every table, opened after the sockets, takes bets with enough time left.
    let targets: Map<string, RoundSeen>;
    for (;;) {
      const now = Date.now();
      const ready = tables.map((t) => live.rounds.get(t.code));
      if (ready.every((r) => r && r.seenAt > allOpen && r.closesAt - now >= MIN_LEFT_MS)) {
        targets = new Map(tables.map((t, i) => [t.code, ready[i]!]));
        break;
      }
      if (now - allOpen > ALIGN_TIMEOUT_MS) {
        clearInterval(keepSeats);
        throw new Error('no moment came when a round of every table took bets at once');
      }
      await sleep(100);
    }
    const alignSeconds = (Date.now() - allOpen) / 1000;
    const deadline = Math.min(...[...targets.values()].map((r) => r.closesAt)) - SAFETY_MS;
    log(
      `  placing ${sockets.length} bets (one per member and table) with ${WORKERS} bettors ` +
        `(${((deadline - Date.now()) / 1000).toFixed(1)} s before the first round closes) ...`,
    );

    // Round-robin over the tables, so that each table's round fills at the same pace, and the bets in flight
    // at once are each another member's (a member's bets at once would wait on its own wallet).
    const order = Array.from({ length: sockets.length }, (_, k) => {
      const t = k % byTable.length;
      const i = (Math.floor(k / byTable.length) + t * 22) % MEMBERS;
      return { seat: byTable[t]!.seats[i]!, i, t };
    });
    const times: number[] = [];
    const refused: Record<string, number> = {};
    let notSent = 0;
    const fanOutBefore = live.counts.fanOut;
    const betsToldBefore = live.counts.betsTold;
    const cpuBefore = { bench: process.cpuUsage(), server: cpuSecondsOf(server.child.pid) };
    const placingStarted = performance.now();
    await inPool(order, WORKERS, async ({ seat, i, t }) => {
      if (Date.now() > deadline) {
        notSent += 1;
        return;
      }
      const { spot, amount } = betOf(seat, i + t);
      const t0 = performance.now();
      const answer = await new Promise<{ type: string; errorCode?: string }>((resolve) => {
        seat.waiting = resolve;
        seat.ws!.send(
          JSON.stringify({ type: 'bet', ref: 'b', table: seat.table.code, betId: `b${i}`, spot, amount }),
        );
      });
      if (answer.type === 'placed') times.push(performance.now() - t0);
      else refused[answer.errorCode ?? 'unknown'] = (refused[answer.errorCode ?? 'unknown'] ?? 0) + 1;
    });
    const placingSeconds = (performance.now() - placingStarted) / 1000;
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpu = {
      benchSeconds: (benchCpu.user + benchCpu.system) / 1e6,
      serverSeconds: cpuSecondsOf(server.child.pid) - cpuBefore.server,
      loadAverage: os.loadavg()[0]!,
    };
    // The last bets' messages reach the other sockets a moment after their answers.
    await sleep(300);
    const fanOut = live.counts.fanOut - fanOutBefore;
    const betsTold = live.counts.betsTold - betsToldBefore;
    for (const line of live.counts.unexpected) log(`  socket error: ${line}`);
    clearInterval(keepSeats);
    for (const seat of sockets) seat.ws?.terminate();
    // The server stops before the rounds close: its own clock would settle them while they are measured.
    await server.stop();
    times.sort((a, b) => a - b);
    const placing = {
      bets: times.length,
      seconds: placingSeconds,
      betsPerSecond: times.length / placingSeconds,
      p50Ms: percentile(times, 0.5),
      p99Ms: percentile(times, 0.99),
      refused,
      notSent,
      fanOut,
      betsTold,
      cpu,
    };

    const ids = await db.query<{ id: string; state: string; closes_at: Date }>(
      `select r.id, r.state, r.closes_at from live_table_rounds r
         join unnest($2::text[], $3::int[]) as t(code, no) on r.game_code = t.code and r.round_no = t.no
        where r.merchant_id = $1`,
      [merchantId, [...targets.keys()], [...targets.values()].map((r) => r.roundNo)],
    );
    const roundIds = ids.rows.map((r) => r.id);
    const closedByServer = ids.rows.filter((r) => r.state !== 'betting').length;
    const lastClose = Math.max(...ids.rows.map((r) => r.closes_at.getTime()));
    if (lastClose > Date.now()) {
      log(
        `  waiting ${((lastClose - Date.now()) / 1000).toFixed(1)} s for the rounds' betting time to end ...`,
      );
      await sleep(lastClose - Date.now() + 200);
    }
    await db.query('analyze');
    log(`  settling ${roundIds.length} rounds (${fmt(placing.bets)} bets) ...`);
    const settled = await runJob('house.tables', options.repoRoot, databaseUrl, keys, true);
    if (settled.skipped) return { skipped: settled.skipped };
    const seconds = (settled.ms ?? 0) / 1000;

    const states = await db.query<{ settled: string }>(
      `select count(*) filter (where state = 'settled') as settled from live_table_rounds
        where id = any($1::bigint[])`,
      [roundIds],
    );
    const bets = await db.query<{ status: string; n: string; staked: string; paid: string }>(
      `select status, count(*) as n, sum(amount)::text as staked, sum(payout)::text as paid
         from live_table_bets where round_id = any($1::bigint[]) group by status order by status`,
      [roundIds],
    );
    const statuses = Object.fromEntries(bets.rows.map((r) => [r.status, Number(r.n)]));
    // Each member's round of a table round: one game round, settled, with exactly one credit.
    const members = await db.query<{ member_rounds: string; credited_once: string }>(
      `with mr as (
         select distinct r.merchant_id, b.member_id,
                'table-' || r.game_code || '-' || r.round_no || '-' || b.member_id as round_id
           from live_table_bets b join live_table_rounds r on r.id = b.round_id
          where r.id = any($1::bigint[]) and b.status in ('won', 'lost'))
       select count(*) as member_rounds,
              count(*) filter (where g.status = 'settled' and (
                select count(*) from vendor_transactions v
                 where v.merchant_id = mr.merchant_id and v.vendor_code = g.vendor_code
                   and v.transaction_id = mr.round_id || '-win') = 1) as credited_once
         from mr left join game_rounds g on g.merchant_id = mr.merchant_id and g.round_id = mr.round_id`,
      [roundIds],
    );
    const ledger = await ledgerCheck(options.repoRoot, databaseUrl);
    if (!ledger.ok) log(`  ledger check: ${ledger.output}`);
    const settledBets = (statuses.won ?? 0) + (statuses.lost ?? 0);
    const roundsSettled = Number(states.rows[0]!.settled);
    return {
      reference,
      setup: {
        members: MEMBERS,
        tables: tables.map((t) => t.code),
        sockets: sockets.length,
        socketsSeconds,
        alignSeconds,
      },
      placing,
      settlement: {
        rounds: roundIds.length,
        roundsSettled,
        bets: settledBets,
        memberRounds: Number(members.rows[0]!.member_rounds),
        creditedOnce: Number(members.rows[0]!.credited_once),
        seconds,
        roundsPerSecond: roundsSettled / seconds,
        betsPerSecond: settledBets / seconds,
        runs: settled.runs ?? 0,
        outcome: settled.result,
        statuses,
        closedByServer,
        stakedMinor: bets.rows.reduce((s, r) => s + BigInt(r.staked), 0n).toString(),
        paidMinor: bets.rows.reduce((s, r) => s + BigInt(r.paid), 0n).toString(),
      },
      ledgerClean: ledger.ok,
    };
  } finally {
    for (const seat of sockets) seat.ws?.terminate();
    await db.end();
    await bench.close();
  }
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const major = (minor: string) => fmt(Number(BigInt(minor) / 100n)) + '.' + minor.slice(-2).padStart(2, '0');

export function printTables(r: TablesBenchResult) {
  if ('skipped' in r) {
    console.log(`Live tables: ${r.skipped}; skipped.\n`);
    return;
  }
  const tps = r.reference.tps;
  console.log(`pgbench TPC-B (${r.reference.clients} clients)       ${fmt(tps).padStart(9)} tps (reference)`);
  const u = r.setup;
  console.log(
    `  ${u.members} members seated at ${u.tables.length} tables: ${fmt(u.sockets)} sockets opened in ${fmt(u.socketsSeconds, 1)} s; ` +
      `a round of every table taking bets at once ${fmt(u.alignSeconds, 1)} s later`,
  );
  const p = r.placing;
  const refusals = Object.entries(p.refused)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  console.log(
    `Table bets placed (sockets, ${WORKERS} bettors)  ${fmt(p.betsPerSecond).padStart(9)} bets/s` +
      `  send to placed p50 ${fmt(p.p50Ms, 1)} ms  p99 ${fmt(p.p99Ms, 1)} ms  ratio ${fmt(p.betsPerSecond / tps, 3)} (bets/s to tps)`,
  );
  console.log(
    `  ${fmt(p.bets)} bets in ${fmt(p.seconds, 1)} s; refused: ${refusals || 'none'}; not sent (round about to close): ${p.notSent}; ` +
      `${fmt(p.fanOut)} feed messages told to the sockets, carrying ${fmt(p.betsTold)} bets`,
  );
  console.log(
    `  CPU while placing: server ${fmt(p.cpu.serverSeconds, 1)} s, the players' sockets (this process) ${fmt(p.cpu.benchSeconds, 1)} s, ` +
      `in ${fmt(p.seconds, 1)} s on ${os.cpus().length} cores; load average ${fmt(p.cpu.loadAverage, 1)}`,
  );
  const s = r.settlement;
  const statuses = Object.entries(s.statuses)
    .map(([status, n]) => `${status} ${fmt(n)}`)
    .join(', ');
  console.log(
    `Table rounds settled (${s.rounds} rounds, ${fmt(s.bets)} bets)  ${fmt(s.roundsPerSecond, 1).padStart(7)} rounds/s = ${fmt(s.betsPerSecond)} bets/s` +
      `  in ${fmt(s.seconds, 2)} s (${s.runs} job runs)  ratio ${fmt(s.roundsPerSecond / tps, 4)} rounds/s, ${fmt(s.betsPerSecond / tps, 2)} bets/s to tps`,
  );
  const allSettled = s.roundsSettled === s.rounds && s.creditedOnce === s.memberRounds && s.bets === p.bets;
  console.log(
    `  ${allSettled ? 'every round and bet settled' : 'NOT EVERY ROUND OR BET SETTLED'}: rounds ${s.roundsSettled}/${s.rounds}; bets ${statuses}; ` +
      `member rounds credited once ${fmt(s.creditedOnce)}/${fmt(s.memberRounds)}; staked ${major(s.stakedMinor)}, paid ${major(s.paidMinor)}` +
      `${s.closedByServer ? `; ${s.closedByServer} rounds closed by the server before it stopped` : ''}`,
  );
  console.log(`Ledger check after settlement: ${r.ledgerClean ? 'clean' : 'NOT CLEAN'}\n`);
}
