import { GAME_CATEGORIES } from './content-constants.js';
import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import { recordDateSchema } from './records.js';
import * as z from './z.js';

// ---------------------------------------------------------------------------------------------------
// The operator API's reports: the dashboard, GGR and NGR by vendor, game and day, players' profit and loss,
// payments, bonus cost and agent commissions. Days are calendar days (`yyyy-MM-dd`) of the brand's time zone;
// amounts are major units with two decimals. GGR is stakes less wins of the rounds settled in the period
// (the house's), NGR is GGR less the bonus cost (bonuses paid in the period). Every list is paged and sorted
// on the server, and each has a `/csv` sibling that answers every row of the same filter as `text/csv`.

export const ADMIN_REPORTS_PATHS = {
  adminReportsDashboard: '/admin/reports/dashboard',
  adminReportsGgrVendors: '/admin/reports/ggr/vendors',
  adminReportsGgrVendorsCsv: '/admin/reports/ggr/vendors/csv',
  adminReportsGgrGames: '/admin/reports/ggr/games',
  adminReportsGgrGamesCsv: '/admin/reports/ggr/games/csv',
  adminReportsGgrDays: '/admin/reports/ggr/days',
  adminReportsGgrDaysCsv: '/admin/reports/ggr/days/csv',
  adminReportsPlayers: '/admin/reports/players',
  adminReportsPlayersCsv: '/admin/reports/players/csv',
  adminReportsPayments: '/admin/reports/payments',
  adminReportsPaymentsCsv: '/admin/reports/payments/csv',
  adminReportsBonuses: '/admin/reports/bonuses',
  adminReportsBonusesCsv: '/admin/reports/bonuses/csv',
  adminReportsCommissions: '/admin/reports/commissions',
  adminReportsCommissionsCsv: '/admin/reports/commissions/csv',
} as const;

/** A report's period spans at most this many days, both ends included. */
export const REPORT_MAX_DAYS = 366;
/** Without dates, a report covers the last 7 days, today included. */
export const REPORT_DEFAULT_DAYS = 7;
export const REPORT_PAGE_SIZE = 20;
export const REPORT_PAGE_SIZE_MAX = 200;
export const REPORT_ORDERS = ['asc', 'desc'] as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Days from `from` to `to`, both included. */
export const reportDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const period = { from: recordDateSchema.optional(), to: recordDateSchema.optional() };
type Period = { from?: string | undefined; to?: string | undefined };

/** `to` not before `from`, and at most REPORT_MAX_DAYS days (the field named is `to`). */
function checkPeriod(query: Period, ctx: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  if (query.to < query.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  } else if (reportDays(query.from, query.to) > REPORT_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `the period spans more than ${REPORT_MAX_DAYS} days`,
    });
  }
}

const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(REPORT_PAGE_SIZE, REPORT_PAGE_SIZE_MAX);
const order = z.enum(REPORT_ORDERS).default('desc');
const category = z.enum(GAME_CATEGORIES).optional();
/** A vendor code as the catalogue writes it. */
const vendor = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a vendor code')
  .optional();
const search = z.string().trim().max(64).optional();

/** The period a report covered, and the brand's today and zone (for the screen's presets and labels). */
export const reportRangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  timeZone: z.string(),
});
export type ReportRange = z.infer<typeof reportRangeSchema>;

// ---------------------------------------------------------------------------------------------------
// Dashboard

export const dashboardQuerySchema = z.object(period).superRefine(checkPeriod);
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** Play of one game category: rounds settled, stakes, wins and GGR (stakes - wins). */
export const categoryFiguresSchema = z.object({
  category: z.string(),
  rounds: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
});
export type CategoryFigures = z.infer<typeof categoryFiguresSchema>;

