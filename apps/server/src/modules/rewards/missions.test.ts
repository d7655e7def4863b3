import { API, maskUsername } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, DEMO_PASSWORD, defaultSettings, seedBrand } from '../../seed/brands.js';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { createTestApp, json, login, uniqueName, type TestApp } from '../../test/test-app.js';
import { newMember as newTestMember } from '../../test/members.js';
import { playRound, setVendorSecret } from '../../test/vendor.js';
import { rowsOf } from '../../db/rows.js';
import { isoWeekKey } from './missions.period.js';

let t: TestApp;
const secrets: Record<string, string> = {};
const rows = <T = Record<string, unknown>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

type Member = { token: string; id: number; username: string };

const newMember = (merchant = 'demo'): Promise<Member> => newTestMember(t.app, { prefix: 'mis', merchant });

/** One round through the vendor wallet API: a debit, then a credit of `payout` (or left open). */
const play = (memberId: number, vendor: string, stake: number, payout: number | 'open' = 0) =>
  playRound(t.app, {
    vendor,
    secret: secrets[vendor]!,
    memberId,
    stake,
    ...(payout === 'open' ? { end: 'open' } : { end: 'credit', payout }),
  });

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? { authorization: token } : {}), ...headers } });
const summary = async (token: string, headers: Record<string, string> = {}) => {
  const res = await get(API.missionSummary, token, headers);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value;
};
const claim = (token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: API.missionClaim,
    payload: body as Record<string, unknown>,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
  });
const board = (token: string, period?: string) =>
  get(`${API.missionLeaderboard}${period ? `?period=${period}` : ''}`, token);

