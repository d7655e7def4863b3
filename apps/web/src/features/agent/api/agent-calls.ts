import {
  API,
  type AgentTransferRequest,
  type AgentTransferResult,
  type agentBetsQuerySchema,
  type agentIncomeQuerySchema,
  type agentProfitQuerySchema,
  type agentTeamQuerySchema,
  type agentTransactionsQuerySchema,
  type AgentAccountRequest,
  type AgentAccountResult,
  type AgentAnnouncements,
  type AgentBets,
  type AgentIncome,
  type AgentLink,
  type AgentLinkRequest,
  type AgentLinks,
  type AgentOverview,
  type AgentPeriodQuery,
  type AgentProfit,
  type AgentTeam,
  type AgentTransactions,
  type ConsolidatedInfo,
  type Contract,
  type ContractDecision,
  type ContractDecisionResult,
  type ContractKind,
  type ContractOffer,
  type ContractsView,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

type Query = Record<string, string | number | undefined>;

/** What each report asks for (the contract's query, defaults applied). */
export type PeriodParams = Required<Pick<AgentPeriodQuery, 'period'>> &
  Pick<AgentPeriodQuery, 'startDate' | 'endDate'>;
export type TeamParams = z.output<typeof agentTeamQuerySchema>;
export type BetsParams = z.output<typeof agentBetsQuerySchema>;
export type ProfitParams = z.output<typeof agentProfitQuerySchema>;
export type TransactionsParams = z.output<typeof agentTransactionsQuerySchema>;
export type IncomeParams = z.output<typeof agentIncomeQuerySchema>;

/** Drops empty filters so that the server applies its defaults. */
const compact = (query: object): Query =>
  Object.fromEntries(
    Object.entries(query as Query).filter(([, v]) => v !== undefined && v !== '' && v !== null),
  );

/** A kind filter of "all" is no filter. */
const anyKind = (query: { kind: string }) =>
  compact({ ...query, kind: query.kind === 'all' ? undefined : query.kind });

const withId = (path: string, id: number) => path.replace(':id', String(id));

export const agentKeys = {
  all: ['agent'] as const,
  of: (token: string | null) => ['agent', token] as const,
  consolidated: (token: string | null) => ['agent', token, 'consolidated'] as const,
  announcements: (token: string | null, language: string) =>
    ['agent', token, 'announcements', language] as const,
  overview: (token: string | null, query: PeriodParams) => ['agent', token, 'overview', query] as const,
  links: (token: string | null) => ['agent', token, 'links'] as const,
  team: (token: string | null, query: TeamParams) => ['agent', token, 'team', query] as const,
  bets: (token: string | null, query: BetsParams, language: string) =>
    ['agent', token, 'bets', query, language] as const,
  profit: (token: string | null, query: ProfitParams) => ['agent', token, 'profit', query] as const,
  transactions: (token: string | null, query: TransactionsParams) =>
    ['agent', token, 'transactions', query] as const,
  income: (token: string | null, query: IncomeParams) => ['agent', token, 'income', query] as const,
  contracts: (token: string | null, kind: ContractKind) => ['agent', token, 'contracts', kind] as const,
};

const list = { placeholderData: keepPreviousData, staleTime: 15_000 } as const;

/** The consolidated info: which contract pages show, and an offer waiting for the agent's answer. */
export const consolidatedInfoQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: agentKeys.consolidated(token),
    queryFn: () => call<ConsolidatedInfo>(API.consolidatedFunds),
    staleTime: 30_000,
    refetchInterval: 60_000,
    enabled: token !== null && enabled,
  });

export const announcementsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: agentKeys.announcements(token, language),
    queryFn: () => call<AgentAnnouncements>(API.agentAnnouncements),
    staleTime: 60_000,
    enabled: token !== null,
  });

export const overviewQuery = (token: string | null, query: PeriodParams) =>
  queryOptions({
    queryKey: agentKeys.overview(token, query),
    queryFn: () => call<AgentOverview>(API.agentOverview, { query: compact(query) }),
    ...list,
    enabled: token !== null,
  });

export const linksQuery = (token: string | null) =>
  queryOptions({
    queryKey: agentKeys.links(token),
    queryFn: () => call<AgentLinks>(API.agentLinks),
    staleTime: 15_000,
    enabled: token !== null,
  });

export const teamQuery = (token: string | null, query: TeamParams) =>
  queryOptions({
    queryKey: agentKeys.team(token, query),
    queryFn: () => call<AgentTeam>(API.agentTeam, { query: compact(query) }),
    ...list,
    enabled: token !== null,
  });

export const betsQuery = (token: string | null, query: BetsParams, language: string) =>
  queryOptions({
    queryKey: agentKeys.bets(token, query, language),
    queryFn: () =>
      call<AgentBets>(API.agentBets, {
        query: compact({ ...query, gameType: query.gameType === 'ALL' ? undefined : query.gameType }),
      }),
    ...list,
    enabled: token !== null,
  });

export const profitQuery = (token: string | null, query: ProfitParams) =>
  queryOptions({
    queryKey: agentKeys.profit(token, query),
    queryFn: () => call<AgentProfit>(API.agentProfit, { query: compact(query) }),
    ...list,
    enabled: token !== null,
  });

export const transactionsQuery = (token: string | null, query: TransactionsParams) =>
  queryOptions({
    queryKey: agentKeys.transactions(token, query),
    queryFn: () => call<AgentTransactions>(API.agentTransactions, { query: anyKind(query) }),
    ...list,
    enabled: token !== null,
  });

export const incomeQuery = (token: string | null, query: IncomeParams) =>
  queryOptions({
    queryKey: agentKeys.income(token, query),
    queryFn: () => call<AgentIncome>(API.agentIncome, { query: anyKind(query) }),
    ...list,
    enabled: token !== null,
  });

export const contractsQuery = (token: string | null, kind: ContractKind) =>
  queryOptions({
    queryKey: agentKeys.contracts(token, kind),
    queryFn: () => call<ContractsView>(API.agentContracts, { query: { kind } }),
    staleTime: 15_000,
    enabled: token !== null,
  });

/** Opens a member or agent account directly under the caller (sent encrypted: it carries a password). */
export const openAccount = (request: AgentAccountRequest) =>
  call<AgentAccountResult>(API.agentAccounts, { method: 'POST', body: request, encrypted: true });

export const createLink = (request: AgentLinkRequest) =>
  call<AgentLink>(API.agentLinks, { method: 'POST', body: request });

export const deleteLink = (id: number) => call<null>(withId(API.agentLink, id), { method: 'DELETE' });

/** Money to a direct downline (sent encrypted: it carries the payment password). */
export const transferToDownline = (request: AgentTransferRequest) =>
  call<AgentTransferResult>(API.agentTransfer, { method: 'POST', body: request, encrypted: true });

export const offerContract = (offer: ContractOffer) =>
  call<Contract>(API.agentContracts, { method: 'POST', body: offer });

/** The upline ends a contract it offered. */
export const endContract = (id: number) =>
  call<Contract>(withId(API.agentContract, id), { method: 'DELETE' });

/** The SPEC's four decision calls: dividend and daily salary ask by query, the other two by body. */
export function decideContract(kind: ContractKind, decision: ContractDecision) {
  if (kind === 'dividend' || kind === 'daily') {
    const path = kind === 'dividend' ? API.processDividend : API.processDailySalary;
    return call<ContractDecisionResult>(path, { query: { id: decision.id, action: decision.action } });
  }
  const path = kind === 'hourly' ? API.processHourSalary : API.processRealTimeSalary;
  return call<ContractDecisionResult>(path, { method: 'POST', body: decision });
}
