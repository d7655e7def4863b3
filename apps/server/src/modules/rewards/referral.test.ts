import { API, REFERRAL_CODE_ALPHABET } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, defaultRules, defaultSettings, seedBrand } from '../../seed/brands.js';
import { seedPayments } from '../../seed/payments.js';
import { createTestApp, json, register, uniqueName, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { newReferralCode } from './referral.service.js';
import {
  count,
  get,
  loginAs,
  newMember,
  newMemberFrom,
  otherBrand,
  paidDeposit,
  playRound,
  post,
  vendorSecret,
  type Member,
} from '../../test/reward-fixtures.js';

let t: TestApp;
let secret: string;
const CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`);

const codeOf = async (m: Member, merchant = 'demo') => {
  const res = await get(t.app, API.referral, m.token, merchant);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.code as string;
};
const rewardsOf = (memberId: number) =>
  rowsOf<{ source: string; source_ref: string; amount: string; status: string }>(
    t.app.database.db,
    sql`select source, source_ref, amount, status from member_rewards where member_id = ${memberId} order by id`,
  );
const availableMessages = (memberId: number) =>
  count(
    t.app,
    sql`select count(*) as n from member_messages where member_id = ${memberId} and template = 'reward.available'`,
  );

beforeAll(async () => {
  t = await createTestApp();
  await otherBrand(t.app);
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'plain',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
  // A brand with a referral programme whose register form has no referral field.
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'norule',
    isDefault: false,
    rules: defaultRules(),
    accounts: [],
    content: [seedPayments],
  });
  secret = await vendorSecret(t.app);
});
afterAll(async () => t.close());

describe('referral code and link', () => {
  it('makes a code of 8 unambiguous characters on first need and keeps it', async () => {
    const m = await newMember(t.app);
    const res = json(await get(t.app, API.referral, m.token)).value;
    expect(res.code).toMatch(CODE);
    expect(res.registerPath).toBe(`/register?referralCode=${res.code}`);
    expect(res.rules).toEqual({ signupReward: 20, playReward: 50, playTurnover: 1000 });
    expect(res.totals).toEqual({ invited: 0, rewardsEarned: 0 });
    expect(await codeOf(m)).toBe(res.code);
    for (let i = 0; i < 200; i++) expect(newReferralCode()).toMatch(CODE);
  });

  it("keeps the seeded demo member's code", async () => {
    const token = await loginAs(t.app, 'player01');
    expect(json(await get(t.app, API.referral, token)).value.code).toBe('LUCKY888');
  });

  it('is refused where the brand has no referral programme', async () => {
    const m = await newMember(t.app, 'plain');
    const res = await get(t.app, API.referral, m.token, 'plain');
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('referral.disabled');
  });
});

describe('referral rewards', () => {
  it("rewards the referrer at the invitee's first paid deposit and at the play turnover, exactly once", async () => {
    const referrer = await newMember(t.app);
    const code = await codeOf(referrer);
    const invitee = await newMemberFrom(
      t.app,
      { ip: '10.20.0.1', device: 'invitee-device-0001' },
      { referralCode: code.toLowerCase() },
    );
    const [link] = await rowsOf<{ referrer_id: number }>(
      t.app.database.db,
      sql`select referrer_id from members where id = ${invitee.id}`,
    );
    expect(Number(link!.referrer_id)).toBe(referrer.id);
    // Registration alone gives nothing; the first paid deposit does, once.
    expect(await rewardsOf(referrer.id)).toEqual([]);
    expect(await availableMessages(referrer.id)).toBe(0);
    await paidDeposit(t.app, invitee, 100);
    await paidDeposit(t.app, invitee, 100);
    expect(await rewardsOf(referrer.id)).toEqual([
      {
        source: 'referral_signup',
        source_ref: String(invitee.id),
        amount: expect.anything(),
        status: 'available',
      },
    ]);
    expect(await availableMessages(referrer.id)).toBe(1);
    const centre = json(await get(t.app, API.rewardCentre, referrer.token)).value;
    expect(centre.rewards[0]).toMatchObject({ amount: 20, turnoverRequired: 60 });
    expect(centre.rewards[0].title).toMatch(/^Referral reward: .+ signed up$/);

    await playRound(t.app, secret, invitee, 600, 100);
    expect(await t.app.scheduler.run('referral.playRewards')).toBe(0);
    await playRound(t.app, secret, invitee, 400);
    // Two runs at once (two instances): one reward, one message.
    const runs = await Promise.all([
      t.app.scheduler.run('referral.playRewards'),
      t.app.scheduler.run('referral.playRewards'),
    ]);
    expect((runs as number[]).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.app.scheduler.run('referral.playRewards')).toBe(0);
    const rewards = await rewardsOf(referrer.id);
    expect(rewards.map((r) => [r.source, Number(r.amount)])).toEqual([
      ['referral_signup', 2_000],
      ['referral_play', 5_000],
    ]);
    expect(await availableMessages(referrer.id)).toBe(2);

    const list = json(await get(t.app, API.referralInvitees, referrer.token)).value;
    expect(list).toMatchObject({ totalCount: 1, totalPages: 1 });
    expect(list.list[0]).toMatchObject({
      validBet: 1000,
      signupReward: 'available',
      playReward: 'available',
    });
    expect(list.list[0].username).not.toBe(invitee.username);
    expect(list.list[0].username).toContain('*');
    expect(json(await get(t.app, API.referral, referrer.token)).value.totals).toEqual({
      invited: 1,
      rewardsEarned: 70,
    });
    // Claiming the signup reward shows in the invitations.
    const [signup] = await rowsOf<{ id: number }>(
      t.app.database.db,
      sql`select id from member_rewards where member_id = ${referrer.id} and source = 'referral_signup'`,
    );
    expect(
      (await post(t.app, API.rewardClaim.replace(':id', String(signup!.id)), referrer.token)).statusCode,
    ).toBe(200);
    expect(json(await get(t.app, API.referralInvitees, referrer.token)).value.list[0].signupReward).toBe(
      'claimed',
    );
    // Another member sees none of these invitations.
    const other = await newMember(t.app);
    expect(json(await get(t.app, API.referralInvitees, other.token)).value.totalCount).toBe(0);
  });

  it('ignores the code where the register rule disables the referral field', async () => {
    const referrer = await newMember(t.app, 'norule');
    const code = await codeOf(referrer, 'norule');
    for (const referralCode of [code, 'ZZZZZZZZ']) {
      const invitee = await newMemberFrom(t.app, { ip: '10.21.0.1', merchant: 'norule' }, { referralCode });
      const [row] = await rowsOf<{ referrer_id: number | null }>(
        t.app.database.db,
        sql`select referrer_id from members where id = ${invitee.id}`,
      );
      expect(row!.referrer_id).toBeNull();
      await paidDeposit(t.app, invitee, 100, 'norule');
    }
    expect(await rewardsOf(referrer.id)).toEqual([]);
  });

  it('refuses a registration with a wrong code (400) and creates no member', async () => {
    const referrer = await newMember(t.app);
    const code = await codeOf(referrer);
    for (const wrong of ['ZZZZZZZZ', 'bad code', '12345678', code.slice(0, 7)]) {
      const username = uniqueName('rw');
      const res = await register(t.app, username, 'Secret123', { referralCode: wrong });
      expect(res.statusCode, wrong).toBe(400);
      expect(json(res)).toMatchObject({
        errorCode: 'register.referral.invalid',
        value: { field: 'referralCode' },
      });
      expect(
        await count(t.app, sql`select count(*) as n from members where username_lower = ${username}`),
      ).toBe(0);
    }
    // A code of another brand is unknown here.
    const res = await register(
      t.app,
      uniqueName('rw'),
      'Secret123',
      { referralCode: code },
      { merchant: 'other' },
    );
    expect(res.statusCode).toBe(400);
    expect(await rewardsOf(referrer.id)).toEqual([]);
  });
});
