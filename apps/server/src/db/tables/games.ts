// Games: vendors per category, the catalogue, favourites, recent games and rounds.
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
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
    logoWhiteUrl: text('logo_white_url').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    /** What members are told while the vendor is in maintenance, per language (the operator's text). */
    maintenanceMessage: jsonb('maintenance_message').$type<Localized<string>>(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** `seamless`: rounds move the member's main wallet; `transfer`: the vendor's sub-wallet. */
    walletMode: text('wallet_mode').notNull().default('seamless'),
  },
  (t) => [uniqueIndex('game_vendors_merchant_category_code_uq').on(t.merchantId, t.category, t.code)],
);

/** A vendor's key for the vendor wallet API (HMAC-SHA256), one per brand and vendor code. */
export const vendorCredentials = pgTable(
  'vendor_credentials',
  {
    merchantId: merchantId(),
    vendorCode: text('vendor_code').notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    /** The secret before the last rotation: it keeps verifying until `previous_until` (the grace). */
    previousSecret: text('previous_secret'),
    previousUntil: ts('previous_until'),
    rotatedAt: ts('rotated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.vendorCode] }),
    check(
      'vendor_credentials_previous_ck',
      sql`(${t.previousSecret} is null) = (${t.previousUntil} is null)`,
    ),
  ],
);

/** The game catalogue: one row per game a vendor offers the brand. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    vendorCode: text('vendor_code').notNull(),
    /** Category: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, DS88. */
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    name: jsonb('name').$type<Localized<string>>().notNull(),
    /** Slot classification: SC, VP, TG, AC, JP, BG. */
    classify: text('classify'),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    lineNum: integer('line_num').notNull().default(0),
    imageUrl: text('image_url').notNull(),
    /** `GAME` launches; `VASSALAGE` opens the vendor's game list. */
    isGame: text('is_game').notNull().default('GAME'),
    /** The in-house engine that runs the game (slot, dice, fish, ...). */
    engine: text('engine').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** The game alone in maintenance (its vendor's maintenance covers all its games). */
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_merchant_vendor_code_uq').on(t.merchantId, t.vendorCode, t.gameCode),
    index('games_lobby_idx').on(t.merchantId, t.gameType, t.vendorCode, t.sort),
    // A category across all its vendors, read in the list's order.
    index('games_category_order_idx')
      .on(t.merchantId, t.gameType, t.sort, t.id)
      .where(sql`${t.enabled}`),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playedAt: ts('played_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_idx').on(t.memberId, t.playedAt),
  ],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('open'),
    /** The game's own account of the round (outcome, provably-fair proof), written by the vendor. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('game_rounds_vendor_round_uq').on(t.merchantId, t.vendorCode, t.roundId),
    // One open round per member and game at a time; not in the lottery, where each draw of a game is a
    // round of its own and a member holds tickets on several draws at once (chases, the next draw).
    uniqueIndex('game_rounds_open_uq')
      .on(t.memberId, t.vendorCode, t.gameCode)
      .where(sql`${t.status} = 'open' and ${t.gameType} not in ('LOTT', 'ELOTT', 'SPORTS', 'ESPORTS')`),
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
    index('game_rounds_settled_idx').on(t.merchantId, t.settledAt),
    // A team's rounds of an hour or a 5-minute window (the hourly and real-time salaries).
    index('game_rounds_member_settled_idx').on(t.memberId, t.settledAt),
  ],
);
