import { ADMIN_API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { newMember } from '../../../test/members.js';
import { loginOperator } from '../../../test/operators.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

// The audit trail's filters: operator, action, target (type and id) and brand days.

let t: TestApp;
let demoId: number;
let owner: string;
let memberId: number;
const rows = <T = Record<string, unknown>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

const list = (query: Record<string, string | number>, token = owner) =>
  t.app.inject({
    method: 'GET',
    url: ADMIN_API.adminAudit,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { merchant: 'demo', authorization: token },
  });
const events = async (query: Record<string, string | number>) => {
  const res = await list({ pageSize: 100, ...query });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.list as {
    event: string;
    operator: string | null;
    member: string | null;
    detail: Record<string, unknown>;
  }[];
};

async function write(
  event: string,
  detail: Record<string, unknown>,
  extra: { memberId?: number; at?: string } = {},
) {
  await rows(sql`insert into audit_log (merchant_id, member_id, operator_id, event, detail, created_at)
    values (${demoId}, ${extra.memberId ?? null}, null, ${event}, ${JSON.stringify(detail)}::jsonb,
      ${extra.at ?? new Date().toISOString()}::timestamptz)`);
}

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 100_000 });
  [{ id: demoId }] = (await rows<{ id: number }>(sql`select id from merchants where code = 'demo'`)) as [
    { id: number },
  ];
  owner = await loginOperator(t, 'admin');
  await loginOperator(t, 'finance01');
  memberId = (await newMember(t.app, { prefix: 'aud' })).id;
  await write('member.lock', { before: { status: 1 }, after: { status: 0 } }, { memberId });
  await write('content.banner.update', {
    target: { type: 'banner', id: 7 },
    before: { sort: 1 },
    after: { sort: 2 },
  });
  await write('operator.update', {
    target: { id: 99, username: 'someone' },
    before: { role: 'viewer' },
    after: { role: 'support' },
  });
  await write('queue.approve', { queue: 'deposits', id: 12, decision: 'approve', note: null });
  await write('sportsbook.fixture.suspend', {
    fixture: 42,
    before: { suspended: false },
    after: { suspended: true },
  });
  await write('brand.settings.update', { before: {}, after: { x: 1 } }, { at: '2026-03-10T15:59:59Z' });
}, 60_000);
afterAll(async () => t?.close());

describe('the audit trail filters', () => {
  it('by operator (username, any case) and by action or its first words', async () => {
    const finance = await events({ operator: 'FINANCE01' });
    expect(finance.length).toBeGreaterThan(0);
    expect(finance.every((e) => e.operator === 'finance01')).toBe(true);
    const logins = await events({ action: 'operator.login' });
    expect(new Set(logins.map((e) => e.event))).toEqual(new Set(['operator.login']));
    const operator = await events({ action: 'operator' });
    expect(operator.map((e) => e.event)).toContain('operator.update');
    expect(operator.every((e) => e.event.startsWith('operator.'))).toBe(true);
    expect(await events({ action: 'operato' })).toEqual([]);
  });

  it('by target: a member, a typed target, a target named by the event, a detail key, a queue item', async () => {
    const member = await events({ targetType: 'member', targetId: memberId });
    expect(member.map((e) => e.event)).toContain('member.lock');
    expect(member.every((e) => e.member !== null)).toBe(true);
    expect((await events({ targetType: 'banner', targetId: 7 })).map((e) => e.event)).toEqual([
      'content.banner.update',
    ]);
    expect(await events({ targetType: 'banner', targetId: 8 })).toEqual([]);
    expect((await events({ targetType: 'operator', targetId: 99 })).map((e) => e.event)).toEqual([
      'operator.update',
    ]);
    expect((await events({ targetType: 'fixture', targetId: 42 })).map((e) => e.event)).toEqual([
      'sportsbook.fixture.suspend',
    ]);
    expect((await events({ targetType: 'deposits', targetId: 12 })).map((e) => e.event)).toEqual([
      'queue.approve',
    ]);
    const banners = await events({ targetType: 'banner' });
    expect(banners.map((e) => e.event)).toEqual(['content.banner.update']);
  });

  it("by the brand's days, both ends included", async () => {
    expect((await events({ from: '2026-03-10', to: '2026-03-10' })).map((e) => e.event)).toEqual([
      'brand.settings.update',
    ]);
    expect(await events({ from: '2026-03-11', to: '2026-03-11' })).toEqual([]);
    expect(await events({ to: '2026-03-09' })).toEqual([]);
    const paged = json(await list({ pageSize: 2, pageNo: 1 })).value;
    expect(paged.list).toHaveLength(2);
    expect(paged.totalCount).toBeGreaterThan(6);
  });

  it('refuses bad filters naming the field, and every role but the owner', async () => {
    const noType = await list({ targetId: 5 });
    expect(noType.statusCode).toBe(400);
    expect(json(noType).value).toEqual({ field: 'targetType' });
    const backwards = await list({ from: '2026-03-11', to: '2026-03-10' });
    expect(json(backwards).value).toEqual({ field: 'to' });
    expect(json(await list({ action: "x' or 1=1" })).value).toEqual({ field: 'action' });
    const finance = await loginOperator(t, 'finance01');
    expect((await list({}, finance)).statusCode).toBe(403);
  });
});
