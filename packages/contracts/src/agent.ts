import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import { recordDateSchema } from './records.js';
import { amountSchema, consolidatedFundsSchema, requestIdSchema } from './wallet.js';
import { paymentPasswordInputSchema } from './withdrawals.js';
import { GAME_CATEGORIES } from './content-constants.js';
import * as z from './z.js';

// ---------------------------------------------------------------------------------------------------
// The agent centre (SPEC section 2) and the commission contracts (sections 3 and 4). Amounts are major
// units with two decimals; days are calendar days (`yyyy-MM-dd`) in the brand's time zone; rates are
// percentages with at most two decimals (0.35 is 0.35%).

/** A custom period spans at most this many days, both ends included. */
export const AGENT_PERIOD_MAX_DAYS = 90;
export const AGENT_PERIODS = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type AgentPeriod = (typeof AGENT_PERIODS)[number];
export const AGENT_PAGE_SIZE = 20;
export const AGENT_PAGE_SIZE_MAX = 100;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const pageNo = pageNoQuery();
const pageSize = pageSizeQuery(AGENT_PAGE_SIZE, AGENT_PAGE_SIZE_MAX);
const dateTimeText = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const usernameQuery = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9_.@+-]*$/, 'must be a username')
  .optional();

/** The period of a report: a preset, or custom days (both given, at most 90 days). */
export const agentPeriodQuerySchema = z.object({
  period: z.enum(AGENT_PERIODS).default('today'),
  startDate: recordDateSchema.optional(),
  endDate: recordDateSchema.optional(),
});
export type AgentPeriodQuery = z.input<typeof agentPeriodQuerySchema>;

/** The days a report covered, and the brand's today, so that the site can label its presets. */
export const agentRangeSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  today: z.string(),
  timeZone: z.string(),
});
export type AgentRange = z.infer<typeof agentRangeSchema>;

/** Money figures of a team (or one member's subtree) over a period. Profit and loss is the members' (payout - valid bet); the house's is its negative. */
export const teamFiguresSchema = z.object({
  deposits: z.number(),
  withdrawals: z.number(),
  validBet: z.number(),
  payout: z.number(),
  bonus: z.number(),
  commission: z.number(),
  /** payout + bonus - valid bet: what the members won (negative: what they lost). */
  profitLoss: z.number(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

// ---------------------------------------------------------------------------------------------------
// Announcement

export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  createdDateStr: dateTimeText,
});
export const agentAnnouncementsSchema = z.object({ list: z.array(agentAnnouncementSchema) });
export type AgentAnnouncements = z.infer<typeof agentAnnouncementsSchema>;

// ---------------------------------------------------------------------------------------------------
// Team overview (agentTeamOverview, the default page)

export const agentOverviewSchema = z.object({
  range: agentRangeSchema,
  currencySymbol: z.string(),
  /** Everyone under the agent (the agent not counted), now. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  registrations: z.number().int(),
  firstDeposits: z.object({ count: z.number().int(), amount: z.number() }),
  /** Members with at least one settled round in the period. */
  activeMembers: z.number().int(),
  figures: teamFiguresSchema,
  /** The main wallets of the team (the agent not counted), as of `asOf` (now when it is null). */
  teamBalance: z.number(),
  /**
   * When today's team figures and the team balance were taken (the brand's zone); null when they were summed
   * at the call. Earlier days are final.
   */
  asOf: dateTimeText.nullable(),
  daily: z.array(
    teamFiguresSchema.extend({
      day: z.string(),
      registrations: z.number().int(),
      activeMembers: z.number().int(),
    }),
  ),
});
export type AgentOverview = z.infer<typeof agentOverviewSchema>;

// ---------------------------------------------------------------------------------------------------
// Account registration (register center) and affiliate links

/** POST body of `agentAccounts` (sent encrypted). The account must change its password at first login. */
export const agentAccountRequestSchema = z.object({
  username: z.string().trim().min(1).max(32),
  /** A temporary password, checked against the brand's password rule. */
  password: z.string().min(1).max(128),
  nickname: z.string().trim().max(32).optional(),
  /** 0 for a member, or one of the brand's agent types. */
  type: z.coerce.number().int().min(0).max(99),
});
export type AgentAccountRequest = z.infer<typeof agentAccountRequestSchema>;

export const agentAccountResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  mustChangePassword: z.literal(true),
});
export type AgentAccountResult = z.infer<typeof agentAccountResultSchema>;

