import { API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { fundMember, ledgerCheck } from '../../../test/funding.js';
import { newMember } from '../../../test/members.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { AppError } from '../../../lib/errors.js';
import { createVendorWalletClient, type VendorWalletClient } from '../../../lib/vendor-wallet-client.js';
import { createRoundCredits } from '../../wallet/index.js';
import { ABSENT_GRACE_MS, createRoomClock, DEAL_LEASE_MS, REVEAL_MS } from './clock.service.js';
import { createRoomsRepository } from './rooms.repository.js';
import { ROOMS_JOB } from './index.js';
import type { RoomServerMessage, RoomState } from './rooms.contracts.js';

// Four members at one Niu Niu room over the room sockets; the room clock is run by hand on a clock the
// test moves on, so every step is decided by the test, not by waiting.

let t: TestApp;
let demoId = 0;
let gameId = 0;
let skewMs = 0;
const clock = () => new Date(Date.now() + skewMs);
const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);
const runClock = () => t.app.scheduler.run(ROOMS_JOB);

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000, now: clock });
  const [demo] = await rows<{ id: number }>(sql`select id from merchants where code = 'demo'`);
  demoId = Number(demo!.id);
  const [game] = await rows<{ id: number }>(
    sql`insert into games (merchant_id, vendor_code, game_type, game_code, name, min_bet, image_url, engine)
        values (${demoId}, 'CARDHOUSE', 'PVP', 'niu-niu', '{"EN":"Niu Niu"}'::jsonb, 100, '', 'room')
        on conflict (merchant_id, vendor_code, game_code) do update set engine = 'room' returning id`,
  );
  gameId = Number(game!.id);
});
afterAll(async () => t.close());

async function roomId(code: string): Promise<number> {
  const [room] = await rows<{ id: number }>(
    sql`select id from card_rooms where merchant_id = ${demoId} and code = ${code}`,
  );
  return Number(room!.id);
}

const launch = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: { authorization: `Bearer ${token}` },
    payload: { gameId, ...payload },
  });

async function seated(funds: number, room: number) {
  const m = await newMember(t.app, { prefix: 'nn', funds });
  const res = await launch(m.token, { roomId: room });
  expect(res.statusCode, res.body).toBe(200);
  const url = json(res).value.content.game_url as string;
  expect(url).toMatch(/^\/house\/room\/\?token=/);
  return { ...m, gameToken: new URL(url, 'http://x').searchParams.get('token')! };
}

/** A room socket with its messages queued; `until` reads up to the first message that matches. */
async function connect(app: FastifyInstance, gameToken: string) {
  const queue: RoomServerMessage[] = [];
  const waiters: ((m: RoomServerMessage) => void)[] = [];
  // The injected upgrade has no socket of its own: the request hooks read the caller's address from it.
  const upgrade = { socket: { remoteAddress: '127.0.0.1' } } as never;
  const ws: WebSocket = await app.injectWS(`/house/api/rooms/socket?token=${gameToken}`, upgrade, {
    onInit(socket) {
      socket.on('message', (data: Buffer) => {
        const m = JSON.parse(data.toString('utf8')) as RoomServerMessage;
        const w = waiters.shift();
        if (w) w(m);
        else queue.push(m);
      });
    },
  });
  const next = () =>
    new Promise<RoomServerMessage>((resolve) => {
      const m = queue.shift();
      if (m) resolve(m);
      else waiters.push(resolve);
    });
  return {
    ws,
    send: (body: unknown) => ws.send(JSON.stringify(body)),
    async until<M extends RoomServerMessage>(match: (m: RoomServerMessage) => boolean): Promise<M> {
      for (;;) {
        const m = await next();
        if (match(m)) return m as M;
      }
    },
  };
}

const stateWhere = (pred: (s: RoomState) => boolean) => (m: RoomServerMessage) =>
  (m.type === 'state' || m.type === 'hello') && pred(m.state);

