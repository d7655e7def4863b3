import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { announce } from '@/lib/data-changes';
import { withdrawKeys } from '../api/withdraw-calls';

/** After money moved: this feature's queries are read again, and the site is told (balances, records). */
export function useMoneyChanged() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
    announce('money');
  }, [queryClient]);
}
