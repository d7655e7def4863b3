import { randomUUID } from 'node:crypto';
import { API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { createTestApp, encryptedCall, json, type TestApp } from '../../test/test-app.js';
import {
  PAY_PASSWORD,
  addBankAccount,
  count,
  get,
  mainBalance,
  newMember,
  withdraw,
  type TestMember,
} from '../../test/withdrawal-kit.js';
import { lockOf } from './bonus-lock.js';
import { giveReward, playRound, post, vendorSecret } from '../../test/reward-fixtures.js';

// Bonus money is locked on the main wallet until its turnover is met (decision 019).
let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000, rateLimit: false });
  secret = await vendorSecret(t.app);
});
afterAll(async () => t.close());

/** A member with a bank account, `deposit` of own money and a claimed bonus of `bonus` (major units). */
async function withBonus(deposit: number, bonus: number, multiple: number) {
  const m = await newMember(t.app);
  if (deposit > 0) await fundMember(t.app, m.id, deposit);
  const bank = await addBankAccount(t.app, m);
  const rewardId = await giveReward(t.app, m, { amount: BigInt(bonus * 100), multiple });
  const claim = await post(t.app, API.rewardClaim.replace(':id', String(rewardId)), m.token);
  expect(claim.statusCode, claim.body).toBe(200);
  return { ...m, bank };
}

const ask = (m: TestMember & { bank: number }, amount: number) =>
  withdraw(t.app, m, {
    amount,
    bankAccountId: m.bank,
    paymentPassword: PAY_PASSWORD,
    requestId: randomUUID(),
  });

const lockIn = async (m: TestMember) => {
  const res = await get(t.app, API.withdrawInfo, m.token);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.bonusLock;
};

describe('bonus lock', () => {
  it('keeps a bonus from being withdrawn until its turnover is met, then releases it', async () => {
    const m = await withBonus(100, 50, 2); // balance 150, the bonus needs 100 of valid bets
    expect(await lockIn(m)).toEqual({
      amount: 50,
      withdrawable: 100,
      bonuses: [
        { id: expect.any(Number), source: 'reward', amount: 50, turnoverRequired: 100, turnoverDone: 0 },
      ],
    });
    const funds = json(await get(t.app, API.consolidatedFunds, m.token)).value;
    expect(funds.bonusLock).toMatchObject({ amount: 50, withdrawable: 100 });

    const refused = await ask(m, 150);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(json(refused)).toMatchObject({
      errorCode: ERROR_CODES.bonusLocked,
      value: { field: 'amount', withdrawable: 100, amount: 50 },
    });
    expect(json(refused).message).toContain('100.00');
    expect(await mainBalance(t.app, m.id)).toBe(150);
    expect(
      await count(t.app, sql`select count(*) as n from withdrawal_orders where member_id = ${m.id}`),
    ).toBe(0);

    // 60 of the 100 bets (a round funds its own stake and pays it back): still locked.
    await playRound(t.app, secret, m, 60, 60);
    expect(await lockIn(m)).toMatchObject({ amount: 50, withdrawable: 160, bonuses: [{ turnoverDone: 60 }] });
    expect((await ask(m, 210)).statusCode).toBe(422);
    // The rest: released.
    await playRound(t.app, secret, m, 40, 40);
    expect(await lockIn(m)).toEqual({ amount: 0, withdrawable: 250, bonuses: [] });
    const paid = await ask(m, 250);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await mainBalance(t.app, m.id)).toBe(0);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('lets two dozen concurrent withdrawals take only the unlocked part', async () => {
    const m = await withBonus(100, 200, 1); // balance 300, 200 locked
    const answers = await Promise.all(Array.from({ length: 25 }, () => ask(m, 100)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The others are refused (422 locked; a per-member request limit may answer 429 first).
    expect(codes.filter((c) => c !== 200 && c !== 422 && c !== 429)).toEqual([]);
    expect(codes.filter((c) => c === 422).length).toBeGreaterThan(0);
    expect(await mainBalance(t.app, m.id)).toBe(200);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });

  it('refuses a transfer to the upline that reaches into locked bonus money', async () => {
    const agent = await newMember(t.app);
    await t.app.database.db.execute(sql`update members set type = 1 where id = ${agent.id}`);
    const m = await withBonus(30, 40, 3); // balance 70, 40 locked
    await t.app.database.db.execute(sql`update members set upline_id = ${agent.id} where id = ${m.id}`);
    const send = (amount: number) =>
      encryptedCall(
        t.app,
        'POST',
        API.uplineTransfer,
        { amount, paymentPassword: PAY_PASSWORD, requestId: randomUUID() },
        { authorization: m.token },
      );
    // The transfer page shows the lock before anything is sent.
    const info = await t.app.inject({
      method: 'GET',
      url: API.uplineInfo,
      headers: { authorization: m.token },
    });
    expect(json(info).value.bonusLock).toMatchObject({ amount: 40, withdrawable: 30 });
    const refused = await send(31);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(json(refused)).toMatchObject({ errorCode: ERROR_CODES.bonusLocked, value: { withdrawable: 30 } });
    expect(await mainBalance(t.app, m.id)).toBe(70);
    const sent = await Promise.all(Array.from({ length: 10 }, () => send(20)));
    expect(sent.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await mainBalance(t.app, m.id)).toBe(50);
  });
});

describe('lock rule', () => {
  const open = (amount: bigint) => ({
    id: 1,
    source: 'raffle',
    amount,
    turnoverRequired: amount,
    turnoverDone: 0n,
  });
  it('locks the open bonuses, never more than the balance', () => {
    expect(lockOf(500n, [open(100n), open(50n)])).toMatchObject({ locked: 150n, withdrawable: 350n });
    expect(lockOf(120n, [open(100n), open(50n)])).toMatchObject({ locked: 120n, withdrawable: 0n });
    expect(lockOf(0n, [open(100n)])).toMatchObject({ locked: 0n, withdrawable: 0n });
    expect(lockOf(80n, [])).toMatchObject({ locked: 0n, withdrawable: 80n });
  });
});
