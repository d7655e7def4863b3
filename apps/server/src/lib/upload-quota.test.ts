import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotions } from '../db/schema.js';
import {
  PNG,
  addBankAccount,
  detailUrl,
  financeOperator,
  formBody,
  newMember,
  withdraw,
  PAY_PASSWORD,
  type TestMember,
} from '../test/withdrawal-kit.js';
import { fundMember } from '../test/funding.js';
import { createTestApp, json, type TestApp } from '../test/test-app.js';
import { rowsOf } from '../db/rows.js';
import { UPLOAD_QUOTA } from './uploads.js';

// A member's uploads are bounded: per day (429) and in all (422), whichever form they come through.
let t: TestApp;
const ids: Record<string, number> = {};
const DAY_MS = 24 * 3_600_000;

const promoDir = () => path.join(t.outboxDir, 'uploads', 'promotions');
const files = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** Earlier uploads of a member, as if made `agoMs` before now. */
async function uploaded(m: TestMember, n: number, bytes: number, agoMs = 60_000) {
  await t.app.database.db.execute(
    sql`insert into member_uploads (merchant_id, member_id, purpose, name, bytes, created_at)
        select ${m.merchantId}, ${m.id}, 'promotion', 'earlier.png', ${bytes}, now() - ${`${agoMs} milliseconds`}::interval
        from generate_series(1, ${n})`,
  );
}

const used = async (m: TestMember) =>
  Number(
    (
      await rowsOf<{ n: string }>(
        t.app.database.db,
        sql`select count(*) as n from member_uploads where member_id = ${m.id}`,
      )
    )[0]!.n,
  );

const applications = async (m: TestMember) =>
  Number(
    (
      await rowsOf<{ n: string }>(
        t.app.database.db,
        sql`select count(*) as n from promotion_applications where member_id = ${m.id}`,
      )
    )[0]!.n,
  );

async function apply(m: TestMember, promotion: string, images = 1) {
  const { payload, contentType } = await formBody([
    ['remark', 'my proof'],
    ...Array.from(
      { length: images },
      (_, i) => ['images', { name: `p${i}.png`, bytes: PNG }] as [string, { name: string; bytes: Buffer }],
    ),
  ]);
  return t.app.inject({
    method: 'POST',
    url: API.promotionApply.replace(':id', String(ids[promotion])),
    payload,
    headers: { 'content-type': contentType, authorization: m.token },
  });
}

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 10_000, rateLimit: false });
  const rows = await t.app.database.db
    .select({ id: promotions.id, imageUrl: promotions.imageUrl })
    .from(promotions);
  for (const r of rows) ids[path.basename(r.imageUrl, '.svg')] = r.id;
});
afterAll(async () => t.close());

describe('promotion applications', () => {
  it('count each image against the member', async () => {
    const m = await newMember(t.app);
    const res = await apply(m, 'slot-cashback', 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(await used(m)).toBe(2);
  });

  it("over the day's count: 429 with Retry-After, no application, no file kept", async () => {
    const m = await newMember(t.app);
    await uploaded(m, UPLOAD_QUOTA.perDayFiles - 1, 1_000, 3_600_000);
    const before = files(promoDir()).length;
    const res = await apply(m, 'slot-cashback', 2);
    expect(res.statusCode).toBe(429);
    expect(json(res).errorCode).toBe(ERROR_CODES.uploadQuotaDaily);
    expect(json(res).message).toMatch(/a day/);
    // The oldest upload of the day is an hour old: the next one fits in about 23 hours.
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(22 * 3600);
    expect(retry).toBeLessThanOrEqual(23 * 3600 + 60);
    expect(await applications(m)).toBe(0);
    expect(await used(m)).toBe(UPLOAD_QUOTA.perDayFiles - 1);
    expect(files(promoDir()).length).toBe(before);
    // One image still fits.
    expect((await apply(m, 'slot-cashback', 1)).statusCode).toBe(200);
  });

  it("over the day's bytes: 429", async () => {
    const m = await newMember(t.app);
    await uploaded(m, 1, UPLOAD_QUOTA.perDayBytes - 10);
    const res = await apply(m, 'slot-cashback', 1);
    expect(res.statusCode).toBe(429);
    expect(json(res).errorCode).toBe(ERROR_CODES.uploadQuotaDaily);
  });

  it('uploads older than a day do not count for the day, but do in all (422 once full)', async () => {
    const m = await newMember(t.app);
    await uploaded(m, UPLOAD_QUOTA.perDayFiles, 1_000, 2 * DAY_MS);
    expect((await apply(m, 'slot-cashback', 1)).statusCode).toBe(200);
    const full = await newMember(t.app);
    await uploaded(full, UPLOAD_QUOTA.totalFiles, 1_000, 3 * DAY_MS);
    const res = await apply(full, 'slot-cashback', 1);
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe(ERROR_CODES.uploadQuotaTotal);
    expect(await applications(full)).toBe(0);
  });

  it('applications sent at once are counted one by one: no more than the quota gets through', async () => {
    const m = await newMember(t.app);
    await uploaded(m, UPLOAD_QUOTA.perDayFiles - 1, 1_000);
    const promos = Object.keys(ids).filter((k) => ['slot-cashback', 'sports-first-bet'].includes(k));
    const answers = await Promise.all(promos.map((p) => apply(m, p, 1)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 429]);
    expect(await used(m)).toBe(UPLOAD_QUOTA.perDayFiles);
    expect(await applications(m)).toBe(1);
  });
});

describe('withdrawal proofs', () => {
  it('count too: over the quota the proof is refused and the order stays paid', async () => {
    const m = await newMember(t.app);
    await fundMember(t.app, m.id, 1_000);
    const bank = await addBankAccount(t.app, m);
    const res = await withdraw(t.app, m, {
      amount: 200,
      bankAccountId: bank,
      paymentPassword: PAY_PASSWORD,
      requestId: `quota-${m.id}-req`,
    });
    const id = json(res).value.withdrawal.id as number;
    const finance = await financeOperator(t.app, m.merchantId);
    await t.app.operatorQueues.get('withdrawals')!.approve(finance, id, null);
    await uploaded(m, UPLOAD_QUOTA.perDayFiles, 1_000);
    const { payload, contentType } = await formBody([
      ['receivedAmount', '0'],
      ['proof', { name: 'statement.png', bytes: PNG }],
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: detailUrl(API.withdrawalNotReceived, id),
      payload,
      headers: { authorization: m.token, 'content-type': contentType },
    });
    expect(refused.statusCode).toBe(429);
    expect(json(refused).errorCode).toBe(ERROR_CODES.uploadQuotaDaily);
    const detail = await t.app.inject({
      method: 'GET',
      url: detailUrl(API.withdrawalDetail, id),
      headers: { authorization: m.token },
    });
    expect(json(detail).value.status).toBe('paid');
    expect(files(path.join(t.outboxDir, 'uploads', 'withdrawals'))).toEqual([]);
  });
});
