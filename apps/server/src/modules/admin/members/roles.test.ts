import { OPERATOR_ROLES, type OperatorRoleName } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, type TestMember } from '../../../test/members.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { createTestApp, uniqueName, type TestApp } from '../../../test/test-app.js';
import { MEMBERS_ROLES } from './index.js';

let t: TestApp;
const tokens = {} as Record<OperatorRoleName, string>;
let m: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  tokens.owner = await loginOperator(t, 'admin');
  tokens.finance = await loginOperator(t, 'finance01');
  tokens.support = await loginOperator(t, 'support01');
  tokens.viewer = (
    await createOperator(t, tokens.owner, { username: uniqueName('view'), role: 'viewer' })
  ).token;
  m = await newMember(t.app, { prefix: 'rol' });
});
afterAll(async () => t?.close());

/** A body each write accepts as well-formed (what it does then does not matter to the matrix). */
const BODIES: Record<string, unknown> = {
  lock: { reason: 'matrix' },
  unlock: { reason: 'matrix' },
  'password-reset': { reason: 'matrix' },
  'vip-level': { level: 0, reason: 'matrix' },
  tags: { tag: 'matrix' },
  notes: { body: 'matrix' },
  adjustments: { direction: 'credit', amount: 1, reason: 'matrix' },
  approve: {},
  reject: { note: 'matrix' },
  answer: { body: 'matrix' },
};

describe('the members area in the role matrix', () => {
  const calls = Object.entries(MEMBERS_ROLES);

  it('names every write for owner, never for viewers, and every read for every role', () => {
    for (const [key, roles] of calls) {
      if (key.startsWith('GET ')) expect(roles, key).toEqual(OPERATOR_ROLES);
      else {
        expect(roles, key).toContain('owner');
        expect(roles, key).not.toContain('viewer');
      }
    }
  });

  for (const role of OPERATOR_ROLES) {
    it(`lets ${role} make exactly the calls its role is named for`, async () => {
      for (const [key, roles] of calls) {
        const [method, template] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
        const url = template.replace(':id', String(m.id)).replace(':tag', 'matrix');
        const last = template.split('/').at(-1)!;
        const res = await t.app.inject({
          method,
          url,
          headers: { merchant: 'demo', authorization: tokens[role] },
          ...(method === 'POST' || method === 'PUT'
            ? { payload: (BODIES[last] ?? {}) as Record<string, unknown> }
            : {}),
        });
        if (roles.includes(role)) expect(res.statusCode, `${role} ${key}: ${res.body}`).not.toBe(403);
        else {
          expect(res.statusCode, `${role} ${key}: ${res.body}`).toBe(403);
          expect(res.body).toContain('forbidden');
        }
      }
    });
  }
});
