import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';
import { GAME_CATEGORIES } from './content-constants.js';

// ---------------------------------------------------------------------------------------------------
// Records of the member centre: the betting record (personalHistoryCopy) and the account record
// (transactionHistory). Dates are calendar days (`yyyy-MM-dd`) in the brand's time zone; the site makes
// the presets (today, yesterday, last 7 days, last 30 days) from the `today` of the previous answer.

/** A date range spans at most this many days, both ends included. */
export const RECORD_MAX_DAYS = 93;
export const RECORD_PAGE_SIZE = 20;
export const RECORD_PAGE_SIZE_MAX = 100;
/** Without dates, a record shows the last 7 days (today included). */
export const RECORD_DEFAULT_DAYS = 7;

export const ROUND_STATUSES = ['open', 'settled', 'void'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/**
 * How a settled round ended for the member: a win (paid more than the stake), a loss (paid less), or a push
 * (paid back exactly the stake: a tie or a draw, neither won nor lost).
 */
export const ROUND_OUTCOMES = ['win', 'loss', 'push'] as const;
export type RoundOutcome = (typeof ROUND_OUTCOMES)[number];

/** The outcome of a settled round from its stake and payout (exact amounts: minor units). */
export const roundOutcome = (stake: bigint, payout: bigint): RoundOutcome =>
  payout > stake ? 'win' : payout < stake ? 'loss' : 'push';

/** Kinds of ledger transfers the account record can filter on (the ledger may add others). */
export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_hold',
  'withdrawal_release',
  'upline_transfer',
  'agent_transfer',
  'dividend',
  'salary',
  'bet',
  'win',
  'rollback',
  'transfer',
  'bonus',
  'rebate',
  'commission',
  'points',
  'points_redeem',
  'points_convert',
  'correction',
] as const;

const isCalendarDate = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar day, `yyyy-MM-dd`, that exists (no 2024-02-30). */
export const recordDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd')
  .refine(isCalendarDate, 'is not a calendar date')
  .refine((s) => s >= '2000-01-01' && s <= '2999-12-31', 'is out of range');

const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(RECORD_PAGE_SIZE, RECORD_PAGE_SIZE_MAX);
const dateTimeText = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** The range an answer applied, and the brand's day, so that the site can make its presets. */
const appliedRangeSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Today in the brand's time zone. */
  today: z.string(),
  timeZone: z.string(),
});

// ---------------------------------------------------------------------------------------------------
// Betting record

export const bettingRecordQuerySchema = z.object({
  startDate: recordDateSchema.optional(),
  endDate: recordDateSchema.optional(),
  /** A game category, or ALL. */
  gameType: z.enum([...GAME_CATEGORIES, 'ALL']).default('ALL'),
  /** A vendor code; empty for every vendor. */
  vendor: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be a vendor code')
    .optional(),
  status: z.enum([...ROUND_STATUSES, 'all']).default('all'),
  pageNo,
  pageSize,
});
export type BettingRecordQuery = z.input<typeof bettingRecordQuerySchema>;
export type BettingRecordFilter = z.output<typeof bettingRecordQuerySchema>;

