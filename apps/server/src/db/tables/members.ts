// Members and the registration caps.
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { merchants } from './brands.js';
import { createdAt } from './columns.js';
import { merchantId } from './merchant-ref.js';

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
    /** VIP level (vip_levels.level); its rank is the member label's rankLevel. */
    vipLevel: smallint('vip_level').notNull().default(0),
    /** Sum of the member's point entries, changed in the same transaction as each entry. */
    pointsBalance: bigint('points_balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: smallint('status').notNull().default(1),
    /** argon2id of the payment password (withdrawals, bank accounts, points redemption); null until set. */
    paymentPasswordHash: text('payment_password_hash'),
    /** The chosen profile icon (`MCSFE_getPlayerAvatar` lists them). */
    avatarId: smallint('avatar_id').notNull().default(1),
    /** Authenticator (TOTP) secret, sealed with the server key; enabled once the member confirms a code. */
    totpSecretSealed: text('totp_secret_sealed'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted for this member: a code of that step or an earlier one is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The member's own code for inviting friends (referral), unique per brand. */
    referralCode: text('referral_code'),
    /** Who invited this member (their referral code at registration). */
    referrerId: integer('referrer_id'),
    /** Where the account was opened: the IP address and the site's device id (null when not sent). */
    registrationIp: text('registration_ip'),
    registrationDevice: text('registration_device'),
    /** The agent link the account registered through (`agent_links.id`). */
    agentLinkId: integer('agent_link_id'),
    /** Set by the ledger trigger on the member's first deposit. */
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
    /** A frozen agent can log in and see why, but cannot bet, withdraw or transfer (an unpaid dividend). */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    frozenReason: text('frozen_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('members_registration_ip_idx').on(t.merchantId, t.registrationIp, t.createdAt),
    index('members_registration_device_idx').on(t.merchantId, t.registrationDevice, t.createdAt),
    uniqueIndex('members_merchant_referral_uq')
      .on(t.merchantId, t.referralCode)
      .where(sql`${t.referralCode} is not null`),
    index('members_referrer_idx').on(t.referrerId),
    index('members_upline_idx').on(t.uplineId),
    // Reports: accounts a brand opened in a period.
    index('members_merchant_created_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, t.usernameLower),
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantId, t.mobileDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    uniqueIndex('members_merchant_affiliate_uq')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    check('members_points_non_negative', sql`${t.pointsBalance} >= 0`),
  ],
);

/**
 * New accounts per brand day from one IP address (`scope` ip) or one device (`scope` device). The
 * registration's transaction raises the count with one conditional upsert, so concurrent registrations
 * queue on the row and never pass the cap together; a registration that rolls back gives its place back.
 */
export const registrationCounts = pgTable(
  'registration_counts',
  {
    merchantId: merchantId(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** The brand-local day (yyyy-MM-dd). */
    day: text('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.scope, t.key, t.day] })],
);
