import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import { languageSchema } from './system.js';
import { amountSchema, requestIdSchema } from './wallet.js';
import * as z from './z.js';

export { LOTTERY_ADMIN_ERRORS, LOTTERY_ERRORS } from './keys/lottery-errors.js';
export { LOTTERY_PATHS } from './keys/lottery.js';

// ---------------------------------------------------------------------------------------------------
// The in-house lottery (vendors LOTT and ELOTT; docs/lottery.md). A game draws numeros on its schedule;
// a numero takes bets until its cut-off, is drawn (provably fair, or from a results feed), and is settled
// once. Times are ISO instants; the site shows them in the brand's zone. Money is in major units (2 decimals).

/** The result shapes: a Vietnamese board, five digits, or keno 20 of 80. */
export const LOTTERY_KINDS = ['vn', 'digits5', 'keno'] as const;
export type LotteryKindCode = (typeof LOTTERY_KINDS)[number];

/** Lobby groups, in menu order. */
export const LOTTERY_GROUPS = ['VN', 'FAST', 'KENO'] as const;
export type LotteryGroup = (typeof LOTTERY_GROUPS)[number];

export const LOTTERY_PRIZE_MODES = ['Lott', 'Elott'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

export const LOTTERY_REGIONS = ['north', 'central', 'south'] as const;

export const NUMERO_STATUSES = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export type NumeroStatus = (typeof NUMERO_STATUSES)[number];

export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export type LotteryBetStatus = (typeof LOTTERY_BET_STATUSES)[number];

/** A slip holds at most this many bets; a chase spans at most this many numeros. */
export const LOTTERY_SLIP_MAX = 50;
export const LOTTERY_CHASE_MAX = 120;

/**
 * A draw's result, as the engine draws it: a Vietnamese board (prizes highest first, numbers as printed with
 * their leading zeros), five digits (ten-thousands first), or keno's 20 numbers in the order drawn.
 */
const resultShapes = [
  z.object({
    kind: z.literal('vn'),
    region: z.enum(LOTTERY_REGIONS),
    prizes: z.array(z.object({ rank: z.string(), numbers: z.array(z.string()) })),
  }),
  z.object({ kind: z.literal('digits5'), digits: z.array(z.number().int()) }),
  z.object({ kind: z.literal('keno'), numbers: z.array(z.number().int()) }),
] as const;
export const lotteryResultSchema = z.discriminatedUnion('kind', [...resultShapes]);
export type LotteryResult = z.infer<typeof lotteryResultSchema>;

/** A numero's result, or null before it has one (a plain union: answers are written from its JSON Schema). */
const resultOrNullSchema = z.union([...resultShapes, z.null()]);

/** A bet type a game offers, with what one unit at multiple 1 returns when it wins (the paytable's figure). */
export const lotteryBetTypeSchema = z.object({
  /** The engine's code, e.g. `vn.lo2`, `d5.position`, `keno.pick5`. */
  code: z.string(),
  /** The bet-type tab it sits under in the betting view (e.g. `lo`, `de`, `parlay`, `position`, `sum`, `pick`). */
  group: z.string(),
  /**
   * Gross return of one winning unit at multiple 1, per unit price (e.g. 3.59 for lo on 2 digits in the
   * north: a unit is one plain stake, decision record 042); for a table, its top figure.
   */
  odds: z.number(),
  /** Keno picks and the exact-sum bets pay by a table: hits (or sum) to the return; otherwise null. */
  table: z.record(z.string(), z.number()).nullable(),
});
export type LotteryBetType = z.infer<typeof lotteryBetTypeSchema>;

export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  /** In the caller's language. */
  gameName: z.string(),
  /** The vendor a launch names: `LOTT` or `ELOTT`. */
  vendor: z.string(),
  group: z.enum(LOTTERY_GROUPS),
  kind: z.enum(LOTTERY_KINDS),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  /** Vietnamese games: the region; null otherwise. */
  region: z.enum(LOTTERY_REGIONS).nullable(),
  /** Fast games: seconds between draws; Vietnamese games: null (one draw a day). */
  intervalSeconds: z.number().int().nullable(),
  /** Bets close this many seconds before the draw. */
  cutoffSeconds: z.number().int(),
  /** `house`: drawn provably fair by the platform; `feed`: real-world results (published, or entered by an operator). */
  source: z.enum(['house', 'feed']),
  unitPrices: z.array(z.number()),
  maxMultiple: z.number().int(),
  betTypes: z.array(lotteryBetTypeSchema),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

// /lgw/vn/games/game_menu (bare)
export const lotteryMenuQuerySchema = z.object({ language: languageSchema.optional() });
export const lotteryMenuSchema = z.object({
  groups: z.array(
    z.object({ group: z.enum(LOTTERY_GROUPS), name: z.string(), games: z.array(lotteryGameSchema) }),
  ),
});
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

// /lgw/vn/games/game_menu/recent (bare, token)
export const lotteryRecentSchema = z.object({ list: z.array(lotteryGameSchema) });
export type LotteryRecent = z.infer<typeof lotteryRecentSchema>;

/** A numero as lists show it. `serverSeed` is published only once the numero is drawn. */
export const lotteryNumeroSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  status: z.enum(NUMERO_STATUSES),
  opensAt: z.string(),
  closesAt: z.string(),
  drawAt: z.string(),
  /** SHA-256 of the server seed, committed when the numero opened (house games). */
  seedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  result: resultOrNullSchema,
  /** How many times an operator corrected the result (0: as first drawn or entered). */
  corrections: z.number().int(),
});
export type LotteryNumero = z.infer<typeof lotteryNumeroSchema>;

