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
  /** Customer service for members whose label rank is above 4; the live chat when absent. */
  vipCustomerServiceUrl?: string | null;
  /** IANA zone in which the site shows dates (`yyyy-MM-dd HH:mm:ss`). */
  timeZone?: string;
  /** Figures the home page states until real orders give averages (seconds), and payment partners. */
  marketing?: { averageDepositSeconds: number; averageWithdrawalSeconds: number; paymentPartners: number };
  /** Balance one point converts to, in major units. */
  pointConversionRate?: number;
  /** Limits of the member centre's money actions, in major units (absent: the defaults of `payments`). */
  payments?: {
    withdrawMin: number;
    withdrawMax: number;
    /** A paid withdrawal the member does not confirm within these minutes counts as received. */
    withdrawalConfirmMinutes: number;
    uplineTransferMin: number;
    uplineTransferMax: number;
  };
  /**
   * What a referrer earns: `signupReward` once the invitee makes a first paid deposit (and, with
   * `rewardOn: 'first_deposit_and_turnover'`, also reaches `playTurnover`), and `playReward` once the
   * invitee's valid bets reach `playTurnover`. Rewards of invitees sharing an IP or device with the referrer
   * or an earlier invitee within `reviewWindowDays` (default 30) wait for an operator instead.
   */
  referral?: {
    signupReward: number;
    playReward: number;
    playTurnover: number;
    turnoverMultiple: number;
    rewardOn?: 'first_deposit' | 'first_deposit_and_turnover';
    reviewWindowDays?: number;
  };
  /** New accounts a day (the brand's day) from one IP address and from one device (absent: 5 and 3). */
  registration?: { perIpPerDay: number; perDevicePerDay: number };
  /** Every bonus needs valid bets of at least this multiple of its amount (absent or below 1: 1). */
  bonus?: { minTurnoverMultiple: number };
};

/** Text of a content row in each language the brand writes it in; the default language is the fallback. */
export type Localized<T> = Partial<Record<string, T>>;

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
    createdAt: createdAt(),
  },
  (t) => [
    index('members_registration_ip_idx').on(t.merchantId, t.registrationIp, t.createdAt),
    index('members_registration_device_idx').on(t.merchantId, t.registrationDevice, t.createdAt),
    uniqueIndex('members_merchant_referral_uq')
      .on(t.merchantId, t.referralCode)
      .where(sql`${t.referralCode} is not null`),
    index('members_referrer_idx').on(t.referrerId),
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
    /** `member`, or a house account: `cash`, `games`, `bonus`, `commission`, `points`. */
    kind: text('kind').notNull(),
    /** A member's `MAIN` wallet or a vendor's sub-wallet (vendor code); a house `games` account's vendor. */
    walletCode: text('wallet_code').notNull().default('MAIN'),
    /** House accounts are split into shards so that concurrent bets do not queue on one row. */
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_member_wallet_uq')
      .on(t.memberId, t.walletCode)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('accounts_house_uq')
      .on(t.merchantId, t.kind, t.walletCode, t.shard)
      .where(sql`${t.memberId} is null`),
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
    /** Set when the login came from an IP the member has not used (LOGINIPVERF3): the session can do nothing
     * but verify until this is cleared. */
    verificationPending: boolean('verification_pending').notNull().default(false),
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
  /** Proof-of-work challenge (decision record 022): random, single use, bound to the browser. */
  challenge: text('challenge'),
  difficulty: smallint('difficulty'),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters (SMS budgets): one row per key and window start, raised atomically up to a limit. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

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
    /** The operator who acted (back-office decisions); null for members' own events. */
    operatorId: integer('operator_id'),
    event: text('event').notNull(),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_member_idx').on(t.memberId, t.createdAt),
    index('audit_log_merchant_idx').on(t.merchantId, t.id),
  ],
);

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const ts = (name: string) => timestamp(name, { withTimezone: true });

