// Responsible gaming: a member's own limits, its pending increases, time-outs and exclusions, and what its
// bets count against the loss and wager limits per brand day. The vendor debit checks them in the statement
// that moves the stake (`rg_check_bet`), under the lock of the member's settings row.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';
import { operators } from './operators.js';

const limit = (name: string) => bigint(name, { mode: 'bigint' });

/**
 * A member's limits in force (minor units; null: none) and what the vendor debit reads in one row:
 * `excluded_until` is when play returns (`infinity` while a self-exclusion or a permanent one holds),
 * `session_started_at` the start of the member's playing session (its last login).
 */
export const rgSettings = pgTable(
  'rg_settings',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: merchantId(),
    depositDay: limit('deposit_day'),
    depositWeek: limit('deposit_week'),
    depositMonth: limit('deposit_month'),
    lossDay: limit('loss_day'),
    lossWeek: limit('loss_week'),
    lossMonth: limit('loss_month'),
    wagerDay: limit('wager_day'),
    wagerWeek: limit('wager_week'),
    wagerMonth: limit('wager_month'),
    sessionMinutes: integer('session_minutes'),
    realityCheckMinutes: integer('reality_check_minutes'),
    excludedUntil: ts('excluded_until'),
    sessionStartedAt: ts('session_started_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'rg_settings_limits_ck',
      sql`least(${t.depositDay}, ${t.depositWeek}, ${t.depositMonth}, ${t.lossDay}, ${t.lossWeek}, ${t.lossMonth}, ${t.wagerDay}, ${t.wagerWeek}, ${t.wagerMonth}) >= 0`,
    ),
  ],
);

/** An increase or removal of a limit, waiting for its day and then the member's confirmation. */
export const rgPendingLimits = pgTable(
  'rg_pending_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** A key of LIMIT_KEYS. */
    key: text('key').notNull(),
    /** The new limit (minor units, minutes for the session); null: the limit removed. */
    value: bigint('value', { mode: 'bigint' }),
    effectiveAt: ts('effective_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);

/**
 * A time-out, a self-exclusion or an operator's exclusion. `ends_at` null: permanent. A self-exclusion
 * holds after its term until the member ends it (`end_requested_at`) and a cooling day has passed
 * (`lifts_at`); an operator's exclusion is lifted only by an operator (`ended_at`).
 */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    endRequestedAt: ts('end_requested_at'),
    liftsAt: ts('lifts_at'),
    endedAt: ts('ended_at'),
    operatorId: integer('operator_id').references(() => operators.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('rg_exclusions_member_idx').on(t.memberId, t.startedAt),
    check('rg_exclusions_kind_ck', sql`${t.kind} in ('timeout', 'self', 'operator')`),
  ],
);

/**
 * What a member's rounds count per brand day: stakes (`wagered`) and stakes less wins (`lost`, below zero
 * on a winning day). Kept by a trigger on `game_rounds` as stakes are taken, paid and rolled back.
 */
export const rgPlayDays = pgTable(
  'rg_play_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lost: bigint('lost', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
