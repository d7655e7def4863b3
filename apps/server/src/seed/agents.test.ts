import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { addDays, dateInZone, startOfDay } from '../lib/date-range.js';
import { createLedger } from '../modules/wallet/index.js';
import { agentGet, valueOf } from '../test/agents.js';
import { createTestApp, json, login, type TestApp } from '../test/test-app.js';
import { HISTORY_DAYS, planTeamActivity } from './agent-activity.js';
import { DEMO_PASSWORD } from './demo-password.js';
import { DEMO_TEAM, TEAM_TOP } from './agents.js';

// The demo brand as a new install seeds it: agent01's team and its last 30 days.

let t: TestApp;
let topId: number;
let teamIds: number[];
const ZONE = 'Asia/Manila';
const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.app.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ demoTeam: true });
  const [top] = await rows<{ id: number }>(
    sql`select m.id from members m join merchants b on b.id = m.merchant_id
         where b.code = 'demo' and m.username_lower = ${TEAM_TOP}`,
  );
  topId = Number(top!.id);
  teamIds = (
    await rows<{ id: number }>(
      sql`select t.descendant_id as id from agent_tree t join members m on m.id = t.descendant_id
           where t.ancestor_id = ${topId} and t.depth >= 1 and m.username_lower <> 'player01'`,
    )
  ).map((r) => Number(r.id));
}, 60_000);
afterAll(async () => t.close());

