import { randomUUID } from 'node:crypto';
import { API, minorToMajor } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { addDays, dateInZone } from '../../lib/date-range.js';
import { agentGet, agentTransfer, newAgent, valueOf, type Agent } from '../../test/agents.js';
import { paidDeposit, playRound, vendorSecret } from '../../test/reward-fixtures.js';
import { fundMember } from '../../test/funding.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLedger } from '../wallet/index.js';
import { createDailyFigures } from './index.js';
import { createRollupRepository } from './rollup.repository.js';
import { rollUpClosedDays } from './rollup.js';

// The team reports after real play, checked against sums worked out independently from the rounds and
// the ledger (never from member_daily, which the reports read).
let t: TestApp;
let agent: Agent;
let m1: Agent;
let sub: Agent;
let m2: Agent;
let m3: Agent;
let period: { period: 'custom'; startDate: string; endDate: string };
let secret: Awaited<ReturnType<typeof vendorSecret>>;

const ids = (...ms: Agent[]) =>
  sql.join(
    ms.map((m) => sql`${m.id}`),
    sql`, `,
  );

/** Sums of the members' rounds and ledger movements, straight from game_rounds and ledger_transfers. */
async function independent(...ms: Agent[]) {
  const [r] = await rowsOf(
    t.app.database.db,
    sql`select coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(payout), 0) as payout,
               coalesce(sum(stake), 0) as stake, count(*) as rounds, count(distinct member_id) as active
          from game_rounds where member_id in (${ids(...ms)}) and status = 'settled'`,
  );
  const [l] = await rowsOf(
    t.app.database.db,
    sql`select coalesce(sum(x.amount) filter (where x.kind = 'deposit' and c.member_id is not null), 0) as deposits,
               coalesce(sum(x.amount) filter (where x.kind = 'bonus' and c.member_id is not null), 0) as bonus,
               coalesce(sum(x.amount) filter (where x.kind = 'withdrawal_hold' and d.member_id is not null), 0)
                 - coalesce(sum(x.amount) filter (where x.kind = 'withdrawal_release' and c.member_id is not null), 0)
                 as withdrawals
          from ledger_transfers x
          left join accounts c on c.id = x.credit_account_id and c.member_id in (${ids(...ms)})
          left join accounts d on d.id = x.debit_account_id and d.member_id in (${ids(...ms)})`,
  );
  const n = (v: unknown) => minorToMajor(BigInt(String(v)));
  const validBet = n(r!.valid_bet);
  const payout = n(r!.payout);
  const bonus = n(l!.bonus);
  return {
    figures: {
      deposits: n(l!.deposits),
      withdrawals: n(l!.withdrawals),
      validBet,
      payout,
      bonus,
      commission: 0,
      profitLoss: Math.round((payout + bonus - validBet) * 100) / 100,
    },
    stake: n(r!.stake),
    rounds: Number(r!.rounds),
    active: Number(r!.active),
  };
}

/** A bonus and a withdrawal hold, as the rewards and withdrawals modules move them (real ledger transfers). */
async function bonusAndHold(member: Agent, bonus: number, hold: number) {
  const ledger = createLedger(t.app.database.db);
  await t.app.database.db.transaction(async (tx) => {
    const [b] = await rowsOf<{ id: number }>(
      tx,
      sql`select merchant_id as id from members where id = ${member.id}`,
    );
    const brand = Number(b!.id);
    const main = await ledger.memberAccountId(tx, brand, member.id);
    await ledger.transfer(tx, {
      merchantId: brand,
      debitAccountId: await ledger.houseAccountId(tx, brand, 'bonus'),
      creditAccountId: main,
      amount: BigInt(bonus * 100),
      kind: 'bonus',
      reference: 'test bonus',
      idempotencyKey: `test-bonus:${randomUUID()}`,
    });
    await ledger.transfer(tx, {
      merchantId: brand,
      debitAccountId: main,
      creditAccountId: await ledger.houseAccountId(tx, brand, 'pending'),
      amount: BigInt(hold * 100),
      kind: 'withdrawal_hold',
      reference: 'test hold',
      idempotencyKey: `test-hold:${randomUUID()}`,
    });
  });
}

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000, rateLimit: false });
  secret = await vendorSecret(t.app);
  agent = await newAgent(t.app);
  m1 = await newAgent(t.app, { type: 0, upline: agent });
  sub = await newAgent(t.app, { type: 2, upline: agent });
  m2 = await newAgent(t.app, { type: 0, upline: sub });
  m3 = await newAgent(t.app, { type: 0, upline: sub });
  await paidDeposit(t.app, m1, 300);
  await paidDeposit(t.app, m2, 150);
  await playRound(t.app, secret, m1, 40, 100);
  await playRound(t.app, secret, m1, 25, 0);
  await playRound(t.app, secret, m2, 60, 12.5);
  await playRound(t.app, secret, sub, 10, 30);
  // The agent's own play counts in its profit report, never in its team overview.
  await playRound(t.app, secret, agent, 500, 0);
  await bonusAndHold(m2, 20, 35);
  const today = dateInZone(new Date(), 'Asia/Manila');
  period = { period: 'custom', startDate: addDays(today, -1), endDate: addDays(today, 1) };
});
afterAll(async () => t.close());

