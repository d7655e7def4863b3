import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API } from '@platform/contracts';
import {
  call,
  channelOf,
  createOrder,
  newMember,
  rows,
  signedCallback,
  type Member,
} from '../../../test/deposit-kit.js';
import { ledgerCheck } from '../../../test/funding.js';
import { newMemberFrom } from '../../../test/reward-fixtures.js';
import { statementsOf } from '../../../test/round-trips.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { HOUSE_SHARDS } from '../../wallet/index.js';

// A paid sandbox callback credits the member through the member's shard of the brand's cash account, in
// as few statements as its parts allow (decision records 035 and 041), counted at the driver.
let t: TestApp;
let sandbox: { id: number; secret: string };

async function paid(who: Member, amount: number, reference: string) {
  const order = json(await createOrder(t.app, who, { channelId: sandbox.id, amount })).value as {
    orderNo: string;
  };
  return statementsOf(t.app, () =>
    signedCallback(t.app, {
      secret: sandbox.secret,
      body: { orderNo: order.orderNo, amount, gatewayReference: reference, status: 'paid' },
    }),
  );
}

const cashDebited = async (memberId: number) =>
  rows<{ shard: number; n: string }>(
    t.app,
    sql`select c.shard, count(*) as n from ledger_transfers x
        join accounts c on c.id = x.debit_account_id join accounts m on m.id = x.credit_account_id
        where m.member_id = ${memberId} and x.kind = 'deposit' and c.kind = 'cash'
        group by c.shard`,
  );

beforeAll(async () => {
  t = await createTestApp({ rateLimit: false });
  sandbox = await channelOf(t.app, 'sandbox');
});
afterAll(async () => t.close());

