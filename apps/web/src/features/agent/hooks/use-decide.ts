import type { Contract, ContractAction } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { agentKeys, decideContract } from '../api/agent-calls';

/** The agent's answer to a contract (sign, reject, terminate); the consolidated info and pages are read again. */
export function useDecide() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: ({ contract, action }: { contract: Contract; action: ContractAction }) =>
      decideContract(contract.kind, { id: contract.id, action }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: agentKeys.consolidated(token) });
      void queryClient.invalidateQueries({ queryKey: agentKeys.of(token) });
    },
  });
}
