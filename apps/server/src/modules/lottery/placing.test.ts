import { API, LOTTERY_ERRORS } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../test/funding.js';
import {
  balanceOf,
  createLotteryTestApp,
  nextSeq,
  openNumero,
  placeSlip,
  refusalOf,
  runSettlement,
  slipBody,
  walletTrace,
  type LotteryTestApp,
} from '../../test/lottery.js';
import { newMember } from '../../test/members.js';
import { otherBrand } from '../../test/reward-fixtures.js';
import { json } from '../../test/test-app.js';

// Placing slips on the real database: each bet priced by the engine, one wallet round per numero debited
// through the signed vendor wallet API, every limit at its edge, the cut-off to the millisecond, a slip all
// or nothing, the request id's replay, chases and their cancellation, and the ledger clean after.

let t: LotteryTestApp;

beforeAll(async () => {
  t = await createLotteryTestApp();
  // Limits small enough to meet: fast-3m's liability cap per number, fast-5m's daily limit.
  await t.rows(sql`update lottery_games set liability_cap = 19000 where code = 'fast-3m'`);
  await t.rows(sql`update lottery_games set daily_limit = 5000 where code = 'fast-5m'`);
});
afterAll(async () => t.close());

const bettor = (funds = 1_000) => newMember(t.app, { prefix: 'lt', funds });

