import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totpAt } from '../../lib/totp.js';
import { createTestApp, json, lastSmsCode, outbox, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import {
  addBankAccount,
  auth,
  get,
  loginFrom,
  newMember,
  post,
  setPaymentPassword,
  type Member,
} from '../../test/security-kit.js';

let t: TestApp;
const clock = () => new Date();
let ipCounter = 10;
const newIp = () => `10.0.0.${ipCounter++}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: false, loginPerMinute: 1000 });
  // The demo brand ships with the switch off; these tests turn it on before any brand is cached.
  await t.app.database.db.execute(
    sql`update whitelabel_switches set enabled = true
        where mod_id = 'LOGINIPVERF3' and merchant_id = (select id from merchants where code = 'demo')`,
  );
});
afterAll(async () => t.close());

const knownIps = async (memberId: number) =>
  (
    await rowsOf<{ ip: string }>(
      t.app.database.db,
      sql`select ip from member_known_ips where member_id = ${memberId} order by ip`,
    )
  ).map((r) => r.ip);

/** A member with a bank account (holder "Maria Santos") and a mobile number bound. */
async function memberWithMethods(): Promise<Member & { mobile: string }> {
  const mobile = `0917${String(Date.now()).slice(-7)}`;
  const m = await newMember(t.app, 'demo', {});
  await setPaymentPassword(t.app, m);
  expect((await addBankAccount(t.app, m, { accountName: 'Maria Santos' })).statusCode).toBe(200);
  await post(t.app, API.bindCode, m, { channel: 'mobile', countryDialingCode: '+63', mobileNum: mobile });
  const bound = await post(t.app, API.bindMobile, m, {
    countryDialingCode: '+63',
    mobileNum: mobile,
    verificationCode: lastSmsCode(t.outboxDir, `+63${mobile}`),
  });
  expect(bound.statusCode).toBe(200);
  return { ...m, mobile };
}

async function pendingLogin(m: Member, ip = newIp()) {
  const res = await loginFrom(t.app, ip, m.username);
  expect(res.statusCode).toBe(200);
  const value = json(res).value;
  expect(value.verificationRequired).toBe(true);
  return { ...m, token: value.token as string, ip, methods: value.verificationMethods as string[] };
}

const verify = (session: Pick<Member, 'token' | 'merchant'>, ip: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: API.loginVerification,
    headers: auth(session.token),
    payload: body,
    remoteAddress: ip,
  });

describe('login from a new IP', () => {
  it('remembers the IP of the registration, and lets a known IP in without asking', async () => {
    const m = await memberWithMethods();
    expect(await knownIps(m.id)).toEqual(['127.0.0.1']);
    const res = await loginFrom(t.app, '127.0.0.1', m.username);
    expect(json(res).value.verificationRequired).toBeUndefined();
  });

  it('records the first IP ever without asking', async () => {
    const m = await memberWithMethods();
    await t.app.database.db.execute(sql`delete from member_known_ips where member_id = ${m.id}`);
    const ip = newIp();
    const res = await loginFrom(t.app, ip, m.username);
    expect(json(res).value.verificationRequired).toBeUndefined();
    expect(await knownIps(m.id)).toEqual([ip]);
  });

  it('holds a session from a new IP to verification: 403 everywhere else, a code to the mobile frees it', async () => {
    const m = await memberWithMethods();
    const s = await pendingLogin(m);
    // A bank account is bound too, but its holder name is no way to verify.
    expect(s.methods).toEqual(['mobile']);
    for (const url of [API.balance, API.memberInfo, API.securityOverview]) {
      const res = await t.app.inject({ method: 'GET', url, headers: auth(s.token), remoteAddress: s.ip });
      expect(res.statusCode, url).toBe(403);
      expect(json(res).errorCode).toBe('login.verification.required');
    }
    // The older session (from the known IP) is not held.
    expect((await get(t.app, API.balance, m)).statusCode).toBe(200);
    // A session needing no verification cannot call the verification.
    expect(
      (await post(t.app, API.loginVerification, m, { method: 'mobile', code: '000000' })).statusCode,
    ).toBe(409);

    const wrong = await verify(s, s.ip, { method: 'mobile', code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ errorCode: 'login.verification.failed', value: { attemptsLeft: 4 } });
    const unavailable = await verify(s, s.ip, { method: 'authenticator', code: '123456' });
    expect(json(unavailable).errorCode).toBe('login.verification.method.unavailable');
    const send = await t.app.inject({
      method: 'POST',
      url: API.loginVerificationCode,
      headers: auth(s.token),
      payload: { method: 'mobile' },
      remoteAddress: s.ip,
    });
    expect(send.statusCode).toBe(200);
    const ok = await verify(s, s.ip, { method: 'mobile', code: lastSmsCode(t.outboxDir, `+63${m.mobile}`) });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).message).toBe('Login verification succeeded.');
    const balance = await t.app.inject({
      method: 'GET',
      url: API.balance,
      headers: auth(s.token),
      remoteAddress: s.ip,
    });
    expect(balance.statusCode).toBe(200);
    expect(await knownIps(m.id)).toContain(s.ip);
    const again = await loginFrom(t.app, s.ip, m.username);
    expect(json(again).value.verificationRequired).toBeUndefined();
    const events = await rowsOf<{ event: string }>(
      t.app.database.db,
      sql`select event from audit_log where member_id = ${m.id} and event like 'login.verification.%' order by id`,
    );
    expect(events.map((e) => e.event)).toEqual([
      'login.verification.required',
      'login.verification.failed',
      'login.verification.code',
      'login.verification.ok',
    ]);
  });

  it('verifies with a code sent to the bound mobile number', async () => {
    const m = await memberWithMethods();
    const s = await pendingLogin(m);
    const send = await t.app.inject({
      method: 'POST',
      url: API.loginVerificationCode,
      headers: auth(s.token),
      payload: { method: 'mobile' },
      remoteAddress: s.ip,
    });
    expect(send.statusCode).toBe(200);
    const code = lastSmsCode(t.outboxDir, `+63${m.mobile}`);
    const noEmail = await t.app.inject({
      method: 'POST',
      url: API.loginVerificationCode,
      headers: auth(s.token),
      payload: { method: 'email' },
      remoteAddress: s.ip,
    });
    expect(json(noEmail).errorCode).toBe('login.verification.method.unavailable');
    expect(
      (await verify(s, s.ip, { method: 'mobile', code: code === '000000' ? '111111' : '000000' })).statusCode,
    ).toBe(400);
    expect((await verify(s, s.ip, { method: 'mobile', code })).statusCode).toBe(200);
  });

  it('verifies with a code e-mailed to the bound address, and with the authenticator', async () => {
    const m = await newMember(t.app);
    const email = `${m.username}@example.com`;
    await post(t.app, API.bindCode, m, { channel: 'email', email });
    const mailCode = () =>
      /\b(\d{6})\b/.exec(
        String(
          outbox(t.outboxDir, 'email')
            .map((x) => x.body)
            .filter((b) => JSON.stringify(b).includes(email))
            .at(-1)?.text,
        ),
      )?.[1] ?? '';
    expect((await post(t.app, API.bindEmail, m, { email, verificationCode: mailCode() })).statusCode).toBe(
      200,
    );
    const secret = json(await post(t.app, API.authenticatorEnrol, m)).value.secret as string;
    const t0 = clock().getTime();
    const totp = (steps = 0) => totpAt(base32Decode(secret), new Date(t0 + steps * 30_000));
    expect((await post(t.app, API.authenticatorConfirm, m, { code: totp() })).statusCode).toBe(200);

    const byMail = await pendingLogin(m);
    expect(byMail.methods).toEqual(['email', 'authenticator']);
    await t.app.inject({
      method: 'POST',
      url: API.loginVerificationCode,
      headers: auth(byMail.token),
      payload: { method: 'email' },
      remoteAddress: byMail.ip,
    });
    expect((await verify(byMail, byMail.ip, { method: 'email', code: mailCode() })).statusCode).toBe(200);

    const byApp = await pendingLogin(m);
    // The code that turned the authenticator on is used; the next one verifies.
    expect((await verify(byApp, byApp.ip, { method: 'authenticator', code: totp(1) })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: API.balance, headers: auth(byApp.token) })).statusCode,
    ).toBe(200);
  });

  it('ends the session after 5 failed verifications', async () => {
    const m = await memberWithMethods();
    const s = await pendingLogin(m);
    for (let i = 4; i >= 1; i--) {
      const res = await verify(s, s.ip, { method: 'mobile', code: '000000' });
      expect(json(res).value.attemptsLeft).toBe(i);
    }
    const last = await verify(s, s.ip, { method: 'mobile', code: '000000' });
    expect(last.statusCode).toBe(401);
    expect(json(last).errorCode).toBe('login.verification.revoked');
    const after = await verify(s, s.ip, { method: 'mobile', code: '000000' });
    expect(after.statusCode).toBe(401);
    expect(json(after).errorCode).toBe('login.not.session');
    expect(await knownIps(m.id)).not.toContain(s.ip);
  });

  it('lets a held session log out, and treats it as a visitor on open calls', async () => {
    const m = await memberWithMethods();
    const s = await pendingLogin(m);
    const games = await t.app.inject({ method: 'GET', url: `${API.promotions}`, headers: auth(s.token) });
    expect(games.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'DELETE', url: API.logout, headers: auth(s.token) });
    expect(out.statusCode).toBe(200);
    expect((await verify(s, s.ip, { method: 'mobile', code: '000000' })).statusCode).toBe(401);
  });

  it('asks nothing of a member with nothing bound to verify with', async () => {
    const m = await newMember(t.app);
    const ip = newIp();
    const res = await loginFrom(t.app, ip, m.username);
    expect(json(res).value.verificationRequired).toBeUndefined();
    expect(await knownIps(m.id)).toContain(ip);
  });
});

/** A member with the authenticator on (turned on with the code of the step `t0` falls in). */
async function memberWithAuthenticator() {
  const m = await newMember(t.app);
  const secret = json(await post(t.app, API.authenticatorEnrol, m)).value.secret as string;
  const t0 = clock().getTime();
  const code = (steps = 0) => totpAt(base32Decode(secret), new Date(t0 + steps * 30_000));
  expect((await post(t.app, API.authenticatorConfirm, m, { code: code() })).statusCode).toBe(200);
  return { ...m, code };
}

const failedVerifications = async (memberId: number) =>
  Number(
    (
      await rowsOf<{ n: number }>(
        t.app.database.db,
        sql`select count(*)::int as n from audit_log where member_id = ${memberId} and event = 'login.verification.failed'`,
      )
    )[0]?.n ?? 0,
  );

describe('login verification limits', () => {
  it('counts failures per member across logins: a new login buys no more tries', async () => {
    const m = await memberWithMethods();
    const first = await pendingLogin(m);
    for (const left of [4, 3, 2])
      expect(
        json(await verify(first, first.ip, { method: 'mobile', code: '000000' })).value.attemptsLeft,
      ).toBe(left);
    const second = await pendingLogin(m);
    expect(
      json(await verify(second, second.ip, { method: 'mobile', code: '000000' })).value.attemptsLeft,
    ).toBe(1);
    const fifth = await verify(second, second.ip, { method: 'mobile', code: '000000' });
    expect(json(fifth).errorCode).toBe('login.verification.revoked');
    // A third login cannot verify until the window has passed, even with the right code.
    const third = await pendingLogin(m);
    await t.app.inject({
      method: 'POST',
      url: API.loginVerificationCode,
      headers: auth(third.token),
      payload: { method: 'mobile' },
      remoteAddress: third.ip,
    });
    const right = await verify(third, third.ip, {
      method: 'mobile',
      code: lastSmsCode(t.outboxDir, `+63${m.mobile}`),
    });
    expect(right.statusCode).toBe(429);
    expect(json(right).errorCode).toBe('login.verification.locked');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await knownIps(m.id)).not.toContain(third.ip);
  });

  it('checks at most 5 proofs when 30 wrong ones arrive at once', async () => {
    const m = await memberWithAuthenticator();
    const s = await pendingLogin(m);
    const wrong = m.code(1) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => verify(s, s.ip, { method: 'authenticator', code: wrong })),
    );
    expect(await failedVerifications(m.id)).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(0);
    const next = await pendingLogin(m);
    expect((await verify(next, next.ip, { method: 'authenticator', code: m.code(1) })).statusCode).toBe(429);
  });

  it('does not offer or accept a bank account holder name', async () => {
    const m = await memberWithMethods();
    const s = await pendingLogin(m);
    expect(s.methods).not.toContain('bankName');
    const res = await verify(s, s.ip, { method: 'bankName', accountName: 'Maria Santos' });
    expect(res.statusCode).toBe(400);
    expect(await knownIps(m.id)).not.toContain(s.ip);
  });
});

describe('authenticator codes are good once', () => {
  it('verifies one login with a code, not a second', async () => {
    const m = await memberWithAuthenticator();
    const a = await pendingLogin(m);
    const b = await pendingLogin(m);
    expect((await verify(a, a.ip, { method: 'authenticator', code: m.code(1) })).statusCode).toBe(200);
    const replay = await verify(b, b.ip, { method: 'authenticator', code: m.code(1) });
    expect(replay.statusCode).toBe(400);
    expect(json(replay).errorCode).toBe('login.verification.failed');
  });

  it('does not turn the authenticator off with the code that turned it on', async () => {
    const m = await memberWithAuthenticator();
    const off = await post(t.app, API.authenticatorDisable, m, { code: m.code() });
    expect(off.statusCode).toBe(400);
    expect(json(off).errorCode).toBe('totp.code.wrong');
    expect((await post(t.app, API.authenticatorDisable, m, { code: m.code(1) })).statusCode).toBe(200);
  });
});
