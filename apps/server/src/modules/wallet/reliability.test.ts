import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { newMember } from '../../test/members.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { setVendorSecret, vendorCall, type VendorOperation } from '../../test/vendor.js';
import { rowsOf } from '../../db/rows.js';

// The ledger under concurrency and against a model (issue: wallet ledger; DESIGN.md section 5).
let t: TestApp;
let secret: string;
const SEAMLESS = 'LOTUS';
/** A vendor of the demo brand that plays on its own sub-wallet (transfer mode). */
const TRANSFER_VENDOR = 'TIGERSTRIKE';

const call = (op: VendorOperation, body: Record<string, unknown>) =>
  vendorCall(t.app, { vendor: SEAMLESS, op, body, secret });

async function newPlayer(amount = 0) {
  const { id, token } = await newMember(t.app, { prefix: 'rl', funds: amount });
  return { id, playerId: String(id), token };
}

async function wallets(token: string): Promise<Record<string, number>> {
  const value = json(
    await t.app.inject({ method: 'GET', url: API.balance, headers: { authorization: token } }),
  ).value;
  return Object.fromEntries(
    (value.wallets as { walletCode: string; balance: number }[]).map((w) => [w.walletCode, w.balance]),
  );
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: string }>(t.app.database.db, query))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  secret = await setVendorSecret(t.app, SEAMLESS);
});
afterAll(async () => t.close());

