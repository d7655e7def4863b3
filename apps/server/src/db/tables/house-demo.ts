// Demo play of the in-house games: fun credits, apart from the ledger (decision record 045). A fun wallet
// holds a fun player's credits; its demo rounds keep the proofs the game page shows and verifies. None of
// this is money: no ledger account, vendor transaction, round record or report ever reads these tables.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

/** A fun player's credits: a visitor's (made at launch, no member) or a member's (one per member). */
export const funWallets = pgTable(
  'fun_wallets',
  {
    /** The fun player's id. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    /** The member trying the games; null for a visitor. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** Fun credits in minor units. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    refilledAt: ts('refilled_at'),
    /** The last launch, round or refill: a wallet idle for 7 days is deleted with its rounds. */
    usedAt: ts('used_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fun_wallets_member_uq').on(t.merchantId, t.memberId),
    index('fun_wallets_used_idx').on(t.usedAt),
    check('fun_wallets_balance_non_negative', sql`${t.balance} >= 0`),
  ],
);

/** A round played with fun credits, kept like a round record (its proof in `detail`) for the game page. */
export const demoRounds = pgTable(
  'demo_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    funWalletId: bigint('fun_wallet_id', { mode: 'number' })
      .notNull()
      .references(() => funWallets.id, { onDelete: 'cascade' }),
    /** `<engine>-<houseSessionId>-<nonce>`, as a real round's id. */
    roundId: text('round_id').notNull(),
    /** The debit's transaction id: a debit asked for again is answered from this row. */
    debitId: text('debit_id').notNull(),
    status: text('status').notNull().default('open'),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('demo_rounds_round_uq').on(t.funWalletId, t.roundId),
    index('demo_rounds_created_idx').on(t.createdAt),
    check('demo_rounds_status_ck', sql`${t.status} in ('open', 'settled', 'void')`),
    check('demo_rounds_amounts_ck', sql`${t.stake} > 0 and ${t.payout} >= 0`),
  ],
);
