import type { Room } from '@platform/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { roomBalanceQuery, roomKeys, roomListQuery, seatingBalance } from '../api/room-calls';
import type { LaunchEntry } from './launch-entry';
import { useLaunchState } from './launch-store';
import { useLaunchGame } from './use-launch-game';

/**
 * The room picker of a card room game: its rooms and the member's balance (both refreshed while it is open),
 * and the choice of a room, which launches the game with it (`launchGame` with `roomId`) and opens `/game`.
 * A refused choice keeps the picker open with the refusal's translated message, and asks for the rooms and
 * the balance again; signing out closes it.
 */
export function useRoomPicker(entry: LaunchEntry & { id: number }) {
  const token = useSession((s) => s.token);
  const language = useLanguage();
  const client = useQueryClient();
  const close = useLaunchState((s) => s.closeRooms);
  const rooms = useQuery(
    roomListQuery(token, language, { gameId: entry.id, vendor: entry.vassalage, gameCode: entry.gameCode }),
  );
  const balance = useQuery(roomBalanceQuery(token));
  const [refusal, setRefusal] = useState<{ roomId: number; text: string } | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);

  useEffect(() => {
    if (token === null) close();
  }, [close, token]);

  // The room being launched, for the refusal of its launch.
  const chosen = useRef<number | null>(null);
  const onError = useCallback(
    (error: unknown) => {
      if (chosen.current !== null) setRefusal({ roomId: chosen.current, text: errorText(error) });
      void client.invalidateQueries({ queryKey: roomKeys.all(token) });
    },
    [client, token],
  );
  const launch = useLaunchGame({ onError });

  const choose = useCallback(
    async (room: Room) => {
      setRefusal(null);
      setChoosing(room.roomId);
      chosen.current = room.roomId;
      const outcome = await launch({ ...entry, roomId: room.roomId });
      chosen.current = null;
      setChoosing(null);
      if (outcome === 'launched') close();
    },
    [close, entry, launch],
  );

  return {
    rooms,
    /** What the member can sit with, once known. */
    balance: balance.data ? seatingBalance(balance.data, entry.vassalage) : undefined,
    currencySymbol: balance.data?.currencySymbol,
    /** The last refused choice: its room and the refusal's translated message. */
    refusal,
    /** The room being launched. */
    choosing,
    choose,
    close,
  };
}
