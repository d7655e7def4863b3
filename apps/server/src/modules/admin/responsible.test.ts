import { randomUUID } from 'node:crypto';
import { ADMIN_API, API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { hashPassword } from '../../lib/passwords.js';
import { newMember } from '../../test/members.js';
import { otherBrand } from '../../test/reward-fixtures.js';
import { createTestApp, json, login, type TestApp } from '../../test/test-app.js';
import { setVendorSecret, vendorCall } from '../../test/vendor.js';

// The operator API of responsible gaming as a role matrix: every role reads a member's limits, exclusions
// and their history; owners and support exclude a member and lift their own exclusion; a member's own
// time-out or self-exclusion is never lifted; bad input changes nothing; every change is audited.

let t: TestApp;
let secret = '';
const OTHER = 'rg-other';
const ROLES = ['owner', 'finance', 'support', 'viewer'] as const;
type Role = (typeof ROLES)[number];
const tokens = {} as Record<Role, string>;
const operatorIds = {} as Record<Role, number>;
const rows = <T = Record<string, any>>(q: ReturnType<typeof sql>) => rowsOf<T>(t.app.database.db, q);

const memberPath = (template: string, id: number, exclusionId?: number) =>
  template.replace(':id', String(id)).replace(':exclusionId', String(exclusionId ?? ''));

const call = (role: Role, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: tokens[role] },
    ...(body === undefined ? {} : { payload: body }),
  });
const view = (role: Role, memberId: number) =>
  call(role, 'GET', memberPath(ADMIN_API.adminMemberResponsible, memberId));
const excludeAs = (role: Role, memberId: number, body: object) =>
  call(role, 'POST', memberPath(ADMIN_API.adminMemberExclusions, memberId), body);
const liftAs = (role: Role, memberId: number, exclusionId: number) =>
  call(role, 'DELETE', memberPath(ADMIN_API.adminMemberExclusion, memberId, exclusionId));

const debit = (memberId: number) => {
  const roundId = `op-${randomUUID()}`;
  return vendorCall(t.app, {
    vendor: 'LOTUS',
    op: 'debit',
    secret,
    body: {
      playerId: String(memberId),
      roundId,
      gameCode: 'op-game',
      transactionId: `D-${roundId}`,
      amount: 1,
    },
  });
};

/** What an operator's call could have changed for the member. */
async function state(memberId: number) {
  const [row] = await rows(
    sql`select (select count(*) from rg_exclusions where member_id = ${memberId})::int as exclusions,
          (select count(*) from rg_exclusions where member_id = ${memberId} and ended_at is not null)::int as ended,
          (select excluded_until::text from rg_settings where member_id = ${memberId}) as until,
          (select count(*) from audit_log where member_id = ${memberId} and event like 'rg.%')::int as audits`,
  );
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  secret = await setVendorSecret(t.app, 'LOTUS');
  await otherBrand(t.app, OTHER);
  const hash = await hashPassword('Lotus2026');
  await t.app.database.db.execute(
    sql`insert into operators (merchant_id, username, username_lower, password_hash, role)
        select id, 'viewer01', 'viewer01', ${hash}, 'viewer' from merchants where code = 'demo'`,
  );
  const names: Record<Role, string> = {
    owner: 'admin',
    finance: 'finance01',
    support: 'support01',
    viewer: 'viewer01',
  };
  for (const role of ROLES) {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminLogin,
      headers: { merchant: 'demo' },
      payload: { username: names[role], password: 'Lotus2026' },
    });
    expect(res.statusCode, res.body).toBe(200);
    tokens[role] = json(res).value.token as string;
    const [op] = await rows<{ id: number }>(
      sql`select o.id from operators o join merchants b on b.id = o.merchant_id
          where b.code = 'demo' and o.username_lower = ${names[role]}`,
    );
    operatorIds[role] = Number(op!.id);
  }
});
afterAll(async () => t?.close());

