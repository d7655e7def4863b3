import { ADMIN_API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createOperator, loginOperator, OPERATOR_PASSWORD, operatorSecret } from '../../test/operators.js';
import { createTestApp, json, uniqueName, type TestApp } from '../../test/test-app.js';

// The brand's operators, managed by owners: create, role change, disable and enable, password reset, and
// the brand's last active owner, on the demo brand's default (owners and finance need an authenticator).

let t: TestApp;
let owner = '';

const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

function call(method: 'GET' | 'POST' | 'PATCH', url: string, token: string | undefined, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', ...(token ? { authorization: token } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const operatorUrl = (id: number | string) => ADMIN_API.adminOperator.replace(':id', String(id));
const passwordUrl = (id: number | string) => ADMIN_API.adminOperatorPassword.replace(':id', String(id));
const totpResetUrl = (id: number | string) => ADMIN_API.adminOperatorTotpReset.replace(':id', String(id));
const me = (token: string) => call('GET', ADMIN_API.adminMe, token);

const lastAuditId = async () =>
  Number((await rows<{ id: number }>(sql`select coalesce(max(id), 0) as id from audit_log`))[0]!.id);
const auditSince = (since: number, event: string) =>
  rows<{ operator_id: number; detail: Record<string, any> }>(
    sql`select operator_id, detail from audit_log where id > ${since} and event = ${event} order by id`,
  );

/** Everything an owner's change could touch: the operators and their live sessions. */
const snapshot = () =>
  rows(
    sql`select o.id, o.username, o.role, o.status, o.password_hash,
          (select count(*) from operator_sessions s where s.operator_id = o.id and s.revoked_at is null) as live
        from operators o join merchants b on b.id = o.merchant_id where b.code = 'demo' order by o.id`,
  );

const operatorIdOf = async (username: string) =>
  Number(
    (
      await rows<{ id: number }>(
        sql`select o.id from operators o join merchants b on b.id = o.merchant_id
            where b.code = 'demo' and o.username_lower = ${username.toLowerCase()}`,
      )
    )[0]!.id,
  );

beforeAll(async () => {
  t = await createTestApp({ operatorTotpRoles: ['owner', 'finance'], loginPerMinute: 100_000 });
  owner = await loginOperator(t, 'admin');
});
afterAll(async () => t?.close());

describe('adding operators', () => {
  it('adds one with a role, audited with before and after; it logs in with the password it was given', async () => {
    const since = await lastAuditId();
    const username = uniqueName('view');
    const res = await call('POST', ADMIN_API.adminOperators, owner, {
      username,
      password: 'Viewer2026',
      role: 'viewer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const account = json(res).value;
    expect(account).toMatchObject({ username, role: 'viewer', active: true, totpEnabled: false });
    const [audit] = await auditSince(since, 'operator.create');
    expect(audit?.detail).toMatchObject({
      target: { id: account.id, username },
      before: null,
      after: { username, role: 'viewer', active: true },
    });
    expect(JSON.stringify(audit?.detail)).not.toContain('Viewer2026');
    const token = await loginOperator(t, username, { password: 'Viewer2026' });
    expect(json(await me(token)).value).toMatchObject({ role: 'viewer', totpSetupRequired: false });
  });

  it('refuses a name already taken in the brand, in any case (409)', async () => {
    const before = await snapshot();
    const res = await call('POST', ADMIN_API.adminOperators, owner, {
      username: 'FINANCE01',
      password: 'Finance2026',
      role: 'finance',
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ errorCode: 'register.username.taken', value: { field: 'username' } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad input with a 400 naming the field, adding nothing', async () => {
    const before = await snapshot();
    const good = { username: uniqueName('op'), password: 'Operator2026', role: 'support' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, username: 'a b' }, 'username'],
      [{ ...good, username: 'x' }, 'username'],
      [{ ...good, username: undefined }, 'username'],
      [{ ...good, password: 'short1' }, 'password'],
      [{ ...good, password: 'nodigitshere' }, 'password'],
      [{ ...good, password: undefined }, 'password'],
      [{ ...good, role: 'god' }, 'role'],
      [{ ...good, role: undefined }, 'role'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('POST', ADMIN_API.adminOperators, owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res).value.field).toBe(field);
      expect(json(res).message).toMatch(new RegExp(`^${field}`));
    }
    expect(await snapshot()).toEqual(before);
  });

  it('lists the operators, paged on the server', async () => {
    const all = json(await call('GET', `${ADMIN_API.adminOperators}?pageNo=1&pageSize=100`, owner)).value;
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    expect(all.list.map((o: { username: string }) => o.username)).toEqual(
      expect.arrayContaining(['admin', 'finance01', 'support01']),
    );
    const page = json(await call('GET', `${ADMIN_API.adminOperators}?pageNo=2&pageSize=2`, owner)).value;
    expect(page).toMatchObject({ pageNo: 2, pageSize: 2, totalCount: all.totalCount });
    expect(page.list).toEqual(all.list.slice(2, 4));
    const bad = await call('GET', `${ADMIN_API.adminOperators}?pageSize=1000`, owner);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).value.field).toBe('pageSize');
  });
});

describe('changing operators', () => {
  it('changes a role, effective on the next call, audited with before and after', async () => {
    const made = await createOperator(t, owner, { username: uniqueName('sup'), role: 'support' });
    expect((await call('GET', ADMIN_API.adminOperators, made.token)).statusCode).toBe(403);
    const since = await lastAuditId();
    const res = await call('PATCH', operatorUrl(made.id), owner, { role: 'viewer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ id: made.id, role: 'viewer', active: true });
    const [audit] = await auditSince(since, 'operator.update');
    expect(audit?.detail).toMatchObject({ before: { role: 'support' }, after: { role: 'viewer' } });
    expect(json(await me(made.token)).value.role).toBe('viewer');
    // A viewer reads, never writes.
    const message = await call('POST', ADMIN_API.adminMessages, made.token, { title: 't', body: 'b' });
    expect(message.statusCode).toBe(403);
  });

  it('an operator promoted to a role that needs an authenticator must set one up first', async () => {
    const made = await createOperator(t, owner, { username: uniqueName('sup'), role: 'support' });
    expect((await call('PATCH', operatorUrl(made.id), owner, { role: 'finance' })).statusCode).toBe(200);
    expect(json(await me(made.token)).value).toMatchObject({ role: 'finance', totpSetupRequired: true });
    expect((await call('GET', ADMIN_API.adminQueues, made.token)).statusCode).toBe(403);
  });

  it('disabling ends every session at once; the operator cannot log in until enabled again', async () => {
    const username = uniqueName('sup');
    const made = await createOperator(t, owner, { username, role: 'support' });
    const second = await loginOperator(t, username);
    const since = await lastAuditId();
    const res = await call('PATCH', operatorUrl(made.id), owner, { active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value.active).toBe(false);
    expect((await me(made.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const [audit] = await auditSince(since, 'operator.update');
    expect(audit?.detail).toMatchObject({
      before: { active: true },
      after: { active: false },
      sessionsEnded: 2,
    });
    await expect(loginOperator(t, username)).rejects.toThrow(/401/);
    expect((await call('PATCH', operatorUrl(made.id), owner, { active: true })).statusCode).toBe(200);
    expect((await me(await loginOperator(t, username))).statusCode).toBe(200);
  });

  it('a password reset ends the sessions; the new password works, the old one no longer', async () => {
    const username = uniqueName('fin');
    const made = await createOperator(t, owner, { username, role: 'finance' });
    const since = await lastAuditId();
    const res = await call('POST', passwordUrl(made.id), owner, { password: 'Renewed2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(made.token)).statusCode).toBe(401);
    const [audit] = await auditSince(since, 'operator.password.reset');
    expect(audit?.detail).toMatchObject({
      target: { id: made.id, username },
      before: { password: 'set' },
      after: { password: 'reset' },
      sessionsEnded: 1,
    });
    expect(JSON.stringify(audit?.detail)).not.toContain('Renewed2026');
    await expect(loginOperator(t, username)).rejects.toThrow(/401/);
    // The authenticator enrolled before stays: the login asks for its code.
    const token = await loginOperator(t, username, { password: 'Renewed2026' });
    expect(json(await me(token)).value).toMatchObject({ totpEnabled: true, totpSetupRequired: false });
  });

  it('refuses bad input on every change with a 400 naming the field, changing nothing', async () => {
    const made = await createOperator(t, owner, { username: uniqueName('sup'), role: 'support' });
    const before = await snapshot();
    const cases: [string, string, unknown, string][] = [
      ['PATCH', operatorUrl(made.id), {}, 'role'],
      ['PATCH', operatorUrl(made.id), { role: 'god' }, 'role'],
      ['PATCH', operatorUrl(made.id), { active: 'no' }, 'active'],
      ['PATCH', operatorUrl('abc'), { role: 'viewer' }, 'id'],
      ['PATCH', operatorUrl(0), { role: 'viewer' }, 'id'],
      ['POST', passwordUrl(made.id), { password: 'short1' }, 'password'],
      ['POST', passwordUrl(made.id), {}, 'password'],
      ['POST', passwordUrl('x'), { password: 'Renewed2026' }, 'id'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(method as 'PATCH' | 'POST', url, owner, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(json(res).value.field).toBe(field);
    }
    expect(await snapshot()).toEqual(before);
    expect((await me(made.token)).statusCode).toBe(200);
  });

  it("answers 404 for an operator of no or another brand's, changing nothing", async () => {
    const before = await snapshot();
    expect((await call('PATCH', operatorUrl(999_999), owner, { role: 'viewer' })).statusCode).toBe(404);
    expect((await call('POST', passwordUrl(999_999), owner, { password: 'Renewed2026' })).statusCode).toBe(
      404,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('only owners manage operators; others get 403 and nothing changes', async () => {
    const finance = await loginOperator(t, 'finance01');
    const support = await loginOperator(t, 'support01');
    const target = await operatorIdOf('support01');
    const before = await snapshot();
    for (const token of [finance, support]) {
      expect((await call('GET', ADMIN_API.adminOperators, token)).statusCode).toBe(403);
      const created = await call('POST', ADMIN_API.adminOperators, token, {
        username: uniqueName('x'),
        password: OPERATOR_PASSWORD,
        role: 'owner',
      });
      expect(created.statusCode).toBe(403);
      expect(json(created).errorCode).toBe('forbidden');
      expect((await call('PATCH', operatorUrl(target), token, { role: 'owner' })).statusCode).toBe(403);
      expect((await call('POST', passwordUrl(target), token, { password: 'Taken2026x' })).statusCode).toBe(
        403,
      );
      expect((await call('POST', totpResetUrl(target), token)).statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('a lost authenticator', () => {
  it('an owner removes it: the sessions end, the next login enrols a new one, audited', async () => {
    const username = uniqueName('fin');
    const made = await createOperator(t, owner, { username, role: 'finance' });
    const old = operatorSecret(t, username);
    expect(json(await me(made.token)).value.totpEnabled).toBe(true);
    const since = await lastAuditId();
    const res = await call('POST', totpResetUrl(made.id), owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ id: made.id, totpEnabled: false });
    expect((await me(made.token)).statusCode).toBe(401);
    const [audit] = await auditSince(since, 'operator.totp.reset');
    expect(audit?.detail).toMatchObject({
      target: { id: made.id, username },
      before: { totpEnabled: true },
      after: { totpEnabled: false },
      sessionsEnded: 1,
    });
    const again = await loginOperator(t, username);
    expect(json(await me(again)).value).toMatchObject({ totpEnabled: true });
    expect(operatorSecret(t, username)).not.toBe(old);
    // Without an authenticator there is nothing to remove: answered as it is, nothing written.
    const support = await operatorIdOf('support01');
    const mark = await lastAuditId();
    const none = await call('POST', totpResetUrl(support), owner);
    expect(none.statusCode).toBe(200);
    expect(json(none).value.totpEnabled).toBe(false);
    expect(await lastAuditId()).toBe(mark);
    expect((await call('POST', totpResetUrl('abc'), owner)).statusCode).toBe(400);
    expect((await call('POST', totpResetUrl(999_999), owner)).statusCode).toBe(404);
  });
});

describe('the last active owner', () => {
  it('cannot be demoted or disabled, by itself or anyone', async () => {
    const adminId = await operatorIdOf('admin');
    const before = await snapshot();
    for (const change of [{ role: 'finance' }, { active: false }, { role: 'viewer', active: false }]) {
      const res = await call('PATCH', operatorUrl(adminId), owner, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(json(res).errorCode).toBe('forbidden');
      expect(json(res).message).toMatch(/last active owner/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('two owners demoting each other at once: one change goes through, the brand keeps an owner', async () => {
    const second = await createOperator(t, owner, { username: uniqueName('own'), role: 'owner' });
    const adminId = await operatorIdOf('admin');
    const [a, b] = await Promise.all([
      call('PATCH', operatorUrl(second.id), owner, { role: 'support' }),
      call('PATCH', operatorUrl(adminId), second.token, { role: 'support' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    const owners = await rows(
      sql`select o.username from operators o join merchants b on b.id = o.merchant_id
          where b.code = 'demo' and o.role = 'owner' and o.status = 1`,
    );
    expect(owners).toHaveLength(1);
    // The owner left may make the other an owner again.
    const survivor = a.statusCode === 200 ? owner : second.token;
    const other = a.statusCode === 200 ? second.id : adminId;
    expect((await call('PATCH', operatorUrl(other), survivor, { role: 'owner' })).statusCode).toBe(200);
  });

  it('with two owners, one may step down; then the other is the last', async () => {
    const second = await createOperator(t, owner, { username: uniqueName('own'), role: 'owner' });
    const res = await call('PATCH', operatorUrl(second.id), second.token, { role: 'viewer' });
    expect(res.statusCode, res.body).toBe(200);
    const adminId = await operatorIdOf('admin');
    const owners = await rows(
      sql`select id from operators where role = 'owner' and status = 1 and merchant_id =
          (select id from merchants where code = 'demo')`,
    );
    expect(owners.map((o) => Number(o.id))).toEqual(expect.arrayContaining([adminId]));
  });
});
