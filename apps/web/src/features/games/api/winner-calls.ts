import { API, type Language, type Winner } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { call } from '@/lib/api-client';
import { gamesKeys } from './menu-calls';

/** SPEC: the winners board asks for all categories, 20 entries. */
export const WINNERS_LIMIT = 20;

export const getWinners = (language: Language) =>
  call<{ list: Winner[] }>(API.winners, {
    query: { gameCategory: 'ALL', language, limitNum: WINNERS_LIMIT },
  });

export const winnersQuery = (language: Language) =>
  queryOptions({
    queryKey: gamesKeys.winners(language),
    queryFn: async () => (await getWinners(language)).list.map((entry) => entry.vo),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });

export function useWinners() {
  const language = useLanguage();
  return useQuery(winnersQuery(language));
}
