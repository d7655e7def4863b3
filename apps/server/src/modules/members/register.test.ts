import { API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbOf } from '../../test/db-access.js';
import {
  createTestApp,
  encryptedCall,
  json,
  register,
  uniqueName,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000 });
});
afterAll(async () => t.close());

const memberCount = () => dbOf(t.app).members.countInMerchant(1);

describe('registration by username', () => {
  it('refuses a duplicate username, whatever its case, with 409', async () => {
    const username = uniqueName();
    expect((await register(t.app, username)).statusCode).toBe(200);
    const again = await register(t.app, username.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      success: false,
      errorCode: 'register.username.taken',
      value: { field: 'username' },
    });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['username too short', { username: 'ab1' }, 'username', 'validation.username'],
    ['username too long', { username: 'a'.repeat(17) }, 'username', 'validation.username'],
    ['username starting with a digit', { username: '1lotus99' }, 'username', 'validation.username'],
    ['username with a symbol', { username: 'lotus_99' }, 'username', 'validation.username'],
    ['username missing', { username: '' }, 'username', 'validation.username'],
    ['password too short', { password: 'ab12', confirmPassword: 'ab12' }, 'password', 'validation.password'],
    [
      'password too long',
      { password: 'a1'.repeat(11), confirmPassword: 'a1'.repeat(11) },
      'password',
      'validation.password',
    ],
    [
      'password with a space',
      { password: 'abc 123', confirmPassword: 'abc 123' },
      'password',
      'validation.password',
    ],
    ['confirmation different', { confirmPassword: 'Other123' }, 'confirmPassword', 'password.mismatch'],
    ['e-mail malformed', { email: 'lotus@' }, 'email', 'validation.email'],
    [
      'mobile with letters',
      { mobileNum: '0917abc4567', countryDialingCode: '+63' },
      'mobileNum',
      'validation.mobileNum',
    ],
    [
      'mobile too short',
      { mobileNum: '0917', countryDialingCode: '+63' },
      'mobileNum',
      'validation.mobileNum',
    ],
    [
      'mobile without its country',
      { mobileNum: '09171234567', verificationCode: '123456' },
      'countryDialingCode',
      'validation.countryDialingCode',
    ],
    [
      'mobile without its SMS code',
      { mobileNum: '09171234567', countryDialingCode: '+63' },
      'verificationCode',
      'validation.verificationCode',
    ],
    ['unknown affiliate code', { affiliateCode: 'NOPE99' }, 'affiliateCode', 'register.affiliate.invalid'],
  ];

  it.each(cases)('%s: 400 naming the field, and no row written', async (_name, change, field, errorCode) => {
    const before = await memberCount();
    const res = await register(t.app, uniqueName(), 'Secret123', change);
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe(errorCode);
    expect(body.value.field).toBe(field);
    expect(body.message).toContain(field);
    expect(await memberCount()).toBe(before);
  });

  it('gives the pattern id and bounds of a broken rule', async () => {
    const res = await register(t.app, 'ab');
    expect(json(res).value).toMatchObject({ field: 'username', patternId: 1, min: 6, max: 16 });
  });

  it('refuses a field the contract does not allow (too long for any rule)', async () => {
    const res = await register(t.app, uniqueName(), 'Secret123', { nickname: 'x'.repeat(500) });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('validation.failed');
  });

  it('links the new member to the agent of a valid affiliate code', async () => {
    const check = await t.app.inject({ method: 'GET', url: `${API.affiliate}?code=ROYAL1` });
    expect(json(check).value).toEqual({ valid: true, agentNickname: 'Royal Agent' });
    const bad = await t.app.inject({ method: 'GET', url: `${API.affiliate}?code=NOPE` });
    expect(json(bad).value).toEqual({ valid: false, agentNickname: null });

    const res = await register(t.app, uniqueName(), 'Secret123', { affiliateCode: 'ROYAL1' });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: { authorization: json(res).value.token },
    });
    expect(json(info).value.toUpline).toBe(true);
  });

  it('keeps an optional e-mail and masks it in the member info', async () => {
    const username = uniqueName();
    const res = await register(t.app, username, 'Secret123', { email: `${username}@example.com` });
    const info = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: { authorization: json(res).value.token },
    });
    expect(json(info).value.email).toMatch(/^lo\*+@example\.com$/);
  });

  it('settles a race of the same username with exactly one winner', async () => {
    const username = uniqueName();
    const results = await Promise.all(Array.from({ length: 5 }, () => register(t.app, username)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
  });
});

describe('encrypted calls', () => {
  it('refuses a plain body on an encrypted route', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: API.register,
      payload: { username: uniqueName(), password: 'Secret123', confirmPassword: 'Secret123' },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).errorCode).toBe('encryption.required');
    const login = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { username: 'player01', password: 'Lotus2026' },
    });
    expect(json(login).errorCode).toBe('encryption.required');
  });

  it('opens what the site client sealed, and refuses a tampered body or an unknown key', async () => {
    const ok = await encryptedCall(t.app, 'POST', API.login, {
      type: 'username',
      username: 'player01',
      password: 'Lotus2026',
    });
    expect(ok.statusCode).toBe(200);

    const { encryptPayload } = await import('@platform/contracts');
    const key = json(await t.app.inject({ method: 'GET', url: API.rsaKey })).value;
    expect(Buffer.from(key.publicKey, 'base64').length).toBeGreaterThan(290);
    const sealed = await encryptPayload(key, {
      type: 'username',
      username: 'player01',
      password: 'Lotus2026',
    });
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    const tampered = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: { value: bytes.toString('base64') },
      headers: { encryption: sealed.header },
    });
    expect(tampered.statusCode).toBe(400);
    expect(json(tampered).errorCode).toBe('encryption.invalid');

    const unknownKey = await t.app.inject({
      method: 'POST',
      url: API.login,
      payload: sealed.body,
      headers: { encryption: `nokey:${sealed.header.split(':')[1]}` },
    });
    expect(json(unknownKey).errorCode).toBe('encryption.invalid');
  });
});

describe('a new member', () => {
  it('finds a welcome message in the inbox, in the language of the site', async () => {
    const username = uniqueName();
    const res = await register(t.app, username);
    expect(res.statusCode).toBe(200);
    const token = json(res).value.token as string;
    const inbox = await t.app.inject({
      method: 'GET',
      url: API.messageList,
      headers: { authorization: token },
    });
    expect(inbox.statusCode).toBe(200);
    const { list } = json(inbox).value as { list: { kind: string; title: string; read: boolean }[] };
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'welcome', title: 'Welcome to Royal Lotus', read: false });
  });
});