const sumDaily = (daily: Record<string, number>[], key: string) =>
  Math.round(daily.reduce((s, d) => s + d[key]!, 0) * 100) / 100;

describe('team overview', () => {
  it("adds up the team's rounds and money (the agent not counted)", async () => {
    const o = valueOf(await agentGet(t.app, API.agentOverview, agent, period));
    const want = await independent(m1, sub, m2, m3);
    expect(o.figures).toEqual(want.figures);
    expect(o.teamSize).toBe(4);
    expect(o.directCount).toBe(2);
    expect(o.registrations).toBe(4);
    expect(o.activeMembers).toBe(3);
    // Every funded member's first deposit: m1 and m2 paid deposits; the others were funded to play.
    const [first] = await rowsOf(
      t.app.database.db,
      sql`select count(*) as n, coalesce(sum(amount), 0) as amount from (
            select distinct on (c.member_id) x.amount from ledger_transfers x
              join accounts c on c.id = x.credit_account_id
             where x.kind = 'deposit' and c.member_id in (${ids(m1, sub, m2, m3)})
             order by c.member_id, x.id) f`,
    );
    expect(o.firstDeposits).toEqual({
      count: Number(first!.n),
      amount: minorToMajor(BigInt(String(first!.amount))),
    });
    const [bal] = await rowsOf(
      t.app.database.db,
      sql`select sum(balance) as b from accounts where wallet_code = 'MAIN' and member_id in (${ids(m1, sub, m2, m3)})`,
    );
    expect(o.teamBalance).toBe(minorToMajor(BigInt(String(bal!.b))));
    expect(o.daily.map((d: { day: string }) => d.day)).toEqual([
      period.startDate,
      addDays(period.startDate, 1),
      period.endDate,
    ]);
    for (const key of ['deposits', 'withdrawals', 'validBet', 'payout', 'bonus', 'profitLoss'])
      expect(sumDaily(o.daily, key), key).toBe(o.figures[key]);
    expect(sumDaily(o.daily, 'registrations')).toBe(4);
  });

  it('shows an empty team with zeros on every day', async () => {
    const lonely = await newAgent(t.app);
    const o = valueOf(await agentGet(t.app, API.agentOverview, lonely, { period: 'lastWeek' }));
    expect(o.teamSize).toBe(0);
    expect(o.daily).toHaveLength(7);
    expect(o.daily.every((d: { validBet: number }) => d.validBet === 0)).toBe(true);
    expect(o.figures.profitLoss).toBe(0);
  });
});

describe('profit and loss', () => {
  it('rolls each direct downline up with its subtree, and the totals over the whole tree', async () => {
    const p = valueOf(await agentGet(t.app, API.agentProfit, agent, period));
    const strip = ({
      memberId: _m,
      username: _u,
      isAgent: _a,
      teamSize: _t,
      ...f
    }: Record<string, unknown>) => f;
    expect(strip(p.own)).toEqual((await independent(agent)).figures);
    expect(p.own).toMatchObject({ memberId: agent.id, isAgent: true, teamSize: 5 });
    const rows = new Map(p.list.map((r: { memberId: number }) => [r.memberId, r]));
    expect(p.list).toHaveLength(2);
    expect(strip(rows.get(m1.id) as never)).toEqual((await independent(m1)).figures);
    expect(strip(rows.get(sub.id) as never)).toEqual((await independent(sub, m2, m3)).figures);
    expect(rows.get(sub.id)).toMatchObject({ isAgent: true, teamSize: 3 });
    expect(rows.get(m1.id)).toMatchObject({ isAgent: false, teamSize: 1 });
    expect(p.totals).toEqual((await independent(agent, m1, sub, m2, m3)).figures);
    expect(p.breadcrumb).toEqual([{ id: agent.id, username: agent.username }]);

    const down = valueOf(await agentGet(t.app, API.agentProfit, agent, { ...period, parentId: sub.id }));
    expect(down.breadcrumb.map((b: { id: number }) => b.id)).toEqual([agent.id, sub.id]);
    expect(strip(down.own)).toEqual((await independent(sub)).figures);
    expect(down.list.map((r: { memberId: number }) => r.memberId).sort()).toEqual([m2.id, m3.id].sort());
    expect(down.totals).toEqual((await independent(sub, m2, m3)).figures);
  });

  it('agrees with member_daily recomputed from the ledger and the rounds', async () => {
    const daily = createDailyFigures(t.app.database.db);
    const members = [agent, m1, sub, m2, m3].map((m) => m.id);
    const recomputed = await daily.recompute(members);
    expect(await daily.stored(members)).toEqual(recomputed);
    const p = valueOf(await agentGet(t.app, API.agentProfit, agent, period));
    const total = (k: 'validBet' | 'payout' | 'deposits' | 'bonus' | 'withdrawals') =>
      minorToMajor(recomputed.reduce((s, r) => s + r[k], 0n));
    for (const k of ['validBet', 'payout', 'deposits', 'bonus', 'withdrawals'] as const)
      expect(p.totals[k], k).toBe(total(k));
    // A repair gives the same rows back.
    await daily.rebuild(members);
    expect(await daily.stored(members)).toEqual(recomputed);
  });
});

