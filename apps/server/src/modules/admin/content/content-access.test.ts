import { ADMIN_CONTENT_PATHS as P } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { CONTENT_ROLES } from './index.js';

let t: TestApp;
const tokens: Record<string, string> = {};
const ROLES = ['owner', 'finance', 'support', 'viewer'] as const;

/** A path of the matrix with its parameters filled (an id that exists or not: access comes first). */
const concrete = (path: string) => path.replace(':id', '1').replace(':type', 'FACEBOOK');

beforeAll(async () => {
  t = await createTestApp();
  tokens.owner = await loginOperator(t, 'admin');
  tokens.finance = await loginOperator(t, 'finance01');
  tokens.support = await loginOperator(t, 'support01');
  tokens.viewer = (await createOperator(t, tokens.owner, { username: 'viewer07', role: 'viewer' })).token;
});
afterAll(async () => t?.close());

describe('who may call the content calls', () => {
  it('has an entry for every call of the area: every role reads, owner and support write', () => {
    const calls = Object.keys(CONTENT_ROLES);
    expect(calls.length).toBe(30);
    for (const key of calls) {
      const expected = key.startsWith('GET ') ? [...ROLES] : ['owner', 'support'];
      expect([...(CONTENT_ROLES[key] ?? [])].sort(), key).toEqual(expected.sort());
    }
    expect(calls.every((key) => key.split(' ')[1]?.startsWith('/admin/content/'))).toBe(true);
  });

  const cases = Object.entries(CONTENT_ROLES).flatMap(([key, allowed]) =>
    ROLES.map((role) => [key, role, allowed.includes(role)] as const),
  );
  it.each(cases)('%s as %s (allowed: %s)', async (key, role, allowed) => {
    const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    const res = await t.app.inject({
      method,
      url: concrete(path),
      headers: { merchant: 'demo', authorization: tokens[role] ?? '' },
      // An empty body: a refused role never gets as far as reading it; an allowed one is told what is missing.
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
    if (allowed) {
      expect(res.statusCode, res.body).not.toBe(403);
      if (method === 'GET' && !path.includes(':')) expect(res.statusCode, res.body).toBe(200);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(json(res)).toMatchObject({ errorCode: 'forbidden', success: false });
    }
  });

  it('refuses a viewer’s and a finance operator’s writes without changing anything', async () => {
    const before = json(
      await t.app.inject({
        method: 'GET',
        url: `${P.banners}?pageSize=100`,
        headers: { merchant: 'demo', authorization: tokens.viewer ?? '' },
      }),
    ).value;
    for (const role of ['viewer', 'finance']) {
      const res = await t.app.inject({
        method: 'POST',
        url: P.banners,
        headers: { merchant: 'demo', authorization: tokens[role] ?? '' },
        payload: {
          groupName: 'w_home',
          imageUrl: '/art/banners/w_home-1.svg',
          linkageType: 0,
          texts: { EN: { title: 'Not allowed' } },
        },
      });
      expect(res.statusCode).toBe(403);
    }
    const after = json(
      await t.app.inject({
        method: 'GET',
        url: `${P.banners}?pageSize=100`,
        headers: { merchant: 'demo', authorization: tokens.owner ?? '' },
      }),
    ).value;
    expect(after.totalCount).toBe(before.totalCount);
  });

  it('refuses a call without a session (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: P.banners, headers: { merchant: 'demo' } });
    expect(res.statusCode).toBe(401);
  });
});