/** The demo missions by what they ask for. */
const mission: Record<string, number> = {};
const byId = (value: any, id: number) => value.missions.find((m: any) => m.id === id);
const balanceOf = async (memberId: number) => {
  const [row] = await rows<{ balance: string }>(
    sql`select balance::text from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
  );
  return Number(row!.balance) / 100;
};
const claimsOf = async (memberId: number) =>
  rows<{ mission_id: number; period_key: string; bonus_id: number | null }>(
    sql`select mission_id, period_key, bonus_id from mission_claims where member_id = ${memberId}`,
  );

beforeAll(async () => {
  t = await createTestApp();
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'lotus2',
    name: 'Second Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
  for (const vendor of ['GOLDPEAK', 'VELVET']) secrets[vendor] = await setVendorSecret(t.app, vendor);
  const list = await rows<{ id: number; metric: string; game_type: string | null; period: string }>(
    sql`select m.id, m.metric, m.game_type, m.period from missions m join merchants b on b.id = m.merchant_id
        where b.code = 'demo'`,
  );
  for (const m of list) mission[`${m.period}:${m.metric}:${m.game_type ?? 'ALL'}`] = Number(m.id);
});
afterAll(async () => t.close());

describe('mission summary', () => {
  it("lists the brand's seven demo missions, nothing done yet, in the asked language", async () => {
    const m = await newMember();
    const value = await summary(m.token);
    expect(value.missions).toHaveLength(7);
    expect(value.claimableCount).toBe(0);
    expect(value.timeZone).toBe('Asia/Manila');
    for (const item of value.missions) {
      expect(item).toMatchObject({ progress: 0, percent: 0, state: 'inProgress' });
      expect(item.title).not.toBe('');
      expect(item.endsAt).toMatch(/^\d{4}-\d{2}-\d{2} 23:59:59$/);
    }
    const slots = byId(value, mission['daily:turnover:RNG']!);
    expect(slots).toMatchObject({
      title: 'Slot spinner',
      metric: 'turnover',
      gameType: 'RNG',
      period: 'daily',
      target: 500,
      reward: 8,
      turnoverMultiple: 3,
    });
    expect(slots.periodKey).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const weekly = byId(value, mission['weekly:turnover:ALL']!);
    expect(weekly.periodKey).toMatch(/^\d{4}-W\d{2}$/);
    expect(byId(value, mission['daily:deposit:ALL']!)).toMatchObject({ gameType: null, target: 200 });
    const cn = await summary(m.token, { language: 'CN' });
    expect(byId(cn, mission['daily:turnover:RNG']!).title).toBe('老虎机达人');
  });

  it('counts settled rounds of the game type: turnover, rounds and wins; open rounds do not count', async () => {
    const m = await newMember();
    await fundMember(t.app, m.id, 2_000);
    await play(m.id, 'GOLDPEAK', 100, 250);
    await play(m.id, 'GOLDPEAK', 100, 0);
    await play(m.id, 'GOLDPEAK', 100, 150);
    await play(m.id, 'VELVET', 50, 0);
    await play(m.id, 'VELVET', 40, 'open');
    const value = await summary(m.token);
    expect(byId(value, mission['daily:turnover:RNG']!)).toMatchObject({
      progress: 300,
      percent: 60,
      state: 'inProgress',
    });
    expect(byId(value, mission['daily:rounds:RNG']!)).toMatchObject({ progress: 3, percent: 15 });
    expect(byId(value, mission['daily:turnover:LIVE']!)).toMatchObject({ progress: 50, percent: 5 });
    expect(byId(value, mission['daily:rounds:FISH']!)).toMatchObject({ progress: 0 });
    expect(byId(value, mission['daily:wins:ALL']!)).toMatchObject({ progress: 2, percent: 66 });
    expect(byId(value, mission['weekly:turnover:ALL']!)).toMatchObject({ progress: 350, percent: 7 });
  });

  it('counts deposit orders paid today for the deposit mission', async () => {
    const m = await newMember();
    const [channel] = await rows<{ id: number }>(
      sql`insert into payment_channels (merchant_id, code, provider, min_amount, max_amount, text)
          select id, ${uniqueName('ch')}, 'manual_bank', 100, 10000000, '{}'::jsonb from merchants where code = 'demo'
          returning id`,
    );
    const order = (amount: number, status: string) =>
      t.app.database.db.execute(
        sql`insert into deposit_orders (merchant_id, member_id, channel_id, order_no, amount, status, decided_at)
            values (1, ${m.id}, ${channel!.id}, ${uniqueName('D')}, ${amount * 100}, ${status}, now())`,
      );
    await order(150, 'paid');
    await order(500, 'rejected');
    await order(60, 'paid');
    const deposit = byId(await summary(m.token), mission['daily:deposit:ALL']!);
    expect(deposit).toMatchObject({ progress: 210, percent: 100, state: 'claimable' });
  });
});

describe('claiming a mission', () => {
  it('refuses a claim before the target with 422 and moves nothing', async () => {
    const m = await newMember();
    await fundMember(t.app, m.id, 500);
    await play(m.id, 'GOLDPEAK', 100, 0);
    const before = await balanceOf(m.id);
    const res = await claim(m.token, { missionId: mission['daily:turnover:RNG'] });
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe('mission.not.reached');
    expect(await balanceOf(m.id)).toBe(before);
    expect(await claimsOf(m.id)).toEqual([]);
  });

  it('pays a reached mission once, as a bonus with its turnover, with a message', async () => {
    const m = await newMember();
    await fundMember(t.app, m.id, 1_000);
    for (let i = 0; i < 5; i++) await play(m.id, 'GOLDPEAK', 100, 0);
    const id = mission['daily:turnover:RNG']!;
    const ready = await summary(m.token);
    expect(byId(ready, id)).toMatchObject({ progress: 500, percent: 100, state: 'claimable' });
    expect(ready.claimableCount).toBe(1);
    const before = await balanceOf(m.id);
    const res = await claim(m.token, { missionId: id });
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value).toMatchObject({ missionId: id, reward: 8, turnoverRequired: 24, balance: before + 8 });
    expect(value.periodKey).toBe(byId(ready, id).periodKey);
    expect(await balanceOf(m.id)).toBe(before + 8);
    const [bonus] = await rows<Record<string, unknown>>(
      sql`select source, source_ref, amount::text, turnover_required::text, template from bonuses
          where member_id = ${m.id}`,
    );
    expect(bonus).toEqual({
      source: 'mission',
      source_ref: `${id}:${value.periodKey}`,
      amount: '800',
      turnover_required: '2400',
      template: 'mission.claimed',
    });
    const claims = await claimsOf(m.id);
    expect(claims).toHaveLength(1);
    expect(claims[0]!.bonus_id).not.toBeNull();
    const messages = await rows<{ template: string; params: unknown }>(
      sql`select template, params from member_messages where member_id = ${m.id} and kind <> 'welcome'`,
    );
    expect(messages).toEqual([{ template: 'mission.claimed', params: { amount: '8.00' } }]);
    const after = await summary(m.token);
    expect(byId(after, id).state).toBe('claimed');
    expect(after.claimableCount).toBe(0);

    const again = await claim(m.token, { missionId: id });
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe('mission.already.claimed');
    expect(await balanceOf(m.id)).toBe(before + 8);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('pays once when 20 claims of the same mission race', async () => {
    const m = await newMember();
    await fundMember(t.app, m.id, 500);
    for (let i = 0; i < 3; i++) await play(m.id, 'VELVET', 10, 25);
    const id = mission['daily:wins:ALL']!;
    const before = await balanceOf(m.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(m.token, { missionId: id })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await balanceOf(m.id)).toBe(before + 5);
    expect(await claimsOf(m.id)).toHaveLength(1);
    const bonuses = await rows(sql`select id from bonuses where member_id = ${m.id}`);
    expect(bonuses).toHaveLength(1);
    const messages = await rows(
      sql`select id from member_messages where member_id = ${m.id} and kind <> 'welcome'`,
    );
    expect(messages).toHaveLength(1);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('answers 400 for a bad mission id and 404 for an unknown one, moving nothing', async () => {
    const m = await newMember();
    for (const body of [{}, { missionId: 'abc' }, { missionId: 0 }, { missionId: -3 }, { missionId: 1.5 }]) {
      const res = await claim(m.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).success).toBe(false);
    }
    const unknown = await claim(m.token, { missionId: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(await claimsOf(m.id)).toEqual([]);
  });

  it('refuses visitors, trial accounts and members of another brand', async () => {
    const id = mission['daily:turnover:RNG']!;
    expect((await claim(undefined, { missionId: id })).statusCode).toBe(401);
    expect((await get(API.missionSummary)).statusCode).toBe(401);
    expect((await get(API.missionLeaderboard)).statusCode).toBe(401);

    const trialToken = json(await login(t.app, 'trial01', DEMO_PASSWORD)).value.token as string;
    for (const res of [
      await claim(trialToken, { missionId: id }),
      await get(API.missionSummary, trialToken),
      await board(trialToken),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res).errorCode).toBe('trial.forbidden');
    }

    const other = await newMember('lotus2');
    // Its token is not valid on the demo brand, and the demo brand's missions are not its brand's.
    expect((await claim(other.token, { missionId: id })).statusCode).toBe(401);
    const foreign = await claim(other.token, { missionId: id }, { merchant: 'lotus2' });
    expect(foreign.statusCode).toBe(404);
    const own = json(await get(API.missionSummary, other.token, { merchant: 'lotus2' })).value;
    expect(own).toMatchObject({ missions: [], claimableCount: 0 });
    expect(await claimsOf(other.id)).toEqual([]);
  });
});

describe('mission leaderboard', () => {
  it('ranks members by valid bets of the period, masks usernames and shows your own place', async () => {
    const big = [await newMember(), await newMember(), await newMember()];
    const stakes = [3_000, 5_000, 4_000];
    for (const [i, m] of big.entries()) {
      await fundMember(t.app, m.id, 10_000);
      await play(m.id, 'GOLDPEAK', stakes[i]!, 0);
    }
    await play(big[0]!.id, 'VELVET', 500, 'open');
    const idle = await newMember();

    const res = await board(big[0]!.token);
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value.period).toBe('daily');
    const list = value.list as any[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(list.map((r) => r.rank)).toEqual(list.map((_, i) => i + 1));
    for (let i = 1; i < list.length; i++) expect(list[i].turnover).toBeLessThanOrEqual(list[i - 1].turnover);
    // These three bet more than any other member of this file.
    expect(list.slice(0, 3).map((r) => r.username)).toEqual(
      [big[1]!, big[2]!, big[0]!].map((m) => maskUsername(m.username)),
    );
    expect(list.slice(0, 3).map((r) => r.turnover)).toEqual([5_000, 4_000, 3_000]);
    for (const row of list) {
      expect(row.username).toMatch(/^\w{2}\*{3}\w{2}$/);
      expect(row.username).not.toContain('mis');
    }
    expect(list.filter((r) => r.mine)).toEqual([expect.objectContaining({ rank: 3, turnover: 3_000 })]);
    expect(value.me).toEqual({ rank: 3, turnover: 3_000, username: maskUsername(big[0]!.username) });

    const mine = json(await board(idle.token)).value;
    expect(mine.me).toMatchObject({ rank: null, turnover: 0 });
    expect(mine.list.some((r: any) => r.mine)).toBe(false);

    const weekly = json(await board(big[1]!.token, 'weekly')).value;
    expect(weekly.periodKey).toMatch(/^\d{4}-W\d{2}$/);
    expect(weekly.me.rank).toBe(1);
    expect(weekly.list[0]).toMatchObject({ rank: 1, turnover: 5_000, mine: true });
  });

  it('refuses an unknown period and keeps other brands apart', async () => {
    const m = await newMember();
    const bad = await board(m.token, 'monthly');
    expect(bad.statusCode).toBe(400);
    const other = await newMember('lotus2');
    const res = await get(API.missionLeaderboard, other.token, { merchant: 'lotus2' });
    expect(res.statusCode).toBe(200);
    expect(json(res).value.list).toEqual([]);
  });
});

describe('periods and masks', () => {
  it('names ISO weeks by their Thursday', () => {
    expect(isoWeekKey('2026-11-23')).toBe('2026-W48');
    expect(isoWeekKey('2024-12-30')).toBe('2025-W01');
    expect(isoWeekKey('2021-01-04')).toBe('2021-W01');
    expect(isoWeekKey('2020-12-28')).toBe('2020-W53');
  });

  it('masks usernames', () => {
    expect(maskUsername('player01')).toBe('pl***01');
    expect(maskUsername('abc')).toBe('a***');
  });
});