export const agentLinkRequestSchema = z.object({
  /** The account type registrations through the link get (0 a member, or an agent type). */
  type: z.coerce.number().int().min(0).max(99),
  /** yyyy-MM-dd (the link works through the end of that brand day); absent: never expires. */
  expiresOn: recordDateSchema.optional(),
});
export type AgentLinkRequest = z.infer<typeof agentLinkRequestSchema>;

export const agentLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The registration address on this site (`/?aff=<code>`), for the QR code. */
  url: z.string(),
  type: z.number().int(),
  expiresDateStr: dateTimeText.nullable(),
  expired: z.boolean(),
  registrations: z.number().int(),
  createdDateStr: dateTimeText,
});
export type AgentLink = z.infer<typeof agentLinkSchema>;
export const agentLinksSchema = z.object({ list: z.array(agentLinkSchema) });
export type AgentLinks = z.infer<typeof agentLinksSchema>;
export const agentLinkIdSchema = z.object({ id });

// ---------------------------------------------------------------------------------------------------
// Team management (downline management)

export const agentTeamQuerySchema = z.object({
  /** Whose direct children to list (the caller when absent); must be in the caller's subtree. */
  parentId: id.optional(),
  /** A username (or its start) searched in the whole subtree instead. */
  username: usernameQuery,
  pageNo,
  pageSize,
});
export type AgentTeamQuery = z.input<typeof agentTeamQuerySchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Levels below the caller (1: a direct downline). */
  level: z.number().int(),
  balance: z.number(),
  registeredDateStr: dateTimeText,
  lastLoginDateStr: dateTimeText.nullable(),
  /** active, locked or frozen. */
  status: z.enum(['active', 'locked', 'frozen']),
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** Only a direct downline can be sent money or offered a contract. */
  direct: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const agentTeamSchema = z.object({
  /** From the caller down to `parentId`. */
  breadcrumb: z.array(z.object({ id: z.number().int(), username: z.string() })),
  list: z.array(teamMemberSchema),
  ...pageFields,
});
export type AgentTeam = z.infer<typeof agentTeamSchema>;

/** POST body of `agentTransfer` (sent encrypted). */
export const agentTransferRequestSchema = z.object({
  memberId: id,
  amount: amountSchema,
  paymentPassword: paymentPasswordInputSchema,
  requestId: requestIdSchema,
});
export type AgentTransferRequest = z.infer<typeof agentTransferRequestSchema>;

export const agentTransferResultSchema = z.object({
  amount: z.number(),
  username: z.string(),
  /** The caller's main wallet after the transfer. */
  balance: z.number(),
  reference: z.string(),
  replayed: z.boolean(),
});
export type AgentTransferResult = z.infer<typeof agentTransferResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Team betting

export const agentBetsQuerySchema = agentPeriodQuerySchema.extend({
  username: usernameQuery,
  gameType: z.enum([...GAME_CATEGORIES, 'ALL']).default('ALL'),
  vendor: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be a vendor code')
    .optional(),
  pageNo,
  pageSize,
});
export type AgentBetsQuery = z.input<typeof agentBetsQuerySchema>;

export const agentBetSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  roundId: z.string(),
  vendor: z.string(),
  vendorName: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  stake: z.number(),
  validBet: z.number(),
  payout: z.number(),
  winLoss: z.number(),
  settledDateStr: dateTimeText,
});
export const agentBetsSchema = z.object({
  range: agentRangeSchema,
  list: z.array(agentBetSchema),
  ...pageFields,
  totals: z.object({
    count: z.number().int(),
    stake: z.number(),
    validBet: z.number(),
    payout: z.number(),
    winLoss: z.number(),
  }),
});
export type AgentBets = z.infer<typeof agentBetsSchema>;

// ---------------------------------------------------------------------------------------------------
// User profit and loss

export const agentProfitQuerySchema = agentPeriodQuerySchema.extend({
  parentId: id.optional(),
  pageNo,
  pageSize,
});
export type AgentProfitQuery = z.input<typeof agentProfitQuerySchema>;

