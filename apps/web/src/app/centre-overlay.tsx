import { Suspense } from 'react';
import { useUi } from '@/lib/ui-store';
import { lazyChunk } from '@/lib/chunks';

// The member centre is its own chunk: a visitor never loads it, a member loads it on first opening.
const MemberCentre = lazyChunk(() => import('./member-centre').then((m) => ({ default: m.MemberCentre })));
// The agent centre likewise: only an agent loads it, on first opening.
const AgentCentre = lazyChunk(() => import('./agent-centre').then((m) => ({ default: m.AgentCentre })));

/** The member-centre and agent-centre overlays (mcShow / acShow). */
export function CentreOverlay() {
  const mcShow = useUi((s) => s.mcShow);
  const acShow = useUi((s) => s.acShow);
  if (mcShow) {
    return (
      <Suspense fallback={null}>
        <MemberCentre />
      </Suspense>
    );
  }
  return acShow ? (
    <Suspense fallback={null}>
      <AgentCentre />
    </Suspense>
  ) : null;
}
