import { API, encryptPayload, type RsaKey } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { rowsOf } from '../db/rows.js';
import { encryptedCall, json, register, uniqueName } from './test-app.js';

export const auth = (token: string, merchant = 'demo') => ({ authorization: token, merchant });

/** A fresh member of a brand, registered (and so logged in) from 127.0.0.1. */
export async function newMember(
  app: FastifyInstance,
  merchant = 'demo',
  extra: Record<string, unknown> = {},
) {
  const username = uniqueName('sec');
  const res = await register(app, username, 'Secret123', extra, { merchant });
  expect(res.statusCode).toBe(200);
  const [row] = await rowsOf<{ id: number }>(
    app.database.db,
    sql`select m.id from members m join merchants b on b.id = m.merchant_id
        where m.username_lower = ${username} and b.code = ${merchant}`,
  );
  const { token } = json(res).value as { token: string };
  return { username, token, id: Number(row?.id), merchant };
}

export type Member = Awaited<ReturnType<typeof newMember>>;

export const get = (app: FastifyInstance, url: string, m: Pick<Member, 'token' | 'merchant'>) =>
  app.inject({ method: 'GET', url, headers: auth(m.token, m.merchant) });

export const post = (
  app: FastifyInstance,
  url: string,
  m: Pick<Member, 'token' | 'merchant'>,
  payload?: unknown,
  method: 'POST' | 'PUT' = 'POST',
) => app.inject({ method, url, headers: auth(m.token, m.merchant), payload: payload as object });

export const sealed = (
  app: FastifyInstance,
  url: string,
  m: Pick<Member, 'token' | 'merchant'>,
  payload: unknown,
) => encryptedCall(app, 'POST', url, payload, auth(m.token, m.merchant));

export async function setPaymentPassword(app: FastifyInstance, m: Member, password = '246810') {
  const res = await sealed(app, API.paymentPasswordSet, m, {
    loginPassword: 'Secret123',
    newPaymentPassword: password,
    confirmPaymentPassword: password,
  });
  expect(res.statusCode).toBe(200);
}

export async function addBankAccount(
  app: FastifyInstance,
  m: Member,
  overrides: Record<string, unknown> = {},
) {
  return sealed(app, API.bankAccounts, m, {
    bankCode: 'BDO',
    accountName: 'Maria Santos',
    accountNumber: `00${String(Math.floor(Number(process.hrtime.bigint() % 10_000_000_000n))).padStart(10, '0')}`,
    paymentPassword: '246810',
    ...overrides,
  });
}

/** An encrypted login as if from another address (the test client's IP is 127.0.0.1 otherwise). */
export async function loginFrom(app: FastifyInstance, ip: string, username: string, password = 'Secret123') {
  const key = json(await app.inject({ method: 'GET', url: API.rsaKey })).value as RsaKey;
  const body = await encryptPayload(key, { type: 'username', username, password });
  return app.inject({
    method: 'POST',
    url: API.login,
    payload: body.body,
    headers: { encryption: body.header },
    remoteAddress: ip,
  });
}
