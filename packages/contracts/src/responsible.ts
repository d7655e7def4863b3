import * as z from './z.js';

// ---------------------------------------------------------------------------------------------------
// Responsible gaming: the member's limits, reality check, time-out and self-exclusion, net position and
// game recall. Amounts are major units with two decimals; times are ISO 8601 instants (the site shows them
// in the brand's zone); days are the brand's days (`yyyy-MM-dd`).

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Every limit a member can set: money limits per kind and period, and the session's minutes. */
export const LIMIT_KEYS = [
  'depositDay',
  'depositWeek',
  'depositMonth',
  'lossDay',
  'lossWeek',
  'lossMonth',
  'wagerDay',
  'wagerWeek',
  'wagerMonth',
  'sessionMinutes',
] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** The kind and period of a money limit's key (null for the session's minutes). */
export function limitParts(key: LimitKey): { kind: LimitKind; period: LimitPeriod } | null {
  const m = /^(deposit|loss|wager)(Day|Week|Month)$/.exec(key);
  return m ? { kind: m[1] as LimitKind, period: (m[2] as string).toLowerCase() as LimitPeriod } : null;
}

/** A larger limit, or none, takes effect only after this long and a confirmation then. */
export const LIMIT_INCREASE_DELAY_HOURS = 24;
/** A self-exclusion ended after its term lifts after this cooling time. */
export const EXCLUSION_COOLING_HOURS = 24;
export const SESSION_MINUTES_MIN = 5;
export const SESSION_MINUTES_MAX = 1440;
export const REALITY_MINUTES_MIN = 1;
export const REALITY_MINUTES_MAX = 240;
/** Rounds a game's recall shows. */
export const RECALL_ROUNDS = 10;
/** The longest period the net position covers at once. */
export const NET_POSITION_MAX_DAYS = 366;

/** Time-outs: 24 hours to 6 weeks. */
export const TIMEOUT_DURATIONS = ['24h', '72h', '7d', '14d', '30d', '42d'] as const;
/** Self-exclusions: 6 months to 5 years, or permanent. */
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '3y', '5y', 'permanent'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export const EXCLUSION_KINDS = ['timeout', 'self', 'operator'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

const limitAmount = z
  .number()
  .min(0, 'limit must not be negative')
  .max(100_000_000, 'limit is too large')
  .refine((n) => Math.round(n * 100) / 100 === n, 'limit has more than two decimals');
const sessionMinutes = z
  .number()
  .int('minutes must be whole')
  .min(SESSION_MINUTES_MIN, `at least ${SESSION_MINUTES_MIN} minutes`)
  .max(SESSION_MINUTES_MAX, `at most ${SESSION_MINUTES_MAX} minutes`);

/** PUT limits: the keys given change (a number sets, null removes); the others stay. */
export const limitsRequestSchema = z
  .object({
    depositDay: limitAmount.nullable().optional(),
    depositWeek: limitAmount.nullable().optional(),
    depositMonth: limitAmount.nullable().optional(),
    lossDay: limitAmount.nullable().optional(),
    lossWeek: limitAmount.nullable().optional(),
    lossMonth: limitAmount.nullable().optional(),
    wagerDay: limitAmount.nullable().optional(),
    wagerWeek: limitAmount.nullable().optional(),
    wagerMonth: limitAmount.nullable().optional(),
    sessionMinutes: sessionMinutes.nullable().optional(),
  })
  .strict()
  .refine((o) => Object.values(o).some((v) => v !== undefined), 'name at least one limit to change');
export type LimitsRequest = z.infer<typeof limitsRequestSchema>;

export const limitKeyRequestSchema = z.object({ key: z.enum(LIMIT_KEYS) });
export type LimitKeyRequest = z.infer<typeof limitKeyRequestSchema>;

export const realityCheckRequestSchema = z.object({
  minutes: z
    .number()
    .int('minutes must be whole')
    .min(REALITY_MINUTES_MIN, `at least ${REALITY_MINUTES_MIN} minute`)
    .max(REALITY_MINUTES_MAX, `at most ${REALITY_MINUTES_MAX} minutes`),
});
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

export const REALITY_CHOICES = ['continue', 'history', 'leave'] as const;
export const realityAnswerSchema = z.object({ choice: z.enum(REALITY_CHOICES) });
export type RealityAnswer = z.infer<typeof realityAnswerSchema>;

export const exclusionRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), duration: z.enum(TIMEOUT_DURATIONS) }),
  z.object({ kind: z.literal('self'), duration: z.enum(SELF_EXCLUSION_DURATIONS) }),
]);
export type ExclusionRequest = z.infer<typeof exclusionRequestSchema>;

const instant = z.string();

export const limitStateSchema = z.object({
  key: z.enum(LIMIT_KEYS),
  /** The limit in force: major units, or minutes for the session; null when none is set. */
  value: z.number().nullable(),
  /** What counts against it now: this period's deposits, net loss or stakes; the session's minutes. */
  used: z.number(),
  /** An increase or removal waiting for its 24 hours and then the member's confirmation. */
  pending: z
    .object({ value: z.number().nullable(), effectiveAt: instant, confirmable: z.boolean() })
    .nullable(),
});
export type LimitState = z.infer<typeof limitStateSchema>;

