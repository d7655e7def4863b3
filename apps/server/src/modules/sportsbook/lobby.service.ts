import { createHash, randomBytes } from 'node:crypto';
import {
  LANGUAGES,
  minorToMajor,
  SB_PARLAY_MAX_LEGS,
  SB_PARLAY_MIN_LEGS,
  SB_SPORTS,
  SPORTSBOOK_ERRORS,
  SPORTSBOOK_PATHS,
  type Language,
  type SbBets,
  type SbFixture,
  type SbFixtures,
  type SbResults,
  type SbSession,
  type SbSport,
  type SbSports,
} from '@platform/contracts';
import { pageFields } from '../../db/paging.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import type { VendorWalletClient } from '../../lib/vendor-wallet-client.js';
import type { BetsRepository } from './bets.repository.js';
import type { FixtureRow, FixturesRepository } from './fixtures.repository.js';
import { groupOf, marketOut } from './markets.js';
import { betOut } from './rounds.js';

// The book's pages' reads: the session a launch opened, sports and fixtures with their markets, the
// member's bets and the results; and the launch itself (a book session, the pages' address).

export const BOOK_SESSION_TTL_MS = 12 * 3_600_000;
/** Lists show fixtures starting within this window (and every live one). */
export const LIST_WINDOW_MS = 3 * 24 * 3_600_000;

const SPORT_NAMES: Record<SbSport, Record<Language, string>> = {
  football: { EN: 'Football', CN: '足球', ID: 'Sepak bola', TH: 'ฟุตบอล', TY: 'Football', VI: 'Bóng đá' },
  basketball: {
    EN: 'Basketball',
    CN: '篮球',
    ID: 'Bola basket',
    TH: 'บาสเกตบอล',
    TY: 'Basketball',
    VI: 'Bóng rổ',
  },
  tennis: { EN: 'Tennis', CN: '网球', ID: 'Tenis', TH: 'เทนนิส', TY: 'Tennis', VI: 'Quần vợt' },
  efootball: {
    EN: 'E-football',
    CN: '电子足球',
    ID: 'E-football',
    TH: 'อีฟุตบอล',
    TY: 'E-football',
    VI: 'Bóng đá điện tử',
  },
  moba: { EN: 'MOBA', CN: 'MOBA', ID: 'MOBA', TH: 'MOBA', TY: 'MOBA', VI: 'MOBA' },
  shooter: { EN: 'Shooter', CN: '射击', ID: 'Shooter', TH: 'เกมยิง', TY: 'Shooter', VI: 'Bắn súng' },
};

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const invalid = () =>
  unauthorized(
    SPORTSBOOK_ERRORS.sessionInvalid,
    'Your book session has ended: open Sports again from the site.',
  );

export type BookSession = { id: number; merchantId: number; memberId: number; language: Language };

