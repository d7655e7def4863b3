import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../../seed/brands.js';
import { seedPayments } from '../../../seed/payments.js';
import { ledgerCheck } from '../../../test/funding.js';
import { createTestApp, json, login, type TestApp } from '../../../test/test-app.js';
import {
  balanceOf,
  call,
  channelOf,
  createOrder,
  depositTransfers,
  newMember,
  orderRow,
  rows,
  signedCallback,
  type Member,
} from '../../../test/deposit-kit.js';
import { EXPIRE_DEPOSITS_JOB } from './index.js';

// Deposits (issue 5): channels, orders, the sandbox gateway's page and callback (decision record 018).
let t: TestApp;
let offsetMs = 0;
const OTHER = 'depo2';
let bank: { id: number; secret: string };
let sandbox: { id: number; secret: string };
let otherBank: { id: number; secret: string };
let trialToken: string;

const orderUrl = (id: number | string) => API.depositOrder.replace(':id', String(id));
const countOrders = async (memberId: number) =>
  Number(
    (
      await rows<{ n: string }>(
        t.app,
        sql`select count(*) as n from deposit_orders where member_id = ${memberId}`,
      )
    )[0]!.n,
  );
const callbacksOf = (orderNo: string) =>
  rows<{ outcome: string; signature_valid: boolean }>(
    t.app,
    sql`select outcome, signature_valid from payment_callbacks where order_no = ${orderNo} order by id`,
  );

async function sandboxOrder(who: Member, amount = 250) {
  const res = await createOrder(t.app, who, { channelId: sandbox.id, amount });
  expect(res.statusCode).toBe(200);
  return json(res).value as { id: number; orderNo: string; payUrl: string; amount: number; status: string };
}

const paidBody = (orderNo: string, amount: number, status = 'paid') => ({
  orderNo,
  amount,
  gatewayReference: `GW-${orderNo}`,
  status,
});

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs), loginPerMinute: 10_000 });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Other Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [seedPayments],
  });
  bank = await channelOf(t.app, 'bank');
  sandbox = await channelOf(t.app, 'sandbox');
  otherBank = await channelOf(t.app, 'bank', OTHER);
  trialToken = json(await login(t.app, 'trial01', 'Lotus2026')).value.token as string;
});
afterAll(async () => t.close());

describe('channels', () => {
  it('lists the open channels with limits in major units; a bank shows its receiving account, no secret', async () => {
    const m = await newMember(t.app);
    const res = await call(t.app, 'GET', API.depositChannels, m);
    expect(res.statusCode).toBe(200);
    const value = json(res).value;
    expect(value.maxPending).toBe(3);
    expect(value.channels.map((c: any) => [c.code, c.provider, c.minAmount, c.maxAmount])).toEqual([
      ['bank', 'manual_bank', 100, 50_000],
      ['sandbox', 'sandbox', 50, 20_000],
    ]);
    expect(value.channels[0].receivingAccount).toEqual({
      bankName: 'Lotus Commerce Bank',
      accountName: 'Royal Lotus Gaming Ltd',
      accountNumber: '0012-3456-7890',
    });
    expect(value.channels[1].receivingAccount).toBeNull();
    expect(res.body).not.toContain(sandbox.secret);
  });

  it('names channels in the language asked for', async () => {
    const m = await newMember(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: API.depositChannels,
      headers: { authorization: m.token, language: 'CN' },
    });
    expect(json(res).value.channels[0].name).toBe('银行转账');
  });

  it('refuses a visitor (401) and a trial account (403)', async () => {
    expect((await call(t.app, 'GET', API.depositChannels, null)).statusCode).toBe(401);
    const trial = await call(t.app, 'GET', API.depositChannels, { token: trialToken });
    expect(trial.statusCode).toBe(403);
    expect(json(trial).errorCode).toBe('trial.forbidden');
  });
});

