import { queryOptions } from '@tanstack/react-query';
import {
  SPORTSBOOK_PATHS,
  type Language,
  type SbBets,
  type SbCashedOut,
  type SbCashOutQuote,
  type SbFixture,
  type SbFixtures,
  type SbPlace,
  type SbPlaced,
  type SbResults,
  type SbSession,
  type SbSport,
  type SbSports,
} from '@platform/contracts';
import type { BookGroup } from '../book-constants';
import { call, pathOf } from './client';

/** A list or fixture with a live fixture in it is asked again every 2 seconds, the others every 10. */
export const LIVE_REFRESH_MS = 2_000;
export const LIST_REFRESH_MS = 10_000;

export type FixtureFilter = {
  group?: BookGroup;
  sport?: SbSport;
  league?: string;
  when: 'live' | 'upcoming' | 'all';
};

/** The book's query keys: one factory, so that a change invalidates exactly what it touches. */
export const bookKeys = {
  all: ['sportsbook'] as const,
  session: () => [...bookKeys.all, 'session'] as const,
  sports: () => [...bookKeys.all, 'sports'] as const,
  fixtureLists: () => [...bookKeys.all, 'fixtures'] as const,
  fixtures: (filter: FixtureFilter, language: Language) =>
    [...bookKeys.fixtureLists(), filter, language] as const,
  fixture: (id: number, language: Language) => [...bookKeys.all, 'fixture', id, language] as const,
  bets: () => [...bookKeys.all, 'bets'] as const,
  betPage: (status: 'open' | 'settled', pageNo: number, language: Language) =>
    [...bookKeys.bets(), status, pageNo, language] as const,
  cashOutQuote: (betId: number) => [...bookKeys.all, 'cash-out', betId] as const,
  results: (sport: SbSport | undefined, pageNo: number, language: Language) =>
    [...bookKeys.all, 'results', sport ?? 'all', pageNo, language] as const,
};

/** The session with the balance: read again every few seconds, since settlements pay into it meanwhile. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: bookKeys.session(),
    queryFn: () => call<SbSession>(SPORTSBOOK_PATHS.session),
    refetchInterval: LIST_REFRESH_MS,
  });

export const sportsQuery = () =>
  queryOptions({
    queryKey: bookKeys.sports(),
    queryFn: () => call<SbSports>(SPORTSBOOK_PATHS.sports),
    refetchInterval: LIST_REFRESH_MS,
  });

export const fixturesQuery = (filter: FixtureFilter, language: Language) =>
  queryOptions({
    queryKey: bookKeys.fixtures(filter, language),
    queryFn: () => call<SbFixtures>(SPORTSBOOK_PATHS.fixtures, { query: { ...filter, language } }),
    refetchInterval: (query) =>
      filter.when === 'live' || query.state.data?.list.some((fixture) => fixture.status === 'live')
        ? LIVE_REFRESH_MS
        : LIST_REFRESH_MS,
  });

export const fixtureQuery = (id: number, language: Language) =>
  queryOptions({
    queryKey: bookKeys.fixture(id, language),
    queryFn: () => call<SbFixture>(pathOf(SPORTSBOOK_PATHS.fixture, { id }), { query: { language } }),
    refetchInterval: (query) =>
      query.state.data?.status === 'live' || query.state.data?.inPlay ? LIVE_REFRESH_MS : LIST_REFRESH_MS,
  });

export const BETS_PAGE_SIZE = 20;
export const betsQuery = (status: 'open' | 'settled', pageNo: number, language: Language) =>
  queryOptions({
    queryKey: bookKeys.betPage(status, pageNo, language),
    queryFn: () =>
      call<SbBets>(SPORTSBOOK_PATHS.bets, {
        query: { status, pageNo, pageSize: BETS_PAGE_SIZE, language },
      }),
  });

export const RESULTS_PAGE_SIZE = 30;
export const resultsQuery = (sport: SbSport | undefined, pageNo: number, language: Language) =>
  queryOptions({
    queryKey: bookKeys.results(sport, pageNo, language),
    queryFn: () =>
      call<SbResults>(SPORTSBOOK_PATHS.results, {
        query: { sport, pageNo, pageSize: RESULTS_PAGE_SIZE, language },
      }),
  });

/** What cashing the bet out pays now; asked when the member presses Cash out, never kept. */
export const cashOutQuote = (betId: number) =>
  call<SbCashOutQuote>(pathOf(SPORTSBOOK_PATHS.cashOut, { id: betId }));

export const placeBets = (slip: SbPlace) =>
  call<SbPlaced>(SPORTSBOOK_PATHS.bets, { method: 'POST', body: slip });

export const cashOut = (betId: number, body: { requestId: string; value: number }) =>
  call<SbCashedOut>(pathOf(SPORTSBOOK_PATHS.cashOut, { id: betId }), { method: 'POST', body });

/** A request id for one intended money call, drawn per submission. */
export const newRequestId = (): string => crypto.randomUUID();

/**
 * Whether a failed money call may be sent again under the same request id: no answer came (the network,
 * a server failure, a request to slow down), so the first may have gone through. A refusal is an answer.
 */
export const keepsRequestId = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500 || status === 429;
};
