import { ADMIN_API, API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../seed/brands.js';
import { seedOperators } from '../../seed/operators.js';
import { createTestApp, json, login, uniqueName, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { newMember as newTestMember } from '../../test/members.js';
import { env } from '../../config/env.js';
import { OPERATOR_LOCK_MS } from './operator-auth.service.js';
import { createTestQueue } from '../../test/test-queue.js';

const OPERATOR_IDLE_MS = env.OPERATOR_SESSION_IDLE_MINUTES * 60_000;
const OPERATOR_ABSOLUTE_MS = env.OPERATOR_SESSION_ABSOLUTE_HOURS * 3_600_000;

let t: TestApp;
let offsetMs = 0;
const OTHER = 'admin-other';
const PASSWORD = 'Lotus2026';
let demoId = 0;
let otherId = 0;
const vouchers = createTestQueue('vouchers', ['finance']);

const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

let ipSeq = 0;
/** Each login from its own address, so that the per-IP limit is only met where a test means to. */
const nextIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

function opLogin(username: string, password = PASSWORD, merchant = 'demo', remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: ADMIN_API.adminLogin,
    headers: { merchant },
    payload: { username, password },
    remoteAddress,
  });
}

async function token(username: string, merchant = 'demo') {
  const res = await opLogin(username, PASSWORD, merchant);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.token as string;
}

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  auth: string | undefined,
  payload?: unknown,
  merchant = 'demo',
) {
  return t.app.inject({
    method,
    url,
    headers: { merchant, ...(auth ? { authorization: auth } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function addOperator(merchantId: number, role: string) {
  const username = uniqueName(role.slice(0, 4));
  await t.app.database.db.execute(
    sql`insert into operators (merchant_id, username, username_lower, password_hash, role)
        values (${merchantId}, ${username}, ${username}, ${await hashPassword(PASSWORD)}, ${role})`,
  );
  return username;
}

const newMember = (merchant = 'demo') => newTestMember(t.app, { prefix: 'adm', merchant });

const auditOf = (event: string, since = 0) =>
  rows<{ operator_id: number | null; merchant_id: number; detail: Record<string, unknown> }>(
    sql`select operator_id, merchant_id, detail from audit_log where event = ${event} and id > ${since} order by id`,
  );
const lastAuditId = async () =>
  Number((await rows<{ id: number }>(sql`select coalesce(max(id), 0) as id from audit_log`))[0]!.id);

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Other Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [seedOperators],
  });
  const brands = await rows<{ id: number; code: string }>(sql`select id, code from merchants`);
  demoId = Number(brands.find((b) => b.code === 'demo')!.id);
  otherId = Number(brands.find((b) => b.code === OTHER)!.id);
  t.app.operatorQueues.register(vouchers.queue);
});

afterAll(async () => {
  await t?.close();
});

describe('operator login', () => {
  it('opens a session for the right password and audits it', async () => {
    const since = await lastAuditId();
    const res = await opLogin('admin');
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.operator).toMatchObject({ username: 'admin', role: 'owner', merchant: 'demo' });
    const me = await call('GET', ADMIN_API.adminMe, value.token);
    expect(me.statusCode).toBe(200);
    expect(json(me).value).toMatchObject({ username: 'admin', role: 'owner', merchant: 'demo' });
    const [stored] = await rows<{ token_hash: string }>(
      sql`select token_hash from operator_sessions order by id desc limit 1`,
    );
    expect(stored!.token_hash).not.toBe(value.token);
    const audits = await auditOf('operator.login', since);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ merchant_id: demoId });
    expect(Number(audits[0]!.operator_id)).toBeGreaterThan(0);
  });

  it('gives the same answer for a wrong password and an unknown operator, audited', async () => {
    const since = await lastAuditId();
    const wrong = await opLogin('finance01', 'Wrong2026');
    const unknown = await opLogin('nobody-here', 'Wrong2026');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong)).toEqual(json(unknown));
    expect(json(wrong).errorCode).toBe('login.failed');
    const failed = await auditOf('operator.login.failed', since);
    expect(failed.map((a) => a.detail.username)).toEqual(['finance01', 'nobody-here']);
    await opLogin('finance01'); // a success clears the count
  });

  it('locks a name for 5 minutes after 5 failures', async () => {
    const name = await addOperator(demoId, 'finance');
    const since = await lastAuditId();
    for (let i = 1; i <= 4; i++) expect((await opLogin(name, 'Wrong2026')).statusCode).toBe(401);
    const fifth = await opLogin(name, 'Wrong2026');
    expect(fifth.statusCode).toBe(429);
    expect(json(fifth).errorCode).toBe('login.locked');
    expect(Number(fifth.headers['retry-after'])).toBe(OPERATOR_LOCK_MS / 1000);
    const right = await opLogin(name);
    expect(right.statusCode).toBe(429);
    expect(await auditOf('operator.login.locked', since)).toHaveLength(1);
    expect(await auditOf('operator.login.failed', since)).toHaveLength(5);
    offsetMs += OPERATOR_LOCK_MS + 1000;
    expect((await opLogin(name)).statusCode).toBe(200);
  });

  it('locks an unknown name the same way', async () => {
    const name = uniqueName('ghost');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await opLogin(name, 'Wrong2026')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 429]);
  });

  it('checks at most 5 passwords for a name, however many logins arrive at once', async () => {
    const name = await addOperator(demoId, 'finance');
    const since = await lastAuditId();
    const answers = await Promise.all(Array.from({ length: 30 }, () => opLogin(name, 'Wrong2026')));
    expect(await auditOf('operator.login.failed', since)).toHaveLength(5);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(25);
    expect((await opLogin(name)).statusCode).toBe(429);
    offsetMs += OPERATOR_LOCK_MS + 1000;
    expect((await opLogin(name)).statusCode).toBe(200);
  });

  it('limits logins per IP address', async () => {
    const ip = '10.77.0.1';
    let limited;
    for (let i = 0; i < 200 && !limited; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: ADMIN_API.adminLogin,
        headers: { merchant: 'demo' },
        payload: {},
        remoteAddress: ip,
      });
      if (res.statusCode === 429) limited = res;
      else expect(res.statusCode).toBe(400);
    }
    if (!limited) throw new Error('no 429 from one address');
    expect(json(limited).errorCode).toBe('too.many.requests');
    expect((await opLogin('admin')).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminLogin,
      headers: { merchant: 'demo' },
      payload: { username: 'admin', password: 'x'.repeat(129) },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/^password/);
  });

  it('ends the session at logout, audited', async () => {
    const session = await token('support01');
    const since = await lastAuditId();
    const out = await call('DELETE', ADMIN_API.adminLogout, session);
    expect(out.statusCode).toBe(200);
    expect((await call('GET', ADMIN_API.adminMe, session)).statusCode).toBe(401);
    expect(await auditOf('operator.logout', since)).toHaveLength(1);
  });

  it('ends an idle session and a session past its absolute limit', async () => {
    const idle = await token('support01');
    offsetMs += OPERATOR_IDLE_MS + 1000;
    expect((await call('GET', ADMIN_API.adminMe, idle)).statusCode).toBe(401);

    const busy = await token('support01');
    const step = OPERATOR_IDLE_MS / 2;
    let answered = 0;
    for (let elapsed = step; elapsed < OPERATOR_ABSOLUTE_MS; elapsed += step) {
      offsetMs += step;
      expect((await call('GET', ADMIN_API.adminMe, busy)).statusCode).toBe(200);
      answered++;
    }
    expect(answered).toBeGreaterThan(10);
    offsetMs += step;
    expect((await call('GET', ADMIN_API.adminMe, busy)).statusCode).toBe(401);
  });

  it('refuses a member token on /admin and an operator token on /wps', async () => {
    const member = await login(t.app, 'player01', PASSWORD);
    expect(member.statusCode).toBe(200);
    const memberToken = json(member).value.token as string;
    const me = await call('GET', ADMIN_API.adminMe, memberToken);
    expect(me.statusCode).toBe(401);
    expect(json(me).errorCode).toBe('login.not.session');
    expect((await call('GET', ADMIN_API.adminQueues, `Bearer ${memberToken}`)).statusCode).toBe(401);

    const operator = await token('admin');
    expect((await call('GET', API.memberInfo, operator)).statusCode).toBe(401);
    expect((await call('GET', ADMIN_API.adminQueues, undefined)).statusCode).toBe(401);
  });

  it("refuses another brand's operator", async () => {
    const other = await token('admin', OTHER);
    expect((await call('GET', ADMIN_API.adminMe, other)).statusCode).toBe(401);
    expect((await call('GET', ADMIN_API.adminMe, other, undefined, OTHER)).statusCode).toBe(200);
    const onlyThere = await addOperator(otherId, 'owner');
    expect((await opLogin(onlyThere)).statusCode).toBe(401);
    expect((await opLogin(onlyThere, PASSWORD, OTHER)).statusCode).toBe(200);
  });
});

