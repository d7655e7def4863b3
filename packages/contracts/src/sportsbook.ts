import { ADMIN_NOTE_MAX } from './admin.js';
import { pageFields, pageNoQuery, pageSizeQuery } from './paging.js';
import { languageSchema } from './system.js';
import { amountSchema, requestIdSchema } from './wallet.js';
import * as z from './z.js';

export {
  SPORTSBOOK_ADMIN_ERRORS,
  SPORTSBOOK_ERRORS,
  SPORTSBOOK_PATHS,
  SPORTSBOOK_TOKEN_HEADER,
} from './keys/sportsbook.js';

// ---------------------------------------------------------------------------------------------------
// The in-house sportsbook (vendor FB; docs/sportsbook.md). Fixtures come from a feed (a sandbox, or a real
// one behind the same interface) or from operators; markets are priced from a model with the brand's
// margin. Odds are decimal with two places; money is in major units (2 decimals); times are ISO instants.

export const SB_SPORTS = ['football', 'basketball', 'tennis', 'efootball', 'moba', 'shooter'] as const;
export type SbSport = (typeof SB_SPORTS)[number];
/** The book's two sections: sports, and e-sports titles. */
export const SB_GROUPS = ['sports', 'esports'] as const;
export type SbGroup = (typeof SB_GROUPS)[number];

export const SB_FIXTURE_STATUSES = [
  'scheduled',
  'live',
  'finished',
  'postponed',
  'abandoned',
  'cancelled',
] as const;
export type SbFixtureStatus = (typeof SB_FIXTURE_STATUSES)[number];

export const SB_MARKET_TYPES = ['1x2', 'winner', 'ah', 'ou', 'btts', 'cs', 'map_ah', 'maps_ou'] as const;
export type SbMarketType = (typeof SB_MARKET_TYPES)[number];

export const SB_BET_STATUSES = [
  'open',
  'won',
  'lost',
  'void',
  'half-won',
  'half-lost',
  'cashed-out',
] as const;
export type SbBetStatus = (typeof SB_BET_STATUSES)[number];

export const SB_OUTCOMES = ['win', 'lose', 'void', 'half-win', 'half-lose'] as const;

/** What a slip accepts when odds move before it is placed: no change, better odds only, or any odds. */
export const SB_ACCEPT_ODDS = ['none', 'better', 'any'] as const;
export type SbAcceptOdds = (typeof SB_ACCEPT_ODDS)[number];

export const SB_PARLAY_MIN_LEGS = 2;
export const SB_PARLAY_MAX_LEGS = 10;
/** A slip holds at most this many bets. */
export const SB_SLIP_MAX_BETS = 20;

const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

/** One selection of a market: key (`home`, `draw`, `over`, `2-1`, ...), its label, decimal odds. */
export const sbSelectionSchema = z.object({ key: z.string(), label: z.string(), odds: z.number() });
export type SbSelection = z.infer<typeof sbSelectionSchema>;

/**
 * A market of a fixture. `id` is `<fixtureId>:<type>:<line>` (line in hundredths, or `-`); `line` is the
 * decimal line (home's handicap, or the total), null when the type has none.
 */
export const sbMarketSchema = z.object({
  id: z.string(),
  type: z.enum(SB_MARKET_TYPES),
  line: z.number().nullable(),
  /** In the caller's language, e.g. "Asian handicap -0.75". */
  name: z.string(),
  status: z.enum(['open', 'suspended']),
  selections: z.array(sbSelectionSchema),
});
export type SbMarket = z.infer<typeof sbMarketSchema>;

export const sbFixtureSchema = z.object({
  id: z.number().int(),
  sport: z.enum(SB_SPORTS),
  group: z.enum(SB_GROUPS),
  league: z.object({ code: z.string(), name: z.string(), country: z.string() }),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(SB_FIXTURE_STATUSES),
  score: scoreSchema.nullable(),
  periods: z.array(scoreSchema),
  /** "67'", "HT", "Q3 05:12", "Set 2", "Map 2"; null before the start. */
  clock: z.string().nullable(),
  /** Bets placed in play wait this many seconds and are refused if the odds or the market change. */
  inPlay: z.boolean(),
  /** How many markets the fixture offers now. */
  marketCount: z.number().int(),
  /** The lists' market (1X2 or match winner); every market on the fixture call. */
  markets: z.array(sbMarketSchema),
});
export type SbFixture = z.infer<typeof sbFixtureSchema>;

// GET /sb/api/session
export const sbSessionSchema = z.object({
  username: z.string(),
  currency: z.string(),
  balance: z.number(),
  language: languageSchema,
  limits: z.object({
    minStake: z.number(),
    maxStake: z.number(),
    maxPayout: z.number(),
    parlayMinLegs: z.number().int(),
    parlayMaxLegs: z.number().int(),
  }),
  inPlayDelaySeconds: z.number().int(),
});
export type SbSession = z.infer<typeof sbSessionSchema>;

