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

export function demoCatalogue(options?: { bingo?: boolean }): CatalogueEntry[];
