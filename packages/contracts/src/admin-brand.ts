// The operator API's brand calls (the back office): brand settings and the payments configuration.
import * as z from './z.js';
import { LANGUAGES, REGISTER_FIELDS, WHITELABEL_SWITCHES, type Language } from './constants.js';
import { ACCEPTED_PATTERNS, type PatternId } from './patterns.js';
import { OPERATOR_ROLES } from './admin.js';
import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import { languageSchema } from './system.js';
import { amountSchema } from './wallet.js';

export const ADMIN_BRAND_PATHS = {
  /** GET the brand's settings; PUT replaces them whole (owners). */
  settings: '/admin/brand/settings',
  /** GET the brand's deposit channels, paged. */
  channels: '/admin/payments/channels',
  /** PATCH one channel: open or closed, limits per order, order in the list (owner, finance). */
  channel: '/admin/payments/channels/:channelId',
  /** GET the brand's receiving bank accounts, paged; POST adds one (owner, finance). */
  bankAccounts: '/admin/payments/bank-accounts',
  /** PATCH one receiving bank account: its details, limits, open or closed (owner, finance). */
  bankAccount: '/admin/payments/bank-accounts/:channelId',
  /** GET and PUT the limits of withdrawals and transfers to the upline (PUT: owner, finance). */
  withdrawalLimits: '/admin/payments/withdrawal-limits',
  /** GET the withdrawals members marked not received, with their proof, paged. */
  notReceived: '/admin/payments/withdrawals/not-received',
  /** GET the proof image a member sent for a withdrawal marked not received. */
  withdrawalProof: '/admin/payments/withdrawals/:withdrawalId/proof',
} as const;

/**
 * The operator queue of withdrawals marked not received (`GET /admin/queues/withdrawals-not-received`):
 * approving pays the part that did not arrive back to the member's balance; rejecting records that the money
 * did arrive (the bank's statement shows it), and nothing moves.
 */
export const NOT_RECEIVED_QUEUE = 'withdrawals-not-received';
/** The statuses of that queue's items: waiting for a decision, paid back, or found to have arrived. */
export const NOT_RECEIVED_STATUSES = ['waiting', 'refunded', 'arrived'] as const;
export type NotReceivedStatus = (typeof NOT_RECEIVED_STATUSES)[number];

export const BRAND_ERRORS = {
  /** A receiving bank account's code is taken by another channel of the brand. */
  channelCodeTaken: 'payments.channel.code.taken',
  channelUnknown: 'payments.channel.unknown',
} as const;

// ---------------------------------------------------------------------------------------------------
// Feature switches: every switch of the site's permission tree, with what it does.

/** The groups of the permission tree: a group switched off switches off every switch under it. */
export const SWITCH_GROUPS = ['REGISTER3', 'LOGIN3', 'SECURITY3', 'AGENT3'] as const;
export const BRAND_SWITCHES = [...SWITCH_GROUPS, ...WHITELABEL_SWITCHES] as const;
export type BrandSwitch = (typeof BRAND_SWITCHES)[number];

export type SwitchDescription = {
  /** A short name for the screen. */
  label: string;
  /** What the site does differently when the switch is on. */
  description: string;
  /** The group it sits under (none for the groups themselves). */
  group: (typeof SWITCH_GROUPS)[number] | null;
};