// GET /sb/api/sports
export const sbSportsSchema = z.object({
  list: z.array(
    z.object({
      sport: z.enum(SB_SPORTS),
      group: z.enum(SB_GROUPS),
      name: z.string(),
      live: z.number().int(),
      upcoming: z.number().int(),
      leagues: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
    }),
  ),
});
export type SbSports = z.infer<typeof sbSportsSchema>;

// GET /sb/api/fixtures
export const sbFixturesQuerySchema = z.object({
  sport: z.enum(SB_SPORTS).optional(),
  group: z.enum(SB_GROUPS).optional(),
  league: z.string().trim().max(40).optional(),
  /** `live`: in play now; `upcoming`: not started (the default lists both, live first). */
  when: z.enum(['live', 'upcoming', 'all']).default('all'),
  language: languageSchema.optional(),
});
export const sbFixturesSchema = z.object({ serverTime: z.string(), list: z.array(sbFixtureSchema) });
export type SbFixtures = z.infer<typeof sbFixturesSchema>;

// GET /sb/api/fixtures/:id
export const sbFixtureParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const sbLanguageQuerySchema = z.object({ language: languageSchema.optional() });

/** A selection in a slip: the market, the key and the odds the member saw. */
export const sbPickSchema = z.object({
  marketId: z.string().trim().min(5).max(60),
  key: z.string().trim().min(1).max(16),
  odds: z.number().min(1.01).max(1000),
});
export type SbPick = z.infer<typeof sbPickSchema>;

// POST /sb/api/bets
export const sbPlaceSchema = z.object({
  requestId: requestIdSchema,
  acceptOdds: z.enum(SB_ACCEPT_ODDS).default('none'),
  /** Each bet is a single (one pick) or a parlay (2 to 10 picks of different fixtures). */
  bets: z
    .array(
      z.object({
        stake: amountSchema,
        picks: z.array(sbPickSchema).min(1).max(SB_PARLAY_MAX_LEGS),
      }),
    )
    .min(1)
    .max(SB_SLIP_MAX_BETS),
});
export type SbPlace = z.infer<typeof sbPlaceSchema>;

export const sbLegSchema = z.object({
  fixtureId: z.number().int(),
  sport: z.enum(SB_SPORTS),
  fixture: z.string(),
  league: z.string(),
  startsAt: z.string(),
  marketId: z.string(),
  market: z.string(),
  selection: z.string(),
  key: z.string(),
  odds: z.number(),
  live: z.boolean(),
  outcome: z.enum(SB_OUTCOMES).nullable(),
  /** The fixture's final score once settled ("2-1"), or its voiding status. */
  result: z.string().nullable(),
});
export type SbLeg = z.infer<typeof sbLegSchema>;

export const sbBetSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['single', 'parlay']),
  stake: z.number(),
  odds: z.number(),
  potentialReturn: z.number(),
  status: z.enum(SB_BET_STATUSES),
  /** What the bet paid (cash-out value when cashed out); 0 while open or lost. */
  payout: z.number(),
  legs: z.array(sbLegSchema),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** Its round id in the betting record. */
  roundId: z.string(),
});
export type SbBet = z.infer<typeof sbBetSchema>;

export const sbPlacedSchema = z.object({
  bets: z.array(sbBetSchema),
  totalStake: z.number(),
  balance: z.number(),
});
export type SbPlaced = z.infer<typeof sbPlacedSchema>;

// GET /sb/api/bets
export const sbBetsQuerySchema = z.object({
  status: z.enum(['open', 'settled']).default('open'),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(20, 100),
  language: languageSchema.optional(),
});
export const sbBetsSchema = z.object({ ...pageFields, list: z.array(sbBetSchema) });
export type SbBets = z.infer<typeof sbBetsSchema>;

// GET/POST /sb/api/bets/:id/cashout
export const sbCashOutQuoteSchema = z.object({ betId: z.number().int(), value: z.number().nullable() });
export type SbCashOutQuote = z.infer<typeof sbCashOutQuoteSchema>;
export const sbCashOutSchema = z.object({
  requestId: requestIdSchema,
  /** The value the member was shown: a lower value now is refused, not paid. */
  value: amountSchema,
});
export const sbCashedOutSchema = z.object({ bet: sbBetSchema, balance: z.number() });
export type SbCashedOut = z.infer<typeof sbCashedOutSchema>;

// GET /sb/api/results
export const sbResultsQuerySchema = z.object({
  sport: z.enum(SB_SPORTS).optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(30, 100),
  language: languageSchema.optional(),
});
export const sbResultsSchema = z.object({ ...pageFields, list: z.array(sbFixtureSchema) });
export type SbResults = z.infer<typeof sbResultsSchema>;

