import { randomUUID } from 'node:crypto';
import { SPORTSBOOK_ERRORS, SPORTSBOOK_PATHS } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../test/funding.js';
import {
  bookCalls,
  bookMember,
  createBookTestApp,
  fixtureOf,
  mainBalance,
  pick,
  placeBets,
  upcoming,
  writeResult,
  type BookTestApp,
} from '../../test/sportsbook.js';
import { json } from '../../test/test-app.js';

// The book end to end on the real database: the sandbox feed's fixtures stored and priced, a launch opening a
// book session, singles and parlays placed through the signed vendor wallet, refusals that change nothing,
// results settling every bet once (quarter lines and voids included), a correction, cash-out once, and the
// ledger clean after.

let t: BookTestApp;

beforeAll(async () => {
  t = await createBookTestApp();
});
afterAll(async () => t.close());

const member = (funds = 1_000) => bookMember(t.app, funds);
const balanceOf = (memberId: number) => mainBalance(t.app, memberId);
const place = placeBets;
const book = (token: string) => bookCalls(t.app, token);
const rows = <T = Record<string, any>>(query: ReturnType<typeof sql>) => t.rows<T>(query);

/** An operator's result, then the settlement job run. */
async function result(id: number, value: object) {
  await writeResult(t, id, value);
  await t.runSettlement();
}

