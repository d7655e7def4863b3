import { randomUUID } from 'node:crypto';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../../seed/brands.js';
import { fundMember, ledgerCheck } from '../../../test/funding.js';
import { createTestApp, json, login, type TestApp } from '../../../test/test-app.js';
import type { OperatorActor, OperatorQueue } from '../../../lib/operator-queues.js';
import { rowsOf } from '../../../db/rows.js';
import {
  GIF,
  JPEG,
  PAY_PASSWORD,
  PNG,
  addBankAccount,
  count,
  detailUrl,
  financeOperator,
  formBody,
  get,
  mainBalance,
  newMember,
  withdraw,
  type TestMember,
} from '../../../test/withdrawal-kit.js';

// Withdrawals: held at once, decided by an operator, confirmed by the member (decision record 017).
let t: TestApp;
let clock = new Date('2026-11-23T04:00:00Z');
let queue: OperatorQueue;
let finance: OperatorActor;
const OTHER = 'withdraw-other';

const advance = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

/** A member with money, a payment password and a bank account. */
async function ready(amount = 1_000) {
  const m = await newMember(t.app);
  await fundMember(t.app, m.id, amount);
  const bank = await addBankAccount(t.app, m);
  return { ...m, bank };
}

const ask = (m: TestMember & { bank: number }, amount: number, extra: Record<string, unknown> = {}) =>
  withdraw(t.app, m, {
    amount,
    bankAccountId: m.bank,
    paymentPassword: PAY_PASSWORD,
    requestId: randomUUID(),
    ...extra,
  });

async function asked(m: TestMember & { bank: number }, amount: number): Promise<number> {
  const res = await ask(m, amount);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.withdrawal.id as number;
}

const orders = (memberId: number) =>
  count(t.app, sql`select count(*) as n from withdrawal_orders where member_id = ${memberId}`);
const messages = (memberId: number, template: string) =>
  count(
    t.app,
    sql`select count(*) as n from member_messages where member_id = ${memberId} and template = ${template}`,
  );

async function notReceived(
  token: string,
  id: number,
  parts: [string, string | { name: string; bytes: Buffer; type?: string }][],
) {
  const { payload, contentType } = await formBody(parts);
  return t.app.inject({
    method: 'POST',
    url: detailUrl(API.withdrawalNotReceived, id),
    payload,
    headers: { authorization: token, 'content-type': contentType },
  });
}

const proofDir = () => path.join(t.outboxDir, 'uploads', 'withdrawals');
const proofFiles = () => (existsSync(proofDir()) ? readdirSync(proofDir()) : []);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, loginPerMinute: 100_000, rateLimit: false });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Other Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
  queue = t.app.operatorQueues.get('withdrawals')!;
  const [demo] = await rowsOf<{ id: number }>(
    t.app.database.db,
    sql`select id from merchants where code = 'demo'`,
  );
  finance = await financeOperator(t.app, Number(demo!.id));
});
afterAll(async () => t.close());

