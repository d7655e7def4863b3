import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { rowsOf } from '../db/rows.js';
import type { MerchantSettings } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import { DEMO_BRAND, seedBrand } from '../seed/brands.js';
import { newMember } from './members.js';
import { encryptedCall, json, uniqueName } from './test-app.js';

// Test support of the agent centre: agents and their trees, and calls made as an agent.

export const PAY_PASSWORD = '246810';

export type Agent = { id: number; username: string; token: string; merchant: string };

/** A registered (and signed-in) member made an agent of `type` (0: a plain member), under `upline` if given. */
export async function newAgent(
  app: FastifyInstance,
  options: { type?: number; upline?: { id: number }; merchant?: string; funds?: number } = {},
): Promise<Agent> {
  const merchant = options.merchant ?? 'demo';
  const m = await newMember(app, { prefix: 'ag', merchant, funds: options.funds });
  const hash = await hashPassword(PAY_PASSWORD);
  await app.database.db.execute(
    sql`update members set type = ${options.type ?? 1}, upline_id = ${options.upline?.id ?? null},
          payment_password_hash = ${hash}
        where id = ${m.id}`,
  );
  return { ...m, merchant };
}

/**
 * A chain of `length` members written straight to the database, each under the one before, the first
 * under `rootId`. Returns their ids from the top down.
 */
export async function chainUnder(app: FastifyInstance, rootId: number, length: number): Promise<number[]> {
  const ids: number[] = [];
  let upline = rootId;
  for (let i = 0; i < length; i += 1) {
    const username = uniqueName('ch');
    const [row] = await rowsOf<{ id: number }>(
      app.database.db,
      sql`insert into members (merchant_id, username, username_lower, password_hash, nickname, type, upline_id)
          select merchant_id, ${username}, ${username}, 'not-a-hash', ${username}, 1, ${upline}
            from members where id = ${upline}
          returning id`,
    );
    upline = Number(row!.id);
    ids.push(upline);
  }
  return ids;
}

/** A second brand (no accounts), its agent centre on unless `agentCentre` is false, with settings changed. */
export async function seedOtherBrand(
  app: FastifyInstance,
  code: string,
  agentCentre = true,
  settings: Partial<MerchantSettings> = {},
): Promise<string> {
  await seedBrand(app.database.db, {
    ...DEMO_BRAND,
    settings: { ...DEMO_BRAND.settings, ...settings },
    code,
    name: `Brand ${code}`,
    isDefault: false,
    accounts: [],
    content: [],
    switchesOff: agentCentre ? DEMO_BRAND.switchesOff : [...DEMO_BRAND.switchesOff, 'AGENTPOLICY3'],
  });
  return code;
}

type Who = { token: string; merchant?: string };
const headersOf = (who: Who) => ({ authorization: who.token, merchant: who.merchant ?? 'demo' });

/** A GET of the agent centre as `who`, with a query. */
export const agentGet = (
  app: FastifyInstance,
  url: string,
  who: Who,
  query: Record<string, string | number | undefined> = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'GET',
    url,
    headers: headersOf(who),
    query: Object.fromEntries(
      Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ),
  });

/** A plain POST or DELETE as `who`. */
export const agentSend = (
  app: FastifyInstance,
  method: 'POST' | 'DELETE',
  url: string,
  who: Who,
  body?: Record<string, unknown>,
) => app.inject({ method, url, headers: headersOf(who), ...(body === undefined ? {} : { payload: body }) });

/** A sealed POST as `who` (the site encrypts these). */
export const agentSealed = (app: FastifyInstance, url: string, who: Who, body: Record<string, unknown>) =>
  encryptedCall(app, 'POST', url, body, headersOf(who));

/** A transfer of the agent centre with a fresh request id unless one is given. */
export const agentTransfer = (
  app: FastifyInstance,
  url: string,
  who: Who,
  body: { memberId: number; amount: number; paymentPassword?: string; requestId?: string },
) =>
  agentSealed(app, url, who, {
    paymentPassword: PAY_PASSWORD,
    requestId: randomUUID(),
    ...body,
  });

/** The value of an answer that must have succeeded. */
export function valueOf<T = any>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return json(res).value as T;
}

/** One row of a statement's result. */
export async function one<T = Record<string, unknown>>(app: FastifyInstance, query: ReturnType<typeof sql>) {
  const [row] = await rowsOf<T>(app.database.db, query);
  return row!;
}
