import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
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

  it('serves a rebuild made while the server runs: its new page, with its new scripts', async () => {
    const root = built();
    await appWith(root);
    const page = () => app.inject({ method: 'GET', url: '/admin/members', headers: html });
    expect((await page()).body).toBe(PAGE);
    expect((await page()).body).toBe(PAGE);

    // The rebuild: the old assets gone, new hashed ones, a page naming them (a later modification time).
    const rebuilt = PAGE.replace(
      '</body>',
      '<script type="module" src="/admin/assets/index-def456.js"></script></body>',
    );
    rmSync(path.join(root, 'assets', 'index-abc123.js'));
    writeFileSync(path.join(root, 'assets', 'index-def456.js'), 'console.log(2);');
    writeFileSync(path.join(root, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, 'index.html'), later, later);

    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(rebuilt);
    const script = await app.inject({ method: 'GET', url: '/admin/assets/index-def456.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(2);');

    // Mid-rebuild, with the page missing, the last page read is served.
    rmSync(path.join(root, 'index.html'));
    expect((await page()).body).toBe(rebuilt);
    // A page of the same size written later is read too.
    const same = rebuilt.replace('def456', 'fed654');
    writeFileSync(path.join(root, 'index.html'), same);
    const latest = new Date(Date.now() + 10_000);
    utimesSync(path.join(root, 'index.html'), latest, latest);
    expect((await page()).body).toBe(same);
  });

  it('serves only the API when the app is not built', async () => {
    await appWith(path.join(tmpdir(), 'no-such-admin-build'));
    const res = await app.inject({ method: 'GET', url: '/admin/members', headers: html });
    expect(res.statusCode).toBe(404);
  });
});
