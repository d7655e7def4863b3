import {
  API,
  type Leaderboard,
  type MissionClaimResult,
  type MissionPeriod,
  type MissionSummary,
  type RankProgress,
} from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const missionKeys = {
  all: ['missions'] as const,
  summary: (token: string | null) => ['missions', 'summary', token] as const,
  leaderboard: (token: string | null, period: MissionPeriod) =>
    ['missions', 'leaderboard', token, period] as const,
  rank: (token: string | null) => ['missions', 'rank', token] as const,
};

/** The brand's missions of today and this week with the member's progress (trial accounts have none). */
export const missionSummaryQuery = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: missionKeys.summary(token),
    queryFn: () => call<MissionSummary>(API.missionSummary),
    staleTime: 30_000,
    enabled: token !== null && enabled,
  });

export const leaderboardQuery = (token: string | null, period: MissionPeriod) =>
  queryOptions({
    queryKey: missionKeys.leaderboard(token, period),
    queryFn: () => call<Leaderboard>(API.missionLeaderboard, { query: { period } }),
    staleTime: 30_000,
    enabled: token !== null,
  });

export const claimMission = (missionId: number) =>
  call<MissionClaimResult>(API.missionClaim, { method: 'POST', body: { missionId } });

/** The member's VIP level and this month's progress towards the next. */
export const rankProgressQuery = (token: string | null) =>
  queryOptions({
    queryKey: missionKeys.rank(token),
    queryFn: () => call<RankProgress>(API.playerRankProgress),
    staleTime: 30_000,
    enabled: token !== null,
  });
