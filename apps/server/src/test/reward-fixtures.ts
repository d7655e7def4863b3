import { randomUUID } from 'node:crypto';
import { API, encryptPayload, type RsaKey } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { memberRewards } from '../db/schema.js';
import { DEMO_BRAND, seedBrand } from '../seed/brands.js';
import { fundMember } from './funding.js';
import { json, login, register, uniqueName } from './test-app.js';
import { memberIdOf, setVendorSecret, vendorCall } from './vendor.js';
import { rowsOf } from '../db/rows.js';

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

/**
 * A registration as the site sends it, from a given IP address and device (`Device-Id`): what the
 * registration limits and the referral review look at.
 */
export async function registerFrom(
  app: FastifyInstance,
  from: { ip: string; device?: string; merchant?: string },
  extra: Record<string, unknown> = {},
  username = uniqueName('rf'),
) {
  const key = json(await app.inject({ method: 'GET', url: API.rsaKey })).value as RsaKey;
  const sealed = await encryptPayload(key, {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    ageConfirmed: true,
    ...extra,
  });
  const res = await app.inject({
    method: 'PUT',
    url: API.register,
    payload: sealed.body,
    remoteAddress: from.ip,
    headers: {
      encryption: sealed.header,
      merchant: from.merchant ?? 'demo',
      ...(from.device ? { 'device-id': from.device } : {}),
    },
  });
  return { res, username };
}

/** A member registered from a given IP address and device. */
export async function newMemberFrom(
  app: FastifyInstance,
  from: { ip: string; device?: string; merchant?: string },
  extra: Record<string, unknown> = {},
): Promise<Member> {
  const { res, username } = await registerFrom(app, from, extra);
  expect(res.statusCode, res.body).toBe(200);
  return {
    id: await memberIdOf(app, username, from.merchant ?? 'demo'),
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

/** A deposit order of the bank channel, approved by a finance operator: a first paid deposit. */
export async function paidDeposit(
  app: FastifyInstance,
  member: Member,
  amount: number,
  merchant = 'demo',
): Promise<void> {
  const [channel] = await rowsOf<{ id: number; merchant_id: number }>(
    app.database.db,
    sql`select c.id, c.merchant_id from payment_channels c join merchants m on m.id = c.merchant_id
        where m.code = ${merchant} and c.code = 'bank'`,
  );
  const order = await app.inject({
    method: 'POST',
    url: API.depositOrders,
    headers: { merchant, authorization: member.token },
    payload: { channelId: Number(channel!.id), amount, reference: `REF-${member.username}` },
  });
  expect(order.statusCode, order.body).toBe(200);
  const [operator] = await rowsOf<{ id: number }>(
    app.database.db,
    sql`insert into operators (merchant_id, username, username_lower, password_hash, role)
        values (${channel!.merchant_id}, ${`fin${randomUUID().slice(0, 8)}`},
                ${`fin${randomUUID().slice(0, 8)}`}, 'not-a-hash', 'finance') returning id`,
  );
  await app.operatorQueues.get('deposits')!.approve(
    {
      operatorId: Number(operator!.id),
      merchantId: Number(channel!.merchant_id),
      username: 'finance',
      role: 'finance',
    },
    (json(order).value as { id: number }).id,
    null,
  );
}
