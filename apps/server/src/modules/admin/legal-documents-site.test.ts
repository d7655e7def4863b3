import { ADMIN_API, API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/brands.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: string;

const site = (kind: string, language: string) =>
  t.app.inject({
    method: 'GET',
    url: API.legalDocument.replace(':kind', kind),
    headers: { merchant: 'demo', language },
  });

const replace = (kind: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: ADMIN_API.adminLegalDocument.replace(':kind', kind),
    headers: { merchant: 'demo', authorization: `Bearer ${owner}` },
    payload: payload as Record<string, unknown>,
  });

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: ADMIN_API.adminLogin,
    headers: { merchant: 'demo' },
    payload: { username: 'admin', password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  owner = json(res).value.token as string;
});
afterAll(async () => t?.close());

describe("an owner's new legal document reaches the site at once", () => {
  it('the site answers the new text right after the PUT, in every language it had cached', async () => {
    // The site has read (and keeps) the terms in English and Chinese.
    const en = json(await site('terms', 'EN')).value;
    const cn = json(await site('terms', 'CN')).value;
    expect(json(await site('terms', 'EN')).value).toEqual(en);

    const res = await replace('terms', {
      version: '2026.9',
      texts: {
        EN: { title: 'Terms of use', content: '<p>The new terms, in force today.</p>' },
        CN: { title: '使用条款', content: '<p>今天生效的新条款。</p>' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    const enAfter = json(await site('terms', 'EN')).value;
    expect(enAfter).toMatchObject({
      language: 'EN',
      version: '2026.9',
      title: 'Terms of use',
      content: '<p>The new terms, in force today.</p>',
    });
    expect(enAfter.version).not.toBe(en.version);
    expect(json(await site('terms', 'CN')).value).toMatchObject({
      language: 'CN',
      version: '2026.9',
      content: '<p>今天生效的新条款。</p>',
    });
    expect(cn.version).not.toBe('2026.9');
  });

  it('a refused document leaves the site as it was', async () => {
    const before = json(await site('privacy', 'EN')).value;
    const res = await replace('privacy', {
      version: '2026.10',
      texts: { EN: { title: 'Privacy', content: '<script>alert(1)</script>' } },
    });
    expect(res.statusCode).toBe(400);
    expect(json(await site('privacy', 'EN')).value).toEqual(before);
  });
});
