import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';
import { recordDateSchema } from './records.js';
import { amountSchema } from './wallet.js';

// ---------------------------------------------------------------------------------------------------
// Deposits (member centre `depositv2`): the brand's payment channels, the member's deposit orders, and
// the sandbox gateway's signed callback (decision record 018).

export const PAYMENT_PROVIDERS = ['manual_bank', 'sandbox'] as const;
export type PaymentProviderCode = (typeof PAYMENT_PROVIDERS)[number];

/** pending -> paid | rejected | cancelled | expired. */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'rejected', 'cancelled', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** A member may have at most this many orders waiting at once. */
export const DEPOSIT_MAX_PENDING = 3;
/** A sandbox order not paid within this time expires. */
export const DEPOSIT_SANDBOX_EXPIRY_MINUTES = 30;
/** What the member wrote on a manual bank transfer. */
export const DEPOSIT_REFERENCE_MAX = 64;
export const DEPOSIT_PAGE_SIZE = 10;
export const DEPOSIT_PAGE_SIZE_MAX = 50;

/** Headers of the sandbox gateway's callback: HMAC-SHA256 (hex) over `<timestamp>.<raw body>`. */
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';
export const GATEWAY_TIMESTAMP_HEADER = 'x-gateway-timestamp';
/** A callback signed further than this from now is refused as stale. */
export const GATEWAY_SIGNATURE_MAX_AGE_MS = 5 * 60_000;

const orderNoSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'must be an order number');

// ---------------------------------------------------------------------------------------------------
// Channels

/** The receiving bank account of a manual channel (what the member transfers to). */
export const receivingAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>;

export const depositChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  name: z.string(),
  description: z.string(),
  /** Major units. */
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Manual channels only. */
  receivingAccount: receivingAccountSchema.nullable(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/**
 * A promotion the member can take with a deposit now (opt in on the deposit page): its bonus is paid when
 * the deposit is. Amounts in major units; the bonus needs valid bets of `turnoverMultiple` times
 * (deposit + bonus).
 */
export const depositOfferSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  percent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  turnoverMultiple: z.number(),
  /** `first`: only with the first paid deposit; `member`: once; `day`: once a brand day. */
  once: z.enum(['first', 'member', 'day']),
});
export type DepositOffer = z.infer<typeof depositOfferSchema>;

/** The bonus an offer pays for a deposit of `amount` (major units, cents rounded down). */
export function offerBonus(offer: Pick<DepositOffer, 'percent' | 'maxBonus' | 'minDeposit'>, amount: number) {
  if (!(amount >= offer.minDeposit)) return 0;
  const cents = Math.floor((Math.round(amount * 100) * offer.percent) / 100);
  return Math.min(cents / 100, offer.maxBonus);
}

export const depositChannelsSchema = z.object({
  channels: z.array(depositChannelSchema),
  maxPending: z.number().int(),
  /** The deposit promotions open to the member now. */
  offers: z.array(depositOfferSchema),
});
export type DepositChannels = z.infer<typeof depositChannelsSchema>;

// ---------------------------------------------------------------------------------------------------
// Orders

const referenceSchema = z
  .string()
  .trim()
  .max(DEPOSIT_REFERENCE_MAX, `reference is at most ${DEPOSIT_REFERENCE_MAX} characters`);

export const createDepositSchema = z.object({
  channelId: z.number().int().positive().max(2_147_483_647),
  amount: amountSchema,
  /** Required by a manual channel: what the member wrote on the transfer. */
  reference: referenceSchema.optional(),
  /** A deposit offer the member opts into (one of `offers`). */
  promotionId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type CreateDeposit = z.infer<typeof createDepositSchema>;

/** The rules a form checks before sending, for the channel chosen (the server checks the same). */
export type DepositLimits = { minAmount: number; maxAmount: number; needsReference: boolean };

/** The form's schema for one channel: amount within its limits, the reference when it needs one. */
export const depositFormSchema = (limits: DepositLimits) =>
  z
    .object({
      amount: z
        .string()
        .trim()
        .regex(/^\d{1,10}(\.\d{1,2})?$/, 'deposit.amount.invalid')
        .refine((s) => Number(s) >= limits.minAmount, 'deposit.amount.below.min')
        .refine((s) => Number(s) <= limits.maxAmount, 'deposit.amount.above.max'),
      reference: z.string().trim().max(DEPOSIT_REFERENCE_MAX, 'deposit.reference.too.long'),
    })
    .refine((v) => !limits.needsReference || v.reference.length > 0, {
      message: 'deposit.reference.required',
      path: ['reference'],
    });
export type DepositForm = z.input<ReturnType<typeof depositFormSchema>>;

export const depositOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channelId: z.number().int(),
  channelName: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Major units. */
  amount: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  /** The operator's note of a rejection. */
  note: z.string().nullable(),
  createdDateStr: z.string(),
  decidedDateStr: z.string().nullable(),
  /** A pending sandbox order: the gateway's hosted page, where it is paid. */
  payUrl: z.string().nullable(),
  /** The deposit promotion chosen with the order (its title). */
  promotion: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositOrderParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const depositOrdersQuerySchema = z.object({
  status: z.enum([...DEPOSIT_STATUSES, 'all']).default('all'),
  startDate: recordDateSchema.optional(),
  endDate: recordDateSchema.optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(DEPOSIT_PAGE_SIZE, DEPOSIT_PAGE_SIZE_MAX),
});
export type DepositOrdersQuery = z.input<typeof depositOrdersQuerySchema>;
export type DepositOrdersFilter = z.output<typeof depositOrdersQuerySchema>;

export const depositOrdersSchema = z.object({
  list: z.array(depositOrderSchema),
  ...pageFields,
  range: z.object({ startDate: z.string(), endDate: z.string(), today: z.string(), timeZone: z.string() }),
});
export type DepositOrders = z.infer<typeof depositOrdersSchema>;

// ---------------------------------------------------------------------------------------------------
// The sandbox gateway's callback

export const sandboxCallbackSchema = z.object({
  orderNo: orderNoSchema,
  amount: z
    .number()
    .positive()
    .max(1_000_000_000)
    .refine((n) => Math.round(n * 100) / 100 === n, 'amount has more than two decimals'),
  gatewayReference: z.string().trim().min(1).max(64),
  status: z.enum(['paid', 'failed']),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

export const callbackResultSchema = z.object({
  orderNo: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** True only for the one callback that credited the member. */
  credited: z.boolean(),
});
export type CallbackResult = z.infer<typeof callbackResultSchema>;
