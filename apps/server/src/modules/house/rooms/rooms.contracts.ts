import { z } from 'zod';
import type { HandKind } from './niuniu.js';

// The room page's socket (`/house/api/rooms/socket?token=…`): what the page may send, and the room's state
// the server sends on connecting and after every change. Amounts are major units; times epoch ms.

export const ROOM_SOCKET_PATH = '/house/api/rooms/socket';

export const roomMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bet'),
    ref: z.string().max(64).optional(),
    /** The round's id the choice is for (a late choice for a round already dealt is refused). */
    round: z.number().int().positive(),
    multiplier: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: 'multiplier must be 1, 2 or 3',
    }),
  }),
  z.object({ type: z.literal('leave'), ref: z.string().max(64).optional() }),
]);
export type RoomMessage = z.infer<typeof roomMessageSchema>;

export type SeatView = {
  seat: number;
  name: string;
  avatar: number;
  present: boolean;
  balance: number | null;
};

export type PlayerView = {
  seat: number;
  name: string;
  avatar: number;
  banker: boolean;
  /** Chosen so far (null while betting); the banker's is 1. */
  multiplier: number | null;
  /** Played by the rule: no choice made (1×). */
  auto: boolean;
};

export type ResultView = PlayerView & {
  cards: number[];
  kind: HandKind;
  points: number;
  bullGroup: number[];
  handMultiplier: number;
  /** Won (+) or lost (−) before the rake; the rake; what the seat was debited and credited. */
  net: number;
  rake: number;
  exposure: number;
  credit: number;
};

export type RoundView = {
  id: number;
  roundNo: number;
  phase: 'betting' | 'dealing' | 'dealt' | 'settled' | 'void';
  bankerSeat: number;
  betEndsAt: number;
  serverSeedHash: string;
  clientSeed: string;
  /** Revealed once the round is settled or void. */
  serverSeed: string | null;
  players: PlayerView[];
  results: ResultView[] | null;
  rake: number;
  voidReason: string | null;
  verifyUrl: string | null;
};

export type RoomState = {
  room: {
    id: number;
    code: string;
    level: string;
    gameCode: string;
    baseBet: number;
    minBalance: number;
    seats: number;
    rakePercent: number;
    betSeconds: number;
  };
  seats: SeatView[];
  /** The open round, else the last one. */
  round: RoundView | null;
  /** The last settled rounds, newest first. */
  history: RoundView[];
  /** When the next round may open (after the reveal of the last). */
  nextRoundAt: number | null;
};

/** Server to client. */
export type RoomServerMessage =
  | { type: 'hello'; seat: number; at: number; state: RoomState }
  | { type: 'state'; at: number; state: RoomState }
  | { type: 'chosen'; ref?: string; multiplier: number }
  | { type: 'left'; ref?: string }
  | { type: 'error'; ref?: string; errorCode: string; message: string };
