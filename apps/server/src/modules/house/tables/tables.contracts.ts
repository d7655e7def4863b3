import { z } from 'zod';
import type { TableKind } from './games/index.js';

// The live table's socket: `/house/api/tables/socket?token=…` (the page's game session). Amounts on the wire are
// major units with at most two decimals, as everywhere on the platform.

export const TABLE_SOCKET_PATH = '/house/api/tables/socket';

/** The error codes of a table's refusals (besides the platform's validation and session codes). */
export const TABLE_ERRORS = {
  bettingClosed: 'table.betting.closed',
  limit: 'table.limit',
  otherTable: 'table.session.other',
  notTable: 'table.unknown',
  lateBet: 'table.bet.late',
} as const;

const amount = z
  .number()
  .positive('must be above zero')
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.round(n * 100) / 100 === n, {
    message: 'has more than two decimals',
  });

/** What a page sends. `ref` is the page's id of the message, echoed in the answer or the refusal. */
export const tableClientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bet'),
    ref: z.string().max(64).optional(),
    /** The table the page bets at: it must be the session's. */
    table: z.string().min(1).max(64),
    /** The page's id of the bet: the same id again is the same bet (a retry), never a second one. */
    betId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -'),
    spot: z.string().min(1).max(32),
    amount,
  }),
  /** Still here: keeps the seat (sent every 20 seconds). */
  z.object({ type: z.literal('seat'), ref: z.string().max(64).optional() }),
  z.object({ type: z.literal('balance'), ref: z.string().max(64).optional() }),
]);
export type TableClientMessage = z.infer<typeof tableClientMessage>;

/** A round as the table shows it. */
export type RoundView = {
  roundNo: number;
  state: 'betting' | 'closed' | 'settled';
  closesAt: string;
  serverSeedHash: string;
};

export type SpotTotalView = { spot: string; amount: number; players: number };
export type BetView = { player: string; spot: string; amount: number };

/** A settled round as the history and the road show it, with its proof. */
export type SettledView = {
  roundNo: number;
  result: unknown;
  summary: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  settledAt: string;
};

export type TableInfo = {
  code: string;
  kind: TableKind;
  name: string;
  minBet: number;
  maxBet: number;
  bettingMs: number;
  spots: readonly string[];
};

/** What the server sends. */
export type TableServerMessage =
  | {
      type: 'welcome';
      table: TableInfo;
      seat: string;
      currency: string;
      balance: number;
      serverTime: string;
      round: RoundView | null;
      totals: SpotTotalView[];
      bets: BetView[];
      mine: { betId: string; spot: string; amount: number }[];
      history: SettledView[];
    }
  | { type: 'round'; round: RoundView; serverTime: string }
  | { type: 'closed'; roundNo: number }
  /** The bets placed in one window (`bet-feed.ts`), oldest first, and the round's totals after them. */
  | { type: 'bets'; roundNo: number; bets: BetView[]; totals: SpotTotalView[] }
  | {
      type: 'settled';
      round: SettledView;
      /** What each seat won (seats are opaque per member); seats that won nothing are left out. */
      wins: Record<string, number>;
      totals: SpotTotalView[];
    }
  | { type: 'placed'; ref?: string; bet: { betId: string; spot: string; amount: number }; balance: number }
  | { type: 'balance'; ref?: string; balance: number };
