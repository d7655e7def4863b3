import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, pageWindow, totalOverAll } from '../../db/paging.js';
import { rowsOf } from '../../db/rows.js';
import {
  gameVendors,
  members,
  merchants,
  sbBooks,
  sbFixtures,
  sbSessions,
  sessions,
  vendorCredentials,
} from '../../db/schema.js';
import type {
  FixtureModel,
  FixtureResult,
  FixtureStatus,
  LiveState,
  PricedMarket,
  Score,
  Sport,
} from './engine/types.js';

// The book's settings, its fixtures (written by the feed worker and operators, read by the pages) and its
// sessions. A fixture's live state and markets are one row: a reprice is one update.

export type BookRow = typeof sbBooks.$inferSelect;

/** A market as stored: the priced market and whether it is suspended apart from the fixture. */
export type StoredMarket = PricedMarket & { suspended?: boolean };

export type FixtureRow = {
  id: number;
  merchantId: number;
  source: 'feed' | 'operator';
  feedRef: string | null;
  sport: Sport;
  leagueCode: string;
  leagueName: string;
  country: string;
  home: string;
  away: string;
  startsAt: Date;
  endsAt: Date | null;
  model: FixtureModel;
  status: FixtureStatus;
  score: Score | null;
  periods: Score[];
  elapsed: number;
  clock: string | null;
  markets: StoredMarket[];
  suspendedUntil: Date | null;
  operatorSuspended: boolean;
  feedAt: Date | null;
  result: FixtureResult | null;
  resultVersion: number;
  settledVersion: number;
};

export type NewFixture = {
  merchantId: number;
  source: 'feed' | 'operator';
  feedRef: string | null;
  sport: Sport;
  leagueCode: string;
  leagueName: string;
  country: string;
  home: string;
  away: string;
  startsAt: Date;
  endsAt: Date | null;
  model: FixtureModel;
  markets: StoredMarket[];
};

const rowOf = (r: typeof sbFixtures.$inferSelect): FixtureRow => r as unknown as FixtureRow;

/** One page of fixtures and the count of all matching. */
async function pageOf(
  tx: Executor,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { pageNo: number; pageSize: number },
) {
  return countedPage(
    (w) =>
      tx
        .select({ ...getTableColumns(sbFixtures), total: totalOverAll() })
        .from(sbFixtures)
        .where(where)
        .orderBy(...orderBy)
        .limit(w.limit)
        .offset(w.offset),
    () =>
      tx
        .select({ n: sql<number>`count(*)` })
        .from(sbFixtures)
        .where(where),
    pageWindow(page),
  );
}

