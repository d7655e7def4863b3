import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { balanceOf, call, channelOf, createOrder } from '../../test/deposit-kit.js';
import { ledgerCheck } from '../../test/funding.js';
import { newMember, type TestMember } from '../../test/members.js';
import { createTestApp, json, login, register, uniqueName, type TestApp } from '../../test/test-app.js';
import { setVendorSecret, vendorCall } from '../../test/vendor.js';

// Responsible gaming (issue 20): each limit at its edge, increases delayed by a day and a confirmation, the
// session limit, parallel bets against one limit, and the member's own views (session, net position,
// recall). Exclusions on every money-moving call: exclusions.test.ts.

const VENDOR = 'LOTUS';
let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 10_000 });
  secret = await setVendorSecret(t.app, VENDOR);
});
afterAll(async () => t.close());

const who = (m: TestMember) => ({ token: m.token, merchant: 'demo' });
const put = (m: TestMember, url: string, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { merchant: 'demo', authorization: m.token },
    payload: body as object,
  });
const post = (m: TestMember, url: string, body?: unknown) =>
  call(t.app, 'POST', url, who(m), { body: body ?? {} });
const get = (m: TestMember, url: string, query?: Record<string, string>) =>
  call(t.app, 'GET', url, who(m), query ? { query } : {});
const limitOf = (state: { limits: { key: string }[] }, key: string) =>
  state.limits.find((l) => l.key === key) as {
    key: string;
    value: number | null;
    used: number;
    pending: { value: number | null; effectiveAt: string; confirmable: boolean } | null;
  };

let seq = 0;
/** A debit of `amount` on a new round of one game; answers the response. */
function debit(m: TestMember, amount: number, game?: string) {
  seq += 1;
  const roundId = `rg-${seq}-${Date.now()}`;
  // A game of its own unless told: one member has one open round per game.
  const gameCode = game ?? `RG-SLOT-${seq}`;
  return {
    roundId,
    gameCode,
    res: vendorCall(t.app, {
      vendor: VENDOR,
      op: 'debit',
      secret,
      body: { playerId: String(m.id), roundId, gameCode, transactionId: `d-${roundId}`, amount },
    }),
  };
}
const credit = (m: TestMember, round: { roundId: string; gameCode: string }, amount: number) =>
  vendorCall(t.app, {
    vendor: VENDOR,
    op: 'credit',
    secret,
    body: {
      playerId: String(m.id),
      roundId: round.roundId,
      gameCode: round.gameCode,
      transactionId: `c-${round.roundId}`,
      debitTransactionId: `d-${round.roundId}`,
      amount,
      detail: { result: 'test' },
    },
  });
async function lostRound(m: TestMember, stake: number) {
  const d = debit(m, stake);
  expect((await d.res).statusCode).toBe(200);
  expect((await credit(m, d, 0)).statusCode).toBe(200);
}
const roundsOf = async (m: TestMember) =>
  Number(
    (
      await rowsOf<{ n: number }>(
        t.app.database.db,
        sql`select count(*)::int as n from game_rounds where member_id = ${m.id}`,
      )
    )[0]?.n,
  );
const setLimits = async (m: TestMember, body: Record<string, number | null>) => {
  const res = await put(m, API.responsibleLimits, body);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as {
    state: any;
    changes: { key: string; outcome: string; effectiveAt: string | null }[];
  };
};

