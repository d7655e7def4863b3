import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { addBankAccount, newMember, setPaymentPassword, type Member } from '../../test/security-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false, loginPerMinute: 1000 });
});
afterAll(async () => t.close());

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: number }>(t.app.database.db, query))[0]?.n ?? 0);
const audits = (m: Member, event: string) =>
  countOf(sql`select count(*)::int as n from audit_log where member_id = ${m.id} and event = ${event}`);
const messages = (m: Member) =>
  countOf(
    sql`select count(*)::int as n from member_messages where member_id = ${m.id} and kind = 'security'`,
  );
const accounts = (m: Member) =>
  countOf(sql`select count(*)::int as n from member_bank_accounts where member_id = ${m.id}`);

describe('payment password attempts', () => {
  it('counts wrong ones, and a right one starts the count again', async () => {
    const m = await newMember(t.app);
    await setPaymentPassword(t.app, m);
    for (const left of [4, 3, 2, 1]) {
      const wrong = await addBankAccount(t.app, m, { paymentPassword: '999999' });
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toMatchObject({
        errorCode: 'payment.password.wrong',
        value: { attemptsLeft: left },
      });
    }
    expect((await addBankAccount(t.app, m)).statusCode).toBe(200);
    const again = await addBankAccount(t.app, m, { paymentPassword: '999999' });
    expect(json(again).value.attemptsLeft).toBe(4);
  });

  it('checks at most 5 wrong ones when 40 arrive at once, then locks, tells the member and audits', async () => {
    const m = await newMember(t.app);
    await setPaymentPassword(t.app, m);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => addBankAccount(t.app, m, { paymentPassword: '999999' })),
    );
    // The right one is refused while the lock holds, and nothing is added.
    const right = await addBankAccount(t.app, m);
    expect(right.statusCode).toBe(429);
    expect(answers.every((a) => a.statusCode === 400 || a.statusCode === 429)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(35);
    expect(await audits(m, 'payment.password.failed')).toBe(5);
    expect(json(right)).toMatchObject({ errorCode: 'payment.password.locked' });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(25 * 60);
    expect(await accounts(m)).toBe(0);
    expect(await audits(m, 'payment.password.locked')).toBe(1);
    expect(await messages(m)).toBe(1);
  });

  it('never locks on right entries, however many arrive at once', async () => {
    const m = await newMember(t.app);
    await setPaymentPassword(t.app, m);
    const answers = await Promise.all(Array.from({ length: 30 }, () => addBankAccount(t.app, m)));
    // Some may be asked to wait while the allowed checks run (or refused as a duplicate account once the
    // password passed); none is told the password is wrong, none is locked out for long.
    for (const a of answers) {
      expect(json(a).errorCode).not.toBe('payment.password.wrong');
      if (a.statusCode === 429) expect(Number(a.headers['retry-after'])).toBeLessThanOrEqual(5);
    }
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(await audits(m, 'payment.password.locked')).toBe(0);
    expect(await audits(m, 'payment.password.failed')).toBe(0);
    const wrong = await addBankAccount(t.app, m, { paymentPassword: '999999' });
    expect(json(wrong).value.attemptsLeft).toBe(4);
  });
});