export function createLobbyService(deps: {
  fixtures: FixturesRepository;
  bets: BetsRepository;
  wallet: VendorWalletClient;
  now: () => Date;
}) {
  const languageOf = (value: string): Language =>
    (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'EN';

  function fixtureOut(f: FixtureRow, language: Language, all: boolean, now: Date): SbFixture {
    const markets = f.markets.filter((m) => all || m.type === '1x2' || m.type === 'winner');
    return {
      id: f.id,
      sport: f.sport,
      group: groupOf(f.sport),
      league: { code: f.leagueCode, name: f.leagueName, country: f.country },
      home: f.home,
      away: f.away,
      startsAt: f.startsAt.toISOString(),
      status: f.status,
      score: f.status === 'scheduled' ? null : f.score,
      periods: f.periods,
      clock: f.clock,
      inPlay: f.status === 'live',
      marketCount: f.markets.length,
      markets: markets.map((m) => marketOut(f, m, language, now)),
    };
  }

  /** Fixtures a list shows: live ones and those starting within the window that still take bets. */
  async function listed(
    merchantId: number,
    now: Date,
    filter: { sports?: readonly SbSport[] | undefined; league?: string | undefined } = {},
  ): Promise<FixtureRow[]> {
    const rows = await deps.fixtures.active(merchantId, new Date(now.getTime() + LIST_WINDOW_MS), filter);
    return rows.filter((f) => f.status === 'live' || f.startsAt > now);
  }

  /** The sports a query names: one sport, a group's, or every one. */
  const sportsOf = (query: { sport?: SbSport | undefined; group?: 'sports' | 'esports' | undefined }) =>
    query.sport
      ? [query.sport]
      : query.group
        ? SB_SPORTS.filter((s) => groupOf(s) === query.group)
        : undefined;

  return {
    /** The member's name and the brand's code and currency (the session's answer). */
    sessionFacts: (memberId: number) => deps.fixtures.sessionFacts(memberId),
    /** The brand as placing a slip needs it. */
    brandOf: (merchantId: number) => deps.fixtures.brandOf(merchantId),

    /** Opens a book session for a launch; answers the pages' address with its token. */
    async launch(input: {
      brand: { id: number };
      memberId: number;
      sessionId: number;
      language: string;
      group: 'sports' | 'esports';
    }): Promise<string> {
      const token = randomBytes(24).toString('base64url');
      const language = languageOf(input.language);
      await deps.fixtures.insertSession({
        tokenHash: tokenHashOf(token),
        merchantId: input.brand.id,
        memberId: input.memberId,
        siteSessionId: input.sessionId,
        language,
        expiresAt: new Date(deps.now().getTime() + BOOK_SESSION_TTL_MS),
      });
      const query = new URLSearchParams({ t: token, lang: language, group: input.group });
      return `${SPORTSBOOK_PATHS.app}?${query}`;
    },

    async sessionOf(token: string | undefined): Promise<BookSession> {
      if (!token || token.length > 128) throw invalid();
      const row = await deps.fixtures.findSession(tokenHashOf(token), deps.now());
      if (!row) throw invalid();
      return { ...row, language: languageOf(row.language) };
    },

    async session(
      s: BookSession,
      brand: { code: string; currencySymbol: string },
      username: string,
    ): Promise<SbSession> {
      const book = await deps.fixtures.book(s.merchantId);
      if (!book)
        throw notFound(SPORTSBOOK_ERRORS.sessionInvalid, 'The sportsbook is not open for this brand.');
      const { balance } = await deps.wallet(
        { merchantId: s.merchantId, merchantCode: brand.code, vendorCode: book.vendorCode },
        'balance',
        { playerId: String(s.memberId) },
      );
      return {
        username,
        currency: brand.currencySymbol,
        balance,
        language: s.language,
        limits: {
          minStake: minorToMajor(book.minStake),
          maxStake: minorToMajor(book.maxStake),
          maxPayout: minorToMajor(book.maxPayout),
          parlayMinLegs: SB_PARLAY_MIN_LEGS,
          parlayMaxLegs: SB_PARLAY_MAX_LEGS,
        },
        inPlayDelaySeconds: Math.ceil(book.inPlayDelayMs / 1000),
      };
    },

    async sports(merchantId: number, language: Language): Promise<SbSports> {
      const now = deps.now();
      const counts = await deps.fixtures.activeCounts(
        merchantId,
        new Date(now.getTime() + LIST_WINDOW_MS),
        now,
      );
      return {
        list: SB_SPORTS.map((sport) => {
          const own = counts.filter((c) => c.sport === sport);
          return {
            sport,
            group: groupOf(sport),
            name: SPORT_NAMES[sport][language],
            live: own.reduce((n, c) => n + c.live, 0),
            upcoming: own.reduce((n, c) => n + c.upcoming, 0),
            leagues: own
              .filter((c) => c.live + c.upcoming > 0)
              .map((c) => ({ code: c.leagueCode, name: c.leagueName, count: c.live + c.upcoming })),
          };
        }),
      };
    },

    async fixtures(
      merchantId: number,
      query: {
        sport?: SbSport | undefined;
        group?: 'sports' | 'esports' | undefined;
        league?: string | undefined;
        when: 'live' | 'upcoming' | 'all';
      },
      language: Language,
    ): Promise<SbFixtures> {
      const now = deps.now();
      const rows = (await listed(merchantId, now, { sports: sportsOf(query), league: query.league })).filter(
        (f) => query.when === 'all' || (query.when === 'live') === (f.status === 'live'),
      );
      rows.sort(
        (a, b) =>
          Number(b.status === 'live') - Number(a.status === 'live') ||
          a.startsAt.getTime() - b.startsAt.getTime(),
      );
      return { serverTime: now.toISOString(), list: rows.map((f) => fixtureOut(f, language, false, now)) };
    },

    async fixture(merchantId: number, id: number, language: Language): Promise<SbFixture> {
      const f = await deps.fixtures.fixture(merchantId, id);
      if (!f) throw notFound(SPORTSBOOK_ERRORS.unknownFixture, `No fixture ${id} in this book.`);
      return fixtureOut(f, language, true, deps.now());
    },

    /** The home page's featured fixtures: live first, then the next to start, one per league at most. */
    async featured(
      merchantId: number,
      input: { group?: 'sports' | 'esports' | undefined; limit: number },
      language: Language,
    ) {
      const now = deps.now();
      const rows = (await listed(merchantId, now, { sports: sportsOf(input) })).filter((f) =>
        f.markets.some((m) => m.type === '1x2' || m.type === 'winner'),
      );
      rows.sort(
        (a, b) =>
          Number(b.status === 'live') - Number(a.status === 'live') ||
          a.startsAt.getTime() - b.startsAt.getTime(),
      );
      const seen = new Set<string>();
      const picked = rows.filter((f) => !seen.has(f.leagueCode) && seen.add(f.leagueCode));
      return { list: picked.slice(0, input.limit).map((f) => fixtureOut(f, language, false, now)) };
    },

    async results(
      merchantId: number,
      query: { sport?: SbSport | undefined; pageNo: number; pageSize: number },
      language: Language,
    ): Promise<SbResults> {
      const now = deps.now();
      const page = await deps.fixtures.results(merchantId, query);
      return {
        ...pageFields(query, page.total),
        list: page.list.map((f) => fixtureOut(f, language, false, now)),
      };
    },

    async bets(
      s: BookSession,
      query: { status: 'open' | 'settled'; pageNo: number; pageSize: number },
      language: Language,
    ): Promise<SbBets> {
      const page = await deps.bets.page(s.memberId, query);
      const ids = [...new Set(page.list.flatMap((b) => b.legs.map((l) => l.fixtureId)))];
      const fixtures = new Map((await deps.fixtures.fixturesByIds(s.merchantId, ids)).map((f) => [f.id, f]));
      return { ...pageFields(query, page.total), list: page.list.map((b) => betOut(b, fixtures, language)) };
    },
  };
}
export type LobbyService = ReturnType<typeof createLobbyService>;
