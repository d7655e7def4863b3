import {
  ADMIN_API,
  API,
  LOTTERY_ADMIN_ERRORS,
  LOTTERY_ERRORS,
  type LotteryBetInput,
} from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, type Transport } from '../../commands/admin/cli.js';
import { ledgerCheck } from '../../test/funding.js';
import {
  balanceOf,
  createLotteryTestApp,
  openNumero,
  placeSlip,
  refusalOf,
  runDraws,
  runSettlement,
  slipBody,
  type LotteryTestApp,
} from '../../test/lottery.js';
import { newMember, type TestMember } from '../../test/members.js';
import { json } from '../../test/test-app.js';
import { playRound, setVendorSecret } from '../../test/vendor.js';
import { DEFAULT_PAYTABLES, settleBet } from './engine/bets/index.js';
import { drawFor } from './engine/draws/index.js';
import type { DrawResult, VnResult } from './engine/types.js';

// The operators' side on the real database: a feed game's result entered (and every refusal), a drawn
// result corrected with its bets settled again by the difference through new transfers (a member who cannot
// cover a reversal keeps a shortfall, never a negative balance), a numero cancelled with every bet refunded,
// each with its audit row, and the same through `npm run admin`.

let t: LotteryTestApp;
let ip = 0;

beforeAll(async () => {
  t = await createLotteryTestApp();
});
afterAll(async () => t.close());

