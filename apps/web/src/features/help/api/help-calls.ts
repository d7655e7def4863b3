import { API, type HelpCategory, type Language } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const helpKeys = {
  centre: (language: Language) => ['help', language] as const,
};

/** The help centre in the interface language (the server answers in the `Language` header's language). */
export const helpCenterQuery = (language: Language) =>
  queryOptions({
    queryKey: helpKeys.centre(language),
    queryFn: () => call<HelpCategory[]>(API.helpCenter),
    staleTime: 5 * 60_000,
  });
