import { randomUUID } from 'node:crypto';
import { API, SPORTSBOOK_PATHS, SPORTSBOOK_TOKEN_HEADER, type SbFixture } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppOptions } from '../app.js';
import { rowsOf } from '../db/rows.js';
import { createSandboxFeed, SPORTSBOOK_JOBS } from '../modules/sportsbook/index.js';
import { newMember } from './members.js';
import { createTestApp, json, type TestApp } from './test-app.js';

// The sportsbook's tests: an app with the sandbox feed (run by hand) on the database's clock, a member who
// launches the book as the site does and calls it with the book token, picks read from the book's own
// answers, and results written as an operator's are.

export type BookTestApp = TestApp & {
  rows: <T = Record<string, any>>(query: SQL) => Promise<T[]>;
  runFeed: () => Promise<unknown>;
  runSettlement: () => Promise<unknown>;
};

export async function createBookTestApp(options: Partial<AppOptions> = {}): Promise<BookTestApp> {
  const t = await createTestApp({
    sportsbookFeed: createSandboxFeed('sportsbook-test'),
    sportsbookDelay: async () => undefined,
    ...options,
  });
  const app = t.app;
  await app.scheduler.run(SPORTSBOOK_JOBS.feed);
  return {
    ...t,
    rows: (query) => rowsOf(app.database.db, query),
    runFeed: () => app.scheduler.run(SPORTSBOOK_JOBS.feed),
    runSettlement: () => app.scheduler.run(SPORTSBOOK_JOBS.settlement),
  };
}

export type Book = ReturnType<typeof bookCalls>;

/** The book's calls with a book token, as its pages make them. */
export const bookCalls = (app: FastifyInstance, token: string) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: { [SPORTSBOOK_TOKEN_HEADER]: token } }),
  post: (url: string, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { [SPORTSBOOK_TOKEN_HEADER]: token },
      payload: payload as Record<string, unknown>,
    }),
});

/** Launches the book from the site (`launchGame`) and answers the book token of its address. */
export async function bookToken(app: FastifyInstance, siteToken: string, gameCode = 'lobby') {
  const res = await app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: { merchant: 'demo', authorization: siteToken },
    payload: { vendor: 'FB', gameCode },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL((json(res).value as { content: { game_url: string } }).content.game_url, 'http://x');
  expect(url.pathname).toBe(SPORTSBOOK_PATHS.app);
  return url.searchParams.get('t')!;
}

/** A new funded member with the book open. */
export async function bookMember(app: FastifyInstance, funds = 1_000) {
  const m = await newMember(app, { prefix: 'sb', funds });
  return { ...m, book: bookCalls(app, await bookToken(app, m.token)) };
}

/** The member's main balance in major units. */
export async function mainBalance(app: FastifyInstance, memberId: number): Promise<number> {
  const [row] = await rowsOf<{ b: string }>(
    app.database.db,
    sql`select balance::text as b from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
  );
  return Number(row!.b) / 100;
}

export async function upcoming(book: Book, sport = 'football'): Promise<SbFixture[]> {
  const res = await book.get(`${SPORTSBOOK_PATHS.fixtures}?sport=${sport}&when=upcoming`);
  expect(res.statusCode, res.body).toBe(200);
  return (json(res).value as { list: SbFixture[] }).list;
}

export async function fixtureOf(book: Book, id: number): Promise<SbFixture> {
  const res = await book.get(SPORTSBOOK_PATHS.fixture.replace(':id', String(id)));
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value as SbFixture;
}

/** A pick of a fixture's market (the first of its type, or the one with `line`) at its odds now. */
export function pick(f: SbFixture, type: string, key: string, line?: number) {
  const market = f.markets.find((m) => m.type === type && (line === undefined || m.line === line));
  if (!market) throw new Error(`fixture ${f.id} has no ${type} market`);
  const selection = market.selections.find((s) => s.key === key);
  if (!selection) throw new Error(`market ${market.id} has no selection ${key}`);
  return { marketId: market.id, key, odds: selection.odds };
}

export const placeBets = (book: Book, bets: { stake: number; picks: object[] }[], extra: object = {}) =>
  book.post(SPORTSBOOK_PATHS.bets, { requestId: randomUUID(), bets, ...extra });

/** A result written as the operator API writes it (markets closed, a new result version). */
export async function writeResult(t: BookTestApp, fixtureId: number, value: object): Promise<void> {
  await t.rows(
    sql`update sb_fixtures set status = ${(value as { status: string }).status},
          result = ${JSON.stringify(value)}::jsonb, markets = '[]'::jsonb, result_version = result_version + 1
        where id = ${fixtureId}`,
  );
}
