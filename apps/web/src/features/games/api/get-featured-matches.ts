import { API, type FeaturedMatch, type Language } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/api-client';
import { gamesKeys } from './get-game-menus';

export const getFeaturedMatches = () => call<FeaturedMatch[]>(API.featuredMatches);

export const featuredMatchesQuery = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.featuredMatches(language),
    queryFn: getFeaturedMatches,
    staleTime: 5 * 60_000,
  });

export function useFeaturedMatches() {
  const language = useTranslation().i18n.language as Language;
  return useQuery(featuredMatchesQuery(language));
}