// ---------------------------------------------------------------------------------------------------
// Content of the site (issue: site shell and content pages). Managed per brand in the back office.

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    groupName: text('group_name').notNull(),
    imageUrl: text('image_url').notNull(),
    linkageType: smallint('linkage_type').notNull().default(0),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    text: jsonb('text').$type<Localized<{ title: string }>>().notNull(),
  },
  (t) => [index('banners_merchant_group_idx').on(t.merchantId, t.groupName, t.sort)],
);

/** Notices (PL), pop-ups (PU after login, H on the home page) and promotion notices (PR). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    type: text('type').notNull(),
    execution: text('execution').notNull().default('B'),
    sort: integer('sort').notNull().default(0),
    startsAt: ts('starts_at').notNull().defaultNow(),
    endsAt: ts('ends_at'),
    enabled: boolean('enabled').notNull().default(true),
    text: jsonb('text').$type<Localized<{ title: string; content: string }>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_merchant_type_idx').on(t.merchantId, t.type, t.startsAt)],
);

export const resources = pgTable(
  'resources',
  {
    merchantId: merchantId(),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.resourceType] })],
);

export const domainRoutes = pgTable(
  'domain_routes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    domain: text('domain').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('domain_routes_merchant_domain_uq').on(t.merchantId, t.domain)],
);

export const helpCategories = pgTable('help_categories', {
  id: serial('id').primaryKey(),
  merchantId: merchantId(),
  sort: integer('sort').notNull().default(0),
  text: jsonb('text').$type<Localized<{ title: string }>>().notNull(),
});

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id),
    sort: integer('sort').notNull().default(0),
    text: jsonb('text').$type<Localized<{ title: string; content: string }>>().notNull(),
  },
  (t) => [index('help_articles_category_idx').on(t.categoryId, t.sort)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id').references(() => members.id),
    questionType: text('question_type').notNull(),
    content: text('content').notNull(),
    ip: text('ip'),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_merchant_idx').on(t.merchantId, t.createdAt)],
);

export const affiliateApplications = pgTable(
  'affiliate_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id').references(() => members.id),
    name: text('name').notNull(),
    countryDialingCode: text('country_dialing_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    email: text('email').notNull(),
    messenger: text('messenger'),
    channel: text('channel').notNull(),
    audience: integer('audience').notNull(),
    message: text('message'),
    ip: text('ip'),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_applications_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** Matches the operator features on the home page (hot matches, featured matches). */
export const featuredMatches = pgTable(
  'featured_matches',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    home: text('home').notNull(),
    away: text('away').notNull(),
    kickoffAt: ts('kickoff_at').notNull(),
    hot: boolean('hot').notNull().default(false),
    /** Decimal odds in thousandths (1.950 -> 1950). */
    oddsHome: integer('odds_home').notNull(),
    oddsDraw: integer('odds_draw'),
    oddsAway: integer('odds_away').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('featured_matches_merchant_idx').on(t.merchantId, t.kickoffAt)],
);

// ---------------------------------------------------------------------------------------------------
// Games: vendors per category, and rounds (the wallet and games issue fills them through the vendor API)

export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
    logoWhiteUrl: text('logo_white_url').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    maintenance: boolean('maintenance').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** `seamless`: rounds move the member's main wallet; `transfer`: the vendor's sub-wallet. */
    walletMode: text('wallet_mode').notNull().default('seamless'),
  },
  (t) => [uniqueIndex('game_vendors_merchant_category_code_uq').on(t.merchantId, t.category, t.code)],
);

/** A vendor's key for the vendor wallet API (HMAC-SHA256), one per brand and vendor code. */
export const vendorCredentials = pgTable(
  'vendor_credentials',
  {
    merchantId: merchantId(),
    vendorCode: text('vendor_code').notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorCode] })],
);