describe('placing a slip', () => {
  it('places slips sharing numbers at once, each in its own order of bets, without one waiting on another in a circle', async () => {
    const members = await Promise.all(Array.from({ length: 12 }, () => bettor()));
    const open = await openNumero(t.app, members[0]!.token, 'fast-1m');
    const bets = [1, 2, 3, 4, 5].map((position) => ({
      betType: 'd5.position',
      selection: { position, digits: [0, 5, 9] },
      unitPrice: 1,
      multiple: 1,
    }));
    // Each slip names the same numbers, rotated: their liability rows are met in as many orders.
    const answers = await Promise.all(
      members.map((m, i) =>
        placeSlip(
          t.app,
          m.token,
          slipBody('fast-1m', open.numero, [...bets.slice(i % 5), ...bets.slice(0, i % 5)]),
        ),
      ),
    );
    expect(answers.map((a) => [a.statusCode, a.statusCode === 200 ? '' : a.body])).toEqual(
      members.map(() => [200, '']),
    );
    const [row] = await t.rows(
      sql`select x.amount::text as amount from lottery_exposure x join lottery_numeros n on n.id = x.numero_id
           join lottery_games g on g.id = n.game_id
          where g.code = 'fast-1m' and n.numero = ${open.numero} and x.key = 'd5.position:3:5'`,
    );
    // Twelve slips, each with one unit on digit 5 at position 3: twelve times one unit's return.
    expect(Number(row?.amount)).toBeGreaterThan(0);
    expect(Number(row?.amount) % 12).toBe(0);
  });

  it('prices each bet by the engine and debits the slip as one round of the vendor wallet', async () => {
    const m = await bettor();
    const open = await openNumero(t.app, m.token, 'fast-1m');
    expect(open.numero).toMatch(/^\d{8}-\d{4}$/);
    const res = await placeSlip(
      t.app,
      m.token,
      slipBody('fast-1m', open.numero, [
        { betType: 'd5.position', selection: { position: 1, digits: [3, 1, 2] }, unitPrice: 2, multiple: 3 },
        { betType: 'd5.sum.bigSmall', selection: { side: 'big' }, unitPrice: 1, multiple: 5 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const placed = json(res).value;
    expect(placed).toMatchObject({ chaseId: null, totalAmount: 23, balance: 977 });
    expect(placed.bets).toMatchObject([
      {
        gameCode: 'fast-1m',
        gameName: 'Lotus 1-Minute Lotto',
        numero: open.numero,
        betType: 'd5.position',
        selection: { position: 1, digits: [1, 2, 3] },
        units: 3,
        unitPrice: 2,
        multiple: 3,
        amount: 18,
        status: 'open',
        payout: 0,
        settledAt: null,
      },
      { betType: 'd5.sum.bigSmall', units: 1, amount: 5, status: 'open' },
    ]);
    expect(await walletTrace(t.app, m.id)).toEqual({ tickets: 1, bets: 2, rounds: 1, calls: 1 });
    const [round] = await t.rows(
      sql`select round_id, stake::text, status, game_code, game_type, game_name from game_rounds where member_id = ${m.id}`,
    );
    expect(round).toMatchObject({
      stake: '2300',
      status: 'open',
      game_code: 'fast-1m',
      game_type: 'ELOTT',
      game_name: 'Lotus 1-Minute Lotto',
    });
    expect(round!.round_id).toMatch(new RegExp(`^${open.numero}-\\d+$`));
    expect(await balanceOf(t.app, m.id)).toBe(97_700n);
    // The member's own list shows them, newest first.
    const mine = await t.app.inject({
      method: 'GET',
      url: `${API.lotteryBets}?gameCode=fast-1m`,
      headers: { merchant: 'demo', authorization: m.token },
    });
    expect(json(mine).value).toMatchObject({
      totalCount: 2,
      list: [{ betType: 'd5.sum.bigSmall' }, { units: 3 }],
    });
  });

  it('names the bet, the rule and what was sent when a selection or bet type is refused', async () => {
    const m = await bettor();
    const { numero } = await openNumero(t.app, m.token, 'fast-1m');
    const bad = await placeSlip(
      t.app,
      m.token,
      slipBody('fast-1m', numero, [
        { betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 1, multiple: 1 },
        { betType: 'd5.position', selection: { position: 6, digits: [1] }, unitPrice: 1, multiple: 1 },
      ]),
    );
    expect(refusalOf(bad)).toMatchObject({ status: 400, errorCode: 'bet.selection.position' });
    expect(refusalOf(bad).message).toMatch(
      /^bets\[1\]\.selection: position takes a position from 1 to 5; got 6/,
    );
    const keno = await placeSlip(
      t.app,
      m.token,
      slipBody('fast-1m', numero, [
        { betType: 'keno.pick3', selection: { numbers: [1, 2, 3] }, unitPrice: 1, multiple: 1 },
      ]),
    );
    expect(refusalOf(keno)).toMatchObject({ status: 400, errorCode: LOTTERY_ERRORS.unknownBetType });
    expect(refusalOf(keno).message).toMatch(/bets\[0\]\.betType: keno\.pick3 is not a bet type of fast-1m/);
    const game = await placeSlip(
      t.app,
      m.token,
      slipBody('fast-9m', numero, [
        { betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 1, multiple: 1 },
      ]),
    );
    expect(refusalOf(game)).toMatchObject({ status: 404, errorCode: LOTTERY_ERRORS.unknownGame });
    expect(await walletTrace(t.app, m.id)).toEqual({ tickets: 0, bets: 0, rounds: 0, calls: 0 });
    expect(await balanceOf(t.app, m.id)).toBe(100_000n);
  });

  it("holds the game's unit prices, largest multiple, liability cap and daily limit at their edges", async () => {
    const m = await bettor(5_000);
    const fast1 = (await openNumero(t.app, m.token, 'fast-1m')).numero;
    const side = (unitPrice: number, multiple: number) => [
      { betType: 'd5.sum.oddEven', selection: { side: 'even' }, unitPrice, multiple },
    ];
    const price = await placeSlip(t.app, m.token, slipBody('fast-1m', fast1, side(3, 1)));
    expect(refusalOf(price)).toMatchObject({ status: 422, errorCode: LOTTERY_ERRORS.stakeLimit });
    expect(refusalOf(price).message).toMatch(/bets\[0\]\.unitPrice: 3\.00 is not a unit price of fast-1m/);
    expect((await placeSlip(t.app, m.token, slipBody('fast-1m', fast1, side(1, 1_000)))).statusCode).toBe(
      200,
    );
    const multiple = await placeSlip(t.app, m.token, slipBody('fast-1m', fast1, side(1, 1_001)));
    expect(refusalOf(multiple)).toMatchObject({ status: 422, errorCode: LOTTERY_ERRORS.stakeLimit });
    expect(refusalOf(multiple).message).toMatch(/multiple: 1001 is above fast-1m's largest multiple, 1000/);

    // fast-3m's cap of 190.00 per number: a digit at 9.50 a unit takes 20 units, not 21.
    const fast3 = (await openNumero(t.app, m.token, 'fast-3m')).numero;
    const digit = (multiple: number) => [
      { betType: 'd5.position', selection: { position: 1, digits: [7] }, unitPrice: 1, multiple },
    ];
    expect((await placeSlip(t.app, m.token, slipBody('fast-3m', fast3, digit(10)))).statusCode).toBe(200);
    expect((await placeSlip(t.app, m.token, slipBody('fast-3m', fast3, digit(10)))).statusCode).toBe(200);
    const over = await placeSlip(t.app, m.token, slipBody('fast-3m', fast3, digit(1)));
    expect(refusalOf(over)).toMatchObject({ status: 422, errorCode: LOTTERY_ERRORS.liabilityLimit });
    expect(refusalOf(over).message).toMatch(/d5\.position:1:7 .* cap of 190\.00 on numero/);
    const [exposure] = await t.rows<{ amount: string }>(
      sql`select amount::text from lottery_exposure where key = 'd5.position:1:7'`,
    );
    expect(exposure?.amount).toBe('19000');
    const another = {
      betType: 'd5.position',
      selection: { position: 1, digits: [8] },
      unitPrice: 1,
      multiple: 1,
    };
    expect((await placeSlip(t.app, m.token, slipBody('fast-3m', fast3, [another]))).statusCode).toBe(200);

    // fast-5m's daily limit of 50.00: 30 and 20 pass, one more unit does not.
    const fast5 = (await openNumero(t.app, m.token, 'fast-5m')).numero;
    expect((await placeSlip(t.app, m.token, slipBody('fast-5m', fast5, side(10, 3)))).statusCode).toBe(200);
    expect((await placeSlip(t.app, m.token, slipBody('fast-5m', fast5, side(20, 1)))).statusCode).toBe(200);
    const daily = await placeSlip(t.app, m.token, slipBody('fast-5m', fast5, side(1, 1)));
    expect(refusalOf(daily)).toMatchObject({ status: 422, errorCode: LOTTERY_ERRORS.dailyLimit });
    expect(refusalOf(daily).message).toMatch(/51\.00, above its daily limit of 50\.00/);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('places nothing of a slip that is refused in part, or that the balance does not cover', async () => {
    const m = await bettor(10);
    const { numero } = await openNumero(t.app, m.token, 'fast-1m');
    const good = { betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 5, multiple: 1 };
    const half = await placeSlip(
      t.app,
      m.token,
      slipBody('fast-1m', numero, [
        good,
        { betType: 'd5.sum', selection: { sums: [46] }, unitPrice: 1, multiple: 1 },
      ]),
    );
    expect(refusalOf(half)).toMatchObject({ status: 400, errorCode: 'bet.selection.number' });
    const short = await placeSlip(t.app, m.token, slipBody('fast-1m', numero, [good, good, good]));
    expect(refusalOf(short)).toMatchObject({ status: 422, errorCode: LOTTERY_ERRORS.insufficient });
    // A chase of three numeros at 5.00 each: the balance of 10.00 covers two; nothing is debited.
    const chase = await placeSlip(
      t.app,
      m.token,
      slipBody('fast-1m', numero, [good], { chase: { numeros: 3, winStop: false } }),
    );
    expect(refusalOf(chase)).toMatchObject({ status: 422, errorCode: LOTTERY_ERRORS.insufficient });
    expect(await walletTrace(t.app, m.id)).toEqual({ tickets: 0, bets: 0, rounds: 0, calls: 0 });
    const [left] = await t.rows(sql`select count(*)::int as n from lottery_chases where member_id = ${m.id}`);
    expect(left?.n).toBe(0);
    expect(await balanceOf(t.app, m.id)).toBe(1_000n);
  });

  it('answers a retried slip with its first answer, and refuses its request id for another slip', async () => {
    const m = await bettor();
    const { numero } = await openNumero(t.app, m.token, 'fast-1m');
    const body = slipBody('fast-1m', numero, [
      {
        betType: 'd5.position.bigSmall',
        selection: { position: 2, side: 'small' },
        unitPrice: 10,
        multiple: 2,
      },
    ]);
    const first = await placeSlip(t.app, m.token, body);
    const [again, together] = await Promise.all([
      placeSlip(t.app, m.token, body),
      placeSlip(t.app, m.token, body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(together.json()).toEqual(first.json());
    expect(await walletTrace(t.app, m.id)).toEqual({ tickets: 1, bets: 1, rounds: 1, calls: 1 });
    expect(await balanceOf(t.app, m.id)).toBe(98_000n);
    const other = await placeSlip(t.app, m.token, { ...body, bets: [{ ...body.bets[0]!, multiple: 3 }] });
    expect(refusalOf(other)).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });
    expect(refusalOf(other).message).toMatch(/^requestId:/);
  });

  it('places a chase on the next numeros, each debited, and cancels what has not closed', async () => {
    const m = await bettor();
    const { numero } = await openNumero(t.app, m.token, 'fast-1m');
    const res = await placeSlip(
      t.app,
      m.token,
      slipBody(
        'fast-1m',
        numero,
        [{ betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 2, multiple: 1 }],
        {
          chase: { numeros: 3, winStop: false },
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const placed = json(res).value;
    expect(placed.chaseId).toEqual(expect.any(Number));
    expect(placed.bets.map((b: { numero: string }) => b.numero)).toEqual([
      numero,
      nextSeq(numero),
      nextSeq(numero, 2),
    ]);
    expect(placed).toMatchObject({ totalAmount: 6, balance: 994 });
    expect(await walletTrace(t.app, m.id)).toEqual({ tickets: 3, bets: 3, rounds: 3, calls: 3 });

    const cancel = (token: string, id: number, merchant = 'demo') =>
      t.app.inject({
        method: 'POST',
        url: API.lotteryChaseCancel.replace(':id', String(id)),
        headers: { merchant, authorization: token },
      });
    // Another member, another brand's member and a trial account cannot touch it.
    const stranger = await bettor();
    expect(refusalOf(await cancel(stranger.token, placed.chaseId))).toMatchObject({
      status: 404,
      errorCode: LOTTERY_ERRORS.chaseNotFound,
    });
    const brand = await otherBrand(t.app, 'lottery-other');
    const outsider = await newMember(t.app, { prefix: 'lo', merchant: brand });
    expect(refusalOf(await cancel(outsider.token, placed.chaseId, brand))).toMatchObject({
      status: 404,
      errorCode: LOTTERY_ERRORS.chaseNotFound,
    });
    const foreign = await placeSlip(
      t.app,
      outsider.token,
      slipBody('fast-1m', numero, [
        { betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 2, multiple: 1 },
      ]),
      brand,
    );
    expect(refusalOf(foreign)).toMatchObject({ status: 404, errorCode: LOTTERY_ERRORS.unknownGame });
    const trial = json(await t.app.inject({ method: 'POST', url: API.freePlay, payload: { platform: 'W' } }))
      .value.token as string;
    expect(refusalOf(await cancel(trial, placed.chaseId)).status).toBe(403);
    const cancelled = await cancel(m.token, placed.chaseId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(json(cancelled).value).toEqual({ chaseId: placed.chaseId, refunded: 3, balance: 1_000 });
    expect(await balanceOf(t.app, m.id)).toBe(100_000n);
    const rounds = await t.rows(sql`select status from game_rounds where member_id = ${m.id}`);
    expect(rounds.map((r) => r.status)).toEqual(['void', 'void', 'void']);
    const [chase] = await t.rows(sql`select status from lottery_chases where id = ${placed.chaseId}`);
    expect(chase?.status).toBe('cancelled');
    expect(refusalOf(await cancel(m.token, placed.chaseId)).status).toBe(404);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('closes a numero at its cut-off to the millisecond of the server clock', async () => {
    const m = await bettor();
    const open = await openNumero(t.app, m.token, 'fast-1m');
    const bet = [{ betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 1, multiple: 1 }];
    const closesAt = new Date(open.closesAt).getTime();
    const before = t.now();
    try {
      t.setNow(new Date(closesAt - 1));
      expect((await placeSlip(t.app, m.token, slipBody('fast-1m', open.numero, bet))).statusCode).toBe(200);
      t.setNow(new Date(closesAt));
      const at = await placeSlip(t.app, m.token, slipBody('fast-1m', open.numero, bet));
      expect(refusalOf(at)).toMatchObject({ status: 422, errorCode: LOTTERY_ERRORS.numeroClosed });
      t.setNow(new Date(closesAt + 1));
      const after = await placeSlip(t.app, m.token, slipBody('fast-1m', open.numero, bet));
      expect(refusalOf(after)).toMatchObject({ status: 422, errorCode: LOTTERY_ERRORS.numeroClosed });
      expect(refusalOf(after).message).toMatch(/not taking bets now/);
      // The next numero took over at the cut-off.
      expect((await openNumero(t.app, m.token, 'fast-1m')).numero).toBe(nextSeq(open.numero));
    } finally {
      t.setNow(before);
    }
    expect(await walletTrace(t.app, m.id)).toMatchObject({ tickets: 1, calls: 1 });
  });

  it('takes back a placement that stopped half-way: its debit barred, its rows gone', async () => {
    const m = await bettor();
    const { numero } = await openNumero(t.app, m.token, 'fast-1m');
    const body = slipBody('fast-1m', numero, [
      { betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 5, multiple: 1 },
    ]);
    // The wallet cannot be reached for this member: the debit fails, and so does its rollback.
    await t.rows(
      sql.raw(`create function lottery_no_wallet() returns trigger language plpgsql as $$
        begin if new.member_id = ${m.id} then raise exception 'wallet away'; end if; return new; end $$`),
    );
    await t.rows(
      sql.raw(
        'create trigger lottery_no_wallet before insert on vendor_transactions for each row execute function lottery_no_wallet()',
      ),
    );
    let failed;
    try {
      failed = await placeSlip(t.app, m.token, body);
    } finally {
      await t.rows(sql.raw('drop trigger lottery_no_wallet on vendor_transactions'));
      await t.rows(sql.raw('drop function lottery_no_wallet()'));
    }
    expect(failed.statusCode).toBe(503);
    expect(await walletTrace(t.app, m.id)).toEqual({ tickets: 1, bets: 1, rounds: 0, calls: 0 });
    const retry = await placeSlip(t.app, m.token, body);
    expect(refusalOf(retry)).toMatchObject({ status: 409, errorCode: 'idempotency.conflict' });

    const before = t.now();
    try {
      t.advance(61_000);
      await runSettlement(t.app);
    } finally {
      t.setNow(before);
    }
    // The rollback was recorded (a debit arriving late is refused) and nothing of the slip is left.
    expect(await walletTrace(t.app, m.id)).toEqual({ tickets: 0, bets: 0, rounds: 0, calls: 1 });
    expect(await balanceOf(t.app, m.id)).toBe(100_000n);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('refuses trial accounts and callers without a session', async () => {
    const trial = await t.app.inject({ method: 'POST', url: API.freePlay, payload: { platform: 'W' } });
    const token = json(trial).value.token as string;
    const { numero } = await openNumero(t.app, (await bettor()).token, 'fast-1m');
    const body = slipBody('fast-1m', numero, [
      { betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 1, multiple: 1 },
    ]);
    expect(refusalOf(await placeSlip(t.app, token, body)).status).toBe(403);
    expect(refusalOf(await placeSlip(t.app, '', body)).status).toBe(401);
  });
});
