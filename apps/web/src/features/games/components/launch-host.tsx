import { Suspense } from 'react';
import { useLaunchState } from '../hooks/launch-store';
import { lazyChunk } from '@/lib/chunks';

// The pop-up list and the room picker load with their first use.
const VendorGamesModal = lazyChunk(
  () => import('./vendor-games-modal').then((m) => ({ default: m.VendorGamesModal })),
  { strings: ['site'] },
);
const RoomPicker = lazyChunk(() => import('./room-picker').then((m) => ({ default: m.RoomPicker })), {
  strings: ['site'],
});

/**
 * Shows what the launch rules open: the vendor game list pop-up (`isGame` VASSALAGE) and the room picker of
 * a card room game. Mounted once, in the header.
 */
export function LaunchHost() {
  const popup = useLaunchState((s) => s.popup);
  const rooms = useLaunchState((s) => s.rooms);
  const roomsGame = rooms?.id;
  return (
    <Suspense fallback={null}>
      {popup ? <VendorGamesModal key={`${popup.vendor}/${popup.gameType ?? ''}`} popup={popup} /> : null}
      {rooms && roomsGame !== undefined ? (
        <RoomPicker key={roomsGame} entry={{ ...rooms, id: roomsGame }} />
      ) : null}
    </Suspense>
  );
}
