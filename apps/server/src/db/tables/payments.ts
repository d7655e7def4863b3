// Payments: deposit channels and orders, gateway callbacks, uploads, withdrawals (DESIGN.md section 7).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized } from './brands.js';
import { createdAt, ts } from './columns.js';
import { ledgerTransfers } from './ledger.js';
import { members } from './members.js';
import { promotions } from './rewards.js';
import { merchantId } from './merchant-ref.js';
import { memberBankAccounts } from './security.js';

export type PaymentProvider = 'manual_bank' | 'sandbox';

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Provider settings: the receiving bank account of a manual channel; the gateway's signing secret. */
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    text: jsonb('text').$type<Localized<{ name: string; description: string }>>().notNull(),
  },
  (t) => [
    uniqueIndex('payment_channels_code_uq').on(t.merchantId, t.code),
    check('payment_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/** pending -> paid | rejected | cancelled | expired. A paid order has the deposit transfer. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    /** What the member wrote on the bank transfer (manual channel). */
    memberReference: text('member_reference'),
    /** The gateway's own transaction id (sandbox gateway). */
    gatewayReference: text('gateway_reference'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by'),
    note: text('note'),
    /** The deposit promotion the member chose for this deposit, paid with it (rewards decides). */
    promotionId: integer('promotion_id').references(() => promotions.id),
  },
  (t) => [
    uniqueIndex('deposit_orders_no_uq').on(t.merchantId, t.orderNo),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_status_idx').on(t.merchantId, t.status, t.createdAt),
    // Reports: a brand's orders of a period, whatever their state.
    index('deposit_orders_merchant_created_idx').on(t.merchantId, t.createdAt),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every callback a gateway sent, kept for audit whatever its outcome. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    channelId: integer('channel_id').references(() => paymentChannels.id),
    orderNo: text('order_no'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_callbacks_order_idx').on(t.merchantId, t.orderNo)],
);

/** Every file a member uploaded (proof images), for the per-member quota: one row per stored file. */
export const memberUploads = pgTable(
  'member_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** What the file is for: `promotion`, `withdrawal`. */
    purpose: text('purpose').notNull(),
    /** The stored file's name under its module's uploads folder. */
    name: text('name').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_uploads_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * pending (amount held) -> rejected (released) | paid -> received | not_received | auto_received.
 * The hold moves the amount from the member to the brand's `pending` account at once.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => memberBankAccounts.id),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    /** The payout (pending -> cash) or the release (pending -> member). */
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by'),
    note: text('note'),
    /** After payout: no answer by then counts as received (a scheduled job). */
    confirmDueAt: ts('confirm_due_at'),
    confirmedAt: ts('confirmed_at'),
    /** What the member says arrived (not received: with a proof image). */
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    proofImage: text('proof_image'),
    /** The member's id of the request (idempotency): the same id never makes a second order. */
    requestId: text('request_id'),
    /** What that request asked (amount and bank account), to tell a replay from a reuse of the id. */
    requestHash: text('request_hash'),
    /**
     * How an operator settled a `not_received` withdrawal: `refunded` (the missing part paid back to the
     * member, `refundTransferId`) or `arrived` (the money did arrive; nothing moves). Null while waiting.
     */
    resolution: text('resolution').$type<'refunded' | 'arrived'>(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: integer('resolved_by'),
    refundTransferId: bigint('refund_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    uniqueIndex('withdrawal_orders_no_uq').on(t.merchantId, t.orderNo),
    uniqueIndex('withdrawal_orders_request_uq').on(t.memberId, t.requestId),
    index('withdrawal_orders_member_idx').on(t.memberId, t.createdAt),
    index('withdrawal_orders_status_idx').on(t.merchantId, t.status, t.createdAt),
    index('withdrawal_orders_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('withdrawal_orders_due_idx')
      .on(t.confirmDueAt)
      .where(sql`${t.status} = 'paid'`),
    check('withdrawal_orders_amount_positive', sql`${t.amount} > 0`),
    check(
      'withdrawal_orders_resolution',
      sql`${t.resolution} is null or (${t.status} = 'not_received' and ${t.resolution} in ('refunded', 'arrived'))`,
    ),
  ],
);