export const SWITCH_DESCRIPTIONS: Record<BrandSwitch, SwitchDescription> = {
  REGISTER3: {
    label: 'Registration',
    description: 'The group of registration switches: off, every way of registering below is off too.',
    group: null,
  },
  MOBILENUMREG3: {
    label: 'Registration by mobile number',
    description: 'The register modal offers the "by mobile" tab: an account opened with a mobile number.',
    group: 'REGISTER3',
  },
  USERNAMEREG3: {
    label: 'Registration by username',
    description:
      'The register modal offers the "by username" tab: an account opened with a username and password.',
    group: 'REGISTER3',
  },
  MOBILENUMPASSREG3: {
    label: 'Password on mobile registration',
    description: 'Registration by mobile number also asks the member to choose a password.',
    group: 'REGISTER3',
  },
  REGMOBVERF3: {
    label: 'SMS code at registration',
    description:
      'Registration by mobile number asks for the SMS code sent to the number before the account opens.',
    group: 'REGISTER3',
  },
  LOGIN3: {
    label: 'Login',
    description: 'The group of login switches: off, every login option below is off too.',
    group: null,
  },
  MOBILEVERCODELOGIN3: {
    label: 'Login by SMS code',
    description: 'The login popup offers signing in with the mobile number and a code sent by SMS.',
    group: 'LOGIN3',
  },
  VERIFICATION3: {
    label: 'Login verification',
    description:
      'Part of the permission tree the site receives (SPEC: verification at login); no screen of this site reads it at present.',
    group: 'LOGIN3',
  },
  FREEPLAY3: {
    label: 'Free play',
    description: 'Visitors may open a trial account ("free play") and play with demo money.',
    group: 'LOGIN3',
  },
  LOGINIPVERF3: {
    label: 'New-IP verification',
    description:
      'A login from an IP address the member has not used before must be verified (SMS, e-mail, real name or authenticator) before the session works.',
    group: 'LOGIN3',
  },
  SECURITY3: {
    label: 'Security',
    description: 'The group of password switches: off, both switches below are off too.',
    group: null,
  },
  PWDEXPFORCECHANGE3: {
    label: 'Forced change of an expired password',
    description:
      'A member whose password is older than the brand allows must change it at login before going on.',
    group: 'SECURITY3',
  },
  CHNGPASSVERIF3: {
    label: 'Forgotten password by phone',
    description:
      'The forgotten-password modal offers setting a new password with an SMS code to the mobile number.',
    group: 'SECURITY3',
  },
  AGENT3: {
    label: 'Agents',
    description: 'The group of agent switches: off, the agent centre and every contract below are off too.',
    group: null,
  },
  AGENTPOLICY3: {
    label: 'Agent centre',
    description: "Agents (the brand's agent account types) get the agent centre: team, downlines, reports.",
    group: 'AGENT3',
  },
  SIGNCONDIV3: {
    label: 'Dividend contracts',
    description:
      'Uplines may offer dividend contracts, settled each cycle; the agent centre shows the dividend page.',
    group: 'AGENT3',
  },
  DAILYSALCONT3: {
    label: 'Daily salary contracts',
    description:
      'Uplines may offer daily salary contracts, paid for each closed brand day; the daily salary page shows.',
    group: 'AGENT3',
  },
  HOURSAL3: {
    label: 'Hourly salary contracts',
    description:
      'Uplines may offer hourly salary contracts, paid for each closed hour; the hourly salary page shows.',
    group: 'AGENT3',
  },
  RTSALARY3: {
    label: 'Real-time salary contracts',
    description:
      'Uplines may offer real-time salary contracts, settled every 5 minutes; the real-time page shows.',
    group: 'AGENT3',
  },
};

// ---------------------------------------------------------------------------------------------------
// Values checked against the standards.

/** ISO 3166-1 alpha-2 country codes. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
  'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN ' +
  'MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT ' +
  'PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL ' +
  'TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const countrySet = new Set(COUNTRY_CODES);

/** An IANA time zone name the runtime knows (`Asia/Manila`, `Asia/Ho_Chi_Minh`, `UTC`), never an offset. */
export function isIanaZone(name: string): boolean {
  if (!/^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+){1,2})$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

let currencies: Set<string> | undefined;
/** An ISO 4217 currency code (`PHP`, `USD`). */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

const IPV4 = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)(\\.(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)){3}';
/** An IPv4 address, or an IPv4 range in CIDR form (`203.0.113.0/24`). */
export const IP_RULE = new RegExp(`^${IPV4}(/(3[0-2]|[12]?\\d))?$`);
/** A host name (`www.example.com`), optionally with a port. */
export const DOMAIN_RULE = /^(?=.{1,253}(:|$))([a-z0-9](-*[a-z0-9])*\.)*[a-z0-9](-*[a-z0-9])*(:\d{1,5})?$/;

// ---------------------------------------------------------------------------------------------------
// The brand's settings, as the back office reads and writes them (one object, checked whole).

const bool = z.boolean();
const switchesSchema = z.strictObject(
  Object.fromEntries(BRAND_SWITCHES.map((s) => [s, bool])) as Record<BrandSwitch, typeof bool>,
);

export const brandFieldRuleSchema = z
  .strictObject({
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.number().int().min(0).max(22),
    minLength: z.number().int().min(0).max(500),
    maxLength: z.number().int().min(1).max(500),
  })
  .refine((r) => r.minLength <= r.maxLength, {
    message: 'minLength must not be above maxLength',
    path: ['minLength'],
  })
  .refine((r) => r.enabled || !r.required, {
    message: 'a required field must be enabled',
    path: ['required'],
  });
export type BrandFieldRule = z.infer<typeof brandFieldRuleSchema>;

/** The pattern a rule's `patternId` stands for (what the site checks the field with). */
export const patternOf = (patternId: number) => ACCEPTED_PATTERNS[patternId as PatternId];

const registerFieldRules = z.strictObject(
  Object.fromEntries(REGISTER_FIELDS.map((f) => [f, brandFieldRuleSchema.optional()])) as Record<
    (typeof REGISTER_FIELDS)[number],
    z.ZodOptional<typeof brandFieldRuleSchema>
  >,
);

