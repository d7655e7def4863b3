import { ADMIN_API, API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../test/funding.js';
import { createTestApp, json, login, register, uniqueName, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';

// The operator API over the queues the domains register (deposits here: a bank transfer order decided
// through /admin moves the money, messages the member and leaves the ledger balanced).

let t: TestApp;

const admin = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token },
    ...(payload ? { payload } : {}),
  });

async function operatorToken(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: ADMIN_API.adminLogin,
    headers: { merchant: 'demo' },
    payload: { username, password: 'Lotus2026' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.token as string;
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('the registered queues', () => {
  it('are the deposits, withdrawals and redemptions', async () => {
    const res = await admin('GET', ADMIN_API.adminQueues, await operatorToken('admin'));
    expect(res.statusCode, res.body).toBe(200);
    const names = (json(res).value.list as { name: string }[]).map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['deposits', 'withdrawals', 'redemptions']));
  });

  it('decide a bank transfer deposit through /admin, once', async () => {
    const username = uniqueName('adq');
    expect((await register(t.app, username, 'Secret123')).statusCode).toBe(200);
    const memberToken = json(await login(t.app, username, 'Secret123')).value.token as string;
    const [bank] = await rowsOf<{ id: number }>(
      t.app.database.db,
      sql`select c.id from payment_channels c join merchants m on m.id = c.merchant_id
          where m.code = 'demo' and c.code = 'bank'`,
    );
    const order = await t.app.inject({
      method: 'POST',
      url: API.depositOrders,
      headers: { merchant: 'demo', authorization: memberToken },
      payload: { channelId: Number(bank!.id), amount: 150, reference: 'TRX 4242' },
    });
    expect(order.statusCode, order.body).toBe(200);

    const finance = await operatorToken('finance01');
    const listed = await admin(
      'GET',
      `${ADMIN_API.adminQueue.replace(':queue', 'deposits')}?status=pending`,
      finance,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const item = (json(listed).value.list as { id: number; username: string; amount: number }[]).find(
      (i) => i.username === username,
    );
    expect(item).toMatchObject({ amount: 150 });

    const support = await operatorToken('support01');
    const url = ADMIN_API.adminApprove.replace(':queue', 'deposits').replace(':id', String(item!.id));
    expect((await admin('POST', url, support, {})).statusCode).toBe(403);
    const approved = await admin('POST', url, finance, { note: 'seen on statement' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).value.item.amount).toBe(150);
    expect((await admin('POST', url, finance, {})).statusCode).toBe(409);

    const balance = await t.app.inject({
      method: 'GET',
      url: API.balance,
      headers: { merchant: 'demo', authorization: memberToken },
    });
    expect(json(balance).value.sumBalance).toBe(150);
    const audits = await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from audit_log
          where event = 'queue.approve' and detail->>'queue' = 'deposits' and operator_id is not null`,
    );
    expect(Number(audits[0]!.n)).toBe(1);
    expect(await ledgerCheck(t.app)).toEqual({ ok: true, problems: [] });
  });
});
