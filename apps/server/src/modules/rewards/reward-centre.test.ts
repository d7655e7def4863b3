import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { memberIdOf } from '../../test/vendor.js';
import { rowsOf } from '../../db/rows.js';
import { createLedger } from '../wallet/index.js';
import { grantBonus } from './bonus.js';
import {
  count,
  get,
  giveReward,
  loginAs,
  newMember,
  otherBrand,
  post,
  type Member,
} from '../../test/reward-fixtures.js';

let t: TestApp;
const claimUrl = (id: number | string) => API.rewardClaim.replace(':id', String(id));
const balance = async (token: string) =>
  json(await get(t.app, API.balance, token)).value.sumBalance as number;

let alice: Member;
let bob: Member;
let stranger: Member;

beforeAll(async () => {
  t = await createTestApp();
  await otherBrand(t.app);
  alice = await newMember(t.app);
  bob = await newMember(t.app);
  stranger = await newMember(t.app, 'other');
});
afterAll(async () => t.close());

const rowsOfBonus = (id: number) =>
  rowsOf<Record<string, unknown>>(t.app.database.db, sql`select * from bonuses where id = ${id}`);

describe('reward centre', () => {
  it("shows the demo member's seeded rewards, the daily raffle and the running promotions", async () => {
    const token = await loginAs(t.app, 'player01');
    const res = await get(t.app, API.rewardCentre, token);
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value.rewards.map((r: any) => [r.title, r.amount, r.turnoverRequired])).toEqual([
      ['Welcome reward', 18, 54],
      ['Promotion reward', 38, 190],
    ]);
    expect(value.raffles).toHaveLength(1);
    expect(value.raffles[0]).toMatchObject({ prizes: [1, 5, 10, 50, 188], drawnToday: null, canDraw: true });
    expect(value.promotions.length).toBeGreaterThan(0);
    for (const p of value.promotions) expect(p.id).toBeTypeOf('number');
    // Titles in the member's language.
    const cn = await t.app.inject({
      method: 'GET',
      url: API.rewardCentre,
      headers: { authorization: token, language: 'CN' },
    });
    expect(json(cn).value.rewards[0].title).toBe('新人欢迎奖励');
    expect(json(await get(t.app, API.rewardSummary, token)).value).toEqual({ available: 3 });
  });

  it('claims a reward once: the bonus is paid with its turnover, a message is posted', async () => {
    const id = await giveReward(t.app, alice, { amount: 2_500n, multiple: 4 });
    const before = await balance(alice.token);
    const res = await post(t.app, claimUrl(id), alice.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ id, amount: 25, turnoverRequired: 100 });
    expect(await balance(alice.token)).toBe(before + 25);
    const [bonus] = await rowsOfBonus(json(res).value.bonusId);
    expect(bonus).toMatchObject({ source: 'reward', source_ref: String(id) });
    expect(
      await count(
        t.app,
        sql`select count(*) as n from member_messages where member_id = ${alice.id}
            and template = 'reward.claimed' and params->>'amount' = '25.00'`,
      ),
    ).toBe(1);
    const again = await post(t.app, claimUrl(id), alice.token);
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe('reward.already.claimed');
    expect(await balance(alice.token)).toBe(before + 25);
    const history = json(await get(t.app, API.rewardHistory, alice.token)).value;
    expect(history.list[0]).toMatchObject({
      kind: 'reward',
      id: json(res).value.bonusId,
      amount: 25,
      title: 'Welcome reward',
    });
    expect(history.totalCount).toBe(1);
  });

  it('refuses an expired reward (422), an unknown one (404) and bad ids (400), moving nothing', async () => {
    const expired = await giveReward(t.app, alice, {
      amount: 1_000n,
      expiresAt: new Date(Date.now() - 1000),
    });
    const before = await balance(alice.token);
    const res = await post(t.app, claimUrl(expired), alice.token);
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe('reward.expired');
    expect(json(await get(t.app, API.rewardCentre, alice.token)).value.rewards).toEqual([]);
    expect((await post(t.app, claimUrl(987654321), alice.token)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const r = await post(t.app, claimUrl(bad), alice.token);
      expect(r.statusCode, bad).toBe(400);
    }
    expect(await balance(alice.token)).toBe(before);
  });

  it("refuses another member's reward, a trial account and another brand's member", async () => {
    const id = await giveReward(t.app, alice, { amount: 1_000n });
    const foreign = await post(t.app, claimUrl(id), bob.token);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).errorCode).toBe('not.found');
    const other = await post(t.app, claimUrl(id), stranger.token, undefined, 'other');
    expect(other.statusCode).toBe(404);
    // A token is only valid for its own brand.
    expect((await post(t.app, claimUrl(id), alice.token, undefined, 'other')).statusCode).toBe(401);
    const trial = await loginAs(t.app, 'trial01');
    for (const [method, url] of [
      ['POST', claimUrl(id)],
      ['GET', API.rewardCentre],
      ['GET', API.rewardSummary],
      ['GET', API.rewardHistory],
      ['GET', API.bonusDetails],
      ['GET', API.referral],
      ['POST', API.raffleDraw],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: trial },
        payload: { raffleId: 1 },
      });
      expect(res.statusCode, url).toBe(403);
      expect(json(res).errorCode).toBe('trial.forbidden');
    }
    expect((await get(t.app, API.rewardCentre)).statusCode).toBe(401);
    // Still claimable by its owner.
    expect((await post(t.app, claimUrl(id), alice.token)).statusCode).toBe(200);
  });

  it('pays exactly once when 50 claims of one reward race', async () => {
    const racer = await newMember(t.app);
    const id = await giveReward(t.app, racer, { amount: 5_000n });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(t.app, claimUrl(id), racer.token)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await balance(racer.token)).toBe(50);
    expect(await count(t.app, sql`select count(*) as n from bonuses where member_id = ${racer.id}`)).toBe(1);
    expect(
      await count(
        t.app,
        sql`select count(*) as n from member_messages where member_id = ${racer.id} and kind <> 'welcome'`,
      ),
    ).toBe(1);
    expect(await ledgerCheck(t.app)).toEqual({ ok: true, problems: [] });
  });

  it('counts claimable rewards in the summary', async () => {
    const m = await newMember(t.app);
    // The daily raffle counts once the member has made a deposit (decision 020).
    expect(json(await get(t.app, API.rewardSummary, m.token)).value.available).toBe(0);
    await fundMember(t.app, m.id, 10);
    expect(json(await get(t.app, API.rewardSummary, m.token)).value.available).toBe(1);
    await giveReward(t.app, m, { amount: 100n });
    await giveReward(t.app, m, { amount: 100n, expiresAt: new Date(Date.now() - 1) });
    expect(json(await get(t.app, API.rewardSummary, m.token)).value.available).toBe(2);
    expect(await memberIdOf(t.app, m.username)).toBe(m.id);
  });

  it('lists in History every bonus credited, whatever paid it, and the badge counts what To claim lists', async () => {
    const m = await newMember(t.app);
    const reward = await giveReward(t.app, m, { amount: 100n });
    const summary = async () => json(await get(t.app, API.rewardSummary, m.token)).value.available as number;
    const centre = async () => json(await get(t.app, API.rewardCentre, m.token)).value;
    const waiting = (c: any) =>
      c.rewards.length + c.raffles.filter((r: any) => r.canDraw && r.drawnToday === null).length;
    expect(await summary()).toBe(waiting(await centre()));
    expect(await summary()).toBeGreaterThanOrEqual(1);

    expect((await post(t.app, claimUrl(reward), m.token)).statusCode).toBe(200);
    // A mission and a referral reward are paid by their own modules, straight into bonuses.
    await t.app.database.db.transaction(async (tx) => {
      const ledger = createLedger(t.app.database.db);
      for (const [source, template] of [
        ['mission', 'mission.claimed'],
        ['referral_signup', 'referral.signup'],
      ] as const)
        await grantBonus(tx, ledger, {
          merchantId: 1,
          memberId: m.id,
          source,
          sourceRef: 'history-test',
          amount: 500n,
          turnoverRequired: 500n,
          template,
          params: { invitee: 'ab***yz' },
        });
    });
    const history = json(await get(t.app, API.rewardHistory, m.token)).value;
    expect(history.list.map((h: any) => h.kind).sort()).toEqual(['mission', 'referral', 'reward']);
    expect(history.list.find((h: any) => h.kind === 'referral').title).toBe(
      'Referral reward: ab***yz signed up',
    );
    expect(await summary()).toBe(waiting(await centre()));
  });

  it('pages the history and validates its query', async () => {
    const m = await newMember(t.app);
    for (let i = 0; i < 3; i++) {
      const id = await giveReward(t.app, m, { amount: 100n });
      expect((await post(t.app, claimUrl(id), m.token)).statusCode).toBe(200);
    }
    const page = json(await get(t.app, `${API.rewardHistory}?pageNo=2&pageSize=2`, m.token)).value;
    expect(page).toMatchObject({ pageNo: 2, pageSize: 2, totalCount: 3, totalPages: 2 });
    expect(page.list).toHaveLength(1);
    for (const q of ['pageNo=0', 'pageSize=500', 'pageNo=x'])
      expect((await get(t.app, `${API.rewardHistory}?${q}`, m.token)).statusCode, q).toBe(400);
  });
});