const messageSchema = z.string().trim().max(500, 'at most 500 characters');
const maintenanceMessages = z.strictObject(
  Object.fromEntries(LANGUAGES.map((l) => [l, messageSchema])) as Record<Language, typeof messageSchema>,
);

const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((c) => countrySet.has(c), 'must be an ISO 3166-1 alpha-2 country code');

export const brandSettingsSchema = z.strictObject({
  /** The brand's name, shown by the site. */
  name: z.string().trim().min(1, 'required').max(100),
  switches: switchesSchema,
  /** When on, every page but login, registration and help asks for a session (SPEC §2 route guard). */
  loginedToHomePage: z.boolean(),
  registration: z.strictObject({
    /** What the registration form shows (enabled), asks for (required) and checks (pattern, lengths). */
    rules: registerFieldRules,
    /** New accounts a brand day from one IP address, and from one device. */
    perIpPerDay: z.number().int().min(1).max(10_000),
    perDevicePerDay: z.number().int().min(1).max(10_000),
  }),
  /** The site's addresses (domain routes), in the order the site offers them. */
  domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(255)
        .regex(DOMAIN_RULE, 'must be a host name such as www.example.com'),
    )
    .max(50)
    .refine((list) => new Set(list).size === list.length, 'a domain is listed twice'),
  maintenance: z.strictObject({
    enabled: z.boolean(),
    /** What the maintenance page says, per language (empty: the page's own text). */
    messages: maintenanceMessages,
  }),
  regionBlocking: z.strictObject({
    /** Visitors from these countries get the region-blocked page and no service. */
    countries: z
      .array(countryCodeSchema)
      .max(250)
      .refine((list) => new Set(list).size === list.length, 'a country is listed twice'),
    /** Addresses and IPv4 ranges (CIDR) blocked the same way. */
    ips: z
      .array(z.string().trim().regex(IP_RULE, 'must be an IPv4 address or range such as 203.0.113.0/24'))
      .max(500),
  }),
  timeZone: z.string().trim().max(64).refine(isIanaZone, 'must be an IANA time zone such as Asia/Manila'),
  currency: z.strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCurrencyCode, 'must be an ISO 4217 currency code such as PHP'),
    /** What the site writes before amounts. */
    symbol: z.string().trim().min(1, 'required').max(8),
  }),
  languages: z
    .strictObject({
      offered: z
        .array(languageSchema)
        .min(1, 'offer at least one language')
        .refine((list) => new Set(list).size === list.length, 'a language is listed twice'),
      default: languageSchema,
    })
    .refine((l) => l.offered.includes(l.default), {
      message: 'the default language must be one the brand offers',
      path: ['default'],
    }),
  responsibleGaming: z.strictObject({
    /** The age a member confirms at registration. */
    minimumAge: z.number().int().min(16).max(25),
    /** How often the reality check shows until the member chooses (minutes). */
    realityCheckMinutes: z.number().int().min(5).max(240),
  }),
  operators: z.strictObject({
    /** Roles that must log in with an authenticator code. */
    totpRequiredRoles: z
      .array(z.enum(OPERATOR_ROLES))
      .refine((list) => new Set(list).size === list.length, 'a role is listed twice'),
  }),
  backOffice: z.strictObject({
    /** Manual balance adjustments above this amount (major units) wait for a second operator. */
    adjustmentApprovalThreshold: z
      .number()
      .min(0)
      .max(1_000_000_000)
      .refine((n) => Math.round(n * 100) / 100 === n, 'at most two decimals'),
  }),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;
export type BrandSettingsInput = z.input<typeof brandSettingsSchema>;

/** A brand without its own setting: the currency the default symbol `P` stands for. */
export const DEFAULT_CURRENCY = 'PHP';

/**
 * The answer: the settings as stored, written whole (what an owner sends is checked by `brandSettingsSchema`,
 * strict at every level; the type is `BrandSettings`).
 */
export const brandSettingsValueSchema = z.object({
  settings: z.record(z.string(), z.unknown()),
  merchantCode: z.string(),
});
export type BrandSettingsValue = { settings: BrandSettings; merchantCode: string };

// ---------------------------------------------------------------------------------------------------
// Payments configuration.

const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(20, 100);
export const adminPageQuerySchema = z.object({ pageNo, pageSize });

const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const channelParamsSchema = z.object({ channelId: id });
export const withdrawalParamsSchema = z.object({
  withdrawalId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

const channelTextSchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(64),
  description: z.string().trim().max(500),
});
/** A channel's name and description per language (the brand's default language required by the server). */
export const channelTextsSchema = z.partialRecord(languageSchema, channelTextSchema);