describe('withdraw', () => {
  it('holds the amount at once: the order is pending and the money sits in the pending account', async () => {
    const m = await ready(1_000);
    const res = await ask(m, 250.5);
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value.balance).toBe(749.5);
    expect(value.withdrawal).toMatchObject({
      amount: 250.5,
      status: 'pending',
      bank: { bankName: 'BDO Unibank' },
      receivedAmount: null,
      remainder: 250.5,
      hasProof: false,
    });
    expect(value.withdrawal.orderNo).toMatch(/^W\d{6}[0-9A-F]{12}$/);
    expect(await mainBalance(t.app, m.id)).toBe(749.5);
    const [hold] = await rowsOf<{ kind: string; idempotency_key: string; amount: string }>(
      t.app.database.db,
      sql`select t.kind, t.idempotency_key, t.amount::text from withdrawal_orders w
          join ledger_transfers t on t.id = w.hold_transfer_id where w.id = ${value.withdrawal.id}`,
    );
    expect(hold).toEqual({
      kind: 'withdrawal_hold',
      idempotency_key: `withdrawal-hold:${value.withdrawal.id}`,
      amount: '25050',
    });
    expect(
      await count(
        t.app,
        sql`select count(*) as n from audit_log where member_id = ${m.id} and event = 'withdrawal.requested'`,
      ),
    ).toBe(1);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('the info call shows the balance, limits, bank accounts and what today used', async () => {
    const m = await ready(500);
    await asked(m, 100);
    const res = await get(t.app, API.withdrawInfo, m.token);
    expect(res.statusCode).toBe(200);
    expect(json(res).value).toMatchObject({
      currencySymbol: 'P',
      balance: 400,
      min: 100,
      max: 50_000,
      perDayCount: 3,
      perDayAmount: 50_000,
      usedTodayCount: 1,
      usedTodayAmount: 100,
      hasPaymentPassword: true,
      confirmMinutes: 30,
    });
    expect(json(res).value.bankAccounts).toEqual([
      expect.objectContaining({ id: m.bank, bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz' }),
    ]);
  });

  it('without a payment password or bank account, the info says so', async () => {
    const m = await newMember(t.app, { paymentPassword: null });
    await addBankAccount(t.app, m, true);
    const value = json(await get(t.app, API.withdrawInfo, m.token)).value;
    expect(value.hasPaymentPassword).toBe(false);
    expect(value.bankAccounts).toEqual([]);
  });

  it.each([
    ['below the minimum', 99.99, 422, ERROR_CODES.withdrawalBelowMin],
    ['above the maximum', 50_000.01, 422, ERROR_CODES.withdrawalAboveMax],
    ['above the balance', 1_000.01, 422, ERROR_CODES.insufficientFunds],
    ['with three decimals', 100.001, 400, ERROR_CODES.validation],
    ['zero', 0, 400, ERROR_CODES.validation],
    ['negative', -100, 400, ERROR_CODES.validation],
  ])('refuses an amount %s and writes nothing', async (_label, amount, status, code) => {
    const m = await ready(1_000);
    const res = await ask(m, amount);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 422) expect(json(res).errorCode).toBe(code);
    expect(json(res).message).toMatch(/amount/i);
    expect(await orders(m.id)).toBe(0);
    expect(await mainBalance(t.app, m.id)).toBe(1_000);
  });

  it('refuses a wrong payment password, and none set, and writes nothing', async () => {
    const m = await ready(1_000);
    const wrong = await ask(m, 100, { paymentPassword: '999999' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errorCode).toBe(ERROR_CODES.paymentPasswordWrong);
    const none = await newMember(t.app, { paymentPassword: null });
    await fundMember(t.app, none.id, 500);
    const bank = await addBankAccount(t.app, none);
    const notSet = await withdraw(t.app, none, {
      amount: 100,
      bankAccountId: bank,
      paymentPassword: 'x',
      requestId: randomUUID(),
    });
    expect(notSet.statusCode).toBe(422);
    expect(json(notSet).errorCode).toBe(ERROR_CODES.paymentPasswordNotSet);
    expect(await orders(m.id)).toBe(0);
    expect(await orders(none.id)).toBe(0);
    expect(await mainBalance(t.app, m.id)).toBe(1_000);
  });

  it("refuses another member's bank account, a removed one and an unknown id (404)", async () => {
    const m = await ready(1_000);
    const other = await ready(10);
    const removed = await addBankAccount(t.app, m, true);
    for (const bankAccountId of [other.bank, removed, 2_000_000]) {
      const res = await ask(m, 100, { bankAccountId });
      expect(res.statusCode).toBe(404);
      expect(json(res).errorCode).toBe(ERROR_CODES.withdrawalBankNotFound);
    }
    expect(await orders(m.id)).toBe(0);
    expect(await mainBalance(t.app, m.id)).toBe(1_000);
  });

  it('refuses a plain (not encrypted) body', async () => {
    const m = await ready(1_000);
    const res = await t.app.inject({
      method: 'POST',
      url: API.withdrawals,
      payload: { amount: 100, bankAccountId: m.bank, paymentPassword: PAY_PASSWORD },
      headers: { authorization: m.token },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe(ERROR_CODES.encryptionRequired);
    expect(await orders(m.id)).toBe(0);
  });

  it('refuses trial accounts (403) and visitors (401)', async () => {
    const trial = json(await login(t.app, 'trial01', 'Lotus2026')).value.token as string;
    const res = await withdraw(
      t.app,
      { token: trial },
      { amount: 100, bankAccountId: 1, paymentPassword: 'x', requestId: randomUUID() },
    );
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe(ERROR_CODES.trialForbidden);
    expect((await get(t.app, API.withdrawInfo, trial)).statusCode).toBe(403);
    expect((await get(t.app, API.withdrawals, trial)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: API.withdrawals })).statusCode).toBe(401);
  });

  it("enforces the VIP level's withdrawals per day and amount per day", async () => {
    const m = await ready(60_000);
    await asked(m, 100);
    await asked(m, 100);
    await asked(m, 100);
    const fourth = await ask(m, 100);
    expect(fourth.statusCode).toBe(422);
    expect(json(fourth).errorCode).toBe(ERROR_CODES.withdrawalDailyCount);

    const big = await ready(60_000);
    await asked(big, 40_000);
    const over = await ask(big, 10_000.01);
    expect(over.statusCode).toBe(422);
    expect(json(over).errorCode).toBe(ERROR_CODES.withdrawalDailyLimit);
    expect(json(over).message).toContain('10,000.00');
    await asked(big, 10_000);
    expect(await orders(big.id)).toBe(2);
  });

  it('100 concurrent withdrawals of the whole balance: exactly one is held, the rest refused', async () => {
    const m = await ready(500);
    const answers = await Promise.all(Array.from({ length: 100 }, () => ask(m, 500)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The rest: no money left, or (at once) more payment password checks than may run together (429).
    expect(
      answers
        .filter((a) => a.statusCode !== 200)
        .every((a) =>
          a.statusCode === 422
            ? json(a).errorCode === ERROR_CODES.insufficientFunds
            : a.statusCode === 429 && json(a).errorCode === ERROR_CODES.paymentPasswordLocked,
        ),
    ).toBe(true);
    expect(await orders(m.id)).toBe(1);
    expect(await mainBalance(t.app, m.id)).toBe(0);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  }, 180_000);
});

describe('replays (the request id)', () => {
  it('requires a request id (400 naming it) and writes nothing', async () => {
    const m = await ready(1_000);
    for (const requestId of [undefined, 'short', 'x'.repeat(65), 'has spaces in it']) {
      const res = await ask(m, 100, { requestId });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toContain('requestId');
    }
    expect(await orders(m.id)).toBe(0);
    expect(await mainBalance(t.app, m.id)).toBe(1_000);
  });

  it('the same request id sent again returns the first withdrawal and holds nothing more', async () => {
    const m = await ready(1_000);
    const requestId = randomUUID();
    const first = await ask(m, 300, { requestId });
    expect(first.statusCode, first.body).toBe(200);
    const again = await ask(m, 300, { requestId });
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again).value).toEqual(json(first).value);
    expect(await orders(m.id)).toBe(1);
    expect(await mainBalance(t.app, m.id)).toBe(700);
  });

  it('a replay after the balance was spent still answers the first withdrawal', async () => {
    const m = await ready(500);
    const requestId = randomUUID();
    const first = await ask(m, 500, { requestId });
    expect(first.statusCode).toBe(200);
    const again = await ask(m, 500, { requestId });
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again).value.withdrawal.id).toBe(json(first).value.withdrawal.id);
    expect(await orders(m.id)).toBe(1);
  });

  it('the same request id with another amount or bank account is a 409 and changes nothing', async () => {
    const m = await ready(1_000);
    const other = await addBankAccount(t.app, m);
    const requestId = randomUUID();
    expect((await ask(m, 100, { requestId })).statusCode).toBe(200);
    for (const extra of [{ amount: 200 }, { bankAccountId: other }]) {
      const res = await withdraw(t.app, m, {
        amount: 100,
        bankAccountId: m.bank,
        paymentPassword: PAY_PASSWORD,
        requestId,
        ...extra,
      });
      expect(res.statusCode).toBe(409);
      expect(json(res).errorCode).toBe(ERROR_CODES.idempotencyConflict);
      expect(json(res).message).toContain('requestId');
    }
    expect(await orders(m.id)).toBe(1);
    expect(await mainBalance(t.app, m.id)).toBe(900);
  });

  it("one member's request id is not another's", async () => {
    const a = await ready(1_000);
    const b = await ready(1_000);
    const requestId = randomUUID();
    expect((await ask(a, 100, { requestId })).statusCode).toBe(200);
    expect((await ask(b, 100, { requestId })).statusCode).toBe(200);
    expect(await orders(a.id)).toBe(1);
    expect(await orders(b.id)).toBe(1);
  });

  it('40 concurrent replays of one withdrawal make one order and hold the money once', async () => {
    const m = await ready(1_000);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 40 }, () => ask(m, 250, { requestId })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    const ids = new Set(answers.map((a) => json(a).value.withdrawal.id as number));
    expect(ids.size).toBe(1);
    expect(await orders(m.id)).toBe(1);
    expect(await mainBalance(t.app, m.id)).toBe(750);
    expect(
      await count(
        t.app,
        sql`select count(*) as n from audit_log where member_id = ${m.id} and event = 'withdrawal.requested'`,
      ),
    ).toBe(1);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  }, 180_000);
});

