import type { CatalogueRows, GameRow, VendorRow } from './games.repository.js';

// The brand's catalogue held in memory: its enabled vendors and the games it shows, indexed by category
// and vendor in the list's order, so that a page, its total and a name search are answered without the
// database (decision record 039).

/** A game of the catalogue: the row, with its names lower-cased once for search. */
export type CatalogueGame = GameRow & { readonly searchNames: Readonly<Record<string, string>> };

/** The filters of the game query, as the list applies them. */
export type CatalogueFilter = {
  gameType?: string | undefined;
  vendorCode?: string | undefined;
  classify?: string | undefined;
  /** Minor units; games whose minimum bet is exactly this. */
  minBet?: bigint | undefined;
  minLineNum?: number | undefined;
  /** Text found anywhere in the name in `language` (else in `fallback`) or in `fallback`, in any case. */
  nameText?: string | undefined;
  language: string;
  fallback: string;
};

export type Catalogue = {
  /** Enabled vendor entries, hot first, then in the operator's order. */
  readonly vendors: readonly VendorRow[];
  /** The games the brand shows (game and vendor entry enabled), by sort order then id. */
  readonly games: readonly CatalogueGame[];
  readonly byType: ReadonlyMap<string, readonly CatalogueGame[]>;
  readonly byVendor: ReadonlyMap<string, readonly CatalogueGame[]>;
  /** Category, then vendor code. */
  readonly byTypeAndVendor: ReadonlyMap<string, ReadonlyMap<string, readonly CatalogueGame[]>>;
  /** The games whose names (in any language) hold each piece of two or three characters, in list order. */
  readonly byNamePiece: ReadonlyMap<string, readonly CatalogueGame[]>;
};

/** The longest piece of a name the search index keeps: a search text is looked up by its rarest piece. */
const PIECE = 3;

const NONE: readonly CatalogueGame[] = [];

/** Case folding of names and search text: the same function on both sides. */
export const foldCase = (text: string): string => text.toLowerCase();

function pushTo<K>(map: Map<K, CatalogueGame[]>, key: K, game: CatalogueGame) {
  const list = map.get(key);
  if (list) list.push(game);
  else map.set(key, [game]);
}

/** The pieces of two and three characters of a text (JavaScript characters, the same for names and texts). */
function piecesOf(text: string, into: Set<string>): Set<string> {
  for (let length = 2; length <= PIECE; length++)
    for (let at = 0; at + length <= text.length; at++) into.add(text.slice(at, at + length));
  return into;
}

/** Builds the catalogue from its rows (games already in the list's order). */
export function buildCatalogue(rows: CatalogueRows): Catalogue {
  const byType = new Map<string, CatalogueGame[]>();
  const byVendor = new Map<string, CatalogueGame[]>();
  const byTypeAndVendor = new Map<string, Map<string, CatalogueGame[]>>();
  const byNamePiece = new Map<string, CatalogueGame[]>();
  const games = rows.games.map((row): CatalogueGame => {
    const searchNames: Record<string, string> = {};
    for (const [language, name] of Object.entries(row.name)) {
      if (typeof name === 'string') searchNames[language] = foldCase(name);
    }
    return { ...row, searchNames };
  });
  for (const game of games) {
    pushTo(byType, game.gameType, game);
    pushTo(byVendor, game.vendorCode, game);
    let vendors = byTypeAndVendor.get(game.gameType);
    if (!vendors) byTypeAndVendor.set(game.gameType, (vendors = new Map<string, CatalogueGame[]>()));
    pushTo(vendors, game.vendorCode, game);
    const pieces = new Set<string>();
    for (const name of Object.values(game.searchNames)) piecesOf(name, pieces);
    for (const piece of pieces) pushTo(byNamePiece, piece, game);
  }
  return { vendors: rows.vendors, games, byType, byVendor, byTypeAndVendor, byNamePiece };
}

/** The games of one vendor entry (category and vendor code). */
export const gamesOf = (
  catalogue: Catalogue,
  gameType: string,
  vendorCode: string,
): readonly CatalogueGame[] => catalogue.byTypeAndVendor.get(gameType)?.get(vendorCode) ?? NONE;

