import { ADMIN_API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../config/env.js';
import { rowsOf } from '../../db/rows.js';
import {
  createOperator,
  loginOperator,
  OPERATOR_PASSWORD,
  operatorSecret,
  totpCode,
  totpStep,
} from '../../test/operators.js';
import { createTestApp, json, uniqueName, type TestApp } from '../../test/test-app.js';
import { OPERATOR_LOCK_MS, OPERATOR_TICKET_MS } from './operator-auth.service.js';

// Operators' own sessions on the demo brand's default (owners and finance log in with an authenticator):
// the two-step login and its ticket, wrong codes in the login lock, the session limits, signing out
// everywhere, and the authenticator's set-up.

const IDLE_MS = env.OPERATOR_SESSION_IDLE_MINUTES * 60_000;
const ABSOLUTE_MS = env.OPERATOR_SESSION_ABSOLUTE_HOURS * 3_600_000;

let t: TestApp;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);
let owner = '';
let ip = 0;

const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

function post(url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { merchant: 'demo', ...(token ? { authorization: token } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: `10.49.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`,
  });
}
const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: ADMIN_API.adminMe,
    headers: { merchant: 'demo', authorization: token },
  });
const passwordLogin = (username: string, password = OPERATOR_PASSWORD) =>
  post(ADMIN_API.adminLogin, { username, password });

const lastAuditId = async () =>
  Number((await rows<{ id: number }>(sql`select coalesce(max(id), 0) as id from audit_log`))[0]!.id);
const auditSince = (since: number, event: string) =>
  rows<{ operator_id: number; detail: Record<string, any> }>(
    sql`select operator_id, detail from audit_log where id > ${since} and event = ${event} order by id`,
  );
