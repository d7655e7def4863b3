import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors.js';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../../seed/brands.js';
import { seedPayments } from '../../../seed/payments.js';
import { ledgerCheck } from '../../../test/funding.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import type { OperatorActor, OperatorQueue } from '../../../lib/operator-queues.js';
import {
  balanceOf,
  channelOf,
  createOrder,
  depositTransfers,
  newMember,
  orderRow,
  rows,
  type Member,
} from '../../../test/deposit-kit.js';

// The operators' deposit queue (decision record 016): bank-transfer orders approved or rejected once.
let t: TestApp;
let queue: OperatorQueue;
let finance: OperatorActor;
let otherBrandFinance: OperatorActor;
let bank: { id: number };
let sandbox: { id: number };
const OTHER = 'depoq2';

async function bankOrder(who: Member, amount = 500) {
  const res = await createOrder(t.app, who, { channelId: bank.id, amount, reference: `REF-${who.username}` });
  expect(res.statusCode).toBe(200);
  return json(res).value as { id: number; orderNo: string };
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const messagesOf = (memberId: number) =>
  rows<{ template: string; params: Record<string, string> }>(
    t.app,
    sql`select template, params from member_messages where member_id = ${memberId} and kind <> 'welcome' order by id`,
  );

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 10_000 });
  const otherId = await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Queue Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [seedPayments],
  });
  const [demo] = await rows<{ id: number }>(t.app, sql`select id from merchants where code = 'demo'`);
  finance = { operatorId: 7001, merchantId: Number(demo!.id), username: 'finance01', role: 'finance' };
  otherBrandFinance = { operatorId: 7002, merchantId: otherId, username: 'finance02', role: 'finance' };
  queue = t.app.operatorQueues.get('deposits')!;
  bank = await channelOf(t.app, 'bank');
  sandbox = await channelOf(t.app, 'sandbox');
});
afterAll(async () => t.close());

