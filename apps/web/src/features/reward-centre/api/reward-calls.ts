import {
  API,
  REWARDS_PAGE_SIZE,
  type BonusDetails,
  type Invitees,
  type RaffleDrawResult,
  type Referral,
  type RewardCentre,
  type RewardClaimResult,
  type RewardHistory,
  type RewardSummary,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const rewardKeys = {
  all: ['reward-centre'] as const,
  centre: (token: string | null) => ['reward-centre', 'centre', token] as const,
  summary: (token: string | null) => ['reward-centre', 'summary', token] as const,
  history: (token: string | null, pageNo: number) => ['reward-centre', 'history', token, pageNo] as const,
  bonuses: (token: string | null, pageNo: number) => ['reward-centre', 'bonuses', token, pageNo] as const,
  referral: (token: string | null) => ['reward-centre', 'referral', token] as const,
  invitees: (token: string | null, pageNo: number) => ['reward-centre', 'invitees', token, pageNo] as const,
};

const page = (pageNo: number) => ({ pageNo, pageSize: REWARDS_PAGE_SIZE });

/** Rewards to claim, today's raffles and the running promotions. */
export const rewardCentreQuery = (token: string | null) =>
  queryOptions({
    queryKey: rewardKeys.centre(token),
    queryFn: () => call<RewardCentre>(API.rewardCentre),
    staleTime: 15_000,
    enabled: token !== null,
  });

/** The badge count (claimable rewards plus raffles drawable now). */
export const rewardSummaryQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: rewardKeys.summary(token),
    queryFn: () => call<RewardSummary>(API.rewardSummary),
    staleTime: 60_000,
    enabled: token !== null && enabled,
  });

export const rewardHistoryQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: rewardKeys.history(token, pageNo),
    queryFn: () => call<RewardHistory>(API.rewardHistory, { query: page(pageNo) }),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });

export const bonusDetailsQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: rewardKeys.bonuses(token, pageNo),
    queryFn: () => call<BonusDetails>(API.bonusDetails, { query: page(pageNo) }),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });

export const referralQuery = (token: string | null) =>
  queryOptions({
    queryKey: rewardKeys.referral(token),
    queryFn: () => call<Referral>(API.referral),
    staleTime: 60_000,
    enabled: token !== null,
  });

export const inviteesQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: rewardKeys.invitees(token, pageNo),
    queryFn: () => call<Invitees>(API.referralInvitees, { query: page(pageNo) }),
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });

export const claimReward = (id: number) =>
  call<RewardClaimResult>(API.rewardClaim.replace(':id', String(id)), { method: 'POST' });

export const drawRaffle = (raffleId: number) =>
  call<RaffleDrawResult>(API.raffleDraw, { method: 'POST', body: { raffleId } });