export const dashboardFiguresSchema = z.object({
  /** Deposits credited, and how many. */
  deposits: z.number(),
  depositCount: z.number().int(),
  /** Withdrawals requested and not rejected. */
  withdrawals: z.number(),
  /** Members' first deposits ever made in the period: how many and their amount. */
  firstDeposits: z.object({ count: z.number().int(), amount: z.number() }),
  /** Accounts opened. */
  newMembers: z.number().int(),
  /** Distinct members with a settled round. */
  activeMembers: z.number().int(),
  rounds: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
  /** Bonuses paid (every source). */
  bonus: z.number(),
  /** GGR - bonus. */
  ngr: z.number(),
  /** GGR by game category, the categories with play only. */
  categories: z.array(categoryFiguresSchema),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = z.object({
  day: z.string(),
  deposits: z.number(),
  withdrawals: z.number(),
  firstDepositCount: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
  bonus: z.number(),
  ngr: z.number(),
  /** GGR of each category with play that day. */
  categories: z.array(z.object({ category: z.string(), ggr: z.number() })),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardSchema = z.object({
  range: reportRangeSchema,
  currencySymbol: z.string(),
  today: dashboardFiguresSchema,
  period: dashboardFiguresSchema,
  /** One entry per day of the period, in order. */
  daily: z.array(dashboardDaySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---------------------------------------------------------------------------------------------------
// GGR and NGR by vendor, game and day

const playFigures = {
  rounds: z.number().int(),
  /** Distinct members with a settled round. */
  players: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
};
const playTotals = z.object(playFigures);

export const GGR_VENDOR_SORTS = ['vendor', 'category', 'rounds', 'players', 'stakes', 'wins', 'ggr'] as const;
export const ggrVendorsQuerySchema = z
  .object({
    ...period,
    category,
    vendor,
    sort: z.enum(GGR_VENDOR_SORTS).default('ggr'),
    order,
    pageNo,
    pageSize,
  })
  .superRefine(checkPeriod);
export type GgrVendorsQuery = z.input<typeof ggrVendorsQuerySchema>;
export const ggrVendorRowSchema = z.object({
  vendor: z.string(),
  vendorName: z.string(),
  category: z.string(),
  ...playFigures,
});
export type GgrVendorRow = z.infer<typeof ggrVendorRowSchema>;
export const ggrVendorsSchema = z.object({
  range: reportRangeSchema,
  list: z.array(ggrVendorRowSchema),
  totals: playTotals,
  ...pageFields,
});
export type GgrVendors = z.infer<typeof ggrVendorsSchema>;

export const GGR_GAME_SORTS = [
  'game',
  'vendor',
  'category',
  'rounds',
  'players',
  'stakes',
  'wins',
  'ggr',
] as const;
export const ggrGamesQuerySchema = z
  .object({
    ...period,
    category,
    vendor,
    /** Part of the game's code or name. */
    game: search,
    sort: z.enum(GGR_GAME_SORTS).default('ggr'),
    order,
    pageNo,
    pageSize,
  })
  .superRefine(checkPeriod);
export type GgrGamesQuery = z.input<typeof ggrGamesQuerySchema>;
export const ggrGameRowSchema = z.object({
  vendor: z.string(),
  category: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  ...playFigures,
});
export type GgrGameRow = z.infer<typeof ggrGameRowSchema>;
export const ggrGamesSchema = z.object({
  range: reportRangeSchema,
  list: z.array(ggrGameRowSchema),
  totals: playTotals,
  ...pageFields,
});
export type GgrGames = z.infer<typeof ggrGamesSchema>;

export const GGR_DAY_SORTS = ['day', 'rounds', 'players', 'stakes', 'wins', 'ggr', 'bonus', 'ngr'] as const;
export const ggrDaysQuerySchema = z
  .object({
    ...period,
    /** With a category or a vendor, bonus and NGR are left out (a bonus belongs to no game). */
    category,
    vendor,
    sort: z.enum(GGR_DAY_SORTS).default('day'),
    order,
    pageNo,
    pageSize,
  })
  .superRefine(checkPeriod);
export type GgrDaysQuery = z.input<typeof ggrDaysQuerySchema>;
const netFigures = {
  /** Bonuses paid that day; null when the report is narrowed to a category or a vendor. */
  bonus: z.number().nullable(),
  /** GGR - bonus; null when the report is narrowed to a category or a vendor. */
  ngr: z.number().nullable(),
};
export const ggrDayRowSchema = z.object({ day: z.string(), ...playFigures, ...netFigures });
export type GgrDayRow = z.infer<typeof ggrDayRowSchema>;
export const ggrDaysSchema = z.object({
  range: reportRangeSchema,
  /** Every day of the period, days without play included. */
  list: z.array(ggrDayRowSchema),
  totals: z.object({ ...playFigures, ...netFigures }),
  ...pageFields,
});
export type GgrDays = z.infer<typeof ggrDaysSchema>;

// ---------------------------------------------------------------------------------------------------
// Players' profit and loss

export const PLAYER_SORTS = [
  'username',
  'rounds',
  'stakes',
  'wins',
  'ggr',
  'deposits',
  'withdrawals',
  'bonus',
  'ngr',
] as const;
export const playersQuerySchema = z
  .object({
    ...period,
    /** Part of the username. */
    username: search,
    sort: z.enum(PLAYER_SORTS).default('ggr'),
    order,
    pageNo,
    pageSize,
  })
  .superRefine(checkPeriod);
export type PlayersQuery = z.input<typeof playersQuerySchema>;
const playerFigures = {
  rounds: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
  /** Stakes - wins: what the house won from the member (negative: the member won). */
  ggr: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  bonus: z.number(),
  /** GGR - bonus. */
  ngr: z.number(),
};
export const playerRowSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  ...playerFigures,
});
export type PlayerRow = z.infer<typeof playerRowSchema>;
export const playersSchema = z.object({
  range: reportRangeSchema,
  /** Members with any play or money movement in the period. */
  list: z.array(playerRowSchema),
  totals: z.object(playerFigures),
  ...pageFields,
});
export type Players = z.infer<typeof playersSchema>;

// ---------------------------------------------------------------------------------------------------
// Payments

export const PAYMENT_KINDS = ['deposit', 'withdrawal'] as const;
export const PAYMENT_STATES = [
  'pending',
  'paid',
  'rejected',
  'cancelled',
  'expired',
  'received',
  'not_received',
  'auto_received',
] as const;
export const PAYMENT_SORTS = ['day', 'kind', 'channel', 'status', 'count', 'amount'] as const;
export const paymentsQuerySchema = z
  .object({
    ...period,
    kind: z.enum(PAYMENT_KINDS).optional(),
    /** A deposit channel's code, or a withdrawal's bank code. */
    channel: z
      .string()
      .trim()
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a channel or bank code')
      .optional(),
    status: z.enum(PAYMENT_STATES).optional(),
    sort: z.enum(PAYMENT_SORTS).default('day'),
    order,
    pageNo,
    pageSize,
  })
  .superRefine(checkPeriod);
export type PaymentsQuery = z.input<typeof paymentsQuerySchema>;
/** Orders of one kind, channel and state made on one day. */
export const paymentRowSchema = z.object({
  day: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  /** The deposit channel's code; for a withdrawal, the code of the member's bank. */
  channel: z.string(),
  status: z.string(),
  count: z.number().int(),
  amount: z.number(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;
const kindTotals = z.object({ count: z.number().int(), amount: z.number() });
export const paymentsSchema = z.object({
  range: reportRangeSchema,
  list: z.array(paymentRowSchema),
  totals: z.object({ deposits: kindTotals, withdrawals: kindTotals }),
  ...pageFields,
});
export type Payments = z.infer<typeof paymentsSchema>;

// ---------------------------------------------------------------------------------------------------
// Bonus and promotion cost

export const BONUS_SORTS = ['day', 'source', 'grants', 'members', 'amount'] as const;
const bonusSource = z
  .string()
  .trim()
  .max(40)
  .regex(/^[a-z0-9_]+$/, 'must be a bonus source')
  .optional();
export const bonusesQuerySchema = z
  .object({
    ...period,
    /** promotion, vip_rebate, mission, raffle, referral_signup, ... */
    source: bonusSource,
    promotionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    sort: z.enum(BONUS_SORTS).default('day'),
    order,
    pageNo,
    pageSize,
  })
  .superRefine(checkPeriod);
export type BonusesQuery = z.input<typeof bonusesQuerySchema>;
/** Bonuses of one source (and promotion) paid on one day. */
export const bonusRowSchema = z.object({
  day: z.string(),
  /** What paid it; a reward claimed from the reward centre counts under the reward's own source. */
  source: z.string(),
  promotionId: z.number().int().nullable(),
  /** The promotion's title in the brand's default language. */
  promotion: z.string().nullable(),
  grants: z.number().int(),
  members: z.number().int(),
  amount: z.number(),
});
export type BonusRow = z.infer<typeof bonusRowSchema>;
export const bonusesSchema = z.object({
  range: reportRangeSchema,
  list: z.array(bonusRowSchema),
  totals: z.object({ grants: z.number().int(), members: z.number().int(), amount: z.number() }),
  ...pageFields,
});
export type Bonuses = z.infer<typeof bonusesSchema>;

// ---------------------------------------------------------------------------------------------------
// Agent commissions

export const COMMISSION_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const COMMISSION_STATES = ['paid', 'nothing', 'due', 'forced'] as const;
export const COMMISSION_SORTS = ['periodFrom', 'agent', 'kind', 'status', 'amount'] as const;
export const commissionsQuerySchema = z
  .object({
    ...period,
    /** Part of the agent's username. */
    agent: search,
    kind: z.enum(COMMISSION_KINDS).optional(),
    status: z.enum(COMMISSION_STATES).optional(),
    sort: z.enum(COMMISSION_SORTS).default('periodFrom'),
    order,
    pageNo,
    pageSize,
  })
  .superRefine(checkPeriod);
export type CommissionsQuery = z.input<typeof commissionsQuerySchema>;
/** One contract's settlement for one period (its start falls in the report's days). */
export const commissionRowSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agent: z.string(),
  kind: z.string(),
  periodKey: z.string(),
  /** The period's start and end (`yyyy-MM-dd HH:mm:ss` in the brand's zone; the end excluded). */
  periodFrom: z.string(),
  periodTo: z.string(),
  /** Who pays: the upline agent's username, or null for the house. */
  payer: z.string().nullable(),
  /** Percent (0.35 is 0.35%). */
  rate: z.number(),
  amount: z.number(),
  status: z.string(),
});
export type CommissionRow = z.infer<typeof commissionRowSchema>;
export const commissionsSchema = z.object({
  range: reportRangeSchema,
  list: z.array(commissionRowSchema),
  /** Settlements and amounts by state, over the whole filter. */
  totals: z.object({
    settlements: z.number().int(),
    paid: z.number(),
    due: z.number(),
    forced: z.number(),
  }),
  ...pageFields,
});
export type Commissions = z.infer<typeof commissionsSchema>;

/** A report's CSV: a header row, then one line per row of the filter, figures as plain decimals. */
export const reportCsvSchema = z.string().describe('text/csv');
