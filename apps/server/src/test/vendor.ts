import { randomBytes } from 'node:crypto';
import { VENDOR_SIGNATURE_HEADER, VENDOR_TIMESTAMP_HEADER } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signVendorBody } from '../lib/vendor-signature.js';
import { rowsOf } from '../db/rows.js';

/** Gives a vendor of a brand a known secret (the seed draws random ones). */
export async function setVendorSecret(
  app: FastifyInstance,
  vendorCode: string,
  merchantCode = 'demo',
  secret = randomBytes(32).toString('hex'),
): Promise<string> {
  await app.database.db.execute(
    sql`insert into vendor_credentials (merchant_id, vendor_code, secret)
        select id, ${vendorCode}, ${secret} from merchants where code = ${merchantCode}
        on conflict (merchant_id, vendor_code) do update set secret = excluded.secret, enabled = true`,
  );
  return secret;
}

export async function memberIdOf(app: FastifyInstance, username: string, merchantCode = 'demo') {
  const [row] = await rowsOf<{ id: number }>(
    app.database.db,
    sql`select m.id from members m join merchants b on b.id = m.merchant_id
        where m.username_lower = ${username.toLowerCase()} and b.code = ${merchantCode}`,
  );
  if (!row) throw new Error(`no member ${username}`);
  return Number(row.id);
}

export type VendorOperation = 'balance' | 'debit' | 'credit' | 'rollback';

/** A call of the vendor wallet API signed as the vendor signs it. */
export function vendorCall(
  app: FastifyInstance,
  options: {
    vendor: string;
    op: VendorOperation;
    body: Record<string, unknown>;
    secret: string;
    merchant?: string;
    timestamp?: number;
    signature?: string;
  },
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(options.body);
  const timestamp = String(options.timestamp ?? Date.now());
  return app.inject({
    method: 'POST',
    url: `/vendor/${options.vendor}/wallet/${options.op}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      merchant: options.merchant ?? 'demo',
      [VENDOR_TIMESTAMP_HEADER]: timestamp,
      [VENDOR_SIGNATURE_HEADER]: options.signature ?? signVendorBody(options.secret, timestamp, raw),
    },
  });
}

let rounds = 0;

/**
 * One round played through the vendor wallet API, signed as the vendor signs it: a debit, then a credit of
 * `payout` (a win, or a loss with 0), a rollback, or nothing (left open). Returns the round id.
 */
export async function playRound(
  app: FastifyInstance,
  options: {
    vendor: string;
    secret: string;
    memberId: number;
    stake: number;
    end: 'credit' | 'rollback' | 'open';
    payout?: number;
    /** Sent with the credit (the game's own description of the round). */
    detail?: Record<string, unknown>;
    merchant?: string;
    /** The signing time of each call (now by default). */
    timestamp?: () => number;
  },
): Promise<string> {
  const n = ++rounds;
  const roundId = `R${n}-${randomBytes(4).toString('hex')}`;
  const base = { playerId: String(options.memberId), roundId, gameCode: `GAME${n}` };
  const call = async (op: VendorOperation, body: Record<string, unknown>) => {
    const res = await vendorCall(app, {
      vendor: options.vendor,
      op,
      secret: options.secret,
      merchant: options.merchant,
      timestamp: options.timestamp?.(),
      body: { ...base, ...body },
    });
    if (res.statusCode !== 200)
      throw new Error(`${op} of round ${roundId} failed: ${res.statusCode} ${res.body}`);
  };
  await call('debit', { transactionId: `D-${roundId}`, amount: options.stake });
  if (options.end === 'credit') {
    await call('credit', {
      transactionId: `C-${roundId}`,
      debitTransactionId: `D-${roundId}`,
      amount: options.payout ?? 0,
      ...(options.detail ? { detail: options.detail } : {}),
    });
  } else if (options.end === 'rollback') {
    await call('rollback', { transactionId: `B-${roundId}`, debitTransactionId: `D-${roundId}` });
  }
  return roundId;
}