// /lgw/vn/numeros/opened/game (bare)
export const lotteryLatestQuerySchema = z.object({
  count: pageSizeQuery(100, 200),
  language: languageSchema.optional(),
});
export const lotteryLatestSchema = z.object({ list: z.array(lotteryNumeroSchema) });
export type LotteryLatest = z.infer<typeof lotteryLatestSchema>;

// /lotto/lgw/games/opened/numero (bare, token)
export const lotteryOpenQuerySchema = z.object({
  gameCode: z.string().trim().max(32).optional(),
  language: languageSchema.optional(),
});
export const lotteryOpenSchema = z.object({
  /** The server's clock when it answered: countdowns run from it, not from the device's clock. */
  serverTime: z.string(),
  list: z.array(
    lotteryNumeroSchema.extend({
      /** The game's last drawn numero, for the "last result" line. */
      last: lotteryNumeroSchema.nullable(),
    }),
  ),
});
export type LotteryOpen = z.infer<typeof lotteryOpenSchema>;

// POST /wps/lottery/bets
export const lotteryBetInputSchema = z.object({
  betType: z.string().trim().min(1).max(40),
  /** The bet type's selection (docs/lottery.md): `{ numbers: ['07', '15'] }`, `{ position: 1, digits: [3, 7] }`, ... */
  selection: z.unknown(),
  unitPrice: amountSchema,
  multiple: z.number().int().min(1).max(10_000),
});
export type LotteryBetInput = z.infer<typeof lotteryBetInputSchema>;

export const lotteryPlaceSchema = z.object({
  requestId: requestIdSchema,
  gameCode: z.string().trim().min(1).max(32),
  /** The numero the member saw open: a slip for a numero that has closed meanwhile is refused, not moved on. */
  numero: z.string().trim().min(1).max(32),
  bets: z.array(lotteryBetInputSchema).min(1).max(LOTTERY_SLIP_MAX),
  /** Chase: the same slip on this many numeros from `numero` on (2 to 120); `winStop` cancels the rest after a win. */
  chase: z
    .object({ numeros: z.number().int().min(2).max(LOTTERY_CHASE_MAX), winStop: z.boolean() })
    .optional(),
});
export type LotteryPlace = z.infer<typeof lotteryPlaceSchema>;

export const lotteryBetSchema = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  gameName: z.string(),
  numero: z.string(),
  betType: z.string(),
  selection: z.unknown(),
  units: z.number().int(),
  unitPrice: z.number(),
  multiple: z.number().int(),
  amount: z.number(),
  status: z.enum(LOTTERY_BET_STATUSES),
  /** What the bet paid (0 while open or lost; the stake when refunded). */
  payout: z.number(),
  chaseId: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBetSchema>;

export const lotteryPlacedSchema = z.object({
  bets: z.array(lotteryBetSchema),
  chaseId: z.number().int().nullable(),
  totalAmount: z.number(),
  /** The main wallet's balance after the slip. */
  balance: z.number(),
});
export type LotteryPlaced = z.infer<typeof lotteryPlacedSchema>;

