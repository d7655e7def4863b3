import type { LimitsAnswer, ResponsibleState } from '@platform/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { responsibleKeys, responsibleStateQuery } from '../api/responsible-calls';

/** The member's responsible-gaming state (limits, reality check, exclusion in force). */
export function useResponsibleState(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...responsibleStateQuery(token), enabled: token !== null && enabled });
}

const stateOf = (answer: ResponsibleState | LimitsAnswer): ResponsibleState =>
  'changes' in answer ? answer.state : answer;

/**
 * A change of the member's responsible-gaming settings: the answer's state replaces the one shown, and the
 * feature's other figures (session, net position) are asked for again.
 */
export function useResponsibleChange<A, R extends ResponsibleState | LimitsAnswer>(
  send: (input: A) => Promise<R>,
) {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      client.setQueryData(responsibleKeys.state(token), stateOf(answer));
      void client.invalidateQueries({
        queryKey: responsibleKeys.all,
        predicate: (q) => q.queryKey[1] !== 'state',
      });
    },
  });
}
