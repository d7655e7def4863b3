import { ADMIN_API, ADMIN_MEMBERS_PATHS as P, API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { fundMember, ledgerCheck } from '../../../test/funding.js';
import { newMember, type TestMember } from '../../../test/members.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { createTestApp, json, login, uniqueName, type TestApp } from '../../../test/test-app.js';
import { seedBenchMembers } from './seed-bench.js';

let t: TestApp;
let owner: string;
let finance: string;
let support: string;
let viewer: string;
let brandId: number;

const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);
const path = (template: string, values: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(values[k])));

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const get = (url: string, token = owner) => call('GET', url, token);
const search = async (query: string, token = owner) => {
  const res = await get(`${P.adminMembers}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as { list: any[]; totalCount: number; totalPages: number; pageNo: number };
};
const auditRows = (event: string, memberId: number) =>
  rows<{ detail: any; operator_id: number }>(
    sql`select detail, operator_id from audit_log where event = ${event} and member_id = ${memberId} order by id`,
  );
const forgetFailures = (username: string) =>
  t.app.database.db.execute(sql`delete from login_attempts where login_name like ${`%${username}%`}`);
const auditCount = async () =>
  Number((await rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginOperator(t, 'admin');
  finance = await loginOperator(t, 'finance01');
  support = await loginOperator(t, 'support01');
  viewer = (await createOperator(t, owner, { username: uniqueName('view'), role: 'viewer' })).token;
  brandId = Number((await rows<{ id: number }>(sql`select id from merchants where code = 'demo'`))[0]!.id);
});
afterAll(async () => t?.close());

describe('member search', () => {
  let m: TestMember;
  let agent: TestMember;
  let downline: TestMember;

  beforeAll(async () => {
    m = await newMember(t.app, { prefix: 'srch' });
    agent = await newMember(t.app, { prefix: 'agt' });
    downline = await newMember(t.app, { prefix: 'dwn' });
    await t.app.database.db.execute(
      sql`update members set mobile_dialing_code = '+66', mobile_num = '0891234567', email = 'Finder.One@Example.com',
            referral_code = 'ZQX${sql.raw(String(m.id))}', registration_ip = '192.0.2.77'
          where id = ${m.id}`,
    );
    await t.app.database.db.execute(sql`update members set type = 1 where id = ${agent.id}`);
    await t.app.database.db.execute(
      sql`update members set upline_id = ${agent.id} where id = ${downline.id}`,
    );
    await login(t.app, downline.username, 'Secret123');
    await t.app.database.db.execute(
      sql`update sessions set ip = '198.51.100.9' where member_id = ${downline.id}`,
    );
  });

  it('finds a member by each field, and by any', async () => {
    const ids = (v: { list: any[] }) => v.list.map((r) => r.id);
    expect(ids(await search(`by=username&q=${m.username.slice(0, 7).toUpperCase()}`))).toContain(m.id);
    expect(ids(await search('by=mobile&q=0891234'))).toEqual([m.id]);
    expect(ids(await search('by=email&q=finder.on'))).toEqual([m.id]);
    expect(ids(await search('by=ip&q=192.0.2.77'))).toEqual([m.id]);
    expect(ids(await search(`by=referral&q=zqx${m.id}`))).toEqual([m.id]);
    expect(ids(await search(`by=agent&q=${agent.username}`))).toEqual([downline.id]);
    expect(ids(await search('by=ip&q=198.51.100.9'))).toEqual([downline.id]);
    expect(ids(await search('q=finder.one'))).toEqual([m.id]);
    expect(ids(await search(`q=${agent.username}`))).toEqual(expect.arrayContaining([agent.id, downline.id]));
    // Pattern characters are literal: `%` matches nothing.
    expect((await search('by=username&q=%25')).totalCount).toBe(0);
    const row = (await search('by=mobile&q=0891234', owner)).list[0];
    expect(row).toMatchObject({
      username: m.username,
      mobile: '+66 0891234567',
      email: 'Finder.One@Example.com',
    });
  });

  it('masks mobile and e-mail for support and viewers', async () => {
    for (const token of [support, viewer]) {
      const row = (await search('by=mobile&q=0891234', token)).list[0];
      expect(row.mobile).toBe('+66 ******4567');
      expect(row.email).toBe('Fi********@Example.com');
    }
    const detail = json(await get(path(P.adminMember, { id: m.id }), support)).value;
    expect(detail).toMatchObject({ masked: true, mobile: '+66 ******4567' });
    expect(json(await get(path(P.adminMember, { id: m.id }), finance)).value.mobile).toBe('+66 0891234567');
  });

  it('pages 1,000+ members on the server, sorted and filtered', async () => {
    await seedBenchMembers(t.app.database.db, { merchantId: brandId, count: 1_050, prefix: 'pgx' });
    const first = await search('by=username&q=pgx&pageSize=100&sort=username&order=asc');
    expect(first).toMatchObject({ totalCount: 1_050, totalPages: 11, pageNo: 1 });
    expect(first.list).toHaveLength(100);
    expect(first.list[0].username).toBe('pgx0000001');
    const last = await search('by=username&q=pgx&pageSize=100&pageNo=11&sort=username&order=asc');
    expect(last.list).toHaveLength(50);
    expect(last.list.at(-1).username).toBe('pgx0001050');
    const past = await search('by=username&q=pgx&pageSize=100&pageNo=12');
    expect(past).toMatchObject({ totalCount: 1_050, list: [] });
    const desc = await search('by=username&q=pgx&pageSize=5&sort=username&order=desc');
    expect(desc.list[0].username).toBe('pgx0001050');
    const recent = await search(
      `by=username&q=pgx&registeredFrom=${new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)}`,
    );
    expect(recent.totalCount).toBeGreaterThan(0);
    expect(recent.totalCount).toBeLessThan(1_050);
    expect((await search('by=username&q=pgx&status=locked')).totalCount).toBe(0);
  });

  it('refuses bad search input naming the field', async () => {
    for (const [query, field] of [
      ['by=phone&q=1', 'by'],
      ['pageSize=1000', 'pageSize'],
      ['registeredFrom=yesterday', 'registeredFrom'],
      ['sort=balance', 'sort'],
      ['tag=Bad%20Tag', 'tag'],
    ]) {
      const res = await get(`${P.adminMembers}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(field);
    }
  });
});

