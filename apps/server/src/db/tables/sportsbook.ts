// The in-house sportsbook (docs/sportsbook.md): each brand's book settings, its fixtures (from the feed or
// entered by operators) with their priced markets, the bets (one round of the vendor wallet each) and their
// legs, the liability taken on each selection, and the book sessions its pages call with.
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
import { sessions } from './auth.js';
import { createdAt, ts } from './columns.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

/** A brand's book: its vendor code in the wallet and the catalogue, margin, limits and in-play delay. */
export const sbBooks = pgTable('sb_books', {
  merchantId: merchantId().primaryKey(),
  /** The vendor of the book's rounds (`FB`). */
  vendorCode: text('vendor_code').notNull(),
  /** The overround of every market, in basis points (500: the implied chances add up to 105%). */
  marginBps: integer('margin_bps').notNull(),
  /** What cashing out keeps of a bet's fair value, in basis points. */
  cashOutMarginBps: integer('cash_out_margin_bps').notNull(),
  minStake: bigint('min_stake', { mode: 'bigint' }).notNull(),
  maxStake: bigint('max_stake', { mode: 'bigint' }).notNull(),
  /** The most one bet may return. */
  maxPayout: bigint('max_payout', { mode: 'bigint' }).notNull(),
  /** The most a member may stake on one market, and in one brand day. */
  memberMarketLimit: bigint('member_market_limit', { mode: 'bigint' }).notNull(),
  memberDailyLimit: bigint('member_daily_limit', { mode: 'bigint' }).notNull(),
  /** The most the book may lose on one selection of one market (stakes × odds of the bets on it). */
  liabilityCap: bigint('liability_cap', { mode: 'bigint' }).notNull(),
  /** A bet on a live fixture waits this long, then is refused if its odds or market changed. */
  inPlayDelayMs: integer('in_play_delay_ms').notNull(),
  /** Markets of a fixture stay suspended this long after a goal (or a point run, a set, a map). */
  suspendAfterEventMs: integer('suspend_after_event_ms').notNull(),
});

/** A fixture: who plays whom and when, its pricing model, its live state and markets, and its result. */
export const sbFixtures = pgTable(
  'sb_fixtures',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    /** `feed` (the fixtures feed) or `operator` (entered through the operator API). */
    source: text('source').notNull(),
    /** The feed's id of the fixture; null for an operator's. */
    feedRef: text('feed_ref'),
    sport: text('sport').notNull(),
    leagueCode: text('league_code').notNull(),
    leagueName: text('league_name').notNull(),
    country: text('country').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startsAt: ts('starts_at').notNull(),
    /** When the feed's result is due (the worker asks the feed until then); null for an operator's. */
    endsAt: ts('ends_at'),
    /** The pricing model (engine `FixtureModel`). */
    model: jsonb('model').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('scheduled'),
    score: jsonb('score').$type<{ home: number; away: number }>(),
    periods: jsonb('periods').$type<{ home: number; away: number }[]>().notNull().default([]),
    /** Share of the match played, in thousandths. */
    elapsed: integer('elapsed').notNull().default(0),
    clock: text('clock'),
    /** The priced markets (engine `PricedMarket[]`), repriced as the fixture goes. */
    markets: jsonb('markets').$type<unknown[]>().notNull().default([]),
    /** Markets suspended until then (a goal); and by an operator until reopened. */
    suspendedUntil: ts('suspended_until'),
    operatorSuspended: boolean('operator_suspended').notNull().default(false),
    /** Feed time up to which the fixture's events were read. */
    feedAt: ts('feed_at'),
    /** The result (engine `FixtureResult`); `result_version` counts results and corrections. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    resultVersion: integer('result_version').notNull().default(0),
    /** The result version whose settlement is complete. */
    settledVersion: integer('settled_version').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sb_fixtures_feed_ref_uq').on(t.merchantId, t.feedRef),
    index('sb_fixtures_merchant_start_idx').on(t.merchantId, t.startsAt),
    index('sb_fixtures_active_idx')
      .on(t.merchantId, t.status, t.startsAt)
      .where(sql`${t.status} in ('scheduled', 'live')`),
    index('sb_fixtures_unsettled_idx')
      .on(t.merchantId)
      .where(sql`${t.resultVersion} > ${t.settledVersion}`),
  ],
);

/**
 * A bet: a single (one leg) or a parlay (2 to 10 legs of different fixtures), one round of the vendor
 * wallet (`sb-<id>`). `pending` until its debit is made; `open` until settled or cashed out.
 */
export const sbBets = pgTable(
  'sb_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The slip's request id and the bet's place in the slip: a replayed slip answers the same bets. */
    requestId: text('request_id').notNull(),
    seq: smallint('seq').notNull(),
    payloadHash: text('payload_hash').notNull(),
    kind: text('kind').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** Decimal odds of all legs multiplied, in thousandths. */
    odds: bigint('odds', { mode: 'bigint' }).notNull(),
    potential: bigint('potential', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    live: boolean('live').notNull().default(false),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    placedAt: ts('placed_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('sb_bets_request_uq').on(t.memberId, t.requestId, t.seq),
    index('sb_bets_member_idx').on(t.memberId, t.placedAt),
    index('sb_bets_pending_idx')
      .on(t.placedAt)
      .where(sql`${t.status} = 'pending'`),
    check('sb_bets_stake_positive', sql`${t.stake} > 0`),
  ],
);

/** A leg of a bet: the fixture, market, selection and odds taken; its outcome once settled. */
export const sbLegs = pgTable(
  'sb_legs',
  {
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sbBets.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => sbFixtures.id),
    marketType: text('market_type').notNull(),
    /** In hundredths; null for types without a line. */
    line: integer('line'),
    selection: text('selection').notNull(),
    odds: integer('odds').notNull(),
    live: boolean('live').notNull().default(false),
    outcome: text('outcome'),
    /** The fixture's result version the outcome was settled from. */
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.betId, t.seq] }), index('sb_legs_fixture_idx').on(t.fixtureId, t.betId)],
);

/** What the book has taken on one selection of one market: stakes and what it would pay if it wins. */
export const sbExposure = pgTable(
  'sb_exposure',
  {
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => sbFixtures.id),
    /** `<type>:<line>` (line in hundredths, or `-`). */
    market: text('market').notNull(),
    selection: text('selection').notNull(),
    stakes: bigint('stakes', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    liability: bigint('liability', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.fixtureId, t.market, t.selection] })],
);

/** A book session: the launch's token (its SHA-256), the member and the site session it ends with. */
export const sbSessions = pgTable(
  'sb_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    siteSessionId: bigint('site_session_id', { mode: 'number' }).references(() => sessions.id),
    language: text('language').notNull().default('EN'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('sb_sessions_token_uq').on(t.tokenHash)],
);
