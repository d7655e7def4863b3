import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { withdrawKeys } from '../api/withdraw-calls';

/**
 * After money moved: this feature's queries and the member's balance (the header's, the wallet's) are
 * read again. The balance queries live under the `member` and `wallet` keys of their features.
 */
export function useMoneyChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [withdrawKeys.all, ['member'], ['wallet'], ['records']])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}