it('credits a paid callback in two statements, the money, the message and the record in one', async () => {
  const m = await newMember(t.app);
  // The first deposit reads (and remembers) the member's cash shard.
  expect((await paid(m, 100, 'GW-RT-1')).result.statusCode).toBe(200);
  const { result, sent } = await paid(m, 250, 'GW-RT-2');
  expect(result.statusCode, result.body).toBe(200);
  expect(json(result).value).toMatchObject({ status: 'paid', credited: true });
  // The order with its channel, then the database's deposit_callback_paid, its own transaction.
  expect(sent).toHaveLength(2);
  expect(sent[1]).toMatch(/deposit_callback_paid\(/);
  const [wallet] = await rows<{ balance: string }>(
    t.app,
    sql`select balance::text from accounts where member_id = ${m.id} and wallet_code = 'MAIN'`,
  );
  expect(wallet!.balance).toBe('35000');
  // What the general way writes, written here too: the order's transfer, the message, the callback.
  const [order] = await rows<{ status: string; transfer: string; amount: string; kind: string }>(
    t.app,
    sql`select o.status, x.amount::text as amount, x.kind, x.id::text as transfer from deposit_orders o
        join ledger_transfers x on x.id = o.transfer_id where o.gateway_reference = 'GW-RT-2'`,
  );
  expect(order).toMatchObject({ status: 'paid', amount: '25000', kind: 'deposit' });
  const messages = await rows<{ template: string; params: Record<string, unknown> }>(
    t.app,
    sql`select template, params from member_messages where member_id = ${m.id} and kind = 'deposit' order by id`,
  );
  expect(messages.map((x) => x.template)).toEqual(['deposit.credited', 'deposit.credited']);
  expect(messages[1]!.params).toMatchObject({ amount: '250.00' });
  const recorded = await rows<{ outcome: string; valid: boolean }>(
    t.app,
    sql`select outcome, signature_valid as valid from payment_callbacks
        where payload->>'gatewayReference' in ('GW-RT-1', 'GW-RT-2') order by id`,
  );
  expect(recorded).toEqual([
    { outcome: 'credited', valid: true },
    { outcome: 'credited', valid: true },
  ]);
});

it('answers a repeated paid callback with the order as it is, recorded as a duplicate, nothing moved', async () => {
  const m = await newMember(t.app);
  const order = json(await createOrder(t.app, m, { channelId: sandbox.id, amount: 70 })).value as {
    orderNo: string;
  };
  const again = () =>
    signedCallback(t.app, {
      secret: sandbox.secret,
      body: { orderNo: order.orderNo, amount: 70, gatewayReference: 'GW-RT-DUP', status: 'paid' },
    });
  expect(json(await again()).value).toMatchObject({ status: 'paid', credited: true });
  const second = await again();
  expect(second.statusCode, second.body).toBe(200);
  expect(json(second).value).toMatchObject({ status: 'paid', credited: false });
  const recorded = await rows<{ outcome: string }>(
    t.app,
    sql`select outcome from payment_callbacks where payload->>'gatewayReference' = 'GW-RT-DUP' order by id`,
  );
  expect(recorded.map((r) => r.outcome)).toEqual(['credited', 'duplicate']);
  const [wallet] = await rows<{ balance: string }>(
    t.app,
    sql`select balance::text from accounts where member_id = ${m.id} and wallet_code = 'MAIN'`,
  );
  expect(wallet!.balance).toBe('7000');
});

it("credits a referred member's paid callback the general way, and rewards the referrer once", async () => {
  const referrer = await newMember(t.app);
  const code = (json(await call(t.app, 'GET', API.referral, referrer)).value as { code: string }).code;
  const invitee = await newMemberFrom(
    t.app,
    { ip: '10.21.0.1', device: 'rt-invitee-device-01' },
    { referralCode: code },
  );
  const who: Member = { ...invitee, merchant: 'demo' };
  const { result, sent } = await paid(who, 100, 'GW-RT-REF-1');
  expect(result.statusCode, result.body).toBe(200);
  expect(json(result).value).toMatchObject({ status: 'paid', credited: true });
  // Answered `general` (nothing written), then credited in a transaction with the referral's reward.
  expect(sent.some((s) => /deposit_callback_paid\(/.test(s))).toBe(true);
  expect(sent.filter((s) => /^(begin|commit)$/i.test(s))).toHaveLength(2);
  expect((await paid(who, 100, 'GW-RT-REF-2')).result.statusCode).toBe(200);
  const rewards = await rows<{ source: string }>(
    t.app,
    sql`select source from member_rewards where member_id = ${referrer.id}`,
  );
  expect(rewards.map((r) => r.source)).toEqual(['referral_signup']);
  const [wallet] = await rows<{ balance: string }>(
    t.app,
    sql`select balance::text from accounts where member_id = ${invitee.id} and wallet_code = 'MAIN'`,
  );
  expect(wallet!.balance).toBe('20000');
  const recorded = await rows<{ outcome: string }>(
    t.app,
    sql`select outcome from payment_callbacks where payload->>'gatewayReference' like 'GW-RT-REF-%' order by id`,
  );
  expect(recorded.map((r) => r.outcome)).toEqual(['credited', 'credited']);
  expect((await ledgerCheck(t.app)).problems).toEqual([]);
});

it("takes each member's deposits from that member's cash shard", async () => {
  const a = await newMember(t.app);
  const b = await newMember(t.app);
  for (const [who, ref] of [
    [a, 'GW-SH-A'],
    [b, 'GW-SH-B'],
  ] as const)
    expect((await paid(who, 60, ref)).result.statusCode).toBe(200);
  expect(await cashDebited(a.id)).toEqual([{ shard: a.id % HOUSE_SHARDS, n: expect.anything() }]);
  expect(await cashDebited(b.id)).toEqual([{ shard: b.id % HOUSE_SHARDS, n: expect.anything() }]);
  expect(a.id % HOUSE_SHARDS).not.toBe(b.id % HOUSE_SHARDS);
  expect((await ledgerCheck(t.app)).problems).toEqual([]);
});
