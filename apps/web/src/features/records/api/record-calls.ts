import {
  API,
  type accountRecordQuerySchema,
  type bettingRecordQuerySchema,
  type profitQuerySchema,
  type AccountRecord,
  type BetDetail,
  type BettingRecord,
  type ProfitReport,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

type Query = Record<string, string | number | undefined>;

/** What the betting record asks for (the contract's query, defaults applied); no dates: the last 7 days. */
export type BetsParams = z.output<typeof bettingRecordQuerySchema>;
/** What the account record asks for. */
export type AccountParams = z.output<typeof accountRecordQuerySchema>;

/** Drops empty filters so that the server applies its defaults. */
const compact = (query: Query): Query =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

export const recordKeys = {
  all: ['records'] as const,
  // Game and vendor names come in the asked language: the language is part of the key.
  bets: (token: string | null, query: BetsParams, language: string) =>
    ['records', 'bets', token, query, language] as const,
  bet: (token: string | null, id: number, language: string) =>
    ['records', 'bet', token, id, language] as const,
  account: (token: string | null, query: AccountParams, language: string) =>
    ['records', 'account', token, query, language] as const,
  profit: (token: string | null, query: ProfitParams) => ['records', 'profit', token, query] as const,
};

/** What personal profit and loss asks for. */
export type ProfitParams = z.output<typeof profitQuerySchema>;

/** personalProfit: settled rounds per day and game type, with totals. */
export const profitQuery = (token: string | null, query: ProfitParams) =>
  queryOptions({
    queryKey: recordKeys.profit(token, query),
    queryFn: () => call<ProfitReport>(API.personalProfit, { query: compact(query) }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: token !== null,
  });

/** The betting record (personalHistoryCopy); the previous page stays on screen while the next loads. */
export const bettingRecordQuery = (token: string | null, query: BetsParams, language: string) =>
  queryOptions({
    queryKey: recordKeys.bets(token, query, language),
    queryFn: () => call<BettingRecord>(API.bettingRecord, { query: compact(query) }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: token !== null,
  });

/** One round with its detail, proof and transfers. */
export const betDetailQuery = (token: string | null, id: number, language: string) =>
  queryOptions({
    queryKey: recordKeys.bet(token, id, language),
    queryFn: () => call<BetDetail>(API.bettingRecordDetail.replace(':id', String(id))),
    staleTime: 60_000,
    enabled: token !== null,
  });

/** The account record (transactionHistory). */
export const accountRecordQuery = (token: string | null, query: AccountParams, language: string) =>
  queryOptions({
    queryKey: recordKeys.account(token, query, language),
    queryFn: () => call<AccountRecord>(API.accountRecord, { query: compact(query) }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: token !== null,
  });

/** The in-house verify page of a round, with its proof in the query. */
export function verifyUrl(proof: {
  engine: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  bet: Record<string, string | number | boolean> | null;
}): string {
  const query = new URLSearchParams({
    engine: proof.engine,
    serverSeed: proof.serverSeed,
    clientSeed: proof.clientSeed,
    nonce: String(proof.nonce),
    hash: proof.serverSeedHash,
  });
  // The payout depends on the round's choices (line bet, target, side): the page replays them.
  for (const [key, value] of Object.entries(proof.bet ?? {})) query.set(key, String(value));
  return `/house/verify?${query.toString()}`;
}
