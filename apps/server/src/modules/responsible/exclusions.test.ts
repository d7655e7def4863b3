import { randomUUID } from 'node:crypto';
import { ADMIN_API, API, ERROR_CODES, type ExclusionRequest } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelOf, createOrder } from '../../test/deposit-kit.js';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { lotteryStart, openNumero, placeSlip, slipBody } from '../../test/lottery.js';
import { newMember, type TestMember } from '../../test/members.js';
import {
  bookCalls,
  bookToken,
  createBookTestApp,
  fixtureOf,
  pick,
  placeBets,
  upcoming,
  type BookTestApp,
} from '../../test/sportsbook.js';
import { json, login } from '../../test/test-app.js';
import { setVendorSecret, vendorCall } from '../../test/vendor.js';
import {
  addBankAccount,
  newMember as newWithdrawingMember,
  PAY_PASSWORD,
  withdraw,
} from '../../test/withdrawal-kit.js';
import { HOUSE_TOKEN_HEADER } from '../house/house.contracts.js';

// Time-outs and self-exclusions on the real database: every call that moves money to play or to deposit is
// refused (403 `rg.excluded`) and moves nothing, the open game sessions end, the member still signs in to
// withdraw and read its records; an exclusion is never shortened, ended only after its term and a cooling
// day; debits racing the exclusion are decided one after the other with it; broadcasts leave the member out.

let t: BookTestApp;
let secret = '';
/** The app's clock (a lottery-safe minute, up to 35 minutes ahead of the real one near Manila midnight). */
let at = 0;
/** A vendor of the demo brand on its own sub-wallet (transfer mode). */
const TRANSFER_VENDOR = 'TIGERSTRIKE';

beforeAll(async () => {
  at = lotteryStart().getTime();
  t = await createBookTestApp({ now: () => new Date(at), lotteryFeed: null, loginPerMinute: 10_000 });
  secret = await setVendorSecret(t.app, 'LOTUS');
});
afterAll(async () => t?.close());

const auth = (m: Pick<TestMember, 'token'>) => ({ merchant: 'demo', authorization: m.token });
const post = (m: Pick<TestMember, 'token'>, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(m), payload: payload as Record<string, unknown> });
const get = (m: Pick<TestMember, 'token'>, url: string) =>
  t.app.inject({ method: 'GET', url, headers: auth(m) });

const exclude = (m: TestMember, body: ExclusionRequest) => post(m, API.responsibleExclusion, body);

function expectExcluded(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
  expect(json(res).errorCode, what).toBe(ERROR_CODES.rgExcluded);
}

/** A bet of a seamless vendor through the signed wallet API (a round of its own game: one open round each). */
const debit = (memberId: number, amount = 1) => {
  const id = randomUUID();
  return vendorCall(t.app, {
    vendor: 'LOTUS',
    op: 'debit',
    secret,
    // Signed at the app's time: the server refuses a signature more than 5 minutes away from its clock.
    timestamp: at,
    body: {
      playerId: String(memberId),
      roundId: `rg-${id}`,
      gameCode: `rg-${id.slice(0, 8)}`,
      transactionId: `D-${id}`,
      amount,
    },
  });
};

/** Everything a refused call could have moved or written for the member. */
async function trace(memberId: number) {
  const [row] = await t.rows(
    sql`select (select coalesce(sum(balance), 0) from accounts where member_id = ${memberId})::text as balance,
          (select string_agg(wallet_code || '=' || balance, ',' order by wallet_code) from accounts
            where member_id = ${memberId}) as wallets,
          (select count(*) from ledger_transfers x join accounts a on a.id in (x.debit_account_id, x.credit_account_id)
            where a.member_id = ${memberId})::int as transfers,
          (select count(*) from game_rounds where member_id = ${memberId})::int as rounds,
          (select count(*) from vendor_transactions where member_id = ${memberId})::int as calls,
          (select count(*) from deposit_orders where member_id = ${memberId})::int as deposits,
          (select count(*) from lottery_tickets where member_id = ${memberId} and status <> 'withdrawn')::int as tickets,
          (select count(*) from sb_bets where member_id = ${memberId})::int as slips`,
  );
  return row!;
}

