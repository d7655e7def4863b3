import * as z from './z.js';

/**
 * An amount on the wire: major units, positive, at most two decimals, at most 1e9.
 * `majorToMinor` converts it exactly.
 */
export const amountSchema = z
  .number()
  .positive('amount must be above zero')
  .max(1_000_000_000, 'amount is too large')
  .refine((n) => Math.round(n * 100) / 100 === n, 'amount has more than two decimals');

/**
 * The client's id of one intended money call (a UUID drawn per submission, reused on a retry): the same id
 * sent again returns the first answer and moves nothing more; the same id with another payload is a 409.
 */
export const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8 to 64 letters, digits or dashes');

/** `GCS_merchantWallet`: `isSingle` when every vendor of the brand plays on the main wallet. */
export const merchantWalletSchema = z.object({
  isSingle: z.boolean(),
  wallets: z.array(z.object({ walletCode: z.string(), name: z.string() })),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/**
 * `GCS_walletTransfer`: one amount between the main wallet and a vendor sub-wallet, or recall all. Told
 * apart by `recallAll`, so that a refused transfer names its field.
 */
export const walletTransferSchema = z.discriminatedUnion('recallAll', [
  z.object({
    recallAll: z.literal(false).optional(),
    from: z.string().trim().min(1).max(32),
    to: z.string().trim().min(1).max(32),
    amount: amountSchema,
    /** Required: a replay of this id moves nothing again (another amount or direction is a 409). */
    requestId: requestIdSchema,
  }),
  // Recall moves what the sub-wallets hold when it runs: a replay finds them empty and moves nothing.
  z.object({ recallAll: z.literal(true) }),
]);
export type WalletTransferRequest = z.infer<typeof walletTransferSchema>;

export const walletTransferResultSchema = z.object({
  moved: z.number(),
  transfers: z.number().int(),
  sumBalance: z.number(),
  wallets: z.array(z.object({ walletCode: z.string(), name: z.string(), balance: z.number() })),
});
export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

/**
 * Bonus money locked on the main wallet until its turnover is met (decision 019): `amount` is locked,
 * `withdrawable` may be withdrawn or sent to the upline; `bonuses` are the bonuses still short of their
 * turnover, oldest first (valid bets count for the oldest first).
 */
export const bonusLockSchema = z.object({
  amount: z.number(),
  withdrawable: z.number(),
  bonuses: z.array(
    z.object({
      id: z.number().int(),
      /** raffle, mission, reward, ... (the site names it). */
      source: z.string(),
      amount: z.number(),
      turnoverRequired: z.number(),
      turnoverDone: z.number(),
    }),
  ),
});
export type BonusLockView = z.infer<typeof bonusLockSchema>;

/** `/wps/member/info/funds/consolidated`: the member's money in one view. */
export const consolidatedFundsSchema = z.object({
  currencySymbol: z.string(),
  mainBalance: z.number(),
  subWalletBalance: z.number(),
  sumBalance: z.number(),
  /** Stakes of rounds still open. */
  inPlay: z.number(),
  points: z.number(),
  /** What of the main wallet is locked bonus money, and why. */
  bonusLock: bonusLockSchema,
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

// ---------------------------------------------------------------------------------------------------
// Vendor wallet API: how a game vendor (the in-house one included) moves a player's money.
// Every request carries `X-Vendor-Timestamp` (unix milliseconds) and `X-Vendor-Signature`, the hex
// HMAC-SHA256 with the vendor's secret over `<timestamp>.<raw body>`, and the brand's `Merchant` header.

export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';
export const VENDOR_TIMESTAMP_HEADER = 'x-vendor-timestamp';
/** A signature older or newer than this is refused as stale. */
export const VENDOR_SIGNATURE_MAX_AGE_MS = 5 * 60_000;

const idSchema = z.string().trim().min(1).max(64);
const vendorAmountSchema = z
  .number()
  .min(0)
  .max(1_000_000_000)
  .refine((n) => Math.round(n * 100) / 100 === n, 'amount has more than two decimals');

export const vendorBalanceRequestSchema = z.object({ playerId: idSchema });
export const vendorDebitRequestSchema = z.object({
  playerId: idSchema,
  transactionId: idSchema,
  roundId: idSchema,
  gameCode: idSchema,
  amount: vendorAmountSchema.refine((n) => n > 0, 'amount must be above zero'),
});
export const vendorCreditRequestSchema = z.object({
  playerId: idSchema,
  transactionId: idSchema,
  /** The debit this win pays out on. */
  debitTransactionId: idSchema,
  roundId: idSchema,
  gameCode: idSchema,
  /** Zero for a lost round: the credit still settles it. */
  amount: vendorAmountSchema,
  /** The game's account of the round (outcome, provably-fair proof), kept with the round. */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export const vendorRollbackRequestSchema = z.object({
  playerId: idSchema,
  transactionId: idSchema,
  /** The debit to reverse. */
  debitTransactionId: idSchema,
  roundId: idSchema,
  gameCode: idSchema,
});
export type VendorDebitRequest = z.infer<typeof vendorDebitRequestSchema>;
export type VendorCreditRequest = z.infer<typeof vendorCreditRequestSchema>;
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequestSchema>;

export const vendorWalletResultSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  /** The balance the vendor plays on, after the call. */
  balance: z.number(),
  transactionId: z.string().optional(),
  /** True when this answer is the stored answer of an earlier identical call. */
  replayed: z.boolean().optional(),
});
export type VendorWalletResult = z.infer<typeof vendorWalletResultSchema>;