describe('loss and wager limits at the vendor debit', () => {
  it('passes a bet that reaches the daily loss limit exactly and refuses one cent more, naming the limit', async () => {
    const m = await newMember(t.app, { funds: 500 });
    const set = await setLimits(m, { lossDay: 100 });
    expect(set.changes).toEqual([{ key: 'lossDay', outcome: 'applied', effectiveAt: expect.any(String) }]);
    await lostRound(m, 60);
    const exact = debit(m, 40);
    expect((await exact.res).statusCode).toBe(200);
    const before = { balance: await balanceOf(t.app, { ...m, merchant: 'demo' }), rounds: await roundsOf(m) };
    const over = await debit(m, 0.01).res;
    expect(over.statusCode).toBe(403);
    expect(json(over).errorCode).toBe('rg.loss.limit');
    expect(json(over).message).toContain('daily loss limit of 100.00');
    expect(json(over).value).toMatchObject({ limit: 'loss', period: 'day', amount: 100, used: 100 });
    expect(await balanceOf(t.app, { ...m, merchant: 'demo' })).toBe(before.balance);
    expect(await roundsOf(m)).toBe(before.rounds);
    // A win gives room back: the loss is stakes less wins.
    expect((await credit(m, exact, 30)).statusCode).toBe(200);
    expect((await debit(m, 30).res).statusCode).toBe(200);
    expect(json(await debit(m, 0.01).res).errorCode).toBe('rg.loss.limit');
  });

  it('counts stakes, won or lost, against the weekly wager limit; a rolled-back stake gives its room back', async () => {
    const m = await newMember(t.app, { funds: 500 });
    await setLimits(m, { wagerWeek: 50 });
    const won = debit(m, 20);
    expect((await won.res).statusCode).toBe(200);
    expect((await credit(m, won, 200)).statusCode).toBe(200);
    const back = debit(m, 30);
    expect((await back.res).statusCode).toBe(200);
    const refused = await debit(m, 0.01).res;
    expect(json(refused).errorCode).toBe('rg.wager.limit');
    expect(json(refused).message).toContain('weekly wager limit of 50.00');
    const rollback = await vendorCall(t.app, {
      vendor: VENDOR,
      op: 'rollback',
      secret,
      body: {
        playerId: String(m.id),
        roundId: back.roundId,
        gameCode: back.gameCode,
        transactionId: `b-${back.roundId}`,
        debitTransactionId: `d-${back.roundId}`,
      },
    });
    expect(rollback.statusCode).toBe(200);
    expect((await debit(m, 30).res).statusCode).toBe(200);
    expect(json(await debit(m, 0.01).res).errorCode).toBe('rg.wager.limit');
    const state = json(await get(m, API.responsibleState)).value;
    expect(limitOf(state, 'wagerWeek')).toMatchObject({ value: 50, used: 50 });
    expect(limitOf(state, 'lossWeek').used).toBe(50 - 200);
  });

  it('decides parallel bets one after the other: together they never pass the limit', async () => {
    const m = await newMember(t.app, { funds: 1_000 });
    await setLimits(m, { lossMonth: 100 });
    const results = await Promise.all(Array.from({ length: 30 }, () => debit(m, 10).res));
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : json(r).errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.filter((c) => c === 'rg.loss.limit')).toHaveLength(20);
    const [staked] = await rowsOf<{ s: string }>(
      t.app.database.db,
      sql`select coalesce(sum(stake), 0)::text as s from game_rounds where member_id = ${m.id}`,
    );
    expect(staked?.s).toBe('10000');
    expect(await ledgerCheck(t.app)).toEqual({ ok: true, problems: [] });
  });

  it('counts play from before the limit was set', async () => {
    const m = await newMember(t.app, { funds: 300 });
    await lostRound(m, 80);
    await setLimits(m, { lossDay: 100 });
    expect((await debit(m, 20).res).statusCode).toBe(200);
    expect(json(await debit(m, 0.01).res).errorCode).toBe('rg.loss.limit');
  });
});

