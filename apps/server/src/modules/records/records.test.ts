import { API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../seed/brands.js';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { newMember as newTestMember } from '../../test/members.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { playRound } from '../../test/vendor.js';
import { rowsOf } from '../../db/rows.js';
import { dateInZone } from '../../lib/date-range.js';
import { movementsPageQuery } from './records.repository.js';

let t: TestApp;
let offsetMs = 0;
const SECRET = 'records-vendor-secret';
const ZONE_BRAND = 'records-zone';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const rows = <T = Record<string, unknown>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

/** Moves the app's clock past the brand cache, so that a changed setting is read again. */
const passBrandCache = () => {
  offsetMs += 6_000;
};

const newMember = (merchant = 'demo') => newTestMember(t.app, { prefix: 'rec', merchant });

/** One round through the vendor wallet API, signed at the app's clock: a debit, then a credit, a rollback or nothing. */
const play = (
  memberId: number,
  vendor: string,
  o: {
    stake: number;
    end: 'credit' | 'rollback' | 'open';
    payout?: number;
    detail?: Record<string, unknown>;
  },
) => playRound(t.app, { vendor, secret: SECRET, memberId, ...o, timestamp: () => Date.now() + offsetMs });

const get = (url: string, token?: string, query: Record<string, string | number> = {}, merchant = 'demo') =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { merchant, ...(token ? { authorization: token } : {}) },
  });
const bets = (token: string, query: Record<string, string | number> = {}) =>
  get(API.bettingRecord, token, query);
const moves = (token: string, query: Record<string, string | number> = {}, merchant = 'demo') =>
  get(API.accountRecord, token, query, merchant);
const detailUrl = (id: number | string) => API.bettingRecordDetail.replace(':id', String(id));

const PROOF = {
  engine: 'slot',
  bet: { lineBet: 0.5 },
  outcome: {
    reels: [
      ['A', 'K', 'Q'],
      ['A', 'A', 'J'],
      ['A', '9', '10'],
    ],
    lines: [{ line: 1, win: 25 }],
  },
  serverSeedHash: 'f'.repeat(64),
  serverSeed: 'a'.repeat(64),
  clientSeed: 'lucky-lotus',
  nonce: 7,
  payout: 25,
  multiplier: 2.5,
};

let alice: { token: string; id: number };
let bob: { token: string; id: number };
const aliceRounds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: ZONE_BRAND,
    name: 'Zone Lotus',
    isDefault: false,
    settings: { ...defaultSettings(), timeZone: 'Pacific/Kiritimati' },
    accounts: [],
    content: [],
  });
  for (const vendor of ['GOLDPEAK', 'VELVET']) {
    await t.app.database.db.execute(
      sql`insert into vendor_credentials (merchant_id, vendor_code, secret)
          select id, ${vendor}, ${SECRET} from merchants where code = 'demo'
          on conflict (merchant_id, vendor_code) do update set secret = excluded.secret, enabled = true`,
    );
  }
  alice = await newMember();
  bob = await newMember();
  await fundMember(t.app, alice.id, 1000);
  await fundMember(t.app, bob.id, 300);
  // Oldest first: a win with its proof, a loss, a voided round, a round still open.
  aliceRounds.win = await play(alice.id, 'GOLDPEAK', { stake: 10, end: 'credit', payout: 25, detail: PROOF });
  aliceRounds.loss = await play(alice.id, 'GOLDPEAK', { stake: 5, end: 'credit', payout: 0 });
  aliceRounds.void = await play(alice.id, 'VELVET', { stake: 20, end: 'rollback' });
  aliceRounds.open = await play(alice.id, 'VELVET', { stake: 7, end: 'open' });
  await play(bob.id, 'GOLDPEAK', { stake: 50, end: 'credit', payout: 100 });
});
afterAll(async () => t.close());

