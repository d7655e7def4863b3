import { useQuery } from '@tanstack/react-query';
import { API, type Brand, type SystemStatus } from '@platform/contracts';
import { api } from './api';

/** What the back office shows of the brand while its facts load (UTC, no symbol). */
export const FALLBACK_BRAND: Pick<Brand, 'name' | 'currencySymbol' | 'timeZone' | 'defaultLanguage'> = {
  name: '',
  currencySymbol: '',
  timeZone: 'UTC',
  defaultLanguage: 'EN',
};

/** The brand of the page (`GET /wps/system/status`): name, currency symbol, time zone, languages. */
export function useBrand(): Pick<Brand, 'name' | 'currencySymbol' | 'timeZone' | 'defaultLanguage'> &
  Partial<Brand> {
  const { data } = useQuery({
    queryKey: ['brand'],
    queryFn: () => api.get<SystemStatus>(API.systemStatus),
    staleTime: 10 * 60_000,
    retry: false,
  });
  return data?.info.brand ?? FALLBACK_BRAND;
}
