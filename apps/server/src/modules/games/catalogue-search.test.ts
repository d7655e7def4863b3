import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogue, hotGames, matchingGames, type CatalogueFilter } from './catalogue.js';
import type { GameRow } from './games.repository.js';

// The in-memory query against the rule written plainly (a full scan), on generated catalogues: the index
// may only make it faster, never change an answer.

const LANGUAGES = ['EN', 'CN', 'TH', 'VI'] as const;
/** Few letters, so that generated texts often occur in generated names; cases and scripts mixed. */
const letter = fc.constantFrom('a', 'B', 'n', 'G', ' ', 'ộ', 'Ộ', '莲', '花', 'ก', '%', '_', 'ab', 'Ng');
const text = (max: number) =>
  fc.array(letter, { minLength: 1, maxLength: max }).map((parts) => parts.join(''));
const name = fc.record({ EN: text(12), CN: text(6), TH: text(6), VI: text(8) }, { requiredKeys: [] });

const game = fc.record({
  name,
  gameType: fc.constantFrom('RNG', 'FISH', 'LIVE'),
  vendorCode: fc.constantFrom('LOTUS', 'GOLDPEAK'),
  classify: fc.constantFrom('SC', 'JP', null),
  minBet: fc.constantFrom(1n, 5n),
  lineNum: fc.constantFrom(0, 20, 243),
  isHot: fc.boolean(),
});

type Generated = typeof game extends fc.Arbitrary<infer T> ? T : never;

const rowsOf = (games: Generated[]): GameRow[] =>
  games.map((g, i) => ({
    ...g,
    id: i + 1,
    gameCode: `g${i + 1}`,
    imageUrl: '',
    isGame: 'GAME',
    engine: 'slot',
    isNew: false,
    vendorName: g.vendorCode,
    maintenance: false,
  }));

const filter = fc.record(
  {
    gameType: fc.constantFrom('RNG', 'FISH'),
    vendorCode: fc.constantFrom('LOTUS', 'GOLDPEAK', 'NOPE'),
    classify: fc.constantFrom('SC', 'JP'),
    minBet: fc.constantFrom(1n, 5n),
    minLineNum: fc.constantFrom(20, 243),
    nameText: text(4),
  },
  { requiredKeys: [] },
);

/** The list's rule as the database wrote it: `coalesce(name ->> language, name ->> fallback) ilike '%text%' or ...`. */
function plainly(rows: GameRow[], f: CatalogueFilter): number[] {
  const has = (value: string | undefined, t: string) =>
    value !== undefined && value.toLowerCase().includes(t.toLowerCase());
  return rows
    .filter(
      (g) =>
        (f.gameType === undefined || g.gameType === f.gameType) &&
        (f.vendorCode === undefined || g.vendorCode === f.vendorCode) &&
        (f.classify === undefined || g.classify === f.classify) &&
        (f.minBet === undefined || g.minBet === f.minBet) &&
        (f.minLineNum === undefined || g.lineNum >= f.minLineNum) &&
        (f.nameText === undefined ||
          has(g.name[f.language] ?? g.name[f.fallback], f.nameText) ||
          has(g.name[f.fallback], f.nameText)),
    )
    .map((g) => g.id);
}

describe('the in-memory game query', () => {
  it('answers what a full scan by the list rule answers, in the same order', () => {
    fc.assert(
      fc.property(
        fc.array(game, { maxLength: 40 }),
        filter,
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('EN', 'VI'),
        (games, f, language, fallback) => {
          const rows = rowsOf(games);
          const query = { ...f, language, fallback };
          const found = matchingGames(buildCatalogue({ vendors: [], games: rows }), query).map((g) => g.id);
          expect(found).toEqual(plainly(rows, query));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('answers many filters asked again and again on one catalogue as a full scan does', () => {
    fc.assert(
      fc.property(
        fc.array(game, { minLength: 1, maxLength: 40 }),
        fc.array(filter, { minLength: 300, maxLength: 600 }),
        (games, filters) => {
          const rows = rowsOf(games);
          const catalogue = buildCatalogue({ vendors: [], games: rows });
          // More filters than the catalogue remembers, each asked twice: remembered or not, the same answer.
          for (const f of [...filters, ...filters]) {
            const query = { ...f, language: 'EN', fallback: 'EN' };
            expect(matchingGames(catalogue, query).map((g) => g.id)).toEqual(plainly(rows, query));
          }
        },
      ),
      { numRuns: 5 },
    );
  });

  it('answers the hot games in order, at most as many as asked', () => {
    fc.assert(
      fc.property(
        fc.array(game, { maxLength: 40 }),
        fc.record(
          { gameType: fc.constantFrom('RNG', 'FISH'), vendorCode: fc.constant('LOTUS') },
          { requiredKeys: [] },
        ),
        fc.nat(10),
        (games, f, limit) => {
          const rows = rowsOf(games);
          const found = hotGames(buildCatalogue({ vendors: [], games: rows }), f, limit).map((g) => g.id);
          const hot = rows.filter(
            (g) =>
              g.isHot &&
              (f.gameType === undefined || g.gameType === f.gameType) &&
              (f.vendorCode === undefined || g.vendorCode === f.vendorCode),
          );
          expect(found).toEqual(hot.slice(0, limit).map((g) => g.id));
        },
      ),
    );
  });

  it('finds a name by any part of it, whatever its case, and nothing by a part it does not hold', () => {
    const catalogue = buildCatalogue({
      vendors: [],
      games: rowsOf([
        {
          name: { EN: 'Lotus Fortune', CN: '莲花财富', VI: 'Tài Lộc Hoa Sen' },
          gameType: 'RNG',
          vendorCode: 'LOTUS',
          classify: 'SC',
          minBet: 1n,
          lineNum: 20,
          isHot: true,
        },
        {
          name: { EN: 'Neon City' },
          gameType: 'RNG',
          vendorCode: 'GOLDPEAK',
          classify: 'SC',
          minBet: 1n,
          lineNum: 20,
          isHot: false,
        },
      ]),
    });
    const find = (nameText: string, language: string) =>
      matchingGames(catalogue, { nameText, language, fallback: 'EN' }).map((g) => g.id);
    expect(find('TUS FOR', 'EN')).toEqual([1]);
    expect(find('财', 'CN')).toEqual([1]);
    expect(find('花财', 'CN')).toEqual([1]);
    expect(find('LỘC HOA', 'VI')).toEqual([1]);
    // The brand's language's name is searched too, and a name without a translation is found by it.
    expect(find('fortune', 'VI')).toEqual([1]);
    expect(find('neon', 'CN')).toEqual([2]);
    expect(find('n', 'EN')).toEqual([1, 2]);
    // Another language's name than the caller's or the brand's is not searched.
    expect(find('莲花', 'EN')).toEqual([]);
    expect(find('fortunes', 'EN')).toEqual([]);
  });
});
