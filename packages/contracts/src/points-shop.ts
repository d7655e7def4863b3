import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';
import { requestIdSchema } from './wallet.js';

// ---------------------------------------------------------------------------------------------------
// The points shop of a member (SPEC sections 3 and 7): balance, detail, redeeming items, converting
// points to balance, the redeem history. Points are whole numbers and never expire; amounts are major
// units with two decimals.

/** At most this many of one item in one redemption. */
export const REDEEM_MAX_QUANTITY = 10;
/** The fewest points converted at once. */
export const POINT_CONVERT_MIN = 100;
export const POINT_CONVERT_MAX = 100_000_000;
export const POINT_PAGE_SIZE = 10;
export const POINT_PAGE_SIZE_MAX = 50;

/** applying -> approved | rejected (the operator decides); a conversion is approved at once. */
export const REDEMPTION_STATUSES = ['applying', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
/** What points were exchanged for: an item of the shop, or balance. */
export const EXCHANGE_TYPES = ['item', 'convert'] as const;
export type ExchangeType = (typeof EXCHANGE_TYPES)[number];

/** Kinds of point entries: earned by a bet, spent on an item or a conversion, given back, opening. */
export const POINT_ENTRY_KINDS = ['bet', 'redeem', 'convert', 'refund', 'seed'] as const;

const dateTimeText = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(POINT_PAGE_SIZE, POINT_PAGE_SIZE_MAX);

/** The payment password as typed (its rules are the security centre's; here only bounded). */
const paymentPassword = z
  .string()
  .min(1, 'enter your payment password')
  .max(64, 'the payment password is at most 64 characters');

// Balance --------------------------------------------------------------------------------------------

export const pointBalanceSchema = z.object({
  points: z.number().int(),
  /** Every point earned or given back, and every point spent, since the account was opened. */
  earned: z.number().int(),
  spent: z.number().int(),
  /** Balance one point converts to (major units); 0 when the brand does not convert points. */
  conversionRate: z.number(),
  convertMin: z.number().int(),
});
export type PointBalance = z.infer<typeof pointBalanceSchema>;

// Detail ---------------------------------------------------------------------------------------------

export const pointDetailQuerySchema = z.object({ pageNo, pageSize });
export type PointDetailQuery = z.input<typeof pointDetailQuerySchema>;

export const pointEntrySchema = z.object({
  id: z.number().int(),
  /** The transaction number shown to the member. */
  transactionNo: z.string(),
  /** One of POINT_ENTRY_KINDS (the site shows an unknown kind as it is). */
  kind: z.string(),
  /** Signed: earned positive, spent negative. */
  points: z.number().int(),
  /** The game category a bet's points came from. */
  gameType: z.string().nullable(),
  /** The member's points right after this entry. */
  balanceAfter: z.number().int(),
  createdDateStr: dateTimeText,
});
export type PointEntry = z.infer<typeof pointEntrySchema>;

export const pointDetailSchema = z.object({ list: z.array(pointEntrySchema), ...pageFields });
export type PointDetail = z.infer<typeof pointDetailSchema>;

// Redeem history ---------------------------------------------------------------------------------------

export const redeemHistoryQuerySchema = z.object({
  status: z.enum([...REDEMPTION_STATUSES, 'all']).default('all'),
  pageNo,
  pageSize,
});
export type RedeemHistoryQuery = z.input<typeof redeemHistoryQuerySchema>;
export type RedeemHistoryFilter = z.output<typeof redeemHistoryQuerySchema>;

export const redemptionSchema = z.object({
  /** The redemption's id (an item) or the point entry's id (a conversion). */
  id: z.number().int(),
  /** The transaction number shown to the member: R... for an item, C... for a conversion. */
  transactionNo: z.string(),
  exchangeType: z.enum(EXCHANGE_TYPES),
  /** The item's name in the member's language; empty for a conversion. */
  productName: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  /** The balance paid (an item) or received (a conversion). */
  amount: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  createdDateStr: dateTimeText,
  decidedDateStr: dateTimeText.nullable(),
  /** The operator's note on a decision. */
  note: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemHistorySchema = z.object({ list: z.array(redemptionSchema), ...pageFields });
export type RedeemHistory = z.infer<typeof redeemHistorySchema>;

// Redeem and convert -----------------------------------------------------------------------------------

export const redeemRequestSchema = z.object({
  rewardId: z.number().int().positive().max(2_147_483_647),
  quantity: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(REDEEM_MAX_QUANTITY, `must be at most ${REDEEM_MAX_QUANTITY}`),
  paymentPassword,
  /** Required: a replay of this id redeems nothing again (another item or quantity is a 409). */
  requestId: requestIdSchema,
});
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

export const redeemResultSchema = z.object({
  redemption: redemptionSchema,
  /** The member's points and main balance afterwards. */
  points: z.number().int(),
  balance: z.number(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

export const convertRequestSchema = z.object({
  points: z
    .number()
    .int('must be whole points')
    .min(POINT_CONVERT_MIN, `must be at least ${POINT_CONVERT_MIN} points`)
    .max(POINT_CONVERT_MAX, `must be at most ${POINT_CONVERT_MAX} points`),
  paymentPassword,
  /** Required: a replay of this id converts nothing again (other points are a 409). */
  requestId: requestIdSchema,
});
export type ConvertRequest = z.infer<typeof convertRequestSchema>;

export const convertResultSchema = z.object({
  transactionNo: z.string(),
  points: z.number().int(),
  /** The balance credited: points x rate, rounded down to the cent. */
  amount: z.number(),
  /** The member's points and main balance afterwards. */
  pointsBalance: z.number().int(),
  balance: z.number(),
});
export type ConvertResult = z.infer<typeof convertResultSchema>;

/** Balance `points` convert to at `rate` (major units per point), rounded down to the cent, in minor units. */
export function convertedMinor(points: number, rate: number): bigint {
  // Millionths of a major unit per point keep the rate exact for rates like 0.015.
  const micro = BigInt(Math.round(rate * 1_000_000));
  return (BigInt(points) * micro) / 10_000n;
}