describe('deposit limits', () => {
  it('passes an order up to the daily deposit limit and refuses one cent more, naming it; nothing is written', async () => {
    const m = await newMember(t.app);
    const member = { ...m, merchant: 'demo' };
    const sandbox = await channelOf(t.app, 'sandbox');
    await setLimits(m, { depositDay: 200 });
    expect((await createOrder(t.app, member, { channelId: sandbox.id, amount: 150 })).statusCode).toBe(200);
    const over = await createOrder(t.app, member, { channelId: sandbox.id, amount: 50.01 });
    expect(over.statusCode).toBe(403);
    expect(json(over).errorCode).toBe('rg.deposit.limit');
    expect(json(over).message).toContain('daily deposit limit of 200.00');
    expect(json(over).value).toMatchObject({ limit: 'deposit', period: 'day', amount: 200, used: 150 });
    const [orders] = await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from deposit_orders where member_id = ${m.id}`,
    );
    expect(Number(orders?.n)).toBe(1);
    expect((await createOrder(t.app, member, { channelId: sandbox.id, amount: 50 })).statusCode).toBe(200);
  });

  it('decides parallel orders one after the other', async () => {
    const m = await newMember(t.app);
    const sandbox = await channelOf(t.app, 'sandbox');
    await setLimits(m, { depositWeek: 100 });
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        createOrder(t.app, { ...m, merchant: 'demo' }, { channelId: sandbox.id, amount: 60 }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
  });
});

describe('changing limits', () => {
  it('applies a lower limit at once and holds a higher one or a removal for 24 hours and a confirmation', async () => {
    const m = await newMember(t.app, { funds: 500 });
    await setLimits(m, { lossDay: 100, wagerDay: 300 });
    const lower = await setLimits(m, { lossDay: 50 });
    expect(lower.changes[0]).toMatchObject({ key: 'lossDay', outcome: 'applied' });
    const higher = await setLimits(m, { lossDay: 500, wagerDay: null });
    expect(higher.changes.map((c) => c.outcome)).toEqual(['pending', 'pending']);
    const pending = limitOf(higher.state, 'lossDay');
    expect(pending).toMatchObject({ value: 50, pending: { value: 500, confirmable: false } });
    expect(limitOf(higher.state, 'wagerDay')).toMatchObject({ value: 300, pending: { value: null } });
    // Still the lower limit until confirmed.
    expect((await debit(m, 50).res).statusCode).toBe(200);
    expect(json(await debit(m, 0.01).res).errorCode).toBe('rg.loss.limit');
    const early = await post(m, API.responsibleLimitConfirm, { key: 'lossDay' });
    expect(early.statusCode).toBe(422);
    expect(json(early).errorCode).toBe('rg.pending.not.due');
    await t.app.database.db.execute(
      sql`update rg_pending_limits set effective_at = now() - interval '1 second' where member_id = ${m.id}`,
    );
    {
      const state = json(await get(m, API.responsibleState)).value;
      expect(limitOf(state, 'lossDay').pending?.confirmable).toBe(true);
      // Not confirmed: not in force.
      expect(json(await debit(m, 0.01).res).errorCode).toBe('rg.loss.limit');
      const confirmed = await post(m, API.responsibleLimitConfirm, { key: 'lossDay' });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(limitOf(json(confirmed).value, 'lossDay')).toMatchObject({ value: 500, pending: null });
      expect((await debit(m, 0.01).res).statusCode).toBe(200);
      const removed = await post(m, API.responsibleLimitConfirm, { key: 'wagerDay' });
      expect(limitOf(json(removed).value, 'wagerDay')).toMatchObject({ value: null, pending: null });
    }
    const none = await post(m, API.responsibleLimitConfirm, { key: 'lossDay' });
    expect(none.statusCode).toBe(404);
    expect(json(none).errorCode).toBe('rg.pending.none');
  });

  it('drops a pending increase on cancel, or when the member sets a lower limit', async () => {
    const m = await newMember(t.app);
    await setLimits(m, { depositMonth: 1_000 });
    await setLimits(m, { depositMonth: 5_000 });
    const cancelled = await post(m, API.responsibleLimitCancel, { key: 'depositMonth' });
    expect(limitOf(json(cancelled).value, 'depositMonth')).toMatchObject({ value: 1_000, pending: null });
    await setLimits(m, { depositMonth: 5_000 });
    const lower = await setLimits(m, { depositMonth: 800 });
    expect(limitOf(lower.state, 'depositMonth')).toMatchObject({ value: 800, pending: null });
  });

  it('refuses bad input naming it and changes nothing', async () => {
    const m = await newMember(t.app);
    await setLimits(m, { lossDay: 100 });
    for (const body of [
      {},
      { lossDay: -1 },
      { lossDay: 10.001 },
      { lossDay: '50' },
      { lossYear: 10 },
      { sessionMinutes: 4 },
      { sessionMinutes: 1_441 },
      { sessionMinutes: 30.5 },
    ]) {
      const res = await put(m, API.responsibleLimits, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message.length).toBeGreaterThan(0);
    }
    expect((await put(m, API.responsibleRealityCheck, { minutes: 0 })).statusCode).toBe(400);
    const state = json(await get(m, API.responsibleState)).value;
    expect(limitOf(state, 'lossDay')).toMatchObject({ value: 100, pending: null });
    expect(state.limits.filter((l: { value: unknown }) => l.value !== null)).toHaveLength(1);
    expect((await call(t.app, 'GET', API.responsibleState, null)).statusCode).toBe(401);
  });

  it('audits every change with its before and after', async () => {
    const m = await newMember(t.app);
    await setLimits(m, { wagerMonth: 400 });
    await setLimits(m, { wagerMonth: 900 });
    await put(m, API.responsibleRealityCheck, { minutes: 15 });
    const events = await rowsOf<{ event: string; detail: Record<string, unknown> }>(
      t.app.database.db,
      sql`select event, detail from audit_log where member_id = ${m.id} and event like 'rg.%' order by id`,
    );
    expect(events.map((e) => e.event)).toEqual(['rg.limit.set', 'rg.limit.pending', 'rg.reality.interval']);
    expect(events[0]?.detail).toMatchObject({ key: 'wagerMonth', from: null, to: 400 });
    expect(events[1]?.detail).toMatchObject({ key: 'wagerMonth', from: 400, to: 900 });
    expect(events[2]?.detail).toMatchObject({ from: 60, to: 15 });
  });
});

describe('the session limit', () => {
  it('ends a session past its time at its next round: the bet is refused and the member signed out', async () => {
    const m = await newMember(t.app, { funds: 100 });
    await setLimits(m, { sessionMinutes: 30 });
    expect((await debit(m, 1).res).statusCode).toBe(200);
    await t.app.database.db.execute(
      sql`update rg_settings set session_started_at = now() - interval '30 minutes' where member_id = ${m.id}`,
    );
    const refused = await debit(m, 1).res;
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe('rg.session.limit');
    expect(json(refused).message).toContain('30 minutes');
    expect((await get(m, API.memberInfo)).statusCode).toBe(401);
    // A new login starts a new session.
    const again = await login(t.app, m.username, 'Secret123');
    expect(again.statusCode).toBe(200);
    expect((await debit(m, 1).res).statusCode).toBe(200);
  });
});

describe("the member's views", () => {
  it('answers the session, the net position of a period and the last 10 rounds of a game', async () => {
    const m = await newMember(t.app, { funds: 1_000 });
    for (let i = 0; i < 12; i += 1) {
      const d = debit(m, 10, 'RG-RECALL');
      expect((await d.res).statusCode).toBe(200);
      expect((await credit(m, d, i === 0 ? 25 : 0)).statusCode).toBe(200);
    }
    const session = json(await get(m, API.responsibleSession)).value;
    expect(session).toMatchObject({ stakes: 120, wins: 25, net: -95, realityCheckMinutes: 60 });
    const recall = await get(m, API.responsibleRecall, { vendorCode: VENDOR, gameCode: 'RG-RECALL' });
    expect(recall.statusCode, recall.body).toBe(200);
    const rounds = json(recall).value.rounds as { stake: number; win: number; status: string }[];
    expect(rounds).toHaveLength(10);
    expect(rounds.every((r) => r.stake === 10 && r.status === 'settled')).toBe(true);
    expect(rounds.some((r) => r.win === 25)).toBe(false);
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const net = json(await get(m, API.responsibleNetPosition, { from, to })).value;
    expect(net).toMatchObject({
      deposits: 1_000,
      withdrawals: 0,
      moneyNet: 1_000,
      stakes: 120,
      wins: 25,
      gameNet: -95,
    });
    expect(net.days.length).toBeGreaterThan(0);
    const tooLong = await get(m, API.responsibleNetPosition, { from: '2024-01-01', to: '2025-06-01' });
    expect(tooLong.statusCode).toBe(400);
    const backwards = await get(m, API.responsibleNetPosition, { from: to, to: from });
    expect(backwards.statusCode).toBe(400);
  });

  it('asks the age the brand sets at registration', async () => {
    const res = await register(t.app, uniqueName('age'), 'Secret123', { ageConfirmed: false });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      errorCode: 'rg.age.required',
      value: { field: 'ageConfirmed', minimumAge: 18 },
    });
  });
});