describe('concurrent debits', () => {
  it('1,000 debits of 1.00 on a wallet funded with exactly 100: 100 accepted, 900 refused, never negative', async () => {
    const p = await newPlayer(100);
    const round = `race-${p.id}`;
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        call('debit', {
          playerId: p.playerId,
          transactionId: `race-${p.id}-${i}`,
          roundId: round,
          gameCode: 'lotus-fortune',
          amount: 1,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(100);
    expect(codes.filter((c) => c === 422)).toHaveLength(900);
    expect((await wallets(p.token)).MAIN).toBe(0);
    expect(
      await count(sql`select count(*) as n from ledger_transfers t join accounts a on a.id = t.debit_account_id
                      where a.member_id = ${p.id} and t.kind = 'bet'`),
    ).toBe(100);
    const [stake] = await rowsOf<{ stake: string }>(
      t.app.database.db,
      sql`select stake::text from game_rounds where round_id = ${round}`,
    );
    expect(stake?.stake).toBe('10000');
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  }, 180_000);

  it('each transaction id moves money once while the original and its replays race', async () => {
    const p = await newPlayer(500);
    const keys = Array.from({ length: 20 }, (_, i) => `idem-${p.id}-${i}`);
    const answers = await Promise.all(
      keys.flatMap((key, i) =>
        Array.from({ length: 5 }, () =>
          call('debit', {
            playerId: p.playerId,
            transactionId: key,
            roundId: `idem-r-${p.id}-${i}`,
            gameCode: `idem-${i}`,
            amount: 2,
          }),
        ),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const key of keys)
      expect(
        await count(
          sql`select count(*) as n from ledger_transfers where idempotency_key = ${`vendor:${SEAMLESS}:${key}`}`,
        ),
        key,
      ).toBe(1);
    expect((await wallets(p.token)).MAIN).toBe(460);
    expect(answers.filter((a) => !json(a).value.replayed)).toHaveLength(20);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  }, 120_000);

  it('replays of one debit racing each other give one transfer and the same answer', async () => {
    const p = await newPlayer(50);
    const body = {
      playerId: p.playerId,
      transactionId: `same-${p.id}`,
      roundId: `same-r-${p.id}`,
      gameCode: 'lucky-dice',
      amount: 7,
    };
    const answers = await Promise.all(Array.from({ length: 25 }, () => call('debit', body)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const balances = new Set(answers.map((a) => json(a).value.balance as number));
    expect([...balances]).toEqual([43]);
    expect(answers.filter((a) => !json(a).value.replayed)).toHaveLength(1);
    expect((await wallets(p.token)).MAIN).toBe(43);
  });
});

describe('the ledger against a model', () => {
  type Op =
    | { kind: 'deposit'; amount: number }
    | { kind: 'bet'; amount: number }
    | { kind: 'win'; round: number; amount: number }
    | { kind: 'rollback'; round: number }
    | { kind: 'transfer'; amount: number }
    | { kind: 'recall' };
  const cents = fc.integer({ min: 1, max: 5_000 }).map((c) => c / 100);
  const op: fc.Arbitrary<Op> = fc.oneof(
    cents.map((amount) => ({ kind: 'deposit' as const, amount })),
    cents.map((amount) => ({ kind: 'bet' as const, amount })),
    fc.record({
      kind: fc.constant('win' as const),
      round: fc.nat(9),
      amount: fc.integer({ min: 0, max: 9_000 }).map((c) => c / 100),
    }),
    fc.record({ kind: fc.constant('rollback' as const), round: fc.nat(9) }),
    cents.map((amount) => ({ kind: 'transfer' as const, amount })),
    fc.constant({ kind: 'recall' as const }),
  );

  it('gives the balances and rounds of the model, and a clean ledger check, after every sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 18 }), async (ops) => {
        const p = await newPlayer();
        // Model, in cents.
        let main = 0;
        let sub = 0;
        const rounds: {
          id: string;
          debit: string;
          stake: number;
          payout: number;
          status: 'open' | 'settled' | 'void';
        }[] = [];
        for (const [i, o] of ops.entries()) {
          const c = (major: number) => Math.round(major * 100);
          if (o.kind === 'deposit') {
            await fundMember(t.app, p.id, o.amount);
            main += c(o.amount);
          } else if (o.kind === 'bet') {
            const id = `m-${p.id}-${i}`;
            const res = await call('debit', {
              playerId: p.playerId,
              transactionId: `d-${id}`,
              roundId: id,
              gameCode: `g-${id}`,
              amount: o.amount,
            });
            if (c(o.amount) <= main) {
              expect(res.statusCode).toBe(200);
              main -= c(o.amount);
              rounds.push({ id, debit: `d-${id}`, stake: c(o.amount), payout: 0, status: 'open' });
            } else expect(res.statusCode).toBe(422);
          } else if (o.kind === 'win' || o.kind === 'rollback') {
            const r = rounds[o.round % Math.max(1, rounds.length)];
            if (!r) continue;
            if (o.kind === 'win') {
              const res = await call('credit', {
                playerId: p.playerId,
                transactionId: `c-${r.id}-${i}`,
                debitTransactionId: r.debit,
                roundId: r.id,
                gameCode: `g-${r.id}`,
                amount: o.amount,
              });
              if (r.status === 'open') {
                expect(res.statusCode).toBe(200);
                main += c(o.amount);
                r.payout = c(o.amount);
                r.status = 'settled';
              } else expect(res.statusCode).toBe(409);
            } else {
              const res = await call('rollback', {
                playerId: p.playerId,
                transactionId: `r-${r.id}-${i}`,
                debitTransactionId: r.debit,
                roundId: r.id,
                gameCode: `g-${r.id}`,
              });
              if (r.status === 'settled') expect(res.statusCode).toBe(409);
              else {
                expect(res.statusCode).toBe(200);
                if (r.status === 'open') {
                  main += r.stake;
                  r.stake = 0;
                  r.status = 'void';
                }
              }
            }
          } else if (o.kind === 'transfer') {
            const res = await t.app.inject({
              method: 'POST',
              url: API.walletTransfer,
              headers: { authorization: p.token },
              payload: { from: 'MAIN', to: TRANSFER_VENDOR, amount: o.amount, requestId: randomUUID() },
            });
            if (c(o.amount) <= main) {
              expect(res.statusCode).toBe(200);
              main -= c(o.amount);
              sub += c(o.amount);
            } else expect(res.statusCode).toBe(422);
          } else {
            const res = await t.app.inject({
              method: 'POST',
              url: API.walletTransfer,
              headers: { authorization: p.token },
              payload: { recallAll: true },
            });
            expect(res.statusCode).toBe(200);
            expect(json(res).value.moved).toBe(sub / 100);
            main += sub;
            sub = 0;
          }
        }
        const w = await wallets(p.token);
        expect(Math.round((w.MAIN ?? 0) * 100)).toBe(main);
        expect(Math.round((w[TRANSFER_VENDOR] ?? 0) * 100)).toBe(sub);
        const stored = await rowsOf<{ round_id: string; stake: string; payout: string; status: string }>(
          t.app.database.db,
          sql`select round_id, stake::text, payout::text, status from game_rounds where member_id = ${p.id} order by id`,
        );
        expect(
          stored.map((s) => ({
            id: s.round_id,
            stake: Number(s.stake),
            payout: Number(s.payout),
            status: s.status,
          })),
        ).toEqual(rounds.map((r) => ({ id: r.id, stake: r.stake, payout: r.payout, status: r.status })));
        expect((await ledgerCheck(t.app)).problems).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});

describe('the reconciliation', () => {
  it('reports a balance that does not match its transfers', async () => {
    const p = await newPlayer(10);
    const db = t.app.database.db;
    await db.execute(sql`update accounts set balance = balance + 1 where member_id = ${p.id}`);
    const report = await ledgerCheck(t.app);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toMatch(/balance 1001 but credits - debits = 1000/);
    expect(report.problems.join('\n')).toMatch(/brand demo: balances sum to 1, not 0/);
    await db.execute(sql`update accounts set balance = balance - 1 where member_id = ${p.id}`);
    expect((await ledgerCheck(t.app)).ok).toBe(true);
  });
});
