// The in-house game vendor: a launch opens a session; each round uses its committed seed.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from './auth.js';
import { createdAt, ts } from './columns.js';
import { games } from './games.js';
import { funWallets } from './house-demo.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

export const houseSessions = pgTable(
  'house_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    merchantId: merchantId(),
    /** The member playing; null for a visitor's demo session. */
    memberId: integer('member_id').references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    engine: text('engine').notNull(),
    language: text('language').notNull().default('EN'),
    /** Chosen by the player (or drawn for them); mixed into every outcome. */
    clientSeed: text('client_seed').notNull(),
    /** The seed of the next round; only its SHA-256 is shown until the round is played. */
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    /** The site session the game was launched from: the game session ends with it (logout, password change). */
    siteSessionId: bigint('site_session_id', { mode: 'number' }).references(() => sessions.id),
    /** `real`: money through the vendor wallet API; `demo`: the fun player's credits (decision record 045). */
    mode: text('mode').notNull().default('real'),
    /** The fun player of a demo session. */
    funPlayerId: bigint('fun_player_id', { mode: 'number' }).references(() => funWallets.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    uniqueIndex('house_sessions_token_uq').on(t.tokenHash),
    index('house_sessions_member_idx').on(t.memberId),
    index('house_sessions_fun_player_idx').on(t.funPlayerId),
    check(
      'house_sessions_mode_ck',
      sql`(${t.mode} = 'real' and ${t.memberId} is not null and ${t.funPlayerId} is null) or (${t.mode} = 'demo' and ${t.funPlayerId} is not null)`,
    ),
  ],
);