export const betRecordSchema = z.object({
  /** The record's id (for the detail call). */
  id: z.number().int(),
  /** The vendor's round id. */
  roundId: z.string(),
  /** The vendor's code. */
  vendor: z.string(),
  /** The vendor's display name from the brand's catalogue (its code when the catalogue has none). */
  vendorName: z.string(),
  gameCode: z.string(),
  /** The game's name from the catalogue in the asked language (the brand's default, then any), else as played. */
  gameName: z.string(),
  gameType: z.string(),
  /** The game's classification in the catalogue (SC, VP, TG, AC, JP, BG), null when it has none. */
  classify: z.string().nullable(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  /** payout - stake of a settled round; null while open and for a void round. */
  winLoss: z.number().nullable(),
  status: z.enum(ROUND_STATUSES),
  /** How a settled round ended (a push has a win/loss of 0); null while open and for a void round. */
  outcome: z.enum(ROUND_OUTCOMES).nullable(),
  createdDateStr: dateTimeText,
  settledDateStr: dateTimeText.nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const bettingRecordSchema = z.object({
  list: z.array(betRecordSchema),
  ...pageFields,
  /** Over every round the filter matches (all pages); win/loss over the settled ones. */
  totals: z.object({
    count: z.number().int(),
    stake: z.number(),
    validBet: z.number(),
    payout: z.number(),
    winLoss: z.number(),
  }),
  range: appliedRangeSchema,
});
export type BettingRecord = z.infer<typeof bettingRecordSchema>;

export const betDetailParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The provably-fair proof of an in-house round, when the round's detail carries one. */
export const fairnessProofSchema = z.object({
  engine: z.string(),
  serverSeedHash: z.string(),
  /** Revealed once the round is settled. */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** The player's choices of the round (stake, line bet, target, ...), which the outcome's payout depends on. */
  bet: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
});
export type FairnessProof = z.infer<typeof fairnessProofSchema>;

/** The game round a movement belongs to (a bet, a win, a refund), named as the betting record names it. */
export const movementRoundSchema = z.object({
  /** The vendor's round id. */
  roundId: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  /** How the round ended once settled; null while open and for a void round. */
  outcome: z.enum(ROUND_OUTCOMES).nullable(),
});
export type MovementRound = z.infer<typeof movementRoundSchema>;

export const accountMovementSchema = z.object({
  /** The ledger transfer's id. */
  id: z.number().int(),
  kind: z.string(),
  /** The member's wallet the transfer moved (`MAIN` or a vendor's sub-wallet). */
  walletCode: z.string(),
  /** Signed from the member's side: money in positive, money out negative. */
  amount: z.number(),
  /** The balance of that wallet right after the transfer. */
  balanceAfter: z.number(),
  reference: z.string(),
  /** The round of a game movement; null for every other movement. */
  round: movementRoundSchema.nullable(),
  createdDateStr: dateTimeText,
});
export type AccountMovement = z.infer<typeof accountMovementSchema>;

export const betDetailSchema = betRecordSchema.extend({
  /** The game's own account of the round (outcome, multiplier, ...), as the vendor wrote it. */
  detail: z.record(z.string(), z.unknown()).nullable(),
  proof: fairnessProofSchema.nullable(),
  transfers: z.array(accountMovementSchema),
});
export type BetDetail = z.infer<typeof betDetailSchema>;

// ---------------------------------------------------------------------------------------------------
// Account record

export const accountRecordQuerySchema = z.object({
  startDate: recordDateSchema.optional(),
  endDate: recordDateSchema.optional(),
  /** A transfer kind, or all. */
  kind: z
    .string()
    .trim()
    .max(32)
    .regex(/^[a-z_.-]*$/, 'must be a transfer kind')
    .optional(),
  pageNo,
  pageSize,
});
export type AccountRecordQuery = z.input<typeof accountRecordQuerySchema>;
export type AccountRecordFilter = z.output<typeof accountRecordQuerySchema>;

export const accountRecordSchema = z.object({
  list: z.array(accountMovementSchema),
  ...pageFields,
  /** Over every movement the filter matches (all pages): money in, money out (positive), and net. */
  totals: z.object({
    count: z.number().int(),
    totalIn: z.number(),
    totalOut: z.number(),
    net: z.number(),
  }),
  range: appliedRangeSchema,
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;

// ---------------------------------------------------------------------------------------------------
// Personal profit and loss (personalProfit): settled rounds per day of the brand and game type.

export const profitQuerySchema = z.object({
  startDate: recordDateSchema.optional(),
  endDate: recordDateSchema.optional(),
  gameType: z.enum([...GAME_CATEGORIES, 'ALL']).default('ALL'),
});
export type ProfitQuery = z.input<typeof profitQuerySchema>;
export type ProfitFilter = z.output<typeof profitQuerySchema>;

/** Figures of settled rounds; win/loss = payout - stake (positive: the member won). */
export const profitFiguresSchema = z.object({
  rounds: z.number().int(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
});
export type ProfitFigures = z.infer<typeof profitFiguresSchema>;

export const profitDaySchema = profitFiguresSchema.extend({
  /** `yyyy-MM-dd` in the brand's time zone (the day the round was settled). */
  date: z.string(),
  /** The same figures per game category, in the site's category order. */
  gameTypes: z.array(profitFiguresSchema.extend({ gameType: z.string() })),
});
export type ProfitDay = z.infer<typeof profitDaySchema>;

export const profitReportSchema = z.object({
  /** Days with settled rounds, newest first. */
  days: z.array(profitDaySchema),
  totals: profitFiguresSchema,
  range: appliedRangeSchema,
});
export type ProfitReport = z.infer<typeof profitReportSchema>;
