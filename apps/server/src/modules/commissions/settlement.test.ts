import { randomUUID } from 'node:crypto';
import { ADMIN_API, AGENT_ERRORS, API, majorToMinor } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { dateInZone, startOfDay, addDays } from '../../lib/date-range.js';
import { hashPassword } from '../../lib/passwords.js';
import { fundMember } from '../../test/funding.js';
import { newMember } from '../../test/members.js';
import { createTestApp, encryptedCall, json, login, type TestApp } from '../../test/test-app.js';
import { playRound, setVendorSecret, vendorCall } from '../../test/vendor.js';
import { createLedger } from '../wallet/index.js';
import { createMemberInbox } from '../rewards/index.js';
import { createContractsRepository } from './contracts.repository.js';
import { createSettlementService } from './settlement.service.js';
import { createSettlementsRepository } from './settlements.repository.js';
import { SETTLEMENT_JOBS } from './index.js';

// Settlement jobs on the real database: amounts recomputed here from the rounds played, exactly once
// under re-runs, parallel runs and a crash, the grace period and the freeze, and the reconciliation.

const ZONE = 'Asia/Manila';
const VENDOR = 'LOTUS';
let t: TestApp;
let secret = '';
let adminToken = '';
/** The app's clock runs this far ahead of the real one (rounds settle at the database's real time). */
let offset = 0;
const clock = () => new Date(Date.now() + offset);

type Agent = { id: number; username: string; token: string };
const rows = <T>(q: ReturnType<typeof sql>) => rowsOf<T>(t.app.database.db, q);
const run = (kind: 'dividend' | 'daily' | 'hourly' | 'realtime') =>
  t.app.scheduler.run(SETTLEMENT_JOBS[kind]);
const auth = (token: string) => ({ merchant: 'demo', authorization: token });

async function member(uplineId: number | null, type = 1): Promise<Agent> {
  const m = await newMember(t.app, { prefix: 'st' });
  await t.app.database.db.execute(
    sql`update members set type = ${type}, upline_id = ${uplineId} where id = ${m.id}`,
  );
  const res = await login(t.app, m.username, 'Secret123');
  expect(res.statusCode, res.body).toBe(200);
  return { id: m.id, username: m.username, token: json(res).value.token as string };
}

const PROCESS = {
  dividend: API.processDividend,
  daily: API.processDailySalary,
  hourly: API.processHourSalary,
  realtime: API.processRealTimeSalary,
} as const;

/** An offer (from the house when `upline` is null) signed by `to`, dated back to `signedAt`. */
async function contract(
  upline: Agent | null,
  to: Agent,
  terms: { kind: keyof typeof PROCESS; [k: string]: unknown },
  signedAt: Date,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: upline ? API.agentContracts : ADMIN_API.adminAgentContracts,
    headers: auth(upline ? upline.token : adminToken),
    payload: { memberId: to.id, terms },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = json(res).value.id as number;
  const body = { id, action: 'sign' };
  const signed =
    terms.kind === 'dividend' || terms.kind === 'daily'
      ? await t.app.inject({
          method: 'GET',
          url: PROCESS[terms.kind],
          headers: auth(to.token),
          query: { id: String(id), action: 'sign' },
        })
      : await t.app.inject({
          method: 'POST',
          url: PROCESS[terms.kind],
          headers: auth(to.token),
          payload: body,
        });
  expect(signed.statusCode, signed.body).toBe(200);
  await t.app.database.db.execute(
    sql`update agent_contracts set decided_at = ${signedAt.toISOString()}::timestamptz where id = ${id}`,
  );
  return id;
}

/** Plays settled rounds for a member (funded first); answers their ids. */
async function play(memberId: number, rounds: [stake: number, payout: number][]) {
  await fundMember(
    t.app,
    memberId,
    rounds.reduce((s, [stake]) => s + stake, 0),
  );
  const ids: string[] = [];
  for (const [stake, payout] of rounds)
    ids.push(
      await playRound(t.app, {
        vendor: VENDOR,
        secret,
        memberId,
        stake,
        payout,
        end: 'credit',
        timestamp: () => clock().getTime(),
      }),
    );
  return ids;
}