describe('creating an order', () => {
  it('a bank transfer order: pending, numbered, the reference kept, no money moved', async () => {
    const m = await newMember(t.app);
    const res = await createOrder(t.app, m, {
      channelId: bank.id,
      amount: 1_250.5,
      reference: ' TRX 998877 ',
    });
    expect(res.statusCode).toBe(200);
    const order = json(res).value;
    expect(order).toMatchObject({
      channelId: bank.id,
      channelName: 'Bank transfer',
      provider: 'manual_bank',
      amount: 1_250.5,
      status: 'pending',
      reference: 'TRX 998877',
      payUrl: null,
      decidedDateStr: null,
    });
    expect(order.orderNo).toMatch(/^D\d{16}$/);
    expect(await balanceOf(t.app, m)).toBe(0);
    expect(await depositTransfers(t.app, order.id)).toEqual([]);
  });

  it('a sandbox order answers the hosted page of the order', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 50);
    expect(order.payUrl).toMatch(
      new RegExp(`^/pay/sandbox/demo/${order.orderNo}\\?token=[0-9a-f]{40}&lang=EN$`),
    );
  });

  it('order numbers are unique', async () => {
    const m = await newMember(t.app);
    const a = await sandboxOrder(m);
    const b = await sandboxOrder(m);
    expect(a.orderNo).not.toBe(b.orderNo);
  });

  it.each([
    ['below the minimum', { amount: 99.99, reference: 'R1' }, 400, 'deposit.amount.below.min'],
    ['above the maximum', { amount: 50_000.01, reference: 'R1' }, 400, 'deposit.amount.above.max'],
    ['three decimals', { amount: 100.001, reference: 'R1' }, 400, 'validation.failed'],
    ['a negative amount', { amount: -100, reference: 'R1' }, 400, 'validation.failed'],
    ['an amount as text', { amount: '100', reference: 'R1' }, 400, 'validation.failed'],
    ['no reference', { amount: 100 }, 400, 'deposit.reference.required'],
    ['a blank reference', { amount: 100, reference: '   ' }, 400, 'deposit.reference.required'],
    ['a reference too long', { amount: 100, reference: 'x'.repeat(65) }, 400, 'validation.failed'],
  ])('refuses %s on the bank channel and writes nothing', async (_name, body, status, code) => {
    const m = await newMember(t.app);
    const res = await createOrder(t.app, m, { channelId: bank.id, ...body });
    expect(res.statusCode).toBe(status);
    expect(json(res).errorCode).toBe(code);
    expect(json(res).message).not.toBe('');
    expect(await countOrders(m.id)).toBe(0);
  });

  it("refuses an unknown channel and another brand's channel (404)", async () => {
    const m = await newMember(t.app);
    for (const channelId of [999_999, otherBank.id]) {
      const res = await createOrder(t.app, m, { channelId, amount: 100, reference: 'R1' });
      expect(res.statusCode).toBe(404);
      expect(json(res).errorCode).toBe('deposit.channel.unknown');
    }
    expect(await countOrders(m.id)).toBe(0);
  });

  it('refuses a disabled channel (422) and no longer lists it', async () => {
    const m = await newMember(t.app);
    const [row] = await rows<{ id: number }>(
      t.app,
      sql`insert into payment_channels (merchant_id, code, provider, min_amount, max_amount, enabled, text)
          select id, 'closed', 'manual_bank', 100, 100000, false, '{"EN":{"name":"Closed","description":""}}'
          from merchants where code = 'demo' returning id`,
    );
    const res = await createOrder(t.app, m, { channelId: Number(row!.id), amount: 100, reference: 'R1' });
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe('deposit.channel.disabled');
    const listed = json(await call(t.app, 'GET', API.depositChannels, m)).value.channels;
    expect(listed.map((c: any) => c.code)).not.toContain('closed');
    expect(await countOrders(m.id)).toBe(0);
  });

  it('at most 3 orders wait at once (422); another may be made once one is decided', async () => {
    const m = await newMember(t.app);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await sandboxOrder(m));
    const fourth = await createOrder(t.app, m, { channelId: bank.id, amount: 100, reference: 'R4' });
    expect(fourth.statusCode).toBe(422);
    expect(json(fourth).errorCode).toBe('deposit.pending.limit');
    expect(await countOrders(m.id)).toBe(3);
    const first = made[0]!;
    const cancel = await signedCallback(t.app, {
      secret: sandbox.secret,
      body: paidBody(first.orderNo, first.amount, 'failed'),
    });
    expect(json(cancel).value.status).toBe('cancelled');
    expect(
      (await createOrder(t.app, m, { channelId: bank.id, amount: 100, reference: 'R4' })).statusCode,
    ).toBe(200);
  });

  it('at most 3 orders wait even when 6 are asked for at once', async () => {
    const m = await newMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => createOrder(t.app, m, { channelId: sandbox.id, amount: 60 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(3);
    expect(await countOrders(m.id)).toBe(3);
  });

  it('refuses a trial account (403) and a visitor (401)', async () => {
    const trial = await call(
      t.app,
      'POST',
      API.depositOrders,
      { token: trialToken },
      {
        body: { channelId: bank.id, amount: 100, reference: 'R1' },
      },
    );
    expect(trial.statusCode).toBe(403);
    const visitor = await call(t.app, 'POST', API.depositOrders, null, {
      body: { channelId: bank.id, amount: 100, reference: 'R1' },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('my orders', () => {
  it('lists my own orders newest first, filtered by state, paged', async () => {
    const m = await newMember(t.app);
    const other = await newMember(t.app);
    await sandboxOrder(other);
    const a = json(await createOrder(t.app, m, { channelId: bank.id, amount: 100, reference: 'A' })).value;
    const b = await sandboxOrder(m, 70);
    await signedCallback(t.app, { secret: sandbox.secret, body: paidBody(b.orderNo, 70) });
    const c = await sandboxOrder(m, 80);

    const all = json(await call(t.app, 'GET', API.depositOrders, m)).value;
    expect(all.list.map((o: any) => o.id)).toEqual([c.id, b.id, a.id]);
    expect(all).toMatchObject({ totalCount: 3, totalPages: 1, pageNo: 1 });
    expect(all.list[1]).toMatchObject({ status: 'paid', payUrl: null });
    expect(all.list[0].payUrl).toContain(c.orderNo);

    const paid = json(await call(t.app, 'GET', API.depositOrders, m, { query: { status: 'paid' } })).value;
    expect(paid.list.map((o: any) => o.id)).toEqual([b.id]);

    const page2 = json(
      await call(t.app, 'GET', API.depositOrders, m, { query: { pageSize: 2, pageNo: 2 } }),
    ).value;
    expect(page2.list.map((o: any) => o.id)).toEqual([a.id]);
    expect(page2.totalPages).toBe(2);

    const old = json(
      await call(t.app, 'GET', API.depositOrders, m, {
        query: { startDate: '2020-01-01', endDate: '2020-01-31' },
      }),
    ).value;
    expect(old.list).toEqual([]);
  });

  it('refuses bad filters (400)', async () => {
    const m = await newMember(t.app);
    for (const query of [
      { status: 'lost' },
      { pageSize: 500 },
      { startDate: '2024-02-30' },
      { pageNo: 0 },
    ] as Record<string, string | number>[]) {
      const res = await call(t.app, 'GET', API.depositOrders, m, { query });
      expect(res.statusCode).toBe(400);
    }
  });

  it('shows one of my orders; another member, another brand and a trial account get 404/403', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m);
    const mine = await call(t.app, 'GET', orderUrl(order.id), m);
    expect(mine.statusCode).toBe(200);
    expect(json(mine).value).toMatchObject({ id: order.id, orderNo: order.orderNo, status: 'pending' });

    const stranger = await newMember(t.app);
    const foreign = await call(t.app, 'GET', orderUrl(order.id), stranger);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).errorCode).toBe('deposit.order.unknown');

    const otherBrand = await newMember(t.app, OTHER);
    expect((await call(t.app, 'GET', orderUrl(order.id), otherBrand)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', orderUrl(order.id), { token: trialToken })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', orderUrl('abc'), m)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', orderUrl(999_999_999), m)).statusCode).toBe(404);
  });
});

describe('the hosted payment page', () => {
  it('shows the brand, the amount and the order under its own policy; a wrong token shows nothing', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 1_234.5);
    const page = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Royal Lotus');
    expect(page.body).toContain('P 1,234.50');
    expect(page.body).toContain(order.orderNo);
    expect(page.body).not.toMatch(/<script|src=["']https?:/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("form-action 'self'");

    const base = order.payUrl.split('?')[0]!;
    for (const url of [
      base,
      `${base}?token=${'0'.repeat(40)}`,
      order.payUrl.replace('/demo/', `/${OTHER}/`),
    ]) {
      const wrong = await t.app.inject({ method: 'GET', url });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.body).not.toContain(order.orderNo);
    }
  });

  it('Pay: the signed callback credits the member once and the payer returns to the site', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 300);
    const token = new URL(order.payUrl, 'http://x').searchParams.get('token')!;
    const res = await t.app.inject({
      method: 'POST',
      url: order.payUrl.split('?')[0]!,
      payload: `token=${token}&action=pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/?deposit=${order.orderNo}`);
    expect(await balanceOf(t.app, m)).toBe(300);
    expect((await orderRow(t.app, order.id))?.status).toBe('paid');
    expect(await depositTransfers(t.app, order.id)).toHaveLength(1);
    expect(await callbacksOf(order.orderNo)).toEqual([{ outcome: 'credited', signature_valid: true }]);
    const messages = await rows<{ template: string; params: Record<string, string> }>(
      t.app,
      sql`select template, params from member_messages where member_id = ${m.id} and kind <> 'welcome'`,
    );
    expect(messages).toEqual([
      { template: 'deposit.credited', params: { amount: '300.00', orderNo: order.orderNo } },
    ]);
    const detail = json(await call(t.app, 'GET', orderUrl(order.id), m)).value;
    expect(detail).toMatchObject({ status: 'paid', payUrl: null });
    expect(detail.decidedDateStr).not.toBeNull();

    // The page now says the order is paid and offers no button.
    const after = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(after.body).toContain('This order is paid.');
    expect(after.body).not.toContain('name="action"');
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('Cancel: the order is cancelled and nothing moves', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m);
    const token = new URL(order.payUrl, 'http://x').searchParams.get('token')!;
    const res = await t.app.inject({
      method: 'POST',
      url: order.payUrl.split('?')[0]!,
      payload: `token=${token}&action=cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(303);
    expect((await orderRow(t.app, order.id))?.status).toBe('cancelled');
    expect(await balanceOf(t.app, m)).toBe(0);
  });

  it("nobody pays someone else's order without its token", async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m);
    for (const token of ['', 'f'.repeat(40), 'nope']) {
      const res = await t.app.inject({
        method: 'POST',
        url: order.payUrl.split('?')[0]!,
        payload: `token=${token}&action=pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await orderRow(t.app, order.id))?.status).toBe('pending');
    expect(await depositTransfers(t.app, order.id)).toEqual([]);
  });
});

describe('the gateway callback', () => {
  it('refuses a bad signature (401), records it and moves nothing', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 100);
    const body = paidBody(order.orderNo, 100);
    for (const options of [
      { secret: 'not-the-secret', body },
      { secret: sandbox.secret, body, signature: 'abc' },
      { secret: sandbox.secret, body, signature: '' },
    ]) {
      const res = await signedCallback(t.app, options);
      expect(res.statusCode).toBe(401);
      expect(json(res).errorCode).toBe('deposit.signature.invalid');
    }
    // Signed over another body than the one sent.
    const ts = Date.now();
    const { signVendorBody } = await import('../../../lib/vendor-signature.js');
    const forged = await signedCallback(t.app, {
      secret: sandbox.secret,
      body: { ...body, amount: 100 },
      timestamp: ts,
      signature: signVendorBody(sandbox.secret, String(ts), JSON.stringify({ ...body, amount: 1 })),
    });
    expect(forged.statusCode).toBe(401);
    expect((await orderRow(t.app, order.id))?.status).toBe('pending');
    expect(await balanceOf(t.app, m)).toBe(0);
    const recorded = await callbacksOf(order.orderNo);
    expect(recorded).toHaveLength(4);
    expect(recorded.every((r) => !r.signature_valid)).toBe(true);
  });

  it('refuses a stale timestamp (401) and one from the future', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 100);
    for (const timestamp of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const res = await signedCallback(t.app, {
        secret: sandbox.secret,
        body: paidBody(order.orderNo, 100),
        timestamp,
      });
      expect(res.statusCode).toBe(401);
      expect(json(res).errorCode).toBe('deposit.signature.stale');
    }
    expect((await orderRow(t.app, order.id))?.status).toBe('pending');
    expect((await callbacksOf(order.orderNo)).map((r) => r.outcome)).toEqual(['stale', 'stale']);
  });

  it("refuses an amount that is not the order's (422) and credits nothing", async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 100);
    for (const amount of [1000, 99.99, 100.01]) {
      const res = await signedCallback(t.app, {
        secret: sandbox.secret,
        body: paidBody(order.orderNo, amount),
      });
      expect(res.statusCode).toBe(422);
      expect(json(res).errorCode).toBe('deposit.amount.mismatch');
    }
    expect((await orderRow(t.app, order.id))?.status).toBe('pending');
    expect(await depositTransfers(t.app, order.id)).toEqual([]);
    expect(await balanceOf(t.app, m)).toBe(0);
  });

  it("refuses an unknown order (401), a malformed body (400) and another brand's order", async () => {
    const unknown = await signedCallback(t.app, {
      secret: sandbox.secret,
      body: paidBody('D2099010100000000', 100),
    });
    expect(unknown.statusCode).toBe(401);
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 100);
    const bad = await signedCallback(t.app, {
      secret: sandbox.secret,
      body: { orderNo: order.orderNo, amount: 100, status: 'maybe', gatewayReference: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorCode).toBe('validation.failed');
    const notJson = await signedCallback(t.app, { secret: sandbox.secret, body: '{"orderNo":' });
    expect(notJson.statusCode).toBe(400);
    // The order number exists in demo only: the other brand has no such order.
    const elsewhere = await signedCallback(t.app, {
      secret: sandbox.secret,
      body: paidBody(order.orderNo, 100),
      merchant: OTHER,
    });
    expect(elsewhere.statusCode).toBe(401);
    expect((await orderRow(t.app, order.id))?.status).toBe('pending');
  });

  it("a replayed callback answers the order's state and moves nothing", async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 150);
    const first = await signedCallback(t.app, { secret: sandbox.secret, body: paidBody(order.orderNo, 150) });
    expect(json(first).value).toEqual({ orderNo: order.orderNo, status: 'paid', credited: true });
    for (const status of ['paid', 'failed']) {
      const again = await signedCallback(t.app, {
        secret: sandbox.secret,
        body: paidBody(order.orderNo, 150, status),
      });
      expect(again.statusCode).toBe(200);
      expect(json(again).value).toEqual({ orderNo: order.orderNo, status: 'paid', credited: false });
    }
    expect(await balanceOf(t.app, m)).toBe(150);
    expect(await depositTransfers(t.app, order.id)).toHaveLength(1);
    expect((await callbacksOf(order.orderNo)).map((r) => r.outcome)).toEqual([
      'credited',
      'duplicate',
      'duplicate',
    ]);
  });

  it('20 identical callbacks at once: exactly one credit, every answer a success, the ledger clean', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 777.77);
    const body = paidBody(order.orderNo, 777.77);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signedCallback(t.app, { secret: sandbox.secret, body })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => json(a).value.credited)).toHaveLength(1);
    expect(answers.every((a) => json(a).value.status === 'paid')).toBe(true);
    expect(await depositTransfers(t.app, order.id)).toHaveLength(1);
    expect(await balanceOf(t.app, m)).toBe(777.77);
    const outcomes = (await callbacksOf(order.orderNo)).map((r) => r.outcome);
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});

