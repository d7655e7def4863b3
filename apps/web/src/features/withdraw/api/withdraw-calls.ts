import {
  API,
  type UplineInfo,
  type UplineTransferRequest,
  type UplineTransferResult,
  type WithdrawInfo,
  type WithdrawRequest,
  type WithdrawResult,
  type Withdrawal,
  type WithdrawalConfirmations,
  type WithdrawalList,
  type WithdrawalListFilter,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** What the withdrawals list asks for (the contract's query, defaults applied). */
export type WithdrawalsParams = WithdrawalListFilter;

export const withdrawKeys = {
  all: ['withdraw'] as const,
  info: (token: string | null) => ['withdraw', 'info', token] as const,
  list: (token: string | null, query: WithdrawalsParams) => ['withdraw', 'list', token, query] as const,
  confirmations: (token: string | null) => ['withdraw', 'confirmations', token] as const,
  upline: (token: string | null) => ['withdraw', 'upline', token] as const,
};

const withId = (path: string, id: number) => path.replace(':id', String(id));

export const withdrawInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: withdrawKeys.info(token),
    queryFn: () => call<WithdrawInfo>(API.withdrawInfo),
    staleTime: 10_000,
    enabled: token !== null,
  });

export const withdrawalsQuery = (token: string | null, query: WithdrawalsParams) =>
  queryOptions({
    queryKey: withdrawKeys.list(token, query),
    queryFn: () =>
      call<WithdrawalList>(API.withdrawals, {
        query: { ...query, status: query.status === 'all' ? undefined : query.status },
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    enabled: token !== null,
  });

/** Paid withdrawals waiting for the member's answer; looked at again every minute while signed in. */
export const confirmationsQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: withdrawKeys.confirmations(token),
    queryFn: () => call<WithdrawalConfirmations>(API.withdrawalConfirmations),
    staleTime: 30_000,
    refetchInterval: 60_000,
    enabled: token !== null && enabled,
  });

export const uplineInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: withdrawKeys.upline(token),
    queryFn: () => call<UplineInfo>(API.uplineInfo),
    staleTime: 10_000,
    enabled: token !== null,
  });

export const requestWithdrawal = (request: WithdrawRequest) =>
  call<WithdrawResult>(API.withdrawals, { method: 'POST', body: request, encrypted: true });

export const confirmReceived = (id: number) =>
  call<Withdrawal>(withId(API.withdrawalReceived, id), { method: 'POST' });

/** The not-received form: the proof image and what did arrive (0 when nothing). */
export function reportNotReceived(id: number, input: { receivedAmount: string; proof: File }) {
  const form = new FormData();
  form.append('receivedAmount', input.receivedAmount);
  form.append('proof', input.proof, input.proof.name);
  return call<Withdrawal>(withId(API.withdrawalNotReceived, id), {
    method: 'POST',
    body: form,
    multipart: true,
  });
}

export const transferToUpline = (request: UplineTransferRequest) =>
  call<UplineTransferResult>(API.uplineTransfer, { method: 'POST', body: request, encrypted: true });
