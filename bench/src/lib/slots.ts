import { performance } from 'node:perf_hooks';
import { API } from '@platform/contracts';
import pg from 'pg';
import { benchAddress, encrypted } from './api.js';
import { keepAliveClient, percentile, type Answer } from './http.js';
import { ledgerCheck, prepareBettors } from './bets.js';
import { refreshPlannerStatistics } from './database.js';
import { pgbench, type PgbenchResult } from './pgbench.js';

const VENDOR = 'LOTUS';
/** The studio's feature-heavy slot: a hold-and-win with fixed jackpots (respins in the round) on 25 lines. */
const GAME = 'jade-temple-riches';
/** The password `prepareBettors` registers its members with. */
const PASSWORD = 'Bench2026x';
/** The in-house games' API (`modules/house/house.contracts.ts`): its paths and the game session's header. */
const SESSION_PATH = '/house/api/session';
const PLAY_PATH = '/house/api/play';
const GAME_TOKEN_HEADER = 'x-game-token';
/** The slot costs 25 coins a spin: a coin of 0.04 stakes 1.00 a spin, unless the game's minimum is higher. */
const SLOT_COST = 25;
const COIN_MINOR = 4;

export type SlotsResult = {
  workers: number;
  seconds: number;
  rounds: number;
  roundsPerSecond: number;
  /** A whole round as the game page sees it: one call of the game's play API. */
  p50Ms: number;
  p99Ms: number;
  /** The coin, in minor units (the bet the page sends). */
  coin: number;
  errors: number;
  errorSamples: string[];
  warmUp: { rounds: number; errors: number };
  pgbench: PgbenchResult | { unavailable: string };
  ratio: number | null;
  ledgerCheck: { ok: boolean; exitCode: number; output: string };
};

type Envelope<T> = { success?: boolean; value?: T; message?: string; errorCode?: string };

/** One slot player: a game session of its own, the round it plays next and the address it plays from. */
type Player = { gameToken: string; nonce: number; address: string };

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

/**
 * The bettors' site sessions: `prepareBettors` registers and funds the members but keeps no token, so each
 * member signs in once, from a browser of its own (`Device-Id`), as a player opening the site would.
 */
export async function signIn(baseUrl: string, databaseUrl: string, memberIds: number[]): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let usernames: string[];
  try {
    const rows = await db.query<{ id: number; username: string }>(
      'select id, username from members where id = any($1::int[])',
      [memberIds],
    );
    const byId = new Map(rows.rows.map((r) => [r.id, r.username]));
    usernames = memberIds.map((id) => byId.get(id) ?? '');
  } finally {
    await db.end();
  }
  const tokens: string[] = [];
  for (const [i, username] of usernames.entries()) {
    const sealed = await encrypted(baseUrl, { type: 'username', username, password: PASSWORD });
    const res = await fetch(baseUrl + API.login, {
      method: 'POST',
      body: sealed.body,
      headers: { ...sealed.headers, 'device-id': `bench-slot-${i}-0123456789` },
    });
    const value = valueOf<{ token: string }>(`login of ${username}`, {
      status: res.status,
      body: await res.text(),
    });
    tokens.push(value.token);
  }
  return tokens;
}

/**
 * Opens the slot for each member as the lobby does (`/wps/game/launchGame`, which answers the game page's
 * address with its game session token) and reads the session as the page does on load.
 */
async function openSessions(baseUrl: string, siteTokens: string[]) {
  const calls = keepAliveClient(baseUrl, 4);
  try {
    const players: Player[] = [];
    let minBet = 0;
    for (const siteToken of siteTokens) {
      const launched = valueOf<{ content: { game_url: string } }>(
        'launchGame',
        await calls.send(
          'POST',
          API.launchGame,
          { authorization: siteToken },
          JSON.stringify({ vendor: VENDOR, gameCode: GAME }),
        ),
      );
      const gameToken = new URL(launched.content.game_url, baseUrl).searchParams.get('token');
      if (!gameToken) throw new Error(`launchGame answered no game token: ${launched.content.game_url}`);
      // The in-house games' API counts calls per game session and per address (house/api-limit.ts):
      // 20 a second a session, 100 a second an address. From one address the players together would be
      // held to 100 rounds a second; the bench server trusts `X-Forwarded-For` (BENCH_SERVER_ENV's
      // TRUST_PROXY), so each player plays from an address of its own, as players at home do. No setting
      // lifts the per-session limit, and none should: it caps this measure at 20 rounds a second a player
      // (640 for 32), and a player over it gets 429s, which the measure counts as errors.
      const address = benchAddress();
      const session = valueOf<{ nonce: number; minBet: number; balance: number }>(
        'game session',
        await calls.send('GET', SESSION_PATH, { [GAME_TOKEN_HEADER]: gameToken, 'x-forwarded-for': address }),
      );
      minBet = Math.max(minBet, session.minBet);
      players.push({ gameToken, nonce: session.nonce, address });
    }
    return { players, minBet };
  } finally {
    calls.close();
  }
}

/**
 * Each player spins back to back for `seconds`: one call of the game's play API a round, which checks the
 * game session, draws the outcome from the committed seeds and moves the stake and the payout through
 * signed debit and credit calls of the vendor wallet API. Any answer other than 200 with `success` is an
 * error; after one, the player reads its session again to learn the round it plays next.
 */
