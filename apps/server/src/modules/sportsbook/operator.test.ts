import { randomUUID } from 'node:crypto';
import {
  ADMIN_API,
  API,
  ERROR_CODES,
  type SbAdminFixture,
  type SbFixture,
  SPORTSBOOK_ADMIN_ERRORS,
  SPORTSBOOK_ERRORS,
  SPORTSBOOK_PATHS,
  SPORTSBOOK_TOKEN_HEADER,
} from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { hashPassword } from '../../lib/passwords.js';
import { ledgerCheck } from '../../test/funding.js';
import { newMember } from '../../test/members.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

// The operators' side of the sportsbook on the real database: who may read and change, a fixture entered
// and priced with the brand's margin, bet on through the book, resulted (bets settled and paid) and
// corrected (paid by the difference), markets suspended and reopened, bad inputs refused naming the field
// with nothing changed, and one audit row per change with its before and after.

let t: TestApp;
// Sessions are dated by the database's clock: the app's starts on it and moves a few minutes at most.
let at = Date.now();
const tokens: Record<string, string> = {};
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(at),
    sportsbookFeed: null,
    sportsbookDelay: async () => undefined,
  });
  const hash = await hashPassword('Lotus2026');
  await t.app.database.db.execute(
    sql`insert into operators (merchant_id, username, username_lower, password_hash, role)
        select id, 'viewer01', 'viewer01', ${hash}, 'viewer' from merchants where code = 'demo'`,
  );
  for (const [role, username] of [
    ['owner', 'admin'],
    ['finance', 'finance01'],
    ['support', 'support01'],
    ['viewer', 'viewer01'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_API.adminLogin,
      headers: { merchant: 'demo' },
      payload: { username, password: 'Lotus2026' },
      remoteAddress: `10.8.0.${++ip}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    tokens[role] = json(res).value.token as string;
  }
});
afterAll(async () => t?.close());

const rows = <T = Record<string, any>>(query: ReturnType<typeof sql>) => rowsOf<T>(t.app.database.db, query);

const call = (role: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: tokens[role] ?? '' },
    ...(payload === undefined ? {} : { payload }),
  });

const pathOf = (template: string, id: number) => template.replace(':id', String(id));

const minutes = (n: number) => new Date(at + n * 60_000).toISOString();

const football = (extra: object = {}) => ({
  sport: 'football',
  league: { code: 'friendly', name: 'Club friendlies', country: 'INT' },
  home: 'Harbour City',
  away: 'Northgate Rovers',
  startsAt: minutes(2),
  model: { homeGoals: 1.8, awayGoals: 0.9 },
  ...extra,
});

async function enter(body: object = football()): Promise<SbAdminFixture> {
  const res = await call('owner', 'POST', SPORTSBOOK_PATHS.adminFixtures, body);
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).value as { fixture: SbAdminFixture }).fixture;
}

/** A funded member with a book session, calling the book as its pages do. */
async function bettor(funds = 1_000) {
  const m = await newMember(t.app, { prefix: 'sbo', funds });
  const res = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: { merchant: 'demo', authorization: m.token },
    payload: { vendor: 'FB', gameCode: 'lobby' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL((json(res).value as { content: { game_url: string } }).content.game_url, 'http://x');
  const headers = { [SPORTSBOOK_TOKEN_HEADER]: url.searchParams.get('t')! };
  return {
    ...m,
    fixture: async (id: number) => {
      const r = await t.app.inject({ method: 'GET', url: pathOf(SPORTSBOOK_PATHS.fixture, id), headers });
      expect(r.statusCode, r.body).toBe(200);
      return json(r).value as SbFixture;
    },
    place: (stake: number, pick: { marketId: string; key: string; odds: number }) =>
      t.app.inject({
        method: 'POST',
        url: SPORTSBOOK_PATHS.bets,
        headers,
        payload: { requestId: randomUUID(), bets: [{ stake, picks: [pick] }] },
      }),
  };
}

const pick = (f: SbFixture, type: string, key: string) => {
  const market = f.markets.find((m) => m.type === type)!;
  return { marketId: market.id, key, odds: market.selections.find((s) => s.key === key)!.odds };
};

/** The member's main balance in cents. */
const cents = async (memberId: number) =>
  BigInt(
    (
      await rows<{ b: string }>(
        sql`select balance::text as b from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
      )
    )[0]!.b,
  );

const audits = (event: string) =>
  rows<{ operator_id: number; detail: any }>(
    sql`select operator_id, detail from audit_log where event like ${event} order by id`,
  );

const fixtureRow = async (id: number) =>
  (await rows(sql`select * from sb_fixtures where id = ${id}`))[0] as Record<string, any>;