describe('the demo team', () => {
  it('has sub-agents on three levels below agent01 and members under every agent', async () => {
    const levels = await rows<{ depth: number; agents: number; members: number }>(
      sql`select t.depth, count(*) filter (where m.type <> 0)::int as agents,
                 count(*) filter (where m.type = 0)::int as members
            from agent_tree t join members m on m.id = t.descendant_id
           where t.ancestor_id = ${topId} and t.depth >= 1 group by t.depth order by t.depth`,
    );
    const agentsAt = levels.map((l) => Number(l.agents));
    expect(agentsAt.slice(0, 3)).toEqual([3, 6, 5]);
    expect(agentsAt.slice(3).every((n) => n === 0)).toBe(true);
    expect(levels.map((l) => Number(l.depth))).toEqual([1, 2, 3, 4]);
    expect(teamIds.length).toBeGreaterThanOrEqual(40);
    expect(teamIds.length).toBeLessThanOrEqual(60);
    const lonely = await rows<{ username: string }>(
      sql`select a.username from agent_tree t join members a on a.id = t.descendant_id
           where t.ancestor_id = ${topId} and t.depth >= 1 and a.type <> 0
             and not exists (select 1 from members c where c.upline_id = a.id and c.type = 0)`,
    );
    expect(lonely).toEqual([]);
    const types = await rows<{ type: number }>(
      sql`select distinct m.type from agent_tree t join members m on m.id = t.descendant_id
           where t.ancestor_id = ${topId} and t.depth >= 1 and m.type <> 0 order by m.type`,
    );
    expect(types.map((r) => Number(r.type))).toEqual([1, 2, 41, 42]);
  });

  it('signs in with the demo password', async () => {
    const deepest = DEMO_TEAM[0]!.agents![0]!.agents![0]!;
    const res = await login(t.app, deepest.username, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('deposited and played on most of the last 30 days, never after now', async () => {
    const now = new Date();
    const today = dateInZone(now, ZONE);
    const first = startOfDay(addDays(today, 1 - HISTORY_DAYS), ZONE);
    const [rounds] = await rows<{ n: number; days: number; players: number; earliest: Date; latest: Date }>(
      sql`select count(*)::int as n, count(distinct brand_day(merchant_id, settled_at))::int as days,
                 count(distinct member_id)::int as players, min(created_at) as earliest, max(settled_at) as latest
            from game_rounds where member_id in ${teamIds} and status = 'settled'`,
    );
    expect(Number(rounds!.n)).toBeGreaterThan(500);
    expect(Number(rounds!.days)).toBeGreaterThanOrEqual(25);
    expect(Number(rounds!.players)).toBeGreaterThanOrEqual(Math.floor(teamIds.length * 0.8));
    expect(new Date(rounds!.earliest).getTime()).toBeGreaterThanOrEqual(first.getTime());
    expect(new Date(rounds!.latest).getTime()).toBeLessThanOrEqual(now.getTime());
    const [deposits] = await rows<{ n: number; days: number; members: number; orphans: number }>(
      sql`select count(*)::int as n, count(distinct brand_day(x.merchant_id, x.created_at))::int as days,
                 count(distinct a.member_id)::int as members,
                 count(*) filter (where o.id is null or o.status <> 'paid' or o.amount <> x.amount)::int as orphans
            from ledger_transfers x join accounts a on a.id = x.credit_account_id
            left join deposit_orders o on o.transfer_id = x.id
           where x.kind = 'deposit' and a.member_id in ${teamIds}`,
    );
    expect(Number(deposits!.days)).toBeGreaterThanOrEqual(20);
    expect(Number(deposits!.members)).toBeGreaterThanOrEqual(Math.floor(teamIds.length * 0.8));
    expect(Number(deposits!.orphans)).toBe(0);
    const [transfers] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_transfers x join accounts a on a.id = x.debit_account_id
           where x.kind = 'agent_transfer' and a.member_id in ${teamIds}`,
    );
    expect(Number(transfers!.n)).toBeGreaterThan(0);
  });

  it('wrote every round as the vendor wallet does: a bet, a win when it paid, the two vendor calls', async () => {
    const [bad] = await rows<{ n: number }>(
      sql`select count(*)::int as n from game_rounds r
           where r.member_id in ${teamIds} and (
             (select count(*) from ledger_transfers b where b.round_id = r.id and b.kind = 'bet' and b.amount = r.stake) <> 1
             or (select coalesce(sum(w.amount), 0) from ledger_transfers w where w.round_id = r.id and w.kind = 'win') <> r.payout
             or (select count(*) from vendor_transactions v where v.round_id = r.id) <> 2
             or not exists (select 1 from games g where g.merchant_id = r.merchant_id and g.vendor_code = r.vendor_code
                              and g.game_code = r.game_code and g.game_type = r.game_type))`,
    );
    expect(Number(bad!.n)).toBe(0);
  });

  it('keeps member_daily equal to a recount of the rounds and the ledger, first deposits included', async () => {
    const recount = sql`
      with acc as (select id, member_id from accounts where member_id in ${teamIds}),
      firsts as (select distinct on (a.member_id) x.id from acc a
                   join ledger_transfers x on x.credit_account_id = a.id and x.kind = 'deposit'
                  order by a.member_id, x.created_at, x.id),
      parts as (
        select a.member_id, brand_day(x.merchant_id, x.created_at) as day, x.amount as deposits, 1 as deposit_count,
               case when f.id is null then 0 else x.amount end as first_deposit, 0::bigint as valid_bet,
               0::bigint as payout, 0 as rounds
          from acc a join ledger_transfers x on x.credit_account_id = a.id and x.kind = 'deposit'
          left join firsts f on f.id = x.id
        union all
        select member_id, brand_day(merchant_id, settled_at), 0, 0, 0, valid_bet, payout, 1
          from game_rounds where member_id in ${teamIds} and status = 'settled')
      select member_id, to_char(day, 'YYYY-MM-DD') as day, sum(deposits)::text as deposits,
             sum(deposit_count)::int as deposit_count, sum(first_deposit)::text as first_deposit,
             sum(valid_bet)::text as valid_bet, sum(payout)::text as payout, sum(rounds)::int as rounds
        from parts group by member_id, day order by member_id, day`;
    const stored = sql`
      select member_id, to_char(day, 'YYYY-MM-DD') as day, deposits::text as deposits, deposit_count,
             first_deposit::text as first_deposit, valid_bet::text as valid_bet, payout::text as payout, rounds
        from member_daily where member_id in ${teamIds} order by member_id, day`;
    const expected = await rows(recount);
    expect(expected.length).toBeGreaterThan(200);
    expect(await rows(stored)).toEqual(expected);
    const [firsts] = await rows<{ n: number }>(
      sql`select count(*)::int as n from members m where m.id in ${teamIds} and m.first_deposit_at is distinct from
            (select min(x.created_at) from accounts a join ledger_transfers x on x.credit_account_id = a.id
              where a.member_id = m.id and x.kind = 'deposit')`,
    );
    expect(Number(firsts!.n)).toBe(0);
  });

  it('leaves the ledger balanced', async () => {
    const report = await createLedger(t.app.database.db).check();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('gives agent01 figures in every report of the last 30 days', async () => {
    const session = json(await login(t.app, TEAM_TOP, DEMO_PASSWORD)).value as { token: string };
    const today = dateInZone(new Date(), ZONE);
    const period = { period: 'custom', startDate: addDays(today, 1 - HISTORY_DAYS), endDate: today };
    const overview = valueOf(await agentGet(t.app, API.agentOverview, session, period));
    expect(overview.figures.validBet).toBeGreaterThan(0);
    expect(overview.figures.deposits).toBeGreaterThan(0);
    expect(overview.daily.filter((d: { validBet: number }) => d.validBet > 0).length).toBeGreaterThanOrEqual(
      25,
    );
    const profit = valueOf(await agentGet(t.app, API.agentProfit, session, period));
    expect(profit.list.length).toBeGreaterThanOrEqual(3);
    expect(profit.totals.validBet).toBe(overview.figures.validBet);
    const bets = valueOf(await agentGet(t.app, API.agentBets, session, period));
    expect(bets.totals.count).toBeGreaterThan(500);
    const moves = valueOf(await agentGet(t.app, API.agentTransactions, session, period));
    expect(moves.totals.deposits).toBeGreaterThan(0);
    expect(moves.totals.transfersIn).toBeGreaterThan(0);
  });
});

describe('the team plan', () => {
  it('is the same on every install seeded at the same moment', () => {
    const accounts = [
      {
        username: 'alpha01',
        isAgent: true,
        level: 1,
        createdAt: new Date('2026-01-01T00:00:00Z'),
        members: [1],
      },
      {
        username: 'bravo01',
        isAgent: false,
        level: 2,
        createdAt: new Date('2026-01-05T00:00:00Z'),
        members: [],
      },
    ];
    const games = [{ vendorCode: 'LOTUS', gameType: 'RNG', gameCode: 'g1', gameName: 'Lotus One' }];
    const options = { now: new Date('2026-03-01T12:00:00Z'), timeZone: ZONE };
    const a = planTeamActivity(accounts, games, options);
    expect(planTeamActivity(accounts, games, options)).toEqual(a);
    expect(a.rounds.length).toBeGreaterThan(0);
    expect(a.rounds.every((r) => r.settledAt.getTime() <= options.now.getTime())).toBe(true);
  });
});