export const agentProfitRowSchema = teamFiguresSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  isAgent: z.boolean(),
  /** The row's subtree size, itself included. */
  teamSize: z.number().int(),
});
export const agentProfitSchema = z.object({
  range: agentRangeSchema,
  breadcrumb: z.array(z.object({ id: z.number().int(), username: z.string() })),
  /** The parent's own play (its row in its own subtree), then its direct downlines, subtrees rolled up. */
  own: agentProfitRowSchema,
  list: z.array(agentProfitRowSchema),
  ...pageFields,
  /** Over the parent's whole subtree, itself included. */
  totals: teamFiguresSchema,
  /** When today's team figures were taken (the brand's zone); null when summed at the call. */
  asOf: dateTimeText.nullable(),
});
export type AgentProfit = z.infer<typeof agentProfitSchema>;

// ---------------------------------------------------------------------------------------------------
// Transaction details (downline transactions)

export const AGENT_TRANSACTION_KINDS = ['deposit', 'withdrawal', 'transfer'] as const;
export const agentTransactionsQuerySchema = agentPeriodQuerySchema.extend({
  username: usernameQuery,
  kind: z.enum([...AGENT_TRANSACTION_KINDS, 'all']).default('all'),
  pageNo,
  pageSize,
});
export type AgentTransactionsQuery = z.input<typeof agentTransactionsQuerySchema>;

export const agentTransactionSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  kind: z.enum(AGENT_TRANSACTION_KINDS),
  /** Positive: money into the member's wallet; negative: out of it. */
  amount: z.number(),
  /** deposit: the order number; withdrawal: its order; transfer: the other side's username. */
  reference: z.string(),
  createdDateStr: dateTimeText,
});
export const agentTransactionsSchema = z.object({
  range: agentRangeSchema,
  list: z.array(agentTransactionSchema),
  ...pageFields,
  totals: z.object({
    deposits: z.number(),
    withdrawals: z.number(),
    transfersIn: z.number(),
    transfersOut: z.number(),
  }),
});
export type AgentTransactions = z.infer<typeof agentTransactionsSchema>;

