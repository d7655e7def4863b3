import { Suspense } from 'react';
import { useLaunchState } from '../hooks/launch-store';
import { lazyChunk } from '@/lib/chunks';

// The pop-up list loads with its first use.
const VendorGamesModal = lazyChunk(
  () => import('./vendor-games-modal').then((m) => ({ default: m.VendorGamesModal })),
  { strings: ['site'] },
);

/** Shows the vendor game list pop-up the launch rules open (`isGame` VASSALAGE). Mounted once, in the header. */
export function LaunchHost() {
  const popup = useLaunchState((s) => s.popup);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <VendorGamesModal key={`${popup.vendor}/${popup.gameType ?? ''}`} popup={popup} />
    </Suspense>
  );
}
