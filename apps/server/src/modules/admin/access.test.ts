import { ADMIN_API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, TOTP_PERIOD_SECONDS } from '../../lib/totp.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { ROLE_MATRIX, SESSION_CALLS } from './roles.js';

let t: TestApp;
let ip = 0;
const step = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
const codeOf = (secret: string, at: number) => hotp(base32Decode(secret), at);

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { merchant: 'demo', ...(token ? { authorization: token } : {}) },
    payload: payload as Record<string, unknown>,
    remoteAddress: `10.21.0.${++ip}`,
  });

beforeAll(async () => {
  t = await createTestApp({ operatorTotpRoles: ['owner', 'finance'] });
});
afterAll(async () => t?.close());

describe('the role matrix', () => {
  it('names every call of the operator session scope, and no other', () => {
    expect([...SESSION_CALLS].sort()).toEqual(Object.keys(ROLE_MATRIX).sort());
  });
});

describe('the authenticator of owners', () => {
  it('limits a session until enrolled, then asks for a code at login, each code once', async () => {
    const first = json(await post(ADMIN_API.adminLogin, { username: 'admin', password: 'Lotus2026' })).value;
    expect(first.operator).toMatchObject({ totpEnabled: false, totpSetupRequired: true });
    const queues = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.adminQueues,
      headers: { merchant: 'demo', authorization: first.token },
    });
    expect(queues.statusCode).toBe(403);
    const setup = json(await post(ADMIN_API.adminTotpSetup, undefined, first.token)).value;
    expect(setup.otpauthUrl).toContain(setup.secret);
    const now = step();
    expect((await post(ADMIN_API.adminTotpEnable, { code: '000000' }, first.token)).statusCode).toBe(400);
    const enabled = await post(ADMIN_API.adminTotpEnable, { code: codeOf(setup.secret, now) }, first.token);
    expect(enabled.statusCode, enabled.body).toBe(200);

    const second = json(await post(ADMIN_API.adminLogin, { username: 'admin', password: 'Lotus2026' })).value;
    expect(second).toMatchObject({ totpRequired: true });
    expect(second.token).toBeUndefined();
    const replay = await post(ADMIN_API.adminTotpLogin, {
      ticket: second.ticket,
      code: codeOf(setup.secret, now),
    });
    expect(replay.statusCode).toBe(401);
    const done = await post(ADMIN_API.adminTotpLogin, {
      ticket: second.ticket,
      code: codeOf(setup.secret, now + 1),
    });
    expect(done.statusCode, done.body).toBe(200);
    const again = await post(ADMIN_API.adminTotpLogin, {
      ticket: second.ticket,
      code: codeOf(setup.secret, now + 1),
    });
    expect(again.statusCode).toBe(401);
    const full = json(done).value.token as string;
    const ok = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.adminQueues,
      headers: { merchant: 'demo', authorization: full },
    });
    expect(ok.statusCode).toBe(200);
    const out = await post(ADMIN_API.adminLogoutAll, undefined, full);
    expect(json(out).value.ended).toBeGreaterThanOrEqual(2);
    const after = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.adminMe,
      headers: { merchant: 'demo', authorization: full },
    });
    expect(after.statusCode).toBe(401);
  });
});
