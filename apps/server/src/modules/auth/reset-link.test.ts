import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../config/env.js';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../seed/brands.js';
import { createTestApp, json, outbox, register, uniqueName, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';

let t: TestApp;
const BARE = 'no-domains';
beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000 });
  // A brand with no site domains configured.
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: BARE,
    name: 'Bare Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
});
afterAll(async () => t.close());

function forgot(username: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: API.forgotPasswordEmail,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: `username=${username}&email=${username}%40example.com`,
  });
}

const resetRows = async (username: string) =>
  (
    await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from password_resets r join members m on m.id = r.member_id where m.username = ${username}`,
    )
  )[0]?.n ?? 0;

describe('password reset links', () => {
  it('takes the link from the brand’s configured site domain, never from the Host header', async () => {
    expect(env.PUBLIC_URL).toBeUndefined();
    const username = uniqueName();
    await register(t.app, username, 'Secret123', { email: `${username}@example.com` });
    const res = await forgot(username, { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' });
    expect(res.statusCode).toBe(200);
    const mail = outbox(t.outboxDir, 'email').at(-1)?.body;
    const text = String(mail?.text);
    expect(text).not.toContain('attacker.example');
    expect(text).toMatch(/https:\/\/www\.royallotus\.example\/\?resetToken=[A-Za-z0-9_-]+/);
  });

  it('refuses, sending and storing nothing, when the brand has no site address', async () => {
    const username = uniqueName();
    const registered = await register(
      t.app,
      username,
      'Secret123',
      { email: `${username}@example.com` },
      { merchant: BARE },
    );
    expect(registered.statusCode).toBe(200);
    const before = outbox(t.outboxDir, 'email').length;
    const res = await forgot(username, { merchant: BARE, host: 'attacker.example' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ success: false, errorCode: 'password.reset.unavailable' });
    expect(outbox(t.outboxDir, 'email').length).toBe(before);
    expect(await resetRows(username)).toBe(0);
  });
});
