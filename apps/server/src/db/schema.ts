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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Brand settings that have no table of their own. */
export type MerchantSettings = {
  loginedToHomePage: boolean;
  agentTypes: number[];
  smsCodeMinutes: number;
  passwordMaxAgeDays: number;
  maintenance: { enabled: boolean; message: string | null };
  blockedIps: string[];
  customerServiceUrl: string | null;
  gtagId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
};

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currencySymbol: text('currency_symbol').notNull().default('P'),
  defaultLanguage: text('default_language').notNull().default('EN'),
  languages: jsonb('languages').$type<string[]>().notNull(),
  settings: jsonb('settings').$type<MerchantSettings>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});

export const whitelabelSwitches = pgTable(
  'whitelabel_switches',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.modId] })],
);

export const registerRules = pgTable(
  'register_rules',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    field: text('field').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    patternId: smallint('pattern_id').notNull(),
    minLength: smallint('min_length').notNull(),
    maxLength: smallint('max_length').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    usernameLower: text('username_lower').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    type: smallint('type').notNull().default(0),
    uplineId: integer('upline_id'),
    affiliateCode: text('affiliate_code'),
    mobileDialingCode: text('mobile_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    language: text('language').notNull().default('EN'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, t.usernameLower),
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantId, t.mobileDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    uniqueIndex('members_merchant_affiliate_uq')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
  ],
);

/**
 * Money accounts. A member's main wallet is one row; the double-entry ledger moves money between rows.
 * Member accounts can never go negative.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').references(() => members.id),
    kind: text('kind').notNull(),
    walletCode: text('wallet_code').notNull().default('MAIN'),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_member_wallet_uq')
      .on(t.memberId, t.walletCode)
      .where(sql`${t.memberId} is not null`),
    check('accounts_member_non_negative', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_member_idx').on(t.memberId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    loginName: text('login_name').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.loginName] })],
);

export const captchas = pgTable('captchas', {
  clientId: text('client_id').primaryKey(),
  answerHash: text('answer_hash'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    purpose: text('purpose').notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.merchantId, t.purpose, t.destination, t.createdAt)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const rsaKeys = pgTable('rsa_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    memberId: integer('member_id'),
    event: text('event').notNull(),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_member_idx').on(t.memberId, t.createdAt)],
);
