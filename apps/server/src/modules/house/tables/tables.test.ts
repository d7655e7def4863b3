import { API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { ledgerCheck } from '../../../test/funding.js';
import { newMember } from '../../../test/members.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { roundRng, seedHash } from '../fair.js';
import { tableGame } from './catalogue.js';
import { drawOf, payoutOf, tableEngine } from './games/index.js';
import { TABLES_JOB } from './index.js';
import { RESULT_PAUSE_MS } from './rounds.service.js';
import { TABLE_SOCKET_PATH, type TableServerMessage } from './tables.contracts.js';

// Two members at one baccarat table over the table sockets; the tables' clock is run by hand on a clock
// the test moves on, so every step is decided by the test, not by waiting.

const CODE = 'velvet-baccarat-1';
const table = tableGame(CODE)!;
let t: TestApp;
let gameId = 0;
let skewMs = 0;
const clock = () => new Date(Date.now() + skewMs);
const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);
const runClock = () =>
  t.app.scheduler.run(TABLES_JOB) as Promise<{ opened: number; closed: number; settled: number }>;

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000, now: clock });
  const [demo] = await rows<{ id: number }>(sql`select id from merchants where code = 'demo'`);
  const [game] = await rows<{ id: number }>(
    sql`insert into games (merchant_id, vendor_code, game_type, game_code, name, min_bet, image_url, engine)
        values (${demo!.id}, 'VELVET', 'LIVE', ${CODE}, '{"EN":"Velvet Baccarat 1"}'::jsonb, 100, '', 'table')
        on conflict (merchant_id, vendor_code, game_code) do update set engine = 'table' returning id`,
  );
  gameId = Number(game!.id);
});
afterAll(async () => t.close());

type Msg = TableServerMessage | { type: 'error'; ref?: string; errorCode: string; message: string };

