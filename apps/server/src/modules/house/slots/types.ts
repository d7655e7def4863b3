// The slot engine's game definitions and the outcome of a spin (docs/house-games.md, "Slots").
// One engine plays every slot of the catalogue from its definition. This file runs in the browser too
// (the slot page and the verify page), so it imports nothing from Node.
//
// Units. A bet is `{ coin }` in minor units; the stake is coin × `bet.cost`. Symbol pays are in coins:
// for a lines game a coin is the line bet (a line pays `pays[count]` coins), for a ways game each way
// pays `pays[count]` coins. Scatter pays are in total stakes. Hold-and-win coin values are in coins and
// its fixed jackpots in total stakes, so every amount is an integer number of minor units.

/** Text in the languages of the site: English and Chinese always, the others where written. */
export type SlotText = { EN: string; CN: string; TH?: string; VI?: string; ID?: string; TY?: string };

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter' | 'coin';

export interface SlotSymbolDef {
  /** 1–3 characters, unique in the game; the strips and the outcome's windows use it. */
  id: string;
  name: { EN: string; CN: string };
  /**
   * regular: pays on lines or ways; wild: stands in for every regular symbol (and pays its own runs when it
   * has pays); scatter: pays anywhere in the window (in total stakes) and awards free spins; coin: the
   * hold-and-win bonus symbol (pays nothing by itself).
   */
  kind: SlotSymbolKind;
  /** Key of the symbol art library (e.g. 'dragon', 'rank-a', 'wild', 'scatter', 'coin'). */
  art: string;
  /**
   * Pays by count: `pays[n]` for a run of n (lines, ways: n reels from the left; scatter: n anywhere).
   * Counts without an entry pay nothing; a scatter count above the largest entry pays as the largest.
   */
  pays: Readonly<Record<number, number>>;
  /** A wild's multiplier: a win it takes part in is multiplied by it (several wilds multiply together). */
  multiplier?: number;
}

export type SlotPayModel =
  /** Fixed paylines: each line is the row (0 = top) on each reel; wins pay left to right. */
  | { kind: 'lines'; lines: readonly (readonly number[])[] }
  /** All ways: a symbol on adjacent reels from the left, any row; ways = product of its counts per reel. */
  | { kind: 'ways' };

export type SlotJackpotName = 'MINI' | 'MINOR' | 'MAJOR' | 'GRAND';

export interface SlotFreeSpins {
  /** Scatters anywhere in the window → free spins awarded (e.g. { 3: 10, 4: 15, 5: 20 }). */
  awards: Readonly<Record<number, number>>;
  /** Every free-spin win is multiplied by this (1 when none). */
  multiplier: number;
  /** Scatters during free spins award again by the same table. */
  retrigger: boolean;
  /** The free spins' own strips (per reel, symbol ids); the base strips when absent. */
  strips?: readonly (readonly string[])[];
}

export interface SlotCascades {
  /**
   * Multiplier of the wins of each step of a spin: step 1 is the spin itself, step 2 the first cascade...
   * the last entry holds for every later step.
   */
  ladder: readonly number[];
  /** The ladder during free spins (the base ladder when absent). */
  freeSpinLadder?: readonly number[];
}

export interface SlotHoldAndWin {
  /** The coin symbol's id. */
  coin: string;
  /** Coins in the base window that start the feature. */
  trigger: number;
  /** Respins granted at the start and again whenever a new coin lands. */
  respins: number;
  /** Chance that a coin lands on an empty cell in a respin: `int(denominator) < numerator`. */
  landing: { numerator: number; denominator: number };
  /** A coin's value: `coins` (in coins) or a fixed jackpot, drawn with these weights. */
  values: readonly { weight: number; coins?: number; jackpot?: Exclude<SlotJackpotName, 'GRAND'> }[];
  /** The fixed jackpots, in total stakes; GRAND is won by filling the whole grid. */
  jackpots: Readonly<Record<SlotJackpotName, number>>;
}

export type SlotVolatility = 'low' | 'medium' | 'high' | 'very high';

