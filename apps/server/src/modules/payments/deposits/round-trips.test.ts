import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  channelOf,
  createOrder,
  newMember,
  rows,
  signedCallback,
  type Member,
} from '../../../test/deposit-kit.js';
import { ledgerCheck } from '../../../test/funding.js';
import { statementsOf } from '../../../test/round-trips.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { HOUSE_SHARDS } from '../../wallet/index.js';

// A paid sandbox callback credits the member through the member's shard of the brand's cash account, in
// one transaction of as few statements as its parts allow (decision record 035), counted at the driver.
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

it('credits a paid callback in one transaction of nine statements, the money in one of them', async () => {
  const m = await newMember(t.app);
  // The first deposit reads (and remembers) the member's cash shard.
  expect((await paid(m, 100, 'GW-RT-1')).result.statusCode).toBe(200);
  const { result, sent } = await paid(m, 250, 'GW-RT-2');
  expect(result.statusCode, result.body).toBe(200);
  expect(json(result).value).toMatchObject({ status: 'paid', credited: true });
  // The order with its channel; then, in one transaction: the order paid, the member's message, the
  // referral's check, the transfer (the member's wallet found by it), the order's transfer, the callback.
  expect(sent.filter((s) => /^(begin|commit)$/i.test(s))).toHaveLength(2);
  expect(sent.filter((s) => /ledger_transfer\(/.test(s))).toHaveLength(1);
  expect(sent.filter((s) => /from accounts|into accounts/i.test(s))).toEqual([]);
  expect(sent).toHaveLength(9);
  const [wallet] = await rows<{ balance: string }>(
    t.app,
    sql`select balance::text from accounts where member_id = ${m.id} and wallet_code = 'MAIN'`,
  );
  expect(wallet!.balance).toBe('35000');
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