/** The game catalogue: one row per game a vendor offers the brand. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    vendorCode: text('vendor_code').notNull(),
    /** Category: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, DS88. */
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    name: jsonb('name').$type<Localized<string>>().notNull(),
    /** Slot classification: SC, VP, TG, AC, JP, BG. */
    classify: text('classify'),
    minBet: bigint('min_bet', { mode: 'bigint' }).notNull(),
    lineNum: integer('line_num').notNull().default(0),
    imageUrl: text('image_url').notNull(),
    /** `GAME` launches; `VASSALAGE` opens the vendor's game list. */
    isGame: text('is_game').notNull().default('GAME'),
    /** The in-house engine that runs the game (slot, dice, fish, ...). */
    engine: text('engine').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('games_merchant_vendor_code_uq').on(t.merchantId, t.vendorCode, t.gameCode),
    index('games_lobby_idx').on(t.merchantId, t.gameType, t.vendorCode, t.sort),
    // A category across all its vendors, read in the list's order.
    index('games_category_order_idx')
      .on(t.merchantId, t.gameType, t.sort, t.id)
      .where(sql`${t.enabled}`),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    playedAt: ts('played_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_idx').on(t.memberId, t.playedAt),
  ],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').notNull().default('open'),
    /** The game's own account of the round (outcome, provably-fair proof), written by the vendor. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('game_rounds_vendor_round_uq').on(t.merchantId, t.vendorCode, t.roundId),
    // One open round per member and game at a time.
    uniqueIndex('game_rounds_open_uq')
      .on(t.memberId, t.vendorCode, t.gameCode)
      .where(sql`${t.status} = 'open'`),
    index('game_rounds_member_idx').on(t.memberId, t.createdAt),
    index('game_rounds_settled_idx').on(t.merchantId, t.settledAt),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Promotions and VIP (rewards)

export const promotionCategories = pgTable(
  'promotion_categories',
  {
    merchantId: merchantId(),
    code: text('code').notNull(),
    sort: integer('sort').notNull().default(0),
    text: jsonb('text').$type<Localized<{ title: string }>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.code] })],
);

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    categoryCode: text('category_code').notNull(),
    imageUrl: text('image_url').notNull(),
    mode: text('mode').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    text: jsonb('text').$type<Localized<{ title: string; summary: string; content: string }>>().notNull(),
  },
  (t) => [index('promotions_merchant_idx').on(t.merchantId, t.sort)],
);

export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    remark: text('remark').notNull().default(''),
    /** Stored file names under the uploads folder. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('applying'),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    uniqueIndex('promotion_applications_open_uq')
      .on(t.promotionId, t.memberId)
      .where(sql`${t.status} in ('applying', 'approved')`),
    index('promotion_applications_member_idx').on(t.memberId, t.createdAt),
  ],
);

export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: merchantId(),
    level: smallint('level').notNull(),
    badgeUrl: text('badge_url').notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    depositRequired: bigint('deposit_required', { mode: 'bigint' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'bigint' }).notNull(),
    birthdayBonus: bigint('birthday_bonus', { mode: 'bigint' }).notNull(),
    monthlyBonus: bigint('monthly_bonus', { mode: 'bigint' }).notNull(),
    /** Rebate per game category in basis points (0.8% -> 80). */
    rebates: jsonb('rebates').$type<{ gameType: string; bps: number }[]>().notNull(),
    withdrawalsPerDay: integer('withdrawals_per_day').notNull(),
    withdrawalLimit: bigint('withdrawal_limit', { mode: 'bigint' }).notNull(),
    dedicatedService: boolean('dedicated_service').notNull().default(false),
    text: jsonb('text').$type<Localized<{ name: string }>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.level] })],
);

// ---------------------------------------------------------------------------------------------------
// Points shop