/** Sessions not ended (with `tickets`, the login tickets not ended too). */
const liveSessions = async (username: string, tickets = false) =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(*) as n from operator_sessions s join operators o on o.id = s.operator_id
            where o.username_lower = ${username.toLowerCase()} and s.revoked_at is null
              and (${tickets} or not s.totp_pending)`,
      )
    )[0]!.n,
  );

/** A finance operator of its own with an authenticator (so that locks stay with it). */
async function financeWithAuthenticator() {
  if ((await me(owner)).statusCode !== 200) owner = await loginOperator(t, 'admin', { now });
  const username = uniqueName('fin');
  await createOperator(t, owner, { username, role: 'finance' }, { now });
  const secret = operatorSecret(t, username)!;
  expect(secret).toBeTruthy();
  return { username, secret };
}

/** Steps the clock past every code this test used, so that the next one is new. */
const nextStep = () => {
  offsetMs += 30_000 * 3;
  return totpStep(now());
};

beforeAll(async () => {
  t = await createTestApp({ operatorTotpRoles: ['owner', 'finance'], now, loginPerMinute: 100_000 });
  owner = await loginOperator(t, 'admin', { now });
});
afterAll(async () => t?.close());

describe('the login with an authenticator', () => {
  it('answers a ticket for the password, which is no session; the code turns it into one, once', async () => {
    const { username, secret } = await financeWithAuthenticator();
    const first = json(await passwordLogin(username)).value;
    expect(first).toMatchObject({ totpRequired: true });
    expect(first.token).toBeUndefined();
    expect(first.operator).toBeUndefined();
    expect(new Date(first.expiresAt).getTime() - now().getTime()).toBeLessThanOrEqual(OPERATOR_TICKET_MS);
    expect((await me(first.ticket)).statusCode).toBe(401);

    const step = nextStep();
    const done = await post(ADMIN_API.adminTotpLogin, { ticket: first.ticket, code: totpCode(secret, step) });
    expect(done.statusCode, done.body).toBe(200);
    const session = json(done).value;
    expect(session.operator).toMatchObject({ username, role: 'finance', totpEnabled: true });
    expect(session.token).not.toBe(first.ticket);
    expect((await me(session.token)).statusCode).toBe(200);
    // The ticket is used up, with another good code too; and the code of this step works no more.
    const again = await post(ADMIN_API.adminTotpLogin, {
      ticket: first.ticket,
      code: totpCode(secret, step + 1),
    });
    expect(again.statusCode).toBe(401);
    expect(json(again).errorCode).toBe('verification.code.expired');
    const second = json(await passwordLogin(username)).value;
    const replay = await post(ADMIN_API.adminTotpLogin, {
      ticket: second.ticket,
      code: totpCode(secret, step),
    });
    expect(replay.statusCode).toBe(401);
    expect(json(replay)).toMatchObject({ errorCode: 'totp.code.wrong', value: { field: 'code' } });
  });

  it('refuses a ticket after 5 minutes', async () => {
    const { username, secret } = await financeWithAuthenticator();
    const fresh = json(await passwordLogin(username)).value;
    offsetMs += OPERATOR_TICKET_MS - 30_000;
    const inTime = await post(ADMIN_API.adminTotpLogin, {
      ticket: fresh.ticket,
      code: totpCode(secret, totpStep(now())),
    });
    expect(inTime.statusCode, inTime.body).toBe(200);

    const stale = json(await passwordLogin(username)).value;
    offsetMs += OPERATOR_TICKET_MS + 1000;
    const late = await post(ADMIN_API.adminTotpLogin, {
      ticket: stale.ticket,
      code: totpCode(secret, nextStep()),
    });
    expect(late.statusCode).toBe(401);
    expect(json(late).errorCode).toBe('verification.code.expired');
    expect(await liveSessions(username)).toBe(2); // the enrolment's and the one in time; the late ticket is none
  });

  it('counts wrong codes with wrong passwords; the fifth locks the name, and new tickets give no more tries', async () => {
    const { username, secret } = await financeWithAuthenticator();
    const since = await lastAuditId();
    expect((await passwordLogin(username, 'Wrong2026')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      // A right password each time: a new ticket, yet the wrong codes before it still count.
      const ticket = json(await passwordLogin(username)).value.ticket as string;
      const wrong = await post(ADMIN_API.adminTotpLogin, { ticket, code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(json(wrong)).toMatchObject({ errorCode: 'totp.code.wrong', value: { field: 'code' } });
    }
    const ticket = json(await passwordLogin(username)).value.ticket as string;
    const fifth = await post(ADMIN_API.adminTotpLogin, { ticket, code: '999999' });
    expect(fifth.statusCode).toBe(429);
    expect(json(fifth).errorCode).toBe('login.locked');
    // Locked: neither the right code nor the right password gets through.
    const right = await post(ADMIN_API.adminTotpLogin, { ticket, code: totpCode(secret, nextStep()) });
    expect(right.statusCode).toBe(429);
    expect((await passwordLogin(username)).statusCode).toBe(429);
    expect(await auditSince(since, 'operator.totp.failed')).toHaveLength(4);
    expect(await auditSince(since, 'operator.login.locked')).toHaveLength(1);

    offsetMs += OPERATOR_LOCK_MS + 1000;
    const after = json(await passwordLogin(username)).value.ticket as string;
    const ok = await post(ADMIN_API.adminTotpLogin, { ticket: after, code: totpCode(secret, nextStep()) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '123456' }, 'ticket'],
      [{ ticket: '', code: '123456' }, 'ticket'],
      [{ ticket: 'x'.repeat(101), code: '123456' }, 'ticket'],
      [{ ticket: 'abc' }, 'code'],
      [{ ticket: 'abc', code: '12345' }, 'code'],
      [{ ticket: 'abc', code: 'abcdef' }, 'code'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(ADMIN_API.adminTotpLogin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res).value.field).toBe(field);
    }
    const unknown = await post(ADMIN_API.adminTotpLogin, { ticket: 'no-such-ticket', code: '123456' });
    expect(unknown.statusCode).toBe(401);
  });
});

describe('setting up the authenticator', () => {
  it('a required role may only set it up, read itself and log out until it is on; audited', async () => {
    const username = uniqueName('own');
    const created = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminOperators,
      headers: { merchant: 'demo', authorization: owner },
      payload: { username, password: OPERATOR_PASSWORD, role: 'owner' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const login = json(await passwordLogin(username)).value;
    expect(login.operator).toMatchObject({ totpEnabled: false, totpSetupRequired: true });
    const token = login.token as string;
    const queues = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.adminQueues,
      headers: { merchant: 'demo', authorization: token },
    });
    expect(queues.statusCode).toBe(403);
    expect(json(queues)).toMatchObject({ errorCode: 'forbidden' });
    expect(json(queues).message).toMatch(/authenticator/);

    const early = await post(ADMIN_API.adminTotpEnable, { code: '123456' }, token);
    expect(early.statusCode).toBe(422);
    expect(json(early).errorCode).toBe('totp.not.enrolled');

    const since = await lastAuditId();
    const setup = json(await post(ADMIN_API.adminTotpSetup, undefined, token)).value;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    const [setupAudit] = await auditSince(since, 'operator.totp.setup');
    expect(setupAudit?.detail).toMatchObject({ before: { totpSecret: null }, after: { totpSecret: 'set' } });
    expect(JSON.stringify(setupAudit?.detail)).not.toContain(setup.secret);
    // Stored sealed, never as it was shown.
    const [stored] = await rows<{ s: string }>(
      sql`select totp_secret_sealed as s from operators where username_lower = ${username.toLowerCase()}`,
    );
    expect(stored!.s).not.toContain(setup.secret);

    for (const [payload, field] of [
      [{}, 'code'],
      [{ code: '12 34 56' }, 'code'],
      [{ code: 123456 }, 'code'],
    ] as const) {
      const bad = await post(ADMIN_API.adminTotpEnable, payload, token);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(bad).value.field).toBe(field);
    }
    const wrong = await post(
      ADMIN_API.adminTotpEnable,
      { code: totpCode(setup.secret, nextStep() + 5) },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ errorCode: 'totp.code.wrong', value: { field: 'code' } });
    expect(json(await me(token)).value.totpEnabled).toBe(false);

    const enabled = await post(
      ADMIN_API.adminTotpEnable,
      { code: totpCode(setup.secret, totpStep(now())) },
      token,
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(json(enabled).value).toMatchObject({ totpEnabled: true, totpSetupRequired: false });
    const [enableAudit] = await auditSince(since, 'operator.totp.enabled');
    expect(enableAudit?.detail).toMatchObject({
      before: { totpEnabled: false },
      after: { totpEnabled: true },
    });
    // The same session is now a full one; a new set-up is refused.
    const full = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.adminQueues,
      headers: { merchant: 'demo', authorization: token },
    });
    expect(full.statusCode).toBe(200);
    const twice = await post(ADMIN_API.adminTotpSetup, undefined, token);
    expect(twice.statusCode).toBe(409);
    expect(json(twice).errorCode).toBe('totp.already.enabled');
  });

  it('a role the brand does not require it for may still turn it on', async () => {
    const username = uniqueName('sup');
    const made = await createOperator(t, owner, { username, role: 'support' }, { now, authenticator: true });
    expect(json(await me(made.token)).value).toMatchObject({ totpEnabled: true, totpSetupRequired: false });
    expect(json(await passwordLogin(username)).value.totpRequired).toBe(true);
  });
});

describe('the session limits', () => {
  it(`ends a session idle ${env.OPERATOR_SESSION_IDLE_MINUTES} minutes, and any after ${env.OPERATOR_SESSION_ABSOLUTE_HOURS} hours`, async () => {
    const { username } = await financeWithAuthenticator();
    offsetMs += 90_000;
    const idle = await loginOperator(t, username, { now });
    offsetMs += IDLE_MS - 60_000;
    expect((await me(idle)).statusCode).toBe(200);
    offsetMs += IDLE_MS + 1000;
    expect((await me(idle)).statusCode).toBe(401);

    offsetMs += 90_000;
    const busy = await loginOperator(t, username, { now });
    const step = IDLE_MS / 2;
    for (let elapsed = step; elapsed < ABSOLUTE_MS; elapsed += step) {
      offsetMs += step;
      expect((await me(busy)).statusCode).toBe(200);
    }
    offsetMs += step;
    const over = await me(busy);
    expect(over.statusCode).toBe(401);
    expect(json(over).errorCode).toBe('login.not.session');
  });
});

describe('signing out everywhere', () => {
  it('ends every session and waiting ticket of the operator, this one included, audited; others keep theirs', async () => {
    const { username, secret } = await financeWithAuthenticator();
    offsetMs += 90_000;
    const a = await loginOperator(t, username, { now });
    offsetMs += 90_000;
    const b = await loginOperator(t, username, { now });
    const ticket = json(await passwordLogin(username)).value.ticket as string;
    const bystander = await loginOperator(t, 'support01');
    const since = await lastAuditId();
    const out = await post(ADMIN_API.adminLogoutAll, undefined, a);
    expect(out.statusCode, out.body).toBe(200);
    expect(json(out).value.ended).toBe(4); // the enrolment's session, a, b and the ticket
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    const late = await post(ADMIN_API.adminTotpLogin, { ticket, code: totpCode(secret, nextStep()) });
    expect(late.statusCode).toBe(401);
    expect((await me(bystander)).statusCode).toBe(200);
    const [audit] = await auditSince(since, 'operator.logout.all');
    expect(audit?.detail).toMatchObject({ ended: 4 });
    expect(await liveSessions(username, true)).toBe(0);
  });
});
