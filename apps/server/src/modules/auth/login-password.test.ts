import { API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, login, type TestApp } from '../../test/test-app.js';
import { auth, newMember, sealed } from '../../test/security-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false, loginPerMinute: 1000 });
});
afterAll(async () => t.close());

const changePassword = (m: Awaited<ReturnType<typeof newMember>>, oldPassword: string) =>
  sealed(t.app, API.changePassword, m, {
    oldPassword,
    newPassword: 'Better123',
    confirmNewPassword: 'Better123',
  });

describe('a signed-in member proving its login password again', () => {
  it('gets five guesses at the old password when 30 arrive at once, then a lock, and the right one waits', async () => {
    const m = await newMember(t.app);
    const answers = await Promise.all(Array.from({ length: 30 }, () => changePassword(m, 'Guess1234')));
    const wrong = answers.filter((a) => a.statusCode === 400);
    expect(wrong.length).toBeLessThanOrEqual(5);
    expect(wrong.every((a) => json(a).errorCode === 'password.old.wrong')).toBe(true);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(25);
    const right = await changePassword(m, 'Secret123');
    expect(right.statusCode).toBe(429);
    expect(json(right).errorCode).toBe('password.check.locked');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(25 * 60);
    // Logging in is not affected, and the password did not change.
    expect((await login(t.app, m.username, 'Secret123')).statusCode).toBe(200);
  });

  it('counts wrong ones with what is left, and a right one starts the count again', async () => {
    const m = await newMember(t.app);
    const first = await changePassword(m, 'Guess1234');
    expect(json(first).value).toMatchObject({ field: 'oldPassword', attemptsLeft: 4 });
    expect((await changePassword(m, 'Secret123')).statusCode).toBe(200);
  });

  it('bounds guesses of the login password when setting a payment password too', async () => {
    const m = await newMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        sealed(t.app, API.paymentPasswordSet, m, {
          loginPassword: 'Guess1234',
          newPaymentPassword: '246810',
          confirmPaymentPassword: '246810',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 400).length).toBeLessThanOrEqual(5);
    const info = await t.app.inject({ method: 'GET', url: API.memberInfo, headers: auth(m.token) });
    expect(info.statusCode).toBe(200);
  });
});
