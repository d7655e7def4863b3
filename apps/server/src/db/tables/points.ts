// Points: the shop, its rates, the point entries and redemptions.
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
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized } from './brands.js';
import { createdAt, ts } from './columns.js';
import { ledgerTransfers } from './ledger.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    imageUrl: text('image_url').notNull(),
    /** Items left; null when unlimited. */
    quantity: integer('quantity'),
    pointsRequired: integer('points_required').notNull(),
    amountRequired: bigint('amount_required', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    text: jsonb('text').$type<Localized<{ name: string; description: string }>>().notNull(),
  },
  (t) => [
    index('point_rewards_merchant_idx').on(t.merchantId, t.sort),
    check('point_rewards_quantity_non_negative', sql`${t.quantity} is null or ${t.quantity} >= 0`),
  ],
);

/** Points earned per `per` minor units of valid bets in a game category. */
export const pointRates = pgTable(
  'point_rates',
  {
    merchantId: merchantId(),
    gameType: text('game_type').notNull(),
    points: integer('points').notNull(),
    per: bigint('per', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.gameType] })],
);

/** Points earned and spent; `reference` is unique per brand so a round earns once. */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    gameType: text('game_type'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_entries_reference_uq').on(t.merchantId, t.reference),
    index('point_entries_member_idx').on(t.memberId, t.id),
  ],
);

/** applying -> approved | rejected (points and amount given back with reversing entries). */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('applying'),
    /** The transfer of the amount required (member -> points), if any. */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by'),
    note: text('note'),
    /**
     * The member's id of the request (idempotency): the same id never makes a second redemption; a replay
     * is told from a reuse of the id by the item and quantity of this row.
     */
    requestId: text('request_id'),
  },
  (t) => [
    uniqueIndex('point_redemptions_request_uq').on(t.memberId, t.requestId),
    index('point_redemptions_member_idx').on(t.memberId, t.createdAt),
    index('point_redemptions_status_idx').on(t.merchantId, t.status, t.createdAt),
    check('point_redemptions_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
