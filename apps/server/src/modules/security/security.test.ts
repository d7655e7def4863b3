import { randomInt } from 'node:crypto';
import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totpAt } from '../../lib/totp.js';
import { DEMO_BRAND, defaultRules, defaultSettings, seedBrand } from '../../seed/brands.js';
import { createTestApp, json, lastSmsCode, login, outbox, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import {
  auth,
  get,
  newMember,
  post,
  sealed,
  setPaymentPassword,
  type Member,
} from '../../test/security-kit.js';

let t: TestApp;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let trial: Member;

beforeAll(async () => {
  t = await createTestApp({ now: clock, rateLimit: false, loginPerMinute: 1000 });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'sec2',
    name: 'Second Lotus',
    isDefault: false,
    rules: defaultRules(),
    settings: defaultSettings(),
    accounts: [],
  });
  const res = await login(t.app, 'trial01', 'Lotus2026');
  trial = { username: 'trial01', token: json(res).value.token, id: 0, merchant: 'demo' };
});
afterAll(async () => t.close());

const lastMailCode = (to: string) => {
  const mail = outbox(t.outboxDir, 'email')
    .map((m) => m.body)
    .filter((b) => JSON.stringify(b).includes(to))
    .at(-1);
  const code = /\b(\d{6})\b/.exec(String(mail?.text ?? ''))?.[1];
  if (!code) throw new Error(`no e-mail code sent to ${to}`);
  return code;
};
const uniqueMobile = () => `0917${String(randomInt(10_000_000)).padStart(7, '0')}`;

