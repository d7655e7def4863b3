import { ADMIN_API, OPERATOR_ROLES, type OperatorRoleName } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createOperator, loginOperator, OPERATOR_PASSWORD } from '../../test/operators.js';
import { createTestApp, json, uniqueName, type TestApp } from '../../test/test-app.js';
import { ROLE_MATRIX } from './roles.js';

// The role matrix as a matrix: each role against every call of the operator session scope. A role the
// call does not name gets 403 `forbidden` from the scope's check, before the body is read or the route
// runs (nothing changes); a role it names gets past the check (whatever the route then answers, it is no
// refusal of the matrix). On the demo brand's default: owners and finance log in with an authenticator.

let t: TestApp;
const tokens = {} as Record<OperatorRoleName, string>;
const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

/** Calls that end the caller's session: made last, each with a session of its own. */
const ENDS_SESSION = new Set([`DELETE ${ADMIN_API.adminLogout}`, `POST ${ADMIN_API.adminLogoutAll}`]);

/** A queue the role decides in (owners in any), so that an allowed decision reaches the queue. */
function queueFor(role: OperatorRoleName): string {
  const names = t.app.operatorQueues.names();
  return (
    names.find((name) => role === 'owner' || t.app.operatorQueues.get(name)!.roles.includes(role)) ??
    names[0]!
  );
}

/** The call's path with its parameters filled: ids of nothing (so no row is touched), the role's queue. */
function urlOf(path: string, role: OperatorRoleName): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name === 'queue' ? queueFor(role) : '999999'));
}

function send(key: string, role: OperatorRoleName, token: string) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  return t.app.inject({
    method,
    url: urlOf(path, role),
    headers: { merchant: 'demo', authorization: token },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

/** What a refusal could have changed: the audit trail, the operators, the queues' and members' rows. */
const fingerprint = async () =>
  (
    await rows(
      sql`select (select count(*) from audit_log) as audit,
                 (select count(*) from operators) as operators,
                 (select count(*) from member_messages) as messages,
                 (select count(*) from ledger_transfers) as transfers,
                 (select count(*) from operator_sessions where revoked_at is not null) as ended`,
    )
  )[0];

const MATRIX_REFUSAL = /^The (owner|finance|support|viewer) role may not call /;

beforeAll(async () => {
  t = await createTestApp({ operatorTotpRoles: ['owner', 'finance'], loginPerMinute: 100_000 });
  tokens.owner = await loginOperator(t, 'admin');
  tokens.finance = await loginOperator(t, 'finance01');
  tokens.support = await loginOperator(t, 'support01');
  tokens.viewer = (
    await createOperator(t, tokens.owner, { username: uniqueName('view'), role: 'viewer' })
  ).token;
});
afterAll(async () => t?.close());

describe('each role against every call', () => {
  it('the matrix names the four roles only, and viewers only read', () => {
    for (const [key, roles] of Object.entries(ROLE_MATRIX)) {
      for (const role of roles) expect(OPERATOR_ROLES, key).toContain(role);
      const method = key.split(' ')[0];
      const ownSession = key.startsWith('POST /admin/session/') || key.startsWith('DELETE /admin/session/');
      if (method !== 'GET' && !ownSession) expect(roles, key).not.toContain('viewer');
    }
  });

  for (const role of OPERATOR_ROLES) {
    it(`${role}: refused calls are 403 before the route, allowed calls get past the check`, async () => {
      const token = tokens[role];
      const calls = Object.keys(ROLE_MATRIX).filter((key) => !ENDS_SESSION.has(key));
      const refused = calls.filter((key) => !ROLE_MATRIX[key]!.includes(role));
      const allowed = calls.filter((key) => ROLE_MATRIX[key]!.includes(role));
      expect(allowed.length).toBeGreaterThan(0);

      const before = await fingerprint();
      for (const key of refused) {
        const res = await send(key, role, token);
        expect(res.statusCode, `${role} ${key}: ${res.body}`).toBe(403);
        expect(json(res).errorCode, key).toBe('forbidden');
        expect(json(res).message, key).toMatch(MATRIX_REFUSAL);
      }
      expect(await fingerprint()).toEqual(before);

      for (const key of allowed) {
        const res = await send(key, role, token);
        expect(res.statusCode, `${role} ${key}: ${res.body}`).not.toBe(403);
        expect(res.statusCode, `${role} ${key}: ${res.body}`).not.toBe(401);
      }
      // The session is still good after every call above.
      expect((await send(`GET ${ADMIN_API.adminMe}`, role, token)).statusCode).toBe(200);
    });
  }

  it('every role may end its own session and sign out everywhere', async () => {
    for (const role of OPERATOR_ROLES) {
      for (const key of ENDS_SESSION) {
        expect(ROLE_MATRIX[key], key).toContain(role);
        const own = await createOperator(t, tokens.owner, { username: uniqueName(role.slice(0, 4)), role });
        const res = await send(key, role, own.token);
        expect(res.statusCode, `${role} ${key}: ${res.body}`).toBe(200);
        expect((await send(`GET ${ADMIN_API.adminMe}`, role, own.token)).statusCode).toBe(401);
      }
    }
  });
});

describe('a refused call with a good body', () => {
  it('changes nothing: a viewer adding an operator, finance writing to every member', async () => {
    const before = await fingerprint();
    const username = uniqueName('nope');
    const added = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminOperators,
      headers: { merchant: 'demo', authorization: tokens.viewer },
      payload: { username, password: OPERATOR_PASSWORD, role: 'owner' },
    });
    expect(added.statusCode).toBe(403);
    expect(await rows(sql`select id from operators where username_lower = ${username}`)).toHaveLength(0);
    const finance = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminMessages,
      headers: { merchant: 'demo', authorization: tokens.finance },
      payload: { title: 'Hello', body: 'To everyone' },
    });
    expect(finance.statusCode).toBe(403);
    expect(await fingerprint()).toEqual(before);
  });
});