describe('my withdrawals', () => {
  it('lists my own withdrawals, newest first, paged and by status; another member sees none of them', async () => {
    const m = await ready(1_000);
    const first = await asked(m, 100);
    advance(1);
    const second = await asked(m, 200);
    await queue.reject(finance, first, 'name mismatch');
    const all = json(await get(t.app, API.withdrawals, m.token, { pageSize: 1 })).value;
    expect(all).toMatchObject({ pageNo: 1, pageSize: 1, totalCount: 2, totalPages: 2 });
    expect(all.list.map((w: any) => w.id)).toEqual([second]);
    const rejected = json(await get(t.app, API.withdrawals, m.token, { status: 'rejected' })).value;
    expect(rejected.list).toEqual([
      expect.objectContaining({ id: first, status: 'rejected', note: 'name mismatch' }),
    ]);
    const other = await ready(10);
    expect(json(await get(t.app, API.withdrawals, other.token)).value.totalCount).toBe(0);
    const bad = await get(t.app, API.withdrawals, m.token, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
  });

  it("detail: mine 200; another member's, another brand's and an unknown id 404", async () => {
    const m = await ready(1_000);
    const id = await asked(m, 100);
    const mine = await get(t.app, detailUrl(API.withdrawalDetail, id), m.token);
    expect(mine.statusCode).toBe(200);
    expect(json(mine).value).toMatchObject({ id, amount: 100, status: 'pending' });
    const other = await ready(10);
    const stranger = await newMember(t.app, { merchant: OTHER });
    for (const [token, headers] of [
      [other.token, {}],
      [stranger.token, { merchant: OTHER }],
    ] as const) {
      const res = await get(t.app, detailUrl(API.withdrawalDetail, id), token, {}, headers);
      expect(res.statusCode).toBe(404);
      expect(json(res).errorCode).toBe(ERROR_CODES.withdrawalNotFound);
    }
    expect((await get(t.app, detailUrl(API.withdrawalDetail, 9_999_999), m.token)).statusCode).toBe(404);
    // A token is valid only for its brand.
    expect(
      (await get(t.app, detailUrl(API.withdrawalDetail, id), m.token, {}, { merchant: OTHER })).statusCode,
    ).toBe(401);
  });
});

describe('operator decisions', () => {
  it('approve pays out (pending -> cash), starts the clock, messages and audits; a second decision is 409', async () => {
    const m = await ready(1_000);
    const id = await asked(m, 300);
    const item = await queue.approve(finance, id, 'paid by bank');
    expect(item).toMatchObject({ id, memberId: m.id, amount: 300 });
    const detail = json(await get(t.app, detailUrl(API.withdrawalDetail, id), m.token)).value;
    expect(detail).toMatchObject({ status: 'paid', note: 'paid by bank', remainder: 300 });
    expect(detail.confirmDueDateStr).not.toBeNull();
    const [row] = await rowsOf<{ kind: string; key: string; due: string }>(
      t.app.database.db,
      sql`select t.kind, t.idempotency_key as key,
            extract(epoch from (w.confirm_due_at - w.decided_at))::int::text as due
          from withdrawal_orders w join ledger_transfers t on t.id = w.settle_transfer_id where w.id = ${id}`,
    );
    expect(row).toEqual({ kind: 'withdrawal', key: `withdrawal-pay:${id}`, due: String(30 * 60) });
    expect(await messages(m.id, 'withdrawal.paid')).toBe(1);
    await expect(queue.approve(finance, id, null)).rejects.toMatchObject({ statusCode: 409 });
    await expect(queue.reject(finance, id, null)).rejects.toMatchObject({ statusCode: 409 });
    expect(await mainBalance(t.app, m.id)).toBe(700);
    expect(await messages(m.id, 'withdrawal.paid')).toBe(1);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('reject gives the held amount back and messages the member', async () => {
    const m = await ready(1_000);
    const id = await asked(m, 400);
    expect(await mainBalance(t.app, m.id)).toBe(600);
    await queue.reject(finance, id, 'account closed');
    expect(await mainBalance(t.app, m.id)).toBe(1_000);
    expect(await messages(m.id, 'withdrawal.rejected')).toBe(1);
    const [message] = await rowsOf<{ params: Record<string, string> }>(
      t.app.database.db,
      sql`select params from member_messages where member_id = ${m.id} and template = 'withdrawal.rejected'`,
    );
    expect(message!.params).toMatchObject({ amount: '400.00', note: 'account closed' });
    await expect(queue.approve(finance, id, null)).rejects.toMatchObject({ statusCode: 409 });
    expect(await mainBalance(t.app, m.id)).toBe(1_000);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('concurrent approve and reject of one order: exactly one wins', async () => {
    const m = await ready(1_000);
    const id = await asked(m, 500);
    const outcomes = await Promise.allSettled([
      queue.approve(finance, id, null),
      queue.reject(finance, id, null),
      queue.approve(finance, id, null),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(
      await count(
        t.app,
        sql`select count(*) as n from withdrawal_orders where id = ${id} and settle_transfer_id is not null`,
      ),
    ).toBe(1);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it("an operator of another brand cannot decide this brand's order (404); an unknown id 404", async () => {
    const m = await ready(1_000);
    const id = await asked(m, 100);
    const [other] = await rowsOf<{ id: number }>(
      t.app.database.db,
      sql`select id from merchants where code = ${OTHER}`,
    );
    const outsider = await financeOperator(t.app, Number(other!.id));
    await expect(queue.approve(outsider, id, null)).rejects.toMatchObject({ statusCode: 404 });
    await expect(queue.reject(finance, 9_999_999, null)).rejects.toMatchObject({ statusCode: 404 });
    expect((await queue.list(outsider.merchantId, { pageNo: 1, pageSize: 50 })).list).toEqual([]);
    expect(json(await get(t.app, detailUrl(API.withdrawalDetail, id), m.token)).value.status).toBe('pending');
  });

  it("the queue's filter `all` lists every status; a status lists only its own", async () => {
    const m = await ready(1_000);
    const pending = await asked(m, 100);
    const rejected = await asked(m, 100);
    await queue.reject(finance, rejected, 'wrong account');
    const all = await queue.list(finance.merchantId, { status: 'all', pageNo: 1, pageSize: 100 });
    const mine = all.list.filter((i) => i.memberId === m.id);
    expect(mine.map((i) => [i.id, i.status]).sort()).toEqual(
      [
        [pending, 'pending'],
        [rejected, 'rejected'],
      ].sort(),
    );
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    const onlyRejected = await queue.list(finance.merchantId, {
      status: 'rejected',
      pageNo: 1,
      pageSize: 100,
    });
    expect(onlyRejected.list.every((i) => i.status === 'rejected')).toBe(true);
    expect(onlyRejected.list.map((i) => i.id)).toContain(rejected);
  });

  it('the queue lists pending orders with what the operator needs', async () => {
    const m = await ready(1_000);
    const id = await asked(m, 123.45);
    const { list } = await queue.list(finance.merchantId, { status: 'pending', pageNo: 1, pageSize: 100 });
    expect(list.find((i) => i.id === id)).toMatchObject({
      username: m.username,
      amount: 123.45,
      status: 'pending',
      detail: expect.objectContaining({ bankName: 'BDO Unibank', accountName: 'Juan Dela Cruz' }),
    });
  });
});

describe('confirmation', () => {
  it('the member confirms a paid withdrawal as received; it leaves the waiting list', async () => {
    const m = await ready(1_000);
    const id = await asked(m, 200);
    expect(json(await get(t.app, API.withdrawalConfirmations, m.token)).value.list).toEqual([]);
    await queue.approve(finance, id, null);
    const waiting = json(await get(t.app, API.withdrawalConfirmations, m.token)).value.list;
    expect(waiting).toEqual([expect.objectContaining({ id, amount: 200, remainder: 200, status: 'paid' })]);
    const res = await t.app.inject({
      method: 'POST',
      url: detailUrl(API.withdrawalReceived, id),
      headers: { authorization: m.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ status: 'received', receivedAmount: 200, remainder: 0 });
    expect(json(await get(t.app, API.withdrawalConfirmations, m.token)).value.list).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: detailUrl(API.withdrawalReceived, id),
      headers: { authorization: m.token },
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe(ERROR_CODES.withdrawalNotAwaiting);
  });

  it('a pending withdrawal cannot be confirmed (409); another member cannot confirm mine (404)', async () => {
    const m = await ready(1_000);
    const id = await asked(m, 200);
    const post = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: detailUrl(API.withdrawalReceived, id),
        headers: { authorization: token },
      });
    expect((await post(m.token)).statusCode).toBe(409);
    await queue.approve(finance, id, null);
    const other = await ready(10);
    expect((await post(other.token)).statusCode).toBe(404);
    const res = await notReceived(other.token, id, [['proof', { name: 'a.png', bytes: PNG }]]);
    expect(res.statusCode).toBe(404);
    expect(json(await get(t.app, detailUrl(API.withdrawalDetail, id), m.token)).value.status).toBe('paid');
  });

  it('not received with a proof image: flagged for the operator, the proof kept, nothing refunded', async () => {
    const m = await ready(1_000);
    const id = await asked(m, 300);
    await queue.approve(finance, id, null);
    const res = await notReceived(m.token, id, [
      ['receivedAmount', '100.50'],
      ['proof', { name: 'statement.jpg', bytes: JPEG, type: 'image/jpeg' }],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({
      status: 'not_received',
      receivedAmount: 100.5,
      remainder: 199.5,
      hasProof: true,
    });
    expect(await mainBalance(t.app, m.id)).toBe(700);
    const image = await get(t.app, detailUrl(API.withdrawalProof, id), m.token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.from(image.rawPayload)).toEqual(JPEG);
    const other = await ready(10);
    expect((await get(t.app, detailUrl(API.withdrawalProof, id), other.token)).statusCode).toBe(404);
    const { list } = await queue.list(finance.merchantId, {
      status: 'not_received',
      pageNo: 1,
      pageSize: 100,
    });
    expect(list.find((i) => i.id === id)?.detail.receivedAmount).toBe(100.5);
    // Answered: the job never turns it into a forced receipt.
    advance(31);
    await t.app.scheduler.run('withdrawals.autoConfirm');
    expect(json(await get(t.app, detailUrl(API.withdrawalDetail, id), m.token)).value.status).toBe(
      'not_received',
    );
  });

  it.each([
    ['no proof', [['receivedAmount', '0']], ERROR_CODES.withdrawalProofRequired],
    ['a GIF', [['proof', { name: 'a.gif', bytes: GIF, type: 'image/gif' }]], ERROR_CODES.withdrawalProofType],
    [
      'a proof of 5 MB',
      [['proof', { name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }]],
      ERROR_CODES.withdrawalProofTooLarge,
    ],
    [
      'a received amount of the whole withdrawal',
      [
        ['receivedAmount', '300'],
        ['proof', { name: 'a.png', bytes: PNG }],
      ],
      ERROR_CODES.withdrawalReceivedAmount,
    ],
    [
      'a received amount that is not a number',
      [
        ['receivedAmount', '12abc'],
        ['proof', { name: 'a.png', bytes: PNG }],
      ],
      ERROR_CODES.withdrawalReceivedAmount,
    ],
    [
      'an unknown field',
      [
        ['proof', { name: 'a.png', bytes: PNG }],
        ['extra', 'x'],
      ],
      'validation.extra',
    ],
  ] as const)('refuses not received with %s, and keeps nothing', async (_label, parts, code) => {
    const m = await ready(1_000);
    const id = await asked(m, 300);
    await queue.approve(finance, id, null);
    const before = proofFiles().length;
    const res = await notReceived(
      m.token,
      id,
      parts as unknown as [string, string | { name: string; bytes: Buffer; type?: string }][],
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).errorCode).toBe(code);
    expect(proofFiles()).toHaveLength(before);
    expect(json(await get(t.app, detailUrl(API.withdrawalDetail, id), m.token)).value.status).toBe('paid');
  });

  it('refuses a body that is not multipart', async () => {
    const m = await ready(1_000);
    const id = await asked(m, 300);
    await queue.approve(finance, id, null);
    const res = await t.app.inject({
      method: 'POST',
      url: detailUrl(API.withdrawalNotReceived, id),
      payload: { proof: 'x' },
      headers: { authorization: m.token },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('auto-confirm job', () => {
  it('turns unanswered paid withdrawals into auto_received once, however many runs race; never refunds', async () => {
    const m = await ready(2_000);
    const early = await asked(m, 300);
    const late = await asked(m, 400);
    await queue.approve(finance, early, null);
    advance(20);
    await queue.approve(finance, late, null);
    advance(11); // early is due (31 minutes), late is not (11 minutes)
    await t.app.scheduler.run('withdrawals.autoConfirm');
    await Promise.all([
      t.app.scheduler.run('withdrawals.autoConfirm'),
      t.app.scheduler.run('withdrawals.autoConfirm'),
      t.app.scheduler.run('withdrawals.autoConfirm'),
    ]);
    const status = async (id: number) =>
      json(await get(t.app, detailUrl(API.withdrawalDetail, id), m.token)).value;
    expect(await status(early)).toMatchObject({ status: 'auto_received', receivedAmount: 300, remainder: 0 });
    expect((await status(late)).status).toBe('paid');
    expect(await messages(m.id, 'withdrawal.autoReceived')).toBe(1);
    advance(20);
    await Promise.all([
      t.app.scheduler.run('withdrawals.autoConfirm'),
      t.app.scheduler.run('withdrawals.autoConfirm'),
    ]);
    expect((await status(late)).status).toBe('auto_received');
    expect(await messages(m.id, 'withdrawal.autoReceived')).toBe(2);
    // A forced receipt is final: the member can no longer say it did not arrive.
    const res = await notReceived(m.token, early, [['proof', { name: 'a.png', bytes: PNG }]]);
    expect(res.statusCode).toBe(409);
    expect(await mainBalance(t.app, m.id)).toBe(1_300);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});