// ---------------------------------------------------------------------------------------------------
// Contracts: dividend, daily salary, hourly salary, real-time salary

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
/** The brand switch that enables each kind (AGENTPOLICY3 enables contracts at all). */
export const CONTRACT_SWITCHES: Record<ContractKind, string> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};
/** Dividend cycles: daily, weekly, half-monthly (1st-15th, 16th-end), monthly. */
export const DIVIDEND_CYCLES = ['D', 'W', 'H', 'M'] as const;
export type DividendCycle = (typeof DIVIDEND_CYCLES)[number];
export const CONTRACT_STATUSES = ['offered', 'signed', 'rejected', 'terminated', 'ended'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const SETTLEMENT_STATUSES = ['paid', 'nothing', 'due', 'forced'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
export const CONTRACT_TIERS_MAX = 10;

/** A percentage with at most two decimals, above 0 and at most `max`. */
export const rateSchema = (max: number) =>
  z
    .number()
    .gt(0, 'a rate is above 0%')
    .max(max, `a rate is at most ${max}%`)
    .refine((n) => Math.round(n * 100) / 100 === n, 'a rate has at most two decimals');
const threshold = z.number().min(0).max(1_000_000_000);
const count = z.number().int().min(0).max(1_000_000);

/** Dividend: a share of the team's loss (the house's profit) for the cycle, by valid bet, loss and active members. */
export const dividendTierSchema = z.object({
  validBet: threshold,
  /** The team's loss for the cycle (a positive number) at least this. */
  loss: threshold,
  activeMembers: count,
  rate: rateSchema(100),
});
/** Daily salary: a share of yesterday's team valid bet, by valid bet and active members. */
export const dailyTierSchema = z.object({ validBet: threshold, activeMembers: count, rate: rateSchema(10) });
/** Hourly salary: a share of the hour's team valid bet. */
export const hourlyTierSchema = z.object({ validBet: threshold, rate: rateSchema(10) });
/**
 * Real-time salary, every 5 minutes: each settled round of the team whose stake reaches `singleBet` earns
 * `winRate` of its stake when the member won it, `lossRate` when the member lost it (the highest tier whose
 * `singleBet` the stake reaches).
 */
export const realtimeTierSchema = z.object({
  singleBet: threshold,
  winRate: rateSchema(10),
  lossRate: rateSchema(10),
});

const tiers = <T extends z.ZodTypeAny>(tier: T) => z.array(tier).min(1).max(CONTRACT_TIERS_MAX);

export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dividend'), cycle: z.enum(DIVIDEND_CYCLES), tiers: tiers(dividendTierSchema) }),
  z.object({ kind: z.literal('daily'), tiers: tiers(dailyTierSchema) }),
  z.object({ kind: z.literal('hourly'), tiers: tiers(hourlyTierSchema) }),
  z.object({ kind: z.literal('realtime'), tiers: tiers(realtimeTierSchema) }),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** POST body of `agentContracts`: offer a contract to a direct downline agent. */
export const contractOfferSchema = z.object({ memberId: id, terms: contractTermsSchema });
export type ContractOffer = z.infer<typeof contractOfferSchema>;

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  /** The upline's name; null when the house offered it (a top agent). */
  upline: z.string().nullable(),
  memberId: z.number().int(),
  username: z.string(),
  terms: contractTermsSchema,
  /** The highest tier's rate (for the real-time salary, the higher of its two rates). */
  topRate: z.number(),
  status: z.enum(CONTRACT_STATUSES),
  endedReason: z.string().nullable(),
  offeredDateStr: dateTimeText,
  decidedDateStr: dateTimeText.nullable(),
  endedDateStr: dateTimeText.nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const settlementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  /** Who was paid and who paid (null: the house). */
  username: z.string(),
  payer: z.string().nullable(),
  periodKey: z.string(),
  periodFromStr: dateTimeText,
  periodToStr: dateTimeText,
  /** What the amount was worked out from: valid bet, loss, active members, rounds counted. */
  figures: z.record(z.string(), z.number()),
  /** The rate applied (percent); 0 when no tier was reached. */
  rate: z.number(),
  amount: z.number(),
  status: z.enum(SETTLEMENT_STATUSES),
  dueDateStr: dateTimeText.nullable(),
  paidDateStr: dateTimeText.nullable(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const contractsQuerySchema = z.object({ kind: z.enum(CONTRACT_KINDS) });
export const contractsViewSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  currencySymbol: z.string(),
  /** The caller's own live contract with its upline, or its latest one; null when it never had one. */
  mine: contractSchema.nullable(),
  /** Contracts the caller offered to its direct downline agents (live ones first). */
  offered: z.array(contractSchema),
  /** The latest settlements paid to the caller or by it for this kind. */
  settlements: z.array(settlementSchema),
});
export type ContractsView = z.infer<typeof contractsViewSchema>;
export const contractIdSchema = z.object({ id });

export const CONTRACT_ACTIONS = ['sign', 'reject', 'terminate'] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];
/** The downline's answer to a contract (GET query for dividend and daily, POST body for hourly and real-time). */
export const contractDecisionSchema = z.object({ id, action: z.enum(CONTRACT_ACTIONS) });
export type ContractDecision = z.infer<typeof contractDecisionSchema>;
export const contractDecisionResultSchema = z.object({
  contract: contractSchema,
  /** Subordinate contracts this signing ended because their rate was above the new one. */
  ended: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type ContractDecisionResult = z.infer<typeof contractDecisionResultSchema>;

/**
 * The agent part of `/wps/member/info/funds/consolidated`: which contract pages the agent sees
 * (`*Enabled`: the switch is on and the agent is an agent), and an offer waiting for its answer per kind
 * (SPEC's `divtypereq`, `dailysalreqtype`, `contracthoursalreqs`, `realtimesalreqtype`), null when none.
 */
export const agentConsolidatedSchema = z.object({
  dividendEnabled: z.boolean(),
  dailySalaryEnabled: z.boolean(),
  hourSalaryEnabled: z.boolean(),
  realTimeSalaryEnabled: z.boolean(),
  divtypereq: contractSchema.nullable(),
  dailysalreqtype: contractSchema.nullable(),
  contracthoursalreqs: contractSchema.nullable(),
  realtimesalreqtype: contractSchema.nullable(),
  /** Why the account is frozen (an unpaid dividend); null when it is not. */
  frozenReason: z.string().nullable(),
});
export type AgentConsolidated = z.infer<typeof agentConsolidatedSchema>;

// ---------------------------------------------------------------------------------------------------
// My income

export const agentIncomeQuerySchema = agentPeriodQuerySchema.extend({
  kind: z.enum([...CONTRACT_KINDS, 'all']).default('all'),
  pageNo,
  pageSize,
});
export type AgentIncomeQuery = z.input<typeof agentIncomeQuerySchema>;
export const agentIncomeSchema = z.object({
  range: agentRangeSchema,
  currencySymbol: z.string(),
  /** Paid to the caller in the period, and paid by the caller to its downlines. */
  received: z.number(),
  paid: z.number(),
  /** Settlements where the caller is payee or payer, newest first. */
  list: z.array(settlementSchema.extend({ direction: z.enum(['received', 'paid']) })),
  ...pageFields,
});
export type AgentIncome = z.infer<typeof agentIncomeSchema>;

// ---------------------------------------------------------------------------------------------------
// Operator API

export const adminTopAgentSchema = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  nickname: z.string().trim().max(32).optional(),
  type: z.number().int().min(1).max(99),
});
export const adminMoveSchema = z.object({ uplineId: id.nullable() });
export const adminContractOfferSchema = contractOfferSchema;
export const adminSettlementsQuerySchema = z.object({
  kind: z.enum([...CONTRACT_KINDS, 'all']).default('all'),
  memberId: id.optional(),
  status: z.enum([...SETTLEMENT_STATUSES, 'all']).default('all'),
  pageNo,
  pageSize,
});
/** GET `adminAgents`: the brand's agents, by username, a username prefix to search. */
export const ADMIN_AGENT_SORTS = ['username', 'createdAt', 'teamSize'] as const;
export const adminAgentsQuerySchema = z.object({
  q: usernameQuery,
  /** One agent by its member id (an agent's page). */
  id: id.optional(),
  /**
   * Leaves out this member and its whole downline: the agents a move of it may go under (a move under itself
   * or its own downline is refused).
   */
  outside: id.optional(),
  sortBy: z.enum(ADMIN_AGENT_SORTS).default('username'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
  pageNo,
  pageSize,
});
export type AdminAgentsQuery = z.output<typeof adminAgentsQuerySchema>;
export const adminAgentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** The account type (one of the brand's agent types). */
  type: z.number().int(),
  /** The direct upline; null for a top agent (its contracts come from the house). */
  uplineId: z.number().int().nullable(),
  upline: z.string().nullable(),
  /** Members placed directly under the agent. */
  directDownlines: z.number().int(),
  /** Everyone in the agent's subtree, the agent itself left out. */
  teamSize: z.number().int(),
  /** Live (offered or signed) contracts the agent holds from its upline or the house. */
  activeContracts: z.number().int(),
  /** Live contracts the agent gave its own downline agents. */
  downlineContracts: z.number().int(),
  frozen: z.boolean(),
  frozenReason: z.string().nullable(),
  createdDateStr: dateTimeText,
});
export type AdminAgent = z.infer<typeof adminAgentSchema>;
export const adminAgentListSchema = z.object({ list: z.array(adminAgentSchema), ...pageFields });
export type AdminAgentList = z.infer<typeof adminAgentListSchema>;

