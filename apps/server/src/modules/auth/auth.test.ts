import { randomInt } from 'node:crypto';
import { solveChallenge, solvedCaptcha } from '../../test/captcha.js';
import { API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  encryptedCall,
  json,
  lastSmsCode,
  login,
  outbox,
  register,
  uniqueName,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000 });
});
afterAll(async () => t.close());

const auth = (token: string) => ({ authorization: token });

describe('the first journey', () => {
  it('register -> info -> balance -> logout -> old token refused -> login again', async () => {
    const username = uniqueName();
    const reg = await register(t.app, username, 'Secret123');
    expect(reg.statusCode).toBe(200);
    const { token, firstTimeLogin, passwordExpired, mustChangePassword } = json(reg).value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect({ firstTimeLogin, passwordExpired, mustChangePassword }).toEqual({
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
    });

    const info = await t.app.inject({ method: 'GET', url: API.memberInfo, headers: auth(token) });
    expect(info.statusCode).toBe(200);
    expect(json(info).value).toMatchObject({
      account: username,
      nickname: username,
      type: 0,
      toUpline: false,
      language: 'EN',
    });

    const bearer = await t.app.inject({
      method: 'GET',
      url: API.balance,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json(bearer).value).toEqual({
      sumBalance: 0,
      currencySymbol: 'P',
      wallets: [{ walletCode: 'MAIN', name: 'Main wallet', balance: 0 }],
    });

    const out = await t.app.inject({ method: 'DELETE', url: API.logout, headers: auth(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: API.memberInfo, headers: auth(token) });
    expect(after.statusCode).toBe(401);
    expect(json(after)).toMatchObject({ success: false, errorCode: 'login.not.session' });

    const again = await login(t.app, username, 'Secret123');
    expect(again.statusCode).toBe(200);
    expect(json(again).value.firstTimeLogin).toBe(false);
    const info2 = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: auth(json(again).value.token),
    });
    expect(json(info2).value.lastLoginAt).not.toBeNull();
  });

  it('refuses calls without a session', async () => {
    for (const url of [API.memberInfo, API.balance]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(json(res).errorCode).toBe('login.not.session');
    }
    const bad = await t.app.inject({ method: 'GET', url: API.memberInfo, headers: auth('x'.repeat(43)) });
    expect(bad.statusCode).toBe(401);
  });

  it('logs the demo member in and updates the language', async () => {
    const res = await login(t.app, 'player01', 'Lotus2026');
    expect(res.statusCode).toBe(200);
    const token = json(res).value.token as string;
    const lang = await t.app.inject({
      method: 'PUT',
      url: API.memberLanguage,
      headers: auth(token),
      payload: { language: 'VI' },
    });
    expect(lang.statusCode).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: API.memberInfo, headers: auth(token) });
    expect(json(info).value).toMatchObject({ account: 'player01', nickname: 'Lucky Lotus', language: 'VI' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: API.memberLanguage,
      headers: auth(token),
      payload: { language: 'XX' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('failed logins', () => {
  it('answers an unknown user exactly like a wrong password, and asks for a captcha from then on', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123');
    const wrong = await login(t.app, username, 'Wrong1234');
    const unknown = await login(t.app, uniqueName('ghost'), 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong)).toEqual({
      success: false,
      value: { captcha: true },
      message: expect.any(String),
      errorCode: 'login.failed',
    });

    // The right password without a captcha is refused now.
    const noCaptcha = await login(t.app, username, 'Secret123');
    expect(noCaptcha.statusCode).toBe(401);
    expect(json(noCaptcha)).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });

    const captcha = await t.app.inject({ method: 'GET', url: API.captcha });
    expect(captcha.statusCode).toBe(200);
    // A proof-of-work challenge bound to this browser by an HttpOnly, SameSite=Strict cookie.
    const challenge = json(captcha).value;
    expect(challenge).toEqual({
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
      difficulty: expect.any(Number),
      expiresInSeconds: expect.any(Number),
    });
    expect(challenge.difficulty).toBeGreaterThanOrEqual(16);
    const cookie = String(captcha.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);

    const wrongCaptcha = await login(t.app, username, 'Secret123', { captcha: '99999' }, { cookie });
    expect(json(wrongCaptcha).errorCode).toBe('captcha.invalid');

    // A captcha is single use: the wrong try used it up, so the right answer to it fails now.
    const late = await login(
      t.app,
      username,
      'Secret123',
      { captcha: solveChallenge(challenge) },
      { cookie },
    );
    expect(json(late).errorCode).toBe('captcha.invalid');
    // Ask again (at most once a second).
    await new Promise((r) => setTimeout(r, 1100));
    const fresh = await t.app.inject({ method: 'GET', url: API.captcha, headers: { cookie } });
    const answer = solveChallenge(json(fresh).value);
    // Bound to the browser: another browser cannot use it.
    const elsewhere = await login(t.app, username, 'Secret123', { captcha: answer }, {});
    expect(json(elsewhere).errorCode).toBe('captcha.invalid');
    const ok = await login(t.app, username, 'Secret123', { captcha: answer }, { cookie });
    expect(ok.statusCode).toBe(200);
    // Used once: the same answer does not work again.
    const replay = await login(t.app, username, 'Wrong1234', { captcha: answer }, { cookie });
    expect(replay.statusCode).toBe(401);
  });

  it('refreshes a captcha at most once a second for a browser', async () => {
    const first = await t.app.inject({ method: 'GET', url: API.captcha });
    const cookie = String(first.headers['set-cookie']);
    const second = await t.app.inject({ method: 'GET', url: API.captcha, headers: { cookie } });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('1');
  });

  it('locks a name from this browser and IP for 5 minutes after 5 failures, even for the right password', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { cookie, captcha } = await solvedCaptcha(t.app);
      const res = await login(t.app, username, `Wrong${i}xyz`, i === 0 ? {} : { captcha }, { cookie });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(290);
        expect(json(res).value.retryAfterSeconds).toBeGreaterThan(290);
      }
    }
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
    expect(statuses[4]).toBe(429);
    const { cookie, captcha } = await solvedCaptcha(t.app);
    const right = await login(t.app, username, 'Secret123', { captcha }, { cookie });
    expect(right.statusCode).toBe(429);
    expect(json(right).errorCode).toBe('login.locked');
  });
});