export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    imageUrl: text('image_url').notNull(),
    /** Items left; null when unlimited. */
    quantity: integer('quantity'),
    pointsRequired: integer('points_required').notNull(),
    amountRequired: bigint('amount_required', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    text: jsonb('text').$type<Localized<{ name: string; description: string }>>().notNull(),
  },
  (t) => [
    index('point_rewards_merchant_idx').on(t.merchantId, t.sort),
    check('point_rewards_quantity_non_negative', sql`${t.quantity} is null or ${t.quantity} >= 0`),
  ],
);

/** Points earned per `per` minor units of valid bets in a game category. */
export const pointRates = pgTable(
  'point_rates',
  {
    merchantId: merchantId(),
    gameType: text('game_type').notNull(),
    points: integer('points').notNull(),
    per: bigint('per', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.gameType] })],
);

// ---------------------------------------------------------------------------------------------------
// Ledger (DESIGN.md section 5): immutable double-entry transfers between accounts.

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** deposit, withdrawal, bet, win, rollback, transfer, correction, ... */
    kind: text('kind').notNull(),
    /** What the transfer is about (a round, a vendor transaction, an order), shown in the account record. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Balances of both accounts right after this transfer. */
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'bigint' }).notNull(),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'bigint' }).notNull(),
    roundId: bigint('round_id', { mode: 'number' }).references(() => gameRounds.id),
    /** The transfer this one reverses (a correction). */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_uq').on(t.merchantId, t.idempotencyKey),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    index('ledger_transfers_round_idx').on(t.roundId),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/**
 * Calls of the vendor wallet API, idempotent on the vendor's transaction id: a replay returns `response`.
 * A rollback that arrives before its debit is kept (`kind` rollback, no transfer) so the late debit is refused.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    roundId: bigint('round_id', { mode: 'number' }).references(() => gameRounds.id),
    /** The debit a credit or rollback refers to. */
    refTransactionId: text('ref_transaction_id'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    status: smallint('status').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_uq').on(t.merchantId, t.vendorCode, t.transactionId),
    index('vendor_transactions_ref_idx').on(t.merchantId, t.vendorCode, t.refTransactionId),
    index('vendor_transactions_round_idx').on(t.roundId),
  ],
);

/** Points earned and spent; `reference` is unique per brand so a round earns once. */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    gameType: text('game_type'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('point_entries_reference_uq').on(t.merchantId, t.reference),
    index('point_entries_member_idx').on(t.memberId, t.id),
  ],
);

// ---------------------------------------------------------------------------------------------------
// The in-house game vendor: a launch opens a session; each round uses the session's committed seed.

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

// ---------------------------------------------------------------------------------------------------
// Member centre: security (known IPs for two-factor verification, bank accounts)