describe('betting record', () => {
  it("lists the member's own rounds, newest first, with totals of the filter", async () => {
    const res = await bets(alice.token);
    expect(res.statusCode).toBe(200);
    const value = json(res).value;
    expect(value.list.map((r: any) => r.roundId)).toEqual([
      aliceRounds.open,
      aliceRounds.void,
      aliceRounds.loss,
      aliceRounds.win,
    ]);
    expect(value).toMatchObject({ pageNo: 1, pageSize: 20, totalCount: 4, totalPages: 1 });
    // The void round's stake went back to the member: it counts nothing.
    expect(value.totals).toEqual({ count: 4, stake: 22, validBet: 15, payout: 25, winLoss: 10 });
    const [open, voided, loss, win] = value.list;
    expect(win).toMatchObject({
      vendor: 'GOLDPEAK',
      gameType: 'RNG',
      stake: 10,
      validBet: 10,
      payout: 25,
      winLoss: 15,
      status: 'settled',
    });
    expect(win.createdDateStr).toMatch(DATE_TIME);
    expect(win.settledDateStr).toMatch(DATE_TIME);
    expect(loss).toMatchObject({ stake: 5, payout: 0, winLoss: -5, status: 'settled' });
    expect(voided).toMatchObject({ vendor: 'VELVET', gameType: 'LIVE', status: 'void', winLoss: null });
    expect(open).toMatchObject({ stake: 7, status: 'open', winLoss: null, settledDateStr: null });
    const today = dateInZone(new Date(), 'Asia/Manila');
    expect(value.range).toMatchObject({ endDate: today, today, timeZone: 'Asia/Manila' });
  });

  it('filters by game type, vendor and status', async () => {
    const ids = async (query: Record<string, string>) =>
      json(await bets(alice.token, query)).value.list.map((r: any) => r.roundId);
    expect(await ids({ gameType: 'LIVE' })).toEqual([aliceRounds.open, aliceRounds.void]);
    expect(await ids({ vendor: 'GOLDPEAK' })).toEqual([aliceRounds.loss, aliceRounds.win]);
    expect(await ids({ status: 'settled' })).toEqual([aliceRounds.loss, aliceRounds.win]);
    expect(await ids({ status: 'void' })).toEqual([aliceRounds.void]);
    expect(await ids({ status: 'open' })).toEqual([aliceRounds.open]);
    expect(await ids({ gameType: 'RNG', status: 'open' })).toEqual([]);
    expect(await ids({ gameType: 'ALL', status: 'all', vendor: '' })).toHaveLength(4);
    const live = json(await bets(alice.token, { gameType: 'LIVE' })).value;
    expect(live.totals).toEqual({ count: 2, stake: 7, validBet: 0, payout: 0, winLoss: 0 });
  });

  it('pages through the rounds; totals cover every page', async () => {
    const first = json(await bets(alice.token, { pageSize: 3 })).value;
    const second = json(await bets(alice.token, { pageSize: 3, pageNo: 2 })).value;
    expect(first.list).toHaveLength(3);
    expect(second.list.map((r: any) => r.roundId)).toEqual([aliceRounds.win]);
    expect(first).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect(second.totals).toEqual(first.totals);
    const beyond = json(await bets(alice.token, { pageSize: 3, pageNo: 9 })).value;
    expect(beyond.list).toEqual([]);
    expect(beyond.totalCount).toBe(4);
  });

  it('counts days in the brand time zone (Manila by the demo settings)', async () => {
    const member = await newMember();
    await fundMember(t.app, member.id, 100);
    const late = await play(member.id, 'GOLDPEAK', { stake: 1, end: 'credit', payout: 0 });
    const midnight = await play(member.id, 'GOLDPEAK', { stake: 2, end: 'credit', payout: 0 });
    // Placing two real rounds at known instants: one second before and exactly at Manila's midnight.
    await t.app.database.db.execute(
      sql`update game_rounds set created_at = '2024-03-09T15:59:59Z' where round_id = ${late}`,
    );
    await t.app.database.db.execute(
      sql`update game_rounds set created_at = '2024-03-09T16:00:00Z' where round_id = ${midnight}`,
    );
    const day = async (date: string) =>
      json(await bets(member.token, { startDate: date, endDate: date })).value.list;
    const ninth = await day('2024-03-09');
    expect(ninth.map((r: any) => r.roundId)).toEqual([late]);
    expect(ninth[0].createdDateStr).toBe('2024-03-09 23:59:59');
    const tenth = await day('2024-03-10');
    expect(tenth.map((r: any) => r.roundId)).toEqual([midnight]);
    expect(tenth[0].createdDateStr).toBe('2024-03-10 00:00:00');
    const both = json(await bets(member.token, { startDate: '2024-03-09', endDate: '2024-03-10' })).value;
    expect(both.totals).toMatchObject({ count: 2, stake: 3, winLoss: -3 });
    expect(await day('2024-03-08')).toEqual([]);
    // Today's range does not reach back to them.
    expect(json(await bets(member.token)).value.totalCount).toBe(0);
  });

  it('refuses bad filters with a 400 naming the field, and asks for a session', async () => {
    const refused = async (query: Record<string, string | number>, field: string) => {
      const res = await bets(alice.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(json(res).errorCode).toBe('validation.failed');
      expect(json(res).value).toEqual({ field });
      expect(json(res).message).toContain(field);
    };
    await refused({ startDate: '2024-13-01' }, 'startDate');
    await refused({ startDate: '2024-02-30' }, 'startDate');
    await refused({ endDate: '10/03/2024' }, 'endDate');
    await refused({ startDate: '2024-03-10', endDate: '2024-03-09' }, 'endDate');
    await refused({ startDate: '2024-01-01', endDate: '2024-04-03' }, 'endDate');
    await refused({ status: 'won' }, 'status');
    await refused({ gameType: 'BINGO' }, 'gameType');
    await refused({ vendor: 'GOLD PEAK;' }, 'vendor');
    await refused({ pageSize: 101 }, 'pageSize');
    await refused({ pageNo: 0 }, 'pageNo');
    const longest = await bets(alice.token, { startDate: '2024-01-01', endDate: '2024-04-02' });
    expect(longest.statusCode).toBe(200);
    const anonymous = await get(API.bettingRecord);
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).errorCode).toBe('login.not.session');
  });

  it('keeps members apart: bob sees only his round', async () => {
    const value = json(await bets(bob.token)).value;
    expect(value.list).toHaveLength(1);
    expect(value.totals).toEqual({ count: 1, stake: 50, validBet: 50, payout: 100, winLoss: 50 });
  });
});

