// The back office's member tools: tags, operator notes, manual balance adjustments, answers to feedback.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { feedback } from './content.js';
import { createdAt, ts } from './columns.js';
import { ledgerTransfers } from './ledger.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';
import { operators } from './operators.js';

/** Labels operators put on members (`vip-watch`, `bonus-abuse`, ...), one row per member and tag. */
export const memberTags = pgTable(
  'member_tags',
  {
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Lower case letters, digits, `-` and `_`. */
    tag: text('tag').notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.tag] }),
    index('member_tags_tag_idx').on(t.merchantId, t.tag, t.memberId),
  ],
);

/** Operators' notes on a member, newest read first; never changed once written. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * A manual change of a member's main balance with its reason. Applied at once (`applied`) at or below the
 * brand's threshold by owner or finance; otherwise `pending` until another operator approves (`approved`,
 * with the ledger transfer) or rejects it (`rejected`). The decision is conditional on `pending`: decided once.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** `credit` (to the member) or `debit` (from the member). */
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: ts('decided_at'),
    decisionNote: text('decision_note'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_adjustments_status_idx').on(t.merchantId, t.status, t.createdAt),
    index('balance_adjustments_member_idx').on(t.memberId, t.createdAt),
    check('balance_adjustments_amount_positive', sql`${t.amount} > 0`),
    check('balance_adjustments_direction', sql`${t.direction} in ('credit', 'debit')`),
    check('balance_adjustments_status', sql`${t.status} in ('pending', 'applied', 'approved', 'rejected')`),
  ],
);

/** Support's answers to members' feedback (the member also gets the answer as a message). */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_answers_feedback_idx').on(t.feedbackId, t.createdAt)],
);
