import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import type { SiteBoot } from '@platform/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { registerWeb, type BootBuilder, type PageRenderer } from './web.js';

// The pages the server renders (decision record 038): the route in the page's root, its title, the
// language part it loads, and the page as it was when rendering fails or there is no renderer.

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'light';";
const INDEX = `<!doctype html><html><head><title>Royal Lotus</title><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

let dir: string;
let webRoot: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'platform-web-'));
  webRoot = path.join(dir, 'dist');
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  for (const file of [
    'index-abc.js',
    'locale-en-site-a1.js',
    'locale-en-member-b2.js',
    'locale-cn-site-c3.js',
  ])
    writeFileSync(path.join(webRoot, 'assets', file), 'export default {}');
  // The renderer the web build writes beside the site: here one that shows what it was asked for.
  mkdirSync(path.join(dir, 'dist-ssr'));
  writeFileSync(
    path.join(dir, 'dist-ssr', 'render-page.js'),
    `export async function renderPage({ url, boot }) {
      if (url.startsWith('/boom')) throw new Error('the renderer failed');
      return { html: '<main data-url="' + url + '">' + boot.language + " $' $& $1</main>", title: 'Page <' + url + '> & co $&' };
    }`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const boot = (language: SiteBoot['language']): SiteBoot => ({
  status: { info: { brand: { name: 'Royal Lotus' } } } as SiteBoot['status'],
  language,
  banners: null,
  notices: [],
  promotions: null,
});
const bootFromCookie: BootBuilder = async ({ languageCookie }) => boot(languageCookie === 'CN' ? 'CN' : 'EN');

/** The web plugin alone, on a bare server. */
async function webApp(renderer?: PageRenderer | null, builder: BootBuilder = bootFromCookie) {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await registerWeb(app, webRoot, builder, renderer === undefined ? {} : { renderer });
  return app;
}

describe('the pages the server renders', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await webApp();
  });
  afterAll(async () => app.close());

  it('puts the route, rendered by the renderer beside the site, in the root, with its title', async () => {
    const res = await app.inject({ method: 'GET', url: '/promotions?id=7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // As rendered: a `$` in the page's words is no replacement pattern.
    expect(res.body).toContain(`<div id="root"><main data-url="/promotions?id=7">EN $' $& $1</main></div>`);
    // The title is text: what the renderer answers cannot open an element.
    expect(res.body).toContain('<title>Page &lt;/promotions?id=7&gt; &amp; co $&amp;</title>');
    expect(res.body).not.toContain('<title>Royal Lotus</title>');
    // The boot data stays, for the browser's first render to be the server's.
    expect(res.body).toContain('<script id="boot" type="application/json">');
  });

  it("renders in the page's language and preloads that language's first part only", async () => {
    const res = await app.inject({ method: 'GET', url: '/', cookies: { lang: 'CN' } });
    expect(res.body).toContain('<main data-url="/">CN');
    expect(res.body).toContain(
      '<link rel="modulepreload" href="/assets/locale-cn-site-c3.js" fetchpriority="low" />',
    );
    expect(res.body).not.toContain('locale-en-');
    const english = await app.inject({ method: 'GET', url: '/' });
    expect(english.body).toContain('href="/assets/locale-en-site-a1.js"');
    expect(english.body).not.toContain('locale-en-member-b2.js');
  });

  it('serves the page unrendered, for the browser to render, when the renderer fails', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Royal Lotus</title>');
    expect(res.body).toContain('<script id="boot" type="application/json">');
  });

  it('renders nothing for the paths the server answers itself', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.body).toBe('export default {}');
    const missing = await app.inject({ method: 'GET', url: '/assets/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('data-url');
  });

  it('serves the page unrendered without a renderer, or without boot data', async () => {
    const bare = await webApp(null);
    const res = await bare.inject({ method: 'GET', url: '/vip' });
    expect(res.body).toContain('<div id="root"></div>');
    await bare.close();
    const failing = await webApp(undefined, async () => {
      throw new Error('no database');
    });
    const page = await failing.inject({ method: 'GET', url: '/vip' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('id="boot"');
    await failing.close();
  });

  it('compresses the rendered page for the browsers that take it', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding, cookie');
  });
});

describe('the platform serving rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => t.close());

  it("renders the brand's pages from its boot data under the same strict Content Security Policy", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vip', cookies: { lang: 'CN' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main data-url="/vip">CN');
    const csp = String(res.headers['content-security-policy']);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});