describe('team bets and transactions', () => {
  it("lists the team's settled rounds with totals over every matching round", async () => {
    const b = valueOf(await agentGet(t.app, API.agentBets, agent, { ...period, pageSize: 2 }));
    const want = await independent(m1, sub, m2, m3);
    expect(b.totals).toMatchObject({
      count: want.rounds,
      validBet: want.figures.validBet,
      stake: want.stake,
    });
    expect(b.totalCount).toBe(4);
    expect(b.list).toHaveLength(2);
    expect(b.list.every((r: { username: string }) => r.username !== agent.username)).toBe(true);
    const only = valueOf(await agentGet(t.app, API.agentBets, agent, { ...period, username: m2.username }));
    expect(only.list.map((r: { username: string }) => r.username)).toEqual([m2.username]);
    expect(only.totals.winLoss).toBe(-47.5);
    const none = valueOf(await agentGet(t.app, API.agentBets, agent, { ...period, vendor: 'NOPE' }));
    expect(none.totals.count).toBe(0);
  });

  it("lists the team's deposits, withdrawals and transfers with totals", async () => {
    const sent = await agentTransfer(t.app, API.agentTransfer, agent, { memberId: m1.id, amount: 0 });
    expect(sent.statusCode).toBe(400);
    await fundMember(t.app, agent.id, 100);
    valueOf(await agentTransfer(t.app, API.agentTransfer, agent, { memberId: m1.id, amount: 25 }));
    const tx = valueOf(await agentGet(t.app, API.agentTransactions, agent, period));
    const want = await independent(m1, sub, m2, m3);
    expect(tx.totals).toEqual({
      deposits: want.figures.deposits,
      withdrawals: want.figures.withdrawals,
      transfersIn: 25,
      transfersOut: 0,
    });
    const transfers = valueOf(
      await agentGet(t.app, API.agentTransactions, agent, { ...period, kind: 'transfer' }),
    );
    expect(transfers.list).toEqual([
      expect.objectContaining({
        username: m1.username,
        kind: 'transfer',
        amount: 25,
        reference: agent.username,
      }),
    ]);
    const withdrawals = valueOf(
      await agentGet(t.app, API.agentTransactions, agent, { ...period, kind: 'withdrawal' }),
    );
    expect(withdrawals.list).toEqual([expect.objectContaining({ username: m2.username, amount: -35 })]);
  });
});

