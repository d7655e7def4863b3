import { randomBytes } from 'node:crypto';
import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../lib/passwords.js';
import { encryptedCall, json, register, uniqueName } from './test-app.js';
import type { OperatorActor } from '../lib/operator-queues.js';
import { rowsOf } from '../db/rows.js';

export const PAY_PASSWORD = '246810';

export type TestMember = { id: number; token: string; username: string; merchantId: number };

/** A registered member of a brand, with a payment password unless told otherwise. */
export async function newMember(
  app: FastifyInstance,
  options: { merchant?: string; paymentPassword?: string | null } = {},
): Promise<TestMember> {
  const merchant = options.merchant ?? 'demo';
  const username = uniqueName('wd');
  const res = await register(app, username, 'Secret123', {}, { merchant });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await rowsOf<{ id: number; merchant_id: number }>(
    app.database.db,
    sql`select m.id, m.merchant_id from members m join merchants b on b.id = m.merchant_id
        where m.username_lower = ${username} and b.code = ${merchant}`,
  );
  const member = {
    id: Number(row!.id),
    token: (json(res).value as { token: string }).token,
    username,
    merchantId: Number(row!.merchant_id),
  };
  const password = options.paymentPassword === undefined ? PAY_PASSWORD : options.paymentPassword;
  if (password !== null) {
    const hash = await hashPassword(password);
    await app.database.db.execute(
      sql`update members set payment_password_hash = ${hash} where id = ${member.id}`,
    );
  }
  return member;
}

/** A bank account of the member, as the security centre stores it. */
export async function addBankAccount(
  app: FastifyInstance,
  member: TestMember,
  removed = false,
): Promise<number> {
  const last4 = String(1000 + (randomBytes(2).readUInt16BE() % 9000));
  const [row] = await rowsOf<{ id: number }>(
    app.database.db,
    sql`insert into member_bank_accounts (merchant_id, member_id, bank_code, bank_name, account_name,
          account_number_sealed, account_number_last4, account_number_hash, removed_at)
        values (${member.merchantId}, ${member.id}, 'BDO', 'BDO Unibank', 'Juan Dela Cruz', 'sealed',
          ${last4}, ${randomBytes(16).toString('hex')}, ${removed ? sql`now()` : null})
        returning id`,
  );
  return Number(row!.id);
}

/** An operator of the brand who decides withdrawals. */
export async function financeOperator(app: FastifyInstance, merchantId: number): Promise<OperatorActor> {
  const username = uniqueName('fin');
  const [row] = await rowsOf<{ id: number }>(
    app.database.db,
    sql`insert into operators (merchant_id, username, username_lower, password_hash, role)
        values (${merchantId}, ${username}, ${username}, 'not-a-hash', 'finance') returning id`,
  );
  return { operatorId: Number(row!.id), merchantId, username, role: 'finance' };
}

export const withdraw = (
  app: FastifyInstance,
  member: Pick<TestMember, 'token'>,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => encryptedCall(app, 'POST', API.withdrawals, body, { authorization: member.token, ...headers });

export const get = (
  app: FastifyInstance,
  url: string,
  token: string,
  query: Record<string, string | number> = {},
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: token, ...headers },
  });

export const detailUrl = (path: string, id: number) => path.replace(':id', String(id));

export async function mainBalance(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await rowsOf<{ balance: string }>(
    app.database.db,
    sql`select balance::text from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
  );
  return Number(row?.balance ?? 0) / 100;
}

export async function count(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<number> {
  return Number((await rowsOf<{ n: string }>(app.database.db, query))[0]!.n);
}

/** A real multipart/form-data body, as a browser's FormData sends it. */
export async function formBody(parts: [string, string | { name: string; bytes: Buffer; type?: string }][]) {
  const form = new FormData();
  for (const [field, value] of parts) {
    if (typeof value === 'string') form.append(field, value);
    else
      form.append(
        field,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'image/png' }),
        value.name,
      );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]);
export const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04',
  'latin1',
);
