import { randomUUID } from 'node:crypto';
import { ADMIN_API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { loginOperator } from '../../test/operators.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { addBankAccount, newMember, PAY_PASSWORD, withdraw } from '../../test/withdrawal-kit.js';

// Decisions in a real queue (withdrawals) raced by several operators: decided once, moved once, audited
// once with the status before and after.

let t: TestApp;
const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);
const lastAuditId = async () =>
  Number((await rows<{ id: number }>(sql`select coalesce(max(id), 0) as id from audit_log`))[0]!.id);
const auditOf = (event: string, since: number) =>
  rows<{ operator_id: number; detail: Record<string, unknown> }>(
    sql`select operator_id, detail from audit_log where event = ${event} and id > ${since} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp({ operatorTotpRoles: ['owner', 'finance'], loginPerMinute: 100_000 });
});
afterAll(async () => t?.close());

describe('one withdrawal decided by many at once', () => {
  it('five parallel approvals: exactly one 200, the others 409, one ledger movement, one audit row', async () => {
    const member = await newMember(t.app);
    await fundMember(t.app, member.id, 500);
    const bank = await addBankAccount(t.app, member);
    const asked = await withdraw(t.app, member, {
      amount: 200,
      bankAccountId: bank,
      paymentPassword: PAY_PASSWORD,
      requestId: randomUUID(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = json(asked).value.withdrawal.id as number;
    const [order] = await rows<{ order_no: string }>(
      sql`select order_no from withdrawal_orders where id = ${id}`,
    );
    const finance = await loginOperator(t, 'finance01');
    const owner = await loginOperator(t, 'admin');
    const since = await lastAuditId();
    const url = ADMIN_API.adminApprove.replace(':queue', 'withdrawals').replace(':id', String(id));
    const answers = await Promise.all(
      [finance, owner, finance, owner, finance].map((auth) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { merchant: 'demo', authorization: auth },
          payload: {},
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => json(a).errorCode)).toBe(true);
    const paid = await rows(
      sql`select id from ledger_transfers where kind = 'withdrawal' and reference = ${order!.order_no}`,
    );
    expect(paid).toHaveLength(1);
    const audits = await auditOf('queue.approve', since);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({
      queue: 'withdrawals',
      id,
      before: { status: 'pending' },
      after: { status: 'paid' },
    });
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });
});
