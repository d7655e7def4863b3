import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../test/funding.js';
import { newMember } from '../../test/members.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';

// Main wallet <-> vendor sub-wallet transfers, replayed (DESIGN.md section 5).
let t: TestApp;
/** A vendor of the demo brand that plays on its own sub-wallet (transfer mode). */
const VENDOR = 'TIGERSTRIKE';

async function newPlayer(amount = 0) {
  const { id, token } = await newMember(t.app, { prefix: 'wt', funds: amount });
  return { id, token };
}

const transfer = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: API.walletTransfer, headers: { authorization: token }, payload });

async function wallets(token: string): Promise<Record<string, number>> {
  const value = json(
    await t.app.inject({ method: 'GET', url: API.balance, headers: { authorization: token } }),
  ).value;
  return Object.fromEntries(
    (value.wallets as { walletCode: string; balance: number }[]).map((w) => [w.walletCode, w.balance]),
  );
}

const transfersOf = async (memberId: number) =>
  Number(
    (
      await rowsOf<{ n: string }>(
        t.app.database.db,
        sql`select count(*) as n from ledger_transfers x join accounts a on a.id = x.debit_account_id
             where a.member_id = ${memberId} and x.kind = 'transfer'`,
      )
    )[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a transfer replayed under one request id', () => {
  it('moves money into the sub-wallet once while 30 replays race', async () => {
    const p = await newPlayer(100);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        transfer(p.token, { from: 'MAIN', to: VENDOR, amount: 40, requestId }),
      ),
    );
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(json(a).value).toMatchObject({ moved: 40, transfers: 1 });
    }
    expect(await wallets(p.token)).toMatchObject({ MAIN: 60, [VENDOR]: 40 });
    expect(await transfersOf(p.id)).toBe(1);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('moves money back to the main wallet once while 30 replays race', async () => {
    const p = await newPlayer(100);
    const into = await transfer(p.token, { from: 'MAIN', to: VENDOR, amount: 100, requestId: randomUUID() });
    expect(into.statusCode, into.body).toBe(200);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        transfer(p.token, { from: VENDOR, to: 'MAIN', amount: 30, requestId }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await wallets(p.token)).toMatchObject({ MAIN: 30, [VENDOR]: 70 });
    expect(await transfersOf(p.id)).toBe(2);
    // A replay later, after other movements, still answers the first transfer and moves nothing.
    const later = await transfer(p.token, { from: VENDOR, to: 'MAIN', amount: 30, requestId });
    expect(later.statusCode).toBe(200);
    expect(json(later).value).toMatchObject({ moved: 30, transfers: 1 });
    expect(await wallets(p.token)).toMatchObject({ MAIN: 30, [VENDOR]: 70 });
  });

  it('refuses the same request id for another amount or direction (409 naming requestId), moving nothing', async () => {
    const p = await newPlayer(100);
    const requestId = randomUUID();
    expect((await transfer(p.token, { from: 'MAIN', to: VENDOR, amount: 10, requestId })).statusCode).toBe(
      200,
    );
    for (const payload of [
      { from: 'MAIN', to: VENDOR, amount: 11, requestId },
      { from: VENDOR, to: 'MAIN', amount: 10, requestId },
    ]) {
      const res = await transfer(p.token, payload);
      expect(res.statusCode, res.body).toBe(409);
      expect(json(res).errorCode).toBe('idempotency.conflict');
      expect(json(res).value).toEqual({ field: 'requestId' });
      expect(json(res).message).toContain('requestId');
    }
    expect(await wallets(p.token)).toMatchObject({ MAIN: 90, [VENDOR]: 10 });
    expect(await transfersOf(p.id)).toBe(1);
  });

  it('keeps request ids apart per member: another member may use the same id', async () => {
    const [a, b] = [await newPlayer(50), await newPlayer(50)];
    const requestId = randomUUID();
    for (const p of [a, b]) {
      const res = await transfer(p.token, { from: 'MAIN', to: VENDOR, amount: 20, requestId });
      expect(res.statusCode, res.body).toBe(200);
      expect(await wallets(p.token)).toMatchObject({ MAIN: 30, [VENDOR]: 20 });
    }
  });

  it('requires a well-formed request id for a transfer (400 naming requestId), moving nothing', async () => {
    const p = await newPlayer(100);
    for (const requestId of [undefined, 'short', 'x'.repeat(65), 'has space here', '<script>']) {
      const res = await transfer(p.token, { from: 'MAIN', to: VENDOR, amount: 10, requestId });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).message).toContain('requestId');
    }
    expect(await wallets(p.token)).toMatchObject({ MAIN: 100 });
    expect(await transfersOf(p.id)).toBe(0);
  });

  it('recalls every sub-wallet once: replays of the recall move only what is there', async () => {
    const p = await newPlayer(100);
    expect(
      (await transfer(p.token, { from: 'MAIN', to: VENDOR, amount: 60, requestId: randomUUID() })).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => transfer(p.token, { recallAll: true })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers.map((a) => json(a).value.moved).reduce((x: number, y: number) => x + y, 0)).toBe(60);
    expect(await wallets(p.token)).toMatchObject({ MAIN: 100, [VENDOR]: 0 });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});