describe('free play', () => {
  it('logs in to a fresh trial account (type 4)', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.freePlay, payload: { platform: 'W' } });
    expect(res.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: auth(json(res).value.token),
    });
    expect(json(info).value.type).toBe(4);
  });
});

describe('SMS codes', () => {
  it('sends a register code through the outbox, and refuses a second one within its lifetime', async () => {
    const mobile = `0917${randomInt(1_000_000, 9_999_999)}`;
    const first = await t.app.inject({
      method: 'POST',
      url: API.smsRegister,
      payload: { mobileNo: mobile, countryDialingCode: '+63' },
    });
    expect(first.statusCode).toBe(200);
    expect(json(first).value).toEqual({ expiredMinutes: 2 });
    expect(lastSmsCode(t.outboxDir, `+63${mobile}`)).toMatch(/^\d{6}$/);
    await new Promise((r) => setTimeout(r, 1100));
    const again = await t.app.inject({
      method: 'POST',
      url: API.smsRegister,
      payload: { mobileNo: mobile, countryDialingCode: '+63' },
    });
    expect(again.statusCode).toBe(429);
    expect(json(again).errorCode).toBe('verification.code.too.soon');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(100);
  });

  it('takes at most one request a second from a client', async () => {
    const a = await t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      payload: { mobileNum: '09170000001', countryDialingCode: '+63' },
    });
    const b = await t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      payload: { mobileNum: '09170000002', countryDialingCode: '+63' },
    });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(429);
    expect(b.headers['retry-after']).toBeDefined();
  });

  it('registers by mobile with the code, logs in by SMS code, and resets the password by phone', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const mobile = `0918${String(Date.now()).slice(-7)}`;
    await t.app.inject({
      method: 'POST',
      url: API.smsRegister,
      payload: { mobileNo: mobile, countryDialingCode: '+63' },
    });
    const code = lastSmsCode(t.outboxDir, `+63${mobile}`);
    const wrong = await encryptedCall(t.app, 'PUT', API.registerMobile, {
      mobileNum: mobile,
      countryDialingCode: '+63',
      verificationCode: '000000',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ageConfirmed: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).value.field).toBe('verificationCode');
    const reg = await encryptedCall(t.app, 'PUT', API.registerMobile, {
      mobileNum: mobile,
      countryDialingCode: '+63',
      verificationCode: code,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      ageConfirmed: true,
    });
    expect(reg.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: auth(json(reg).value.token),
    });
    expect(json(info).value.account).toBe(`m63${mobile}`);

    await new Promise((r) => setTimeout(r, 1100));
    await t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      payload: { mobileNum: mobile, countryDialingCode: '+63' },
    });
    const loginCode = lastSmsCode(t.outboxDir, `+63${mobile}`);
    const bySms = await encryptedCall(t.app, 'POST', API.login, {
      type: 'sms',
      mobileNum: mobile,
      countryDialingCode: '+63',
      verificationCode: loginCode,
    });
    expect(bySms.statusCode).toBe(200);
    const reuse = await encryptedCall(t.app, 'POST', API.login, {
      type: 'sms',
      mobileNum: mobile,
      countryDialingCode: '+63',
      verificationCode: loginCode,
    });
    expect(reuse.statusCode).toBe(400);

    await new Promise((r) => setTimeout(r, 1100));
    await t.app.inject({
      method: 'POST',
      url: API.smsNoLogin,
      payload: { mobileNum: mobile, countryDialingCode: '+63' },
    });
    const resetCode = lastSmsCode(t.outboxDir, `+63${mobile}`);
    const reset = await encryptedCall(t.app, 'POST', API.setPasswordByPhone, {
      newPassword: 'Newpass123',
      mobileNum: mobile,
      countryDialingCode: '+63',
      verificationCode: resetCode,
    });
    expect(reset.statusCode).toBe(200);
    // Every session of the member ended with the reset.
    const old = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: auth(json(bySms).value.token),
    });
    expect(old.statusCode).toBe(401);
    expect((await login(t.app, `m63${mobile}`, 'Newpass123')).statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('changes the password with the old one and ends the other sessions', async () => {
    const username = uniqueName();
    const first = json(await register(t.app, username, 'Secret123')).value.token as string;
    const second = json(await login(t.app, username, 'Secret123')).value.token as string;

    const wrongOld = await encryptedCall(
      t.app,
      'POST',
      API.changePassword,
      { oldPassword: 'Nope12345', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      auth(second),
    );
    expect(wrongOld.statusCode).toBe(400);
    expect(json(wrongOld).errorCode).toBe('password.old.wrong');
    const mismatch = await encryptedCall(
      t.app,
      'POST',
      API.changePassword,
      { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better124' },
      auth(second),
    );
    expect(json(mismatch).errorCode).toBe('password.mismatch');
    const badRule = await encryptedCall(
      t.app,
      'POST',
      API.changePassword,
      { oldPassword: 'Secret123', newPassword: 'a b', confirmNewPassword: 'a b' },
      auth(second),
    );
    expect(json(badRule).errorCode).toBe('validation.newPassword');

    const ok = await encryptedCall(
      t.app,
      'POST',
      API.changePassword,
      { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      auth(second),
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: API.memberInfo, headers: auth(first) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: API.memberInfo, headers: auth(second) })).statusCode,
    ).toBe(200);
    expect((await login(t.app, username, 'Secret123')).statusCode).toBe(401);
    expect((await login(t.app, username, 'Better123', {})).statusCode).toBe(401 /* captcha now needed */);
  });

  it('sends a reset link by e-mail only when name and e-mail match, and the link sets a new password once', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123', { email: `${username}@example.com` });
    const before = outbox(t.outboxDir, 'email').length;
    const miss = await t.app.inject({
      method: 'POST',
      url: API.forgotPasswordEmail,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${username}&email=other%40example.com`,
    });
    expect(miss.statusCode).toBe(200);
    expect(outbox(t.outboxDir, 'email').length).toBe(before);
    const hit = await t.app.inject({
      method: 'POST',
      url: API.forgotPasswordEmail,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${username}&email=${username}%40example.com`,
    });
    expect(json(hit)).toEqual(json(miss));
    const mail = outbox(t.outboxDir, 'email').at(-1)?.body;
    expect(mail?.to?.[0]?.address ?? mail?.envelope?.to?.[0]).toBe(`${username}@example.com`);
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(String(mail?.text))?.[1] ?? '';
    const reset = await encryptedCall(t.app, 'POST', API.resetPassword, {
      token,
      newPassword: 'Reset1234',
      confirmNewPassword: 'Reset1234',
    });
    expect(reset.statusCode).toBe(200);
    const again = await encryptedCall(t.app, 'POST', API.resetPassword, {
      token,
      newPassword: 'Reset5678',
      confirmNewPassword: 'Reset5678',
    });
    expect(again.statusCode).toBe(400);
    expect((await login(t.app, username, 'Reset1234')).statusCode).toBe(200);
  });
});
