import { randomUUID } from 'node:crypto';
import { API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../../seed/brands.js';
import { fundMember, ledgerCheck } from '../../../test/funding.js';
import { createTestApp, encryptedCall, json, login, type TestApp } from '../../../test/test-app.js';
import { rowsOf } from '../../../db/rows.js';
import {
  PAY_PASSWORD,
  count,
  get,
  mainBalance,
  newMember,
  type TestMember,
} from '../../../test/withdrawal-kit.js';

// Transfer to the upline (transferUpline).
let t: TestApp;
const OTHER = 'upline-other';

const transfer = (
  m: Pick<TestMember, 'token'>,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  encryptedCall(
    t.app,
    'POST',
    API.uplineTransfer,
    'requestId' in body ? body : { ...body, requestId: randomUUID() },
    { authorization: m.token, ...headers },
  );

async function withUpline(amount = 1_000) {
  const agent = await newMember(t.app);
  const m = await newMember(t.app);
  await t.app.database.db.execute(
    sql`update members set upline_id = ${agent.id}, type = 0 where id = ${m.id}`,
  );
  await t.app.database.db.execute(sql`update members set type = 1 where id = ${agent.id}`);
  if (amount > 0) await fundMember(t.app, m.id, amount);
  return { agent, m };
}

const transfers = (memberId: number) =>
  count(
    t.app,
    sql`select count(*) as n from ledger_transfers t join accounts a on a.id = t.debit_account_id
        where a.member_id = ${memberId} and t.kind = 'upline_transfer'`,
  );

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000, rateLimit: false });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Other Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
});
afterAll(async () => t.close());

describe('upline info', () => {
  it('shows the masked upline, the limits and the balance', async () => {
    const { agent, m } = await withUpline(500);
    const res = await get(t.app, API.uplineInfo, m.token);
    expect(res.statusCode).toBe(200);
    expect(json(res).value).toEqual({
      currencySymbol: 'P',
      upline: `${agent.username.slice(0, 2)}***${agent.username.slice(-2)}`,
      balance: 500,
      min: 10,
      max: 20_000,
      hasPaymentPassword: true,
      bonusLock: { amount: 0, withdrawable: 500, bonuses: [] },
    });
  });

  it('a member without an upline gets null', async () => {
    const m = await newMember(t.app);
    expect(json(await get(t.app, API.uplineInfo, m.token)).value.upline).toBeNull();
  });

  it('the demo player01 has agent01 as upline', async () => {
    const token = json(await login(t.app, 'player01', 'Lotus2026')).value.token as string;
    expect(json(await get(t.app, API.uplineInfo, token)).value.upline).toBe('ag***01');
  });
});

