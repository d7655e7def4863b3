import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { normalPath } from './paths.js';

let t: TestApp;
type Seen = {
  url: string;
  merchant: unknown;
  route: string | undefined;
  status: number;
  limited: boolean;
  body: string;
};
const seen: Seen[] = [];

beforeAll(async () => {
  const base = await createTestApp();
  const webRoot = path.join(base.outboxDir, 'web');
  await base.close();
  mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webRoot, rateLimit: { max: 100_000, timeWindowMs: 60_000 } });
  // Which route each request reached, as the router decided it.
  t.app.addHook('onSend', async (request, reply, payload) => {
    seen.push({
      url: request.url,
      merchant: request.headers.merchant,
      route: request.routeOptions.url,
      status: reply.statusCode,
      limited: reply.getHeader('x-ratelimit-limit') !== undefined,
      body: typeof payload === 'string' ? payload : '',
    });
    return payload;
  });
});
afterAll(async () => t.close());

/** One real path under every prefix the server answers. */
const BASES = [
  '/wps/system/status',
  '/wps/game/gameList',
  '/lgw/lottery',
  '/vendor/LOTUS/wallet/balance',
  '/admin/session/me',
  '/house/api/session',
  '/house/dice/',
  '/house/assets/house.css',
  '/docs/json',
  '/healthz',
  '/support/chat',
  '/assets/app-abc123.js',
];

/** The ways an attacker spells a path so that a prefix test on the raw URL misses it. */
function hostile(base: string): string[] {
  const [, first = '', ...rest] = base.split('/');
  const tail = rest.join('/');
  const enc = (s: string) => [...s].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  return [
    `/${enc(first.slice(0, 1))}${first.slice(1)}/${tail}`,
    `/${enc(first)}/${tail}`,
    `/${enc(first.slice(0, 1)).replace('%', '%25')}${first.slice(1)}/${tail}`,
    `/x/../${first}/${tail}`,
    `/${first}/%2e%2e/${first}/${tail}`,
    `/${first}/..%2f${tail}`,
    `/${first}/${tail}%00`,
    `/${first}%00/${tail}`,
    `/${first}/${tail}/${'a'.repeat(8_000)}`,
    `/${first}/%ff`,
    `/${first}/${tail}%ff`,
    `/%c0%ae%c0%ae/${first}/${tail}`,
    `/${first}./${tail}`,
    `/${first}/${tail}.`,
    `/${first.toUpperCase()}/${tail}`,
    `//${first}/${tail}`,
    `/${first}//${tail}`,
    `/${first}%2f${tail.replaceAll('/', '%2f')}`,
    `/${first}/${tail}?x=%ff&token=%00`,
  ];
}

describe('hostile paths', () => {
  it('normalises a path once: decoded, slashes collapsed, dot segments resolved', () => {
    expect(normalPath('/%77ps/a')).toBe('/wps/a');
    expect(normalPath('//wps//a/')).toBe('/wps/a');
    expect(normalPath('/x/../wps/a?b=1')).toBe('/wps/a');
    expect(normalPath('/%2577ps/a')).toBe('/%77ps/a');
    expect(normalPath('/wps/%ff')).toBe('/wps/%ff');
  });

  it('never answers 500, and every request that reaches an API route gets its brand and rate limit', async () => {
    const failures: string[] = [];
    for (const base of BASES) {
      for (const url of [base, ...hostile(base)]) {
        for (const method of ['GET', 'POST'] as const) {
          // With an unknown merchant (the brand hook must refuse it), and with the default brand.
          for (const headers of [{ merchant: 'nobody' }, {}]) {
            const res = await t.app.inject({ method, url, headers });
            if (res.statusCode >= 500) failures.push(`${method} ${url.slice(0, 80)} -> ${res.statusCode}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);

    const api = seen.filter((s) => /^\/(wps|lgw|vendor|admin)\//.test(s.route ?? ''));
    // The percent-encoded prefix reaches the real route...
    expect(api.some((s) => s.url.startsWith('/%77ps/system/status'))).toBe(true);
    expect(api.some((s) => s.url.startsWith('/%76endor/'))).toBe(true);
    // ...and there, as everywhere under the API, the brand is resolved first (the unknown merchant is refused).
    const unbranded = api.filter(
      (s) => s.merchant === 'nobody' && (s.status !== 400 || !s.body.includes('merchant.unknown')),
    );
    expect(unbranded.map((s) => `${s.url.slice(0, 60)} -> ${s.status}`)).toEqual([]);
    const unlimited = api.filter(
      (s) => s.merchant === undefined && s.route?.startsWith('/wps/') && !s.limited,
    );
    expect(unlimited.map((s) => s.url.slice(0, 60))).toEqual([]);
  }, 120_000);

  it('answers a path that does not decode with the envelope', async () => {
    for (const url of ['/wps/%ff', '/wps/system/%c0']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ success: boolean; errorCode: string }>(), url).toMatchObject({
        success: false,
        errorCode: 'validation.failed',
      });
    }
  });

  it('answers an API path that decodes under /wps as an API, not with the page', async () => {
    for (const url of ['//wps/no/such/call', '/%77ps/no/such/call', '/x/../wps/no/such/call']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ errorCode: string }>().errorCode, url).toBe('not.found');
    }
  });
});
