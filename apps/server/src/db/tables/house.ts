// The in-house game vendor: a launch opens a session; each round uses its committed seed.
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from './auth.js';
import { createdAt, ts } from './columns.js';
import { games } from './games.js';
import { members } from './members.js';
import { merchantId } from './merchant-ref.js';

export const houseSessions = pgTable(
  'house_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
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
  },
  (t) => [
    uniqueIndex('house_sessions_token_uq').on(t.tokenHash),
    index('house_sessions_member_idx').on(t.memberId),
  ],
);