/** Time passes for the member's exclusions: every stored moment of them moves back by `interval`. */
async function passTime(memberId: number, interval: string) {
  const back = sql`${interval}::interval`;
  await t.rows(
    sql`update rg_exclusions set started_at = started_at - ${back}, ends_at = ends_at - ${back},
          end_requested_at = end_requested_at - ${back}, lifts_at = lifts_at - ${back}, ended_at = ended_at - ${back}
        where member_id = ${memberId}`,
  );
  await t.rows(
    sql`update rg_settings set excluded_until = excluded_until - ${back}
        where member_id = ${memberId} and isfinite(excluded_until)`,
  );
}

/** A game of the demo brand: an in-house slot, or any game of a vendor. */
async function gameId(vendorCode: string, slot = false) {
  const [game] = await t.rows<{ id: number }>(
    sql`select g.id from games g join merchants b on b.id = g.merchant_id
        where b.code = 'demo' and g.vendor_code = ${vendorCode} and g.is_game = 'GAME' and g.enabled
          and (${!slot} or g.engine = 'slot')
        order by g.id limit 1`,
  );
  return Number(game!.id);
}

/** The demo brand's in-house slot launched as the lobby launches it; answers the launch and the page token. */
async function launchSlot(m: TestMember) {
  const res = await post(m, API.launchGame, { gameId: await gameId('LOTUS', true) });
  const url = res.statusCode === 200 ? (json(res).value.content.game_url as string) : null;
  return { res, token: url ? new URL(url, 'http://x').searchParams.get('token')! : '' };
}

const spin = (token: string, nonce = 0) =>
  t.app.inject({
    method: 'POST',
    url: '/house/api/play',
    headers: { [HOUSE_TOKEN_HEADER]: token },
    payload: { nonce, bet: { coin: 5 } },
  });

const LOTTERY_BET = {
  betType: 'd5.position',
  selection: { position: 1, digits: [3] },
  unitPrice: 1,
  multiple: 1,
};

type Book = ReturnType<typeof bookCalls>;

/** The home side of the first upcoming football fixture's 1X2, as the book shows it. */
async function homePick(book: Book) {
  const [fixture] = await upcoming(book);
  return pick(await fixtureOf(book, fixture!.id), '1x2', 'home');
}

const sportsbookSlip = (book: Book, picked: object) => placeBets(book, [{ stake: 5, picks: [picked] }]);

