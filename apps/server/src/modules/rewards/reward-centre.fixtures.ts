import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { memberRewards } from '../../db/schema.js';
import { DEMO_BRAND, seedBrand } from '../../seed/brands.js';
import { fundMember } from '../../test/funding.js';
import { json, login, register, uniqueName } from '../../test/test-app.js';
import { memberIdOf, setVendorSecret, vendorCall } from '../../test/vendor.js';
import { rowsOf } from '../wallet/ledger.js';

// Test fixtures of the reward centre's tests: members, rounds played through the vendor wallet API,
// rewards written as another module would write them.

export const SEAMLESS = 'LOTUS';
export type Member = { id: number; token: string; username: string };

export async function newMember(
  app: FastifyInstance,
  merchant = 'demo',
  extra: Record<string, unknown> = {},
): Promise<Member> {
  const username = uniqueName('rc');
  const res = await register(app, username, 'Secret123', extra, { merchant });
  expect(res.statusCode, res.body).toBe(200);
  return {
    id: await memberIdOf(app, username, merchant),
    token: (json(res).value as { token: string }).token,
    username,
  };
}

export async function loginAs(app: FastifyInstance, username: string, password = 'Lotus2026') {
  const res = await login(app, username, password);
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).value as { token: string }).token;
}

/** A second brand with no accounts (for isolation tests). */
export async function otherBrand(app: FastifyInstance, code = 'other'): Promise<string> {
  await seedBrand(app.database.db, {
    ...DEMO_BRAND,
    code,
    name: 'Other Lotus',
    isDefault: false,
    accounts: [],
    content: [],
  });
  return code;
}

export const vendorSecret = (app: FastifyInstance, merchant = 'demo') =>
  setVendorSecret(app, SEAMLESS, merchant);

/** One settled round through the vendor wallet API: a bet of `stake` and a payout (the member is funded). */
export async function playRound(
  app: FastifyInstance,
  secret: string,
  member: { id: number },
  stake: number,
  payout = 0,
  merchant = 'demo',
) {
  await fundMember(app, member.id, stake);
  const roundId = `rc-${randomUUID()}`;
  const playerId = String(member.id);
  const base = { playerId, roundId, gameCode: 'lotus-fortune' };
  const debit = await vendorCall(app, {
    vendor: SEAMLESS,
    op: 'debit',
    secret,
    merchant,
    body: { ...base, transactionId: `D-${roundId}`, amount: stake },
  });
  expect(debit.statusCode, debit.body).toBe(200);
  const credit = await vendorCall(app, {
    vendor: SEAMLESS,
    op: 'credit',
    secret,
    merchant,
    body: { ...base, transactionId: `C-${roundId}`, debitTransactionId: `D-${roundId}`, amount: payout },
  });
  expect(credit.statusCode, credit.body).toBe(200);
  return roundId;
}

export async function giveReward(
  app: FastifyInstance,
  member: { id: number },
  o: { amount: bigint; multiple?: number; expiresAt?: Date | null; merchant?: string; template?: string },
): Promise<number> {
  const [brand] = await rowsOf<{ id: number }>(
    app.database.db,
    sql`select id from merchants where code = ${o.merchant ?? 'demo'}`,
  );
  const [row] = await app.database.db
    .insert(memberRewards)
    .values({
      merchantId: Number(brand!.id),
      memberId: member.id,
      source: 'promotion',
      sourceRef: randomUUID(),
      amount: o.amount,
      turnoverMultiple: o.multiple ?? 1,
      template: o.template ?? 'reward.welcome',
      expiresAt: o.expiresAt ?? null,
    })
    .returning({ id: memberRewards.id });
  return row!.id;
}

export const get = (app: FastifyInstance, url: string, token?: string, merchant = 'demo') =>
  app.inject({ method: 'GET', url, headers: { merchant, ...(token ? { authorization: token } : {}) } });

export const post = (app: FastifyInstance, url: string, token: string, body?: unknown, merchant = 'demo') =>
  app.inject({
    method: 'POST',
    url,
    headers: { merchant, authorization: token },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

export const count = async (app: FastifyInstance, query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: string }>(app.database.db, query))[0]!.n);