describe('round detail', () => {
  const idOf = async (token: string, roundId: string) => {
    const list = json(await bets(token, { pageSize: 100 })).value.list as { id: number; roundId: string }[];
    return list.find((r) => r.roundId === roundId)!.id;
  };

  it('gives the outcome, the provably-fair proof and the money the round moved', async () => {
    const res = await get(detailUrl(await idOf(alice.token, aliceRounds.win!)), alice.token);
    expect(res.statusCode).toBe(200);
    const value = json(res).value;
    expect(value).toMatchObject({ roundId: aliceRounds.win, status: 'settled', stake: 10, payout: 25 });
    expect(value.detail).toEqual(PROOF);
    expect(value.proof).toEqual({
      engine: 'slot',
      serverSeedHash: PROOF.serverSeedHash,
      serverSeed: PROOF.serverSeed,
      clientSeed: 'lucky-lotus',
      nonce: 7,
      bet: { lineBet: 0.5 },
    });
    expect(value.transfers.map((m: any) => [m.kind, m.walletCode, m.amount, m.balanceAfter])).toEqual([
      ['bet', 'MAIN', -10, 990],
      ['win', 'MAIN', 25, 1015],
    ]);
    expect(value.transfers[0].reference).toBe(`GOLDPEAK:${aliceRounds.win}`);
  });

  it('shows a void round with its refund, and an open round without detail', async () => {
    const voided = json(await get(detailUrl(await idOf(alice.token, aliceRounds.void!)), alice.token)).value;
    expect(voided.transfers.map((m: any) => [m.kind, m.amount])).toEqual([
      ['bet', -20],
      ['rollback', 20],
    ]);
    expect(voided.proof).toBeNull();
    const open = json(await get(detailUrl(await idOf(alice.token, aliceRounds.open!)), alice.token)).value;
    expect(open).toMatchObject({ status: 'open', detail: null, proof: null });
    expect(open.transfers.map((m: any) => m.amount)).toEqual([-7]);
  });

  it("answers 404 for another member's round, as for one that does not exist", async () => {
    const aliceWin = await idOf(alice.token, aliceRounds.win!);
    const foreign = await get(detailUrl(aliceWin), bob.token);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).errorCode).toBe('not.found');
    const missing = await get(detailUrl(9_999_999), bob.token);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe(json(foreign).message);
    const zone = await newMember(ZONE_BRAND);
    const otherBrand = await get(detailUrl(aliceWin), zone.token, {}, ZONE_BRAND);
    expect(otherBrand.statusCode).toBe(404);
    const bad = await get(detailUrl('abc'), alice.token);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).value).toEqual({ field: 'id' });
    expect((await get(detailUrl(aliceWin))).statusCode).toBe(401);
  });
});