describe('a member in a time-out', () => {
  it('is refused every call that moves money to play or deposit, and nothing moves', async () => {
    const m = await newMember(t.app, { prefix: 'rgx', funds: 500 });
    const other = await newMember(t.app, { prefix: 'rgo', funds: 500 });
    const sandbox = await channelOf(t.app, 'sandbox');
    const open = await openNumero(t.app, m.token, 'fast-1m');
    // Sessions opened before the time-out: the house slot and the sportsbook.
    const slot = await launchSlot(m);
    expect(slot.res.statusCode, slot.res.body).toBe(200);
    expect((await spin(slot.token)).statusCode).toBe(200);
    const book = bookCalls(t.app, await bookToken(t.app, m.token));
    const home = await homePick(book);
    expect((await sportsbookSlip(book, home)).statusCode).toBe(200);

    const taken = await exclude(m, { kind: 'timeout', duration: '24h' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(json(taken).value.exclusion).toMatchObject({
      kind: 'timeout',
      canEnd: false,
      endRequestedAt: null,
    });
    const before = await trace(m.id);

    const refused = await debit(m.id);
    expectExcluded(refused, 'vendor debit');
    expect(json(refused).value).toMatchObject({
      limit: 'exclusion',
      until: json(taken).value.exclusion.endsAt,
    });
    expectExcluded((await launchSlot(m)).res, 'house launch');
    expectExcluded(await post(m, API.launchGame, { vendor: 'FB', gameCode: 'lobby' }), 'sportsbook launch');
    expectExcluded(
      await post(m, API.launchGame, { gameId: await gameId(TRANSFER_VENDOR) }),
      'launch of a transfer-mode game',
    );
    expectExcluded(
      await post(m, API.walletTransfer, {
        from: 'MAIN',
        to: TRANSFER_VENDOR,
        amount: 10,
        requestId: randomUUID(),
      }),
      'transfer to a game wallet',
    );
    expectExcluded(
      await createOrder(t.app, { ...m, merchant: 'demo' }, { channelId: sandbox.id, amount: 100 }),
      'deposit',
    );
    expectExcluded(
      await placeSlip(t.app, m.token, slipBody('fast-1m', open.numero, [LOTTERY_BET])),
      'lottery slip',
    );
    // The open game sessions ended with the time-out.
    const ended = await spin(slot.token, 1);
    expect(ended.statusCode).toBe(401);
    expect(json(ended).errorCode).toBe('game.session.invalid');
    const bookEnded = await sportsbookSlip(book, home);
    expect(bookEnded.statusCode).toBe(401);
    expect(json(bookEnded).errorCode).toBe('sportsbook.session.invalid');
    // A session kept open past it (opened in a race) is refused at the wallet all the same.
    await t.rows(
      sql`update house_sessions set expires_at = now() + interval '1 hour' where member_id = ${m.id}`,
    );
    await t.rows(
      sql`update sb_sessions set expires_at = now() + interval '1 hour' where member_id = ${m.id}`,
    );
    expectExcluded(await spin(slot.token, 1), 'house spin');
    expectExcluded(await sportsbookSlip(book, home), 'sportsbook slip');
    expect(await trace(m.id)).toEqual(before);

    // The same calls of a member not excluded go through.
    expect((await debit(other.id)).statusCode).toBe(200);
    expect((await launchSlot(other)).res.statusCode).toBe(200);
    const transfer = await post(other, API.walletTransfer, {
      from: 'MAIN',
      to: TRANSFER_VENDOR,
      amount: 10,
      requestId: randomUUID(),
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const order = await createOrder(
      t.app,
      { ...other, merchant: 'demo' },
      { channelId: sandbox.id, amount: 100 },
    );
    expect(order.statusCode, order.body).toBe(200);
    const slip = await placeSlip(t.app, other.token, slipBody('fast-1m', open.numero, [LOTTERY_BET]));
    expect(slip.statusCode, slip.body).toBe(200);
    const otherBook = bookCalls(t.app, await bookToken(t.app, other.token));
    expect((await sportsbookSlip(otherBook, home)).statusCode).toBe(200);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  }, 60_000);

  it('still signs in (told its restriction), withdraws and reads its records', async () => {
    const w = await newWithdrawingMember(t.app);
    await fundMember(t.app, w.id, 300);
    const bank = await addBankAccount(t.app, w);
    const m = { id: w.id, token: w.token, username: w.username };
    const into = await post(m, API.walletTransfer, {
      from: 'MAIN',
      to: TRANSFER_VENDOR,
      amount: 40,
      requestId: randomUUID(),
    });
    expect(into.statusCode, into.body).toBe(200);
    expect((await exclude(m, { kind: 'timeout', duration: '72h' })).statusCode).toBe(200);

    const signedIn = await login(t.app, w.username, 'Secret123', {}, { merchant: 'demo' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const restriction = json(signedIn).value.restriction;
    expect(restriction.kind).toBe('timeout');
    expect(Date.parse(restriction.until) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    const fresh = { token: json(signedIn).value.token as string };

    const out = await withdraw(t.app, fresh, {
      amount: 100,
      bankAccountId: bank,
      paymentPassword: PAY_PASSWORD,
      requestId: randomUUID(),
    });
    expect(out.statusCode, out.body).toBe(200);
    for (const url of [API.balance, API.accountRecord, API.bettingRecord, API.responsibleState]) {
      const res = await get(fresh, url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    // Money comes back from a game wallet to the main wallet (to be withdrawn); none goes in.
    const back = await post(fresh, API.walletTransfer, {
      from: TRANSFER_VENDOR,
      to: 'MAIN',
      amount: 40,
      requestId: randomUUID(),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(json(back).value).toMatchObject({ moved: 40 });
    expectExcluded(await debit(w.id), 'debit after login');
  });
});

describe('the term of an exclusion', () => {
  it('is never shortened: a shorter time-out is refused, a self-exclusion during a time-out taken', async () => {
    const m = await newMember(t.app, { prefix: 'rgt', funds: 50 });
    expect((await exclude(m, { kind: 'timeout', duration: '7d' })).statusCode).toBe(200);
    for (const duration of ['24h', '7d'] as const) {
      const shorter = await exclude(m, { kind: 'timeout', duration });
      expect(shorter.statusCode, duration).toBe(409);
      expect(json(shorter).errorCode).toBe(ERROR_CODES.rgAlreadyExcluded);
    }
    const longer = await exclude(m, { kind: 'timeout', duration: '14d' });
    expect(longer.statusCode, longer.body).toBe(200);
    const self = await exclude(m, { kind: 'self', duration: '6m' });
    expect(self.statusCode, self.body).toBe(200);
    expect(json(self).value.exclusion).toMatchObject({ kind: 'self', liftsAt: null, canEnd: false });
    // A time-out after a self-exclusion lasts less: refused.
    expect(json(await exclude(m, { kind: 'timeout', duration: '42d' })).errorCode).toBe(
      ERROR_CODES.rgAlreadyExcluded,
    );
    const events = await t.rows<{ event: string }>(
      sql`select event from audit_log where member_id = ${m.id} and event like 'rg.%' order by id`,
    );
    expect(events.map((e) => e.event)).toEqual(['rg.exclusion', 'rg.exclusion', 'rg.exclusion']);
  });

  it('ends a self-exclusion only after its term, and play returns after the cooling day', async () => {
    const m = await newMember(t.app, { prefix: 'rgs', funds: 50 });
    expect((await exclude(m, { kind: 'self', duration: '6m' })).statusCode).toBe(200);
    const early = await post(m, API.responsibleExclusionEnd, {});
    expect(early.statusCode).toBe(409);
    expect(json(early).errorCode).toBe(ERROR_CODES.rgExclusionNotEndable);

    // Past the end of its term the self-exclusion still holds until the member ends it.
    await passTime(m.id, '7 months');
    expectExcluded(await debit(m.id), 'self-exclusion past its term, not ended');
    const state = json(await get(m, API.responsibleState)).value;
    expect(state.exclusion).toMatchObject({ kind: 'self', canEnd: true, liftsAt: null });

    const ended = await post(m, API.responsibleExclusionEnd, {});
    expect(ended.statusCode, ended.body).toBe(200);
    const after = json(ended).value.exclusion;
    expect(after.canEnd).toBe(false);
    expect(Date.parse(after.liftsAt) - Date.parse(after.endRequestedAt)).toBe(24 * 3_600_000);
    // The cooling day: still refused right after, and the end is not asked twice.
    expectExcluded(await debit(m.id), 'cooling day');
    expectExcluded((await launchSlot(m)).res, 'launch in the cooling day');
    expect((await post(m, API.responsibleExclusionEnd, {})).statusCode).toBe(409);
    expect(json(await login(t.app, m.username, 'Secret123')).value.restriction.kind).toBe('self');

    await passTime(m.id, '25 hours');
    expect((await debit(m.id)).statusCode).toBe(200);
    expect((await launchSlot(m)).res.statusCode).toBe(200);
    expect(json(await get(m, API.responsibleState)).value.exclusion).toBeNull();
    expect(json(await login(t.app, m.username, 'Secret123')).value.restriction).toBeUndefined();
  });

  it('cannot end a permanent self-exclusion or a time-out; a time-out lifts by itself at its end', async () => {
    const forever = await newMember(t.app, { prefix: 'rgp' });
    expect((await exclude(forever, { kind: 'self', duration: 'permanent' })).statusCode).toBe(200);
    await passTime(forever.id, '10 years');
    expect(json(await post(forever, API.responsibleExclusionEnd, {})).errorCode).toBe(
      ERROR_CODES.rgExclusionNotEndable,
    );

    const m = await newMember(t.app, { prefix: 'rgl', funds: 50 });
    expect((await exclude(m, { kind: 'timeout', duration: '24h' })).statusCode).toBe(200);
    expect(json(await post(m, API.responsibleExclusionEnd, {})).errorCode).toBe(
      ERROR_CODES.rgExclusionNotEndable,
    );
    await passTime(m.id, '23 hours');
    expectExcluded(await debit(m.id), 'an hour before the end');
    await passTime(m.id, '2 hours');
    expect((await debit(m.id)).statusCode).toBe(200);
    const order = await createOrder(
      t.app,
      { ...m, merchant: 'demo' },
      { channelId: (await channelOf(t.app, 'sandbox')).id, amount: 100 },
    );
    expect(order.statusCode, order.body).toBe(200);
    expect(json(await get(m, API.responsibleState)).value.exclusion).toBeNull();
  });
});

describe('debits racing the exclusion', () => {
  it('refuses every debit that starts after the exclusion committed; the ledger stays whole', async () => {
    const m = await newMember(t.app, { prefix: 'rgc', funds: 100 });
    const racing = exclude(m, { kind: 'timeout', duration: '24h' });
    // Ten debits race the exclusion; ten more start the moment it answers.
    const first = Array.from({ length: 10 }, () => debit(m.id, 2));
    const committed = await racing;
    expect(committed.statusCode, committed.body).toBe(200);
    const second = Array.from({ length: 10 }, () => debit(m.id, 2));
    const answers = await Promise.all([...first, ...second]);
    for (const res of answers) expect([200, 403], res.body).toContain(res.statusCode);
    for (const res of answers.slice(10)) expectExcluded(res, 'a debit after the exclusion');
    const accepted = answers.filter((r) => r.statusCode === 200).length;
    const after = await trace(m.id);
    expect(after.rounds).toBe(accepted);
    expect(after.calls).toBe(accepted);
    expect(Number(after.balance)).toBe(10_000 - accepted * 200);
    expectExcluded(await debit(m.id, 2), 'a debit later');
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});

describe('marketing', () => {
  it('leaves a member in a time-out out of a broadcast', async () => {
    const excluded = await newMember(t.app, { prefix: 'rgb' });
    const reached = await newMember(t.app, { prefix: 'rgr' });
    expect((await exclude(excluded, { kind: 'timeout', duration: '24h' })).statusCode).toBe(200);
    const session = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminLogin,
      headers: { merchant: 'demo' },
      payload: { username: 'admin', password: 'Lotus2026' },
    });
    expect(session.statusCode, session.body).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminMessages,
      headers: { merchant: 'demo', authorization: json(session).value.token as string },
      payload: { all: true, title: 'Weekend offer', body: 'Double points all weekend.' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const messages = async (memberId: number) =>
      (
        await t.rows<{ n: number }>(
          sql`select count(*)::int as n from member_messages where member_id = ${memberId} and kind = 'platform'`,
        )
      )[0]!.n;
    expect(await messages(excluded.id)).toBe(0);
    expect(await messages(reached.id)).toBe(1);
  });
});