describe('the sportsbook', () => {
  it('stores the feed’s fixtures priced with the margin and lists them by sport', async () => {
    const m = await member();
    const sports = (
      json(await m.book.get(SPORTSBOOK_PATHS.sports)).value as { list: { sport: string; upcoming: number }[] }
    ).list;
    expect(sports.map((s) => s.sport)).toEqual([
      'football',
      'basketball',
      'tennis',
      'efootball',
      'moba',
      'shooter',
    ]);
    expect(sports.find((s) => s.sport === 'football')!.upcoming).toBeGreaterThan(5);
    const [first] = await upcoming(m.book);
    const full = await fixtureOf(m.book, first!.id);
    const types = new Set(full.markets.map((mk) => mk.type));
    for (const type of ['1x2', 'ah', 'ou', 'btts', 'cs']) expect(types).toContain(type);
    const x12 = full.markets.find((mk) => mk.type === '1x2')!;
    const overround = x12.selections.reduce((s, sel) => s + 1 / sel.odds, 0);
    expect(overround).toBeGreaterThan(1.04);
    expect(overround).toBeLessThan(1.07);
  });

  it('places a single and a parlay through the vendor wallet, and settles them from the results once', async () => {
    const m = await member();
    const [a, b] = await upcoming(m.book);
    const fa = await fixtureOf(m.book, a!.id);
    const fb = await fixtureOf(m.book, b!.id);
    const single = pick(fa, '1x2', 'home');
    const parlay = [pick(fa, 'btts', 'yes'), pick(fb, '1x2', 'away')];
    const res = await place(m.book, [
      { stake: 10, picks: [single] },
      { stake: 5, picks: parlay },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const placed = json(res).value as {
      bets: { id: number; kind: string; potentialReturn: number }[];
      balance: number;
    };
    expect(placed.bets.map((x) => x.kind)).toEqual(['single', 'parlay']);
    expect(placed.balance).toBe(985);
    expect(await balanceOf(m.id)).toBe(985);

    // Home wins 2-1 (both scored): the single wins, the parlay waits for its other leg.
    await result(fa.id, {
      status: 'finished',
      score: { home: 2, away: 1 },
      periods: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
    });
    const singleWin = Math.round(single.odds * 1000) / 100;
    expect(await balanceOf(m.id)).toBeCloseTo(985 + singleWin, 2);
    // The second fixture is postponed: the parlay is paid on its remaining leg.
    await result(fb.id, { status: 'postponed' });
    const parlayWin = Math.floor(Math.round(parlay[0]!.odds * 1000) / 2) / 100;
    expect(await balanceOf(m.id)).toBeCloseTo(985 + singleWin + parlayWin, 2);

    const settled = (
      json(await m.book.get(`${SPORTSBOOK_PATHS.bets}?status=settled`)).value as {
        list: { status: string; payout: number; legs: { outcome: string }[] }[];
      }
    ).list;
    // Newest first: the parlay was written after the single.
    expect(settled.map((x) => [x.status, x.legs.map((l) => l.outcome)])).toEqual([
      ['won', ['win', 'void']],
      ['won', ['win']],
    ]);
    // Run again: nothing is paid twice.
    await t.runSettlement();
    expect(await balanceOf(m.id)).toBeCloseTo(985 + singleWin + parlayWin, 2);
    // The rounds are in the betting record like any game's.
    const [round] = await rows(
      sql`select count(*)::int as n from game_rounds where member_id = ${m.id} and vendor_code = 'FB' and status = 'settled'`,
    );
    expect(round!.n).toBe(2);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('refuses changed odds, a parlay of one fixture, stakes out of limits and a short balance, changing nothing', async () => {
    const m = await member(20);
    const [a, b] = await upcoming(m.book);
    const fa = await fixtureOf(m.book, a!.id);
    const home = pick(fa, '1x2', 'home');
    const refused = async (bets: { stake: number; picks: object[] }[], code: string, extra: object = {}) => {
      const res = await place(m.book, bets, extra);
      expect(res.statusCode, res.body).toBe(422);
      expect(json(res).errorCode).toBe(code);
    };
    await refused(
      [{ stake: 10, picks: [{ ...home, odds: home.odds + 0.05 }] }],
      SPORTSBOOK_ERRORS.oddsChanged,
    );
    await refused([{ stake: 10, picks: [home, pick(fa, 'btts', 'yes')] }], SPORTSBOOK_ERRORS.parlayRule);
    await refused([{ stake: 0.5, picks: [home] }], SPORTSBOOK_ERRORS.stakeLimit);
    await refused(
      [
        { stake: 15, picks: [home] },
        { stake: 15, picks: [pick(await fixtureOf(m.book, b!.id), '1x2', 'home')] },
      ],
      SPORTSBOOK_ERRORS.insufficient,
    );
    expect(await balanceOf(m.id)).toBe(20);
    const [n] = await rows(sql`select count(*)::int as n from sb_bets where member_id = ${m.id}`);
    expect(n!.n).toBe(0);
    // Better odds are taken when the slip accepts them.
    const res = await place(m.book, [{ stake: 2, picks: [{ ...home, odds: home.odds - 0.05 }] }], {
      acceptOdds: 'better',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('settles quarter lines half won and half lost, and a correction by the difference', async () => {
    const m = await member();
    const [, , c] = await upcoming(m.book);
    const f = await fixtureOf(m.book, c!.id);
    const quarter = f.markets.find(
      (mk) => mk.type === 'ou' && mk.line !== null && Math.round(mk.line * 100) % 50 !== 0,
    )!;
    const over = quarter.selections.find((s) => s.key === 'over')!;
    const res = await place(m.book, [
      { stake: 10, picks: [{ marketId: quarter.id, key: 'over', odds: over.odds }] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // A total equal to the line's nearer whole: with x.25 the over half loses, with x.75 it half wins.
    const line = quarter.line!;
    const goals = line % 1 === 0.25 ? line - 0.25 : line + 0.25;
    const home = Math.ceil(goals / 2);
    await result(f.id, { status: 'finished', score: { home, away: goals - home }, periods: [] });
    // In cents: half the stake back, and half at the odds (thousandths), floored once.
    const oddsK = Math.round(over.odds * 1000);
    const expected = line % 1 === 0.25 ? 5 : Math.floor((1000 * (1000 + oddsK)) / 2000) / 100;
    expect(await balanceOf(m.id)).toBeCloseTo(990 + expected, 2);
    // Corrected to a clear over: paid the difference.
    await result(f.id, { status: 'finished', score: { home: 5, away: 5 }, periods: [] });
    expect(await balanceOf(m.id)).toBeCloseTo(990 + (1000 * oddsK) / 100_000, 2);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('cashes a bet out once at the quoted value', async () => {
    const m = await member();
    const [, , , d] = await upcoming(m.book);
    const f = await fixtureOf(m.book, d!.id);
    const placed = json(await place(m.book, [{ stake: 10, picks: [pick(f, '1x2', 'home')] }])).value as {
      bets: { id: number }[];
    };
    const url = SPORTSBOOK_PATHS.cashOut.replace(':id', String(placed.bets[0]!.id));
    const quote = json(await m.book.get(url)).value as { value: number };
    expect(quote.value).toBeGreaterThan(8);
    expect(quote.value).toBeLessThan(10);
    const answers = await Promise.all([
      m.book.post(url, { requestId: randomUUID(), value: quote.value }),
      m.book.post(url, { requestId: randomUUID(), value: quote.value }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200]);
    expect(await balanceOf(m.id)).toBeCloseTo(990 + quote.value, 2);
    await result(f.id, { status: 'finished', score: { home: 3, away: 0 }, periods: [] });
    expect(await balanceOf(m.id)).toBeCloseTo(990 + quote.value, 2);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('records an e-sports bet under the e-sports entry and a sports bet under the sports entry', async () => {
    const m = await member();
    const moba = await fixtureOf(m.book, (await upcoming(m.book, 'moba'))[0]!.id);
    const football = await fixtureOf(m.book, (await upcoming(m.book))[0]!.id);
    const res = await place(m.book, [
      { stake: 3, picks: [pick(moba, 'winner', 'home')] },
      { stake: 4, picks: [pick(football, '1x2', 'home')] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const recorded = await rows(
      sql`select game_code, game_type from game_rounds where member_id = ${m.id} order by stake`,
    );
    expect(recorded).toEqual([
      { game_code: 'esports', game_type: 'ESPORTS' },
      { game_code: 'lobby', game_type: 'SPORTS' },
    ]);
  });

  it('refuses a book call without a live session', async () => {
    const res = await book('no-such-token').get(SPORTSBOOK_PATHS.session);
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe(SPORTSBOOK_ERRORS.sessionInvalid);
  });
});