describe("today's snapshot and active members over several days", () => {
  const D = () => dateInZone(new Date(), 'Asia/Manila');
  const overviewOf = async (startDate: string, endDate: string) =>
    valueOf(await agentGet(t.app, API.agentOverview, agent, { period: 'custom', startDate, endDate }));

  it('counts each active member once over a period, the same from the rolled days as summed live', async () => {
    // Past days written as the triggers would have (no rollup has run yet in this file).
    const day = (n: number) => addDays(D(), -n);
    const active: [Agent, number, number][] = [
      [m1, 30, 1],
      [m1, 20, 2],
      [m1, 5, 1],
      [m1, 3, 1],
      [m1, 2, 3],
      [m2, 12, 1],
      [m2, 2, 1],
      [m3, 40, 1],
      [m3, 4, 0], // a deposit only: not active
      [agent, 5, 4], // the agent's own play: never in its team
    ];
    for (const [m, back, rounds] of active)
      await t.app.database.db.execute(
        sql`insert into member_daily (merchant_id, member_id, day, valid_bet, rounds)
            select merchant_id, id, ${day(back)}::date, ${rounds * 1000}, ${rounds} from members where id = ${m.id}`,
      );
    const periods: [number, number, number][] = [
      [4, 2, 2],
      [15, 6, 1],
      [45, 2, 3],
      [25, 10, 2],
      [45, 0, 4], // today too: m1, m2 and sub played today
    ];
    for (const [from, to, expected] of periods)
      expect((await overviewOf(day(from), day(to))).activeMembers, `${from}..${to}`).toBe(expected);

    const repo = createRollupRepository(t.app.database.db);
    expect(await rollUpClosedDays(repo, () => new Date())).toBeGreaterThanOrEqual(40);
    for (const [from, to, expected] of periods) {
      const rolled = await overviewOf(day(from), day(to));
      expect(rolled.activeMembers, `rolled ${from}..${to}`).toBe(expected);
    }
    // The daily chart keeps each day's own count.
    const chart = (await overviewOf(day(3), day(2))).daily;
    expect(chart.map((d: { activeMembers: number }) => d.activeMembers)).toEqual([1, 2]);
  });

  it("answers today from the minute's snapshot, labelled with its time, and follows play at the next run", async () => {
    const repo = createRollupRepository(t.app.database.db);
    await rollUpClosedDays(repo, () => new Date());
    const taken = await overviewOf(D(), D());
    expect(taken.asOf).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await playRound(t.app, secret, m1, 7, 0);
    await fundMember(t.app, m2.id, 50);
    // Until the next run the snapshot stands: the same figures and balance.
    const stale = await overviewOf(D(), D());
    expect(stale.figures).toEqual(taken.figures);
    expect(stale.teamBalance).toBe(taken.teamBalance);
    await rollUpClosedDays(repo, () => new Date());
    const fresh = await overviewOf(D(), D());
    expect(fresh.figures.validBet).toBe(taken.figures.validBet + 7);
    // The round's stake is funded before it is staked: only the 50 moves the balance.
    expect(fresh.teamBalance).toBe(taken.teamBalance + 50);
    const profit = valueOf(await agentGet(t.app, API.agentProfit, agent, period));
    expect(profit.asOf).toBe(fresh.asOf);
  });
});

// Last in this file: it rolls today up as if it had closed.
describe('rolled-up days', () => {
  it('answers the same figures from team_daily as from member_daily, and forgets them when a member moves', async () => {
    const before = {
      overview: valueOf(await agentGet(t.app, API.agentOverview, agent, period)),
      profit: valueOf(await agentGet(t.app, API.agentProfit, agent, period)),
      down: valueOf(await agentGet(t.app, API.agentProfit, agent, { ...period, parentId: sub.id })),
    };
    const repo = createRollupRepository(t.app.database.db);
    const dayAfterTomorrow = () => new Date(Date.now() + 2 * 86_400_000);
    expect(await rollUpClosedDays(repo, dayAfterTomorrow)).toBeGreaterThan(0);
    // Nothing left to roll: a second run writes no day.
    expect(await rollUpClosedDays(repo, dayAfterTomorrow)).toBe(0);
    const [rolled] = await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from team_daily where agent_id = ${agent.id}`,
    );
    expect(rolled!.n).toBeGreaterThan(0);
    // The same figures; only the snapshot's label goes (today is now a rolled day).
    const unlabelled = (v: Record<string, unknown>) => ({ ...v, asOf: null });
    expect(valueOf(await agentGet(t.app, API.agentOverview, agent, period))).toEqual(
      unlabelled(before.overview),
    );
    expect(valueOf(await agentGet(t.app, API.agentProfit, agent, period))).toEqual(unlabelled(before.profit));
    expect(valueOf(await agentGet(t.app, API.agentProfit, agent, { ...period, parentId: sub.id }))).toEqual(
      unlabelled(before.down),
    );

    // m3 moves under the agent: the brand's rolled days are forgotten, and the reports follow the new tree.
    await t.app.database.db.execute(sql`update members set upline_id = ${agent.id} where id = ${m3.id}`);
    const [left] = await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select (select count(*) from team_rollups) + (select count(*) from team_daily) as n`,
    );
    expect(Number(left!.n)).toBe(0);
    const moved = valueOf(await agentGet(t.app, API.agentProfit, agent, period));
    expect(moved.list).toHaveLength(3);
    expect(moved.totals).toEqual(before.profit.totals);
  });
});
