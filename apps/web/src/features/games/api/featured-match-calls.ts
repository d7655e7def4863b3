import { SPORTSBOOK_PATHS, type Language, type SbFeatured, type SbFixture } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { call } from '@/lib/api-client';
import { gamesKeys } from './menu-calls';

/** Fixtures of each of the book's sections on the home page (one per league, live first). */
export const FEATURED_PER_GROUP = 8;
/** "Hot": in play now, or kicking off within this many hours of the answer. */
export const HOT_WINDOW_MS = 3 * 3_600_000;

/** The home page's matches: the two sections of the book, and the hot ones of both. */
export type HomeMatches = { sports: SbFixture[]; esports: SbFixture[]; hot: SbFixture[] };

/**
 * The hot matches of both sections at `now`: live ones first, then those starting within `HOT_WINDOW_MS`,
 * soonest first.
 */
export function hotMatches(fixtures: readonly SbFixture[], now: number): SbFixture[] {
  const startOf = (f: SbFixture) => Date.parse(f.startsAt);
  return fixtures
    .filter((f) => f.status === 'live' || (f.status === 'scheduled' && startOf(f) - now <= HOT_WINDOW_MS))
    .sort((a, b) => Number(b.status === 'live') - Number(a.status === 'live') || startOf(a) - startOf(b));
}

const getFeatured = (group: 'sports' | 'esports', language: Language) =>
  call<SbFeatured>(SPORTSBOOK_PATHS.featured, { query: { group, limit: FEATURED_PER_GROUP, language } });

/** Both sections at once; which are hot is decided with the answer's time, so rendering reads no clock. */
export async function getHomeMatches(language: Language): Promise<HomeMatches> {
  const [sports, esports] = await Promise.all([
    getFeatured('sports', language),
    getFeatured('esports', language),
  ]);
  return {
    sports: sports.list,
    esports: esports.list,
    hot: hotMatches([...sports.list, ...esports.list], Date.now()),
  };
}

/** Odds and live scores move: asked again every half minute while the home page shows them. */
export const featuredMatchesQuery = (language: Language) =>
  queryOptions({
    queryKey: gamesKeys.featuredMatches(language),
    queryFn: () => getHomeMatches(language),
    staleTime: 20_000,
    refetchInterval: 30_000,
  });

export function useFeaturedMatches() {
  const language = useLanguage();
  return useQuery(featuredMatchesQuery(language));
}