// GET /sb/api/featured (public)
export const sbFeaturedQuerySchema = z.object({
  group: z.enum(SB_GROUPS).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  language: languageSchema.optional(),
});
export const sbFeaturedSchema = z.object({ list: z.array(sbFixtureSchema) });
export type SbFeatured = z.infer<typeof sbFeaturedSchema>;

// Operators
export const sbAdminFixturesQuerySchema = z.object({
  status: z.enum(SB_FIXTURE_STATUSES).optional(),
  sport: z.enum(SB_SPORTS).optional(),
  pageNo: pageNoQuery(),
  pageSize: pageSizeQuery(50, 200),
});
export const sbAdminFixtureInputSchema = z.object({
  sport: z.enum(SB_SPORTS),
  league: z.object({
    code: z.string().trim().min(1).max(40),
    name: z.string().trim().min(1).max(100),
    country: z.string().trim().min(2).max(8),
  }),
  home: z.string().trim().min(1).max(100),
  away: z.string().trim().min(1).max(100),
  startsAt: z.string().datetime({ offset: true }),
  /** Pricing: expected goals or points of each side, or the home side's chance per set or map. */
  model: z.record(z.string(), z.number()),
  bestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]).optional(),
});
const finishedResultSchema = z.object({
  status: z.literal('finished'),
  score: scoreSchema,
  periods: z.array(scoreSchema).max(10),
});
const voidResultSchema = z.object({ status: z.enum(['postponed', 'abandoned', 'cancelled']) });
export const sbAdminResultSchema = z.union([finishedResultSchema, voidResultSchema]);
/** A fixture's result, or null before it has one (a plain union: answers are written from its JSON Schema). */
const resultOrNullSchema = z.union([finishedResultSchema, voidResultSchema, z.null()]);
export type SbAdminResult = z.infer<typeof sbAdminResultSchema>;
export const sbAdminFixtureSchema = z.object({
  id: z.number().int(),
  sport: z.enum(SB_SPORTS),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startsAt: z.string(),
  status: z.enum(SB_FIXTURE_STATUSES),
  source: z.enum(['feed', 'operator']),
  score: scoreSchema.nullable(),
  result: resultOrNullSchema,
  corrections: z.number().int(),
  openBets: z.number().int(),
  suspended: z.boolean(),
});
export type SbAdminFixture = z.infer<typeof sbAdminFixtureSchema>;
export const sbAdminFixturesSchema = z.object({ ...pageFields, list: z.array(sbAdminFixtureSchema) });
export type SbAdminFixtures = z.infer<typeof sbAdminFixturesSchema>;
export type SbAdminFixturesQuery = z.output<typeof sbAdminFixturesQuerySchema>;
export type SbAdminFixtureInput = z.infer<typeof sbAdminFixtureInputSchema>;

/** The fixture an operator entered, and how many markets it was priced with. */
export const sbAdminFixtureEnteredSchema = z.object({
  fixture: sbAdminFixtureSchema,
  markets: z.number().int(),
});
export type SbAdminFixtureEntered = z.infer<typeof sbAdminFixtureEnteredSchema>;

const adminNoteSchema = z.string().trim().min(1).max(ADMIN_NOTE_MAX);

/** PUT adminResult: the result, and where it comes from (kept in the audit row). */
export const sbAdminResultInputSchema = z.union([
  finishedResultSchema.extend({ note: adminNoteSchema.optional() }),
  voidResultSchema.extend({ note: adminNoteSchema.optional() }),
]);
export type SbAdminResultInput = z.infer<typeof sbAdminResultInputSchema>;

/** POST adminCorrection: the corrected result, and why. */
export const sbAdminCorrectionSchema = z.union([
  finishedResultSchema.extend({ note: adminNoteSchema }),
  voidResultSchema.extend({ note: adminNoteSchema }),
]);
export type SbAdminCorrection = z.infer<typeof sbAdminCorrectionSchema>;

/** POST adminSuspend / adminReopen: why, optional (a call without a note may come without a body). */
export const sbAdminSuspendSchema = z.object({ note: adminNoteSchema.optional() }).nullish();
export type SbAdminSuspend = z.infer<typeof sbAdminSuspendSchema>;

/**
 * The fixture after a result or a correction, and its bets settled (or settled again by the difference) in
 * the call; `left` are the bets the settlement job works through (a fixture with many bets).
 */
export const sbAdminChangeSchema = z.object({
  fixture: sbAdminFixtureSchema,
  settled: z.number().int(),
  corrected: z.number().int(),
  left: z.number().int(),
});
export type SbAdminChange = z.infer<typeof sbAdminChangeSchema>;