describe('the member page', () => {
  let m: TestMember;
  let twin: TestMember;

  beforeAll(async () => {
    m = await newMember(t.app, { prefix: 'page', funds: 250 });
    twin = await newMember(t.app, { prefix: 'twin' });
    await t.app.database.db.execute(
      sql`update members set registration_ip = '203.0.113.50', registration_device = 'dev-page-1'
          where id in (${m.id}, ${twin.id})`,
    );
    await login(t.app, m.username, 'Secret123');
  });

  it('answers the header with wallets and every tab, paged', async () => {
    const head = json(await get(path(P.adminMember, { id: m.id }), viewer)).value;
    expect(head).toMatchObject({
      id: m.id,
      username: m.username,
      status: 'active',
      vipLevel: 0,
      lockedBonus: 0,
    });
    expect(head.wallets).toEqual([{ walletCode: 'MAIN', balance: 250 }]);

    const ledger = json(await get(`${path(P.adminMemberLedger, { id: m.id })}?pageSize=5`, viewer)).value;
    expect(ledger.totalCount).toBe(1);
    expect(ledger.list[0]).toMatchObject({
      kind: 'deposit',
      amount: 250,
      balanceAfter: 250,
      walletCode: 'MAIN',
    });

    const logins = json(await get(path(P.adminMemberLogins, { id: m.id }), viewer)).value;
    expect(logins.totalCount).toBeGreaterThanOrEqual(2);
    expect(logins.list[0]).toHaveProperty('ip');

    const linked = json(await get(path(P.adminMemberLinked, { id: m.id }), viewer)).value;
    const mate = linked.list.find((r: any) => r.id === twin.id);
    expect(mate).toMatchObject({ username: twin.username });
    expect(mate.shared).toEqual(expect.arrayContaining(['ip', 'device']));
    expect(mate.values).toEqual(expect.arrayContaining(['203.0.113.50', 'dev-page-1']));

    for (const tab of [
      P.adminMemberRounds,
      P.adminMemberPayments,
      P.adminMemberBonuses,
      P.adminMemberMessages,
      P.adminMemberNotes,
      P.adminMemberAdjustments,
    ]) {
      const res = await get(`${path(tab, { id: m.id })}?pageNo=1&pageSize=10`, viewer);
      expect(res.statusCode, `${tab} ${res.body}`).toBe(200);
      expect(json(res).value).toMatchObject({ pageNo: 1, pageSize: 10 });
    }
    // Another brand's member, or no member: 404.
    expect((await get(path(P.adminMember, { id: 99_999_999 }))).statusCode).toBe(404);
  });

  it('shows the messages an operator sent from the member page', async () => {
    const sent = await call('POST', ADMIN_API.adminMessages, support, {
      title: 'About your account',
      body: 'We looked at it.',
      username: m.username,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const list = json(await get(path(P.adminMemberMessages, { id: m.id }))).value.list;
    expect(list[0]).toMatchObject({
      kind: 'platform',
      title: 'About your account',
      body: 'We looked at it.',
    });
  });
});

describe('actions on a member', () => {
  let m: TestMember;

  beforeAll(async () => {
    m = await newMember(t.app, { prefix: 'act' });
  });

  it('locks a member: its sessions end and its login is refused; unlocking lets it in again', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: { merchant: 'demo', authorization: m.token },
    });
    expect(before.statusCode).toBe(200);
    const res = await call('POST', path(P.adminMemberLock, { id: m.id }), support, { reason: 'chargeback' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value.status).toBe('locked');
    const after = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: { merchant: 'demo', authorization: m.token },
    });
    expect(after.statusCode).toBe(401);
    expect((await login(t.app, m.username, 'Secret123')).statusCode).toBe(401);
    // The refused login asks for a captcha next time; this test signs in again without one.
    await forgetFailures(m.username);
    const [audit] = await auditRows('member.lock', m.id);
    expect(audit!.detail).toMatchObject({
      reason: 'chargeback',
      before: { status: 'active' },
      after: { status: 'locked' },
    });

    const twice = await call('POST', path(P.adminMemberLock, { id: m.id }), support, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).errorCode).toBe('member.status');

    const open = await call('POST', path(P.adminMemberUnlock, { id: m.id }), support, { reason: 'resolved' });
    expect(open.statusCode, open.body).toBe(200);
    expect((await login(t.app, m.username, 'Secret123')).statusCode).toBe(200);
    expect((await auditRows('member.unlock', m.id))[0]!.detail).toMatchObject({
      before: { status: 'locked' },
      after: { status: 'active' },
    });
  });

  it('forces a password reset: sessions end, the next login must change the password', async () => {
    const session = json(await login(t.app, m.username, 'Secret123')).value.token as string;
    const res = await call('POST', path(P.adminMemberPasswordReset, { id: m.id }), support, {
      reason: 'asked by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value.mustChangePassword).toBe(true);
    const gone = await t.app.inject({
      method: 'GET',
      url: API.memberInfo,
      headers: { merchant: 'demo', authorization: session },
    });
    expect(gone.statusCode).toBe(401);
    const next = json(await login(t.app, m.username, 'Secret123')).value;
    expect(next.mustChangePassword).toBe(true);
    expect((await auditRows('member.password.reset', m.id))[0]!.detail).toMatchObject({
      before: { mustChangePassword: false },
      after: { mustChangePassword: true },
    });
  });

  it('sets the VIP level to a level of the brand only', async () => {
    const levels = await rows<{ level: number }>(
      sql`select level from vip_levels where merchant_id = ${brandId} order by level`,
    );
    const level = levels.at(-1)?.level ?? 0;
    const res = await call('PUT', path(P.adminMemberVipLevel, { id: m.id }), finance, {
      level,
      reason: 'high roller',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value.vipLevel).toBe(level);
    expect((await auditRows('member.vip.level', m.id))[0]!.detail).toMatchObject({
      before: { vipLevel: 0 },
      after: { vipLevel: level },
    });
    const unknown = await call('PUT', path(P.adminMemberVipLevel, { id: m.id }), finance, {
      level: 99,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).value.field).toBe('level');
  });

  it('adds and removes tags, and notes', async () => {
    const add = await call('POST', path(P.adminMemberTags, { id: m.id }), support, { tag: 'Bonus-Watch' });
    expect(add.statusCode, add.body).toBe(200);
    expect(json(add).value.tags).toEqual(['bonus-watch']);
    expect((await search('tag=bonus-watch')).list.map((r) => r.id)).toEqual([m.id]);
    expect(
      (await call('POST', path(P.adminMemberTags, { id: m.id }), support, { tag: 'bonus-watch' })).statusCode,
    ).toBe(409);
    const remove = await call('DELETE', path(P.adminMemberTag, { id: m.id, tag: 'bonus-watch' }), support);
    expect(remove.statusCode, remove.body).toBe(200);
    expect(json(remove).value.tags).toEqual([]);
    expect(
      (await call('DELETE', path(P.adminMemberTag, { id: m.id, tag: 'bonus-watch' }), support)).statusCode,
    ).toBe(404);
    const [added, removed] = [
      await auditRows('member.tag.add', m.id),
      await auditRows('member.tag.remove', m.id),
    ];
    expect(added[0]!.detail).toMatchObject({ before: { tags: [] }, after: { tags: ['bonus-watch'] } });
    expect(removed[0]!.detail).toMatchObject({ before: { tags: ['bonus-watch'] }, after: { tags: [] } });

    const note = await call('POST', path(P.adminMemberNotes, { id: m.id }), support, {
      body: 'Called <b>twice</b>',
    });
    expect(note.statusCode, note.body).toBe(200);
    const notes = json(await get(path(P.adminMemberNotes, { id: m.id }), viewer)).value;
    expect(notes.list[0]).toMatchObject({ operator: 'support01', body: 'Called <b>twice</b>' });
    expect((await auditRows('member.note', m.id))[0]!.detail).toMatchObject({
      before: null,
      after: { body: 'Called <b>twice</b>' },
    });
  });

  it('refuses bad input on every action, naming the field, and changes nothing', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', path(P.adminMemberLock, { id: m.id }), { reason: '' }, 'reason'],
      ['POST', path(P.adminMemberLock, { id: m.id }), {}, 'reason'],
      ['POST', path(P.adminMemberUnlock, { id: m.id }), { reason: 'x'.repeat(501) }, 'reason'],
      ['POST', path(P.adminMemberPasswordReset, { id: m.id }), { reason: '   ' }, 'reason'],
      ['PUT', path(P.adminMemberVipLevel, { id: m.id }), { level: -1, reason: 'x' }, 'level'],
      ['PUT', path(P.adminMemberVipLevel, { id: m.id }), { level: 'two', reason: 'x' }, 'level'],
      ['POST', path(P.adminMemberTags, { id: m.id }), { tag: 'no spaces' }, 'tag'],
      ['POST', path(P.adminMemberTags, { id: m.id }), { tag: 'x'.repeat(33) }, 'tag'],
      ['POST', path(P.adminMemberNotes, { id: m.id }), { body: '' }, 'body'],
      [
        'POST',
        path(P.adminMemberAdjustments, { id: m.id }),
        { direction: 'credit', amount: 0, reason: 'x' },
        'amount',
      ],
      [
        'POST',
        path(P.adminMemberAdjustments, { id: m.id }),
        { direction: 'credit', amount: 1.005, reason: 'x' },
        'amount',
      ],
      [
        'POST',
        path(P.adminMemberAdjustments, { id: m.id }),
        { direction: 'up', amount: 1, reason: 'x' },
        'direction',
      ],
      ['POST', path(P.adminMemberAdjustments, { id: m.id }), { direction: 'credit', amount: 1 }, 'reason'],
      ['POST', path(P.adminAdjustmentReject, { id: 1 }), { note: '' }, 'note'],
      ['POST', path(P.adminFeedbackAnswer, { id: 1 }), { body: '' }, 'body'],
    ];
    const snapshot = async () =>
      JSON.stringify(
        await rows(sql`select status, vip_level, must_change_password,
                         (select count(*)::int from member_tags where member_id = ${m.id}) as tags,
                         (select count(*)::int from member_notes where member_id = ${m.id}) as notes,
                         (select count(*)::int from balance_adjustments where member_id = ${m.id}) as adjustments
                       from members where id = ${m.id}`),
      );
    const before = await snapshot();
    const audits = await auditCount();
    for (const [method, url, payload, field] of cases) {
      const res = await call(method as 'POST', url, owner, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(`${json(res).message} ${JSON.stringify(json(res).value)}`).toContain(field);
    }
    expect(await snapshot()).toBe(before);
    expect(await auditCount()).toBe(audits);
  });
});

