import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { announce } from '@/lib/data-changes';
import { agentKeys } from '../api/agent-calls';

/** After a change in the agent centre: its own queries are read again; money that moved is announced. */
export function useAgentChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (money = false) => {
      void queryClient.invalidateQueries({ queryKey: agentKeys.all });
      if (money) announce('money');
    },
    [queryClient],
  );
}