describe('account record', () => {
  it("lists every movement of the member's wallets, signed from the member's side", async () => {
    const res = await moves(alice.token);
    expect(res.statusCode).toBe(200);
    const value = json(res).value;
    expect(value.list.map((m: any) => [m.kind, m.walletCode, m.amount, m.balanceAfter])).toEqual([
      ['bet', 'MAIN', -7, 1003],
      ['rollback', 'MAIN', 20, 1010],
      ['bet', 'MAIN', -20, 990],
      ['bet', 'MAIN', -5, 1010],
      ['win', 'MAIN', 25, 1015],
      ['bet', 'MAIN', -10, 990],
      ['deposit', 'MAIN', 1000, 1000],
    ]);
    expect(value.totals).toEqual({ count: 7, totalIn: 1045, totalOut: 42, net: 1003 });
    expect(value.list[0].reference).toBe(`VELVET:${aliceRounds.open}`);
    expect(value.list[0].createdDateStr).toMatch(DATE_TIME);
    const balance = json(await get(API.balance, alice.token)).value;
    expect(balance.sumBalance).toBe(1003);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('filters by kind and pages', async () => {
    const kinds = async (query: Record<string, string | number>) =>
      json(await moves(alice.token, query)).value.list.map((m: any) => m.amount);
    expect(await kinds({ kind: 'bet' })).toEqual([-7, -20, -5, -10]);
    expect(await kinds({ kind: 'deposit' })).toEqual([1000]);
    expect(await kinds({ kind: 'all' })).toHaveLength(7);
    const bet = json(await moves(alice.token, { kind: 'bet' })).value;
    expect(bet.totals).toEqual({ count: 4, totalIn: 0, totalOut: 42, net: -42 });
    const page2 = json(await moves(alice.token, { pageSize: 3, pageNo: 2 })).value;
    expect(page2.list.map((m: any) => m.amount)).toEqual([-5, 25, -10]);
    expect(page2).toMatchObject({ totalCount: 7, totalPages: 3 });
  });

  it('shows both sides of a move between two wallets of the member', async () => {
    const member = await newMember();
    await fundMember(t.app, member.id, 80);
    await t.app.database.db.execute(
      sql`update game_vendors set wallet_mode = 'transfer' where code = 'VELVET'
          and merchant_id = (select id from merchants where code = 'demo')`,
    );
    try {
      const moved = await t.app.inject({
        method: 'POST',
        url: API.walletTransfer,
        headers: { authorization: member.token },
        payload: { from: 'MAIN', to: 'VELVET', amount: 30, requestId: 'records-transfer-1' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    } finally {
      await t.app.database.db.execute(
        sql`update game_vendors set wallet_mode = 'seamless' where code = 'VELVET'`,
      );
    }
    const value = json(await moves(member.token)).value;
    expect(value.list.map((m: any) => [m.kind, m.walletCode, m.amount, m.balanceAfter])).toEqual([
      ['transfer', 'VELVET', 30, 30],
      ['transfer', 'MAIN', -30, 50],
      ['deposit', 'MAIN', 80, 80],
    ]);
    expect(value.list[0].id).toBe(value.list[1].id);
    expect(value.totals).toEqual({ count: 3, totalIn: 110, totalOut: 30, net: 80 });
  });

  it('keeps members apart and refuses bad filters', async () => {
    const value = json(await moves(bob.token)).value;
    expect(value.list.map((m: any) => m.amount)).toEqual([100, -50, 300]);
    const bad = await moves(alice.token, { kind: 'DROP TABLE' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).value).toEqual({ field: 'kind' });
    const reversed = await moves(alice.token, { startDate: '2024-05-02', endDate: '2024-05-01' });
    expect(json(reversed).value).toEqual({ field: 'endDate' });
    expect((await get(API.accountRecord)).statusCode).toBe(401);
  });

  it("follows the brand's time zone", async () => {
    const member = await newMember(ZONE_BRAND);
    await fundMember(t.app, member.id, 12);
    const [deposit] = await rows<{ created_at: string | Date }>(
      sql`select t.created_at from ledger_transfers t join accounts a on a.id = t.credit_account_id
          where a.member_id = ${member.id}`,
    );
    const at = new Date(deposit!.created_at);
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: never on the same day.
    const kiritimati = dateInZone(at, 'Pacific/Kiritimati');
    const pagoPago = dateInZone(at, 'Pacific/Pago_Pago');
    expect(kiritimati).not.toBe(pagoPago);
    const on = async (date: string) =>
      json(await moves(member.token, { startDate: date, endDate: date }, ZONE_BRAND)).value;
    expect((await on(kiritimati)).totalCount).toBe(1);
    expect((await on(pagoPago)).totalCount).toBe(0);
    expect((await on(kiritimati)).range.timeZone).toBe('Pacific/Kiritimati');

    await t.app.database.db.execute(
      sql`update merchants set settings = jsonb_set(settings, '{timeZone}', '"Pacific/Pago_Pago"')
          where code = ${ZONE_BRAND}`,
    );
    passBrandCache();
    expect((await on(kiritimati)).totalCount).toBe(0);
    const there = await on(pagoPago);
    expect(there.totalCount).toBe(1);
    expect(there.list[0].createdDateStr.slice(0, 10)).toBe(pagoPago);
  });

  it('reaches the ledger through the account indexes', async () => {
    const plan = await t.app.database.db.transaction(async (tx) => {
      // A test database is tiny, so the planner would rather scan; forbid that to see the access paths.
      await tx.execute(sql`set local enable_seqscan = off`);
      const lines = await rowsOf<Record<string, string>>(
        tx,
        sql`explain ${movementsPageQuery(
          {
            merchantId: 1,
            memberId: alice.id,
            from: new Date('2024-01-01T00:00:00Z'),
            until: new Date('2030-01-01T00:00:00Z'),
          },
          { limit: 20, offset: 0 },
        )}`,
      );
      return lines.map((r) => Object.values(r).join(' ')).join('\n');
    });
    expect(plan).toContain('ledger_transfers_debit_idx');
    expect(plan).toContain('ledger_transfers_credit_idx');
    expect(plan).not.toMatch(/Seq Scan on ledger_transfers/);
  });
});

describe('trial accounts', () => {
  it('see their own records, empty until they play', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.freePlay, payload: { platform: 'W' } });
    expect(res.statusCode).toBe(200);
    const token = json(res).value.token as string;
    const own = json(await bets(token)).value;
    expect(own.list).toEqual([]);
    expect(own.totals).toEqual({ count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 });
    expect(own.totalPages).toBe(0);
    const account = await moves(token);
    expect(account.statusCode).toBe(200);
    for (const m of json(account).value.list) expect(m.kind).not.toBe('bet');
  });
});
