// The card rooms of the in-house vendor (docs/house-games.md, "Card rooms"): each brand's rooms of its card
// games, who sits where, the rounds played on the room clock, and the bet multipliers chosen in a round.
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
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { houseSessions } from './house.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

/** A room of a card game: its limits, seats, rake and betting time. */
export const cardRooms = pgTable(
  'card_rooms',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    /** The room's code in its game (`novice-1`). */
    code: text('code').notNull(),
    /** `novice`, `standard`, `expert` or `master`. */
    level: text('level').notNull(),
    /** The base bet, minor units: a player's bet is base × the chosen multiplier. */
    baseBet: bigint('base_bet', { mode: 'bigint' }).notNull(),
    /** The balance a member needs to sit, minor units. */
    minBalance: bigint('min_balance', { mode: 'bigint' }).notNull(),
    seats: smallint('seats').notNull(),
    /** What the house keeps of each winner's win, in basis points. */
    rakeBps: integer('rake_bps').notNull(),
    betSeconds: smallint('bet_seconds').notNull().default(10),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('card_rooms_code_uq').on(t.merchantId, t.vendorCode, t.gameCode, t.code),
    check('card_rooms_seats_ck', sql`${t.seats} between 2 and 6`),
    check('card_rooms_rake_ck', sql`${t.rakeBps} between 0 and 2000`),
    check('card_rooms_bet_ck', sql`${t.baseBet} > 0 and ${t.minBalance} >= 0`),
  ],
);

/** A member seated in a room: one seat per member across every room. */
export const cardRoomSeats = pgTable(
  'card_room_seats',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => cardRooms.id),
    seat: smallint('seat').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The game session the member was seated with (the room page's token). */
    sessionId: bigint('session_id', { mode: 'number' }).references(() => houseSessions.id),
    /** The member's room page is connected; a round starts only with two present seats. */
    present: boolean('present').notNull().default(false),
    /** When the page last connected or disconnected: an absent seat out of rounds is freed after a grace. */
    seenAt: ts('seen_at').notNull().defaultNow(),
    seatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.seat] }),
    uniqueIndex('card_room_seats_member_uq').on(t.memberId),
  ],
);

/** A round of a room: the committed seed, the seats in it, then the deal and what each seat was paid. */
export const cardRoomRounds = pgTable(
  'card_room_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => cardRooms.id),
    /** The room's round number, from 1: the nonce of the round's fair stream. */
    roundNo: integer('round_no').notNull(),
    /** `betting`, `dealing` (debits under way), `dealt` (credits due), `settled` or `void`. */
    phase: text('phase').notNull(),
    bankerSeat: smallint('banker_seat').notNull(),
    /** The seats in the round at its start: seat, member, masked name, banker. */
    players: jsonb('players').$type<unknown[]>().notNull(),
    clientSeed: text('client_seed').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    betEndsAt: ts('bet_ends_at').notNull(),
    /** The run that is debiting the seats holds the round until then; a stopped run's lease runs out. */
    leaseUntil: ts('lease_until'),
    /** The deal and each seat's result (engine `SeatResult`s, exposures and credits); null before the deal. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    rake: bigint('rake', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('card_room_rounds_no_uq').on(t.roomId, t.roundNo),
    uniqueIndex('card_room_rounds_open_uq')
      .on(t.roomId)
      .where(sql`${t.phase} in ('betting', 'dealing', 'dealt')`),
    index('card_room_rounds_room_idx').on(t.roomId, t.id),
  ],
);

/** A player's bet multiplier in a round (1–3); one per member and round, the first choice stands. */
export const cardRoomChoices = pgTable(
  'card_room_choices',
  {
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => cardRoomRounds.id),
    memberId: integer('member_id').notNull(),
    multiplier: smallint('multiplier').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.memberId] }),
    check('card_room_choices_ck', sql`${t.multiplier} between 1 and 3`),
  ],
);