/** Poisson chances of a home win, a draw and an away win, computed here apart from the engine. */
function poisson1x2(home: number, away: number) {
  const mass = (rate: number, k: number) => {
    let p = Math.exp(-rate);
    for (let i = 1; i <= k; i++) p = (p * rate) / i;
    return p;
  };
  const out = { home: 0, draw: 0, away: 0 };
  for (let i = 0; i < 30; i++)
    for (let j = 0; j < 30; j++) {
      const p = mass(home, i) * mass(away, j);
      if (i > j) out.home += p;
      else if (i === j) out.draw += p;
      else out.away += p;
    }
  return out;
}

describe('operators and the sportsbook', () => {
  it('lets every role read, and only owners and finance change', async () => {
    for (const role of ['owner', 'finance', 'support', 'viewer']) {
      const res = await call(role, 'GET', `${SPORTSBOOK_PATHS.adminFixtures}?sport=football`);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: SPORTSBOOK_PATHS.adminFixtures })).statusCode).toBe(401);
    const byFinance = await call('finance', 'POST', SPORTSBOOK_PATHS.adminFixtures, football());
    expect(byFinance.statusCode, byFinance.body).toBe(200);
    const f = (json(byFinance).value as { fixture: SbAdminFixture }).fixture;
    const auditsBefore = (await audits('sportsbook.%')).length;
    for (const role of ['support', 'viewer']) {
      const changes = [
        await call(role, 'POST', SPORTSBOOK_PATHS.adminFixtures, football()),
        await call(role, 'PUT', pathOf(SPORTSBOOK_PATHS.adminResult, f.id), { status: 'cancelled' }),
        await call(role, 'POST', pathOf(SPORTSBOOK_PATHS.adminCorrection, f.id), {
          status: 'cancelled',
          note: 'x',
        }),
        await call(role, 'POST', pathOf(SPORTSBOOK_PATHS.adminSuspend, f.id), {}),
        await call(role, 'POST', pathOf(SPORTSBOOK_PATHS.adminReopen, f.id), {}),
      ];
      for (const res of changes) {
        expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
        expect(json(res).errorCode).toBe(ERROR_CODES.forbidden);
      }
    }
    expect((await audits('sportsbook.%')).length).toBe(auditsBefore);
    const row = await fixtureRow(f.id);
    expect(row).toMatchObject({
      status: 'scheduled',
      result: null,
      result_version: 0,
      operator_suspended: false,
    });
  });

  it('enters a fixture priced with the margin, settles its bets from the result and a correction by the difference', async () => {
    const model = { homeGoals: 1.8, awayGoals: 0.9 };
    const res = await call('owner', 'POST', SPORTSBOOK_PATHS.adminFixtures, football({ model }));
    expect(res.statusCode, res.body).toBe(200);
    const entered = json(res).value as { fixture: SbAdminFixture; markets: number };
    expect(entered.fixture).toMatchObject({
      sport: 'football',
      league: 'Club friendlies',
      status: 'scheduled',
      source: 'operator',
      result: null,
      corrections: 0,
      openBets: 0,
      suspended: false,
    });
    const id = entered.fixture.id;
    const [stored] = await rows(sql`select source, feed_ref, model from sb_fixtures where id = ${id}`);
    expect(stored).toMatchObject({
      source: 'operator',
      feed_ref: null,
      model: { sport: 'football', ...model },
    });
    const [enterAudit] = (await audits('sportsbook.fixture.enter')).slice(-1);
    expect(enterAudit!.detail).toMatchObject({ fixture: id, before: null, after: { home: 'Harbour City' } });

    // The book offers it, each 1X2 price the Poisson chance grossed up by the demo book's 5% margin.
    const a = await bettor();
    const b = await bettor();
    const shown = await a.fixture(id);
    expect(shown.markets.length).toBe(entered.markets);
    const chances = poisson1x2(model.homeGoals, model.awayGoals);
    for (const key of ['home', 'draw', 'away'] as const) {
      const expected = Math.floor(100 / (chances[key] * 1.05)) / 100;
      expect(Math.abs(pick(shown, '1x2', key).odds - expected)).toBeLessThanOrEqual(0.01);
    }
    const home = pick(shown, '1x2', 'home');
    const away = pick(shown, '1x2', 'away');
    expect((await a.place(10, home)).statusCode).toBe(200);
    expect((await b.place(10, away)).statusCode).toBe(200);
    const listed = json(await call('viewer', 'GET', `${SPORTSBOOK_PATHS.adminFixtures}?status=scheduled`))
      .value as { list: SbAdminFixture[] };
    expect(listed.list.find((f) => f.id === id)?.openBets).toBe(1 + 1);

    const result = pathOf(SPORTSBOOK_PATHS.adminResult, id);
    const final = {
      status: 'finished',
      score: { home: 2, away: 1 },
      periods: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
    };
    // Not started yet: a final score is refused and nothing is written.
    const early = await call('owner', 'PUT', result, final);
    expect(early.statusCode, early.body).toBe(409);
    expect(json(early).errorCode).toBe(SPORTSBOOK_ADMIN_ERRORS.resultState);
    expect((await fixtureRow(id)).result_version).toBe(0);
    const noResult = await call('owner', 'POST', pathOf(SPORTSBOOK_PATHS.adminCorrection, id), {
      ...final,
      note: 'no result yet',
    });
    expect(json(noResult).errorCode).toBe(SPORTSBOOK_ADMIN_ERRORS.resultState);

    at += 3 * 60_000;
    const paid = await call('finance', 'PUT', result, { ...final, note: 'the referee report' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json(paid).value).toMatchObject({
      fixture: { status: 'finished', score: { home: 2, away: 1 }, openBets: 0, corrections: 0 },
      settled: 2,
      corrected: 0,
      left: 0,
    });
    // 10.00 at decimal odds: 1000 cents times the odds in thousandths, over 1000.
    const payoutOf = (odds: number) => (1000n * BigInt(Math.round(odds * 1000))) / 1000n;
    expect(await cents(a.id)).toBe(99_000n + payoutOf(home.odds));
    expect(await cents(b.id)).toBe(99_000n);
    const again = await call('owner', 'PUT', result, final);
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe(SPORTSBOOK_ADMIN_ERRORS.resultState);

    // Corrected to an away win: a's winnings taken back, b paid.
    const correction = pathOf(SPORTSBOOK_PATHS.adminCorrection, id);
    const corrected = { status: 'finished', score: { home: 1, away: 2 }, periods: [] };
    const fixed = await call('owner', 'POST', correction, { ...corrected, note: 'the second goal was own' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(json(fixed).value).toMatchObject({
      fixture: { score: { home: 1, away: 2 }, corrections: 1 },
      settled: 0,
      corrected: 2,
      left: 0,
    });
    expect(await cents(a.id)).toBe(99_000n);
    expect(await cents(b.id)).toBe(99_000n + payoutOf(away.odds));
    const same = await call('owner', 'POST', correction, { ...corrected, note: 'again' });
    expect(same.statusCode).toBe(409);

    const [entry] = (await audits('sportsbook.result.enter')).slice(-1);
    expect(entry!.detail).toMatchObject({
      fixture: id,
      before: { status: 'scheduled', result: null, version: 0 },
      after: { status: 'finished', result: final, version: 1 },
      note: 'the referee report',
    });
    const [fix] = (await audits('sportsbook.result.correct')).slice(-1);
    expect(fix!.detail).toMatchObject({
      before: { result: { score: { home: 2, away: 1 } }, version: 1 },
      after: { result: corrected, version: 2 },
      note: 'the second goal was own',
    });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('voids the bets of a postponed fixture before its start', async () => {
    const f = await enter(football({ startsAt: minutes(5) }));
    const m = await bettor();
    const shown = await m.fixture(f.id);
    expect((await m.place(25, pick(shown, 'btts', 'yes'))).statusCode).toBe(200);
    expect(await cents(m.id)).toBe(97_500n);
    const res = await call('owner', 'PUT', pathOf(SPORTSBOOK_PATHS.adminResult, f.id), {
      status: 'postponed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({
      fixture: { status: 'postponed', result: { status: 'postponed' } },
    });
    expect(await cents(m.id)).toBe(100_000n);
  });

  it('suspends a fixture’s markets (bets refused) and reopens them, each audited', async () => {
    const f = await enter(football({ startsAt: minutes(10), home: 'Eastport', away: 'Westbrook' }));
    const m = await bettor();
    const home = pick(await m.fixture(f.id), '1x2', 'home');
    const suspend = pathOf(SPORTSBOOK_PATHS.adminSuspend, f.id);
    const res = await call('finance', 'POST', suspend, { note: 'team news' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ id: f.id, suspended: true });
    expect((await m.fixture(f.id)).markets.every((mk) => mk.status === 'suspended')).toBe(true);
    const refused = await m.place(10, home);
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errorCode).toBe(SPORTSBOOK_ERRORS.marketSuspended);
    expect(await cents(m.id)).toBe(100_000n);
    const twice = await call('owner', 'POST', suspend);
    expect(twice.statusCode).toBe(409);
    expect(json(twice).errorCode).toBe(SPORTSBOOK_ADMIN_ERRORS.fixtureState);

    const reopened = await call('owner', 'POST', pathOf(SPORTSBOOK_PATHS.adminReopen, f.id));
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(json(reopened).value).toMatchObject({ suspended: false });
    expect((await m.place(10, home)).statusCode).toBe(200);

    const trail = (await audits('sportsbook.fixture.%')).filter((r) => r.detail.fixture === f.id);
    expect(trail.map((r) => [r.detail.before, r.detail.after, r.detail.note])).toEqual([
      [null, expect.objectContaining({ home: 'Eastport' }), undefined],
      [{ suspended: false }, { suspended: true }, 'team news'],
      [{ suspended: true }, { suspended: false }, null],
    ]);
  });

  it('refuses bad fixtures and results naming the field, changing nothing', async () => {
    const tennis = await enter({
      sport: 'tennis',
      league: { code: 'atp-x', name: 'Exhibition', country: 'INT' },
      home: 'A. Server',
      away: 'B. Volley',
      startsAt: minutes(3),
      model: { pSetHome: 0.6 },
      bestOf: 3,
    });
    const soccer = await enter(football({ startsAt: minutes(3) }));
    const counted = async () => ({
      fixtures: (await rows(sql`select id from sb_fixtures`)).length,
      audits: (await audits('sportsbook.%')).length,
    });
    const before = await counted();
    const fixtures: [object, string][] = [
      [football({ sport: 'tennis', bestOf: 3 }), 'model.homeGoals'],
      [{ ...football({ sport: 'tennis' }), model: { pSetHome: 0.6 } }, 'bestOf'],
      [{ ...football({ sport: 'moba', bestOf: 2 }), model: { pMapHome: 0.5 } }, 'bestOf'],
      [football({ bestOf: 3 }), 'bestOf'],
      [football({ model: { homeGoals: 1.2 } }), 'model.awayGoals'],
      [football({ model: { homeGoals: 40, awayGoals: 1 } }), 'model.homeGoals'],
      [
        { ...football({ sport: 'basketball' }), model: { homePoints: 80, awayPoints: 0 } },
        'model.awayPoints',
      ],
      [football({ startsAt: minutes(-1) }), 'startsAt'],
      [football({ away: 'harbour city' }), 'away'],
      [football({ home: '' }), 'home'],
    ];
    for (const [body, field] of fixtures) {
      const res = await call('owner', 'POST', SPORTSBOOK_PATHS.adminFixtures, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).value, res.body).toEqual({ field });
      expect(json(res).errorCode).toBe(ERROR_CODES.validation);
    }
    const finished = (score: [number, number], periods: [number, number][] = []) => ({
      status: 'finished',
      score: { home: score[0], away: score[1] },
      periods: periods.map(([home, away]) => ({ home, away })),
    });
    const results: [number, object, string][] = [
      [tennis.id, finished([1, 1]), 'score'],
      [tennis.id, finished([2, 2]), 'score'],
      [tennis.id, finished([3, 0]), 'score.home'],
      [tennis.id, finished([2, 1], [[6, 4]]), 'periods'],
      [
        tennis.id,
        finished(
          [2, 1],
          [
            [6, 4],
            [4, 6],
            [3, 6],
          ],
        ),
        'periods',
      ],
      [
        tennis.id,
        finished(
          [2, 0],
          [
            [6, 4],
            [6, 6],
          ],
        ),
        'periods',
      ],
      [
        soccer.id,
        finished(
          [2, 1],
          [
            [1, 0],
            [0, 0],
          ],
        ),
        'periods',
      ],
      [soccer.id, finished([-1, 0]), 'score.home'],
    ];
    for (const [id, body, field] of results) {
      const res = await call('owner', 'PUT', pathOf(SPORTSBOOK_PATHS.adminResult, id), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).value, res.body).toEqual({ field });
      expect(json(res).errorCode).toBe(SPORTSBOOK_ADMIN_ERRORS.resultShape);
    }
    const unknown = await call('owner', 'PUT', pathOf(SPORTSBOOK_PATHS.adminResult, 999_999), {
      status: 'cancelled',
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorCode).toBe(SPORTSBOOK_ERRORS.unknownFixture);
    const noNote = await call('owner', 'POST', pathOf(SPORTSBOOK_PATHS.adminCorrection, soccer.id), {
      status: 'cancelled',
    });
    expect(noNote.statusCode).toBe(400);
    expect(await counted()).toEqual(before);
    for (const id of [tennis.id, soccer.id])
      expect(await fixtureRow(id)).toMatchObject({ status: 'scheduled', result: null, result_version: 0 });
  });
});