export const exclusionStateSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EXCLUSION_KINDS),
  startedAt: instant,
  /** The end of the term; null: permanent. */
  endsAt: instant.nullable(),
  /** When play returns: a time-out's end; a self-exclusion's only once ended after its term (+ a day). */
  liftsAt: instant.nullable(),
  /** A self-exclusion past its term the member may end (play returns after the cooling day). */
  canEnd: z.boolean(),
  endRequestedAt: instant.nullable(),
});
export type ExclusionState = z.infer<typeof exclusionStateSchema>;

export const responsibleStateSchema = z.object({
  limits: z.array(limitStateSchema),
  realityCheck: z.object({ minutes: z.number().int(), brandDefault: z.number().int() }),
  /** The exclusion in force (the one that ends last), or null. */
  exclusion: exclusionStateSchema.nullable(),
  sessionStartedAt: instant,
  minimumAge: z.number().int(),
  /** The brand's currency symbol, for the amounts. */
  currency: z.string(),
});
export type ResponsibleState = z.infer<typeof responsibleStateSchema>;

export const limitChangeSchema = z.object({
  key: z.enum(LIMIT_KEYS),
  outcome: z.enum(['applied', 'pending', 'unchanged']),
  effectiveAt: instant.nullable(),
});
export const limitsAnswerSchema = z.object({
  state: responsibleStateSchema,
  changes: z.array(limitChangeSchema),
});
export type LimitsAnswer = z.infer<typeof limitsAnswerSchema>;

export const sessionStateSchema = z.object({
  startedAt: instant,
  now: instant,
  minutesPlayed: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
  /** Wins minus stakes of the session's settled rounds. */
  net: z.number(),
  realityCheckMinutes: z.number().int(),
  sessionLimitMinutes: z.number().int().nullable(),
  /** When the session limit ends play (its next round is refused), or null. */
  endsAt: instant.nullable(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is yyyy-MM-dd');
export const netPositionQuerySchema = z.object({ from: day, to: day });
export type NetPositionQuery = z.infer<typeof netPositionQuerySchema>;

const figures = {
  deposits: z.number(),
  withdrawals: z.number(),
  stakes: z.number(),
  wins: z.number(),
};
export const netPositionSchema = z.object({
  from: z.string(),
  to: z.string(),
  ...figures,
  /** Deposits minus withdrawals. */
  moneyNet: z.number(),
  /** Wins minus stakes (settled rounds). */
  gameNet: z.number(),
  days: z.array(z.object({ day: z.string(), ...figures })),
});
export type NetPosition = z.infer<typeof netPositionSchema>;

export const recallQuerySchema = z.object({
  vendorCode: z.string().trim().min(1).max(32),
  gameCode: z.string().trim().min(1).max(64),
});
export type RecallQuery = z.infer<typeof recallQuerySchema>;

export const recallSchema = z.object({
  gameName: z.string(),
  rounds: z.array(
    z.object({
      roundId: z.string(),
      placedAt: instant,
      settledAt: instant.nullable(),
      status: z.enum(['open', 'settled', 'void']),
      stake: z.number(),
      win: z.number(),
      /** The game's own summary of the round (symbols, result), when the vendor gave one. */
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type Recall = z.infer<typeof recallSchema>;

/** `value` of a refused bet or deposit: which limit, its size and what it already holds. */
export const rgRefusalSchema = z.object({
  limit: z.enum(['deposit', 'loss', 'wager', 'session', 'exclusion']),
  period: z.enum(LIMIT_PERIODS).nullable(),
  amount: z.number().nullable(),
  used: z.number().nullable(),
  until: instant.nullable(),
});
export type RgRefusal = z.infer<typeof rgRefusalSchema>;

// Operator API.
export const operatorExclusionRequestSchema = z.object({
  duration: z.enum([...TIMEOUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS]),
  reason: z.string().trim().min(3, 'give a reason').max(500),
});
export type OperatorExclusionRequest = z.infer<typeof operatorExclusionRequestSchema>;

export const operatorResponsibleSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  state: responsibleStateSchema,
  exclusions: z.array(
    exclusionStateSchema.extend({
      createdBy: z.enum(['member', 'operator']),
      operatorId: z.number().int().nullable(),
      reason: z.string().nullable(),
      endedAt: instant.nullable(),
    }),
  ),
  history: z.array(
    z.object({
      at: instant,
      event: z.string(),
      operatorId: z.number().int().nullable(),
      detail: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type OperatorResponsible = z.infer<typeof operatorResponsibleSchema>;

const pathId = z.coerce.number().int().positive().max(2_147_483_647);
export const adminMemberParamsSchema = z.object({ id: pathId });
export const adminExclusionParamsSchema = z.object({ id: pathId, exclusionId: pathId });
