import { ADMIN_API, API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { DEMO_PASSWORD } from '../../seed/brands.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ipSeq = 0;

const rows = <T = Record<string, unknown>>(query: SQL) => rowsOf<T>(t.app.database.db, query);
const adminUrl = (kind: string) => ADMIN_API.adminLegalDocument.replace(':kind', kind);
const publicUrl = (kind: string) => API.legalDocument.replace(':kind', kind);

async function token(username: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: ADMIN_API.adminLogin,
    headers: { merchant: 'demo' },
    payload: { username, password: DEMO_PASSWORD },
    remoteAddress: `10.7.0.${++ipSeq}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.token as string;
}

const put = (kind: string, auth: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: adminUrl(kind),
    headers: { merchant: 'demo', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    payload: payload as Record<string, unknown>,
  });

type Stored = { version: string; text: Record<string, { title: string; content: string }> };
const stored = async (kind: string) =>
  (
    await rows<Stored>(
      sql`select version, text from legal_documents d join merchants m on m.id = d.merchant_id
          where m.code = 'demo' and d.kind = ${kind}`,
    )
  )[0];
const auditRows = (since: number) =>
  rows<{ operator_id: number; detail: Record<string, any> }>(
    sql`select operator_id, detail from audit_log where event = 'legal.document.replace' and id > ${since}
        order by id`,
  );
const lastAuditId = async () =>
  Number((await rows<{ id: number }>(sql`select coalesce(max(id), 0) as id from audit_log`))[0]!.id);

const VALID = {
  version: '2026.2',
  texts: {
    EN: {
      title: 'Privacy policy',
      content: '<h3>Data</h3><p>We keep what we need.</p><script>alert(document.cookie)</script>',
    },
    CN: { title: '隐私政策', content: '<p onmouseover="steal()">我们只保存必要的数据。</p>' },
  },
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('operators replace legal documents', () => {
  it('replaces the document, sanitized, with one audit row of before and after', async () => {
    const owner = await token('admin');
    const before = await stored('privacy');
    expect(before?.version).toBe('2026.1');
    const since = await lastAuditId();

    const res = await put('privacy', owner, VALID);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ kind: 'privacy', version: '2026.2', languages: ['EN', 'CN'] });
    expect(json(res).value.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const after = await stored('privacy');
    expect(after).toEqual({
      version: '2026.2',
      text: {
        EN: { title: 'Privacy policy', content: '<h3>Data</h3><p>We keep what we need.</p>' },
        CN: { title: '隐私政策', content: '<p>我们只保存必要的数据。</p>' },
      },
    });

    const audit = await auditRows(since);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operator_id).toBeGreaterThan(0);
    expect(audit[0]!.detail.kind).toBe('privacy');
    expect(audit[0]!.detail.before.version).toBe('2026.1');
    expect(audit[0]!.detail.before.text).toEqual(before!.text);
    expect(audit[0]!.detail.after.version).toBe('2026.2');
    expect(audit[0]!.detail.after.text).toEqual(after!.text);

    // Players now read the new text; a language it no longer has falls back to English.
    const thai = json(
      await t.app.inject({ method: 'GET', url: publicUrl('privacy'), headers: { language: 'TH' } }),
    ).value;
    expect(thai).toMatchObject({
      language: 'EN',
      version: '2026.2',
      content: '<h3>Data</h3><p>We keep what we need.</p>',
    });
  });

  it('refuses bad input and changes nothing', async () => {
    const owner = await token('admin');
    const before = await stored('terms');
    const since = await lastAuditId();
    const refusals: [string, unknown, number][] = [
      ['no English', { version: '2', texts: { CN: { title: '条款', content: '<p>内容</p>' } } }, 400],
      ['empty title', { version: '2', texts: { EN: { title: ' ', content: '<p>Text</p>' } } }, 400],
      ['no version', { texts: { EN: { title: 'Terms', content: '<p>Text</p>' } } }, 400],
      [
        'a language the site does not know',
        {
          version: '2',
          texts: { EN: { title: 'T', content: '<p>x</p>' }, FR: { title: 'T', content: '<p>x</p>' } },
        },
        400,
      ],
      [
        'nothing but a script',
        { version: '2', texts: { EN: { title: 'Terms', content: '<script>alert(1)</script>' } } },
        400,
      ],
    ];
    for (const [what, payload, status] of refusals) {
      const res = await put('terms', owner, payload);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(json(res).success).toBe(false);
    }
    const scriptOnly = await put('terms', owner, refusals[4]![1]);
    expect(json(scriptOnly).message).toContain('texts.EN.content');

    const unknown = await put('cookies', owner, VALID);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorCode).toBe('legal.kind.unknown');

    expect(await stored('terms')).toEqual(before);
    expect(await stored('cookies')).toBeUndefined();
    expect(await auditRows(since)).toEqual([]);
  });

  it('lets only owners change a document, and only with a session', async () => {
    const before = await stored('responsible-gaming');
    const support = await token('support01');
    const refused = await put('responsible-gaming', support, VALID);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe('forbidden');
    const anonymous = await put('responsible-gaming', undefined, VALID);
    expect(anonymous.statusCode).toBe(401);
    expect(await stored('responsible-gaming')).toEqual(before);
  });
});