describe('transfer to the upline', () => {
  it("moves money from the member's main wallet to the upline's, messages the upline and audits", async () => {
    const { agent, m } = await withUpline(1_000);
    const res = await transfer(m, { amount: 250.25, paymentPassword: PAY_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ amount: 250.25, balance: 749.75, replayed: false });
    expect(await mainBalance(t.app, m.id)).toBe(749.75);
    expect(await mainBalance(t.app, agent.id)).toBe(250.25);
    expect(
      await count(
        t.app,
        sql`select count(*) as n from member_messages where member_id = ${agent.id} and template = 'upline.received'
            and params->>'amount' = '250.25' and params->>'from' = ${m.username}`,
      ),
    ).toBe(1);
    expect(
      await count(
        t.app,
        sql`select count(*) as n from audit_log where member_id = ${m.id} and event = 'upline.transfer'`,
      ),
    ).toBe(1);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it("the transfer's reference (the member's records) masks the upline's name", async () => {
    const { agent, m } = await withUpline(1_000);
    const res = await transfer(m, { amount: 20, paymentPassword: PAY_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const masked = `${agent.username.slice(0, 2)}***${agent.username.slice(-2)}`;
    expect(json(res).value.reference).toBe(`${m.username} -> ${masked}`);
    const [row] = await rowsOf<{ reference: string }>(
      t.app.database.db,
      sql`select t.reference from ledger_transfers t join accounts a on a.id = t.debit_account_id
          where a.member_id = ${m.id} and t.kind = 'upline_transfer'`,
    );
    expect(row!.reference).toBe(`${m.username} -> ${masked}`);
    expect(row!.reference).not.toContain(agent.username);
  });

  it('the same request id moves the money once, even when sent concurrently', async () => {
    const { agent, m } = await withUpline(1_000);
    const body = { amount: 100, paymentPassword: PAY_PASSWORD, requestId: `req-${m.id}-abcdef` };
    const answers = await Promise.all(Array.from({ length: 5 }, () => transfer(m, body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => !json(a).value.replayed)).toHaveLength(1);
    expect(await transfers(m.id)).toBe(1);
    expect(await mainBalance(t.app, agent.id)).toBe(100);
    expect(await mainBalance(t.app, m.id)).toBe(900);
  });

  it('the same request id with another amount is a 409 and moves nothing more', async () => {
    const { agent, m } = await withUpline(1_000);
    const requestId = `req-${m.id}-conflict`;
    expect((await transfer(m, { amount: 100, paymentPassword: PAY_PASSWORD, requestId })).statusCode).toBe(
      200,
    );
    const other = await transfer(m, { amount: 150, paymentPassword: PAY_PASSWORD, requestId });
    expect(other.statusCode).toBe(409);
    expect(json(other).errorCode).toBe(ERROR_CODES.idempotencyConflict);
    expect(await transfers(m.id)).toBe(1);
    expect(await mainBalance(t.app, agent.id)).toBe(100);
  });

  it('refuses a transfer without a request id (400 naming it) and moves nothing', async () => {
    const { agent, m } = await withUpline(1_000);
    const res = await encryptedCall(
      t.app,
      'POST',
      API.uplineTransfer,
      { amount: 100, paymentPassword: PAY_PASSWORD },
      { authorization: m.token },
    );
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toContain('requestId');
    expect(await transfers(m.id)).toBe(0);
    expect(await mainBalance(t.app, agent.id)).toBe(0);
  });

  it.each([
    ['below the minimum', 9.99, 422, ERROR_CODES.uplineBelowMin],
    ['above the maximum', 20_000.01, 422, ERROR_CODES.uplineAboveMax],
    ['above the balance', 1_000.01, 422, ERROR_CODES.insufficientFunds],
    ['with three decimals', 10.001, 400, ERROR_CODES.validation],
  ])('refuses an amount %s and moves nothing', async (_label, amount, status, code) => {
    const { agent, m } = await withUpline(1_000);
    const res = await transfer(m, { amount, paymentPassword: PAY_PASSWORD });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 422) expect(json(res).errorCode).toBe(code);
    expect(await transfers(m.id)).toBe(0);
    expect(await mainBalance(t.app, agent.id)).toBe(0);
  });

  it('refuses a wrong payment password and moves nothing', async () => {
    const { m } = await withUpline(1_000);
    const res = await transfer(m, { amount: 100, paymentPassword: '000000' });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe(ERROR_CODES.paymentPasswordWrong);
    expect(await transfers(m.id)).toBe(0);
  });

  it('refuses a member without an upline (422) with a clear code', async () => {
    const m = await newMember(t.app);
    await fundMember(t.app, m.id, 100);
    const res = await transfer(m, { amount: 50, paymentPassword: PAY_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe(ERROR_CODES.uplineNone);
  });

  it('refuses an upline of another brand, and a disabled upline, and moves nothing', async () => {
    const stranger = await newMember(t.app, { merchant: OTHER });
    const m = await newMember(t.app);
    await fundMember(t.app, m.id, 100);
    // The agent tree's trigger refuses an upline of another brand; the service must too, should one exist.
    await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table members disable trigger members_agent_tree_upd`);
      await tx.execute(sql`update members set upline_id = ${stranger.id} where id = ${m.id}`);
      await tx.execute(sql`alter table members enable trigger members_agent_tree_upd`);
    });
    const cross = await transfer(m, { amount: 50, paymentPassword: PAY_PASSWORD });
    expect(cross.statusCode).toBe(422);
    expect(json(cross).errorCode).toBe(ERROR_CODES.uplineNone);
    const { agent, m: other } = await withUpline(100);
    await t.app.database.db.execute(sql`update members set status = 0 where id = ${agent.id}`);
    const disabled = await transfer(other, { amount: 50, paymentPassword: PAY_PASSWORD });
    expect(disabled.statusCode).toBe(422);
    expect(json(disabled).errorCode).toBe(ERROR_CODES.uplineUnavailable);
    expect(await transfers(m.id)).toBe(0);
    expect(await transfers(other.id)).toBe(0);
  });

  it('refuses trial accounts (403), visitors (401), a plain body (400) and a token of another brand', async () => {
    const trial = json(await login(t.app, 'trial01', 'Lotus2026')).value.token as string;
    const res = await transfer({ token: trial }, { amount: 50, paymentPassword: PAY_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe(ERROR_CODES.trialForbidden);
    expect((await get(t.app, API.uplineInfo, trial)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: API.uplineInfo })).statusCode).toBe(401);
    const { m } = await withUpline(100);
    const plain = await t.app.inject({
      method: 'POST',
      url: API.uplineTransfer,
      payload: { amount: 50, paymentPassword: PAY_PASSWORD },
      headers: { authorization: m.token },
    });
    expect(plain.statusCode).toBe(400);
    const crossBrand = await transfer(m, { amount: 50, paymentPassword: PAY_PASSWORD }, { merchant: OTHER });
    expect(crossBrand.statusCode).toBe(401);
    expect(await transfers(m.id)).toBe(0);
  });
});
