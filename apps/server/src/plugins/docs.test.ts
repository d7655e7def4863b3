import { API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let open: TestApp;
let production: TestApp;
beforeAll(async () => {
  open = await createTestApp({ docs: true });
  production = await createTestApp({ docs: false });
});
afterAll(async () => {
  await open.close();
  await production.close();
});

describe('the API document', () => {
  it('outside production, documents the site, operator and vendor APIs', async () => {
    const res = await open.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain(API.login);
    expect(paths.some((p) => p.startsWith('/admin/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/vendor/'))).toBe(true);
  });

  it('is not served in production', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/yaml', '/docs/static/index.html']) {
      const res = await production.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('/admin/');
    }
  });
});