async function balanceOf(memberId: number): Promise<number> {
  const [row] = await rows<{ balance: string }>(
    sql`select balance from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
  );
  return Number(row!.balance);
}

async function waitFor(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('condition not reached');
}

/** Debits, credits and rake of a room round from the wallet's records. */
async function money(roundId: number) {
  const [r] = await rows<{ stakes: string; payouts: string; open: number; n: number }>(
    sql`select coalesce(sum(stake), 0) as stakes, coalesce(sum(payout), 0) as payouts, count(*)::int as n,
          count(*) filter (where status <> 'settled')::int as open
        from game_rounds where merchant_id = ${demoId} and vendor_code = 'CARDHOUSE'
          and round_id like ${`cardroom-${roundId}-%`}`,
  );
  const [round] = await rows<{ rake: string }>(sql`select rake from card_room_rounds where id = ${roundId}`);
  // What the ledger moved for the round's vendor rounds: the debits in, the credits out.
  const [ledger] = await rows<{ bets: string; wins: string; n: number }>(
    sql`select coalesce(sum(lt.amount) filter (where lt.kind = 'bet'), 0) as bets,
          coalesce(sum(lt.amount) filter (where lt.kind = 'win'), 0) as wins, count(*)::int as n
        from ledger_transfers lt join game_rounds gr on gr.id = lt.round_id
        where gr.merchant_id = ${demoId} and gr.vendor_code = 'CARDHOUSE'
          and gr.round_id like ${`cardroom-${roundId}-%`}`,
  );
  return {
    debits: Number(r!.stakes),
    credits: Number(r!.payouts),
    rounds: r!.n,
    open: r!.open,
    rake: Number(round!.rake),
    ledgerBets: Number(ledger!.bets),
    ledgerWins: Number(ledger!.wins),
    transfers: ledger!.n,
  };
}

describe('a Niu Niu room played live', () => {
  it('plays rounds between four members, one leaving mid-round, the banker rotating', async () => {
    const room = await roomId('novice-1');
    const players: Awaited<ReturnType<typeof seated>>[] = [];
    for (let i = 0; i < 4; i++) players.push(await seated(1_000, room));
    const sockets = [];
    for (const p of players) {
      const s = await connect(t.app, p.gameToken);
      const hello = await s.until((m) => m.type === 'hello');
      expect(hello).toMatchObject({ type: 'hello' });
      sockets.push(s);
    }
    const [a, b, c, d] = sockets as [
      (typeof sockets)[number],
      (typeof sockets)[number],
      (typeof sockets)[number],
      (typeof sockets)[number],
    ];
    await waitFor(async () => {
      const [n] = await rows<{ n: number }>(
        sql`select count(*)::int as n from card_room_seats where room_id = ${room} and present`,
      );
      return n!.n === 4;
    });

    // Round 1 opens with the four; seat 1 banks.
    await runClock();
    const betting = await a.until<{ type: 'state'; at: number; state: RoomState }>(
      stateWhere((s) => s.round?.phase === 'betting'),
    );
    const round1 = betting.state.round!;
    expect(round1.roundNo).toBe(1);
    expect(round1.bankerSeat).toBe(1);
    expect(round1.players.map((p) => p.seat)).toEqual([1, 2, 3, 4]);
    expect(round1.serverSeed).toBeNull();
    expect(betting.state.seats.map((s) => s.name).every((n) => n.includes('*'))).toBe(true);

    b.send({ type: 'bet', round: round1.id, multiplier: 2, ref: 'b1' });
    expect(await b.until((m) => m.type === 'chosen' || m.type === 'error')).toMatchObject({
      type: 'chosen',
      multiplier: 2,
    });
    b.send({ type: 'bet', round: round1.id, multiplier: 3, ref: 'b2' });
    expect(await b.until((m) => m.type === 'error')).toMatchObject({
      ref: 'b2',
      message: expect.stringContaining('already chosen'),
    });
    a.send({ type: 'bet', round: round1.id, multiplier: 2, ref: 'a1' });
    expect(await a.until((m) => m.type === 'error')).toMatchObject({
      message: expect.stringContaining('banker'),
    });
    c.send({ type: 'bet', round: round1.id, multiplier: 4, ref: 'c0' });
    expect(await c.until((m) => m.type === 'error')).toMatchObject({ errorCode: 'validation.failed' });
    c.send({ type: 'bet', round: round1.id, multiplier: 3, ref: 'c1' });
    await c.until((m) => m.type === 'chosen');
    // The fourth member's page goes away before choosing: played 1×, then unseated.
    d.ws.terminate();
    await waitFor(async () => {
      const [seat] = await rows<{ present: boolean }>(
        sql`select present from card_room_seats where member_id = ${players[3]!.id}`,
      );
      return seat?.present === false;
    });
    // The betting time is not over and one player has not chosen: nothing is dealt.
    await runClock();
    expect((await rows(sql`select phase from card_room_rounds where id = ${round1.id}`))[0]!.phase).toBe(
      'betting',
    );

    skewMs += 11_000;
    const before = await Promise.all(players.map((p) => balanceOf(p.id)));
    await runClock();
    const settled = await a.until<{ type: 'state'; at: number; state: RoomState }>(
      stateWhere((s) => s.round?.id === round1.id && s.round.phase === 'settled'),
    );
    const results = settled.state.round!.results!;
    expect(results.map((r) => [r.seat, r.multiplier, r.auto])).toEqual([
      [1, 1, false],
      [2, 2, false],
      [3, 3, false],
      [4, 1, true],
    ]);
    expect(settled.state.round!.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(settled.state.round!.verifyUrl).toContain('engine=room');
    expect(results.reduce((s, r) => s + Math.round(r.net * 100), 0)).toBe(0);
    // The page that went away leaves with the round; the others stay.
    expect(settled.state.seats.map((s) => s.seat)).toEqual([1, 2, 3]);

    const m1 = await money(round1.id);
    expect(m1).toMatchObject({ rounds: 4, open: 0 });
    expect(m1.credits + m1.rake).toBe(m1.debits);
    expect([m1.ledgerBets, m1.ledgerWins]).toEqual([m1.debits, m1.credits]);
    expect(m1.rake).toBe(results.reduce((s, r) => s + Math.round(r.rake * 100), 0));
    // Debits: the banker 5 × (2 + 3 + 1) base bets, the players 5 × their multiplier.
    expect(m1.debits).toBe(100 * 5 * (6 + 2 + 3 + 1));
    const after = await Promise.all(players.map((p) => balanceOf(p.id)));
    results.forEach((r, i) =>
      expect(after[i]! - before[i]!).toBe(Math.round(r.net * 100) - Math.round(r.rake * 100)),
    );

    // Running the clock again moves nothing.
    await runClock();
    expect(await money(round1.id)).toEqual(m1);

    // Round 2, after the reveal: seat 2 banks; nobody chooses (all 1×); two runs at once settle it once.
    await runClock();
    expect(
      (await rows(sql`select count(*)::int as n from card_room_rounds where room_id = ${room}`))[0]!.n,
    ).toBe(1);
    skewMs += REVEAL_MS + 1_000;
    await runClock();
    const round2 = (
      await a.until<{ type: 'state'; at: number; state: RoomState }>(
        stateWhere((s) => s.round?.roundNo === 2),
      )
    ).state.round!;
    expect(round2.bankerSeat).toBe(2);
    expect(round2.players.map((p) => p.seat)).toEqual([1, 2, 3]);
    skewMs += 11_000;
    await Promise.all([runClock(), runClock()]);
    await runClock();
    const m2 = await money(round2.id);
    expect(m2).toMatchObject({ rounds: 3, open: 0, debits: 100 * 5 * (2 + 1 + 1) });
    expect(m2.credits + m2.rake).toBe(m2.debits);

    // Round 3: seat 3 banks.
    skewMs += REVEAL_MS + 1_000;
    await runClock();
    const [round3] = await rows<{ banker_seat: number }>(
      sql`select banker_seat from card_room_rounds where room_id = ${room} and round_no = 3`,
    );
    expect(round3!.banker_seat).toBe(3);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
    for (const s of [a, b, c]) s.ws.terminate();
  });

  it('lists the rooms with their seats and state', async () => {
    const m = await newMember(t.app, { prefix: 'rl' });
    const res = await t.app.inject({
      method: 'POST',
      url: API.roomList,
      headers: { authorization: `Bearer ${m.token}` },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = json(res).value.list as { gameCode: string; gameId: number; rooms: Record<string, any>[] }[];
    const niu = list.find((g) => g.gameCode === 'niu-niu')!;
    expect(niu.gameId).toBe(gameId);
    expect(niu.rooms.map((r) => r.level)).toEqual([
      'novice',
      'novice',
      'standard',
      'standard',
      'expert',
      'expert',
      'master',
      'master',
    ]);
    const novice = niu.rooms.find((r) => r.code === 'novice-1')!;
    expect(novice).toMatchObject({
      baseBet: 1,
      minBalance: 75,
      seatsTaken: 3,
      seatsTotal: 6,
      state: 'playing',
      rakePercent: 5,
    });
    expect(niu.rooms.find((r) => r.code === 'master-2')).toMatchObject({
      seatsTaken: 0,
      state: 'waiting',
      seatsTotal: 4,
    });
    const anonymous = await t.app.inject({ method: 'POST', url: API.roomList, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a launch naming the reason', async () => {
    const small = await roomId('novice-2');
    for (let i = 0; i < 4; i++) await seated(500, small);
    const late = await newMember(t.app, { prefix: 'nf', funds: 500 });
    const full = await launch(late.token, { roomId: small });
    expect(full.statusCode).toBe(409);
    expect(json(full)).toMatchObject({ errorCode: 'room.full', message: expect.stringContaining('full') });

    const poor = await newMember(t.app, { prefix: 'np', funds: 10 });
    const low = await launch(poor.token, { roomId: await roomId('novice-1') });
    expect(low.statusCode).toBe(422);
    expect(json(low)).toMatchObject({ errorCode: 'room.balance', message: expect.stringContaining('75.00') });

    const unknown = await launch(late.token, { roomId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({
      errorCode: 'room.unknown',
      message: expect.stringContaining('roomId'),
    });

    const none = await launch(late.token, {});
    expect(none.statusCode).toBe(400);
    expect(json(none).errorCode).toBe('room.required');

    const trial = json(await t.app.inject({ method: 'POST', url: API.freePlay, payload: { platform: 'W' } }))
      .value.token as string;
    const refused = await launch(trial, { roomId: await roomId('novice-1') });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe('trial.forbidden');

    // A member sits at one room at a time.
    const twice = await seated(500, await roomId('standard-1'));
    const second = await launch(twice.token, { roomId: await roomId('expert-1') });
    expect(second.statusCode).toBe(409);
    expect(json(second).errorCode).toBe('room.seated');
    // Nothing was seated by the refusals.
    const [n] = await rows<{ n: number }>(
      sql`select count(*)::int as n from card_room_seats where member_id in (${late.id}, ${poor.id})`,
    );
    expect(n!.n).toBe(0);

    // Seats never connected are freed after the grace by the clock.
    skewMs += ABSENT_GRACE_MS + 1_000;
    await runClock();
    const [left] = await rows<{ n: number }>(
      sql`select count(*)::int as n from card_room_seats where room_id = ${small}`,
    );
    expect(left!.n).toBe(0);
    await fundMember(t.app, late.id, 1);
    expect((await launch(late.token, { roomId: small })).statusCode).toBe(200);
  });

  it('finishes a round stopped half-way through its debits, paying once', async () => {
    const room = await roomId('standard-2');
    const two = [await seated(1_000, room), await seated(1_000, room)];
    await rows(sql`update card_room_seats set present = true where room_id = ${room}`);
    await runClock();
    const [round] = await rows<{ id: number }>(
      sql`select id from card_room_rounds where room_id = ${room} and phase = 'betting'`,
    );
    skewMs += 11_000;

    // A process that stops after the first debit (its wallet calls fail from the second on).
    const repo = createRoomsRepository(t.app.database.db);
    const real = createVendorWalletClient({
      inject: (request) => t.app.inject(request),
      secretOf: (merchantId, vendorCode) => repo.vendorSecret(merchantId, vendorCode),
      now: clock,
      what: 'the card room',
    });
    let debits = 0;
    const stopping: VendorWalletClient = async (party, action, body) => {
      if (action === 'debit' && ++debits > 1) throw new AppError(503, 'system.error', 'stopped');
      return real(party, action, body);
    };
    const crashed = createRoomClock({
      db: t.app.database.db,
      repo,
      credits: createRoundCredits(),
      wallet: stopping,
      now: clock,
      log: { error: () => undefined },
      changed: async () => undefined,
    });
    await expect(crashed.advance(room)).rejects.toThrow('stopped');
    expect(
      (await rows(sql`select phase from card_room_rounds where id = ${Number(round!.id)}`))[0]!.phase,
    ).toBe('dealing');
    expect(await money(Number(round!.id))).toMatchObject({ rounds: 1, open: 1 });

    // The stopped run holds the debits for a while; then the clock debits the rest (the first debit
    // answered from its record) and settles.
    await runClock();
    expect(
      (await rows(sql`select phase from card_room_rounds where id = ${Number(round!.id)}`))[0]!.phase,
    ).toBe('dealing');
    skewMs += DEAL_LEASE_MS + 1_000;
    await runClock();
    await runClock();
    const m = await money(Number(round!.id));
    expect(m).toMatchObject({ rounds: 2, open: 0, debits: 500 * 5 * 2 });
    expect(m.credits + m.rake).toBe(m.debits);
    const balances = await Promise.all(two.map((p) => balanceOf(p.id)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(200_000 - m.rake);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});