async function seated(funds: number) {
  const m = await newMember(t.app, { prefix: 'tb', funds });
  const res = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: { authorization: `Bearer ${m.token}` },
    payload: { gameId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = json(res).value.content.game_url as string;
  expect(url).toMatch(/^\/house\/table\/\?token=/);
  return { ...m, gameToken: new URL(url, 'http://x').searchParams.get('token')! };
}

/** A table socket with its messages queued; `until` reads up to the first message of a type. */
async function connect(gameToken: string) {
  const queue: Msg[] = [];
  const waiters: ((m: Msg) => void)[] = [];
  // The injected upgrade has no socket of its own: the request hooks read the caller's address from it.
  const upgrade = { socket: { remoteAddress: '127.0.0.1' } } as never;
  const ws: WebSocket = await t.app.injectWS(`${TABLE_SOCKET_PATH}?token=${gameToken}`, upgrade, {
    onInit(socket) {
      socket.on('message', (data) => {
        const m = JSON.parse((data as Buffer).toString('utf8')) as Msg;
        const w = waiters.shift();
        if (w) w(m);
        else queue.push(m);
      });
    },
  });
  const next = () =>
    new Promise<Msg>((resolve) => {
      const m = queue.shift();
      if (m) resolve(m);
      else waiters.push(resolve);
    });
  async function until<T extends Msg['type']>(type: T): Promise<Extract<Msg, { type: T }>> {
    for (;;) {
      const m = await next();
      if (m.type === type) return m as Extract<Msg, { type: T }>;
    }
  }
  const send = (m: Record<string, unknown>) => ws.send(JSON.stringify(m));
  return { ws, next, until, send };
}

const balanceOf = async (memberId: number) => {
  const [row] = await rows<{ balance: string }>(
    sql`select balance from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
  );
  return BigInt(row!.balance);
};

describe('a live baccarat table', () => {
  it('takes two members’ bets in one round, shows each the other’s, and pays each exactly once', async () => {
    const alice = await seated(1000);
    const bob = await seated(1000);
    const a = await connect(alice.gameToken);
    const b = await connect(bob.gameToken);
    const welcome = await a.until('welcome');
    expect(welcome.table).toMatchObject({ code: CODE, kind: 'baccarat', minBet: 1, maxBet: 500 });
    expect(welcome.balance).toBe(1000);
    await b.until('welcome');

    // The clock opens a round: both sockets hear it.
    expect((await runClock()).opened).toBe(1);
    const opened = (await a.until('round')).round;
    expect((await b.until('round')).round.roundNo).toBe(opened.roundNo);
    expect(opened.state).toBe('betting');

    a.send({ type: 'bet', ref: 'a1', table: CODE, betId: 'a-1', spot: 'player', amount: 25 });
    expect(await a.until('placed')).toMatchObject({ ref: 'a1', balance: 975 });
    const seenByBob = await b.until('bets');
    expect(seenByBob.bets).toHaveLength(1);
    expect(seenByBob.bets[0]).toMatchObject({ spot: 'player', amount: 25 });
    expect(seenByBob.bets[0]!.player).not.toBe(alice.username);
    expect(seenByBob.bets[0]!.player).toContain('***');
    expect(seenByBob.totals).toEqual([{ spot: 'player', amount: 25, players: 1 }]);
    // The feed is told to the member who bet too, after its own answer.
    expect((await a.until('bets')).bets).toMatchObject([{ spot: 'player', amount: 25 }]);

    b.send({ type: 'bet', ref: 'b1', table: CODE, betId: 'b-1', spot: 'banker', amount: 40 });
    b.send({ type: 'bet', ref: 'b2', table: CODE, betId: 'b-2', spot: 'tie', amount: 5 });
    expect(await b.until('placed')).toMatchObject({ ref: 'b1', balance: 960 });
    expect(await b.until('placed')).toMatchObject({ ref: 'b2', balance: 955 });
    // Alice hears both, in the order they were placed, in one message or two (the feed's window).
    const seenByAlice: { spot: string; amount: number }[] = [];
    let last = await a.until('bets');
    seenByAlice.push(...last.bets);
    if (seenByAlice.length < 2) {
      last = await a.until('bets');
      seenByAlice.push(...last.bets);
    }
    expect(seenByAlice).toMatchObject([
      { spot: 'banker', amount: 40 },
      { spot: 'tie', amount: 5 },
    ]);
    expect(last.totals).toEqual([
      { spot: 'banker', amount: 40, players: 1 },
      { spot: 'player', amount: 25, players: 1 },
      { spot: 'tie', amount: 5, players: 1 },
    ]);
    // The same bet id again is the same bet: nothing more is debited.
    a.send({ type: 'bet', ref: 'a1again', table: CODE, betId: 'a-1', spot: 'player', amount: 25 });
    expect(await a.until('placed')).toMatchObject({ ref: 'a1again', balance: 975 });

    // Betting time over: the clock closes, draws and settles.
    skewMs += table.bettingMs;
    const run = await runClock();
    expect(run).toMatchObject({ closed: 1, settled: 1 });
    expect((await a.until('closed')).roundNo).toBe(opened.roundNo);
    const settled = await a.until('settled');
    await b.until('settled');

    // Provably fair: the revealed seed hashes to the committed hash and recomputes the same draw.
    expect(seedHash(settled.round.serverSeed)).toBe(opened.serverSeedHash);
    expect(settled.round.clientSeed).toBe(CODE);
    const draw = drawOf('baccarat', roundRng(settled.round.serverSeed, CODE, settled.round.nonce));
    expect(draw).toEqual(settled.round.result);

    const engine = tableEngine('baccarat');
    const aWin = payoutOf(engine, 'player', 2500n, draw);
    const bWin = payoutOf(engine, 'banker', 4000n, draw) + payoutOf(engine, 'tie', 500n, draw);
    expect(await balanceOf(alice.id)).toBe(100_000n - 2500n + aWin);
    expect(await balanceOf(bob.id)).toBe(100_000n - 4500n + bWin);
    const wins = Object.values(settled.wins).sort();
    expect(wins).toEqual(
      [aWin, bWin]
        .filter((w) => w > 0n)
        .map((w) => Number(w) / 100)
        .sort(),
    );

    // Each member's round is settled once, with its proof; the job run again pays nothing more.
    const rounds = await rows<{ member_id: number; stake: string; payout: string; status: string }>(
      sql`select member_id, stake, payout, status from game_rounds
          where round_id like ${`table-${CODE}-${opened.roundNo}-%`} order by member_id`,
    );
    expect(rounds.map((r) => [Number(r.member_id), BigInt(r.stake), BigInt(r.payout), r.status])).toEqual([
      [alice.id, 2500n, aWin, 'settled'],
      [bob.id, 4500n, bWin, 'settled'],
    ]);
    await t.app.database.db.execute(
      sql`update live_table_rounds set state = 'closed' where game_code = ${CODE} and round_no = ${opened.roundNo}`,
    );
    await runClock();
    expect(await balanceOf(alice.id)).toBe(100_000n - 2500n + aWin);
    expect(await balanceOf(bob.id)).toBe(100_000n - 4500n + bWin);
    const [transfers] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_transfers where kind = 'win'
          and reference like ${`VELVET:table-${CODE}-${opened.roundNo}-%`}`,
    );
    expect(transfers!.n).toBe([aWin, bWin].filter((w) => w > 0n).length);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it('refuses a late bet, a bet over the limit, an unknown spot, another table and a bad message, moving nothing', async () => {
    const carol = await seated(5000);
    const c = await connect(carol.gameToken);
    await c.until('welcome');
    skewMs += RESULT_PAUSE_MS;
    await runClock();
    const { round } = await c.until('round');
    const before = await balanceOf(carol.id);

    c.send({ type: 'bet', ref: 'over', table: CODE, betId: 'o-1', spot: 'player', amount: 501 });
    expect(await c.until('error')).toMatchObject({ ref: 'over', errorCode: 'table.limit' });
    c.send({ type: 'bet', ref: 'under', table: CODE, betId: 'u-1', spot: 'player', amount: 0.5 });
    expect(await c.until('error')).toMatchObject({ ref: 'under', errorCode: 'table.limit' });
    c.send({ type: 'bet', ref: 'r1', table: CODE, betId: 'r-1', spot: 'player', amount: 400 });
    await c.until('placed');
    c.send({ type: 'bet', ref: 'r2', table: CODE, betId: 'r-2', spot: 'player', amount: 200 });
    const spotLimit = await c.until('error');
    expect(spotLimit).toMatchObject({ ref: 'r2', errorCode: 'table.limit' });
    expect(spotLimit.message).toContain('at most 500 on player');
    c.send({ type: 'bet', ref: 'spot', table: CODE, betId: 's-1', spot: 'dragon', amount: 5 });
    const spot = await c.until('error');
    expect(spot).toMatchObject({ ref: 'spot', errorCode: 'validation.failed' });
    expect(spot.message).toContain('dragon');
    c.send({ type: 'bet', ref: 'other', table: 'royal-roulette-1', betId: 'x-1', spot: 'red', amount: 5 });
    expect(await c.until('error')).toMatchObject({ ref: 'other', errorCode: 'table.session.other' });
    c.send({ type: 'bet', ref: 'bad', table: CODE, betId: 'b 1', spot: 'player', amount: 5 });
    const bad = await c.until('error');
    expect(bad).toMatchObject({ ref: 'bad', errorCode: 'validation.failed' });
    expect(bad.message).toMatch(/^betId: /);
    c.send({ type: 'bet', ref: 'cents', table: CODE, betId: 'c-1', spot: 'player', amount: 1.234 });
    expect((await c.until('error')).message).toMatch(/^amount: /);
    expect(await balanceOf(carol.id)).toBe(before - 40_000n);

    // After the betting time, before the clock has closed the round: refused, nothing debited.
    skewMs += table.bettingMs;
    c.send({ type: 'bet', ref: 'late', table: CODE, betId: 'l-1', spot: 'banker', amount: 5 });
    const late = await c.until('error');
    expect(late).toMatchObject({ ref: 'late', errorCode: 'table.betting.closed' });
    expect(late.message).toContain(`round ${round.roundNo}`);
    expect(await balanceOf(carol.id)).toBe(before - 40_000n);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from live_table_bets where member_id = ${carol.id}`,
    );
    expect(count!.n).toBe(1);
    await runClock();
    await c.until('settled');
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
    c.ws.close();
  });

  it('settles a round once when two runs of the clock meet it, and the verify API recomputes its draw', async () => {
    const erin = await seated(100);
    const e = await connect(erin.gameToken);
    await e.until('welcome');
    skewMs += RESULT_PAUSE_MS;
    await runClock();
    const { round } = await e.until('round');
    e.send({ type: 'bet', ref: 'e1', table: CODE, betId: 'e-1', spot: 'banker', amount: 20 });
    await e.until('placed');
    skewMs += table.bettingMs;
    const runs = await Promise.all([runClock(), runClock()]);
    expect(runs.reduce((n, r) => n + r.settled, 0)).toBe(1);
    const settled = await e.until('settled');
    const [paid] = await rows<{ n: number }>(
      sql`select count(*)::int as n from vendor_transactions where kind = 'credit'
          and transaction_id = ${`table-${CODE}-${round.roundNo}-${erin.id}-win`}`,
    );
    expect(paid!.n).toBe(1);
    const win = payoutOf(tableEngine('baccarat'), 'banker', 2000n, settled.round.result);
    expect(await balanceOf(erin.id)).toBe(10_000n - 2000n + win);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/house/api/verify',
      payload: {
        engine: 'table',
        serverSeed: settled.round.serverSeed,
        clientSeed: settled.round.clientSeed,
        nonce: settled.round.nonce,
        bet: { kind: 'baccarat' },
      },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(json(verified).value.serverSeedHash).toBe(round.serverSeedHash);
    expect(json(verified).value.outcome.draw).toEqual(settled.round.result);
    e.ws.close();
  });

  it('refuses a bet beyond the balance, marking it refused and moving nothing', async () => {
    const fay = await seated(3);
    const f = await connect(fay.gameToken);
    await f.until('welcome');
    skewMs += RESULT_PAUSE_MS;
    await runClock();
    const { round } = await f.until('round');
    f.send({ type: 'bet', ref: 'f1', table: CODE, betId: 'f-1', spot: 'player', amount: 5 });
    expect(await f.until('error')).toMatchObject({ ref: 'f1', errorCode: 'wallet.insufficient' });
    expect(await balanceOf(fay.id)).toBe(300n);
    const [bet] = await rows<{ status: string }>(
      sql`select b.status from live_table_bets b join live_table_rounds r on r.id = b.round_id
          where r.game_code = ${CODE} and r.round_no = ${round.roundNo} and b.member_id = ${fay.id}`,
    );
    expect(bet!.status).toBe('refused');
    skewMs += table.bettingMs;
    await runClock();
    await f.until('settled');
    expect(await balanceOf(fay.id)).toBe(300n);
    f.ws.close();
  });

  it('serves the table page with its script and its own style sheet', async () => {
    const gus = await seated(1);
    const page = await t.app.inject({ method: 'GET', url: `/house/table/?token=${gus.gameToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/house/assets/table.js"');
    expect(page.body).toContain('href="/house/assets/table.css"');
    expect(page.body).toContain('"tbBetting":"Place your bets"');
    expect((await t.app.inject({ method: 'GET', url: '/house/assets/table.css' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/house/assets/table.js' })).statusCode).toBe(200);
  });

  it('refuses a socket without a valid game session', async () => {
    const s = await connect('not-a-token');
    expect(await s.until('error')).toMatchObject({ errorCode: 'game.session.invalid' });
  });

  it('returns the stake of a bet whose debit did not settle before the close', async () => {
    const dave = await seated(100);
    const d = await connect(dave.gameToken);
    await d.until('welcome');
    skewMs += RESULT_PAUSE_MS;
    await runClock();
    const { round } = await d.until('round');
    d.send({ type: 'bet', ref: 'd1', table: CODE, betId: 'd-1', spot: 'banker', amount: 10 });
    await d.until('placed');
    // A bet left pending (its placement stopped after the debit): the clock waits for it, then rolls it back.
    const [r] = await rows<{ id: number }>(
      sql`select id from live_table_rounds where game_code = ${CODE} and round_no = ${round.roundNo}`,
    );
    await t.app.database.db.execute(
      sql`update live_table_bets b set status = 'pending', created_at = r.closes_at - interval '1 second'
          from live_table_rounds r where r.id = b.round_id and b.round_id = ${r!.id} and b.bet_id = 'd-1'`,
    );
    skewMs += table.bettingMs;
    expect((await runClock()).settled).toBe(0);
    skewMs += 10_000;
    expect((await runClock()).settled).toBe(1);
    expect(await balanceOf(dave.id)).toBe(10_000n);
    const [bet] = await rows<{ status: string }>(
      sql`select status from live_table_bets where round_id = ${r!.id} and bet_id = 'd-1'`,
    );
    expect(bet!.status).toBe('void');
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
    d.ws.close();
  });
});
