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
