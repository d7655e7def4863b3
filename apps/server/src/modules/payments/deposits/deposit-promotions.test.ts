import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../../test/funding.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import {
  balanceOf,
  call,
  channelOf,
  createOrder,
  newMember,
  rows,
  signedCallback,
  type Member,
} from '../../../test/deposit-kit.js';

// Promotions paid with a deposit (issue 14): offered at deposit, chosen with the order, paid exactly once
// when the deposit is, with their turnover; what the page says is what the product pays.
let t: TestApp;
let sandbox: { id: number; secret: string };
let bank: { id: number; secret: string };
let welcomeId = 0;
let reloadId = 0;

type Offer = { promotionId: number; title: string; percent: number; maxBonus: number; minDeposit: number };

const offersOf = async (m: Member): Promise<Offer[]> =>
  json(await call(t.app, 'GET', API.depositChannels, m)).value.offers;

async function order(m: Member, amount: number, promotionId?: number) {
  const res = await createOrder(t.app, m, {
    channelId: sandbox.id,
    amount,
    ...(promotionId ? { promotionId } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as { id: number; orderNo: string; promotion: { id: number; title: string } | null };
}

const pay = (o: { orderNo: string }, amount: number) =>
  signedCallback(t.app, {
    secret: sandbox.secret,
    body: { orderNo: o.orderNo, amount, gatewayReference: `GW-${o.orderNo}`, status: 'paid' },
  });

const bonusesOf = (m: Member) =>
  rows<{ source_ref: string; amount: string; turnover_required: string; template: string }>(
    t.app,
    sql`select source_ref, amount, turnover_required, template from bonuses
        where member_id = ${m.id} and source = 'promotion' order by id`,
  );
const messagesOf = (m: Member) =>
  rows<{ template: string; params: Record<string, string> }>(
    t.app,
    sql`select template, params from member_messages where member_id = ${m.id}
        and template like 'deposit.bonus%' order by id`,
  );
const ordersOf = async (m: Member) =>
  Number(
    (
      await rows<{ n: string }>(
        t.app,
        sql`select count(*) as n from deposit_orders where member_id = ${m.id}`,
      )
    )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 10_000 });
  sandbox = await channelOf(t.app, 'sandbox');
  bank = await channelOf(t.app, 'bank');
  const promos = await rows<{ id: number; rules: { once: string } }>(
    t.app,
    sql`select id, rules from promotions where mode = 'deposit' and merchant_id = 1 order by sort`,
  );
  welcomeId = Number(promos.find((p) => p.rules.once === 'first')!.id);
  reloadId = Number(promos.find((p) => p.rules.once === 'day')!.id);
});
afterAll(async () => t.close());