async function operatorToken(username: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: ADMIN_API.adminLogin,
    headers: { merchant: 'demo' },
    payload: { username, password: 'Lotus2026' },
    remoteAddress: `10.7.0.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value.token as string;
}

const path = (template: string, gameCode: string, numero: string) =>
  template.replace(':gameCode', gameCode).replace(':numero', numero);

function operatorCall(token: string, method: 'PUT' | 'POST', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { merchant: 'demo', authorization: token }, payload });
}

const digit = (d: number, multiple = 1): LotteryBetInput => ({
  betType: 'd5.position',
  selection: { position: 1, digits: [d] },
  unitPrice: 10,
  multiple,
});

const audits = (event: string) =>
  t.rows(sql`select detail from audit_log where event = ${event} order by id`);

describe('operators and the lottery', () => {
  it('cancels a numero without a result and refunds every bet on it through the rollback', async () => {
    const a = await newMember(t.app, { prefix: 'oc', funds: 100 });
    const b = await newMember(t.app, { prefix: 'oc', funds: 100 });
    const open = await openNumero(t.app, a.token, 'fast-1m');
    expect((await placeSlip(t.app, a.token, slipBody('fast-1m', open.numero, [digit(1)]))).statusCode).toBe(
      200,
    );
    const chase = await placeSlip(
      t.app,
      b.token,
      slipBody('fast-1m', open.numero, [digit(2)], { chase: { numeros: 2, winStop: false } }),
    );
    expect(chase.statusCode).toBe(200);
    const support = await operatorToken('support01');
    const url = path(ADMIN_API.adminLotteryCancel, 'fast-1m', open.numero);
    expect(refusalOf(await operatorCall(support, 'POST', url, { note: 'test' })).status).toBe(403);
    const owner = await operatorToken('admin');
    expect(refusalOf(await operatorCall(owner, 'POST', url, {})).status).toBe(400);
    const res = await operatorCall(owner, 'POST', url, { note: 'the draw machine failed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({
      numero: { status: 'cancelled', bets: 2, stake: 20 },
      done: 2,
      left: 0,
    });
    expect(await balanceOf(t.app, a.id)).toBe(10_000n);
    // b's chase goes on to its second numero.
    expect(await balanceOf(t.app, b.id)).toBe(9_000n);
    const tickets = await t.rows(
      sql`select status from lottery_tickets where member_id = ${b.id} order by seq`,
    );
    expect(tickets.map((r) => r.status)).toEqual(['refunded', 'open']);
    const again = await placeSlip(t.app, a.token, slipBody('fast-1m', open.numero, [digit(1)]));
    expect(refusalOf(again)).toMatchObject({ status: 422, errorCode: LOTTERY_ERRORS.numeroClosed });
    expect(refusalOf(await operatorCall(owner, 'POST', url, { note: 'again' }))).toMatchObject({
      status: 409,
      errorCode: LOTTERY_ADMIN_ERRORS.numeroState,
    });
    expect((await audits('lottery.numero.cancel')).at(-1)?.detail).toMatchObject({
      game: 'fast-1m',
      numero: open.numero,
      note: 'the draw machine failed',
    });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('corrects a drawn result: the difference paid or taken back by new transfers, never below zero', async () => {
    const members: TestMember[] = [];
    for (let i = 0; i < 3; i++) members.push(await newMember(t.app, { prefix: 'oc', funds: 100 }));
    const [winner, loser, spender] = members as [TestMember, TestMember, TestMember];
    // The numero the test before cancelled is left behind.
    t.advance(60_000);
    const open = await openNumero(t.app, winner.token, 'fast-1m');
    // Every digit but one: the winner's bet wins whatever the draw; the loser holds the one left out.
    const [row] = await t.rows(
      sql`select n.server_seed from lottery_numeros n join lottery_games g on g.id = n.game_id
          where g.code = 'fast-1m' and n.numero = ${open.numero}`,
    );
    expect(row?.server_seed).toBeTruthy();
    const drawn = drawFor({ kind: 'digits5' }, String(row!.server_seed), 'fast-1m', open.numero) as {
      digits: number[];
    };
    const first = drawn.digits[0]!;
    const other = (first + 1) % 10;
    for (const [m, d] of [
      [winner, first],
      [loser, other],
      [spender, first],
    ] as const)
      expect((await placeSlip(t.app, m.token, slipBody('fast-1m', open.numero, [digit(d)]))).statusCode).toBe(
        200,
      );
    t.setNow(new Date(new Date(open.drawAt).getTime() + 1_000));
    await runDraws(t.app);
    await runSettlement(t.app);
    // A win of 10.00 x 9.50 = 95.00 each; the spender then stakes nearly all of it elsewhere.
    expect(await balanceOf(t.app, winner.id)).toBe(10_000n - 1_000n + 9_500n);
    const lotus = await setVendorSecret(t.app, 'LOTUS');
    await playRound(t.app, {
      vendor: 'LOTUS',
      secret: lotus,
      memberId: spender.id,
      stake: 160,
      end: 'open',
      timestamp: () => t.now().getTime(),
    });
    expect(await balanceOf(t.app, spender.id)).toBe(2_500n);

    const owner = await operatorToken('finance01');
    const corrected: DrawResult = { kind: 'digits5', digits: [other, ...drawn.digits.slice(1)] };
    const url = path(ADMIN_API.adminLotteryCorrection, 'fast-1m', open.numero);
    const res = await operatorCall(owner, 'POST', url, { result: corrected, note: 'first digit misread' });
    expect(res.statusCode, res.body).toBe(200);
    // Four tickets: the three above and the second of the chase placed in the test before.
    expect(json(res).value).toMatchObject({
      numero: { status: 'settled', corrections: 1 },
      done: 4,
      left: 0,
    });
    expect(await balanceOf(t.app, winner.id)).toBe(9_000n);
    expect(await balanceOf(t.app, loser.id)).toBe(9_000n + 9_500n);
    // The spender held 25.00 of the 95.00 to take back: 25.00 taken, 70.00 short, the balance at zero.
    expect(await balanceOf(t.app, spender.id)).toBe(0n);
    const tickets = await t.rows(
      sql`select member_id, payout::text, shortfall::text, result_version from lottery_tickets
          where member_id in (${winner.id}, ${loser.id}, ${spender.id}) order by member_id`,
    );
    expect(tickets).toEqual([
      { member_id: winner.id, payout: '0', shortfall: '0', result_version: 1 },
      { member_id: loser.id, payout: '9500', shortfall: '0', result_version: 1 },
      { member_id: spender.id, payout: '0', shortfall: '7000', result_version: 1 },
    ]);
    const transfers = await t.rows(
      sql`select t.amount::text from ledger_transfers t
          join accounts d on d.id = t.debit_account_id join accounts c on c.id = t.credit_account_id
          where t.kind = 'correction' and t.reference like ${`ELOTT:${open.numero}-%`}
            and (d.member_id in (${winner.id}, ${loser.id}, ${spender.id})
              or c.member_id in (${winner.id}, ${loser.id}, ${spender.id}))
          order by t.id`,
    );
    expect(transfers.map((x) => x.amount).sort()).toEqual(['2500', '9500', '9500']);
    const rounds = await t.rows(
      sql`select member_id, payout::text from game_rounds where member_id in (${winner.id}, ${loser.id}, ${spender.id})
          and vendor_code = 'ELOTT' order by member_id`,
    );
    expect(rounds.map((r) => r.payout)).toEqual(['0', '9500', '7000']);
    expect((await audits('lottery.result.correct')).at(-1)?.detail).toMatchObject({
      game: 'fast-1m',
      before: drawn,
      after: corrected,
      correction: 1,
      note: 'first digit misread',
    });
    expect(refusalOf(await operatorCall(owner, 'POST', url, { result: corrected }))).toMatchObject({
      status: 409,
      errorCode: LOTTERY_ADMIN_ERRORS.numeroState,
    });

    // Corrected back: each gets the difference again; the spender's shortfall is given back, not paid twice.
    const back = await operatorCall(owner, 'POST', url, {
      result: drawn,
      note: 'the first reading was right',
    });
    expect(json(back).value).toMatchObject({ numero: { corrections: 2 }, done: 4, left: 0 });
    expect(await balanceOf(t.app, winner.id)).toBe(18_500n);
    expect(await balanceOf(t.app, loser.id)).toBe(9_000n);
    expect(await balanceOf(t.app, spender.id)).toBe(2_500n);
    const detail = await t.app.inject({
      method: 'GET',
      url: path(API.lotteryNumero, 'fast-1m', open.numero),
      headers: { merchant: 'demo' },
    });
    expect(json(detail).value).toMatchObject({ corrections: 2, verified: true });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('does the same through npm run admin', async () => {
    const transport =
      (app: FastifyInstance): Transport =>
      async (request) => {
        const res = await app.inject({
          method: request.method,
          url: request.path,
          headers: request.headers,
          ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
        });
        return { status: res.statusCode, body: res.json<unknown>() };
      };
    const cli = async (argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runAdminCli([...argv, '--user', 'admin', '--password', 'Lotus2026'], {
        transportFor: () => transport(t.app),
        env: { port: 3000 },
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    };
    const listed = await cli(['lottery-numeros', '--game', 'fast-1m', '--status', 'settled']);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toMatch(/fast-1m +\d{8}-\d{4} +settled +\S+ +(\d ){4}\d +4 +40\.00/);
    const usage = await cli(['lottery-correct', 'fast-1m', '20300101-0001']);
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(/lottery-correct needs --result/);
    const open = await openNumero(t.app, (await newMember(t.app)).token, 'fast-3m');
    const cancelled = await cli(['lottery-cancel', 'fast-3m', open.numero, '--note', 'test run']);
    expect(cancelled.code, cancelled.err).toBe(0);
    expect(cancelled.out).toMatch(new RegExp(`Cancelled fast-3m ${open.numero}: now cancelled`));
    const refused = await cli(['lottery-cancel', 'fast-3m', open.numero, '--note', 'again']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/409 lottery\.numero\.state/);
  });
  it("enters a feed game's result after its draw time, refusing a wrong shape, and settles its bets", async () => {
    const m = await newMember(t.app, { prefix: 'oc', funds: 100 });
    const open = await openNumero(t.app, m.token, 'vn-north');
    const bets: LotteryBetInput[] = [
      { betType: 'vn.lo2', selection: { numbers: ['07', '38'] }, unitPrice: 1, multiple: 10 },
      { betType: 'vn.de', selection: { numbers: ['38'] }, unitPrice: 1, multiple: 1 },
      { betType: 'vn.parlay2', selection: { numbers: ['07', '38', '99'] }, unitPrice: 1, multiple: 1 },
    ];
    expect((await placeSlip(t.app, m.token, slipBody('vn-north', open.numero, bets))).statusCode).toBe(200);
    const board: VnResult = {
      kind: 'vn',
      region: 'north',
      prizes: [
        { rank: 'special', numbers: ['12338'] },
        { rank: 'first', numbers: ['45607'] },
        { rank: 'second', numbers: ['11111', '22207'] },
        { rank: 'third', numbers: ['33333', '44444', '55555', '66666', '77777', '88888'] },
        { rank: 'fourth', numbers: ['1234', '2345', '3456', '4567'] },
        { rank: 'fifth', numbers: ['5678', '6789', '7890', '8901', '9012', '0123'] },
        { rank: 'sixth', numbers: ['135', '246', '357'] },
        { rank: 'seventh', numbers: ['10', '20', '30', '40'] },
      ],
    };
    const url = path(ADMIN_API.adminLotteryResult, 'vn-north', open.numero);
    const early = await operatorCall(await operatorToken('admin'), 'PUT', url, { result: board });
    expect(refusalOf(early)).toMatchObject({ status: 409, errorCode: LOTTERY_ADMIN_ERRORS.numeroState });
    expect(refusalOf(early).message).toMatch(/can be entered after/);

    t.setNow(new Date(new Date(open.drawAt).getTime() + 60_000));
    await runDraws(t.app);
    const owner = await operatorToken('admin');
    expect(
      refusalOf(await operatorCall(await operatorToken('support01'), 'PUT', url, { result: board })).status,
    ).toBe(403);
    const wrong = await operatorCall(owner, 'PUT', url, { result: { ...board, region: 'south' } });
    expect(refusalOf(wrong)).toMatchObject({ status: 400, errorCode: LOTTERY_ADMIN_ERRORS.resultInvalid });
    const short = await operatorCall(owner, 'PUT', url, {
      result: { ...board, prizes: board.prizes.slice(1) },
    });
    expect(refusalOf(short).message).toMatch(/^result: a north board has 8 prize ranks; got 7/);
    const digits = await operatorCall(owner, 'PUT', url, {
      result: { ...board, prizes: [{ rank: 'special', numbers: ['1233'] }, ...board.prizes.slice(1)] },
    });
    expect(refusalOf(digits).message).toMatch(/special prize's numbers have 5 digits; got '1233'/);
    const house = await operatorCall(
      owner,
      'PUT',
      path(ADMIN_API.adminLotteryResult, 'fast-1m', '20300101-0001'),
      {
        result: board,
      },
    );
    expect(refusalOf(house).status).toBe(404);

    const res = await operatorCall(owner, 'PUT', url, { result: board, note: 'from the official results' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({
      numero: { status: 'settled', source: 'feed' },
      done: 1,
      left: 0,
    });
    let payout = 0n;
    for (const bet of bets) {
      const settled = settleBet(bet.betType, bet.selection, board, DEFAULT_PAYTABLES.Lott);
      if (!settled.ok) throw new Error(settled.refusal.message);
      payout += (BigInt(settled.settlement.payout) * 100n * BigInt(bet.multiple)) / 100n;
    }
    // lo 07 (twice) and 38 (once) at 3.59, de 38 at 97, parlay 07+38 at 17.67.
    expect(payout).toBe(10n * 3n * 359n + 9_700n + 1_767n);
    // Stakes: lo 2 numbers x 10, de 1, parlay C(3, 2) = 3 units: 24.00.
    expect(await balanceOf(t.app, m.id)).toBe(10_000n - 2_400n + payout);
    expect(refusalOf(await operatorCall(owner, 'PUT', url, { result: board })).status).toBe(409);
    expect((await audits('lottery.result.enter')).at(-1)?.detail).toMatchObject({
      game: 'vn-north',
      numero: open.numero,
      note: 'from the official results',
    });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});