async function spin(baseUrl: string, players: Player[], coin: number, seconds: number) {
  const calls = keepAliveClient(baseUrl, players.length);
  const times: number[] = [];
  const errorSamples: string[] = [];
  let errors = 0;
  const fail = (detail: string) => {
    errors++;
    if (errorSamples.length < 5) errorSamples.push(detail.slice(0, 300));
  };
  const resync = async (player: Player) => {
    try {
      const session = valueOf<{ nonce: number }>(
        'game session',
        await calls.send('GET', SESSION_PATH, {
          [GAME_TOKEN_HEADER]: player.gameToken,
          'x-forwarded-for': player.address,
        }),
      );
      player.nonce = session.nonce;
    } catch (error) {
      fail((error as Error).message);
    }
  };

  const deadline = performance.now() + seconds * 1000;
  const worker = async (player: Player) => {
    const headers = { [GAME_TOKEN_HEADER]: player.gameToken, 'x-forwarded-for': player.address };
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const answer = await calls.send(
          'POST',
          PLAY_PATH,
          headers,
          JSON.stringify({ nonce: player.nonce, bet: { coin } }),
        );
        const end = performance.now();
        const played = valueOf<{ next: { nonce: number }; replayed: boolean }>('play', answer);
        if (played.replayed) fail(`play: round ${player.nonce} answered as a replay`);
        else times.push(end - start);
        player.nonce = played.next.nonce;
      } catch (error) {
        fail((error as Error).message);
        await resync(player);
      }
    }
  };

  const started = performance.now();
  await Promise.all(players.map(worker));
  const elapsed = (performance.now() - started) / 1000;
  calls.close();
  times.sort((a, b) => a - b);
  return {
    seconds: elapsed,
    rounds: times.length,
    roundsPerSecond: times.length / elapsed,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    errors,
    errorSamples,
  };
}

/**
 * Slot rounds per second through the in-house game's own API on PostgreSQL, beside pgbench's TPC-B TPS
 * with as many clients in the same run: `workers` members, each with a game session of its own.
 */
export async function slotsBench(options: {
  baseUrl: string;
  databaseUrl: string;
  repoRoot: string;
  workers: number;
  seconds: number;
}): Promise<SlotsResult> {
  const bettors = await prepareBettors({
    baseUrl: options.baseUrl,
    databaseUrl: options.databaseUrl,
    vendorCode: VENDOR,
    count: options.workers,
    fundMinor: 100_000_000n,
  });
  const siteTokens = await signIn(options.baseUrl, options.databaseUrl, bettors.memberIds);
  const { players, minBet } = await openSessions(options.baseUrl, siteTokens);
  const coin = Math.max(COIN_MINOR, Math.ceil((minBet * 100) / SLOT_COST));

  const warm = await spin(options.baseUrl, players, coin, 2);
  await refreshPlannerStatistics(options.databaseUrl);
  const load = await spin(options.baseUrl, players, coin, options.seconds);
  const check = await ledgerCheck(options.repoRoot, options.databaseUrl);
  const tpcb = await pgbench({ clients: options.workers, seconds: options.seconds });
  return {
    workers: options.workers,
    ...load,
    errorSamples: [...warm.errorSamples, ...load.errorSamples].slice(0, 5),
    coin,
    warmUp: { rounds: warm.rounds, errors: warm.errors },
    pgbench: tpcb,
    ratio: 'tps' in tpcb ? load.roundsPerSecond / tpcb.tps : null,
    ledgerCheck: check,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printSlots(r: SlotsResult) {
  console.log(
    `Slot rounds through the in-house game's API (${VENDOR} ${GAME}, PostgreSQL, ${r.workers} players, a session each, coin ${fmt(r.coin / 100, 2)} x ${SLOT_COST} lines; hold-and-win with its respins in the round)`,
  );
  console.log(
    `  ${fmt(r.rounds)} rounds in ${fmt(r.seconds, 1)} s: ${fmt(r.roundsPerSecond)} rounds/s; a round p50 ${fmt(r.p50Ms, 1)} ms, p99 ${fmt(r.p99Ms, 1)} ms (goal <= 100)`,
  );
  console.log(`  errors ${r.errors + r.warmUp.errors} (goal 0)`);
  for (const sample of r.errorSamples) console.log(`    ${sample}`);
  if ('tps' in r.pgbench) {
    console.log(
      `  reference: pgbench TPC-B, ${r.pgbench.clients} clients, scale ${r.pgbench.scale}, prepared: ${fmt(r.pgbench.tps)} TPS (latency average ${fmt(r.pgbench.latencyAverageMs, 1)} ms)`,
    );
    console.log(`  ratio rounds/s / TPS ${fmt(r.ratio ?? 0, 3)} (goal >= 0.3)`);
  } else {
    console.log(`  reference: pgbench did not run: ${r.pgbench.unavailable}`);
  }
  console.log(
    `  ledger check after the load: ${r.ledgerCheck.ok ? 'OK' : `FAILED (exit ${r.ledgerCheck.exitCode})`}`,
  );
  for (const line of r.ledgerCheck.output.split('\n')) console.log(`    ${line}`);
  console.log('');
}
