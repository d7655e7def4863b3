import { isSwitchOn } from '@platform/contracts';
import { Suspense } from 'react';
import { ChunkBoundary } from '@/components/ui/load-problem';
import { isAgentAccount } from '@/features/agent/hooks/agent-nav';
import { lazyChunk } from '@/lib/chunks';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';

// Only an agent loads the popup (and with it the consolidated info it watches).
const ContractPopup = lazyChunk(() =>
  import('@/features/agent/components/contract-popup').then((m) => ({ default: m.ContractPopup })),
);

/**
 * The contract popup for a signed-in agent (SPEC: after login, and whenever an offer waits for an answer),
 * once no other dialog is open (the forced change of a temporary password comes first); nothing for anyone
 * else.
 */
export function AgentContractHost() {
  const token = useSession((s) => s.token);
  const accountType = useSession((s) => s.accountType);
  const status = useSystemStatus().data;
  // Another dialog first: a temporary password is changed before any offer is answered.
  const otherDialog = useUi((s) => s.modal !== null);
  const agent =
    token !== null &&
    status !== undefined &&
    isAgentAccount(
      accountType,
      status.info.brand.agentTypes,
      isSwitchOn(status.info.whitelabel, 'AGENTPOLICY3'),
    );
  if (!agent || otherDialog) return null;
  return (
    <ChunkBoundary quiet>
      <Suspense fallback={null}>
        <ContractPopup />
      </Suspense>
    </ChunkBoundary>
  );
}
