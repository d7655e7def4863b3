import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import {
  promotionDetailQuery,
  promotionKeys,
  promotionsQuery,
  type Application,
} from '../api/promotion-calls';

/** The promotions as the current visitor or member sees them, in the interface language. */
export function usePromotions() {
  const language = useLanguage();
  const token = useSession((s) => s.token);
  return useQuery(promotionsQuery(token, language));
}

export function usePromotionDetail(id: number) {
  const language = useLanguage();
  const token = useSession((s) => s.token);
  return useQuery({ ...promotionDetailQuery(id, token, language), enabled: id > 0 });
}

/** Shows a sent application at once, then refreshes the promotions from the server. */
export function useApplicationSent(id: number) {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const language = useLanguage();
  return useCallback(
    (application: Application) => {
      client.setQueryData(promotionDetailQuery(id, token, language).queryKey, (old) =>
        old ? { ...old, state: 'applying' as const, application } : old,
      );
      void client.invalidateQueries({ queryKey: promotionKeys.lists });
      void client.invalidateQueries({ queryKey: promotionKeys.details(id) });
    },
    [client, id, token, language],
  );
}
