import { ADMIN_API, ADMIN_MEMBERS_PATHS as P } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { ledgerCheck } from '../../../test/funding.js';
import { newMember } from '../../../test/members.js';
import { createOperator, loginOperator } from '../../../test/operators.js';
import { createTestApp, json, uniqueName, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let owner: string;
let finance: string;
let support: string;
let viewer: string;
let finance2: string;

const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);
const path = (template: string, values: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(values[k])));

function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const balanceOf = async (memberId: number) =>
  Number(
    (
      await rows<{ b: string }>(
        sql`select balance as b from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
      )
    )[0]?.b ?? 0,
  ) / 100;
const adjustmentTransfers = async (id: number) =>
  Number(
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${`adjustment:${id}`}`,
      )
    )[0]!.n,
  );
const adjust = (memberId: number, token: string, body: Record<string, unknown>) =>
  call('POST', path(P.adminMemberAdjustments, { id: memberId }), token, body);

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginOperator(t, 'admin');
  finance = await loginOperator(t, 'finance01');
  support = await loginOperator(t, 'support01');
  viewer = (await createOperator(t, owner, { username: uniqueName('view'), role: 'viewer' })).token;
  finance2 = (await createOperator(t, owner, { username: uniqueName('fin'), role: 'finance' })).token;
});
afterAll(async () => t?.close());