describe('deposit offers', () => {
  it('offers a new member the welcome bonus and the daily reload, with the figures it pays by', async () => {
    const m = await newMember(t.app);
    const offers = await offersOf(m);
    expect(offers.map((o) => o.promotionId)).toEqual([welcomeId, reloadId]);
    expect(offers[0]).toMatchObject({
      title: 'Welcome Bonus 100% up to P\u00a05,000',
      percent: 100,
      maxBonus: 5_000,
      minDeposit: 200,
      turnoverMultiple: 15,
      once: 'first',
    });
    expect(offers[1]).toMatchObject({ percent: 10, maxBonus: 1_000, minDeposit: 300, once: 'day' });
  });

  it('pays the chosen bonus when the deposit is paid, once, with its turnover and a message', async () => {
    const m = await newMember(t.app);
    const o = await order(m, 1_000, welcomeId);
    expect(o.promotion).toEqual({ id: welcomeId, title: 'Welcome Bonus 100% up to P\u00a05,000' });
    expect(await bonusesOf(m)).toEqual([]);

    expect((await pay(o, 1_000)).statusCode).toBe(200);
    expect(await balanceOf(t.app, m)).toBe(2_000);
    const [bonus] = await bonusesOf(m);
    // 100% of 1,000; turnover 15 x (1,000 + 1,000) = 30,000, in minor units.
    expect(bonus).toMatchObject({ source_ref: String(welcomeId), template: 'promotion.deposit' });
    expect(BigInt(bonus!.amount)).toBe(100_000n);
    expect(BigInt(bonus!.turnover_required)).toBe(3_000_000n);
    expect(await messagesOf(m)).toEqual([
      {
        template: 'deposit.bonusCredited',
        params: { orderNo: o.orderNo, amount: '1,000.00', turnover: '30,000.00' },
      },
    ]);

    // Bonus details shows it with its turnover.
    const details = json(await call(t.app, 'GET', API.bonusDetails, m)).value;
    expect(JSON.stringify(details)).toContain(`Deposit bonus 100% (order ${o.orderNo})`);

    // The callback again pays nothing more; the welcome bonus is no longer offered.
    await pay(o, 1_000);
    expect(await balanceOf(t.app, m)).toBe(2_000);
    expect((await offersOf(m)).map((x) => x.promotionId)).toEqual([reloadId]);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('caps the bonus at its maximum', async () => {
    const m = await newMember(t.app);
    const o = await order(m, 8_000, welcomeId);
    await pay(o, 8_000);
    expect(await balanceOf(t.app, m)).toBe(13_000);
  });

  it('refuses an order naming a promotion it cannot have, and writes nothing', async () => {
    const m = await newMember(t.app);
    const refused = async (body: Record<string, unknown>, status: number, code: string, words: string) => {
      const res = await createOrder(t.app, m, { channelId: sandbox.id, ...body });
      expect(res.statusCode, res.body).toBe(status);
      expect(json(res).errorCode).toBe(code);
      expect(json(res).message).toContain(words);
    };
    await refused({ amount: 150, promotionId: welcomeId }, 400, 'deposit.promotion.below.min', 'P\u00a0200');
    await refused(
      { amount: 500, promotionId: 999_999 },
      400,
      'deposit.promotion.unavailable',
      'no deposit promotion',
    );
    await refused({ amount: 500, promotionId: 0 }, 400, 'validation.failed', 'promotionId');
    const [other] = await rows<{ id: number }>(
      t.app,
      sql`select id from promotions where mode = 'apply' limit 1`,
    );
    await refused(
      { amount: 500, promotionId: Number(other!.id) },
      400,
      'deposit.promotion.unavailable',
      'no deposit',
    );
    expect(await ordersOf(m)).toBe(0);

    // After a paid deposit, the first-deposit bonus is refused by name.
    const plain = await order(m, 500);
    await pay(plain, 500);
    await refused(
      { amount: 500, promotionId: welcomeId },
      400,
      'deposit.promotion.unavailable',
      'first deposit',
    );
    expect(await ordersOf(m)).toBe(1);
    expect(await bonusesOf(m)).toEqual([]);
  });

  it('pays one bonus when two orders chose it and both are paid, even at once; the other is told', async () => {
    const m = await newMember(t.app);
    const a = await order(m, 400, welcomeId);
    const b = await order(m, 600, welcomeId);
    const results = await Promise.all([pay(a, 400), pay(b, 600)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const bonuses = await bonusesOf(m);
    expect(bonuses).toHaveLength(1);
    const paidBonus = Number(BigInt(bonuses[0]!.amount)) / 100;
    expect([400, 600]).toContain(paidBonus);
    expect(await balanceOf(t.app, m)).toBe(1_000 + paidBonus);
    expect((await messagesOf(m)).map((x) => x.template).sort()).toEqual([
      'deposit.bonusCredited',
      'deposit.bonusMissed',
    ]);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('pays the daily reload once a day, on a bank transfer approved by an operator too', async () => {
    const m = await newMember(t.app);
    const first = await order(m, 300, reloadId);
    await pay(first, 300);
    expect(await balanceOf(t.app, m)).toBe(330);
    expect((await offersOf(m)).map((x) => x.promotionId)).toEqual([]);
    const again = await createOrder(t.app, m, {
      channelId: bank.id,
      amount: 500,
      reference: 'R1',
      promotionId: reloadId,
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toContain('today');
  });
});
