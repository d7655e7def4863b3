import { API, type FeaturedMatch } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { call } from '@/lib/api-client';
import { gamesKeys } from './menu-calls';

export const getFeaturedMatches = () => call<FeaturedMatch[]>(API.featuredMatches);

export const featuredMatchesQuery = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.featuredMatches(language),
    queryFn: getFeaturedMatches,
    staleTime: 5 * 60_000,
  });

export function useFeaturedMatches() {
  const language = useLanguage();
  return useQuery(featuredMatchesQuery(language));
}