/** The agent's place in a contract: `upline` when it gave it, `downline` when it holds it. */
export const AGENT_CONTRACT_SIDES = ['upline', 'downline'] as const;
export const adminAgentContractsQuerySchema = z.object({
  side: z.enum([...AGENT_CONTRACT_SIDES, 'all']).default('all'),
  status: z.enum([...CONTRACT_STATUSES, 'live', 'all']).default('all'),
  pageNo,
  pageSize,
});
export type AdminAgentContractsQuery = z.output<typeof adminAgentContractsQuerySchema>;
export const adminAgentContractSchema = contractSchema.extend({
  side: z.enum(AGENT_CONTRACT_SIDES),
  /** The upline's id; null when the house gave the contract. */
  uplineId: z.number().int().nullable(),
});
export type AdminAgentContract = z.infer<typeof adminAgentContractSchema>;
export const adminAgentContractListSchema = z.object({
  list: z.array(adminAgentContractSchema),
  ...pageFields,
});
export type AdminAgentContractList = z.infer<typeof adminAgentContractListSchema>;
export const adminSettlementRunSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  /** An ISO time inside the period to settle (the last closed period when absent). */
  at: z.string().datetime().optional(),
});

/** `/wps/member/info/funds/consolidated` with the agent part (a member who is not an agent gets it all off and null). */
export const consolidatedInfoSchema = consolidatedFundsSchema.extend(agentConsolidatedSchema.shape);
export type ConsolidatedInfo = z.infer<typeof consolidatedInfoSchema>;
