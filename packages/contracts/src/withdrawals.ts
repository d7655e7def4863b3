import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';
import { amountSchema, bonusLockSchema, requestIdSchema } from './wallet.js';

// ---------------------------------------------------------------------------------------------------
// Withdrawals, their confirmation by the member (SPEC section 4) and the transfer to the upline.
// Amounts are major units with two decimals; the amount of a withdrawal is held at once (decision 017).

/** pending (held) -> rejected (released) | paid -> received | not_received | auto_received. */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'paid',
  'rejected',
  'received',
  'not_received',
  'auto_received',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The proof of a withdrawal that did not arrive: one PNG or JPEG image, smaller than this. */
export const WITHDRAWAL_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const WITHDRAWAL_PAGE_SIZE = 10;

const dateTimeText = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The payment password as typed (its rules are the security centre's; here only bounded). */
export const paymentPasswordInputSchema = z
  .string()
  .min(1, 'enter your payment password')
  .max(64, 'the payment password is at most 64 characters');

export const withdrawalIdSchema = z.object({ id });

export const withdrawRequestSchema = z.object({
  amount: amountSchema,
  bankAccountId: z.number().int().positive().max(2_147_483_647),
  paymentPassword: paymentPasswordInputSchema,
  /**
   * Required: the same id sent again (a retry after a lost answer) returns the first withdrawal and holds
   * nothing more; the same id with another amount or bank account is a 409.
   */
  requestId: requestIdSchema,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

export const withdrawalBankAccountSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** Only the last four digits are ever shown. */
  last4: z.string(),
});
export type WithdrawalBankAccount = z.infer<typeof withdrawalBankAccountSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bank: z.object({ bankName: z.string(), last4: z.string() }),
  createdDateStr: dateTimeText,
  decidedDateStr: dateTimeText.nullable(),
  /** The operator's note (why it was rejected, how it was paid). */
  note: z.string().nullable(),
  /** A paid withdrawal counts as received when not answered by then. */
  confirmDueDateStr: dateTimeText.nullable(),
  confirmedDateStr: dateTimeText.nullable(),
  /** What arrived: the whole amount once received; what the member says when not received. */
  receivedAmount: z.number().nullable(),
  /** amount - receivedAmount (the whole amount while nothing is confirmed). */
  remainder: z.number(),
  hasProof: z.boolean(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListQuerySchema = z.object({
  status: z.enum([...WITHDRAWAL_STATUSES, 'all']).default('all'),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(WITHDRAWAL_PAGE_SIZE, 100),
});
export type WithdrawalListQuery = z.input<typeof withdrawalListQuerySchema>;
export type WithdrawalListFilter = z.output<typeof withdrawalListQuerySchema>;

export const withdrawalListSchema = z.object({
  list: z.array(withdrawalSchema),
  ...pageFields,
});
export type WithdrawalList = z.infer<typeof withdrawalListSchema>;

export const withdrawInfoSchema = z.object({
  currencySymbol: z.string(),
  /** The main wallet's balance. */
  balance: z.number(),
  min: z.number(),
  max: z.number(),
  /** The member's VIP level's limits per day (null: none), and what today already used. */
  perDayCount: z.number().int().nullable(),
  perDayAmount: z.number().nullable(),
  usedTodayCount: z.number().int(),
  usedTodayAmount: z.number(),
  bankAccounts: z.array(withdrawalBankAccountSchema),
  hasPaymentPassword: z.boolean(),
  /** Minutes a paid withdrawal waits for the member's answer. */
  confirmMinutes: z.number().int(),
  /** Bonus money of the balance that cannot be withdrawn yet, and what can (decision 019). */
  bonusLock: bonusLockSchema,
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const withdrawResultSchema = z.object({
  withdrawal: withdrawalSchema,
  /** The main wallet's balance after the hold. */
  balance: z.number(),
});
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

export const withdrawalConfirmationsSchema = z.object({ list: z.array(withdrawalSchema) });
export type WithdrawalConfirmations = z.infer<typeof withdrawalConfirmationsSchema>;

/** The text field of the not-received form: what did arrive (0 when nothing), below the amount. */
export const receivedAmountSchema = z
  .number()
  .min(0, 'the amount received cannot be negative')
  .max(1_000_000_000)
  .refine((n) => Math.round(n * 100) / 100 === n, 'the amount received has more than two decimals');

// ---------------------------------------------------------------------------------------------------
// Transfer to the upline (transferUpline)

export const uplineInfoSchema = z.object({
  currencySymbol: z.string(),
  /** The upline's name, masked (`ag***01`); null when the member has no upline. */
  upline: z.string().nullable(),
  balance: z.number(),
  min: z.number(),
  max: z.number(),
  hasPaymentPassword: z.boolean(),
  /** Bonus money of the balance that cannot be transferred yet, and why. */
  bonusLock: bonusLockSchema,
});
export type UplineInfo = z.infer<typeof uplineInfoSchema>;

export const uplineTransferRequestSchema = z.object({
  amount: amountSchema,
  paymentPassword: paymentPasswordInputSchema,
  /** The client's id of this request: sending it again never moves the money twice. */
  requestId: requestIdSchema,
});
export type UplineTransferRequest = z.infer<typeof uplineTransferRequestSchema>;

export const uplineTransferResultSchema = z.object({
  amount: z.number(),
  upline: z.string(),
  /** The member's main wallet after the transfer. */
  balance: z.number(),
  reference: z.string(),
  /** True when this request id had already moved the money (nothing moved again). */
  replayed: z.boolean(),
});
export type UplineTransferResult = z.infer<typeof uplineTransferResultSchema>;
