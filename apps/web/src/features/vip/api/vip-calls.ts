import { API, type Language, type VipLevel } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const vipKeys = {
  levels: (language: Language) => ['vip', 'levels', language] as const,
};

/** The brand's VIP levels in order, names in the interface language. */
export const vipLevelsQuery = (language: Language) =>
  queryOptions({
    queryKey: vipKeys.levels(language),
    queryFn: () => call<VipLevel[]>(API.vipLevels),
    staleTime: 5 * 60_000,
  });