export const paymentChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  provider: z.enum(['manual_bank', 'sandbox']),
  enabled: z.boolean(),
  minAmount: z.number(),
  maxAmount: z.number(),
  sort: z.number().int(),
  /** Per language, as stored (what an operator sends is checked by `channelTextsSchema`). */
  text: z.partialRecord(languageSchema, z.object({ name: z.string(), description: z.string() })),
  /** The receiving account of a bank transfer channel; null for a gateway. */
  bankAccount: z
    .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })
    .nullable(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;
export const paymentChannelListSchema = z.object({ list: z.array(paymentChannelSchema), ...pageFields });
export type PaymentChannelList = z.infer<typeof paymentChannelListSchema>;

const limitsRefine = <T extends { minAmount?: number; maxAmount?: number }>(v: T) =>
  v.minAmount === undefined || v.maxAmount === undefined || v.minAmount <= v.maxAmount;
const limitsIssue = { message: 'minAmount must not be above maxAmount', path: ['minAmount'] };

export const channelUpdateSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    minAmount: amountSchema.optional(),
    maxAmount: amountSchema.optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
  })
  .refine(limitsRefine, limitsIssue)
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type ChannelUpdate = z.infer<typeof channelUpdateSchema>;

const bankField = (max: number) => z.string().trim().min(1, 'required').max(max);
export const bankAccountCreateSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, '2 to 32 lowercase letters, digits, "_" or "-"'),
    bankName: bankField(100),
    accountName: bankField(100),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9][0-9 -]{3,39}$/, 'digits, spaces or dashes, 4 to 40'),
    minAmount: amountSchema,
    maxAmount: amountSchema,
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
    text: channelTextsSchema,
  })
  .refine(limitsRefine, limitsIssue);
export type BankAccountCreate = z.infer<typeof bankAccountCreateSchema>;

export const bankAccountUpdateSchema = z
  .strictObject({
    bankName: bankField(100).optional(),
    accountName: bankField(100).optional(),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9][0-9 -]{3,39}$/, 'digits, spaces or dashes, 4 to 40')
      .optional(),
    minAmount: amountSchema.optional(),
    maxAmount: amountSchema.optional(),
    sort: z.number().int().min(0).max(10_000).optional(),
    enabled: z.boolean().optional(),
    text: channelTextsSchema.optional(),
  })
  .refine(limitsRefine, limitsIssue)
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type BankAccountUpdate = z.infer<typeof bankAccountUpdateSchema>;

export const withdrawalLimitsSchema = z
  .strictObject({
    withdrawMin: amountSchema,
    withdrawMax: amountSchema,
    /** A paid withdrawal the member does not confirm within these minutes counts as received. */
    withdrawalConfirmMinutes: z.number().int().min(5).max(10_080),
    uplineTransferMin: amountSchema,
    uplineTransferMax: amountSchema,
  })
  .refine((v) => v.withdrawMin <= v.withdrawMax, {
    message: 'withdrawMin must not be above withdrawMax',
    path: ['withdrawMin'],
  })
  .refine((v) => v.uplineTransferMin <= v.uplineTransferMax, {
    message: 'uplineTransferMin must not be above uplineTransferMax',
    path: ['uplineTransferMin'],
  });
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;
/** The limits as stored (the answer; what an owner sends is checked by `withdrawalLimitsSchema`). */
export const withdrawalLimitsValueSchema = z.object({
  withdrawMin: z.number(),
  withdrawMax: z.number(),
  withdrawalConfirmMinutes: z.number().int(),
  uplineTransferMin: z.number(),
  uplineTransferMax: z.number(),
});

export const notReceivedQuerySchema = z.object({
  status: z.enum([...NOT_RECEIVED_STATUSES, 'all']).default('waiting'),
  pageNo,
  pageSize,
});

export const notReceivedItemSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  amount: z.number(),
  /** What the member says arrived. */
  receivedAmount: z.number(),
  /** What the member says is missing (amount less received). */
  missingAmount: z.number(),
  bankName: z.string(),
  accountName: z.string(),
  accountLast4: z.string(),
  paidAt: z.string().nullable(),
  markedAt: z.string().nullable(),
  status: z.enum(NOT_RECEIVED_STATUSES),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
  /** The address of the proof image (an operator call). */
  proofUrl: z.string().nullable(),
});
export type NotReceivedItem = z.infer<typeof notReceivedItemSchema>;
export const notReceivedListSchema = z.object({ list: z.array(notReceivedItemSchema), ...pageFields });
export type NotReceivedList = z.infer<typeof notReceivedListSchema>;