const todayStart = () => startOfDay(dateInZone(new Date(), ZONE), ZONE);
const tomorrowStart = () => startOfDay(addDays(dateInZone(new Date(), ZONE), 1), ZONE);
const share = (minor: bigint, percent: number) => (minor * BigInt(Math.round(percent * 100))) / 10_000n;

async function settlementsOf(contractId: number) {
  return rows<{
    id: number;
    period_key: string;
    amount: string;
    status: string;
    rate: number;
    figures: any;
    transfer_id: number | null;
  }>(
    sql`select id, period_key, amount::text as amount, status, rate, figures, transfer_id from agent_settlements
        where contract_id = ${contractId} order by period_from`,
  );
}
const paidTotal = async (contractId: number) =>
  (await settlementsOf(contractId))
    .filter((s) => s.status === 'paid' || s.status === 'forced')
    .reduce((a, s) => a + BigInt(s.amount), 0n);
const transfersOf = async (contractId: number) =>
  rows<{ amount: string; kind: string }>(
    sql`select amount, kind from ledger_transfers where idempotency_key like ${`commission:${contractId}:%`}`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: clock });
  secret = await setVendorSecret(t.app, VENDOR);
  const res = await t.app.inject({
    method: 'POST',
    url: ADMIN_API.adminLogin,
    headers: { merchant: 'demo' },
    payload: { username: 'admin', password: 'Lotus2026' },
  });
  adminToken = json(res).value.token as string;
});
afterAll(async () => t?.close());

