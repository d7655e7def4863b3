import { API, ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, DEMO_PASSWORD, defaultSettings, seedBrand } from '../../seed/brands.js';
import { ledgerCheck } from '../../test/funding.js';
import { newMember } from '../../test/members.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { memberIdOf, setVendorSecret, vendorCall, type VendorOperation } from '../../test/vendor.js';
import { rowsOf } from '../../db/rows.js';

let t: TestApp;
let secret: string;
const VENDOR = 'LOTUS';
const OTHER_BRAND = 'vendor-other';

const call = (
  op: VendorOperation,
  body: Record<string, unknown>,
  extra: Partial<Parameters<typeof vendorCall>[1]> = {},
) => vendorCall(t.app, { vendor: VENDOR, op, body, secret, ...extra });

async function newPlayer(amount = 0): Promise<{ id: number; playerId: string; token: string }> {
  const { id, token } = await newMember(t.app, { prefix: 'vw', funds: amount });
  return { id, playerId: String(id), token };
}

async function balanceOf(token: string): Promise<number> {
  return json(await t.app.inject({ method: 'GET', url: API.balance, headers: { authorization: token } }))
    .value.sumBalance as number;
}

const transfersCount = async () =>
  Number(
    (await rowsOf<{ n: string }>(t.app.database.db, sql`select count(*) as n from ledger_transfers`))[0]!.n,
  );

const round = async (roundId: string) =>
  (
    await rowsOf<{ status: string; stake: string; payout: string; valid_bet: string; detail: unknown }>(
      t.app.database.db,
      sql`select status, stake::text, payout::text, valid_bet::text, detail from game_rounds where round_id = ${roundId}`,
    )
  )[0];

let seq = 0;
const ids = () => {
  seq += 1;
  return {
    roundId: `r-${seq}-${Date.now()}`,
    debitId: `d-${seq}-${Date.now()}`,
    creditId: `c-${seq}-${Date.now()}`,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  secret = await setVendorSecret(t.app, VENDOR);
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: OTHER_BRAND,
    name: 'Other Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [{ username: 'stranger1', password: DEMO_PASSWORD, nickname: 'Stranger', type: 0 }],
    content: [],
  });
});
afterAll(async () => t.close());

