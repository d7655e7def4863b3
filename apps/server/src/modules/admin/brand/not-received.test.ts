import { randomUUID } from 'node:crypto';
import { API, NOT_RECEIVED_QUEUE, type Language } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from '../../../test/funding.js';
import { loginOperator } from '../../../test/operators.js';
import { json, type TestApp, createTestApp } from '../../../test/test-app.js';
import {
  JPEG,
  PAY_PASSWORD,
  addBankAccount,
  formBody,
  newMember,
  withdraw,
  type TestMember,
} from '../../../test/withdrawal-kit.js';

let t: TestApp;
let finance: string;

const member = (m: TestMember) => ({ merchant: 'demo', authorization: m.token });

const decide = (decision: 'approve' | 'reject', id: number, note?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/queues/${NOT_RECEIVED_QUEUE}/${id}/${decision}`,
    headers: { merchant: 'demo', authorization: finance },
    payload: note === undefined ? {} : { note },
  });

type Message = { id: number; kind: string; title: string; preview: string };

/** The member's inbox as the member centre lists it, each message opened for its full text. */
async function inbox(m: TestMember): Promise<{ title: string; body: string; kind: string }[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: API.messageList,
    headers: member(m),
    query: { pageNo: '1', pageSize: '50' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = json(res).value.list as Message[];
  const opened = [];
  for (const message of list) {
    const read = await t.app.inject({
      method: 'POST',
      url: API.messageRead,
      headers: member(m),
      payload: { id: message.id },
    });
    expect(read.statusCode, read.body).toBe(200);
    const detail = json(read).value as { title: string; body: string };
    opened.push({ title: detail.title, body: detail.body, kind: message.kind });
  }
  return opened;
}

/** A member in a language, whose paid withdrawal of `amount` is marked not received with `received`. */
async function markedNotReceived(language: Language, amount: number, received: string) {
  const m = await newMember(t.app);
  const lang = await t.app.inject({
    method: 'PUT',
    url: API.memberLanguage,
    headers: member(m),
    payload: { language },
  });
  expect(lang.statusCode, lang.body).toBe(200);
  await fundMember(t.app, m.id, 2_000);
  const bank = await addBankAccount(t.app, m);
  const res = await withdraw(t.app, m, {
    amount,
    bankAccountId: bank,
    paymentPassword: PAY_PASSWORD,
    requestId: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const withdrawal = json(res).value.withdrawal as { id: number; orderNo: string };
  const paid = await t.app.inject({
    method: 'POST',
    url: `/admin/queues/withdrawals/${withdrawal.id}/approve`,
    headers: { merchant: 'demo', authorization: finance },
    payload: {},
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const { payload, contentType } = await formBody([
    ['receivedAmount', received],
    ['proof', { name: 'statement.jpg', bytes: JPEG, type: 'image/jpeg' }],
  ]);
  const nr = await t.app.inject({
    method: 'POST',
    url: API.withdrawalNotReceived.replace(':id', String(withdrawal.id)),
    payload,
    headers: { ...member(m), 'content-type': contentType },
  });
  expect(nr.statusCode, nr.body).toBe(200);
  return { member: m, id: withdrawal.id, orderNo: withdrawal.orderNo };
}

/** The messages of the not-received decisions (the payout's own message is there before). */
const decisionMessages = async (m: TestMember, title: string) =>
  (await inbox(m)).filter((message) => message.title === title);

beforeAll(async () => {
  t = await createTestApp({ rateLimit: false, loginPerMinute: 100_000 });
  finance = await loginOperator(t, 'finance01');
});
afterAll(async () => t?.close());

describe('withdrawals marked not received: the member is told the decision', () => {
  it('approved: the member reads, in their language, the amount returned and the order, once', async () => {
    const a = await markedNotReceived('EN', 1_250, '250.5');
    const before = await inbox(a.member);
    expect(before.some((message) => message.title === 'Missing withdrawal amount returned')).toBe(false);

    const refund = await decide('approve', a.id, 'bank confirms a partial payout');
    expect(refund.statusCode, refund.body).toBe(200);
    const told = await decisionMessages(a.member, 'Missing withdrawal amount returned');
    expect(told).toHaveLength(1);
    expect(told[0]!.kind).toBe('withdrawal');
    expect(told[0]!.body).toBe(
      `We checked your withdrawal of 1,250.00 (order ${a.orderNo}) that you marked as not received: ` +
        '999.50 did not reach your bank account and has been returned to your wallet.',
    );

    // A second decision is refused and tells the member nothing more.
    expect((await decide('approve', a.id)).statusCode).toBe(409);
    expect((await decide('reject', a.id)).statusCode).toBe(409);
    expect(await decisionMessages(a.member, 'Missing withdrawal amount returned')).toHaveLength(1);
    expect(await decisionMessages(a.member, 'Withdrawal found received')).toHaveLength(0);
  });

  it('rejected: the member reads, in their language, that the money arrived and nothing was returned, once', async () => {
    const b = await markedNotReceived('CN', 400, '0');
    const arrived = await decide('reject', b.id, 'statement shows it');
    expect(arrived.statusCode, arrived.body).toBe(200);
    const told = await decisionMessages(b.member, '提款核实已到账');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('400.00');
    expect(told[0]!.body).toContain(b.orderNo);
    expect(told[0]!.body).toContain('未退回钱包');

    expect((await decide('reject', b.id)).statusCode).toBe(409);
    expect((await decide('approve', b.id)).statusCode).toBe(409);
    expect(await decisionMessages(b.member, '提款核实已到账')).toHaveLength(1);
    expect(await decisionMessages(b.member, '未到账的提款金额已退回')).toHaveLength(0);
  });

  it('a member in another language reads the same decision in theirs', async () => {
    const c = await markedNotReceived('VI', 500, '100');
    expect((await decide('approve', c.id)).statusCode).toBe(200);
    const told = await decisionMessages(c.member, 'Đã hoàn lại số tiền rút chưa nhận');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('500.00');
    expect(told[0]!.body).toContain('400.00');
    expect(told[0]!.body).toContain(c.orderNo);
  });
});