describe('amounts', () => {
  it('daily salary: the highest tier reached times the team valid bet of the day, paid by the upline', async () => {
    offset = 0;
    const top = await member(null);
    const mid = await member(top.id);
    const p1 = await member(mid.id, 0);
    const p2 = await member(mid.id, 0);
    const since = todayStart();
    const house = await contract(
      null,
      top,
      { kind: 'daily', tiers: [{ validBet: 0, activeMembers: 0, rate: 3 }] },
      since,
    );
    const tiers = [
      { validBet: 10, activeMembers: 1, rate: 1 },
      { validBet: 100, activeMembers: 2, rate: 2.5 },
      { validBet: 10_000, activeMembers: 2, rate: 3 },
    ];
    const down = await contract(top, mid, { kind: 'daily', tiers }, since);
    await fundMember(t.app, top.id, 1_000);
    await play(p1.id, [
      [50, 0],
      [30, 30],
    ]);
    await play(p2.id, [[80, 200]]);

    offset = tomorrowStart().getTime() - Date.now() + 60_000;
    await run('daily');
    const validBet = majorToMinor(160);
    // Two members played and the valid bet is 160: the second tier (2.5%); the house pays top 3%.
    const [midDay] = await settlementsOf(down);
    expect(midDay).toMatchObject({ period_key: dateInZone(new Date(), ZONE), status: 'paid', rate: 250 });
    expect(BigInt(midDay!.amount)).toBe(share(validBet, 2.5));
    expect(midDay!.figures).toMatchObject({ validBet: 160, activeMembers: 2 });
    const [topDay] = await settlementsOf(house);
    expect(BigInt(topDay!.amount)).toBe(share(validBet, 3));
    const [balance] = await rows<{ balance: string }>(
      sql`select balance from accounts where member_id = ${top.id} and wallet_code = 'MAIN'`,
    );
    expect(BigInt(balance!.balance)).toBe(majorToMinor(1_000) + share(validBet, 3) - share(validBet, 2.5));
    expect((await transfersOf(down)).map((x) => x.kind)).toEqual(['salary']);
    offset = 0;
  });

  it('dividend: the rate of the highest tier reached times the team loss; nothing when the team won', async () => {
    offset = 0;
    const top = await member(null);
    const winner = await member(null);
    const p1 = await member(top.id, 0);
    const p2 = await member(top.id, 0);
    const pw = await member(winner.id, 0);
    const since = todayStart();
    const tiers = [
      { validBet: 0, loss: 0, activeMembers: 0, rate: 10 },
      { validBet: 100, loss: 100, activeMembers: 2, rate: 20 },
      { validBet: 100, loss: 1_000, activeMembers: 2, rate: 40 },
    ];
    const c = await contract(null, top, { kind: 'dividend', cycle: 'D', tiers }, since);
    const w = await contract(null, winner, { kind: 'dividend', cycle: 'D', tiers }, since);
    await play(p1.id, [[100, 0]]);
    await play(p2.id, [[60, 20]]);
    await play(pw.id, [[50, 120]]);
    offset = tomorrowStart().getTime() - Date.now() + 60_000;
    await run('dividend');
    const [s] = await settlementsOf(c);
    const loss = majorToMinor(160) - majorToMinor(20);
    expect(s).toMatchObject({ period_key: `D:${dateInZone(new Date(), ZONE)}`, status: 'paid', rate: 2000 });
    expect(BigInt(s!.amount)).toBe(share(loss, 20));
    expect(s!.figures).toMatchObject({ validBet: 160, payout: 20, loss: 140, activeMembers: 2 });
    const [ws] = await settlementsOf(w);
    expect(ws).toMatchObject({ status: 'nothing', amount: '0', rate: 0 });
    expect(await transfersOf(w)).toEqual([]);
    expect((await transfersOf(c)).map((x) => x.kind)).toEqual(['dividend']);
    offset = 0;
  });

  it('hourly salary: each closed hour, by the tier its valid bet reached', async () => {
    offset = 0;
    const top = await member(null);
    const p = await member(top.id, 0);
    const hourStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const tiers = [
      { validBet: 10, rate: 0.5 },
      { validBet: 100, rate: 1.25 },
    ];
    const c = await contract(null, top, { kind: 'hourly', tiers }, hourStart);
    const ids = await play(p.id, [
      [70, 0],
      [45, 90],
      [3.33, 0],
    ]);
    offset = 3_600_000 + 60_000;
    await run('hourly');
    // Recomputed here: the rounds' hours from the database, each hour's valid bet and its tier.
    const settled = await rows<{ valid_bet: string; settled_at: string }>(
      sql`select valid_bet, settled_at from game_rounds where round_id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    const byHour = new Map<number, bigint>();
    for (const r of settled) {
      const h = Math.floor(new Date(r.settled_at).getTime() / 3_600_000);
      byHour.set(h, (byHour.get(h) ?? 0n) + BigInt(r.valid_bet));
    }
    let expected = 0n;
    for (const v of byHour.values()) {
      const tier = tiers.filter((x) => v >= majorToMinor(x.validBet)).at(-1);
      if (tier) expected += share(v, tier.rate);
    }
    expect(expected).toBeGreaterThan(0n);
    expect(await paidTotal(c)).toBe(expected);
    const list = await settlementsOf(c);
    expect(list[0]!.period_key).toBe(`H:${hourStart.toISOString()}`);
    offset = 0;
  });

  it('real-time salary: each round reaching a tier earns its win or loss rate; a push nothing', async () => {
    offset = 0;
    const top = await member(null);
    const p = await member(top.id, 0);
    const window = new Date(Math.floor(Date.now() / 300_000) * 300_000);
    const tiers = [
      { singleBet: 10, winRate: 0.3, lossRate: 0.6 },
      { singleBet: 100, winRate: 0.5, lossRate: 1.1 },
    ];
    const c = await contract(null, top, { kind: 'realtime', tiers }, window);
    const rounds: [number, number][] = [
      [5, 0], // below the lowest tier
      [10, 30], // won: 0.3%
      [33.33, 0], // lost: 0.6%
      [150, 0], // lost, second tier: 1.1%
      [120, 300], // won, second tier: 0.5%
      [50, 50], // a push
    ];
    await play(p.id, rounds);
    offset = 10 * 60_000 + 60_000;
    await run('realtime');
    let expected = 0n;
    for (const [stake, payout] of rounds) {
      const tier = tiers.filter((x) => stake >= x.singleBet).at(-1);
      if (!tier || stake === payout) continue;
      expected += share(majorToMinor(stake), payout > stake ? tier.winRate : tier.lossRate);
    }
    expect(await paidTotal(c)).toBe(expected);
    const counted = (await settlementsOf(c)).reduce((n, s) => n + Number(s.figures.counted ?? 0), 0);
    expect(counted).toBe(4);
    offset = 0;
  });
});

describe('exactly once', () => {
  async function hourlyChain() {
    const top = await member(null);
    const p = await member(top.id, 0);
    const hourStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const c = await contract(null, top, { kind: 'hourly', tiers: [{ validBet: 0, rate: 1 }] }, hourStart);
    await play(p.id, [[200, 0]]);
    return c;
  }

  it('a re-run and two runs at once pay each period once', async () => {
    offset = 0;
    const c = await hourlyChain();
    offset = 3_600_000 + 60_000;
    await Promise.all([run('hourly'), run('hourly')]);
    await run('hourly');
    const list = await settlementsOf(c);
    expect(new Set(list.map((s) => s.period_key)).size).toBe(list.length);
    const paid = list.filter((s) => s.status === 'paid');
    expect(paid.length).toBeGreaterThan(0);
    expect((await transfersOf(c)).length).toBe(paid.length);
    expect(await paidTotal(c)).toBe(share(majorToMinor(200), 1));
    offset = 0;
  });

  it('a run that fails after claiming the period rolls back both; the next run pays once', async () => {
    offset = 0;
    const c = await hourlyChain();
    offset = 3_600_000 + 60_000;
    const db = t.app.database.db;
    const real = createLedger(db);
    const crashing = {
      ...real,
      transfer: async (...args: Parameters<typeof real.transfer>) => {
        await real.transfer(...args);
        throw new Error('the process died');
      },
    };
    const settlements = createSettlementsRepository(db);
    const broken = createSettlementService({
      db,
      contracts: createContractsRepository(db),
      settlements,
      ledger: crashing,
      inbox: createMemberInbox(),
      now: clock,
    });
    await expect(broken.run('hourly')).rejects.toThrow('the process died');
    expect(await settlementsOf(c)).toEqual([]);
    expect(await transfersOf(c)).toEqual([]);
    await run('hourly');
    expect((await transfersOf(c)).length).toBe(1);
    expect(await paidTotal(c)).toBe(share(majorToMinor(200), 1));
    offset = 0;
  });
});

describe('an upline that cannot pay', () => {
  it('owes until it can pay; once the grace is over the house pays and the upline is frozen', async () => {
    offset = 0;
    const since = todayStart();
    // The house's contract with each top agent reaches no tier: the top agents receive nothing to pay with.
    const far = { kind: 'daily' as const, tiers: [{ validBet: 1_000_000, activeMembers: 0, rate: 5 }] };
    const payer = await member(null);
    const late = await member(null);
    const a = await member(payer.id);
    const b = await member(late.id);
    await contract(null, payer, far, since);
    await contract(null, late, far, since);
    const owed = { kind: 'daily' as const, tiers: [{ validBet: 0, activeMembers: 0, rate: 2 }] };
    const ca = await contract(payer, a, owed, since);
    const cb = await contract(late, b, owed, since);
    await play(a.id, [[100, 0]]);
    await play(b.id, [[100, 0]]);

    offset = tomorrowStart().getTime() - Date.now() + 60_000;
    await run('daily');
    for (const c of [ca, cb])
      expect((await settlementsOf(c))[0]).toMatchObject({ status: 'due', transfer_id: null });
    const [dueBy] = await rows<{ due_by: string }>(
      sql`select due_by from agent_settlements where contract_id = ${ca}`,
    );
    expect(new Date(dueBy!.due_by).getTime()).toBe(tomorrowStart().getTime() + 24 * 3_600_000);

    await fundMember(t.app, payer.id, 50);
    await run('daily');
    expect((await settlementsOf(ca))[0]).toMatchObject({
      status: 'paid',
      amount: String(share(majorToMinor(100), 2)),
    });
    expect((await settlementsOf(cb))[0]!.status).toBe('due');

    offset = tomorrowStart().getTime() - Date.now() + 25 * 3_600_000;
    await run('daily');
    const [forced] = await settlementsOf(cb);
    expect(forced).toMatchObject({ status: 'forced', amount: String(share(majorToMinor(100), 2)) });
    expect(await transfersOf(cb)).toHaveLength(1);
    const [frozen] = await rows<{ frozen_at: string | null; frozen_reason: string }>(
      sql`select frozen_at, frozen_reason from members where id = ${late.id}`,
    );
    expect(frozen!.frozen_at).not.toBeNull();
    expect(frozen!.frozen_reason).toContain(`settlement #${forced!.id}`);
    const [payerRow] = await rows<{ frozen_at: string | null }>(
      sql`select frozen_at from members where id = ${payer.id}`,
    );
    expect(payerRow!.frozen_at).toBeNull();
    const told = await rows<{ member_id: number; template: string }>(
      sql`select member_id, template from member_messages where template in ('commission.frozen.daily', 'commission.forced.daily')
          and member_id in (${late.id}, ${b.id}) order by member_id`,
    );
    expect(told.map((m) => `${Number(m.member_id)}:${m.template}`).sort()).toEqual(
      [`${late.id}:commission.frozen.daily`, `${b.id}:commission.forced.daily`].sort(),
    );

    // Frozen: it signs in and sees why, but cannot bet, withdraw or transfer (back at the real time, where
    // the sealed calls' key is).
    offset = 0;
    const res = await login(t.app, late.username, 'Secret123');
    expect(res.statusCode, res.body).toBe(200);
    const token = json(res).value.token as string;
    const info = json(
      await t.app.inject({ method: 'GET', url: API.consolidatedFunds, headers: auth(token) }),
    ).value;
    expect(info.frozenReason).toContain(`settlement #${forced!.id}`);
    await fundMember(t.app, late.id, 500);
    const bet = () =>
      vendorCall(t.app, {
        vendor: VENDOR,
        op: 'debit',
        secret,
        timestamp: clock().getTime(),
        body: {
          playerId: String(late.id),
          roundId: `F-${randomUUID()}`,
          gameCode: 'G1',
          transactionId: `D-${randomUUID()}`,
          amount: 10,
        },
      });
    const refused = await bet();
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe(AGENT_ERRORS.agentFrozen);
    await t.app.database.db.execute(
      sql`update members set payment_password_hash = ${await hashPassword('246810')} where id = ${late.id}`,
    );
    const [bank] = await rows<{ id: number }>(
      sql`insert into member_bank_accounts (merchant_id, member_id, bank_code, bank_name, account_name,
            account_number_sealed, account_number_last4, account_number_hash)
          select merchant_id, id, 'BDO', 'BDO Unibank', 'Juan Dela Cruz', 'sealed', '1234', ${randomUUID()}
          from members where id = ${late.id} returning id`,
    );
    const money = { paymentPassword: '246810', requestId: randomUUID() };
    const withdrawal = await encryptedCall(
      t.app,
      'POST',
      API.withdrawals,
      { ...money, amount: 200, bankAccountId: Number(bank!.id) },
      auth(token),
    );
    const upline = await encryptedCall(
      t.app,
      'POST',
      API.uplineTransfer,
      { ...money, amount: 20 },
      auth(token),
    );
    const wallet = await t.app.inject({
      method: 'POST',
      url: API.walletTransfer,
      headers: auth(token),
      payload: { from: 'MAIN', to: VENDOR, amount: 20, requestId: randomUUID() },
    });
    for (const r of [withdrawal, upline, wallet]) {
      expect(r.statusCode, r.body).toBe(403);
      expect(json(r).errorCode).toBe(AGENT_ERRORS.agentFrozen);
    }
    const [held] = await rows<{ n: number }>(
      sql`select count(*)::int as n from withdrawal_orders where member_id = ${late.id}`,
    );
    expect(Number(held!.n)).toBe(0);

    // The operator lifts the freeze (audited); bets go through again once the player cache expires.
    // A new operator session: the first one idled out while the clock ran ahead.
    const relog = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminLogin,
      headers: { merchant: 'demo' },
      payload: { username: 'admin', password: 'Lotus2026' },
    });
    const op = json(relog).value.token as string;
    const lifted = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminAgentUnfreeze.replace(':id', String(late.id)),
      headers: { merchant: 'demo', authorization: op },
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    const [audit] = await rows<{ detail: any }>(
      sql`select detail from audit_log where event = 'agent.unfreeze' order by id desc limit 1`,
    );
    expect(audit!.detail).toMatchObject({
      memberId: late.id,
      before: { frozen: true },
      after: { frozen: false },
    });
    offset += 6_000;
    expect((await bet()).statusCode).toBe(200);
    expect(
      json(await t.app.inject({ method: 'GET', url: API.consolidatedFunds, headers: auth(token) })).value
        .frozenReason,
    ).toBeNull();
    offset = 0;
  });
});

