import { API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../config/env.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import {
  balanceOf,
  call,
  channelOf,
  createOrder,
  depositTransfers,
  newMember,
  rows,
  signedCallback,
} from '../../../test/deposit-kit.js';
import { payTokenOf } from './sandbox-gateway.js';

// The sandbox gateway switched off, as in a production deployment (decision record 025).
let t: TestApp;
let sandbox: { id: number; secret: string };
let bank: { id: number; secret: string };

const callbacks = async () =>
  Number((await rows<{ n: string }>(t.app, sql`select count(*) as n from payment_callbacks`))[0]!.n);

/** A pending sandbox order as one made while the sandbox was still on. */
async function earlierOrder(memberId: number, amount = 500) {
  const orderNo = `D20261123${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const [row] = await rows<{ id: number }>(
    t.app,
    sql`insert into deposit_orders (merchant_id, member_id, channel_id, order_no, amount)
        select merchant_id, ${memberId}, ${sandbox.id}, ${orderNo}, ${amount * 100} from payment_channels
        where id = ${sandbox.id} returning id`,
  );
  return { id: Number(row!.id), orderNo };
}

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 10_000, paymentSandbox: false });
  sandbox = await channelOf(t.app, 'sandbox');
  bank = await channelOf(t.app, 'bank');
});
afterAll(async () => t.close());

describe('the setting', () => {
  it('is on by default only in development and test; PAYMENT_SANDBOX says otherwise explicitly', () => {
    expect(readEnv({ NODE_ENV: 'production' }).paymentSandbox).toBe(false);
    expect(readEnv({}).paymentSandbox).toBe(false);
    expect(readEnv({ NODE_ENV: 'development' }).paymentSandbox).toBe(true);
    expect(readEnv({ NODE_ENV: 'test' }).paymentSandbox).toBe(true);
    expect(readEnv({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' }).paymentSandbox).toBe(true);
    expect(readEnv({ NODE_ENV: 'test', PAYMENT_SANDBOX: 'false' }).paymentSandbox).toBe(false);
    expect(() => readEnv({ PAYMENT_SANDBOX: 'yes please' })).toThrow(/PAYMENT_SANDBOX/);
  });
});

describe('with the sandbox off', () => {
  it('does not offer the sandbox channel', async () => {
    const m = await newMember(t.app);
    const res = await call(t.app, 'GET', API.depositChannels, m);
    expect(res.statusCode).toBe(200);
    expect(json(res).value.channels.map((c: { code: string }) => c.code)).toEqual(['bank']);
  });

  it('refuses a sandbox order (403, its own code) and writes nothing; a bank order still works', async () => {
    const m = await newMember(t.app);
    const res = await createOrder(t.app, m, { channelId: sandbox.id, amount: 500 });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe(ERROR_CODES.depositSandboxDisabled);
    expect(json(res).message).toMatch(/sandbox/i);
    const [n] = await rows<{ n: string }>(
      t.app,
      sql`select count(*) as n from deposit_orders where member_id = ${m.id}`,
    );
    expect(Number(n!.n)).toBe(0);
    const ok = await createOrder(t.app, m, { channelId: bank.id, amount: 500, reference: 'R1' });
    expect(ok.statusCode).toBe(200);
  });

  it('its hosted page answers 404 and paying there credits nothing, even for an earlier order', async () => {
    const m = await newMember(t.app);
    const order = await earlierOrder(m.id);
    const token = payTokenOf(sandbox.secret, (await channelMerchant()).id, order.orderNo);
    const url = `/pay/sandbox/demo/${order.orderNo}?token=${token}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const paid = await t.app.inject({ method: 'POST', url, payload: { token, action: 'pay' } });
    expect(paid.statusCode).toBe(404);
    expect(await balanceOf(t.app, m)).toBe(0);
    expect(await depositTransfers(t.app, order.id)).toEqual([]);
  });

  it('a correctly signed callback is refused (403) and credits nothing, stores nothing', async () => {
    const m = await newMember(t.app);
    const order = await earlierOrder(m.id, 500);
    const before = await callbacks();
    const res = await signedCallback(t.app, {
      secret: sandbox.secret,
      body: { orderNo: order.orderNo, amount: 500, gatewayReference: 'GW-1', status: 'paid' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe(ERROR_CODES.depositSandboxDisabled);
    expect(await balanceOf(t.app, m)).toBe(0);
    expect(await depositTransfers(t.app, order.id)).toEqual([]);
    const [row] = await rows<{ status: string }>(
      t.app,
      sql`select status from deposit_orders where id = ${order.id}`,
    );
    expect(row!.status).toBe('pending');
    expect(await callbacks()).toBe(before);
  });

  it("an earlier order's detail shows no payment page", async () => {
    const m = await newMember(t.app);
    const order = await earlierOrder(m.id);
    const res = await call(t.app, 'GET', API.depositOrder.replace(':id', String(order.id)), m);
    expect(res.statusCode).toBe(200);
    expect(json(res).value.payUrl).toBeNull();
  });
});

async function channelMerchant() {
  const [row] = await rows<{ id: number }>(t.app, sql`select id from merchants where code = 'demo'`);
  return { id: Number(row!.id) };
}
