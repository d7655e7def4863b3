import { ADMIN_API, API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: false, loginPerMinute: 100_000 });
});
afterAll(async () => t.close());

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

/** Bodies no client of ours sends: each gets a 4xx in the envelope, never a 500. */
const BODIES: [string, string, string][] = [
  ['invalid JSON', 'application/json', '{"username":'],
  ['JSON of the wrong type', 'application/json', '"just a string"'],
  ['null', 'application/json', 'null'],
  ['an empty JSON body', 'application/json', ''],
  ['deeply nested arrays', 'application/json', deep(5_000)],
  ['a body over the limit', 'application/json', `{"x":"${'a'.repeat(300 * 1024)}"}`],
  ['an unknown content type', 'application/x-unknown', 'hello'],
  ['a form body where JSON is expected', 'application/x-www-form-urlencoded', 'a=1&b=%00'],
  ['multipart without a boundary', 'multipart/form-data', '--x--'],
  ['a prototype key', 'application/json', '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}'],
];

const ROUTES = [
  ['POST', API.login],
  ['PUT', API.register],
  ['POST', API.feedback],
  ['POST', API.vendorWalletDebit.replace(':vendorCode', 'house')],
  ['POST', ADMIN_API.adminLogin],
] as const;

describe('malformed bodies', () => {
  it('never answer 500', async () => {
    const failures: string[] = [];
    for (const [method, url] of ROUTES) {
      for (const [label, type, payload] of BODIES) {
        const res = await t.app.inject({ method, url, payload, headers: { 'content-type': type } });
        if (res.statusCode >= 500 || res.statusCode < 400)
          failures.push(`${method} ${url} with ${label} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (!res.headers['content-type']?.toString().includes('json'))
          failures.push(`${method} ${url} with ${label}: not JSON (${String(res.headers['content-type'])})`);
      }
    }
    expect(failures).toEqual([]);
  });
});
