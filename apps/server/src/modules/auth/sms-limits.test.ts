import { randomInt } from 'node:crypto';
import { API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  encryptedCall,
  json,
  lastSmsCode,
  outbox,
  type TestApp,
} from '../../test/test-app.js';

let t: TestApp;
let ipSeq = 0;
const nextIp = () => `10.80.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const newMobile = () => `0919${randomInt(1_000_000, 9_999_999)}`;

beforeAll(async () => {
  t = await createTestApp({ rateLimit: false, codeBudgets: { ipPerHour: 3 } });
});
afterAll(async () => t.close());

const smsRegister = (app: TestApp['app'], mobileNo: string, ip = nextIp()) =>
  app.inject({
    method: 'POST',
    url: API.smsRegister,
    payload: { mobileNo, countryDialingCode: '+63' },
    remoteAddress: ip,
  });
const sentTo = (dir: string, mobile: string) =>
  outbox(dir, 'sms').filter((m) => m.body.to === `+63${mobile}`).length;
const registerMobile = (mobileNum: string, verificationCode: string) =>
  encryptedCall(t.app, 'PUT', API.registerMobile, {
    mobileNum,
    countryDialingCode: '+63',
    verificationCode,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
  });

describe('registration codes', () => {
  it('answers a taken number like a free one, sends it nothing, and fails at the code like a wrong code', async () => {
    const taken = newMobile();
    expect((await smsRegister(t.app, taken)).statusCode).toBe(200);
    expect((await registerMobile(taken, lastSmsCode(t.outboxDir, `+63${taken}`))).statusCode).toBe(200);
    const before = sentTo(t.outboxDir, taken);

    const free = newMobile();
    const forFree = await smsRegister(t.app, free);
    const forTaken = await smsRegister(t.app, taken);
    expect(forTaken.statusCode).toBe(forFree.statusCode);
    expect(json(forTaken)).toEqual(json(forFree));
    expect(sentTo(t.outboxDir, taken)).toBe(before);
    // Asking again answers alike too (a code is kept for the taken number, only never sent).
    const againFree = await smsRegister(t.app, free);
    const againTaken = await smsRegister(t.app, taken);
    expect(againTaken.statusCode).toBe(429);
    expect(json(againTaken)).toMatchObject({ errorCode: json(againFree).errorCode });

    const wrongFree = await registerMobile(free, '000000');
    const wrongTaken = await registerMobile(taken, '000000');
    expect(wrongTaken.statusCode).toBe(400);
    expect(json(wrongTaken)).toEqual(json(wrongFree));
  });
});

describe('code budgets', () => {
  it('sends at most the per-IP budget from one address, then answers 429 with Retry-After', async () => {
    const ip = '10.81.0.1';
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await smsRegister(t.app, newMobile(), ip));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[3]?.statusCode).toBe(429);
    expect(json(answers[3]!)).toMatchObject({ errorCode: 'verification.code.budget' });
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends one number at most its hourly budget when 30 requests from 30 addresses arrive at once', async () => {
    const mobile = newMobile();
    const answers = await Promise.all(Array.from({ length: 30 }, () => smsRegister(t.app, mobile)));
    expect(sentTo(t.outboxDir, mobile)).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
  });

  it('sends at most the brand’s hourly budget, whatever the numbers and addresses', async () => {
    const small = await createTestApp({ rateLimit: false, codeBudgets: { brandPerHour: 10 } });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => smsRegister(small.app, newMobile())),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(20);
      expect(json(refused[0]!).errorCode).toBe('verification.code.budget');
      expect(outbox(small.outboxDir, 'sms')).toHaveLength(10);
    } finally {
      await small.close();
    }
  });
});
