// Ledger (DESIGN.md section 5): accounts and immutable double-entry transfers, and the vendor wallet calls.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './brands.js';
import { createdAt } from './columns.js';
import { gameRounds } from './games.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

/**
 * Money accounts. A member's main wallet is one row; the double-entry ledger moves money between rows.
 * Member accounts can never go negative.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').references(() => members.id),
    /** `member`, or a house account: `cash`, `games`, `bonus`, `commission`, `points`. */
    kind: text('kind').notNull(),
    /** A member's `MAIN` wallet or a vendor's sub-wallet (vendor code); a house `games` account's vendor. */
    walletCode: text('wallet_code').notNull().default('MAIN'),
    /** House accounts are split into shards so that concurrent bets do not queue on one row. */
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_member_wallet_uq')
      .on(t.memberId, t.walletCode)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('accounts_house_uq')
      .on(t.merchantId, t.kind, t.walletCode, t.shard)
      .where(sql`${t.memberId} is null`),
    check('accounts_member_non_negative', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** deposit, withdrawal, bet, win, rollback, transfer, correction, ... */
    kind: text('kind').notNull(),
    /** What the transfer is about (a round, a vendor transaction, an order), shown in the account record. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Balances of both accounts right after this transfer. */
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'bigint' }).notNull(),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'bigint' }).notNull(),
    roundId: bigint('round_id', { mode: 'number' }).references(() => gameRounds.id),
    /** The transfer this one reverses (a correction). */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_uq').on(t.merchantId, t.idempotencyKey),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    index('ledger_transfers_round_idx').on(t.roundId),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/**
 * Calls of the vendor wallet API, idempotent on the vendor's transaction id: a replay returns `response`.
 * A rollback that arrives before its debit is kept (`kind` rollback, no transfer) so the late debit is refused.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roundId: bigint('round_id', { mode: 'number' }).references(() => gameRounds.id),
    /** The debit a credit or rollback refers to. */
    refTransactionId: text('ref_transaction_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    status: smallint('status').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_uq').on(t.merchantId, t.vendorCode, t.transactionId),
    // Partial: a lookup by `transaction_id` cannot use it. On a table not yet analysed the planner took the
    // full index for such lookups (same leading columns) and read every transaction of the vendor.
    index('vendor_transactions_ref_idx')
      .on(t.merchantId, t.vendorCode, t.refTransactionId)
      .where(sql`ref_transaction_id is not null`),
    index('vendor_transactions_round_idx').on(t.roundId),
  ],
);
