import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { ledgerCheck } from '../../test/funding.js';
import { newMember } from '../../test/members.js';
import { statementsOf } from '../../test/round-trips.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { setVendorSecret, vendorCall, type VendorOperation } from '../../test/vendor.js';
import { createLedger, HOUSE_SHARDS } from './ledger.repository.js';

// Round trips of the wallet calls (decision record 035), counted at the database driver: a steady-state
// vendor debit, credit and rollback each send one statement, which is also its whole transaction.
let t: TestApp;
let secret: string;
const VENDOR = 'LOTUS';
const TRANSFER_VENDOR = 'TIGERSTRIKE';
// The player, vendor and game lookups are remembered for a few seconds: the clock stands still here, so the
// calls measured find them remembered however slow the machine is.
const clock = { at: Date.now() };

const call = (op: VendorOperation, body: Record<string, unknown>) =>
  vendorCall(t.app, { vendor: VENDOR, op, body, secret, timestamp: clock.at });

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(t.app.database.db, query);

async function counted(op: VendorOperation, body: Record<string, unknown>) {
  const { result, sent } = await statementsOf(t.app, () => call(op, body));
  return { status: result.statusCode, value: json(result).value, sent };
}

beforeAll(async () => {
  // A still clock would hold every request in one rate-limit window: limits are not what is measured.
  t = await createTestApp({ now: () => new Date(clock.at), rateLimit: false });
  secret = await setVendorSecret(t.app, VENDOR);
});
afterAll(async () => t.close());

