// The in-house live tables (baccarat, roulette, sic bo, dragon tiger): shared rounds on a clock per brand
// and table, the bets of every seated member, and who is seated (sockets seen lately).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

/** A member at a table: the last time one of the member's sockets there was heard from. */
export const liveTableSeats = pgTable(
  'live_table_seats',
  {
    merchantId: merchantId(),
    gameCode: text('game_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.gameCode, t.memberId] }),
    index('live_table_seats_seen_idx').on(t.seenAt),
  ],
);

/**
 * One round of a table: betting until `closes_at`, then closed, drawn and settled. The server seed is
 * committed (its hash shown) when the round opens and revealed once it is settled; the client seed is the
 * table's code and the nonce the round's number.
 */
export const liveTableRounds = pgTable(
  'live_table_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    gameCode: text('game_code').notNull(),
    roundNo: integer('round_no').notNull(),
    state: text('state').notNull().default('betting'),
    openedAt: ts('opened_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    settledAt: ts('settled_at'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The draw (cards, number, dice) once settled. */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('live_table_rounds_no_uq').on(t.merchantId, t.gameCode, t.roundNo),
    // One unsettled round per table and brand.
    uniqueIndex('live_table_rounds_open_uq')
      .on(t.merchantId, t.gameCode)
      .where(sql`${t.state} <> 'settled'`),
    index('live_table_rounds_state_idx').on(t.state, t.closesAt),
    check('live_table_rounds_state_ck', sql`${t.state} in ('betting', 'closed', 'settled')`),
  ],
);

/**
 * A bet on one spot: pending while its debit is made, placed once debited, then won or lost; void when
 * its debit was rolled back (it met the close), refused when the wallet refused it.
 */
export const liveTableBets = pgTable(
  'live_table_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => liveTableRounds.id),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The player's name as other players see it (masked). */
    player: text('player').notNull(),
    /** The client's id of the bet: a second bet with the same id is the same bet. */
    betId: text('bet_id').notNull(),
    spot: text('spot').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('live_table_bets_bet_uq').on(t.roundId, t.memberId, t.betId),
    index('live_table_bets_round_idx').on(t.roundId, t.status),
    check(
      'live_table_bets_status_ck',
      sql`${t.status} in ('pending', 'placed', 'won', 'lost', 'void', 'refused')`,
    ),
    check('live_table_bets_amount_ck', sql`${t.amount} > 0`),
  ],
);