describe('expiry of unpaid gateway orders', () => {
  it('a sandbox order unpaid after 30 minutes expires, once; bank orders wait; a late payment moves nothing', async () => {
    const m = await newMember(t.app);
    const late = await sandboxOrder(m, 90);
    const banked = json(
      await createOrder(t.app, m, { channelId: bank.id, amount: 100, reference: 'B' }),
    ).value;
    expect(await t.app.scheduler.run(EXPIRE_DEPOSITS_JOB)).toBe(0);
    offsetMs = 31 * 60_000;
    try {
      const fresh = await sandboxOrder(m, 95);
      expect(await t.app.scheduler.run(EXPIRE_DEPOSITS_JOB)).toBeGreaterThanOrEqual(1);
      expect(await t.app.scheduler.run(EXPIRE_DEPOSITS_JOB)).toBe(0);
      expect((await orderRow(t.app, late.id))?.status).toBe('expired');
      expect((await orderRow(t.app, fresh.id))?.status).toBe('pending');
      expect((await orderRow(t.app, banked.id))?.status).toBe('pending');
      const paid = await signedCallback(t.app, {
        secret: sandbox.secret,
        body: paidBody(late.orderNo, 90),
        timestamp: Date.now() + offsetMs,
      });
      expect(json(paid).value).toEqual({ orderNo: late.orderNo, status: 'expired', credited: false });
      expect(await balanceOf(t.app, m)).toBe(0);
    } finally {
      offsetMs = 0;
    }
  });
});
