import { API, type Language, type PointConfig, type PointReward } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The points shop's catalogue: items and rates (the member's points are under `pointKeys`). */
export const pointCatalogueKeys = {
  rewards: (language: Language) => ['points', 'rewards', language] as const,
  config: ['points', 'config'] as const,
};

/** The points-shop items, in the interface language. */
export const pointRewardsQuery = (language: Language) =>
  queryOptions({
    queryKey: pointCatalogueKeys.rewards(language),
    queryFn: () => call<PointReward[]>(API.pointRewards),
    staleTime: 60_000,
  });

/** Points earned per game category and what a point is worth. */
export const pointConfigQuery = () =>
  queryOptions({
    queryKey: pointCatalogueKeys.config,
    queryFn: () => call<PointConfig>(API.pointConfig),
    staleTime: 5 * 60_000,
  });