describe('vendor wallet signatures', () => {
  it('refuses a missing, wrong or stale signature, and an unknown vendor, moving nothing', async () => {
    const p = await newPlayer(50);
    const before = await transfersCount();
    const body = {
      playerId: p.playerId,
      transactionId: 'sig-1',
      roundId: 'sig-r1',
      gameCode: 'lotus-fortune',
      amount: 1,
    };
    const noHeaders = await t.app.inject({
      method: 'POST',
      url: `/vendor/${VENDOR}/wallet/debit`,
      payload: body,
      headers: { merchant: 'demo' },
    });
    expect(noHeaders.statusCode).toBe(401);
    expect(json(noHeaders).errorCode).toBe(ERROR_CODES.signatureInvalid);

    const wrong = await call('debit', body, { secret: 'f'.repeat(64) });
    expect(wrong.statusCode).toBe(401);
    expect(json(wrong).errorCode).toBe(ERROR_CODES.signatureInvalid);

    const stale = await call('debit', body, { timestamp: Date.now() - 10 * 60_000 });
    expect(stale.statusCode).toBe(401);
    expect(json(stale).errorCode).toBe(ERROR_CODES.signatureStale);

    const unknown = await vendorCall(t.app, { vendor: 'NOPE', op: 'debit', body, secret });
    expect(unknown.statusCode).toBe(401);
    expect(json(unknown).errorCode).toBe(ERROR_CODES.vendorUnknown);

    // The body the signature covers is the one checked: a changed amount breaks it.
    const raw = JSON.stringify(body);
    const ts = String(Date.now());
    const { signVendorBody } = await import('../../lib/vendor-signature.js');
    const tampered = await t.app.inject({
      method: 'POST',
      url: `/vendor/${VENDOR}/wallet/debit`,
      payload: JSON.stringify({ ...body, amount: 40 }),
      headers: {
        'content-type': 'application/json',
        merchant: 'demo',
        'x-vendor-timestamp': ts,
        'x-vendor-signature': signVendorBody(secret, ts, raw),
      },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await transfersCount()).toBe(before);
    expect(await balanceOf(p.token)).toBe(50);
  });

  it("refuses another brand's player and a brand that gave the vendor no key", async () => {
    const strangerId = await memberIdOf(t.app, 'stranger1', OTHER_BRAND);
    const res = await call('balance', { playerId: String(strangerId) });
    expect(res.statusCode).toBe(404);
    expect(json(res).errorCode).toBe(ERROR_CODES.playerUnknown);
    const other = await call('balance', { playerId: String(strangerId) }, { merchant: OTHER_BRAND });
    expect(other.statusCode).toBe(401);
  });
});

describe('vendor wallet rounds', () => {
  it('takes a stake, pays the win, settles the round with its detail and earns points', async () => {
    const p = await newPlayer(100);
    const { roundId, debitId, creditId } = ids();
    const debit = await call('debit', {
      playerId: p.playerId,
      transactionId: debitId,
      roundId,
      gameCode: 'lotus-fortune',
      amount: 12.5,
    });
    expect(debit.statusCode).toBe(200);
    expect(json(debit).value).toMatchObject({ balance: 87.5, transactionId: debitId });
    expect(await round(roundId)).toMatchObject({ status: 'open', stake: '1250' });

    const credit = await call('credit', {
      playerId: p.playerId,
      transactionId: creditId,
      debitTransactionId: debitId,
      roundId,
      gameCode: 'lotus-fortune',
      amount: 30,
      detail: { engine: 'slot', nonce: 1 },
    });
    expect(credit.statusCode).toBe(200);
    expect(json(credit).value.balance).toBe(117.5);
    expect(await round(roundId)).toMatchObject({
      status: 'settled',
      stake: '1250',
      valid_bet: '1250',
      payout: '3000',
      detail: { engine: 'slot', nonce: 1 },
    });
    expect(await balanceOf(p.token)).toBe(117.5);
    const funds = json(
      await t.app.inject({ method: 'GET', url: API.consolidatedFunds, headers: { authorization: p.token } }),
    ).value;
    expect(funds).toMatchObject({ mainBalance: 117.5, inPlay: 0 });
    const [rate] = await rowsOf<{ points: number; per: string }>(
      t.app.database.db,
      sql`select r.points, r.per from point_rates r join game_rounds g on g.game_type = r.game_type
          and g.merchant_id = r.merchant_id where g.round_id = ${roundId}`,
    );
    if (rate) expect(funds.points).toBe(Math.floor((1250 * rate.points) / Number(rate.per)));
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('refuses a stake above the balance with 422 and creates no round', async () => {
    const p = await newPlayer(5);
    const { roundId, debitId } = ids();
    const before = await transfersCount();
    const res = await call('debit', {
      playerId: p.playerId,
      transactionId: debitId,
      roundId,
      gameCode: 'lucky-dice',
      amount: 5.01,
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe(ERROR_CODES.insufficientFunds);
    expect(await round(roundId)).toBeUndefined();
    expect(await transfersCount()).toBe(before);
    expect(await balanceOf(p.token)).toBe(5);
  });

  it('answers a replay with the stored answer and moves nothing; another kind on the same id is a conflict', async () => {
    const p = await newPlayer(20);
    const { roundId, debitId } = ids();
    const body = { playerId: p.playerId, transactionId: debitId, roundId, gameCode: 'lucky-dice', amount: 2 };
    const first = json(await call('debit', body)).value;
    const again = json(await call('debit', body)).value;
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(p.token)).toBe(18);
    const misuse = await call('credit', { ...body, debitTransactionId: debitId, amount: 1 });
    expect(misuse.statusCode).toBe(409);
    expect(json(misuse).errorCode).toBe(ERROR_CODES.idempotencyConflict);
  });

  it('refuses a credit for an unknown debit or for a debit of another player', async () => {
    const p = await newPlayer(20);
    const q = await newPlayer(20);
    const { roundId, debitId, creditId } = ids();
    const unknown = await call('credit', {
      playerId: p.playerId,
      transactionId: creditId,
      debitTransactionId: 'never-sent',
      roundId,
      gameCode: 'lucky-dice',
      amount: 3,
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorCode).toBe(ERROR_CODES.debitUnknown);
    await call('debit', {
      playerId: q.playerId,
      transactionId: debitId,
      roundId,
      gameCode: 'lucky-dice',
      amount: 1,
    });
    const foreign = await call('credit', {
      playerId: p.playerId,
      transactionId: `${creditId}-x`,
      debitTransactionId: debitId,
      roundId,
      gameCode: 'lucky-dice',
      amount: 3,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await balanceOf(p.token)).toBe(20);
  });

  it('rolls a debit back (round void), acknowledges a rollback that came first and refuses its late debit', async () => {
    const p = await newPlayer(10);
    const a = ids();
    await call('debit', {
      playerId: p.playerId,
      transactionId: a.debitId,
      roundId: a.roundId,
      gameCode: 'ocean-hunter',
      amount: 4,
    });
    const rb = await call('rollback', {
      playerId: p.playerId,
      transactionId: `rb-${a.debitId}`,
      debitTransactionId: a.debitId,
      roundId: a.roundId,
      gameCode: 'ocean-hunter',
    });
    expect(rb.statusCode).toBe(200);
    expect(json(rb).value.balance).toBe(10);
    expect(await round(a.roundId)).toMatchObject({ status: 'void', stake: '0' });
    const payAfter = await call('credit', {
      playerId: p.playerId,
      transactionId: a.creditId,
      debitTransactionId: a.debitId,
      roundId: a.roundId,
      gameCode: 'ocean-hunter',
      amount: 8,
    });
    expect(payAfter.statusCode).toBe(409);

    const b = ids();
    const early = await call('rollback', {
      playerId: p.playerId,
      transactionId: `rb-${b.debitId}`,
      debitTransactionId: b.debitId,
      roundId: b.roundId,
      gameCode: 'ocean-hunter',
    });
    expect(early.statusCode).toBe(200);
    expect(json(early).value.balance).toBe(10);
    const late = await call('debit', {
      playerId: p.playerId,
      transactionId: b.debitId,
      roundId: b.roundId,
      gameCode: 'ocean-hunter',
      amount: 4,
    });
    expect(late.statusCode).toBe(409);
    expect(json(late).errorCode).toBe(ERROR_CODES.debitRolledBack);
    expect(await balanceOf(p.token)).toBe(10);
  });

  it('refuses to roll back a settled round', async () => {
    const p = await newPlayer(10);
    const a = ids();
    await call('debit', {
      playerId: p.playerId,
      transactionId: a.debitId,
      roundId: a.roundId,
      gameCode: 'royal-baccarat',
      amount: 1,
    });
    await call('credit', {
      playerId: p.playerId,
      transactionId: a.creditId,
      debitTransactionId: a.debitId,
      roundId: a.roundId,
      gameCode: 'royal-baccarat',
      amount: 0,
    });
    const rb = await call('rollback', {
      playerId: p.playerId,
      transactionId: `rb-${a.debitId}`,
      debitTransactionId: a.debitId,
      roundId: a.roundId,
      gameCode: 'royal-baccarat',
    });
    expect(rb.statusCode).toBe(409);
    expect(json(rb).errorCode).toBe(ERROR_CODES.roundSettled);
    expect(await balanceOf(p.token)).toBe(9);
  });

  it('keeps one open round per member and game', async () => {
    const p = await newPlayer(10);
    const a = ids();
    const b = ids();
    await call('debit', {
      playerId: p.playerId,
      transactionId: a.debitId,
      roundId: a.roundId,
      gameCode: 'lotus-fortune',
      amount: 1,
    });
    const second = await call('debit', {
      playerId: p.playerId,
      transactionId: b.debitId,
      roundId: b.roundId,
      gameCode: 'lotus-fortune',
      amount: 1,
    });
    expect(second.statusCode).toBe(409);
    expect(json(second).errorCode).toBe(ERROR_CODES.roundOpen);
    expect(await balanceOf(p.token)).toBe(9);
  });

  it('validates bodies: amounts with three decimals, negative or missing fields are 400 and move nothing', async () => {
    const p = await newPlayer(10);
    const a = ids();
    for (const amount of [1.005, -1, 0]) {
      const res = await call('debit', {
        playerId: p.playerId,
        transactionId: a.debitId,
        roundId: a.roundId,
        gameCode: 'x',
        amount,
      });
      expect(res.statusCode, String(amount)).toBe(400);
    }
    const missing = await call('debit', { playerId: p.playerId, amount: 1 });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toMatch(/transactionId/);
    expect(await balanceOf(p.token)).toBe(10);
  });
});

describe('ledger rows', () => {
  it('cannot be updated or deleted: corrections are reversing transfers', async () => {
    const p = await newPlayer(3);
    const db = t.app.database.db;
    await expect(db.execute(sql`update ledger_transfers set amount = amount + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transfers`)).rejects.toThrow();
    expect(await balanceOf(p.token)).toBe(3);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('a member balance can never go below zero, even written directly', async () => {
    const p = await newPlayer(1);
    await expect(
      t.app.database.db.execute(sql`update accounts set balance = -1 where member_id = ${p.id}`),
    ).rejects.toThrow();
  });
});