describe('queues', () => {
  let alice: Awaited<ReturnType<typeof newMember>>;
  let owner: string;
  let finance: string;
  let support: string;
  let viewer: string;

  beforeAll(async () => {
    alice = await newMember();
    owner = await token('admin');
    finance = await token('finance01');
    support = await token('support01');
    viewer = await token(await addOperator(demoId, 'viewer'));
  });

  const approve = (id: number | string, auth: string, payload: unknown = {}, queue = 'vouchers') =>
    call('POST', ADMIN_API.adminApprove.replace(':queue', queue).replace(':id', String(id)), auth, payload);
  const reject = (id: number | string, auth: string, payload: unknown = {}) =>
    call(
      'POST',
      ADMIN_API.adminReject.replace(':queue', 'vouchers').replace(':id', String(id)),
      auth,
      payload,
    );
  const messagesOf = (memberId: number) =>
    rows(sql`select template from member_messages where member_id = ${memberId} and kind = 'test'`);

  it('lists the queues with their waiting counts and what the role may do', async () => {
    vouchers.add(demoId, alice, 10);
    vouchers.add(otherId, { id: 1, username: 'elsewhere' }, 99);
    const list = async (auth: string) => json(await call('GET', ADMIN_API.adminQueues, auth)).value.list;
    const ownerView = (await list(owner)).find((q: { name: string }) => q.name === 'vouchers');
    const waiting = vouchers.queue.list(demoId, { status: 'pending', pageNo: 1, pageSize: 100 });
    expect(ownerView).toEqual({
      name: 'vouchers',
      waiting: (await waiting).totalCount,
      waitingStatus: 'pending',
      canDecide: true,
    });
    expect((await list(finance)).find((q: { name: string }) => q.name === 'vouchers').canDecide).toBe(true);
    expect((await list(support)).find((q: { name: string }) => q.name === 'vouchers').canDecide).toBe(false);
    expect((await list(viewer)).find((q: { name: string }) => q.name === 'vouchers').canDecide).toBe(false);
  });

  it("lists a queue's items of the brand only, filtered by status, to any role", async () => {
    const id = vouchers.add(demoId, alice, 12.5);
    const res = await call(
      'GET',
      `${ADMIN_API.adminQueue.replace(':queue', 'vouchers')}?status=pending`,
      viewer,
    );
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value.queue).toBe('vouchers');
    expect(value.list.find((i: { id: number }) => i.id === id)).toMatchObject({
      username: alice.username,
      amount: 12.5,
      status: 'pending',
    });
    expect(value.list.every((i: { username: string }) => i.username !== 'elsewhere')).toBe(true);
    const bad = await call(
      'GET',
      `${ADMIN_API.adminQueue.replace(':queue', 'vouchers')}?pageSize=1000`,
      viewer,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('approves with an audit row in the same transaction; a second decision is 409', async () => {
    const id = vouchers.add(demoId, alice, 30);
    const since = await lastAuditId();
    const res = await approve(id, finance, { note: '  paid in branch  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({
      queue: 'vouchers',
      decision: 'approve',
      item: { id, status: 'approved', amount: 30 },
    });
    const audits = await auditOf('queue.approve', since);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toEqual({
      queue: 'vouchers',
      id,
      decision: 'approve',
      note: 'paid in branch',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(Number(audits[0]!.operator_id)).toBeGreaterThan(0);
    expect(await messagesOf(alice.id)).toContainEqual({ template: 'test.approved' });

    const again = await approve(id, owner);
    expect(again.statusCode).toBe(409);
    const rejectAfter = await reject(id, owner);
    expect(rejectAfter.statusCode).toBe(409);
    expect(await auditOf('queue.approve', since)).toHaveLength(1);
    expect(await auditOf('queue.reject', since)).toHaveLength(0);
  });

  it('rejects with a note, without a body too', async () => {
    const id = vouchers.add(demoId, alice, 5);
    const res = await reject(id, owner, { note: 'no transfer found' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value.item.status).toBe('rejected');
    const plain = vouchers.add(demoId, alice, 6);
    const noBody = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminReject.replace(':queue', 'vouchers').replace(':id', String(plain)),
      headers: { merchant: 'demo', authorization: owner },
    });
    expect(noBody.statusCode, noBody.body).toBe(200);
    const [audit] = await rows<{ detail: Record<string, unknown> }>(
      sql`select detail from audit_log where event = 'queue.reject' order by id desc limit 1`,
    );
    expect(audit!.detail).toMatchObject({
      id: plain,
      note: null,
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
  });

  it('takes the audit row and the queue writes back when the queue refuses', async () => {
    const id = vouchers.add(demoId, alice, 7, conflict('round.settled', 'changed meanwhile'));
    const since = await lastAuditId();
    const before = (await messagesOf(alice.id)).length;
    const res = await approve(id, owner);
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('changed meanwhile');
    expect(await auditOf('queue.approve', since)).toHaveLength(0);
    expect(await messagesOf(alice.id)).toHaveLength(before);
    expect(vouchers.status(id)).toBe('pending');
  });

  it('answers 404 for an unknown queue, an unknown item and an item of another brand', async () => {
    const since = await lastAuditId();
    const unknownQueue = await approve(1, owner, {}, 'nosuchqueue');
    expect(unknownQueue.statusCode).toBe(404);
    expect(json(unknownQueue).errorCode).toBe('not.found');
    expect((await call('GET', ADMIN_API.adminQueue.replace(':queue', 'nosuchqueue'), owner)).statusCode).toBe(
      404,
    );
    expect((await approve(999_999, owner)).statusCode).toBe(404);
    const theirs = vouchers.add(otherId, { id: 1, username: 'elsewhere' }, 50);
    expect((await approve(theirs, owner)).statusCode).toBe(404);
    expect(vouchers.status(theirs)).toBe('pending');
    expect(await auditOf('queue.approve', since)).toHaveLength(0);
  });

  it('refuses bad ids and notes with a 400 and changes nothing', async () => {
    const id = vouchers.add(demoId, alice, 8);
    expect((await approve('abc', owner)).statusCode).toBe(400);
    expect((await approve(0, owner)).statusCode).toBe(400);
    const long = await approve(id, owner, { note: 'n'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toMatch(/^note/);
    expect(vouchers.status(id)).toBe('pending');
  });

  it('lets owners and the roles the queue names decide; never viewers', async () => {
    const id = vouchers.add(demoId, alice, 9);
    const byViewer = await approve(id, viewer);
    expect(byViewer.statusCode).toBe(403);
    expect(json(byViewer).errorCode).toBe('forbidden');
    expect((await reject(id, support)).statusCode).toBe(403);
    expect(vouchers.status(id)).toBe('pending');
    expect((await approve(id, finance)).statusCode).toBe(200);
  });

  it('shows the audit trail of the brand to owners only', async () => {
    const res = await call('GET', `${ADMIN_API.adminAudit}?pageSize=50`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value.pageSize).toBe(50);
    expect(value.totalCount).toBeGreaterThan(0);
    expect(value.list[0].id).toBeGreaterThan(value.list[1].id);
    expect(value.list.some((e: { event: string; operator: string }) => e.event === 'queue.approve')).toBe(
      true,
    );
    const [otherCount] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where merchant_id = ${otherId}`,
    );
    expect(Number(otherCount!.n)).toBeGreaterThan(0);
    const all = json(await call('GET', `${ADMIN_API.adminAudit}?pageSize=100`, owner)).value;
    const [demoCount] = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where merchant_id = ${demoId}`,
    );
    expect(all.totalCount).toBe(Number(demoCount!.n));
    for (const role of [finance, support, viewer]) {
      expect((await call('GET', ADMIN_API.adminAudit, role)).statusCode).toBe(403);
    }
  });
});

describe('platform messages', () => {
  let owner: string;
  let support: string;
  let finance: string;

  beforeAll(async () => {
    owner = await token('admin');
    support = await token('support01');
    finance = await token('finance01');
  });

  const platformMessages = (memberId: number) =>
    rows<{ content: Record<string, { title: string; body: string }>; kind: string; merchant_id: number }>(
      sql`select content, kind, merchant_id from member_messages where member_id = ${memberId} and kind = 'platform'`,
    );

  it('writes to one member, in one text or per language', async () => {
    const bob = await newMember();
    const one = await call('POST', ADMIN_API.adminMessages, support, {
      username: bob.username.toUpperCase(),
      title: 'Welcome',
      body: 'Your account is ready.',
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(json(one).value).toEqual({ sent: 1, languages: ['EN'] });
    const perLanguage = await call('POST', ADMIN_API.adminMessages, owner, {
      username: bob.username,
      title: { EN: 'Maintenance', CN: '维护通知' },
      body: { EN: 'Tonight at 2:00.', CN: '今晚两点。' },
    });
    expect(perLanguage.statusCode, perLanguage.body).toBe(200);
    const stored = await platformMessages(bob.id);
    expect(stored.map((m) => m.content)).toEqual([
      { EN: { title: 'Welcome', body: 'Your account is ready.' } },
      {
        EN: { title: 'Maintenance', body: 'Tonight at 2:00.' },
        CN: { title: '维护通知', body: '今晚两点。' },
      },
    ]);
    expect(stored.every((m) => Number(m.merchant_id) === demoId)).toBe(true);
  });

  it('refuses a missing language text, an unknown member and unclear recipients, writing nothing', async () => {
    const carol = await newMember();
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from member_messages`);
    const cases = [
      [{ username: carol.username, title: { EN: 'a', CN: 'b' }, body: { EN: 'only English' } }, 400, /^body/],
      [{ username: carol.username, title: '', body: 'x' }, 400, /^title/],
      [{ username: carol.username, title: 'x'.repeat(201), body: 'x' }, 400, /^title/],
      [{ title: 't', body: 'b' }, 400, /username/],
      [{ username: carol.username, all: true, title: 't', body: 'b' }, 400, /username/],
      [{ username: 'nobody-at-all', title: 't', body: 'b' }, 404, /nobody-at-all/],
    ] as const;
    for (const [payload, status, message] of cases) {
      const res = await call('POST', ADMIN_API.adminMessages, owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).message).toMatch(message);
    }
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from member_messages`);
    expect(after!.n).toBe(before!.n);
  });

  it("never reaches another brand's member", async () => {
    const stranger = await newMember(OTHER);
    const res = await call('POST', ADMIN_API.adminMessages, owner, {
      username: stranger.username,
      title: 't',
      body: 'b',
    });
    expect(res.statusCode).toBe(404);
    expect(await platformMessages(stranger.id)).toHaveLength(0);
  });

  it('writes to every active member of the brand at once, trial accounts and other brands aside', async () => {
    const stranger = await newMember(OTHER);
    const since = await lastAuditId();
    const res = await call('POST', ADMIN_API.adminMessages, owner, {
      all: true,
      title: 'Holiday bonus',
      body: 'Check your reward centre.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [expected] = await rows<{ n: number }>(
      sql`select count(*)::int as n from members where merchant_id = ${demoId} and status = 1 and type <> 4`,
    );
    expect(json(res).value.sent).toBe(Number(expected!.n));
    const [received] = await rows<{ n: number }>(
      sql`select count(distinct member_id)::int as n from member_messages
          where merchant_id = ${demoId} and kind = 'platform' and content->'EN'->>'title' = 'Holiday bonus'`,
    );
    expect(Number(received!.n)).toBe(Number(expected!.n));
    const [trial] = await rows<{ n: number }>(
      sql`select count(*)::int as n from member_messages mm join members m on m.id = mm.member_id
          where m.type = 4 and mm.kind = 'platform'`,
    );
    expect(Number(trial!.n)).toBe(0);
    expect(await platformMessages(stranger.id)).toHaveLength(0);
    const [audit] = await auditOf('operator.message', since);
    expect(audit!.detail).toMatchObject({
      to: 'all',
      sent: Number(expected!.n),
      before: null,
      after: {
        to: 'all',
        sent: Number(expected!.n),
        content: { EN: { title: 'Holiday bonus', body: 'Check your reward centre.' } },
      },
    });
  });

  it('is for owners and support only', async () => {
    const dave = await newMember();
    const res = await call('POST', ADMIN_API.adminMessages, finance, {
      username: dave.username,
      title: 't',
      body: 'b',
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('forbidden');
    expect(await platformMessages(dave.id)).toHaveLength(0);
  });
});

describe('openapi', () => {
  it('documents every /admin route under the admin tag', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; responses?: Record<string, unknown> }>>;
    }>();
    const admin = Object.entries(spec.paths).filter(([p]) => p.startsWith('/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(8);
    for (const [, methods] of admin) {
      for (const op of Object.values(methods)) {
        expect(op.tags).toEqual(['admin']);
        expect(op.responses?.['200']).toBeDefined();
      }
    }
  });
});