describe('the deposits queue', () => {
  it('is registered for the finance role', () => {
    expect(queue.name).toBe('deposits');
    expect(queue.roles).toEqual(['finance']);
  });

  it('lists waiting bank-transfer orders (not gateway orders), with what the operator needs', async () => {
    const m = await newMember(t.app);
    const order = await bankOrder(m, 321);
    await createOrder(t.app, m, { channelId: sandbox.id, amount: 60 });
    const { list, totalCount } = await queue.list(finance.merchantId, { pageNo: 1, pageSize: 100 });
    const item = list.find((i) => i.id === order.id);
    expect(item).toMatchObject({
      memberId: m.id,
      username: m.username,
      amount: 321,
      status: 'pending',
      detail: {
        orderNo: order.orderNo,
        provider: 'manual_bank',
        reference: `REF-${m.username}`,
        channel: 'bank',
      },
    });
    expect(list.every((i) => i.detail.provider === 'manual_bank' && i.status === 'pending')).toBe(true);
    expect(totalCount).toBe(list.length);
    const other = await queue.list(otherBrandFinance.merchantId, { pageNo: 1, pageSize: 100 });
    expect(other.list.find((i) => i.id === order.id)).toBeUndefined();
  });

  it('approve: paid, the member credited from cash, a message and an audit row, all at once; a second decision is 409', async () => {
    const m = await newMember(t.app);
    const order = await bankOrder(m, 1_250);
    const item = await queue.approve(finance, order.id, 'seen on statement', undefined);
    expect(item).toMatchObject({ id: order.id, status: 'paid', amount: 1_250 });
    expect(await balanceOf(t.app, m)).toBe(1_250);
    const [transfer] = await rows<{ kind: string; amount: string; reference: string }>(
      t.app,
      sql`select kind, amount, reference from ledger_transfers where idempotency_key = ${`deposit:${order.id}`}`,
    );
    expect(transfer).toMatchObject({ kind: 'deposit', reference: order.orderNo });
    expect(BigInt(transfer!.amount)).toBe(125_000n);
    expect(await orderRow(t.app, order.id)).toMatchObject({
      status: 'paid',
      decided_by: 7001,
      note: 'seen on statement',
    });
    expect(await messagesOf(m.id)).toEqual([
      { template: 'deposit.credited', params: { amount: '1,250.00', orderNo: order.orderNo } },
    ]);
    const audit = await rows<{ operator_id: number; event: string; detail: Record<string, unknown> }>(
      t.app,
      sql`select operator_id, event, detail from audit_log where member_id = ${m.id} and event like 'deposit.%'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: 7001, event: 'deposit.approved' });
    expect(audit[0]!.detail).toMatchObject({ orderNo: order.orderNo, amount: 1_250 });

    // One decision at a time: each is awaited before the next starts.
    for (const again of [
      () => queue.approve(finance, order.id, null),
      () => queue.reject(finance, order.id, 'no'),
    ]) {
      const error = await refusal(again());
      expect(error.statusCode).toBe(409);
      expect(error.errorCode).toBe('deposit.order.decided');
    }
    expect(await depositTransfers(t.app, order.id)).toHaveLength(1);
    expect(await balanceOf(t.app, m)).toBe(1_250);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('reject: rejected with the note told to the member, nothing moved; a second decision is 409', async () => {
    const m = await newMember(t.app);
    const order = await bankOrder(m, 400);
    const item = await queue.reject(finance, order.id, 'No transfer found with this reference');
    expect(item.status).toBe('rejected');
    expect(await orderRow(t.app, order.id)).toMatchObject({
      status: 'rejected',
      transfer_id: null,
      note: 'No transfer found with this reference',
    });
    expect(await messagesOf(m.id)).toEqual([
      {
        template: 'deposit.rejected',
        params: { amount: '400.00', orderNo: order.orderNo, note: 'No transfer found with this reference' },
      },
    ]);
    expect(await balanceOf(t.app, m)).toBe(0);
    expect((await refusal(queue.approve(finance, order.id, null))).statusCode).toBe(409);
    expect(await depositTransfers(t.app, order.id)).toEqual([]);
  });

  it('two approvals at once: one succeeds, the other is 409, one credit', async () => {
    const m = await newMember(t.app);
    const order = await bankOrder(m, 200);
    const results = await Promise.allSettled([
      queue.approve(finance, order.id, null),
      queue.approve(finance, order.id, null),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failed.reason as AppError).statusCode).toBe(409);
    expect(await depositTransfers(t.app, order.id)).toHaveLength(1);
    expect(await balanceOf(t.app, m)).toBe(200);
  });

  it("another brand's operator, a gateway order and an unknown id are not in the queue (404)", async () => {
    const m = await newMember(t.app);
    const order = await bankOrder(m);
    const gateway = json(await createOrder(t.app, m, { channelId: sandbox.id, amount: 60 })).value;
    for (const work of [
      () => queue.approve(otherBrandFinance, order.id, null),
      () => queue.reject(otherBrandFinance, order.id, 'x'),
      () => queue.approve(finance, gateway.id, null),
      () => queue.approve(finance, 999_999_999, null),
    ]) {
      const error = await refusal(work());
      expect(error.statusCode).toBe(404);
    }
    expect((await orderRow(t.app, order.id))?.status).toBe('pending');
    expect((await orderRow(t.app, gateway.id))?.status).toBe('pending');
  });

  it("decides in the caller's transaction when given one (rolled back with it)", async () => {
    const m = await newMember(t.app);
    const order = await bankOrder(m, 150);
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await queue.approve(finance, order.id, null, tx);
        throw new Error('the caller changes its mind');
      }),
    ).rejects.toThrow('the caller changes its mind');
    expect((await orderRow(t.app, order.id))?.status).toBe('pending');
    expect(await balanceOf(t.app, m)).toBe(0);
    await queue.approve(finance, order.id, null);
    expect(await balanceOf(t.app, m)).toBe(150);
  });
});
