import { API, SPORTSBOOK_ERRORS, type SbFixture } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../test/funding.js';
import {
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
import { betReturn, settleSelection, type FixtureResult, type MarketType } from './engine/index.js';

// Settlement and in-play on the real database: every market type of a fixture paid what the engine's rule
// makes of the result, each bet once when runs meet or one stops half-way, the rounds in the betting
// record, and in-play bets refused when the odds move or a goal suspends the markets during the wait.

let t: BookTestApp;
/** What the in-play wait does (a test moves the odds or scores a goal in it). */
let duringWait: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  t = await createBookTestApp({ sportsbookDelay: () => duringWait() });
});
afterAll(async () => t.close());

const cents = (major: number) => Math.round(major * 100);

/** Every selection of every market of the fixture, one single each of `stake`. */
function allPicks(f: SbFixture) {
  return f.markets.flatMap((m) => m.selections.map((s) => ({ marketId: m.id, key: s.key, odds: s.odds })));
}

async function placeAll(f: SbFixture, stake: number) {
  const m = await bookMember(t.app, 10_000);
  const picks = allPicks(f);
  // At most 20 bets per slip.
  for (let i = 0; i < picks.length; i += 20) {
    const res = await placeBets(
      m.book,
      picks.slice(i, i + 20).map((p) => ({ stake, picks: [p] })),
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  return { member: m, picks };
}

/** What the engine's rule pays a single of `stake` (major) on the pick, in cents. */
function expectedPayout(
  p: { marketId: string; key: string; odds: number },
  stake: number,
  result: FixtureResult,
) {
  const [, type, line] = p.marketId.split(':');
  const outcome = settleSelection(
    { type: type as MarketType, line: line === '-' ? null : Number(line) },
    p.key,
    result,
  );
  return betReturn(BigInt(cents(stake)), [{ outcome, odds: Math.round(p.odds * 1000) }]);
}

describe('settlement', () => {
  it("pays every market type's bets what the engine's rule makes of the result, once per bet", async () => {
    const football = await fixtureOf(
      (await bookMember(t.app)).book,
      (await upcoming((await bookMember(t.app)).book))[0]!.id,
    );
    const moba = (await upcoming((await bookMember(t.app)).book, 'moba')).find((f) => f.marketCount > 1);
    expect(moba, 'a MOBA series in the next days').toBeDefined();
    const mobaFull = await fixtureOf((await bookMember(t.app)).book, moba!.id);
    const fb = await placeAll(football, 2);
    const mb = await placeAll(mobaFull, 2);
    const fbResult: FixtureResult = {
      status: 'finished',
      score: { home: 2, away: 1 },
      periods: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
    };
    await writeResult(t, football.id, fbResult);
    const mapsResult: FixtureResult = {
      status: 'finished',
      score: { home: 2, away: 1 },
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 1 },
        { home: 1, away: 0 },
      ],
    };
    await writeResult(t, mobaFull.id, mapsResult);
    // Three runs at once: each bet is paid once.
    await Promise.all([t.runSettlement(), t.runSettlement(), t.runSettlement()]);
    for (const [placed, result] of [
      [fb, fbResult],
      [mb, mapsResult],
    ] as const) {
      const expected = placed.picks.reduce((sum, p) => sum + expectedPayout(p, 2, result), 0n);
      const staked = placed.picks.length * 200;
      expect(cents(await mainBalance(t.app, placed.member.id))).toBe(1_000_000 - staked + Number(expected));
      const [credits] = await t.rows(
        sql`select count(*)::int as n, count(distinct transaction_id)::int as d from vendor_transactions
            where kind = 'credit' and member_id = ${placed.member.id}`,
      );
      expect(credits).toEqual({ n: placed.picks.length, d: placed.picks.length });
    }
    // Every market type was bet on and settled.
    const types = new Set([...fb.picks, ...mb.picks].map((p) => p.marketId.split(':')[1]));
    for (const type of ['1x2', 'ah', 'ou', 'btts', 'cs']) expect(types).toContain(type);
    for (const type of ['winner', 'map_ah', 'maps_ou']) expect(types).toContain(type);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('writes nothing of a batch that stops half-way, then pays each bet once', async () => {
    const m = await bookMember(t.app);
    const list = await upcoming(m.book);
    const f = await fixtureOf(m.book, list[1]!.id);
    const picks = [pick(f, '1x2', 'home'), pick(f, '1x2', 'draw'), pick(f, '1x2', 'away')];
    const res = await placeBets(
      m.book,
      picks.map((p) => ({ stake: 10, picks: [p] })),
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = (json(res).value as { bets: { id: number }[] }).bets.map((b) => b.id);
    await writeResult(t, f.id, { status: 'finished', score: { home: 0, away: 0 }, periods: [] });
    const last = Math.max(...ids);
    await t.rows(
      sql.raw(`create function sb_stop_run() returns trigger language plpgsql as $$
        begin if new.id = ${last} and new.status <> 'open' then raise exception 'stopped'; end if; return new; end $$`),
    );
    await t.rows(
      sql.raw(
        'create trigger sb_stop_run before update on sb_bets for each row execute function sb_stop_run()',
      ),
    );
    try {
      await t.runSettlement();
    } finally {
      await t.rows(sql.raw('drop trigger sb_stop_run on sb_bets'));
      await t.rows(sql.raw('drop function sb_stop_run()'));
    }
    const open = await t.rows(
      sql`select count(*)::int as n from sb_bets where member_id = ${m.id} and status = 'open'`,
    );
    expect(open[0]?.n).toBe(3);
    expect(await mainBalance(t.app, m.id)).toBe(970);
    await t.runSettlement();
    // Odds travel as decimals (two places): read back to whole thousandths as the engine keeps them.
    const draw = Math.round(picks[1]!.odds * 1000) / 100;
    expect(await mainBalance(t.app, m.id)).toBeCloseTo(970 + draw, 2);
    const statuses = await t.rows(sql`select status from sb_bets where member_id = ${m.id} order by id`);
    expect(statuses.map((r) => r.status)).toEqual(['lost', 'won', 'lost']);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('shows the bets as rounds in the betting record', async () => {
    const m = await bookMember(t.app);
    const f = await fixtureOf(m.book, (await upcoming(m.book))[2]!.id);
    expect((await placeBets(m.book, [{ stake: 7, picks: [pick(f, '1x2', 'home')] }])).statusCode).toBe(200);
    await writeResult(t, f.id, { status: 'finished', score: { home: 0, away: 3 }, periods: [] });
    await t.runSettlement();
    const record = await t.app.inject({
      method: 'GET',
      url: `${API.bettingRecord}?gameType=SPORTS`,
      headers: { merchant: 'demo', authorization: m.token },
    });
    expect(record.statusCode, record.body).toBe(200);
    const list = (json(record).value as { list: { id: number }[] }).list;
    expect(list).toMatchObject([{ vendor: 'FB', stake: 7, status: 'settled' }]);
    // Its detail says what was bet and how it ended.
    const detail = await t.app.inject({
      method: 'GET',
      url: API.bettingRecordDetail.replace(':id', String(list[0]!.id)),
      headers: { merchant: 'demo', authorization: m.token },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const outcome = String((json(detail).value as { detail: { outcome: string } }).detail.outcome);
    expect(outcome).toContain(`${f.home} v ${f.away} (0-3) · Full time result · ${f.home} @`);
    expect(outcome).toMatch(/single 7\.00 at \d+\.\d\d: lost, paid 0\.00$/);
  });
});

describe('in play', () => {
  /** A fixture made live at 0-0 in its first minutes, with the markets it had. */
  async function liveFixture(index: number): Promise<SbFixture> {
    const m = await bookMember(t.app);
    const f = (await upcoming(m.book))[index]!;
    await t.rows(
      sql`update sb_fixtures set status = 'live', starts_at = now() - interval '5 minutes', score = '{"home":0,"away":0}'::jsonb,
            clock = '5''' where id = ${f.id}`,
    );
    return fixtureOf(m.book, f.id);
  }

  it('refuses a live bet whose odds move during the wait unless the slip accepts any odds', async () => {
    const f = await liveFixture(3);
    expect(f.inPlay).toBe(true);
    const m = await bookMember(t.app);
    const home = pick(f, '1x2', 'home');
    duringWait = async () => {
      await t.rows(
        sql`update sb_fixtures set markets = (select jsonb_agg(case when m->>'type' = '1x2'
              then jsonb_set(m, '{selections,0,odds}', to_jsonb((m->'selections'->0->>'odds')::int - 50)) else m end)
              from jsonb_array_elements(markets) m) where id = ${f.id}`,
      );
    };
    try {
      const refused = await placeBets(m.book, [{ stake: 10, picks: [home] }]);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(json(refused).errorCode).toBe(SPORTSBOOK_ERRORS.oddsChanged);
      expect(await mainBalance(t.app, m.id)).toBe(1_000);
      const current = pick(await fixtureOf(m.book, f.id), '1x2', 'home');
      const accepted = await placeBets(m.book, [{ stake: 10, picks: [current] }], { acceptOdds: 'any' });
      expect(accepted.statusCode, accepted.body).toBe(200);
    } finally {
      duringWait = async () => undefined;
    }
  });

  it('refuses a live bet when a goal suspends the markets during the wait', async () => {
    const f = await liveFixture(4);
    const m = await bookMember(t.app);
    duringWait = async () => {
      await t.rows(
        sql`update sb_fixtures set score = '{"home":1,"away":0}'::jsonb, suspended_until = now() + interval '10 seconds'
            where id = ${f.id}`,
      );
    };
    try {
      const refused = await placeBets(m.book, [{ stake: 10, picks: [pick(f, '1x2', 'home')] }], {
        acceptOdds: 'any',
      });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(json(refused).errorCode).toBe(SPORTSBOOK_ERRORS.marketSuspended);
      expect(await mainBalance(t.app, m.id)).toBe(1_000);
      const [n] = await t.rows(sql`select count(*)::int as n from sb_bets where member_id = ${m.id}`);
      expect(n?.n).toBe(0);
    } finally {
      duringWait = async () => undefined;
    }
  });
});