/** The game's mathematics as stated on its info page. */
export interface SlotMath {
  /** Return to player, as a fraction (0.9612 = 96.12 %). */
  rtp: number;
  /** exact: computed from the strips and pays; simulation: measured over `spins` spins. */
  method: 'exact' | 'simulation';
  /** The exact value as a fraction of integers, when exact. */
  exact?: { numerator: string; denominator: string };
  /** Spins simulated (fixed seed) for the simulated figures (and for hit frequency and deviation). */
  spins: number;
  /** The 99 % confidence interval of a simulated RTP: [low, high]. */
  interval?: readonly [number, number];
  /** Share of spins that win anything. */
  hitFrequency: number;
  volatility: SlotVolatility;
  /** Standard deviation of a spin's return per unit staked. */
  sd: number;
  /** The largest win of a round, in total stakes (the cap when the game has one). */
  maxWin: number;
}

export interface SlotDefinition {
  /** The catalogue's game code: a slug, unique among all slots. */
  code: string;
  /** The vendor (studio) code. */
  studio: string;
  /** JP: has fixed jackpots (hold-and-win); SC: every other slot. */
  classify: 'SC' | 'JP';
  name: SlotText;
  theme: {
    colours: { top: string; bottom: string; accent: string; second: string };
    description: { EN: string; CN: string };
  };
  grid: { reels: number; rows: number };
  pay: SlotPayModel;
  symbols: readonly SlotSymbolDef[];
  /** The base game's reel strips: per reel, symbol ids from top to bottom (the window wraps). */
  strips: readonly (readonly string[])[];
  features: {
    freeSpins?: SlotFreeSpins;
    cascades?: SlotCascades;
    holdAndWin?: SlotHoldAndWin;
  };
  bet: {
    /** Coins per spin: the number of lines, or the ways game's cost. */
    cost: number;
    /** The coin sizes offered by the page, in minor units (any positive integer coin is accepted). */
    coins: readonly number[];
  };
  /** A round's total win is capped at this many stakes. */
  maxWinStakes: number;
  math: SlotMath;
}

/** A win of one step. Positions are [reel, row] pairs. */
export interface SlotWin {
  symbol: string;
  /** Reels from the left (lines, ways) or symbols anywhere (scatter). */
  count: number;
  /** The payline (1-based), for a lines game. */
  line?: number;
  /** The number of ways (a ways game), wild multipliers included. */
  ways?: number;
  /** Product of the wild multipliers in a line win (1 when none). */
  wildMultiplier: number;
  positions: readonly (readonly [number, number])[];
  /** The win in minor units, every multiplier included. */
  amount: number;
}

/** One step of a spin: the window and its wins; a cascade removes `removed` and the symbols fall. */
export interface SlotStep {
  /** The window reel by reel, top to bottom, as symbol ids. */
  window: string[][];
  wins: SlotWin[];
  /** Cells removed before the next step (cascades only; empty on the last step). */
  removed: (readonly [number, number])[];
  /** The multiplier of this step's wins (cascade ladder × free-spin multiplier). */
  multiplier: number;
  /** Sum of this step's wins, minor units. */
  amount: number;
}

/** One spin (the base spin or a free spin): where the reels stopped and its steps. */
export interface SlotSpin {
  stops: number[];
  steps: SlotStep[];
  scatter: { count: number; amount: number };
  /** Free spins this spin awarded (trigger or retrigger). */
  awarded: number;
  /** Sum of the spin's wins (steps and scatter), minor units. */
  amount: number;
}

export interface SlotHoldAndWinRespin {
  /** The coins on the grid after this respin, reel by reel, top to bottom; null = empty. */
  grid: (SlotCoinValue | null)[][];
  /** Respins left after this one. */
  respinsLeft: number;
}

export interface SlotCoinValue {
  /** Minor units. */
  amount: number;
  jackpot?: Exclude<SlotJackpotName, 'GRAND'>;
}

export interface SlotOutcome {
  game: string;
  coin: number;
  stake: number;
  base: SlotSpin;
  freeSpins?: {
    /** Free spins awarded in total (trigger and retriggers, after the cap). */
    awarded: number;
    retriggers: number;
    multiplier: number;
    spins: SlotSpin[];
    amount: number;
  };
  holdAndWin?: {
    /** The grid when the feature starts (the triggering coins with their values). */
    start: (SlotCoinValue | null)[][];
    respins: SlotHoldAndWinRespin[];
    jackpots: { name: SlotJackpotName; amount: number }[];
    /** Coins and jackpots, minor units. */
    amount: number;
  };
  /** True when the round's win reached the cap and was cut to it. */
  capped: boolean;
  /** The round's payout, minor units. */
  payout: number;
}

export interface SlotBet {
  /** Minor units; the stake is coin × the game's cost. */
  coin: number;
}