describe('my income and the reconciliation', () => {
  it('lists what the caller received and paid, with totals', async () => {
    offset = 0;
    const top = await member(null);
    const mid = await member(top.id);
    const p = await member(mid.id, 0);
    const since = todayStart();
    await contract(null, top, { kind: 'daily', tiers: [{ validBet: 0, activeMembers: 0, rate: 4 }] }, since);
    await contract(top, mid, { kind: 'daily', tiers: [{ validBet: 0, activeMembers: 0, rate: 1 }] }, since);
    // A downline agent whose team did not play: its period settles with nothing, which My income leaves out.
    const idle = await member(top.id);
    await contract(top, idle, { kind: 'daily', tiers: [{ validBet: 0, activeMembers: 0, rate: 1 }] }, since);
    await play(p.id, [[300, 0]]);
    offset = tomorrowStart().getTime() - Date.now() + 60_000;
    await run('daily');
    offset = 0;
    const [idleRow] = await rows<{ status: string }>(
      sql`select status from agent_settlements where member_id = ${idle.id}`,
    );
    expect(idleRow?.status).toBe('nothing');
    const income = (token: string, query: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: API.agentIncome, headers: auth(token), query });
    const top1 = json(await income(top.token, { period: 'today' })).value;
    expect(top1.received).toBe(12);
    expect(top1.paid).toBe(3);
    expect(top1.list.map((s: any) => `${s.direction}:${s.amount}`).sort()).toEqual(['paid:3', 'received:12']);
    expect(top1.list.find((s: any) => s.direction === 'paid')).toMatchObject({
      username: mid.username,
      payer: top.username,
      rate: 1,
    });
    expect(top1.range.startDate).toBe(dateInZone(new Date(), ZONE));
    const daily = json(await income(mid.token, { period: 'today', kind: 'hourly' })).value;
    expect(daily.list).toEqual([]);
    expect(json(await income(mid.token, { period: 'thisWeek' })).value.received).toBe(3);

    for (const [query, code] of [
      [{ period: 'custom' }, AGENT_ERRORS.agentPeriodInvalid],
      [{ period: 'custom', startDate: '2026-01-10', endDate: '2026-01-01' }, AGENT_ERRORS.agentPeriodInvalid],
      [{ period: 'custom', startDate: '2025-01-01', endDate: '2025-12-31' }, AGENT_ERRORS.agentPeriodInvalid],
      [{ period: 'someday' }, 'validation.failed'],
      [{ kind: 'weekly' }, 'validation.failed'],
      [{ pageSize: '1000' }, 'validation.failed'],
    ] as const) {
      const res = await income(top.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(json(res).errorCode).toBe(code);
    }
    expect(json(await income(p.token, {})).errorCode).toBe(AGENT_ERRORS.agentOnly);
  });

  it('the settlements, the ledger and the daily figures agree', async () => {
    const [s] = await rows<{ total: string }>(
      sql`select coalesce(sum(amount), 0) as total from agent_settlements where status in ('paid', 'forced')`,
    );
    const [l] = await rows<{ total: string }>(
      sql`select coalesce(sum(amount), 0) as total from ledger_transfers where kind in ('dividend', 'salary')`,
    );
    const [d] = await rows<{ total: string }>(
      sql`select coalesce(sum(commission), 0) as total from member_daily`,
    );
    expect(BigInt(s!.total)).toBeGreaterThan(0n);
    expect(BigInt(l!.total)).toBe(BigInt(s!.total));
    expect(BigInt(d!.total)).toBe(BigInt(s!.total));
  });
});
