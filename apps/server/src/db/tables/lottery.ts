// The in-house lottery (docs/lottery.md): its games per brand, their numeros (one draw of one game), the
// tickets (a slip on one numero: one round of the vendor wallet), their bets, chases and the liability
// taken on each number of a numero.
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

/** A lottery game of a brand: its draws' schedule and source, its prize mode, prices and limits. */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    /** Its code in the catalogue (`games.game_code` of the vendor), the launch and the numeros' client seeds. */
    code: text('code').notNull(),
    name: jsonb('name').$type<Localized<string>>().notNull(),
    /** `LOTT` or `ELOTT`: the vendor of its rounds in the wallet and the catalogue. */
    vendorCode: text('vendor_code').notNull(),
    /** The lobby group: `VN`, `FAST`, `KENO`. */
    lobbyGroup: text('lobby_group').notNull(),
    /** The result's shape: `vn`, `digits5`, `keno`. */
    kind: text('kind').notNull(),
    /** Vietnamese games: `north`, `central`, `south`; and the centre's or south's provinces (all when null). */
    region: text('region'),
    provinces: text('provinces').array(),
    /** Fast games: seconds between draws, counted from midnight in `time_zone`; null for Vietnamese games. */
    intervalSeconds: integer('interval_seconds'),
    timeZone: text('time_zone').notNull(),
    /** Bets close this many seconds before the draw. */
    cutoffSeconds: integer('cutoff_seconds').notNull(),
    /** `house`: drawn provably fair here; `feed`: real-world results (the results feed, or an operator). */
    source: text('source').notNull(),
    /** `Lott` or `Elott`: the paytable the bets are paid by. */
    prizeMode: text('prize_mode').notNull(),
    /** Odds replacing the prize mode's default ones (the paytable's shape, any part of it). */
    paytable: jsonb('paytable').$type<Record<string, unknown>>(),
    /** The bet types offered (engine codes); every one of the kind when null. */
    betTypes: text('bet_types').array(),
    /** The unit prices a bet may take, in minor units. */
    unitPrices: jsonb('unit_prices').$type<number[]>().notNull(),
    maxMultiple: integer('max_multiple').notNull(),
    /** The most one number (a unit of one bet type) of one numero may return, over every bet on it. */
    liabilityCap: bigint('liability_cap', { mode: 'bigint' }).notNull(),
    /** The most a member may stake on the game in one brand day. */
    dailyLimit: bigint('daily_limit', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lottery_games_merchant_code_uq').on(t.merchantId, t.code)],
);

/**
 * One draw of one game. Its server seed (house games) is drawn when the row is made and only its hash is
 * shown until the result is; a feed game has none. Status: open, closed (past its cut-off), drawn, settled
 * (every ticket paid), or cancelled (every ticket refunded).
 */
export const lotteryNumeros = pgTable(
  'lottery_numeros',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    /** The schedule's id: `yyyyMMdd-nnnn`, `yyyyMMdd` or `yyyyMMdd-<province>`. */
    numero: text('numero').notNull(),
    /** The day it belongs to (`yyyy-MM-dd` in the game's zone), for results by date. */
    day: text('day').notNull(),
    province: text('province'),
    opensAt: ts('opens_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    drawAt: ts('draw_at').notNull(),
    status: text('status').notNull().default('open'),
    serverSeed: text('server_seed'),
    seedHash: text('seed_hash'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** How many times the result was corrected; tickets remember the version they were paid by. */
    corrections: integer('corrections').notNull().default(0),
    drawnAt: ts('drawn_at'),
    settledAt: ts('settled_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lottery_numeros_game_numero_uq').on(t.gameId, t.numero),
    index('lottery_numeros_game_draw_idx').on(t.gameId, t.drawAt),
    // The worker's queue: numeros not yet settled, in draw order.
    index('lottery_numeros_unsettled_idx')
      .on(t.drawAt)
      .where(sql`${t.status} in ('open', 'closed', 'drawn')`),
  ],
);

/** A chase: one slip placed on several numeros in a row, each ticket debited at placement. */
export const lotteryChases = pgTable('lottery_chases', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: merchantId(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  gameId: integer('game_id')
    .notNull()
    .references(() => lotteryGames.id),
  numeros: integer('numeros').notNull(),
  /** Once a ticket of the chase wins, the tickets of numeros still open are refunded. */
  winStop: boolean('win_stop').notNull(),
  /** running, won (stopped by a win), cancelled (by the member), done. */
  status: text('status').notNull().default('running'),
  createdAt: createdAt(),
  endedAt: ts('ended_at'),
});

/**
 * A slip on one numero: one round of the vendor wallet (round id `<numero>-<ticket id>`), debited its
 * whole amount at placement and credited its whole return at settlement. `pending` while its debit is on
 * the way (nothing of it counts yet); open, settled or refunded after.
 */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    numeroId: bigint('numero_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryNumeros.id),
    chaseId: bigint('chase_id', { mode: 'number' }).references(() => lotteryChases.id),
    /** The member's request id (a chase's tickets share it, in `seq` order) and a hash of its slip. */
    requestId: text('request_id').notNull(),
    seq: integer('seq').notNull(),
    payloadHash: text('payload_hash').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** What the result (of version `result_version`) returns; `shortfall` of it could not be taken back. */
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    shortfall: bigint('shortfall', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    resultVersion: integer('result_version'),
    status: text('status').notNull().default('pending'),
    /** The main wallet's balance the debit answered. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    placedAt: ts('placed_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_tickets_request_uq').on(t.memberId, t.requestId, t.seq),
    index('lottery_tickets_numero_idx').on(t.numeroId, t.status),
    index('lottery_tickets_member_idx').on(t.memberId, t.gameId, t.placedAt),
    index('lottery_tickets_chase_idx')
      .on(t.chaseId)
      .where(sql`${t.chaseId} is not null`),
    index('lottery_tickets_pending_idx')
      .on(t.placedAt)
      .where(sql`${t.status} = 'pending'`),
    check('lottery_tickets_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** One bet of a ticket: a bet type, the player's selection (normalised) and its price. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryTickets.id),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    numeroId: bigint('numero_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryNumeros.id),
    betType: text('bet_type').notNull(),
    selection: jsonb('selection').notNull(),
    units: integer('units').notNull(),
    unitPrice: bigint('unit_price', { mode: 'bigint' }).notNull(),
    multiple: integer('multiple').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** open, won, lost, refunded. */
    status: text('status').notNull().default('open'),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('lottery_bets_ticket_idx').on(t.ticketId),
    index('lottery_bets_member_idx').on(t.memberId, t.id),
  ],
);

/** What the bets of a numero would return on each number (a unit of a bet type), against the game's cap. */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    numeroId: bigint('numero_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryNumeros.id),
    key: text('key').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.numeroId, t.key] })],
);