describe('vendor wallet calls', () => {
  it('debit, credit and rollback each send one statement in steady state, with the right answers', async () => {
    const p = await newMember(t.app, { prefix: 'rt', funds: 100 });
    const playerId = String(p.id);
    const game = { playerId, gameCode: 'lotus-fortune' };
    // A point rate for the game's type, so that the credit earns points inside its one statement.
    const [type] = await rows<{ game_type: string }>(
      sql`select coalesce((select game_type from games where vendor_code = ${VENDOR}
            and game_code = 'lotus-fortune' limit 1), (select category from game_vendors
            where code = ${VENDOR} limit 1)) as game_type`,
    );
    await t.app.database.db.execute(
      sql`insert into point_rates (merchant_id, game_type, points, per)
          select merchant_id, ${type!.game_type}, 3, 1000 from members where id = ${p.id}
          on conflict (merchant_id, game_type) do update set points = 3, per = 1000`,
    );
    // The first round reads and remembers the player, the vendor, the game and the house shard.
    expect(
      (await call('debit', { ...game, roundId: `rt0-${p.id}`, transactionId: `rt0d-${p.id}`, amount: 1 }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call('credit', {
          ...game,
          roundId: `rt0-${p.id}`,
          transactionId: `rt0c-${p.id}`,
          debitTransactionId: `rt0d-${p.id}`,
          amount: 0,
        })
      ).statusCode,
    ).toBe(200);
    const pointsBefore = Number(
      (await rows<{ p: string }>(sql`select points_balance as p from members where id = ${p.id}`))[0]!.p,
    );

    const round = `rt1-${p.id}`;
    const debit = await counted('debit', {
      ...game,
      roundId: round,
      transactionId: `${round}-d`,
      amount: 20,
    });
    expect(debit.status).toBe(200);
    expect(debit.value).toMatchObject({ playerId, balance: 79, transactionId: `${round}-d` });
    expect(debit.sent).toEqual([
      expect.stringMatching(/^select replay_kind, answer from wallet_vendor_debit\(/),
    ]);

    const credit = await counted('credit', {
      ...game,
      roundId: round,
      transactionId: `${round}-c`,
      debitTransactionId: `${round}-d`,
      amount: 35.5,
    });
    expect(credit.status).toBe(200);
    expect(credit.value).toMatchObject({ playerId, balance: 114.5, transactionId: `${round}-c` });
    expect(credit.sent).toEqual([
      expect.stringMatching(/^select replay_kind, answer from wallet_vendor_credit\(/),
    ]);
    // 20.00 staked at 3 points per 10.00: 6 points, earned by the same statement.
    const [after] = await rows<{ p: string; status: string; payout: string }>(
      sql`select m.points_balance as p, g.status, g.payout::text from members m
          join game_rounds g on g.member_id = m.id where m.id = ${p.id} and g.round_id = ${round}`,
    );
    expect(Number(after!.p) - pointsBefore).toBe(6);
    expect(after).toMatchObject({ status: 'settled', payout: '3550' });

    const second = `rt2-${p.id}`;
    expect(
      (await counted('debit', { ...game, roundId: second, transactionId: `${second}-d`, amount: 4.5 })).sent,
    ).toHaveLength(1);
    const rollback = await counted('rollback', {
      ...game,
      roundId: second,
      transactionId: `${second}-b`,
      debitTransactionId: `${second}-d`,
    });
    expect(rollback.status).toBe(200);
    expect(rollback.value).toMatchObject({ playerId, balance: 114.5 });
    expect(rollback.sent).toEqual([
      expect.stringMatching(/^select replay_kind, answer from wallet_vendor_rollback\(/),
    ]);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('answers a replay and refuses a stake above the balance in one statement each, moving nothing', async () => {
    const p = await newMember(t.app, { prefix: 'rt', funds: 10 });
    const game = { playerId: String(p.id), gameCode: 'lucky-dice' };
    const round = `rr-${p.id}`;
    const body = { ...game, roundId: round, transactionId: `${round}-d`, amount: 3 };
    const first = await counted('debit', body);
    expect(first.status).toBe(200);
    const replay = await counted('debit', body);
    expect(replay.value).toEqual({ ...first.value, replayed: true });
    expect(replay.sent).toHaveLength(1);
    // More than is left, on the same open round: refused, and the round keeps its stake.
    const short = await counted('debit', {
      ...game,
      roundId: round,
      transactionId: `${round}-x`,
      amount: 7.01,
    });
    expect(short.status).toBe(422);
    expect(short.sent).toHaveLength(1);
    const [counts] = await rows<{ rounds: string; transfers: string }>(
      sql`select (select count(*) from game_rounds where member_id = ${p.id}) as rounds,
                 (select count(*) from ledger_transfers x join accounts a on a.id = x.debit_account_id
                   where a.member_id = ${p.id}) as transfers`,
    );
    expect(Number(counts!.rounds)).toBe(1);
    const [stake] = await rows<{ stake: string }>(
      sql`select stake::text from game_rounds where round_id = ${round}`,
    );
    expect(stake!.stake).toBe('300');
    expect(Number(counts!.transfers)).toBe(1);
  });

  it('spreads 32 players with neighbouring ids over 32 house shards', async () => {
    expect(HOUSE_SHARDS).toBeGreaterThanOrEqual(32);
    const players = [];
    for (let i = 0; i < 32; i += 1) players.push(await newMember(t.app, { prefix: 'sh', funds: 5 }));
    const answers = await Promise.all(
      players.map((p) =>
        call('debit', {
          playerId: String(p.id),
          gameCode: 'lotus-fortune',
          roundId: `sh-${p.id}`,
          transactionId: `sh-${p.id}`,
          amount: 1,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 200));
    const [houses] = await rows<{ n: string }>(
      sql`select count(distinct x.credit_account_id) as n from ledger_transfers x
          where x.idempotency_key like ${`vendor:${VENDOR}:sh-%`}`,
    );
    // Registered one after another, their ids are neighbours: each takes a shard of its own.
    const ids = players.map((p) => p.id).sort((a, b) => a - b);
    expect(ids[31]! - ids[0]!).toBeLessThan(HOUSE_SHARDS);
    expect(Number(houses!.n)).toBe(32);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});

describe('ledger transfers', () => {
  it('are one statement: the member wallets found by it, the short side refused with nothing written', async () => {
    const p = await newMember(t.app, { prefix: 'lt', funds: 50 });
    const ledger = createLedger(t.app.database.db);
    const [brand] = await rows<{ merchant_id: number }>(
      sql`select merchant_id from members where id = ${p.id}`,
    );
    const merchantId = Number(brand!.merchant_id);
    const move = (amount: bigint, key: string) =>
      ledger.transfer(t.app.database.db, {
        merchantId,
        debitWallet: { memberId: p.id, walletCode: 'MAIN' },
        creditWallet: { memberId: p.id, walletCode: TRANSFER_VENDOR },
        amount,
        kind: 'transfer',
        reference: `MAIN->${TRANSFER_VENDOR}`,
        idempotencyKey: key,
      });
    const done = await statementsOf(t.app, () => move(1_500n, `lt:${p.id}:1`));
    expect(done.sent).toEqual([expect.stringMatching(/^select \* from ledger_transfer\(/)]);
    expect(done.result).toMatchObject({
      amount: 1_500n,
      debitBalanceAfter: 3_500n,
      creditBalanceAfter: 1_500n,
    });
    await expect(move(3_501n, `lt:${p.id}:2`)).rejects.toMatchObject({ statusCode: 422 });
    await expect(move(10n, `lt:${p.id}:1`)).rejects.toThrow(/already exists/);
    const wallets = await rows<{ wallet_code: string; balance: string }>(
      sql`select wallet_code, balance::text from accounts where member_id = ${p.id} order by wallet_code`,
    );
    expect(wallets).toEqual([
      { wallet_code: 'MAIN', balance: '3500' },
      { wallet_code: TRANSFER_VENDOR, balance: '1500' },
    ]);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('move money between the main wallet and a sub-wallet with one statement for the transfer itself', async () => {
    const p = await newMember(t.app, { prefix: 'lt', funds: 30 });
    const payload = { from: 'MAIN', to: TRANSFER_VENDOR, amount: 12, requestId: randomUUID() };
    const send = () =>
      t.app.inject({ method: 'POST', url: API.walletTransfer, headers: { authorization: p.token }, payload });
    const first = await statementsOf(t.app, send);
    expect(first.result.statusCode, first.result.body).toBe(200);
    const moving = first.sent.filter((s) => /^(BEGIN|COMMIT)$/i.test(s) || /ledger_transfer\(/.test(s));
    expect(moving).toEqual([expect.stringMatching(/^select \* from ledger_transfer\(/)]);
    // A replay answers the first transfer; the key refuses the second movement.
    const again = await send();
    expect(json(again).value).toMatchObject({ moved: 12, transfers: 1 });
    const [main] = await rows<{ balance: string }>(
      sql`select balance::text from accounts where member_id = ${p.id} and wallet_code = 'MAIN'`,
    );
    expect(main!.balance).toBe('1800');
  });
});
