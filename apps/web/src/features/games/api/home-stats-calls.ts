import { API, type HomeStats } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { gamesKeys } from './menu-calls';

export const getHomeStats = () => call<HomeStats>(API.homeStats);

export const homeStatsQuery = () =>
  queryOptions({ queryKey: gamesKeys.homeStats(), queryFn: getHomeStats, staleTime: 10 * 60_000 });

export const useHomeStats = () => useQuery(homeStatsQuery());