describe("an operator's view of a member", () => {
  it('shows every role the limits with what counts and what waits, the exclusions and their history', async () => {
    const m = await newMember(t.app, { prefix: 'opv', funds: 100 });
    const auth = { merchant: 'demo', authorization: m.token };
    const limits = await t.app.inject({
      method: 'PUT',
      url: API.responsibleLimits,
      headers: auth,
      payload: { depositDay: 500, wagerDay: 200 },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    // A higher limit waits its day.
    const raised = await t.app.inject({
      method: 'PUT',
      url: API.responsibleLimits,
      headers: auth,
      payload: { depositDay: 800 },
    });
    expect(json(raised).value.changes).toEqual([
      expect.objectContaining({ key: 'depositDay', outcome: 'pending' }),
    ]);
    expect((await debit(m.id)).statusCode).toBe(200);
    const taken = await t.app.inject({
      method: 'POST',
      url: API.responsibleExclusion,
      headers: auth,
      payload: { kind: 'timeout', duration: '72h' },
    });
    expect(taken.statusCode, taken.body).toBe(200);

    for (const role of ROLES) {
      const res = await view(role, m.id);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      const value = json(res).value;
      expect(value).toMatchObject({ memberId: m.id, username: m.username });
      const byKey = Object.fromEntries(value.state.limits.map((l: any) => [l.key, l]));
      expect(byKey.depositDay).toMatchObject({ value: 500, pending: { value: 800, confirmable: false } });
      expect(byKey.wagerDay).toMatchObject({ value: 200, used: 1, pending: null });
      expect(byKey.lossWeek).toMatchObject({ value: null, pending: null });
      expect(value.state.exclusion).toMatchObject({ kind: 'timeout', canEnd: false });
      expect(value.exclusions).toEqual([
        expect.objectContaining({ kind: 'timeout', createdBy: 'member', operatorId: null, reason: null }),
      ]);
      expect(value.history.map((h: any) => h.event)).toEqual([
        'rg.exclusion',
        'rg.limit.pending',
        'rg.limit.set',
        'rg.limit.set',
      ]);
      expect(value.history[0]).toMatchObject({
        operatorId: null,
        detail: { kind: 'timeout', duration: '72h' },
      });
    }
  });
});

describe("an operator's exclusion", () => {
  it('is added by owners and support only, refuses the member at once, and is audited with the operator', async () => {
    const m = await newMember(t.app, { prefix: 'ope', funds: 50 });
    for (const role of ['finance', 'viewer'] as const) {
      const before = await state(m.id);
      const res = await excludeAs(role, m.id, { duration: '30d', reason: 'player asked by phone' });
      expect(res.statusCode, role).toBe(403);
      expect(json(res).errorCode).toBe(ERROR_CODES.forbidden);
      expect(await state(m.id)).toEqual(before);
    }
    expect((await debit(m.id)).statusCode).toBe(200);

    const added = await excludeAs('support', m.id, { duration: '30d', reason: 'player asked by phone' });
    expect(added.statusCode, added.body).toBe(200);
    const value = json(added).value;
    expect(value.state.exclusion).toMatchObject({ kind: 'operator' });
    expect(value.exclusions[0]).toMatchObject({
      kind: 'operator',
      createdBy: 'operator',
      operatorId: operatorIds.support,
      reason: 'player asked by phone',
      endedAt: null,
    });
    const refused = await debit(m.id);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe(ERROR_CODES.rgExcluded);
    const [audit] = await rows<{ operator_id: number; detail: any }>(
      sql`select operator_id, detail from audit_log where member_id = ${m.id} and event = 'rg.exclusion.operator'`,
    );
    expect(audit).toMatchObject({
      operator_id: operatorIds.support,
      detail: { id: value.exclusions[0].id, duration: '30d', reason: 'player asked by phone' },
    });

    // The owner excludes permanently; the member still signs in, told so.
    const permanent = await excludeAs('owner', m.id, { duration: 'permanent', reason: 'problem gambling' });
    expect(permanent.statusCode, permanent.body).toBe(200);
    expect(json(permanent).value.state.exclusion).toMatchObject({
      kind: 'operator',
      endsAt: null,
      liftsAt: null,
    });
    const signedIn = await login(t.app, m.username, 'Secret123', {}, { merchant: 'demo' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(json(signedIn).value.restriction).toEqual({ kind: 'operator', until: null });
  });

  it('is lifted by an operator, audited; the member plays again', async () => {
    const m = await newMember(t.app, { prefix: 'opl', funds: 50 });
    const added = await excludeAs('owner', m.id, { duration: '6m', reason: 'affordability review' });
    const id = json(added).value.exclusions[0].id as number;
    for (const role of ['finance', 'viewer'] as const) {
      const res = await liftAs(role, m.id, id);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await debit(m.id)).statusCode).toBe(403);
    const lifted = await liftAs('support', m.id, id);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(json(lifted).value.state.exclusion).toBeNull();
    expect(json(lifted).value.exclusions[0].endedAt).not.toBeNull();
    expect((await debit(m.id)).statusCode).toBe(200);
    const again = await liftAs('support', m.id, id);
    expect(again.statusCode).toBe(409);
    const [audit] = await rows<{ operator_id: number; detail: any }>(
      sql`select operator_id, detail from audit_log where member_id = ${m.id} and event = 'rg.exclusion.lifted'`,
    );
    expect(audit).toMatchObject({ operator_id: operatorIds.support, detail: { id } });
    const history = json(await view('viewer', m.id)).value.history;
    expect(history.map((h: any) => [h.event, h.operatorId])).toEqual([
      ['rg.exclusion.lifted', operatorIds.support],
      ['rg.exclusion.operator', operatorIds.owner],
    ]);
  });

  it("never lifts a member's own time-out or self-exclusion", async () => {
    for (const body of [
      { kind: 'timeout', duration: '24h' },
      { kind: 'self', duration: '1y' },
    ]) {
      const m = await newMember(t.app, { prefix: 'opo', funds: 50 });
      const own = await t.app.inject({
        method: 'POST',
        url: API.responsibleExclusion,
        headers: { merchant: 'demo', authorization: m.token },
        payload: body,
      });
      expect(own.statusCode, own.body).toBe(200);
      const id = json(own).value.exclusion.id as number;
      const before = await state(m.id);
      for (const role of ['owner', 'support'] as const) {
        const res = await liftAs(role, m.id, id);
        expect(res.statusCode, `${role} ${body.kind}`).toBe(409);
        expect(json(res).errorCode).toBe(ERROR_CODES.rgExclusionNotEndable);
      }
      expect(await state(m.id)).toEqual(before);
      expect((await debit(m.id)).statusCode).toBe(403);
      expect(json(await view('owner', m.id)).value.state.exclusion).toMatchObject({ id, kind: body.kind });
    }
  });

  it('changes nothing on bad input: unknown member, another brand, bad duration or reason, unknown exclusion', async () => {
    const m = await newMember(t.app, { prefix: 'opb', funds: 50 });
    const stranger = await newMember(t.app, { prefix: 'opx', merchant: OTHER });
    const before = await state(m.id);
    const strangerBefore = await state(stranger.id);
    const [{ max }] = (await rows<{ max: number }>(sql`select max(id)::int as max from members`)) as [
      { max: number },
    ];
    for (const id of [max + 1000, stranger.id]) {
      expect((await view('viewer', id)).statusCode).toBe(404);
      expect((await excludeAs('owner', id, { duration: '24h', reason: 'checking' })).statusCode).toBe(404);
      expect((await liftAs('owner', id, 1)).statusCode).toBe(404);
    }
    for (const body of [
      { duration: '2d', reason: 'a reason' },
      { duration: 'forever', reason: 'a reason' },
      { duration: '24h', reason: '' },
      { duration: '24h', reason: '   ' },
      { duration: '24h' },
      { reason: 'a reason' },
    ]) {
      const res = await excludeAs('owner', m.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await liftAs('owner', m.id, 2_000_000)).statusCode).toBe(404);
    expect((await call('owner', 'GET', '/admin/members/abc/responsible-gaming')).statusCode).toBe(400);
    expect(await state(m.id)).toEqual(before);
    expect(await state(stranger.id)).toEqual(strangerBefore);
    expect((await debit(m.id)).statusCode).toBe(200);
  });

  it('needs an operator session', async () => {
    const m = await newMember(t.app, { prefix: 'opn' });
    const res = await t.app.inject({
      method: 'GET',
      url: memberPath(ADMIN_API.adminMemberResponsible, m.id),
      headers: { merchant: 'demo', authorization: m.token },
    });
    expect(res.statusCode).toBe(401);
  });
});
