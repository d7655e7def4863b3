// The sportsbook's vocabulary, shared by its pricing, its markets, its settlement and its feed. Pure:
// nothing here touches the database, the clock or the network.

/** The sports the book offers: three sports and three e-sports titles. */
export const SPORTS = ['football', 'basketball', 'tennis', 'efootball', 'moba', 'shooter'] as const;
export type Sport = (typeof SPORTS)[number];
/** The e-sports titles (listed under E-sports; the rest under Sports). */
export const ESPORTS: readonly Sport[] = ['efootball', 'moba', 'shooter'];

/**
 * Where a fixture is. `postponed`, `abandoned` and `cancelled` void every bet on it (a parlay is recomputed
 * without the leg); `finished` settles from the result.
 */
export const FIXTURE_STATUSES = [
  'scheduled',
  'live',
  'finished',
  'postponed',
  'abandoned',
  'cancelled',
] as const;
export type FixtureStatus = (typeof FIXTURE_STATUSES)[number];

/** Goals (football, e-football), points (basketball), sets (tennis) or maps (MOBA, shooter). */
export type Score = { home: number; away: number };

/**
 * What the pricing model knows of a fixture before it starts: the expected score of each side, or the
 * chance of one side winning a set or a map, and the length of the match.
 */
export type FixtureModel =
  | { sport: 'football' | 'efootball'; homeGoals: number; awayGoals: number }
  | { sport: 'basketball'; homePoints: number; awayPoints: number }
  | { sport: 'tennis'; pSetHome: number; bestOf: 3 | 5 }
  | { sport: 'moba' | 'shooter'; pMapHome: number; bestOf: 1 | 3 | 5 };

/** A fixture as it stands: the pricing model reprices from it, the pages show it. */
export type LiveState = {
  status: FixtureStatus;
  score: Score;
  /** Per half, quarter, set or map, in order; the last one is in progress while the fixture is live. */
  periods: Score[];
  /** The share of the match played, 0 before the start, 1 at the end (football and basketball clocks). */
  elapsed: number;
  /** What the live section shows ("67'", "Q3 05:12", "Set 2", "Map 2"); null before the start. */
  clock: string | null;
};

/** The result a fixture settles from: a final score, or a status that voids its bets. */
export type FixtureResult =
  | { status: 'finished'; score: Score; periods: Score[] }
  | { status: 'postponed' | 'abandoned' | 'cancelled' };

/**
 * Market types. `line` is in hundredths (so -0.25 is -25): the home side's handicap for `ah` and
 * `map_ah`, the total for `ou` and `maps_ou`; null for the others.
 * - `1x2`: home, draw, away (football, e-football). `winner`: home, away.
 * - `ah`: Asian handicap on the score, quarter lines included (selections home, away).
 * - `ou`: total of the score over or under the line, quarter lines included.
 * - `btts`: both teams to score, yes or no. `cs`: correct score (`h-a`, or `other`).
 * - `map_ah`, `maps_ou`: handicap and total on maps (MOBA, shooter).
 * Every market settles on the final score (extra time and overtime excluded for football, included for
 * basketball).
 */
export const MARKET_TYPES = ['1x2', 'winner', 'ah', 'ou', 'btts', 'cs', 'map_ah', 'maps_ou'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** A market as offered: its type and line. */
export type MarketSpec = { type: MarketType; line: number | null };

/** The chances of each outcome of a selection at settlement (they add up to 1). */
export type OutcomeChances = { win: number; halfWin: number; void: number; halfLose: number; lose: number };

/** A selection as priced: its key, its decimal odds in thousandths (1.95 is 1950), and its fair chances. */
export type PricedSelection = { key: string; odds: number; chances: OutcomeChances };

/** A market with its selections priced. */
export type PricedMarket = MarketSpec & { selections: PricedSelection[] };

/** How a selection settles. A half outcome is a quarter line that half won (or half lost). */
export const OUTCOMES = ['win', 'lose', 'void', 'half-win', 'half-lose'] as const;
export type Outcome = (typeof OUTCOMES)[number];
