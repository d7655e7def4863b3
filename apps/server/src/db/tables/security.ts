// Member centre security: known IPs for two-factor verification, bank accounts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

/** IPs a member has logged in from and verified; a login from another IP asks for verification. */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    /** The full number, sealed with the server key; only the last four digits are ever shown. */
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    /** Keyed hash of the number, so the same account is not added twice. */
    accountNumberHash: text('account_number_hash').notNull(),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    index('member_bank_accounts_member_idx').on(t.memberId),
    uniqueIndex('member_bank_accounts_number_uq')
      .on(t.memberId, t.bankCode, t.accountNumberHash)
      .where(sql`${t.removedAt} is null`),
  ],
);
