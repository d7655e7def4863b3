import { API, isSwitchOn, type Country, type SystemStatus, type WhitelabelSwitch } from '@platform/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** The brand configuration every part of the site reads: status, switches, rules, brand. */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: () => call<SystemStatus>(API.systemStatus),
    staleTime: 60_000,
  });

export const useSystemStatus = () => useQuery(systemStatusQuery());

export function useSwitch(modId: WhitelabelSwitch): boolean {
  const { data } = useSystemStatus();
  return data ? isSwitchOn(data.info.whitelabel, modId) : false;
}

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: () => call<Country[]>(API.countries),
    staleTime: Infinity,
  });
