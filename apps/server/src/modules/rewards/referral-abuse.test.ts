import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords.js';
import { createTestApp, encryptedCall, json, type TestApp } from '../../test/test-app.js';
import type { OperatorActor, OperatorQueue } from '../../lib/operator-queues.js';
import { addBankAccount } from '../../test/withdrawal-kit.js';
import { rowsOf } from '../../db/rows.js';
import { count, get, newMemberFrom, paidDeposit, post, type Member } from '../../test/reward-fixtures.js';

// Referral and free-grant abuse (decisions 019 and 020): accounts opened to farm rewards yield nothing
// that can be withdrawn; rewards of invitees sharing an address or device wait for an operator.
let t: TestApp;
let flags: OperatorQueue;
let support: OperatorActor;
const PAY = '246810';

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000, rateLimit: false });
  flags = t.app.operatorQueues.get('referrals')!;
  const [op] = await rowsOf<{ id: number; merchant_id: number }>(
    t.app.database.db,
    sql`insert into operators (merchant_id, username, username_lower, password_hash, role)
        select id, 'risk01', 'risk01', 'not-a-hash', 'support' from merchants where code = 'demo'
        returning id, merchant_id`,
  );
  support = {
    operatorId: Number(op!.id),
    merchantId: Number(op!.merchant_id),
    username: 'risk01',
    role: 'support',
  };
});
afterAll(async () => t.close());

const codeOf = async (m: Member) => json(await get(t.app, API.referral, m.token)).value.code as string;
const rewardsOf = (memberId: number) =>
  rowsOf<{ id: number; source: string; source_ref: string; status: string }>(
    t.app.database.db,
    sql`select id, source, source_ref, status from member_rewards
         where member_id = ${memberId} and source like 'referral%' order by id`,
  );
const withdrawable = async (m: Member) => {
  const res = await get(t.app, API.withdrawInfo, m.token);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.bonusLock.withdrawable as number;
};

describe('the five-account referral farm', () => {
  it('yields no withdrawable money: nothing at signup, no raffle without a deposit, shared addresses held', async () => {
    const from = { ip: '10.50.0.1', device: 'farm-device-000001' };
    const farmer = await newMemberFrom(t.app, from);
    const code = await codeOf(farmer);
    const accounts: Member[] = [];
    for (let i = 0; i < 5; i++) accounts.push(await newMemberFrom(t.app, from, { referralCode: code }));

    // Every free thing the site offers, claimed by every account.
    const centre = json(await get(t.app, API.rewardCentre, farmer.token)).value;
    for (const m of [farmer, ...accounts]) {
      for (const raffle of centre.raffles) {
        const res = await post(t.app, API.raffleDraw, m.token, { raffleId: raffle.id });
        expect(res.statusCode, res.body).toBe(422);
        expect(json(res).errorCode).toBe('raffle.deposit.required');
      }
      for (const reward of json(await get(t.app, API.rewardCentre, m.token)).value.rewards)
        await post(t.app, API.rewardClaim.replace(':id', String(reward.id)), m.token);
    }
    expect(await rewardsOf(farmer.id)).toEqual([]);
    for (const m of [farmer, ...accounts]) expect(await withdrawable(m)).toBe(0);

    // The farmed accounts deposit: the referrer's rewards share the farmer's address and device.
    for (const m of accounts) await paidDeposit(t.app, m, 100);
    expect(await rewardsOf(farmer.id)).toEqual([]);
    const held = await count(
      t.app,
      sql`select count(*) as n from referral_flags where referrer_id = ${farmer.id} and status = 'review'`,
    );
    expect(held).toBe(5);
    const review = await count(
      t.app,
      sql`select count(*) as n from member_messages where member_id = ${farmer.id} and template = 'referral.review'`,
    );
    expect(review).toBe(5);
    expect(await withdrawable(farmer)).toBe(0);
    // The invitations list says why nothing was paid.
    const invitees = json(
      await get(t.app, `${API.referralInvitees}?pageNo=1&pageSize=10`, farmer.token),
    ).value;
    expect(invitees.list.map((i: { signupReward: string }) => i.signupReward)).toEqual(
      Array(5).fill('review'),
    );

    // The operator sees them in the referral queue.
    const listed = await flags.list(support.merchantId, { pageNo: 1, pageSize: 50 });
    const mine = listed.list.filter((i) => i.memberId === farmer.id);
    expect(mine).toHaveLength(5);
    expect(mine[0]!.detail).toMatchObject({
      source: 'referral_signup',
      reason: expect.stringMatching(/^shared_/),
    });

    // A withdrawal of the referrer is refused: there is no money at all.
    await t.app.database.db.execute(
      sql`update members set payment_password_hash = ${await hashPassword(PAY)} where id = ${farmer.id}`,
    );
    const bank = await addBankAccount(t.app, { ...farmer, merchantId: support.merchantId });
    const res = await encryptedCall(
      t.app,
      'POST',
      API.withdrawals,
      { amount: 100, bankAccountId: bank, paymentPassword: PAY, requestId: randomUUID() },
      { authorization: farmer.token },
    );
    expect(res.statusCode).toBe(422);
  });
});

