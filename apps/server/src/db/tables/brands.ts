// Brands (merchants), their switches and registration rules.
import { boolean, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Brand settings that have no table of their own. */
export type MerchantSettings = {
  loginedToHomePage: boolean;
  agentTypes: number[];
  smsCodeMinutes: number;
  passwordMaxAgeDays: number;
  /**
   * `message` is what the maintenance answer and page say in the brand's default language; `messages` the
   * text per language (the back office writes both).
   */
  maintenance: { enabled: boolean; message: string | null; messages?: Partial<Record<string, string>> };
  blockedIps: string[];
  /** ISO 3166-1 alpha-2 codes of the countries whose visitors get the region-blocked page. */
  blockedCountries?: string[];
  /** ISO 4217 code of the brand's currency (the symbol is the merchant's `currency_symbol`). */
  currency?: string;
  /** Operators of these roles must log in with an authenticator (absent: owner and finance). */
  operators?: { totpRequiredRoles: ('owner' | 'finance' | 'support' | 'viewer')[] };
  /** Manual balance adjustments above this amount (major units) wait for a second operator. */
  backOffice?: { adjustmentApprovalThreshold: number };
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
  /** The company that operates the brand and its gaming licences, shown in the site's footer. */
  legal?: {
    company: { name: string; registeredAddress: string } | null;
    licences: { regulator: string; number: string }[];
  };
  /**
   * The agent business (absent: the defaults of `modules/agents`): limits of an agent's transfer to a direct
   * downline (major units), and the hours after a commission period's end within which the upline must pay
   * what it owes before the payment is forced from the house and the upline's account is frozen.
   */
  agent?: { transferMin: number; transferMax: number; commissionGraceHours: number };
  /**
   * Responsible gaming (absent: 18 and 60): the age a member confirms at registration, and how often the
   * reality check shows until the member chooses.
   */
  responsibleGaming?: { minimumAge: number; realityCheckMinutes: number };
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