/** IPs a member has logged in from and verified; a login from another IP asks for verification. */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    /** The full number, sealed with the server key; only the last four digits are ever shown. */
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    /** Keyed hash of the number, so the same account is not added twice. */
    accountNumberHash: text('account_number_hash').notNull(),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    index('member_bank_accounts_member_idx').on(t.memberId),
    uniqueIndex('member_bank_accounts_number_uq')
      .on(t.memberId, t.bankCode, t.accountNumberHash)
      .where(sql`${t.removedAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Payments: deposit channels and orders, withdrawals (DESIGN.md section 7)

export type PaymentProvider = 'manual_bank' | 'sandbox';

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Provider settings: the receiving bank account of a manual channel; the gateway's signing secret. */
    config: jsonb('config').$type<Record<string, string>>().notNull().default({}),
    text: jsonb('text').$type<Localized<{ name: string; description: string }>>().notNull(),
  },
  (t) => [
    uniqueIndex('payment_channels_code_uq').on(t.merchantId, t.code),
    check('payment_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/** pending -> paid | rejected | cancelled | expired. A paid order has the deposit transfer. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    /** What the member wrote on the bank transfer (manual channel). */
    memberReference: text('member_reference'),
    /** The gateway's own transaction id (sandbox gateway). */
    gatewayReference: text('gateway_reference'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('deposit_orders_no_uq').on(t.merchantId, t.orderNo),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    index('deposit_orders_status_idx').on(t.merchantId, t.status, t.createdAt),
    check('deposit_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every callback a gateway sent, kept for audit whatever its outcome. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    channelId: integer('channel_id').references(() => paymentChannels.id),
    orderNo: text('order_no'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_callbacks_order_idx').on(t.merchantId, t.orderNo)],
);

/** Every file a member uploaded (proof images), for the per-member quota: one row per stored file. */
export const memberUploads = pgTable(
  'member_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** What the file is for: `promotion`, `withdrawal`. */
    purpose: text('purpose').notNull(),
    /** The stored file's name under its module's uploads folder. */
    name: text('name').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_uploads_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * pending (amount held) -> rejected (released) | paid -> received | not_received | auto_received.
 * The hold moves the amount from the member to the brand's `pending` account at once.
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => memberBankAccounts.id),
    orderNo: text('order_no').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    /** The payout (pending -> cash) or the release (pending -> member). */
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by'),
    note: text('note'),
    /** After payout: no answer by then counts as received (a scheduled job). */
    confirmDueAt: ts('confirm_due_at'),
    confirmedAt: ts('confirmed_at'),
    /** What the member says arrived (not received: with a proof image). */
    receivedAmount: bigint('received_amount', { mode: 'bigint' }),
    proofImage: text('proof_image'),
    /** The member's id of the request (idempotency): the same id never makes a second order. */
    requestId: text('request_id'),
    /** What that request asked (amount and bank account), to tell a replay from a reuse of the id. */
    requestHash: text('request_hash'),
  },
  (t) => [
    uniqueIndex('withdrawal_orders_no_uq').on(t.merchantId, t.orderNo),
    uniqueIndex('withdrawal_orders_request_uq').on(t.memberId, t.requestId),
    index('withdrawal_orders_member_idx').on(t.memberId, t.createdAt),
    index('withdrawal_orders_status_idx').on(t.merchantId, t.status, t.createdAt),
    index('withdrawal_orders_due_idx')
      .on(t.confirmDueAt)
      .where(sql`${t.status} = 'paid'`),
    check('withdrawal_orders_amount_positive', sql`${t.amount} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Operators (the back office's people) and their sessions

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
  },
  (t) => [uniqueIndex('operator_sessions_token_uq').on(t.tokenHash)],
);

// ---------------------------------------------------------------------------------------------------
// Rewards: claimable rewards, bonuses with turnover, raffles, missions, messages

/**
 * A reward waiting in the member's reward centre (promotion, raffle prize, referral, VIP). Claiming moves
 * it to `claimed` and pays a bonus, once: the update is conditional on `available`.
 */
