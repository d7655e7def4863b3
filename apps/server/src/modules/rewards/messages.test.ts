import { API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, DEMO_PASSWORD, defaultSettings, seedBrand } from '../../seed/brands.js';
import { createTestApp, json, login, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { newMember as newTestMember } from '../../test/members.js';
import { createMemberInbox } from './inbox.repository.js';

let t: TestApp;
const rows = <T = Record<string, unknown>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

type Member = { token: string; id: number; merchantId: number };

/** A new member with an empty inbox: its welcome message (tested with registration) is taken out. */
async function newMember(merchant = 'demo'): Promise<Member> {
  const member = await newTestMember(t.app, { prefix: 'msg', merchant });
  const welcome = await rows(
    sql`delete from member_messages where member_id = ${member.id} and kind = 'welcome' returning id`,
  );
  expect(welcome).toHaveLength(1);
  const [row] = await rows<{ merchant_id: number }>(
    sql`select merchant_id from members where id = ${member.id}`,
  );
  return { ...member, merchantId: Number(row!.merchant_id) };
}

let clock = Date.parse('2026-03-01T00:00:00Z');
/** Posts an event message, each one a second after the previous (so that "newest first" is certain). */
async function post(m: Member, template: string, params: Record<string, string | number>, kind = 'deposit') {
  await createMemberInbox().post(t.app.database.db, {
    merchantId: m.merchantId,
    memberId: m.id,
    kind,
    template,
    params,
  });
  clock += 1000;
  const [row] = await rows<{ id: number }>(
    sql`update member_messages set created_at = ${new Date(clock).toISOString()}::timestamptz
        where id = (select max(id) from member_messages where member_id = ${m.id}) returning id`,
  );
  return Number(row!.id);
}
async function postOperator(m: Member, content: Record<string, { title: string; body: string }>) {
  clock += 1000;
  const [row] = await rows<{ id: number }>(
    sql`insert into member_messages (merchant_id, member_id, kind, content, created_at)
        values (${m.merchantId}, ${m.id}, 'operator', ${JSON.stringify(content)}::jsonb,
                ${new Date(clock).toISOString()}::timestamptz) returning id`,
  );
  return Number(row!.id);
}

const headersOf = (token?: string, merchant?: string) => ({
  ...(token ? { authorization: token } : {}),
  ...(merchant ? { merchant } : {}),
});
const unread = async (m: Member, merchant?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: API.messageUnreadCount,
    headers: headersOf(m.token, merchant),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.count as number;
};
const list = (token: string | undefined, query = '', merchant?: string) =>
  t.app.inject({ method: 'GET', url: `${API.messageList}${query}`, headers: headersOf(token, merchant) });
const post2 = (url: string, token: string | undefined, body?: unknown, merchant?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers: headersOf(token, merchant),
  });
const read = (m: Member, id: unknown, merchant?: string) => post2(API.messageRead, m.token, { id }, merchant);
const remove = (m: Member, id: unknown, merchant?: string) =>
  post2(API.messageDelete, m.token, { id }, merchant);
const stateOf = async (id: number) => {
  const [row] = await rows<{ read_at: unknown; deleted_at: unknown }>(
    sql`select read_at, deleted_at from member_messages where id = ${id}`,
  );
  return { read: row!.read_at !== null, deleted: row!.deleted_at !== null };
};

beforeAll(async () => {
  t = await createTestApp();
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'lotus2',
    name: 'Second Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
});
afterAll(async () => t.close());

