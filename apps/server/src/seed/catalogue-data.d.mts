// Types of catalogue-data.mjs (plain JavaScript so the artwork script can import it too).

export type CatalogueEntry = {
  vendor: string;
  /** Category: RNG, FISH, PVP, LIVE, SPORTS, ESPORTS, LOTT, ELOTT, DS88. */
  gameType: string;
  gameCode: string;
  /** By language code; always has EN. */
  name: Partial<Record<string, string>> & { EN: string };
  classify: 'SC' | 'VP' | 'TG' | 'AC' | 'JP' | 'BG' | null;
  engine: 'slot' | 'dice' | 'fish' | 'baccarat' | 'cockfight' | 'none';
  isGame: 'GAME' | 'VASSALAGE';
  /** Minor units. */
  minBet: number;
  lineNum: number;
  isHot: boolean;
  isNew: boolean;
  sort: number;
};

export function slug(text: string): string;

/** Deterministic pseudo-random numbers in [0, 1) seeded from a string, with helpers. */
export type Random = (() => number) & {
  /** An integer from `lo` to `hi`, both included. */
  int(lo: number, hi: number): number;
  pick<T>(list: readonly T[]): T;
  /** Picks from [value, weight] pairs. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T;
  shuffle<T>(list: readonly T[]): T[];
};

export function random(seed: string): Random;

export function demoCatalogue(options?: { bingo?: boolean }): CatalogueEntry[];

/** The in-house lottery's games: one catalogue entry each, under the vendor LOTT or ELOTT. */
export const LOTTERY_GAMES: {
  vendor: 'LOTT' | 'ELOTT';
  gameCode: string;
  name: Record<'EN' | 'CN' | 'ID' | 'TH' | 'TY' | 'VI', string>;
}[];
