import { Writable } from 'node:stream';
import { API } from '@platform/contracts';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLogger } from '../app.js';
import { createTestApp, encryptedCall, json, register, uniqueName, type TestApp } from '../test/test-app.js';

let t: TestApp;
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

beforeAll(async () => {
  const logger = defaultLogger('info') as Record<string, unknown>;
  t = await createTestApp({ loginPerMinute: 1000, logger: { ...logger, stream: sink } });
  // A query the database refuses, as the query builder reports it (its parameters included).
  const refused = (code: string) => () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
    throw new DrizzleQueryError('select * from members where username = $1', ['secret-param-42'], driver);
  };
  t.app.get('/wps/test/input-refused', refused('22021'));
  t.app.get('/wps/test/server-broken', refused('42P01'));
});
afterAll(async () => t.close());

const NUL = 'a\u0000b';

describe('control characters', () => {
  it('are refused with a 400 naming the field on real routes, before anything is stored', async () => {
    const cases = [
      {
        name: 'game search',
        res: () =>
          t.app.inject({ method: 'GET', url: `${API.gameList}?gameName=${encodeURIComponent(NUL)}` }),
        field: 'gameName',
      },
      {
        name: 'affiliate code',
        res: () => t.app.inject({ method: 'GET', url: `${API.affiliate}?code=${encodeURIComponent(NUL)}` }),
        field: 'code',
      },
      {
        name: 'login name',
        res: () =>
          encryptedCall(t.app, 'POST', API.login, { type: 'username', username: NUL, password: 'Secret123' }),
        field: 'username',
      },
      {
        name: 'register',
        res: () => register(t.app, `lotus\u0000${uniqueName('')}`),
        field: 'username',
      },
      {
        name: 'feedback',
        res: () =>
          t.app.inject({
            method: 'PUT',
            url: API.feedback,
            payload: {
              questionType: 'suggestion',
              content: `The page is slow \u0000 to load ${'x'.repeat(20)}`,
            },
          }),
        field: 'content',
      },
      {
        name: 'a lone surrogate',
        res: () =>
          t.app.inject({
            method: 'PUT',
            url: API.feedback,
            headers: { 'content-type': 'application/json' },
            payload:
              '{"questionType":"suggestion","content":"The page is slow \\ud800 to load xxxxxxxxxxxxxxxxxxxx"}',
          }),
        field: 'content',
      },
      {
        name: 'a field no schema names (the safety net)',
        res: () =>
          t.app.inject({
            method: 'POST',
            url: '/house/api/verify',
            payload: { anything: { deep: ['\u0007'] } },
          }),
        field: 'anything.deep.0',
      },
    ];
    for (const c of cases) {
      const res = await c.res();
      expect(res.statusCode, `${c.name}: ${res.body}`).toBe(400);
      expect(json(res).value, c.name).toMatchObject({ field: c.field });
      expect(json(res).message, c.name).toContain(c.field);
      expect(json(res).message, c.name).toMatch(/control characters/);
    }
    const all = lines.join('');
    expect(all).not.toMatch(/"statusCode":500/);
  });

  it('keeps TAB and line breaks in multi-line text', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: API.feedback,
      payload: { questionType: 'suggestion', content: 'First line\n\tSecond line\r\nThird line of it' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('database errors', () => {
  it('answer 400 when the input caused them, 500 otherwise, and are logged without their parameters', async () => {
    const input = await t.app.inject({ method: 'GET', url: '/wps/test/input-refused' });
    expect(input.statusCode).toBe(400);
    expect(json(input).errorCode).toBe('validation.failed');
    const broken = await t.app.inject({ method: 'GET', url: '/wps/test/server-broken' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('select');
    const all = lines.join('');
    expect(all).toContain('select * from members');
    expect(all).toContain('"sqlState":"42P01"');
    expect(all).not.toContain('secret-param-42');
  });
});

describe('the request log', () => {
  it('never carries a token, key, signature, code or password of a query string', async () => {
    const secrets = {
      token: 'tok-AAAA1111',
      resetToken: 'reset-BBBB2222',
      key: 'key-CCCC3333',
      signature: 'sig-DDDD4444',
      code: '654321',
      password: 'pw-EEEE5555',
      apiSecret: 'sec-FFFF6666',
    };
    const query = new URLSearchParams({ ...secrets, lang: 'EN', page: '2' }).toString();
    for (const url of [`/house/dice/?${query}`, `/reset-password?${query}`, `${API.systemStatus}?${query}`]) {
      await t.app.inject({ method: 'GET', url });
    }
    const all = lines.join('');
    expect(all).toContain('lang=EN');
    expect(all).toContain('page=2');
    for (const secret of Object.values(secrets)) expect(all).not.toContain(secret);
  });
});
