import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import {
  promotionDetailQuery,
  promotionKeys,
  promotionsQuery,
  type Application,
} from '../api/promotion-calls';

/** The promotions as the current visitor or member sees them, in the interface language. */
export function usePromotions() {
  // Re-renders when the language changes, so the key (and the answer's language) follows it.
  useTranslation();
  const token = useSession((s) => s.token);
  return useQuery(promotionsQuery(token, currentLanguage()));
}

export function usePromotionDetail(id: number) {
  useTranslation();
  const token = useSession((s) => s.token);
  return useQuery({ ...promotionDetailQuery(id, token, currentLanguage()), enabled: id > 0 });
}

/** Shows a sent application at once, then refreshes the promotions from the server. */
export function useApplicationSent(id: number) {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  return useCallback(
    (application: Application) => {
      client.setQueryData(promotionDetailQuery(id, token, currentLanguage()).queryKey, (old) =>
        old ? { ...old, state: 'applying' as const, application } : old,
      );
      void client.invalidateQueries({ queryKey: promotionKeys.lists });
      void client.invalidateQueries({ queryKey: promotionKeys.details(id) });
    },
    [client, id, token],
  );
}
