// The agent business (issue 15): the agent tree, the daily figures every team report sums, affiliate
// links, commission contracts and their settlements.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
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
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

/**
 * The closure of `members.upline_id`: one row per (ancestor, descendant) pair, the member itself at depth 0.
 * Kept by the trigger `agent_tree_on_member` in the transaction that inserts a member or changes its
 * upline, so "is X in Y's subtree" is one primary-key probe and "sum over Y's subtree" one indexed join.
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    merchantId: merchantId(),
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id),
    descendantId: integer('descendant_id')
      .notNull()
      .references(() => members.id),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
    index('agent_tree_ancestor_depth_idx').on(t.ancestorId, t.depth),
  ],
);

/**
 * One member's figures for one brand day (the brand's time zone), in minor units. Kept by triggers in
 * the transaction that moves the money or settles the round (`member_daily_on_transfer`,
 * `member_daily_on_round`), so a report sums these rows and never scans rounds or transfers.
 */
export const memberDaily = pgTable(
  'member_daily',
  {
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    deposits: bigint('deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    depositCount: integer('deposit_count').notNull().default(0),
    /** The member's first deposit ever, on the day it was made (0 on every other day). */
    firstDeposit: bigint('first_deposit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Withdrawals requested and not rejected (held less released). */
    withdrawals: bigint('withdrawals', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    validBet: bigint('valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rounds: integer('rounds').notNull().default(0),
    bonus: bigint('bonus', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Dividends and salaries received. */
    commission: bigint('commission', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index('member_daily_merchant_day_idx').on(t.merchantId, t.day),
  ],
);

/** An agent's affiliate link: who registers through it becomes the agent's direct downline. */
export const agentLinks = pgTable(
  'agent_links',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    /** The account type a registration through the link gets (0 a member, or one of the agent types). */
    accountType: smallint('account_type').notNull().default(0),
    expiresAt: ts('expires_at'),
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_links_code_uq').on(t.merchantId, t.code),
    index('agent_links_agent_idx').on(t.agentId),
  ],
);

/**
 * A commission contract between an upline (null: the house, for a top agent) and a direct downline agent.
 * `terms` holds the cycle (dividend) and the tiers; `top_rate` the highest tier's rate in basis points,
 * which the rate rules compare. At most one live (offered or signed) contract per member and kind.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    kind: text('kind').notNull(),
    uplineId: integer('upline_id').references(() => members.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    topRate: integer('top_rate').notNull(),
    status: text('status').notNull(),
    endedReason: text('ended_reason'),
    offeredAt: createdAt(),
    decidedAt: ts('decided_at'),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('agent_contracts_live_uq')
      .on(t.memberId, t.kind)
      .where(sql`${t.status} in ('offered', 'signed')`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.status),
    check('agent_contracts_kind_ck', sql`${t.kind} in ('dividend', 'daily', 'hourly', 'realtime')`),
    check(
      'agent_contracts_status_ck',
      sql`${t.status} in ('offered', 'signed', 'rejected', 'terminated', 'ended')`,
    ),
  ],
);

/**
 * One contract's settlement for one period, exactly once: `(contract_id, period_key)` is unique and the
 * ledger transfer's idempotency key is derived from it.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    kind: text('kind').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Who pays: the upline agent, or null for the house's commission account. */
    payerId: integer('payer_id').references(() => members.id),
    periodKey: text('period_key').notNull(),
    periodFrom: ts('period_from').notNull(),
    periodTo: ts('period_to').notNull(),
    /** The figures the amount was worked out from (valid bet, team P&L, active members, ...). */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    rate: integer('rate').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** `paid`, `nothing` (no tier reached), `due` (the upline has not paid yet), `forced` (paid by the house). */
    status: text('status').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }),
    dueBy: ts('due_by'),
    paidAt: ts('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_settlements_period_uq').on(t.contractId, t.periodKey),
    index('agent_settlements_member_idx').on(t.memberId, t.createdAt),
    index('agent_settlements_payer_idx').on(t.payerId, t.createdAt),
    // Reports: a brand's settlements of the periods starting in a range.
    index('agent_settlements_merchant_period_idx').on(t.merchantId, t.periodFrom),
    index('agent_settlements_due_idx')
      .on(t.merchantId, t.dueBy)
      .where(sql`${t.status} = 'due'`),
  ],
);

/**
 * A team's figures for one brand day: for every agent, the sums of `member_daily` over its team (the agent
 * itself not counted). Written by the job `agents.rollup`: once for each closed day (a closed day's member
 * rows no longer change), and again every run for the brand's current day (the snapshot, its time in
 * `team_rollups.snapshot_at`). Reports read these for rolled days and today's snapshot, and sum
 * `member_daily` live only for days neither covers. A change of upline clears the brand's rows (trigger).
 */
export const teamDaily = pgTable(
  'team_daily',
  {
    merchantId: merchantId(),
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    deposits: bigint('deposits', { mode: 'bigint' }).notNull(),
    firstDepositCount: integer('first_deposit_count').notNull(),
    firstDeposit: bigint('first_deposit', { mode: 'bigint' }).notNull(),
    withdrawals: bigint('withdrawals', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    commission: bigint('commission', { mode: 'bigint' }).notNull(),
    /** Members of the team with a settled round that day. */
    activeMembers: integer('active_members').notNull(),
    /**
     * The same members counted by the days since their previous active day (`"1"`..`"90"`; `"91"`: none in
     * the 90 days before): a period's distinct active members are the day counts whose gap reaches back
     * before the period's first day (decision 039).
     */
    activeGaps: jsonb('active_gaps').$type<Record<string, number>>().notNull().default({}),
    /** Accounts opened in the team that day. */
    registrations: integer('registrations').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.day] }),
    index('team_daily_merchant_day_idx').on(t.merchantId, t.day),
  ],
);

/**
 * Per brand: the last closed day whose `team_daily` rows are written, and the current day's snapshot (its
 * day and the moment its figures and `team_balances` were read).
 */
export const teamRollups = pgTable('team_rollups', {
  merchantId: integer('merchant_id').primaryKey(),
  rolledThrough: date('rolled_through', { mode: 'string' }).notNull(),
  snapshotDay: date('snapshot_day', { mode: 'string' }),
  snapshotAt: ts('snapshot_at'),
});

/** Every agent's team balance (main wallets of the team, the agent not counted) at the brand's snapshot. */
export const teamBalances = pgTable(
  'team_balances',
  {
    merchantId: merchantId(),
    agentId: integer('agent_id').primaryKey(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
  },
  (t) => [index('team_balances_merchant_idx').on(t.merchantId)],
);
