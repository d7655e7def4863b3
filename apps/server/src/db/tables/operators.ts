// Operators (the back office's people) and their sessions.
import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.js';
import { merchantId } from './merchant-ref.js';

export type OperatorRole = 'owner' | 'finance' | 'support' | 'viewer';

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    username: text('username').notNull(),
    usernameLower: text('username_lower').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    lastLoginAt: ts('last_login_at'),
    /** The authenticator secret (base32), sealed with the seal key; set at enrolment, kept once enabled. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** When a code confirmed the enrolment: from then on a login asks for a code. */
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last time step a code was accepted for: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.merchantId, t.usernameLower)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /**
     * A password login waiting for the authenticator code: its token is the login ticket (short-lived), and
     * it is no session until the code turns it into one.
     */
    totpPending: boolean('totp_pending').notNull().default(false),
  },
  (t) => [uniqueIndex('operator_sessions_token_uq').on(t.tokenHash)],
);
