import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAdminPages } from './pages.js';

const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';

function built(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), PAGE);
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1);');
  return root;
}

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** An app with one operator call registered before the pages (as in the platform) and one after. */
async function appWith(root: string | undefined) {
  app = Fastify();
  app.get('/admin/queues', async () => ({ success: true, value: { list: [] }, message: '' }));
  await registerAdminPages(app, root);
  app.get('/admin/session/me', async () => ({ success: true, value: null, message: '' }));
  await app.ready();
  return app;
}

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the back office pages under /admin', () => {
  it('answers a browser opening any /admin page with the app, never cached', async () => {
    await appWith(built());
    for (const url of ['/admin', '/admin/', '/admin/members/12', '/admin/queues', '/admin/session/me?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(PAGE);
    }
  });

  it('leaves calls of the operator API to their routes', async () => {
    await appWith(built());
    const json = await app.inject({
      method: 'GET',
      url: '/admin/queues',
      headers: { accept: 'application/json' },
    });
    expect(json.json()).toMatchObject({ success: true, value: { list: [] } });
    const noAccept = await app.inject({ method: 'GET', url: '/admin/session/me' });
    expect(noAccept.json()).toMatchObject({ success: true });
    // A token makes it a call even when a browser's Accept came with it.
    const withToken = await app.inject({
      method: 'GET',
      url: '/admin/queues',
      headers: { ...html, authorization: 'Bearer x' },
    });
    expect(withToken.json()).toMatchObject({ success: true });
    const post = await app.inject({ method: 'POST', url: '/admin/queues', headers: html });
    expect(post.statusCode).toBe(404);
  });

  it('serves the hashed assets for a year and nothing outside them', async () => {
    await appWith(built());
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js', headers: html });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/admin/assets/nope.js', headers: html });
    expect(missing.statusCode).toBe(404);
    const escape = await app.inject({ method: 'GET', url: '/admin/assets/..%2findex.html' });
    expect(escape.statusCode).toBe(404);
  });

  it('does not take pages outside /admin', async () => {
    await appWith(built());
    const res = await app.inject({ method: 'GET', url: '/administrator', headers: html });
    expect(res.statusCode).toBe(404);
  });

  it('serves only the API when the app is not built', async () => {
    await appWith(path.join(tmpdir(), 'no-such-admin-build'));
    const res = await app.inject({ method: 'GET', url: '/admin/members', headers: html });
    expect(res.statusCode).toBe(404);
  });
});