describe('manual adjustments', () => {
  it('applies at once up to the threshold for finance, through the ledger, with an audit row', async () => {
    const m = await newMember(t.app, { prefix: 'adj', funds: 100 });
    const res = await adjust(m.id, finance, { direction: 'credit', amount: 1000, reason: 'goodwill' });
    expect(res.statusCode, res.body).toBe(200);
    const a = json(res).value;
    expect(a).toMatchObject({
      status: 'applied',
      amount: 1000,
      balanceAfter: 1100,
      requestedBy: 'finance01',
    });
    expect(await balanceOf(m.id)).toBe(1100);
    const [audit] = await rows<{ detail: any }>(
      sql`select detail from audit_log where event = 'member.adjustment.apply' and member_id = ${m.id}`,
    );
    expect(audit!.detail).toMatchObject({
      reason: 'goodwill',
      before: { balance: 100 },
      after: { status: 'applied', balance: 1100 },
    });
    const ledger = json(await call('GET', path(P.adminMemberLedger, { id: m.id }), viewer)).value;
    expect(ledger.list[0]).toMatchObject({ kind: 'adjustment', amount: 1000, balanceAfter: 1100 });

    const debit = await adjust(m.id, finance, {
      direction: 'debit',
      amount: 100.5,
      reason: 'duplicate credit',
    });
    expect(json(debit).value).toMatchObject({ status: 'applied', balanceAfter: 999.5 });
  });

  it('never takes the balance below zero: 422, nothing changed', async () => {
    const m = await newMember(t.app, { prefix: 'adj', funds: 20 });
    const before = Number(
      (await rows<{ n: number }>(sql`select count(*)::int as n from balance_adjustments`))[0]!.n,
    );
    for (const token of [finance, support]) {
      const res = await adjust(m.id, token, { direction: 'debit', amount: 20.01, reason: 'too much' });
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res)).toMatchObject({ errorCode: 'adjustment.balance', value: { field: 'amount' } });
    }
    expect(await balanceOf(m.id)).toBe(20);
    expect(
      Number((await rows<{ n: number }>(sql`select count(*)::int as n from balance_adjustments`))[0]!.n),
    ).toBe(before);
  });

  it('waits for approval above the threshold; its maker can never approve it (409)', async () => {
    const m = await newMember(t.app, { prefix: 'adj' });
    const res = await adjust(m.id, finance, {
      direction: 'credit',
      amount: 1000.01,
      reason: 'jackpot dispute',
    });
    const a = json(res).value;
    expect(a).toMatchObject({ status: 'pending', transferId: null });
    expect(await balanceOf(m.id)).toBe(0);
    const own = await call('POST', path(P.adminAdjustmentApprove, { id: a.id }), finance, {});
    expect(own.statusCode).toBe(409);
    expect(json(own).errorCode).toBe('adjustment.own.request');
    expect(json(own).message).toContain('maker-checker');
    // Through the operator queue too.
    const queued = await call('POST', `/admin/queues/adjustments/${a.id}/approve`, finance, {});
    expect(queued.statusCode).toBe(409);
    expect(await adjustmentTransfers(a.id)).toBe(0);

    const approved = await call('POST', path(P.adminAdjustmentApprove, { id: a.id }), owner, {
      note: 'checked',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json(approved).value).toMatchObject({
      status: 'approved',
      decidedBy: 'admin',
      balanceAfter: 1000.01,
    });
    expect(await balanceOf(m.id)).toBe(1000.01);
    const again = await call('POST', path(P.adminAdjustmentReject, { id: a.id }), finance2, { note: 'late' });
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe('adjustment.decided');
  });

  it("makes support's request wait; finance approves it and the money moves once", async () => {
    const m = await newMember(t.app, { prefix: 'adj' });
    const res = await adjust(m.id, support, { direction: 'credit', amount: 50, reason: 'missed promotion' });
    expect(res.statusCode, res.body).toBe(200);
    const a = json(res).value;
    expect(a).toMatchObject({ status: 'pending', requestedBy: 'support01', requestedRole: 'support' });
    const queues = json(await call('GET', ADMIN_API.adminQueues, finance)).value.list;
    expect(queues.find((q: any) => q.name === 'adjustments')).toMatchObject({ canDecide: true });
    expect(queues.find((q: any) => q.name === 'adjustments').waiting).toBeGreaterThanOrEqual(1);
    const pending = json(await call('GET', `${P.adminAdjustments}?status=pending`, viewer)).value;
    expect(pending.threshold).toBe(1000);
    expect(pending.list.map((x: any) => x.id)).toContain(a.id);

    expect((await call('POST', path(P.adminAdjustmentApprove, { id: a.id }), support, {})).statusCode).toBe(
      403,
    );
    expect((await call('POST', path(P.adminAdjustmentApprove, { id: a.id }), viewer, {})).statusCode).toBe(
      403,
    );
    const ok = await call('POST', path(P.adminAdjustmentApprove, { id: a.id }), finance, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balanceOf(m.id)).toBe(50);
    expect(await adjustmentTransfers(a.id)).toBe(1);
    const [audit] = await rows<{ detail: any; operator_id: number }>(
      sql`select detail, operator_id from audit_log where event = 'member.adjustment.approve' and member_id = ${m.id}`,
    );
    expect(audit!.detail).toMatchObject({
      before: { status: 'pending', balance: 0 },
      after: { status: 'approved', balance: 50 },
    });
  });

  it('decides once when five approvals come at once', async () => {
    const m = await newMember(t.app, { prefix: 'adj' });
    const a = json(await adjust(m.id, support, { direction: 'credit', amount: 75, reason: 'race' })).value;
    const answers = await Promise.all(
      [owner, finance, finance2, owner, finance].map((token) =>
        call('POST', path(P.adminAdjustmentApprove, { id: a.id }), token, {}),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect(await balanceOf(m.id)).toBe(75);
    expect(await adjustmentTransfers(a.id)).toBe(1);
  });

  it('rejects with a reason; the money stays', async () => {
    const m = await newMember(t.app, { prefix: 'adj', funds: 10 });
    const a = json(await adjust(m.id, support, { direction: 'debit', amount: 5, reason: 'fee' })).value;
    const noReason = await call('POST', path(P.adminAdjustmentReject, { id: a.id }), finance, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('note');
    const res = await call('POST', path(P.adminAdjustmentReject, { id: a.id }), finance, {
      note: 'no fee applies',
    });
    expect(json(res).value).toMatchObject({
      status: 'rejected',
      decisionNote: 'no fee applies',
      transferId: null,
    });
    expect(await balanceOf(m.id)).toBe(10);
    const [audit] = await rows<{ detail: any }>(
      sql`select detail from audit_log where event = 'member.adjustment.reject' and member_id = ${m.id}`,
    );
    expect(audit!.detail).toMatchObject({ before: { status: 'pending' }, after: { status: 'rejected' } });
    expect(
      (await call('POST', path(P.adminAdjustmentApprove, { id: 99_999_999 }), finance, {})).statusCode,
    ).toBe(404);
  });

  it('leaves the ledger reconciled', async () => {
    expect(await ledgerCheck(t.app)).toEqual({ ok: true, problems: [] });
  });
});
