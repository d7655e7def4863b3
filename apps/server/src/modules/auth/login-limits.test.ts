import { API, encryptPayload } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, register, uniqueName, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { solveChallenge, solvedCaptcha } from '../../test/captcha.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 10_000, captchaDifficulty: 12 });
});
afterAll(async () => t.close());

type Source = { ip: string; device?: string; cookie?: string };

/** The same call, from a given address (light-my-request's `remoteAddress`). */
async function loginFrom(username: string, password: string, source: Source, captcha?: string) {
  const key = json(await t.app.inject({ method: 'GET', url: API.rsaKey })).value;
  const sealed = await encryptPayload(key, {
    type: 'username',
    username,
    password,
    ...(captcha ? { captcha } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: API.login,
    payload: sealed.body,
    remoteAddress: source.ip,
    headers: {
      encryption: sealed.header,
      ...(source.device ? { 'device-id': source.device } : {}),
      ...(source.cookie ? { cookie: source.cookie } : {}),
    },
  });
}

/** Password checks made for a name: each failed check leaves one `login.failed` audit row. */
async function failedChecks(username: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.app.database.db,
    sql`select count(*)::int as n from audit_log where event = 'login.failed' and detail->>'loginName' = ${username.toLowerCase()}`,
  );
  return row?.n ?? 0;
}

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>(
    (acc, a) => ({ ...acc, [a.statusCode]: (acc[a.statusCode] ?? 0) + 1 }),
    {},
  );

describe('login limits under concurrency', () => {
  it('checks one password when 25 logins without a captcha arrive at once', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        loginFrom(username, i === 24 ? 'Secret123' : `Wrong${i}abc`, { ip: '10.10.0.1' }),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200).length;
    expect((await failedChecks(username)) + ok, JSON.stringify(statuses(answers))).toBeLessThanOrEqual(1);
    // Everything else was refused for want of a captcha, without a password check.
    const refused = answers.filter((a) => a.statusCode === 401 && json(a).errorCode === 'captcha.required');
    expect(refused.length).toBeGreaterThanOrEqual(24);
  });

  it('counts nothing against the name for logins refused before their check', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => loginFrom(username, 'Secret123', { ip: '10.10.0.9' })),
    );
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(await failedChecks(username)).toBe(0);
    // The refusals made no guess: nothing stays counted against the name or this source.
    const [counted] = await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select coalesce(sum(failures), 0)::int as n from login_attempts
           where login_name = ${`login:${username}`} or login_name like ${`login:${username}@%`}`,
    );
    expect(counted?.n).toBe(0);
    expect((await loginFrom(username, 'Secret123', { ip: '10.10.0.10' })).statusCode).toBe(200);
    expect((await loginFrom(username, 'Secret123', { ip: '10.10.0.9' })).statusCode).toBe(200);
  });

  it('checks at most five wrong passwords from one browser and IP, however many solved captchas arrive at once', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123');
    const source = { ip: '10.20.0.1', device: 'device-burst-0000001' };
    const browsers = await Promise.all(Array.from({ length: 25 }, () => solvedCaptcha(t.app)));
    const answers = await Promise.all(
      browsers.map((b, i) => loginFrom(username, `Wrong${i}abc`, { ...source, cookie: b.cookie }, b.captcha)),
    );
    expect(await failedChecks(username), JSON.stringify(statuses(answers))).toBeLessThanOrEqual(5);
    expect(
      answers.filter((a) => a.statusCode === 429).length,
      JSON.stringify(answers.map((a) => `${a.statusCode}:${json(a).errorCode}`)),
    ).toBeGreaterThanOrEqual(20);
    const b = await solvedCaptcha(t.app);
    const right = await loginFrom(username, 'Secret123', { ...source, cookie: b.cookie }, b.captcha);
    expect(json(right).errorCode).toBe('login.locked');
  });

  it('does not buy more guesses with a new Device-Id for every try from one IP', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        loginFrom(username, `Wrong${i}abc`, {
          ip: '10.30.0.1',
          device: `rotating-device-${String(i).padStart(6, '0')}`,
        }),
      ),
    );
    expect(await failedChecks(username), JSON.stringify(statuses(answers))).toBeLessThanOrEqual(1);
  });

  it('uses one solved captcha once, however many logins carry it at once', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123');
    const source = { ip: '10.40.0.1', device: 'device-captcha-000001' };
    expect((await loginFrom(username, 'Wrong0abc', source)).statusCode).toBe(401);
    const { cookie, captcha } = await solvedCaptcha(t.app);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        loginFrom(username, `Wrong${i + 1}abc`, { ...source, cookie }, captcha),
      ),
    );
    const passed = answers.filter((a) => json(a).errorCode !== 'captcha.invalid');
    expect(passed.length, JSON.stringify(statuses(answers))).toBe(1);
    expect(await failedChecks(username)).toBe(2);
  });
});

describe('a name under attack', () => {
  it('keeps the owner able to log in from its own device and IP, with a captcha', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123');
    const attacker = { ip: '10.50.0.66', device: 'attacker-device-000001' };
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const b = await solvedCaptcha(t.app);
      answers.push(
        (await loginFrom(username, `Guess${i}xyz`, { ...attacker, cookie: b.cookie }, b.captcha)).statusCode,
      );
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);

    const owner = { ip: '10.60.0.7', device: 'owner-device-00000001' };
    // Many failures on the name make every source solve a captcha ...
    const bare = await loginFrom(username, 'Secret123', owner);
    expect(bare.statusCode).toBe(401);
    expect(json(bare)).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    // ... but never lock the owner out.
    const b = await solvedCaptcha(t.app);
    const ok = await loginFrom(username, 'Secret123', { ...owner, cookie: b.cookie }, b.captcha);
    expect(ok.statusCode).toBe(200);
    // The attacker's own lock holds.
    const c = await solvedCaptcha(t.app);
    const still = await loginFrom(username, 'Secret123', { ...attacker, cookie: c.cookie }, c.captcha);
    expect(json(still).errorCode).toBe('login.locked');
  });

  it('answers a solved captcha for another challenge as invalid', async () => {
    const username = uniqueName();
    await register(t.app, username, 'Secret123');
    const source = { ip: '10.70.0.1' };
    await loginFrom(username, 'Wrong0abc', source);
    const first = await t.app.inject({ method: 'GET', url: API.captcha });
    const cookie = /captcha_client=[^;]+/.exec(String(first.headers['set-cookie']))?.[0] ?? '';
    const other = await t.app.inject({ method: 'GET', url: API.captcha });
    const res = await loginFrom(
      username,
      'Secret123',
      { ...source, cookie },
      solveChallenge(json(other).value),
    );
    expect(json(res).errorCode).toBe('captcha.invalid');
  });
});