// GET /wps/lottery/bets
export const lotteryBetsQuerySchema = z.object({
  gameCode: z.string().trim().max(32).optional(),
  status: z.enum(LOTTERY_BET_STATUSES).optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(20, 100),
});
export const lotteryBetsSchema = z.object({ ...pageFields, list: z.array(lotteryBetSchema) });
export type LotteryBets = z.infer<typeof lotteryBetsSchema>;

// POST /wps/lottery/chases/:id/cancel
export const lotteryChaseCancelledSchema = z.object({
  chaseId: z.number().int(),
  /** Bets refunded now. */
  refunded: z.number().int(),
  balance: z.number(),
});

// GET /wps/lottery/results
export const lotteryResultsQuerySchema = z.object({
  gameCode: z.string().trim().min(1).max(32),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be yyyy-MM-dd')
    .optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(20, 100),
  language: languageSchema.optional(),
});
export const lotteryResultsSchema = z.object({ ...pageFields, list: z.array(lotteryNumeroSchema) });
export type LotteryResults = z.infer<typeof lotteryResultsSchema>;

// GET /wps/lottery/numeros/:gameCode/:numero
export const lotteryNumeroDetailSchema = lotteryNumeroSchema.extend({
  /** The public client seed and nonce the draw used with the server seed (house games; null for feeds). */
  clientSeed: z.string().nullable(),
  nonce: z.number().int().nullable(),
  /** Whether the published seed, drawn again here, gives the published result (null until drawn). */
  verified: z.boolean().nullable(),
});
export type LotteryNumeroDetail = z.infer<typeof lotteryNumeroDetailSchema>;

// GET /wps/lottery/trends
export const lotteryTrendsQuerySchema = z.object({
  gameCode: z.string().trim().min(1).max(32),
  count: pageSizeQuery(50, 200),
});
export const lotteryTrendsSchema = z.object({
  gameCode: z.string(),
  /** Draws counted (at most `count`). */
  draws: z.number().int(),
  /**
   * One line per place: five-digit games a line per position (1 to 5, values 0 to 9); keno one line (1 to
   * 80); Vietnamese games one line of the last two digits of every prize (00 to 99).
   */
  lines: z.array(
    z.object({
      label: z.string(),
      values: z.array(
        z.object({
          value: z.string(),
          /** Draws in which it appeared. */
          hits: z.number().int(),
          /** Draws since it last appeared (`draws` when it never did). */
          missing: z.number().int(),
        }),
      ),
    }),
  ),
});
export type LotteryTrends = z.infer<typeof lotteryTrendsSchema>;

// ---------------------------------------------------------------------------------------------------
// Operators (`/admin/lottery/...`): the brand's numeros, a feed game's result entered, a drawn result
// corrected, a numero cancelled. Each change writes one audit row.

// GET /admin/lottery/numeros
export const adminLotteryNumerosQuerySchema = z.object({
  gameCode: z.string().trim().max(32).optional(),
  status: z.enum(NUMERO_STATUSES).optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(20, 100),
});
export const adminLotteryNumeroSchema = lotteryNumeroSchema.extend({
  source: z.enum(['house', 'feed']),
  /** Bets on the numero (refunded ones included), and their stakes and payouts so far. */
  bets: z.number().int(),
  stake: z.number(),
  payout: z.number(),
});
export type AdminLotteryNumero = z.infer<typeof adminLotteryNumeroSchema>;
export const adminLotteryNumerosSchema = z.object({
  ...pageFields,
  list: z.array(adminLotteryNumeroSchema),
});

/** A numero named in a path (`:gameCode/:numero`). */
export const lotteryNumeroParamsSchema = z.object({
  gameCode: z.string().trim().min(1).max(32),
  numero: z.string().trim().min(1).max(32),
});

// PUT .../result and POST .../correction
export const adminLotteryResultSchema = z.object({
  result: lotteryResultSchema,
  /** Why (a correction's reason, the source of an entered result); kept in the audit row. */
  note: z.string().trim().max(500).optional(),
});
export type AdminLotteryResult = z.infer<typeof adminLotteryResultSchema>;

// POST .../cancel
export const adminLotteryCancelSchema = z.object({ note: z.string().trim().min(1).max(500) });

/**
 * The numero after the change, and its tickets (one member's slip on the numero) settled, settled again or
 * refunded in this call; the scheduled job works through those left (a large numero takes several runs).
 */
export const adminLotteryChangeSchema = z.object({
  numero: adminLotteryNumeroSchema,
  done: z.number().int(),
  left: z.number().int(),
});
export type AdminLotteryChange = z.infer<typeof adminLotteryChangeSchema>;
