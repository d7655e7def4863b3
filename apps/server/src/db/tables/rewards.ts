// Rewards: promotions, VIP levels, claimable rewards, bonuses with turnover, referral review, raffles, missions, messages.
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
  smallint,
  type AnyPgColumn,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized } from './brands.js';
import { createdAt, ts } from './columns.js';
import { ledgerTransfers } from './ledger.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

export const promotionCategories = pgTable(
  'promotion_categories',
  {
    merchantId: merchantId(),
    code: text('code').notNull(),
    sort: integer('sort').notNull().default(0),
    text: jsonb('text').$type<Localized<{ title: string }>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.code] })],
);

/**
 * How a promotion pays, where the product pays it itself. `deposit`: offered on the deposit page and paid
 * when the deposit is: `percent` of the deposit, at most `maxBonus`, for a deposit of at least
 * `minDeposit` (major units), once per member (`first`: only on the first paid deposit) or once per brand
 * day; the bonus needs valid bets of `turnoverMultiple` times (deposit + bonus). The promotion's texts
 * show these figures through placeholders filled from here (promotions.service).
 */
export type PromotionRules =
  | {
      kind: 'deposit';
      percent: number;
      maxBonus: number;
      minDeposit: number;
      turnoverMultiple: number;
      once: 'first' | 'member' | 'day';
    }
  /**
   * `apply`: paid when an operator approves a member's application: a bonus from `minBonus` to `maxBonus`
   * (major units; the operator names it when they differ), needing valid bets of `turnoverMultiple` times
   * the bonus.
   */
  | { kind: 'apply'; minBonus: number; maxBonus: number; turnoverMultiple: number };

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    categoryCode: text('category_code').notNull(),
    imageUrl: text('image_url').notNull(),
    mode: text('mode').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    text: jsonb('text').$type<Localized<{ title: string; summary: string; content: string }>>().notNull(),
    rules: jsonb('rules').$type<PromotionRules>(),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantId, t.sort)],
);

