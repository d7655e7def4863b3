import { API, type LotteryBetInput } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../test/funding.js';
import {
  balanceOf,
  createLotteryTestApp,
  openNumero,
  placeSlip,
  runDraws,
  runSettlement,
  slipBody,
  type LotteryTestApp,
} from '../../test/lottery.js';
import { newMember, type TestMember } from '../../test/members.js';
import { json } from '../../test/test-app.js';
import { setVendorSecret, vendorCall } from '../../test/vendor.js';
import { DEFAULT_PAYTABLES, settleBet } from './engine/bets/index.js';
import type { DrawResult } from './engine/types.js';

// Settlement on the real database: a house numero drawn from its committed seed, every bet paid exactly what
// the engine's rule and the Elott paytable make of the result, each round credited once through the wallet's
// credit whatever runs meet (two at once, a run that failed half-way, a credit already made), a chase that
// stops after a win, and the records, popular games and ledger that follow.

let t: LotteryTestApp;

beforeAll(async () => {
  t = await createLotteryTestApp();
});
afterAll(async () => t.close());

const sureWin: LotteryBetInput = {
  betType: 'd5.position',
  selection: { position: 1, digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
  unitPrice: 1,
  multiple: 2,
};
const mixed: LotteryBetInput[] = [
  sureWin,
  { betType: 'd5.sum.bigSmall', selection: { side: 'big' }, unitPrice: 5, multiple: 3 },
  { betType: 'd5.position.oddEven', selection: { position: 5, side: 'even' }, unitPrice: 2, multiple: 1 },
  {
    betType: 'd5.three.group6',
    selection: { part: 'back', digits: [0, 2, 4, 6, 8] },
    unitPrice: 1,
    multiple: 1,
  },
  {
    betType: 'd5.two.straight',
    selection: {
      part: 'front',
      digits: [
        [1, 2, 3],
        [4, 5],
      ],
    },
    unitPrice: 1,
    multiple: 4,
  },
  { betType: 'd5.sum', selection: { sums: [20, 21, 22, 23, 24, 25] }, unitPrice: 2, multiple: 1 },
];

/** Moves the clock past the open numero's draw and runs both jobs until it is settled. */
async function drawAndSettle(numero: { drawAt: string }) {
  t.setNow(new Date(new Date(numero.drawAt).getTime() + 1_000));
  await runDraws(t.app);
  await runSettlement(t.app);
}

const numeroRow = async (numero: string) =>
  (
    await t.rows(
      sql`select n.* from lottery_numeros n join lottery_games g on g.id = n.game_id
          where g.code = 'fast-1m' and n.numero = ${numero}`,
    )
  )[0]!;

async function bettors(n: number, funds = 1_000): Promise<TestMember[]> {
  const out: TestMember[] = [];
  for (let i = 0; i < n; i++) out.push(await newMember(t.app, { prefix: 'ls', funds }));
  return out;
}

describe('settling a drawn numero', () => {
  it("pays every bet exactly what the engine's rule makes of the drawn result, one credit per round", async () => {
    const members = await bettors(3);
    const open = await openNumero(t.app, members[0]!.token, 'fast-1m');
    for (const m of members) {
      const res = await placeSlip(t.app, m.token, slipBody('fast-1m', open.numero, mixed));
      expect(res.statusCode, res.body).toBe(200);
    }
    await drawAndSettle(open);
    const row = await numeroRow(open.numero);
    expect(row.status).toBe('settled');
    const result = row.result as DrawResult;
    expect(result.kind).toBe('digits5');

    const bets = await t.rows(
      sql`select b.*, t.member_id as owner from lottery_bets b join lottery_tickets t on t.id = b.ticket_id
          where t.numero_id = ${row.id} order by b.id`,
    );
    expect(bets).toHaveLength(3 * mixed.length);
    let won = false;
    for (const bet of bets) {
      const settled = settleBet(String(bet.bet_type), bet.selection, result, DEFAULT_PAYTABLES.Elott);
      if (!settled.ok) throw new Error(settled.refusal.message);
      const expected =
        (BigInt(settled.settlement.payout) * BigInt(bet.unit_price) * BigInt(bet.multiple)) / 100n;
      expect(BigInt(bet.payout), String(bet.bet_type)).toBe(expected);
      expect(bet.status).toBe(settled.settlement.wins > 0 ? 'won' : 'lost');
      if (bet.bet_type === 'd5.position') won ||= bet.status === 'won';
    }
    expect(won).toBe(true);
    for (const m of members) {
      const own = bets.filter((b) => Number(b.owner) === m.id);
      const stake = own.reduce((s, b) => s + BigInt(b.amount), 0n);
      const payout = own.reduce((s, b) => s + BigInt(b.payout), 0n);
      expect(await balanceOf(t.app, m.id)).toBe(100_000n - stake + payout);
      const rounds = await t.rows(
        sql`select status, stake::text, payout::text, valid_bet::text from game_rounds where member_id = ${m.id}`,
      );
      expect(rounds).toEqual([
        { status: 'settled', stake: String(stake), payout: String(payout), valid_bet: String(stake) },
      ]);
      const credits = await t.rows(
        sql`select count(*)::int as n from vendor_transactions where member_id = ${m.id} and kind = 'credit'`,
      );
      expect(credits[0]?.n).toBe(1);
    }

    // The seed is published with the result, and the draw verifies.
    const detail = await t.app.inject({
      method: 'GET',
      url: API.lotteryNumero.replace(':gameCode', 'fast-1m').replace(':numero', open.numero),
      headers: { merchant: 'demo' },
    });
    expect(json(detail).value).toMatchObject({
      status: 'settled',
      serverSeed: row.server_seed,
      seedHash: row.seed_hash,
      clientSeed: `fast-1m:${open.numero}`,
      nonce: 0,
      verified: true,
      result,
    });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('shows lottery rounds in the betting record and the popular games like any game', async () => {
    const [m] = await bettors(1);
    const open = await openNumero(t.app, m!.token, 'fast-1m');
    await placeSlip(t.app, m!.token, slipBody('fast-1m', open.numero, [sureWin]));
    await drawAndSettle(open);
    const record = await t.app.inject({
      method: 'GET',
      url: `${API.bettingRecord}?gameType=ELOTT`,
      headers: { merchant: 'demo', authorization: m!.token },
    });
    expect(json(record).value.list).toMatchObject([
      {
        vendor: 'ELOTT',
        gameCode: 'fast-1m',
        gameName: 'Lotus 1-Minute Lotto',
        stake: 20,
        status: 'settled',
      },
    ]);
    const popular = await t.app.inject({ method: 'GET', url: `${API.popularGames}?count=50` });
    expect(popular.json().list.map((g: { gameCode: string }) => g.gameCode)).toContain('fast-1m');
  });

  it('pays each round once when two settlement runs meet', async () => {
    const members = await bettors(6);
    const open = await openNumero(t.app, members[0]!.token, 'fast-1m');
    for (const m of members)
      for (let i = 0; i < 3; i++)
        expect(
          (await placeSlip(t.app, m.token, slipBody('fast-1m', open.numero, [sureWin]))).statusCode,
        ).toBe(200);
    t.setNow(new Date(new Date(open.drawAt).getTime() + 1_000));
    await runDraws(t.app);
    await Promise.all([runSettlement(t.app), runSettlement(t.app), runSettlement(t.app)]);
    const row = await numeroRow(open.numero);
    expect(row.status).toBe('settled');
    const [credits] = await t.rows(
      sql`select count(*)::int as n, count(distinct transaction_id)::int as distinct_ids from vendor_transactions
          where kind = 'credit' and round_id in (select r.id from game_rounds r
            where r.round_id like ${`${open.numero}-%`} and r.vendor_code = 'ELOTT')`,
    );
    expect(credits).toEqual({ n: 18, distinct_ids: 18 });
    // Each member: three stakes of 20.00, each ticket won 2 x 9.50 = 19.00.
    for (const m of members) expect(await balanceOf(t.app, m.id)).toBe(100_000n - 3n * 2_000n + 3n * 1_900n);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('pays each round once after a run that stopped half-way or a credit already made', async () => {
    const members = await bettors(4);
    const open = await openNumero(t.app, members[0]!.token, 'fast-1m');
    for (const m of members)
      expect((await placeSlip(t.app, m.token, slipBody('fast-1m', open.numero, [sureWin]))).statusCode).toBe(
        200,
      );
    const tickets = await t.rows<{ id: number; member_id: number }>(
      sql`select t.id::int, t.member_id from lottery_tickets t join lottery_numeros n on n.id = t.numero_id
          where n.numero = ${open.numero} and t.member_id in (${sql.join(
            members.map((m) => sql`${m.id}`),
            sql`, `,
          )}) order by t.id`,
    );
    t.setNow(new Date(new Date(open.drawAt).getTime() + 1_000));
    await runDraws(t.app);

    // A run that fails at its last ticket writes nothing of its batch.
    const last = tickets[tickets.length - 1]!.id;
    await t.rows(
      sql.raw(`create function lottery_stop_run() returns trigger language plpgsql as $$
        begin if new.id = ${last} and new.status = 'settled' then raise exception 'stopped'; end if; return new; end $$`),
    );
    await t.rows(
      sql.raw(
        'create trigger lottery_stop_run before update on lottery_tickets for each row execute function lottery_stop_run()',
      ),
    );
    try {
      await runSettlement(t.app);
    } finally {
      await t.rows(sql.raw('drop trigger lottery_stop_run on lottery_tickets'));
      await t.rows(sql.raw('drop function lottery_stop_run()'));
    }
    const afterStop = await t.rows(
      sql`select count(*)::int as n from lottery_tickets where id in (${sql.join(
        tickets.map((x) => sql`${x.id}`),
        sql`, `,
      )}) and status = 'open'`,
    );
    expect(afterStop[0]?.n).toBe(4);

    // Another process paid the first ticket's round through the wallet and stopped before recording it.
    const secret = await setVendorSecret(t.app, 'ELOTT');
    const first = tickets[0]!;
    const roundId = `${open.numero}-${first.id}`;
    const paid = await vendorCall(t.app, {
      vendor: 'ELOTT',
      op: 'credit',
      secret,
      timestamp: t.now().getTime(),
      body: {
        playerId: String(first.member_id),
        transactionId: `${roundId}-win`,
        debitTransactionId: `${roundId}-bet`,
        roundId,
        gameCode: 'fast-1m',
        amount: 19,
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    await runSettlement(t.app);
    expect((await numeroRow(open.numero)).status).toBe('settled');
    for (const m of members) expect(await balanceOf(t.app, m.id)).toBe(100_000n - 2_000n + 1_900n);
    const [credits] = await t.rows(
      sql`select count(*)::int as n from vendor_transactions v where kind = 'credit'
          and member_id in (${sql.join(
            members.map((m) => sql`${m.id}`),
            sql`, `,
          )})`,
    );
    expect(credits?.n).toBe(4);
    const settled = await t.rows(
      sql`select status, payout::text from lottery_tickets where id = ${first.id}`,
    );
    expect(settled).toEqual([{ status: 'settled', payout: '1900' }]);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it("stops a chase with winStop after its first win and refunds its later numeros' tickets", async () => {
    const [stopper, goer] = await bettors(2);
    const open = await openNumero(t.app, stopper!.token, 'fast-1m');
    const chase = (m: TestMember, winStop: boolean) =>
      placeSlip(
        t.app,
        m.token,
        slipBody('fast-1m', open.numero, [sureWin], { chase: { numeros: 4, winStop } }),
      );
    const stopped = json(await chase(stopper!, true)).value;
    const going = json(await chase(goer!, false)).value;
    expect(stopped.bets).toHaveLength(4);
    await drawAndSettle(open);
    // The win stopped the chase; the next run refunded the three tickets of numeros still open.
    await runSettlement(t.app);
    const [state] = await t.rows(sql`select status from lottery_chases where id = ${stopped.chaseId}`);
    expect(state?.status).toBe('won');
    const tickets = await t.rows(
      sql`select status, payout::text from lottery_tickets where chase_id = ${stopped.chaseId} order by seq`,
    );
    expect(tickets).toEqual([
      { status: 'settled', payout: '1900' },
      { status: 'refunded', payout: '2000' },
      { status: 'refunded', payout: '2000' },
      { status: 'refunded', payout: '2000' },
    ]);
    expect(await balanceOf(t.app, stopper!.id)).toBe(100_000n - 2_000n + 1_900n);
    const goers = await t.rows(
      sql`select status from lottery_tickets where chase_id = ${going.chaseId} order by seq`,
    );
    expect(goers.map((r) => r.status)).toEqual(['settled', 'open', 'open', 'open']);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});
