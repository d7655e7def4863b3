import { API, ERROR_CODES, GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signVendorBody } from '../../../lib/vendor-signature.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import {
  balanceOf,
  channelOf,
  createOrder,
  depositTransfers,
  newMember,
  rows,
  signedCallback,
  type Member,
} from '../../../test/deposit-kit.js';

// The gateway callback is unauthenticated: what it stores is bounded, and so is how often it is called.
let t: TestApp;
let sandbox: { id: number; secret: string };
const PER_MINUTE = 20;

const stored = async () =>
  Number((await rows<{ n: string }>(t.app, sql`select count(*) as n from payment_callbacks`))[0]!.n);

async function sandboxOrder(who: Member, amount = 250) {
  const res = await createOrder(t.app, who, { channelId: sandbox.id, amount });
  expect(res.statusCode).toBe(200);
  return json(res).value as { id: number; orderNo: string; payUrl: string };
}

/** A signed callback from another address than the tests' own. */
function callbackFrom(remoteAddress: string, body: Record<string, unknown>) {
  const payload = JSON.stringify(body);
  const timestamp = String(Date.now());
  return t.app.inject({
    method: 'POST',
    url: API.depositCallbackSandbox,
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      merchant: 'demo',
      [GATEWAY_TIMESTAMP_HEADER]: timestamp,
      [GATEWAY_SIGNATURE_HEADER]: signVendorBody(sandbox.secret, timestamp, payload),
    },
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 10_000, callbacksPerMinute: PER_MINUTE });
  sandbox = await channelOf(t.app, 'sandbox');
});
afterAll(async () => t.close());

describe('what a callback may store', () => {
  it('refuses a body over 16 KiB (413), correctly signed or not, and stores and credits nothing', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 250);
    const before = await stored();
    const res = await callbackFrom('198.51.100.1', {
      orderNo: order.orderNo,
      amount: 250,
      gatewayReference: 'GW-BIG',
      status: 'paid',
      padding: 'x'.repeat(17 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res).success).toBe(false);
    expect(await stored()).toBe(before);
    expect(await balanceOf(t.app, m)).toBe(0);
    expect(await depositTransfers(t.app, order.id)).toEqual([]);
  });

  it('keeps only the known fields of a callback, each bounded', async () => {
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 250);
    const res = await callbackFrom('198.51.100.2', {
      orderNo: order.orderNo,
      amount: 999,
      gatewayReference: 'R'.repeat(500),
      status: 'paid',
      junk: 'y'.repeat(12_000),
      nested: { deep: ['z'.repeat(1000)] },
    });
    // Refused (the reference is too long for a sandbox callback), and recorded in short.
    expect(res.statusCode).toBe(400);
    const [row] = await rows<{ payload: Record<string, unknown> }>(
      t.app,
      sql`select payload from payment_callbacks where order_no = ${order.orderNo}`,
    );
    expect(Object.keys(row!.payload).sort()).toEqual(['amount', 'gatewayReference', 'orderNo', 'status']);
    expect(String(row!.payload.gatewayReference).length).toBeLessThanOrEqual(64);
    expect(JSON.stringify(row!.payload).length).toBeLessThan(400);
  });

  it('refuses a callback for an unknown order without storing it', async () => {
    const before = await stored();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        callbackFrom('198.51.100.3', {
          orderNo: `D20990101${String(i).padStart(8, '0')}`,
          amount: 100,
          gatewayReference: 'GW-X',
          status: 'paid',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(401));
    expect(json(answers[0]!).errorCode).toBe(ERROR_CODES.depositSignatureInvalid);
    expect(await stored()).toBe(before);
  });
});

describe('how often', () => {
  it(`answers at most ${PER_MINUTE} callbacks a minute per IP, then 429 with Retry-After`, async () => {
    const body = { orderNo: 'D2099010100000000', amount: 100, gatewayReference: 'GW', status: 'paid' };
    // One after the other: the limiter counts each call as it comes.
    const answers = [];
    for (let i = 0; i < PER_MINUTE + 5; i++) answers.push(await callbackFrom('203.0.113.9', body));
    expect(answers.slice(0, PER_MINUTE).map((a) => a.statusCode)).toEqual(Array(PER_MINUTE).fill(401));
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(limited).toHaveLength(5);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(limited[0]!).errorCode).toBe(ERROR_CODES.tooManyRequests);
    // At once, no more get through than the limit.
    const burst = await Promise.all(Array.from({ length: 30 }, () => callbackFrom('203.0.113.11', body)));
    expect(burst.filter((a) => a.statusCode !== 429).length).toBeLessThanOrEqual(PER_MINUTE);
    // Another address is not held back by this one.
    expect((await callbackFrom('203.0.113.10', body)).statusCode).toBe(401);
  });

  it("the sandbox's own callback (its payment page) is not held back by the limit", async () => {
    const body = { orderNo: 'D2099010100000001', amount: 100, gatewayReference: 'GW', status: 'paid' };
    // The tests' own address (the one the app's own calls come from) uses up its callbacks...
    await Promise.all(
      Array.from({ length: PER_MINUTE }, () => signedCallback(t.app, { secret: sandbox.secret, body })),
    );
    expect((await signedCallback(t.app, { secret: sandbox.secret, body })).statusCode).toBe(429);
    // ...and a payment on the gateway's page still goes through.
    const m = await newMember(t.app);
    const order = await sandboxOrder(m, 300);
    const token = new URL(order.payUrl, 'http://x').searchParams.get('token')!;
    const paid = await t.app.inject({
      method: 'POST',
      url: order.payUrl.split('?')[0]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}&action=pay`,
    });
    expect(paid.statusCode).toBe(303);
    expect(await balanceOf(t.app, m)).toBe(300);
  });
});
