import {
  API,
  type Language,
  type LotteryBets,
  type LotteryLatest,
  type LotteryMenu,
  type LotteryNumeroDetail,
  type LotteryOpen,
  type LotteryPlace,
  type LotteryPlaced,
  type LotteryResults,
  type LotteryTrends,
  type lotteryBetsQuerySchema,
  type lotteryChaseCancelledSchema,
  type lotteryResultsQuerySchema,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, callBare } from '@/lib/api-client';

// The in-house lottery's calls (docs/lottery.md). The `/lgw` and `/lotto/lgw` calls answer bare JSON (SPEC),
// hence `callBare`; the `/wps` ones the envelope.

export type BetsParams = z.output<typeof lotteryBetsQuerySchema>;
export type ChaseCancelled = z.output<typeof lotteryChaseCancelledSchema>;
export type ResultsParams = Omit<z.output<typeof lotteryResultsQuerySchema>, 'language'>;

/** The open numeros with the offset of the server's clock from this device's when they arrived. */
export type OpenNumeros = LotteryOpen & {
  /** Server time minus device time (ms): a countdown reads `Date.now() + clockOffset`, the server's clock. */
  clockOffset: number;
};

export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (language: Language) => ['lottery', 'menu', language] as const,
  latest: (language: Language) => ['lottery', 'latest', language] as const,
  open: (token: string | null, language: Language, gameCode: string | null) =>
    ['lottery', 'open', token, language, gameCode] as const,
  results: (language: Language, params: ResultsParams) => ['lottery', 'results', language, params] as const,
  numero: (gameCode: string, numero: string) => ['lottery', 'numero', gameCode, numero] as const,
  trends: (gameCode: string, count: number) => ['lottery', 'trends', gameCode, count] as const,
  /** Everything that is the member's own; refreshed after a slip or a cancelled chase. */
  bets: (token: string | null) => ['lottery', 'bets', token] as const,
  betsPage: (token: string | null, params: BetsParams) => ['lottery', 'bets', token, params] as const,
};

/** The server's clock now, from an answer's offset. */
export const serverNow = (open: Pick<OpenNumeros, 'clockOffset'>) => Date.now() + open.clockOffset;

/** How long to wait before asking for the open numeros again: just after the next cut-off, at most a minute. */
export function untilNextCutoff(open: OpenNumeros | undefined): number {
  if (!open) return 60_000;
  const now = serverNow(open);
  const next = Math.min(...open.list.map((n) => Date.parse(n.closesAt)).filter((t) => Number.isFinite(t)));
  if (!Number.isFinite(next)) return 60_000;
  // A numero past its cut-off that the server still lists: ask again shortly, the next one is opening.
  return Math.min(60_000, Math.max(2_000, next - now + 500));
}

export const lotteryMenuQuery = (language: Language) =>
  queryOptions({
    queryKey: lotteryKeys.menu(language),
    queryFn: () => callBare<LotteryMenu>(API.lotteryMenu, { language }),
    staleTime: 5 * 60_000,
  });

/** The latest drawn numeros of every game: the last results a visitor sees. */
export const latestResultsQuery = (language: Language, enabled = true) =>
  queryOptions({
    queryKey: lotteryKeys.latest(language),
    queryFn: () => callBare<LotteryLatest>(API.lotteryLatestResults, { count: 100, language }),
    staleTime: 30_000,
    refetchInterval: 60_000,
    enabled,
  });

/** The numero taking bets now for every game (or one), asked again just after each cut-off. */
export const openNumerosQuery = (token: string | null, language: Language, gameCode: string | null = null) =>
  queryOptions({
    queryKey: lotteryKeys.open(token, language, gameCode),
    queryFn: async (): Promise<OpenNumeros> => {
      const answer = await callBare<LotteryOpen>(API.lotteryOpenNumeros, {
        gameCode: gameCode ?? undefined,
        language,
      });
      const server = Date.parse(answer.serverTime);
      return { ...answer, clockOffset: Number.isFinite(server) ? server - Date.now() : 0 };
    },
    refetchInterval: (query) => untilNextCutoff(query.state.data),
    enabled: token !== null,
  });

export const resultsQuery = (language: Language, params: ResultsParams, enabled = true) =>
  queryOptions({
    queryKey: lotteryKeys.results(language, params),
    queryFn: () => call<LotteryResults>(API.lotteryResults, { query: { ...params, language } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });

const numeroPath = (gameCode: string, numero: string) =>
  API.lotteryNumero
    .replace(':gameCode', encodeURIComponent(gameCode))
    .replace(':numero', encodeURIComponent(numero));

/** A numero's verify data: the committed hash, the revealed seed, the client seed, and whether it checks. */
export const numeroQuery = (gameCode: string, numero: string) =>
  queryOptions({
    queryKey: lotteryKeys.numero(gameCode, numero),
    queryFn: () => call<LotteryNumeroDetail>(numeroPath(gameCode, numero)),
    staleTime: 60_000,
  });

export const TREND_DRAWS = [30, 50, 100, 200] as const;

export const trendsQuery = (gameCode: string, count: number) =>
  queryOptions({
    queryKey: lotteryKeys.trends(gameCode, count),
    queryFn: () => call<LotteryTrends>(API.lotteryTrends, { query: { gameCode, count } }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const myBetsQuery = (token: string | null, params: BetsParams) =>
  queryOptions({
    queryKey: lotteryKeys.betsPage(token, params),
    queryFn: () => call<LotteryBets>(API.lotteryBets, { query: params }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    enabled: token !== null,
  });

export const placeSlip = (slip: LotteryPlace) =>
  call<LotteryPlaced>(API.lotteryBets, { method: 'POST', body: slip });

export const cancelChase = (chaseId: number) =>
  call<ChaseCancelled>(API.lotteryChaseCancel.replace(':id', String(chaseId)), { method: 'POST' });