describe('referral review', () => {
  it('pays the first invitee of an address, holds a second one of the same address, and lets an operator decide', async () => {
    const referrer = await newMemberFrom(t.app, { ip: '10.60.0.1', device: 'referrer-device-0001' });
    const code = await codeOf(referrer);
    const first = await newMemberFrom(
      t.app,
      { ip: '10.60.0.2', device: 'first-device-000001' },
      { referralCode: code },
    );
    const second = await newMemberFrom(
      t.app,
      { ip: '10.60.0.3', device: 'first-device-000001' },
      { referralCode: code },
    );
    const third = await newMemberFrom(
      t.app,
      { ip: '10.60.0.2', device: 'third-device-000001' },
      { referralCode: code },
    );
    const fourth = await newMemberFrom(
      t.app,
      { ip: '10.60.0.4', device: 'fourth-device-00001' },
      { referralCode: code },
    );
    await paidDeposit(t.app, first, 100);
    await paidDeposit(t.app, fourth, 100);
    await paidDeposit(t.app, second, 100);
    await paidDeposit(t.app, third, 100);
    const rewards = await rewardsOf(referrer.id);
    expect(rewards.map((r) => Number(r.source_ref)).sort()).toEqual([first.id, fourth.id].sort());
    const [byDevice, byIp] = await rowsOf<{
      id: number;
      invitee_id: number;
      reason: string;
      shared_with_id: number;
    }>(
      t.app.database.db,
      sql`select id, invitee_id, reason, shared_with_id from referral_flags where referrer_id = ${referrer.id} order by id`,
    );
    expect(byDevice).toMatchObject({
      invitee_id: second.id,
      reason: 'shared_device',
      shared_with_id: first.id,
    });
    expect(byIp).toMatchObject({ invitee_id: third.id, reason: 'shared_ip', shared_with_id: first.id });

    // Approved: the reward is given (once); rejected: dropped.
    await flags.approve(support, Number(byDevice!.id), 'same household, checked');
    await expect(flags.approve(support, Number(byDevice!.id), null)).rejects.toMatchObject({
      statusCode: 409,
    });
    await flags.reject(support, Number(byIp!.id), 'same person');
    const after = await rewardsOf(referrer.id);
    expect(after.map((r) => Number(r.source_ref)).sort()).toEqual([first.id, second.id, fourth.id].sort());
    expect(after.every((r) => r.status === 'available')).toBe(true);
    // Another brand's operator sees none of them.
    expect((await flags.list(support.merchantId + 1000, { pageNo: 1, pageSize: 10 })).totalCount).toBe(0);
  });
});