/** The games narrowed by category and vendor, the two filters an index answers. */
function narrowed(catalogue: Catalogue, gameType?: string, vendorCode?: string): readonly CatalogueGame[] {
  if (gameType !== undefined && vendorCode !== undefined) return gamesOf(catalogue, gameType, vendorCode);
  if (gameType !== undefined) return catalogue.byType.get(gameType) ?? NONE;
  if (vendorCode !== undefined) return catalogue.byVendor.get(vendorCode) ?? NONE;
  return catalogue.games;
}

/**
 * The name a caller sees (their language, else the brand's) or the brand's language's name contains the
 * text: the rule the list has always searched by.
 */
function nameHas(game: CatalogueGame, text: string, language: string, fallback: string): boolean {
  const names = game.searchNames;
  const seen = names[language] ?? names[fallback];
  if (seen?.includes(text)) return true;
  const brands = names[fallback];
  return brands !== undefined && brands !== seen && brands.includes(text);
}

/**
 * The games that may hold the text: those holding its rarest piece, a few among thousands (a game holding
 * the text holds every piece of it). Undefined for a text of one character, which is searched in full.
 */
function nameCandidates(catalogue: Catalogue, text: string): readonly CatalogueGame[] | undefined {
  if (text.length < 2) return undefined;
  let rarest: readonly CatalogueGame[] | undefined;
  for (const piece of piecesOf(text, new Set())) {
    if (piece.length < Math.min(PIECE, text.length)) continue;
    const holding = catalogue.byNamePiece.get(piece) ?? NONE;
    if (rarest === undefined || holding.length < rarest.length) rarest = holding;
  }
  return rarest;
}

/** How many filters' matches a catalogue remembers (each a list of references, at most the catalogue). */
const REMEMBERED_FILTERS = 256;
const remembered = new WeakMap<Catalogue, Map<string, readonly CatalogueGame[]>>();

/**
 * Every game matching the filter, in the list's order. A catalogue does not change (a change builds a new
 * one), so the matches of a filter are remembered with it: the pages after the first, and the next
 * visitor's, are a slice.
 */
export function matchingGames(catalogue: Catalogue, filter: CatalogueFilter): readonly CatalogueGame[] {
  let known = remembered.get(catalogue);
  if (!known) remembered.set(catalogue, (known = new Map<string, readonly CatalogueGame[]>()));
  const key = JSON.stringify([
    filter.gameType,
    filter.vendorCode,
    filter.classify,
    filter.minBet?.toString(),
    filter.minLineNum,
    filter.nameText,
    filter.language,
    filter.fallback,
  ]);
  let games = known.get(key);
  if (!games) {
    // Many distinct searches only ever cost the memory of this many.
    if (known.size >= REMEMBERED_FILTERS) known.clear();
    games = scanGames(catalogue, filter);
    known.set(key, games);
  }
  return games;
}

function scanGames(catalogue: Catalogue, filter: CatalogueFilter): readonly CatalogueGame[] {
  const { gameType, vendorCode, classify, minBet, minLineNum, nameText, language, fallback } = filter;
  const tests: ((game: CatalogueGame) => boolean)[] = [];
  const text = nameText === undefined ? undefined : foldCase(nameText);
  const candidates = text === undefined ? undefined : nameCandidates(catalogue, text);
  if (candidates) {
    if (gameType !== undefined) tests.push((g) => g.gameType === gameType);
    if (vendorCode !== undefined) tests.push((g) => g.vendorCode === vendorCode);
  }
  if (classify !== undefined) tests.push((g) => g.classify === classify);
  if (minBet !== undefined) tests.push((g) => g.minBet === minBet);
  if (minLineNum !== undefined) tests.push((g) => g.lineNum >= minLineNum);
  if (text !== undefined) tests.push((g) => nameHas(g, text, language, fallback));
  const games = candidates ?? narrowed(catalogue, gameType, vendorCode);
  if (tests.length === 0) return games;
  return games.filter((g) => tests.every((test) => test(g)));
}

/** The first `limit` hot games, optionally of one category or vendor, in the list's order. */
export function hotGames(
  catalogue: Catalogue,
  filter: { gameType?: string | undefined; vendorCode?: string | undefined },
  limit: number,
): CatalogueGame[] {
  const hot: CatalogueGame[] = [];
  for (const game of narrowed(catalogue, filter.gameType, filter.vendorCode)) {
    if (hot.length >= limit) break;
    if (game.isHot) hot.push(game);
  }
  return hot;
}