export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    remark: text('remark').notNull().default(''),
    /** Stored file names under the uploads folder. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('applying'),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    /** The operator who approved or rejected it. */
    decidedBy: integer('decided_by'),
    /** The reason of a rejection (told to the member), or the note of an approval. */
    note: text('note'),
    /** The bonus an approval paid. */
    bonusId: bigint('bonus_id', { mode: 'number' }).references((): AnyPgColumn => bonuses.id),
  },
  (t) => [
    uniqueIndex('promotion_applications_open_uq')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.status} in ('applying', 'approved')`),
    index('promotion_applications_member_idx').on(t.memberId, t.createdAt),
  ],
);

export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: merchantId(),
    level: smallint('level').notNull(),
    badgeUrl: text('badge_url').notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    depositRequired: bigint('deposit_required', { mode: 'bigint' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'bigint' }).notNull(),
    birthdayBonus: bigint('birthday_bonus', { mode: 'bigint' }).notNull(),
    monthlyBonus: bigint('monthly_bonus', { mode: 'bigint' }).notNull(),
    /** Rebate per game category in basis points (0.8% -> 80). */
    rebates: jsonb('rebates').$type<{ gameType: string; bps: number }[]>().notNull(),
    withdrawalsPerDay: integer('withdrawals_per_day').notNull(),
    withdrawalLimit: bigint('withdrawal_limit', { mode: 'bigint' }).notNull(),
    dedicatedService: boolean('dedicated_service').notNull().default(false),
    text: jsonb('text').$type<Localized<{ name: string }>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.level] })],
);

/**
 * A reward waiting in the member's reward centre (promotion, raffle prize, referral, VIP). Claiming moves
 * it to `claimed` and pays a bonus, once: the update is conditional on `available`.
 */
export const memberRewards = pgTable(
  'member_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** promotion, raffle, referral_signup, referral_play, vip_upgrade, ... */
    source: text('source').notNull(),
    /** Unique per member and source (the promotion id, the invitee id, ...). */
    sourceRef: text('source_ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Valid bets needed before the bonus counts as released, as a multiple of the amount. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(1),
    status: text('status').notNull().default('available'),
    /** A template key and its parameters; the title is written in the member's language when read. */
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
    claimedAt: ts('claimed_at'),
  },
  (t) => [
    uniqueIndex('member_rewards_source_uq').on(t.memberId, t.source, t.sourceRef),
    index('member_rewards_member_idx').on(t.memberId, t.status, t.createdAt),
    check('member_rewards_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Bonuses paid (from the brand's `bonus` account) and the turnover they require. */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bonuses_source_uq').on(t.memberId, t.source, t.sourceRef),
    index('bonuses_member_idx').on(t.memberId, t.createdAt),
    // Reports: the bonus cost of a brand's period.
    index('bonuses_merchant_created_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * A referral reward held back for an operator: the invitee shares an IP address or a device with the
 * referrer or with another invitee of the same referrer. Approving gives the reward, rejecting drops it.
 */
export const referralFlags = pgTable(
  'referral_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => members.id),
    /** The reward held: `referral_signup` or `referral_play`. */
    source: text('source').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    /** `shared_ip` or `shared_device`, and the account it is shared with. */
    reason: text('reason').notNull(),
    sharedWithId: integer('shared_with_id').references(() => members.id),
    /** review -> approved | rejected. */
    status: text('status').notNull().default('review'),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_flags_uq').on(t.referrerId, t.source, t.inviteeId),
    index('referral_flags_status_idx').on(t.merchantId, t.status, t.createdAt),
  ],
);

/** A raffle: one draw per member per day while it runs; prizes drawn by weight from the CSPRNG. */
export const raffles = pgTable('raffles', {
  id: serial('id').primaryKey(),
  merchantId: merchantId(),
  /** Valid bets the member must have today before drawing (minor units; 0: none). */
  turnoverRequired: bigint('turnover_required', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  prizes: jsonb('prizes').$type<{ amount: number; weight: number }[]>().notNull(),
  turnoverMultiple: integer('turnover_multiple').notNull().default(1),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at'),
  enabled: boolean('enabled').notNull().default(true),
  text: jsonb('text').$type<Localized<{ title: string; description: string }>>().notNull(),
});

export const raffleDraws = pgTable(
  'raffle_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The brand-local day of the draw (yyyy-MM-dd). */
    day: text('day').notNull(),
    prize: bigint('prize', { mode: 'bigint' }).notNull(),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => bonuses.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('raffle_draws_uq').on(t.raffleId, t.memberId, t.day)],
);

/** A mission: reach `target` of `metric` (turnover, rounds, wins, deposit) in a game type within the period. */
export const missions = pgTable('missions', {
  id: serial('id').primaryKey(),
  merchantId: merchantId(),
  metric: text('metric').notNull(),
  /** A game category (RNG, LIVE, ...); null: every category. */
  gameType: text('game_type'),
  /** daily or weekly, in the brand's time zone. */
  period: text('period').notNull().default('daily'),
  target: bigint('target', { mode: 'bigint' }).notNull(),
  reward: bigint('reward', { mode: 'bigint' }).notNull(),
  turnoverMultiple: integer('turnover_multiple').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  text: jsonb('text').$type<Localized<{ title: string; description: string }>>().notNull(),
});

export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The period claimed (`2026-11-23` daily, `2026-W48` weekly). */
    periodKey: text('period_key').notNull(),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => bonuses.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mission_claims_uq').on(t.missionId, t.memberId, t.periodKey)],
);

/**
 * Platform messages to a member. Operator messages carry their text per language; event messages (deposit
 * credited, withdrawal paid, ...) a template key and parameters, written in the member's language when read.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    content: jsonb('content').$type<Localized<{ title: string; body: string }>>(),
    createdAt: createdAt(),
    readAt: ts('read_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('member_messages_member_idx').on(t.memberId, t.createdAt),
    index('member_messages_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
  ],
);
