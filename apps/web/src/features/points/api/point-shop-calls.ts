import {
  API,
  type ConvertRequest,
  type ConvertResult,
  type PointBalance,
  type PointDetail,
  type RedeemHistory,
  type RedeemRequest,
  type RedeemResult,
  type RedemptionStatus,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Every query of the points shop starts with `points`: one invalidation refreshes them all. */
export const pointKeys = {
  all: ['points'] as const,
  balance: (token: string | null) => ['points', 'balance', token] as const,
  detail: (token: string | null, pageNo: number) => ['points', 'detail', token, pageNo] as const,
  history: (token: string | null, status: RedemptionStatus | 'all', pageNo: number) =>
    ['points', 'history', token, status, pageNo] as const,
};

/** MCS2_getPointBalance: the member's points, earned and spent, and the conversion rate. */
export const pointBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: pointKeys.balance(token),
    queryFn: () => call<PointBalance>(API.pointBalance),
    enabled: token !== null,
    staleTime: 10_000,
  });

export const DETAIL_PAGE_SIZE = 10;

/** ODSFE2_MemTransDet: a page of the member's point entries. */
export const pointDetailQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: pointKeys.detail(token, pageNo),
    queryFn: () => call<PointDetail>(API.pointDetail, { query: { pageNo, pageSize: DETAIL_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** getRedeemPointList: a page of redemptions and conversions, filtered by status. */
export const redeemHistoryQuery = (token: string | null, status: RedemptionStatus | 'all', pageNo: number) =>
  queryOptions({
    queryKey: pointKeys.history(token, status, pageNo),
    queryFn: () =>
      call<RedeemHistory>(API.redeemHistory, { query: { status, pageNo, pageSize: DETAIL_PAGE_SIZE } }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

/** Redeems an item (encrypted: it carries the payment password). */
export const redeemReward = (body: RedeemRequest) =>
  call<RedeemResult>(API.redeemPoints, { method: 'POST', body, encrypted: true });

/** Converts points to main-wallet balance (encrypted: it carries the payment password). */
export const convertPoints = (body: ConvertRequest) =>
  call<ConvertResult>(API.convertPoints, { method: 'POST', body, encrypted: true });
