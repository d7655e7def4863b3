import { API, type VipLevel } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { gamesKeys } from './menu-calls';

/** The highest rebate any VIP level pays, and on which game category: the home's "high rebate" card. */
export type BestRebate = { rate: number; gameType: string };

export function bestRebate(levels: VipLevel[]): BestRebate | null {
  let best: BestRebate | null = null;
  for (const level of levels) {
    for (const rebate of level.rebates) {
      if (!best || rebate.rate > best.rate) best = { rate: rebate.rate, gameType: rebate.gameType };
    }
  }
  return best;
}

export const bestRebateQuery = () =>
  queryOptions({
    queryKey: gamesKeys.bestRebate(),
    queryFn: async () => bestRebate(await call<VipLevel[]>(API.vipLevels)),
    staleTime: 10 * 60_000,
  });

export const useBestRebate = () => useQuery(bestRebateQuery());
