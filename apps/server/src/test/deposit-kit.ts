import { API, GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signVendorBody } from '../lib/vendor-signature.js';
import { json, login, register, uniqueName } from './test-app.js';
import { memberIdOf } from './vendor.js';
import { rowsOf } from '../db/rows.js';

// Helpers of the deposit tests (members, channels, signed callbacks); tests only.

export type Member = { id: number; token: string; username: string; merchant: string };

export async function newMember(app: FastifyInstance, merchant = 'demo'): Promise<Member> {
  const username = uniqueName('dp');
  const headers = { merchant };
  expect((await register(app, username, 'Secret123', {}, headers)).statusCode).toBe(200);
  const token = (json(await login(app, username, 'Secret123', {}, headers)).value as { token: string }).token;
  return { id: await memberIdOf(app, username, merchant), token, username, merchant };
}

export const rows = <T>(app: FastifyInstance, query: ReturnType<typeof sql>) =>
  rowsOf<T>(app.database.db, query);

export async function channelOf(app: FastifyInstance, code: 'bank' | 'sandbox', merchant = 'demo') {
  const [row] = await rows<{ id: number; secret: string | null }>(
    app,
    sql`select c.id, c.config->>'secret' as secret from payment_channels c
        join merchants m on m.id = c.merchant_id where m.code = ${merchant} and c.code = ${code}`,
  );
  if (!row) throw new Error(`no channel ${code} in ${merchant}`);
  return { id: Number(row.id), secret: row.secret ?? '' };
}

export const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  who: { token?: string; merchant?: string } | null,
  options: { body?: unknown; query?: Record<string, string | number> } = {},
) =>
  app.inject({
    method,
    url,
    headers: {
      merchant: who?.merchant ?? 'demo',
      ...(who?.token ? { authorization: who.token } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
    ...(options.query
      ? { query: Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) }
      : {}),
  });

export const createOrder = (app: FastifyInstance, who: Member, body: Record<string, unknown>) =>
  call(app, 'POST', API.depositOrders, who, { body });

export async function balanceOf(app: FastifyInstance, who: Member): Promise<number> {
  const res = await call(app, 'GET', API.balance, who);
  return (json(res).value as { sumBalance: number }).sumBalance;
}

/** A callback signed as the sandbox gateway signs it (a timestamp and secret of the test's choosing). */
export function signedCallback(
  app: FastifyInstance,
  options: {
    secret: string;
    body: Record<string, unknown> | string;
    timestamp?: number;
    merchant?: string;
    signature?: string;
  },
) {
  const payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const timestamp = String(options.timestamp ?? Date.now());
  return app.inject({
    method: 'POST',
    url: API.depositCallbackSandbox,
    headers: {
      'content-type': 'application/json',
      merchant: options.merchant ?? 'demo',
      [GATEWAY_TIMESTAMP_HEADER]: timestamp,
      [GATEWAY_SIGNATURE_HEADER]: options.signature ?? signVendorBody(options.secret, timestamp, payload),
    },
    payload,
  });
}

export async function depositTransfers(app: FastifyInstance, orderId: number) {
  return rows<{ id: number; amount: string }>(
    app,
    sql`select id, amount from ledger_transfers where idempotency_key = ${`deposit:${orderId}`}`,
  );
}

export async function orderRow(app: FastifyInstance, id: number) {
  const [row] = await rows<{
    status: string;
    transfer_id: number | null;
    note: string | null;
    decided_by: number | null;
  }>(app, sql`select status, transfer_id, note, decided_by from deposit_orders where id = ${id}`);
  return row;
}