export function createFixturesRepository(db: Database) {
  return {
    async book(merchantId: number, tx: Executor = db): Promise<BookRow | undefined> {
      const [row] = await tx.select().from(sbBooks).where(eq(sbBooks.merchantId, merchantId));
      return row;
    },

    /** The brands with a book, for the worker. */
    async books(tx: Executor = db): Promise<BookRow[]> {
      return tx.select().from(sbBooks).orderBy(asc(sbBooks.merchantId));
    },

    async vendorSecret(merchantId: number, vendorCode: string, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ secret: vendorCredentials.secret, enabled: vendorCredentials.enabled })
        .from(vendorCredentials)
        .where(
          and(eq(vendorCredentials.merchantId, merchantId), eq(vendorCredentials.vendorCode, vendorCode)),
        );
      return row?.enabled ? row.secret : null;
    },

    /** The brand's code and currency, and the wallet the book's rounds move (main, or its sub-wallet). */
    async party(merchantId: number, vendorCode: string, tx: Executor = db) {
      const [brand] = await tx
        .select({ code: merchants.code, currency: merchants.currencySymbol })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      if (!brand) throw new Error(`brand ${merchantId} does not exist`);
      const [vendor] = await tx
        .select({ mode: gameVendors.walletMode })
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.code, vendorCode)))
        .limit(1);
      return {
        merchantId,
        merchantCode: brand.code,
        vendorCode,
        currency: brand.currency,
        walletCode: vendor?.mode === 'transfer' ? vendorCode : 'MAIN',
      };
    },

    /** The brand as the betting service needs it (code and time zone). */
    async brandOf(merchantId: number, tx: Executor = db) {
      const [row] = await tx
        .select({ id: merchants.id, code: merchants.code, settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      if (!row) throw new Error(`brand ${merchantId} does not exist`);
      return { id: row.id, code: row.code, settings: { timeZone: row.settings.timeZone ?? 'UTC' } };
    },

    /** The member's name and the brand's code and currency, for the book session's answer. */
    async sessionFacts(memberId: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          username: members.username,
          code: merchants.code,
          currencySymbol: merchants.currencySymbol,
        })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(eq(members.id, memberId));
      if (!row) throw new Error(`member ${memberId} does not exist`);
      return { username: row.username, brand: { code: row.code, currencySymbol: row.currencySymbol } };
    },

    /** Feed fixtures not yet stored are added (a second worker's insert of the same is skipped). */
    async addFixtures(list: NewFixture[], tx: Executor = db): Promise<number> {
      if (list.length === 0) return 0;
      const rows = await tx
        .insert(sbFixtures)
        .values(list)
        .onConflictDoNothing({ target: [sbFixtures.merchantId, sbFixtures.feedRef] })
        .returning({ id: sbFixtures.id });
      return rows.length;
    },

    async fixture(merchantId: number, id: number, tx: Executor = db): Promise<FixtureRow | undefined> {
      const [row] = await tx
        .select()
        .from(sbFixtures)
        .where(and(eq(sbFixtures.merchantId, merchantId), eq(sbFixtures.id, id)));
      return row ? rowOf(row) : undefined;
    },

    async fixturesByIds(merchantId: number, ids: number[], tx: Executor = db): Promise<FixtureRow[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .select()
        .from(sbFixtures)
        .where(and(eq(sbFixtures.merchantId, merchantId), inArray(sbFixtures.id, ids)));
      return rows.map(rowOf);
    },

    /** The fixture locked until the caller's transaction ends (results, corrections, suspensions). */
    async lockFixture(merchantId: number, id: number, tx: Executor): Promise<FixtureRow | undefined> {
      const [row] = await tx
        .select()
        .from(sbFixtures)
        .where(and(eq(sbFixtures.merchantId, merchantId), eq(sbFixtures.id, id)))
        .for('update');
      return row ? rowOf(row) : undefined;
    },

    /** Fixtures taking bets or in play, starting before `until`: the lists and the worker read these. */
    async active(
      merchantId: number,
      until: Date,
      filter: { sports?: readonly Sport[] | undefined; league?: string | undefined } = {},
      tx: Executor = db,
    ): Promise<FixtureRow[]> {
      const rows = await tx
        .select()
        .from(sbFixtures)
        .where(
          and(
            eq(sbFixtures.merchantId, merchantId),
            inArray(sbFixtures.status, ['scheduled', 'live']),
            lt(sbFixtures.startsAt, until),
            filter.sports ? inArray(sbFixtures.sport, [...filter.sports]) : undefined,
            filter.league ? eq(sbFixtures.leagueCode, filter.league) : undefined,
          ),
        )
        .orderBy(asc(sbFixtures.startsAt), asc(sbFixtures.id));
      return rows.map(rowOf);
    },

    /** What the sports list counts of the fixtures taking bets or in play (no markets read). */
    async activeCounts(merchantId: number, until: Date, now: Date, tx: Executor = db) {
      return tx
        .select({
          sport: sbFixtures.sport,
          leagueCode: sbFixtures.leagueCode,
          leagueName: sbFixtures.leagueName,
          live: sql<number>`(count(*) filter (where ${sbFixtures.status} = 'live'))::int`,
          upcoming: sql<number>`(count(*) filter (where ${sbFixtures.status} = 'scheduled' and ${sbFixtures.startsAt} > ${now.toISOString()}::timestamptz))::int`,
        })
        .from(sbFixtures)
        .where(
          and(
            eq(sbFixtures.merchantId, merchantId),
            inArray(sbFixtures.status, ['scheduled', 'live']),
            lt(sbFixtures.startsAt, until),
          ),
        )
        .groupBy(sbFixtures.sport, sbFixtures.leagueCode, sbFixtures.leagueName)
        .orderBy(asc(sbFixtures.leagueName));
    },

    /** Feed fixtures whose state the worker must follow now: started (or about to) and without a result. */
    async due(merchantId: number, now: Date, tx: Executor = db): Promise<FixtureRow[]> {
      const rows = await tx
        .select()
        .from(sbFixtures)
        .where(
          and(
            eq(sbFixtures.merchantId, merchantId),
            eq(sbFixtures.source, 'feed'),
            inArray(sbFixtures.status, ['scheduled', 'live']),
            lte(sbFixtures.startsAt, new Date(now.getTime() + 60 * 60_000)),
          ),
        )
        .orderBy(asc(sbFixtures.startsAt), asc(sbFixtures.id));
      return rows.map(rowOf);
    },

    /** A fixture's live state, markets and suspension written in one update (the feed worker). */
    async writeState(
      id: number,
      change: {
        state: LiveState;
        markets: StoredMarket[];
        suspendedUntil: Date | null;
        feedAt: Date;
        result: FixtureResult | null;
      },
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(sbFixtures)
        .set({
          status: change.state.status,
          score: change.state.status === 'scheduled' ? null : change.state.score,
          periods: change.state.periods,
          elapsed: Math.round(change.state.elapsed * 1000),
          clock: change.state.clock,
          markets: change.markets,
          suspendedUntil: change.suspendedUntil,
          feedAt: change.feedAt,
          updatedAt: change.feedAt,
          ...(change.result
            ? { result: change.result, resultVersion: sql`${sbFixtures.resultVersion} + 1` }
            : {}),
        })
        // A result already written (by another worker, or an operator) is not written twice.
        .where(and(eq(sbFixtures.id, id), eq(sbFixtures.resultVersion, 0), isNull(sbFixtures.result)))
        .returning({ id: sbFixtures.id });
      return rows.length > 0;
    },

    /** A result entered or corrected by an operator: the markets close, the version moves on. */
    async writeResult(id: number, result: FixtureResult, now: Date, tx: Executor): Promise<number> {
      const [row] = await tx
        .update(sbFixtures)
        .set({
          status: result.status,
          score: result.status === 'finished' ? result.score : null,
          periods: result.status === 'finished' ? result.periods : [],
          result,
          markets: [],
          elapsed: result.status === 'finished' ? 1000 : sql`${sbFixtures.elapsed}`,
          clock: null,
          resultVersion: sql`${sbFixtures.resultVersion} + 1`,
          updatedAt: now,
        })
        .where(eq(sbFixtures.id, id))
        .returning({ version: sbFixtures.resultVersion });
      return row!.version;
    },

    async setOperatorSuspended(id: number, suspended: boolean, now: Date, tx: Executor): Promise<void> {
      await tx
        .update(sbFixtures)
        .set({ operatorSuspended: suspended, updatedAt: now })
        .where(eq(sbFixtures.id, id));
    },

    async insertFixture(fixture: NewFixture, tx: Executor): Promise<number> {
      const [row] = await tx.insert(sbFixtures).values(fixture).returning({ id: sbFixtures.id });
      return row!.id;
    },

    /** Fixtures whose latest result is not settled yet (the settlement's queue). */
    async unsettled(limit: number, tx: Executor = db): Promise<FixtureRow[]> {
      const rows = await tx
        .select()
        .from(sbFixtures)
        .where(gt(sbFixtures.resultVersion, sbFixtures.settledVersion))
        .orderBy(asc(sbFixtures.updatedAt), asc(sbFixtures.id))
        .limit(limit);
      return rows.map(rowOf);
    },

    async markSettled(id: number, version: number, tx: Executor = db): Promise<void> {
      await tx
        .update(sbFixtures)
        .set({ settledVersion: version })
        .where(and(eq(sbFixtures.id, id), lt(sbFixtures.settledVersion, version)));
    },

    /** Finished and voided fixtures, newest first. */
    async results(
      merchantId: number,
      query: { sport?: Sport | undefined; pageNo: number; pageSize: number },
      tx: Executor = db,
    ) {
      const where = and(
        eq(sbFixtures.merchantId, merchantId),
        inArray(sbFixtures.status, ['finished', 'postponed', 'abandoned', 'cancelled']),
        query.sport ? eq(sbFixtures.sport, query.sport) : undefined,
      );
      const rows = await pageOf(tx, where, [desc(sbFixtures.startsAt), desc(sbFixtures.id)], query);
      return { total: rows.total, list: rows.rows.map(rowOf) };
    },

    /** Operators' list: every fixture, filtered, with its open bets counted. */
    async adminList(
      merchantId: number,
      query: {
        status?: FixtureStatus | undefined;
        sport?: Sport | undefined;
        pageNo: number;
        pageSize: number;
      },
      tx: Executor = db,
    ) {
      const where = and(
        eq(sbFixtures.merchantId, merchantId),
        query.status ? eq(sbFixtures.status, query.status) : undefined,
        query.sport ? eq(sbFixtures.sport, query.sport) : undefined,
      );
      const page = await pageOf(tx, where, [asc(sbFixtures.startsAt), asc(sbFixtures.id)], query);
      const ids = page.rows.map((r) => r.id);
      const open = ids.length
        ? await rowsOf<{ fixture_id: unknown; n: unknown }>(
            tx,
            sql`select l.fixture_id, count(*) as n from sb_legs l join sb_bets b on b.id = l.bet_id
                where l.fixture_id in (${sql.join(
                  ids.map((i) => sql`${i}`),
                  sql`, `,
                )}) and b.status = 'open'
                group by l.fixture_id`,
          )
        : [];
      const counts = new Map(open.map((r) => [Number(r.fixture_id), Number(r.n)]));
      return {
        total: page.total,
        list: page.rows.map((r) => ({ ...rowOf(r), openBets: counts.get(r.id) ?? 0 })),
      };
    },

    /** Open bets with a leg on the fixture (an operator's view of one fixture). */
    async openBets(fixtureId: number, tx: Executor = db): Promise<number> {
      const [row] = await rowsOf<{ n: unknown }>(
        tx,
        sql`select count(*) as n from sb_bets b
            where b.id in (select l.bet_id from sb_legs l where l.fixture_id = ${fixtureId}) and b.status = 'open'`,
      );
      return Number(row?.n ?? 0);
    },

    /**
     * Bets the settlement still has to take for the fixture's result `version`: those with a leg on it
     * settled from an older version (the bets `claimForFixture` claims).
     */
    async betsToSettle(fixtureId: number, version: number, tx: Executor = db): Promise<number> {
      const [row] = await rowsOf<{ n: unknown }>(
        tx,
        sql`select count(*) as n from sb_bets b
            where b.id in (select l.bet_id from sb_legs l where l.fixture_id = ${fixtureId} and l.version < ${version})
              and b.status <> 'pending'`,
      );
      return Number(row?.n ?? 0);
    },

    // Sessions

    async insertSession(
      session: {
        tokenHash: string;
        merchantId: number;
        memberId: number;
        siteSessionId: number;
        language: string;
        expiresAt: Date;
      },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(sbSessions).values(session);
    },

    /** A live book session: not expired, and its site session neither revoked nor expired. */
    async findSession(tokenHash: string, now: Date, tx: Executor = db) {
      const [row] = await tx
        .select({
          id: sbSessions.id,
          merchantId: sbSessions.merchantId,
          memberId: sbSessions.memberId,
          language: sbSessions.language,
        })
        .from(sbSessions)
        .innerJoin(
          sessions,
          and(
            eq(sessions.id, sbSessions.siteSessionId),
            eq(sessions.memberId, sbSessions.memberId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .where(and(eq(sbSessions.tokenHash, tokenHash), gt(sbSessions.expiresAt, now)));
      return row;
    },

    /** Fixtures starting in [from, to), for the featured list and lists by day. */
    async between(merchantId: number, from: Date, to: Date, tx: Executor = db): Promise<FixtureRow[]> {
      const rows = await tx
        .select()
        .from(sbFixtures)
        .where(
          and(
            eq(sbFixtures.merchantId, merchantId),
            or(
              and(gte(sbFixtures.startsAt, from), lt(sbFixtures.startsAt, to)),
              eq(sbFixtures.status, 'live'),
            ),
          ),
        )
        .orderBy(asc(sbFixtures.startsAt), asc(sbFixtures.id));
      return rows.map(rowOf);
    },
  };
}
export type FixturesRepository = ReturnType<typeof createFixturesRepository>;
