import { vi } from 'vitest';
import type { SbBet, SbFixture, SbMarket, SbSession } from '@platform/contracts';

// A stand-in for the book's API in tests: answers in the platform's envelope, records every call.

export const TEST_TOKEN = 'book-session-token-for-tests';

export const testSession: SbSession = {
  username: 'member01',
  currency: 'PHP',
  balance: 1000,
  language: 'EN',
  limits: { minStake: 1, maxStake: 5000, maxPayout: 100000, parlayMinLegs: 2, parlayMaxLegs: 10 },
  inPlayDelaySeconds: 5,
};

const market = (
  fixtureId: number,
  type: SbMarket['type'],
  line: string,
  name: string,
  selections: [string, string, number][],
  status: SbMarket['status'] = 'open',
): SbMarket => ({
  id: `${fixtureId}:${type}:${line}`,
  type,
  line: line === '-' ? null : Number(line) / 100,
  name,
  status,
  selections: selections.map(([key, label, odds]) => ({ key, label, odds })),
});

export function testFixture(
  id: number,
  home: string,
  away: string,
  extra: Partial<SbFixture> = {},
): SbFixture {
  return {
    id,
    sport: 'football',
    group: 'sports',
    league: { code: 'PFL', name: 'Philippines Football League', country: 'PH' },
    home,
    away,
    startsAt: '2030-05-01T11:30:00.000Z',
    status: 'scheduled',
    score: null,
    periods: [],
    clock: null,
    inPlay: false,
    marketCount: 6,
    markets: [
      market(id, '1x2', '-', 'Match result', [
        ['home', home, 1.95],
        ['draw', 'Draw', 3.4],
        ['away', away, 3.8],
      ]),
    ],
    ...extra,
  };
}

/** The markets of a fixture's own page besides its main one. */
export function fullMarkets(fixtureId: number): SbMarket[] {
  return [
    market(fixtureId, 'ah', '-75', 'Asian handicap -0.75', [
      ['home', 'Home -0.75', 2.02],
      ['away', 'Away +0.75', 1.84],
    ]),
    market(fixtureId, 'ou', '250', 'Over/Under 2.5', [
      ['over', 'Over 2.5', 1.91],
      ['under', 'Under 2.5', 1.93],
    ]),
    market(
      fixtureId,
      'btts',
      '-',
      'Both teams to score',
      [
        ['yes', 'Yes', 1.8],
        ['no', 'No', 1.98],
      ],
      'suspended',
    ),
    market(fixtureId, 'cs', '-', 'Correct score', [
      ['1-0', '1-0', 7.5],
      ['2-1', '2-1', 9],
    ]),
  ];
}

type Answer = { status: number; body: unknown };
type Handler = (request: {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}) => Answer | Promise<Answer> | undefined;

export const ok = (value: unknown): Answer => ({ status: 200, body: { success: true, value, message: '' } });
export const refused = (status: number, errorCode: string, message: string): Answer => ({
  status,
  body: { success: false, value: null, errorCode, message },
});

export type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};

/**
 * Installs a fetch that answers the book's calls: `handlers` first (a test's own answers), then the
 * defaults (the session, the sports, the fixture lists and pages, empty bets and results).
 */
export function installBackEnd(fixtures: SbFixture[], handlers: Handler[] = []) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://book.test');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body };
    calls.push({ ...request, headers: new Headers(init.headers) });
    let answer: Answer | undefined;
    for (const handler of handlers) {
      answer = await handler(request);
      if (answer) break;
    }
    answer ??= defaultAnswer(fixtures, request);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    fetch,
    posts: (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path),
  };
}

function defaultAnswer(
  fixtures: SbFixture[],
  request: { method: string; path: string; query: URLSearchParams },
) {
  const { path, query } = request;
  if (path === '/sb/api/session') return ok(testSession);
  if (path === '/sb/api/sports') {
    return ok({
      list: [
        {
          sport: 'football',
          group: 'sports',
          name: 'Football',
          live: fixtures.filter((f) => f.status === 'live').length,
          upcoming: fixtures.filter((f) => f.status === 'scheduled').length,
          leagues: [{ code: 'PFL', name: 'Philippines Football League', count: fixtures.length }],
        },
      ],
    });
  }
  if (path === '/sb/api/fixtures') {
    const live = query.get('when') === 'live';
    return ok({
      serverTime: '2030-05-01T10:00:00.000Z',
      list: fixtures.filter((f) => !live || f.status === 'live'),
    });
  }
  const one = /^\/sb\/api\/fixtures\/(\d+)$/.exec(path);
  if (one) {
    const fixture = fixtures.find((f) => f.id === Number(one[1]));
    return fixture
      ? ok({ ...fixture, markets: [...fixture.markets, ...fullMarkets(fixture.id)] })
      : refused(404, 'sportsbook.fixture.unknown', 'No fixture has this id.');
  }
  if (path === '/sb/api/bets') return ok({ pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0, list: [] });
  if (path === '/sb/api/results')
    return ok({ pageNo: 1, pageSize: 30, totalCount: 0, totalPages: 0, list: [] });
  return refused(404, 'not.found', `No route ${path}`);
}

/** A placed bet as the book answers it. */
export function placedBet(
  id: number,
  figures: { stake: number; odds: number; potentialReturn: number },
  fixture: SbFixture,
  key = 'home',
): SbBet {
  const { stake, odds, potentialReturn } = figures;
  const main = fixture.markets[0]!;
  const selection = main.selections.find((s) => s.key === key)!;
  return {
    id,
    kind: 'single',
    stake,
    odds,
    potentialReturn,
    status: 'open',
    payout: 0,
    legs: [
      {
        fixtureId: fixture.id,
        sport: fixture.sport,
        fixture: `${fixture.home} v ${fixture.away}`,
        league: fixture.league.name,
        startsAt: fixture.startsAt,
        marketId: main.id,
        market: main.name,
        selection: selection.label,
        key,
        odds,
        live: false,
        outcome: null,
        result: null,
      },
    ],
    placedAt: '2030-05-01T10:00:00.000Z',
    settledAt: null,
    roundId: `SB${id}`,
  };
}
