import type { GameCategory } from '@platform/contracts';
import { create } from 'zustand';
import type { LaunchEntry } from './launch-entry';

/** A vendor whose games the pop-up list shows (an `isGame` VASSALAGE entry, a vendor with several games). */
export type VendorPopup = { vendor: string; gameType: GameCategory | null; name: string };

type LaunchState = {
  popup: VendorPopup | null;
  /** A card room game whose rooms the room picker shows. */
  rooms: LaunchEntry | null;
  /** The entry being launched (its key), so its tile can show that something is happening. */
  launching: string | null;
  openPopup: (popup: VendorPopup) => void;
  closePopup: () => void;
  openRooms: (entry: LaunchEntry) => void;
  closeRooms: () => void;
};

export const useLaunchState = create<LaunchState>((set) => ({
  popup: null,
  launching: null,
  openPopup: (popup) => set({ popup }),
  closePopup: () => set({ popup: null }),
  rooms: null,
  openRooms: (rooms) => set({ rooms }),
  closeRooms: () => set({ rooms: null }),
}));