describe('platform messages', () => {
  it('lists your messages newest first, written in your language, with unread dots', async () => {
    const m = await newMember();
    expect(await unread(m)).toBe(0);
    const empty = json(await list(m.token)).value;
    expect(empty).toMatchObject({ list: [], totalCount: 0, totalPages: 0, unreadCount: 0 });

    await post(m, 'deposit.credited', { amount: '1,250.00', orderNo: 'D1001' });
    await post(m, 'mission.claimed', { amount: '8.00' }, 'mission');
    await postOperator(m, {
      EN: { title: 'Maintenance tonight', body: 'The site rests from 02:00 to 03:00.' },
      CN: { title: '今晚维护', body: '网站将于 02:00 至 03:00 维护。' },
    });
    expect(await unread(m)).toBe(3);
    const value = json(await list(m.token)).value;
    expect(value).toMatchObject({ pageNo: 1, pageSize: 10, totalCount: 3, totalPages: 1, unreadCount: 3 });
    expect(value.list.map((x: any) => x.title)).toEqual([
      'Maintenance tonight',
      'Mission reward claimed',
      'Deposit credited',
    ]);
    expect(value.list[2]).toMatchObject({ kind: 'deposit', read: false });
    expect(value.list[2].preview).toContain('1,250.00');
    expect(value.list[2].preview).toContain('D1001');
    expect(value.list[2].createdDateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(value.list[2]).not.toHaveProperty('body');

    await rows(sql`update members set language = 'CN' where id = ${m.id}`);
    const cn = json(await list(m.token)).value;
    expect(cn.list.map((x: any) => x.title)).toEqual(['今晚维护', '任务奖励已领取', '存款已到账']);
    // An operator message without the member's language falls back to the brand's default.
    await rows(sql`update members set language = 'TH' where id = ${m.id}`);
    const th = json(await list(m.token)).value;
    expect(th.list.map((x: any) => x.title)).toEqual([
      'Maintenance tonight',
      'รับรางวัลภารกิจแล้ว',
      'เติมเงินสำเร็จ',
    ]);
  });

  it('opens a message: marks it read, answers the body, and the unread count drops once', async () => {
    const m = await newMember();
    const first = await post(m, 'withdrawal.paid', { amount: '300.00', orderNo: 'W77' }, 'withdrawal');
    await post(m, 'reward.available', { amount: '88.00' }, 'reward');
    expect(await unread(m)).toBe(2);
    const res = await read(m, first);
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    expect(value).toMatchObject({ id: first, kind: 'withdrawal', title: 'Withdrawal paid', read: true });
    expect(value.body).toBe(
      'Your withdrawal of 300.00 (order W77) has been paid. Please confirm once it arrives.',
    );
    expect(await unread(m)).toBe(1);
    expect((await read(m, String(first))).statusCode).toBe(200);
    expect(await unread(m)).toBe(1);
    const listed = json(await list(m.token)).value.list;
    expect(listed.map((x: any) => x.read)).toEqual([false, true]);
  });

  it('marks all read and deletes softly; a deleted message is gone from the list and the count', async () => {
    const m = await newMember();
    const a = await post(m, 'points.converted', { points: 1200, amount: '120.00' }, 'points');
    const b = await post(m, 'upline.received', { amount: '50.00', from: 'agent01' }, 'transfer');
    const c = await post(m, 'welcome', { brand: 'Royal Lotus' }, 'welcome');
    const del = await remove(m, b);
    expect(del.statusCode, del.body).toBe(200);
    expect(json(del).value).toEqual({ changed: 1, unreadCount: 2 });
    expect(await stateOf(b)).toEqual({ read: false, deleted: true });
    expect(await unread(m)).toBe(2);
    expect(json(await list(m.token)).value.list.map((x: any) => x.id)).toEqual([c, a]);
    expect((await read(m, b)).statusCode).toBe(404);
    expect((await remove(m, b)).statusCode).toBe(404);

    const all = await post2(API.messageReadAll, m.token);
    expect(all.statusCode, all.body).toBe(200);
    expect(json(all).value).toEqual({ changed: 2, unreadCount: 0 });
    expect(await unread(m)).toBe(0);
    expect(json(await post2(API.messageReadAll, m.token)).value).toEqual({ changed: 0, unreadCount: 0 });
    // Deleting a read message leaves the count alone.
    expect(json(await remove(m, a)).value).toEqual({ changed: 1, unreadCount: 0 });
    expect(json(await list(m.token)).value.totalCount).toBe(1);
  });

  it('pages the list', async () => {
    const m = await newMember();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await post(m, 'reward.claimed', { amount: `${i + 1}.00` }, 'reward'));
    const page2 = json(await list(m.token, '?pageNo=2&pageSize=2')).value;
    expect(page2).toMatchObject({ pageNo: 2, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(page2.list.map((x: any) => x.id)).toEqual([ids[2], ids[1]]);
    const past = json(await list(m.token, '?pageNo=9&pageSize=2')).value;
    expect(past.list).toEqual([]);
  });

  it('answers 400 for bad input and changes nothing', async () => {
    const m = await newMember();
    const id = await post(m, 'deposit.credited', { amount: '1.00', orderNo: 'D1' });
    for (const query of ['?pageSize=500', '?pageNo=0', '?pageNo=abc', '?pageSize=-1']) {
      expect((await list(m.token, query)).statusCode, query).toBe(400);
    }
    for (const bad of ['abc', 0, -1, 1.5, null, '9'.repeat(30)]) {
      expect((await read(m, bad)).statusCode, String(bad)).toBe(400);
      expect((await remove(m, bad)).statusCode, String(bad)).toBe(400);
    }
    expect((await post2(API.messageRead, m.token, {})).statusCode).toBe(400);
    expect(await stateOf(id)).toEqual({ read: false, deleted: false });
    expect((await read(m, 987_654_321)).statusCode).toBe(404);
  });

  it("refuses another member's, a trial account's and another brand's access to a message", async () => {
    const owner = await newMember();
    const id = await post(owner, 'deposit.credited', { amount: '5.00', orderNo: 'D5' });
    const stranger = await newMember();
    for (const res of [await read(stranger, id), await remove(stranger, id)]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).errorCode).toBe('not.found');
    }
    expect(json(await list(stranger.token)).value.totalCount).toBe(0);

    // A trial account keeps its own inbox (the welcome message) and sees nobody else's.
    const trialToken = json(await login(t.app, 'trial01', DEMO_PASSWORD)).value.token as string;
    const trialList = json(await list(trialToken)).value;
    expect(trialList.list.map((x: any) => x.title)).toEqual(['Welcome to Royal Lotus']);
    expect((await post2(API.messageRead, trialToken, { id })).statusCode).toBe(404);
    expect((await post2(API.messageDelete, trialToken, { id })).statusCode).toBe(404);

    const other = await newMember('lotus2');
    expect((await read(other, id, 'lotus2')).statusCode).toBe(404);
    expect((await remove(other, id, 'lotus2')).statusCode).toBe(404);
    expect((await read(other, id)).statusCode).toBe(401);
    expect(await stateOf(id)).toEqual({ read: false, deleted: false });

    for (const res of [
      await list(undefined),
      await t.app.inject({ method: 'GET', url: API.messageUnreadCount }),
      await post2(API.messageReadAll, undefined),
      await post2(API.messageRead, undefined, { id }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('greets the demo members with a welcome message', async () => {
    const token = json(await login(t.app, 'player01', DEMO_PASSWORD)).value.token as string;
    const value = json(await list(token)).value;
    expect(value.list).toHaveLength(1);
    expect(value.list[0]).toMatchObject({ kind: 'welcome', title: 'Welcome to Royal Lotus', read: false });
  });
});