describe('feedback', () => {
  it('lists members’ feedback as entered and lets support answer it into the member’s inbox', async () => {
    const m = await newMember(t.app, { prefix: 'fdb' });
    const text = '<script>alert("x")</script> my deposit is missing';
    const sent = await t.app.inject({
      method: 'PUT',
      url: API.feedback,
      headers: { merchant: 'demo', authorization: m.token },
      payload: { questionType: 'deposit', content: text },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = json(sent).value.id as number;
    const [stored] = await rows<{ content: string }>(sql`select content from feedback where id = ${id}`);
    // A row holding markup (the site keeps plain text; older rows or other paths may not) comes back as is.
    await t.app.database.db.execute(
      sql`insert into feedback (merchant_id, member_id, question_type, content) values (${brandId}, ${m.id}, 'other', ${text})`,
    );
    const list = json(await get(`${P.adminFeedback}?status=new`, viewer)).value;
    const item = list.list.find((f: any) => f.id === id);
    expect(item).toMatchObject({
      content: stored!.content,
      username: m.username,
      status: 'new',
      answers: [],
    });
    expect(list.list.find((f: any) => f.content === text)).toBeTruthy();

    expect(
      (await call('POST', path(P.adminFeedbackAnswer, { id }), viewer, { body: 'Hello' })).statusCode,
    ).toBe(403);
    const answer = await call('POST', path(P.adminFeedbackAnswer, { id }), support, {
      body: 'Credited now.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json(answer).value).toMatchObject({ messaged: true, feedback: { status: 'answered' } });
    expect(json(answer).value.feedback.answers[0]).toMatchObject({
      operator: 'support01',
      body: 'Credited now.',
    });
    const inbox = json(await get(path(P.adminMemberMessages, { id: m.id }))).value.list;
    expect(inbox[0]).toMatchObject({
      kind: 'feedback',
      title: 'Reply to your feedback',
      body: 'Credited now.',
    });
    const [audit] = await auditRows('feedback.answer', m.id);
    expect(audit!.detail).toMatchObject({ before: { status: 'new' }, after: { status: 'answered' } });
    expect(
      (await call('POST', path(P.adminFeedbackAnswer, { id: 99_999_999 }), support, { body: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the ledger', () => {
  it('stays reconciled', async () => {
    const m = await newMember(t.app, { prefix: 'lc' });
    await fundMember(t.app, m.id, 10);
    expect(await ledgerCheck(t.app)).toEqual({ ok: true, problems: [] });
  });
});
