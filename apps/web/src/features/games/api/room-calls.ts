import {
  API,
  majorToMinor,
  minorToMajor,
  type Balance,
  type Language,
  type Room,
  type RoomList,
  type RoomListRequest,
} from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

// The card rooms of the room picker (docs/house-games.md "Card rooms"): the rooms of a game with their
// seats and state, and the balance a room's minimum is compared with. Both refresh while the picker is open.

/** How often the open room picker asks for the rooms (seats and state change as members come and go). */
export const ROOMS_REFRESH_MS = 4_000;

export const roomKeys = {
  /** Everything that is the member's own; dropped when the session changes. */
  all: (token: string | null) => ['rooms', token] as const,
  list: (token: string | null, language: Language, gameId: number) =>
    ['rooms', token, 'list', language, gameId] as const,
  balance: (token: string | null) => ['rooms', token, 'balance'] as const,
};

/** The game whose rooms are listed: the catalogue entry that opens them. */
export type RoomsGame = { gameId: number; vendor: string; gameCode: string | undefined };

/** `GLS2_roomList`: the rooms of one game (every card room game's without its code). */
export const getRoomList = (language: Language, game: RoomsGame) =>
  call<RoomList>(API.roomList, {
    method: 'POST',
    body: (game.gameCode === undefined
      ? { language }
      : { language, vendor: game.vendor, gameCode: game.gameCode }) satisfies RoomListRequest,
  });

/** The rooms of one game (its entry of `GLS2_roomList`, by the catalogue id; none when it has no rooms). */
export const roomListQuery = (token: string | null, language: Language, game: RoomsGame) =>
  queryOptions({
    queryKey: roomKeys.list(token, language, game.gameId),
    queryFn: async (): Promise<Room[]> => {
      const { list } = await getRoomList(language, game);
      const own =
        list.find((g) => g.gameId === game.gameId) ??
        list.find((g) => g.vendor === game.vendor && g.gameCode === game.gameCode);
      return own?.rooms ?? [];
    },
    enabled: token !== null,
    refetchInterval: ROOMS_REFRESH_MS,
  });

/** The main wallet's code in the balance answer. */
const MAIN_WALLET = 'MAIN';

/**
 * What the member can sit with at a vendor's room: the main wallet, and the vendor's sub-wallet for a
 * transfer-mode vendor (the main balance moves there when the game opens); a seamless vendor has none.
 */
export const seatingBalance = (balance: Balance, vendor: string): number =>
  minorToMajor(
    balance.wallets
      .filter((w) => w.walletCode === MAIN_WALLET || w.walletCode === vendor)
      .reduce((sum, w) => sum + majorToMinor(w.balance), 0n),
  );

export const roomBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: roomKeys.balance(token),
    queryFn: () => call<Balance>(API.balance),
    enabled: token !== null,
    refetchInterval: ROOMS_REFRESH_MS,
  });