describe('account details', () => {
  it('shows the account: name, nickname, type, registration, logins, what is set up', async () => {
    const m = await newMember(t.app);
    const res = await get(t.app, API.securityOverview, m);
    expect(res.statusCode).toBe(200);
    expect(json(res).value).toMatchObject({
      username: m.username,
      nickname: m.username,
      type: 0,
      avatarId: 1,
      mobileNum: null,
      email: null,
      paymentPasswordSet: false,
      bankAccountCount: 0,
      authenticatorEnabled: false,
    });
    expect(json(res).value.registeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(json(res).value.lastLoginAt).not.toBeNull();
  });

  it('refuses a trial account, a missing session and a token of another brand', async () => {
    const m = await newMember(t.app);
    expect((await get(t.app, API.securityOverview, trial)).statusCode).toBe(403);
    expect(json(await get(t.app, API.securityOverview, trial)).errorCode).toBe('trial.forbidden');
    expect((await t.app.inject({ method: 'GET', url: API.securityOverview })).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'GET',
      url: API.securityOverview,
      headers: auth(m.token, 'sec2'),
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('changes the nickname within its bounds and refuses anything else unchanged', async () => {
    const m = await newMember(t.app);
    for (const nickname of ['a', 'x'.repeat(21), '<script>', '  ', 'bad\u0000name']) {
      const res = await post(t.app, API.memberNickname, m, { nickname }, 'PUT');
      expect(res.statusCode, nickname).toBe(400);
    }
    expect(json(await get(t.app, API.securityOverview, m)).value.nickname).toBe(m.username);
    const ok = await post(t.app, API.memberNickname, m, { nickname: '  Lucky Lotus ' }, 'PUT');
    expect(ok.statusCode).toBe(200);
    expect(json(await get(t.app, API.memberInfo, m)).value.nickname).toBe('Lucky Lotus');
  });
});

describe('avatar', () => {
  it('lists 12 icons that are real SVG images, and sets the chosen one', async () => {
    const m = await newMember(t.app);
    const list = json(await get(t.app, API.playerAvatar, m)).value;
    expect(list.avatarId).toBe(1);
    expect(list.icons).toHaveLength(12);
    const image = await t.app.inject({ method: 'GET', url: list.icons[4].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toMatch(/^<svg /);
    expect((await t.app.inject({ method: 'GET', url: '/wps/avatars/13.svg' })).statusCode).toBe(404);

    expect((await post(t.app, API.memberIcon, m, { avatarId: 5 })).statusCode).toBe(200);
    expect(json(await get(t.app, API.playerAvatar, m)).value.avatarId).toBe(5);
    const bad = await post(t.app, API.memberIcon, m, { avatarId: 13 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorCode).toBe('security.avatar.unknown');
    expect((await post(t.app, API.memberIcon, m, { avatarId: 0 })).statusCode).toBe(400);
    expect((await post(t.app, API.memberIcon, m, { avatarId: 'x' })).statusCode).toBe(400);
    expect(json(await get(t.app, API.playerAvatar, m)).value.avatarId).toBe(5);
    expect((await post(t.app, API.memberIcon, trial, { avatarId: 2 })).statusCode).toBe(403);
  });
});

describe('mobile and e-mail', () => {
  it('binds a mobile number with the code sent to it, once, and keeps it unique in the brand', async () => {
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const mobile = uniqueMobile();
    const send = await post(t.app, API.bindCode, a, {
      channel: 'mobile',
      countryDialingCode: '+63',
      mobileNum: mobile,
    });
    expect(send.statusCode).toBe(200);
    expect(json(send).value.expiredMinutes).toBeGreaterThan(0);
    const code = lastSmsCode(t.outboxDir, `+63${mobile}`);
    const again = await post(t.app, API.bindCode, a, {
      channel: 'mobile',
      countryDialingCode: '+63',
      mobileNum: mobile,
    });
    expect(again.statusCode).toBe(429);
    expect(json(again).errorCode).toBe('verification.code.too.soon');

    // B cannot use the code sent for A.
    const stolen = await post(t.app, API.bindMobile, b, {
      countryDialingCode: '+63',
      mobileNum: mobile,
      verificationCode: code,
    });
    expect(stolen.statusCode).toBe(400);
    const wrong = await post(t.app, API.bindMobile, a, {
      countryDialingCode: '+63',
      mobileNum: mobile,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errorCode).toBe('verification.code.invalid');
    const ok = await post(t.app, API.bindMobile, a, {
      countryDialingCode: '+63',
      mobileNum: mobile,
      verificationCode: code,
    });
    expect(ok.statusCode).toBe(200);
    expect(json(await get(t.app, API.securityOverview, a)).value.mobileNum).toBe(
      `+63 *******${mobile.slice(-4)}`,
    );
    const reuse = await post(t.app, API.bindMobile, a, {
      countryDialingCode: '+63',
      mobileNum: mobile,
      verificationCode: code,
    });
    expect(reuse.statusCode).toBe(400);

    const taken = await post(t.app, API.bindCode, b, {
      channel: 'mobile',
      countryDialingCode: '+63',
      mobileNum: mobile,
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errorCode).toBe('register.mobile.taken');
    const same = await post(t.app, API.bindCode, a, {
      channel: 'mobile',
      countryDialingCode: '+63',
      mobileNum: mobile,
    });
    expect(json(same).errorCode).toBe('security.mobile.unchanged');
    // The same number is free in another brand.
    const other = await newMember(t.app, 'sec2');
    expect(
      (
        await post(t.app, API.bindCode, other, {
          channel: 'mobile',
          countryDialingCode: '+63',
          mobileNum: mobile,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('changes the number only with the code sent to the new one, and refuses an expired code', async () => {
    const m = await newMember(t.app);
    const first = uniqueMobile();
    await post(t.app, API.bindCode, m, { channel: 'mobile', countryDialingCode: '+63', mobileNum: first });
    await post(t.app, API.bindMobile, m, {
      countryDialingCode: '+63',
      mobileNum: first,
      verificationCode: lastSmsCode(t.outboxDir, `+63${first}`),
    });
    const second = `0918${first.slice(-7)}`;
    await post(t.app, API.bindCode, m, { channel: 'mobile', countryDialingCode: '+63', mobileNum: second });
    const code = lastSmsCode(t.outboxDir, `+63${second}`);
    offsetMs += 6 * 60_000;
    const late = await post(t.app, API.bindMobile, m, {
      countryDialingCode: '+63',
      mobileNum: second,
      verificationCode: code,
    });
    expect(late.statusCode).toBe(400);
    expect(json(late).errorCode).toBe('verification.code.expired');
    expect(json(await get(t.app, API.securityOverview, m)).value.mobileNum).toContain(first.slice(-4));

    await post(t.app, API.bindCode, m, { channel: 'mobile', countryDialingCode: '+63', mobileNum: second });
    const fresh = lastSmsCode(t.outboxDir, `+63${second}`);
    const ok = await post(t.app, API.bindMobile, m, {
      countryDialingCode: '+63',
      mobileNum: second,
      verificationCode: fresh,
    });
    expect(ok.statusCode).toBe(200);
    expect(json(await get(t.app, API.securityOverview, m)).value.mobileNum).toContain(second.slice(-4));
  });

  it('refuses malformed numbers and codes before sending anything', async () => {
    const m = await newMember(t.app);
    const before = outbox(t.outboxDir, 'sms').length;
    for (const body of [
      { channel: 'mobile', countryDialingCode: '+63', mobileNum: '12ab' },
      { channel: 'mobile', countryDialingCode: '63', mobileNum: '09171234567' },
      { channel: 'email', email: 'nope' },
      { channel: 'fax', number: '1' },
    ]) {
      expect((await post(t.app, API.bindCode, m, body)).statusCode).toBe(400);
    }
    expect(outbox(t.outboxDir, 'sms').length).toBe(before);
    expect(
      (
        await post(t.app, API.bindMobile, m, {
          countryDialingCode: '+63',
          mobileNum: '09171234567',
          verificationCode: '12',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(t.app, API.bindCode, trial, { channel: 'email', email: 'a@example.com' })).statusCode,
    ).toBe(403);
  });

  it('binds an e-mail address with the code e-mailed to it', async () => {
    const m = await newMember(t.app);
    const email = `${m.username}@example.com`;
    expect((await post(t.app, API.bindCode, m, { channel: 'email', email })).statusCode).toBe(200);
    const code = lastMailCode(email);
    const wrong = await post(t.app, API.bindEmail, m, {
      email,
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await post(t.app, API.bindEmail, m, { email, verificationCode: code })).statusCode).toBe(200);
    expect(json(await get(t.app, API.securityOverview, m)).value.email).toMatch(/^se\*+@example\.com$/);
  });
});

describe('payment password', () => {
  it('is set once with the login password, then changed with the old one; all encrypted', async () => {
    const m = await newMember(t.app);
    const plain = await post(t.app, API.paymentPasswordSet, m, {
      loginPassword: 'Secret123',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(json(plain).errorCode).toBe('encryption.required');
    const changeFirst = await sealed(t.app, API.paymentPasswordChange, m, {
      oldPaymentPassword: '111111',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(changeFirst.statusCode).toBe(422);
    expect(json(changeFirst).errorCode).toBe('payment.password.not.set');
    const wrongLogin = await sealed(t.app, API.paymentPasswordSet, m, {
      loginPassword: 'Wrong1234',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(wrongLogin.statusCode).toBe(400);
    expect(json(wrongLogin).errorCode).toBe('security.login.password.wrong');
    for (const bad of [
      { newPaymentPassword: '12345', confirmPaymentPassword: '12345' },
      { newPaymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef' },
      { newPaymentPassword: '135790', confirmPaymentPassword: '135791' },
    ]) {
      const res = await sealed(t.app, API.paymentPasswordSet, m, { loginPassword: 'Secret123', ...bad });
      expect(res.statusCode).toBe(400);
    }
    expect(json(await get(t.app, API.securityOverview, m)).value.paymentPasswordSet).toBe(false);

    await setPaymentPassword(t.app, m, '135790');
    expect(json(await get(t.app, API.securityOverview, m)).value.paymentPasswordSet).toBe(true);
    const twice = await sealed(t.app, API.paymentPasswordSet, m, {
      loginPassword: 'Secret123',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(twice.statusCode).toBe(409);
    const wrongOld = await sealed(t.app, API.paymentPasswordChange, m, {
      oldPaymentPassword: '000000',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(json(wrongOld)).toMatchObject({
      errorCode: 'payment.password.wrong',
      value: { field: 'oldPaymentPassword' },
    });
    const changed = await sealed(t.app, API.paymentPasswordChange, m, {
      oldPaymentPassword: '135790',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    expect(changed.statusCode).toBe(200);
    const [row] = await rowsOf<{ h: string }>(
      t.app.database.db,
      sql`select payment_password_hash as h from members where id = ${m.id}`,
    );
    expect(row?.h).toMatch(/^\$argon2id\$/);
    const audit = await rowsOf<{ event: string }>(
      t.app.database.db,
      sql`select event from audit_log where member_id = ${m.id} and event like 'payment.password.%' order by id`,
    );
    expect(audit.map((a) => a.event)).toEqual([
      'payment.password.failed',
      'payment.password.set',
      'payment.password.failed',
      'payment.password.changed',
    ]);
    expect(
      (
        await sealed(t.app, API.paymentPasswordSet, trial, {
          loginPassword: 'Lotus2026',
          newPaymentPassword: '123456',
          confirmPaymentPassword: '123456',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('login history', () => {
  it('lists the member own logins, newest first, with the device summarised and paged', async () => {
    const m = await newMember(t.app);
    const other = await newMember(t.app);
    const agent =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
    for (let i = 0; i < 3; i++) {
      await login(t.app, m.username, 'Secret123', {}, { 'user-agent': agent });
    }
    const page = json(
      await t.app.inject({ method: 'GET', url: `${API.loginHistory}?pageSize=2`, headers: auth(m.token) }),
    ).value;
    expect(page.totalCount).toBe(4);
    expect(page.totalPages).toBe(2);
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).toMatchObject({ ip: '127.0.0.1', device: 'Chrome on Windows', current: false });
    const last = json(
      await t.app.inject({
        method: 'GET',
        url: `${API.loginHistory}?pageSize=2&pageNo=2`,
        headers: auth(m.token),
      }),
    ).value;
    expect(last.list.at(-1).current).toBe(true);
    expect(json(await get(t.app, API.loginHistory, other)).value.totalCount).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API.loginHistory}?pageSize=500`, headers: auth(m.token) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('authenticator', () => {
  it('enrols, turns on with a code from the app, and turns off with one', async () => {
    const m = await newMember(t.app);
    const code = (secret: string) => totpAt(base32Decode(secret), clock());
    expect(json(await post(t.app, API.authenticatorConfirm, m, { code: '123456' })).errorCode).toBe(
      'totp.not.enrolled',
    );
    const enrol = json(await post(t.app, API.authenticatorEnrol, m)).value;
    expect(enrol.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.otpauthUrl).toContain(`secret=${enrol.secret}`);
    const [row] = await rowsOf<{ s: string }>(
      t.app.database.db,
      sql`select totp_secret_sealed as s from members where id = ${m.id}`,
    );
    expect(row?.s).not.toContain(enrol.secret);
    const right = code(enrol.secret);
    const wrong = await post(t.app, API.authenticatorConfirm, m, {
      code: right === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errorCode).toBe('totp.code.wrong');
    expect(json(await get(t.app, API.securityOverview, m)).value.authenticatorEnabled).toBe(false);
    expect((await post(t.app, API.authenticatorConfirm, m, { code: right })).statusCode).toBe(200);
    expect(json(await get(t.app, API.securityOverview, m)).value.authenticatorEnabled).toBe(true);
    expect((await post(t.app, API.authenticatorEnrol, m)).statusCode).toBe(409);
    expect((await post(t.app, API.authenticatorDisable, m, { code: 'abc' })).statusCode).toBe(400);
    expect(
      (await post(t.app, API.authenticatorDisable, m, { code: right === '000000' ? '111111' : '000000' }))
        .statusCode,
    ).toBe(400);
    // The code that turned it on is used up; the next step's code turns it off.
    expect((await post(t.app, API.authenticatorDisable, m, { code: right })).statusCode).toBe(400);
    const next = totpAt(base32Decode(enrol.secret), new Date(clock().getTime() + 30_000));
    expect((await post(t.app, API.authenticatorDisable, m, { code: next })).statusCode).toBe(200);
    expect(json(await get(t.app, API.securityOverview, m)).value.authenticatorEnabled).toBe(false);
    expect((await post(t.app, API.authenticatorDisable, m, { code: code(enrol.secret) })).statusCode).toBe(
      422,
    );
  });
});