export const memberRewards = pgTable(
  'member_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** promotion, raffle, referral_signup, referral_play, vip_upgrade, ... */
    source: text('source').notNull(),
    /** Unique per member and source (the promotion id, the invitee id, ...). */
    sourceRef: text('source_ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Valid bets needed before the bonus counts as released, as a multiple of the amount. */
    turnoverMultiple: integer('turnover_multiple').notNull().default(1),
    status: text('status').notNull().default('available'),
    /** A template key and its parameters; the title is written in the member's language when read. */
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
    claimedAt: ts('claimed_at'),
  },
  (t) => [
    uniqueIndex('member_rewards_source_uq').on(t.memberId, t.source, t.sourceRef),
    index('member_rewards_member_idx').on(t.memberId, t.status, t.createdAt),
    check('member_rewards_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Bonuses paid (from the brand's `bonus` account) and the turnover they require. */
export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverRequired: bigint('turnover_required', { mode: 'bigint' }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bonuses_source_uq').on(t.memberId, t.source, t.sourceRef),
    index('bonuses_member_idx').on(t.memberId, t.createdAt),
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

/**
 * A referral reward held back for an operator: the invitee shares an IP address or a device with the
 * referrer or with another invitee of the same referrer. Approving gives the reward, rejecting drops it.
 */
export const referralFlags = pgTable(
  'referral_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => members.id),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => members.id),
    /** The reward held: `referral_signup` or `referral_play`. */
    source: text('source').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull(),
    /** `shared_ip` or `shared_device`, and the account it is shared with. */
    reason: text('reason').notNull(),
    sharedWithId: integer('shared_with_id').references(() => members.id),
    /** review -> approved | rejected. */
    status: text('status').notNull().default('review'),
    decidedBy: integer('decided_by'),
    decidedAt: ts('decided_at'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_flags_uq').on(t.referrerId, t.source, t.inviteeId),
    index('referral_flags_status_idx').on(t.merchantId, t.status, t.createdAt),
  ],
);

/** A raffle: one draw per member per day while it runs; prizes drawn by weight from the CSPRNG. */
export const raffles = pgTable('raffles', {
  id: serial('id').primaryKey(),
  merchantId: merchantId(),
  /** Valid bets the member must have today before drawing (minor units; 0: none). */
  turnoverRequired: bigint('turnover_required', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  prizes: jsonb('prizes').$type<{ amount: number; weight: number }[]>().notNull(),
  turnoverMultiple: integer('turnover_multiple').notNull().default(1),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at'),
  enabled: boolean('enabled').notNull().default(true),
  text: jsonb('text').$type<Localized<{ title: string; description: string }>>().notNull(),
});

export const raffleDraws = pgTable(
  'raffle_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The brand-local day of the draw (yyyy-MM-dd). */
    day: text('day').notNull(),
    prize: bigint('prize', { mode: 'bigint' }).notNull(),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => bonuses.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('raffle_draws_uq').on(t.raffleId, t.memberId, t.day)],
);

/** A mission: reach `target` of `metric` (turnover, rounds, wins, deposit) in a game type within the period. */
export const missions = pgTable('missions', {
  id: serial('id').primaryKey(),
  merchantId: merchantId(),
  metric: text('metric').notNull(),
  /** A game category (RNG, LIVE, ...); null: every category. */
  gameType: text('game_type'),
  /** daily or weekly, in the brand's time zone. */
  period: text('period').notNull().default('daily'),
  target: bigint('target', { mode: 'bigint' }).notNull(),
  reward: bigint('reward', { mode: 'bigint' }).notNull(),
  turnoverMultiple: integer('turnover_multiple').notNull().default(1),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  text: jsonb('text').$type<Localized<{ title: string; description: string }>>().notNull(),
});

export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The period claimed (`2026-11-23` daily, `2026-W48` weekly). */
    periodKey: text('period_key').notNull(),
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => bonuses.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mission_claims_uq').on(t.missionId, t.memberId, t.periodKey)],
);

/**
 * Platform messages to a member. Operator messages carry their text per language; event messages (deposit
 * credited, withdrawal paid, ...) a template key and parameters, written in the member's language when read.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    content: jsonb('content').$type<Localized<{ title: string; body: string }>>(),
    createdAt: createdAt(),
    readAt: ts('read_at'),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('member_messages_member_idx').on(t.memberId, t.createdAt),
    index('member_messages_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------------
// Points shop redemptions (the operator decides)

/** applying -> approved | rejected (points and amount given back with reversing entries). */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => pointRewards.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('applying'),
    /** The transfer of the amount required (member -> points), if any. */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by'),
    note: text('note'),
    /**
     * The member's id of the request (idempotency): the same id never makes a second redemption; a replay
     * is told from a reuse of the id by the item and quantity of this row.
     */
    requestId: text('request_id'),
  },
  (t) => [
    uniqueIndex('point_redemptions_request_uq').on(t.memberId, t.requestId),
    index('point_redemptions_member_idx').on(t.memberId, t.createdAt),
    index('point_redemptions_status_idx').on(t.merchantId, t.status, t.createdAt),
    check('point_redemptions_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
