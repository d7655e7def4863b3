import { API, gameTileUrl } from '@platform/contracts';
import pg from 'pg';

const MERCHANT = 'demo';

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Jade',
  'Crimson',
  'Royal',
  'Silver',
  'Wild',
  'Mystic',
  'Blazing',
  'Frozen',
  'Thunder',
  'Emerald',
  'Sapphire',
  'Ancient',
  'Electric',
  'Sunset',
  'Midnight',
  'Diamond',
  'Cosmic',
  'Velvet',
  'Savage',
  'Secret',
  'Hidden',
  'Neon',
  'Sacred',
  'Burning',
  'Stellar',
  'Twin',
  'Iron',
];
const NOUNS = [
  'Dragon',
  'Tiger',
  'Phoenix',
  'Fortune',
  'Empire',
  'Treasure',
  'Koi',
  'Panda',
  'Pharaoh',
  'Samurai',
  'Jungle',
  'Ocean',
  'Temple',
  'Kingdom',
  'Lantern',
  'Monkey',
  'Buffalo',
  'Wolf',
  'Pearl',
  'Rhino',
  'Festival',
  'Crown',
  'Harvest',
  'Galaxy',
  'Volcano',
  'Viking',
  'Unicorn',
  'Cherry',
  'Lotus',
  'Meteor',
];
const EDITIONS = ['', 'Deluxe', 'Megaways', 'Rising', 'Legends', 'Hold and Win', 'Link'];
const CLASSIFICATIONS = ['SC', 'SC', 'SC', 'VP', 'TG', 'AC', 'JP'];
/** Minor units: 0.01, 0.05, 0.10, 0.50, 0.75 (the site's minimum-bet filter). */
const MIN_BETS = [1, 5, 10, 50, 75];
const LINES = [5, 9, 10, 20, 25, 30, 40, 50, 243];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type Catalogue = {
  merchantId: number;
  seeded: number;
  added: number;
  total: number;
  /** The brand's RNG vendors and their visible RNG games. */
  rngVendors: { code: string; games: number }[];
  /** English names of the visible RNG games. */
  rngNames: string[];
};

/**
 * Grows the demo brand's catalogue to `target` games with slots spread over its RNG vendors (names,
 * classifications, minimum bets and lines as the seeded ones have), then refreshes the table's statistics.
 * The running server holds the catalogue in memory and sees these rows at its next check (within a
 * second), before the warm-up run ends.
 */
export async function fillCatalogue(databaseUrl: string, target: number): Promise<Catalogue> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const merchant = await db.query<{ id: number }>('select id from merchants where code = $1', [MERCHANT]);
    const merchantId = merchant.rows[0]?.id;
    if (merchantId === undefined) throw new Error(`brand ${MERCHANT} is not in the database`);
    const vendors = (
      await db.query<{ code: string }>(
        `select code from game_vendors where merchant_id = $1 and category = 'RNG' and enabled
         order by sort, id`,
        [merchantId],
      )
    ).rows.map((r) => r.code);
    if (vendors.length === 0) throw new Error('the brand has no RNG vendor');
    const counted = await db.query<{ n: string; sort: number | null }>(
      'select count(*) as n, max(sort) as sort from games where merchant_id = $1',
      [merchantId],
    );
    const seeded = Number(counted.rows[0]?.n ?? 0);
    const firstSort = (counted.rows[0]?.sort ?? 0) + 1;

    const rows = { vendor: [] as string[], code: [] as string[], name: [] as string[] };
    const more = { classify: [] as string[], minBet: [] as number[], lines: [] as number[] };
    const extra = { image: [] as string[], isNew: [] as boolean[], sort: [] as number[] };
    for (let n = 0; n < Math.max(0, target - seeded); n++) {
      const adjective = ADJECTIVES[n % ADJECTIVES.length] ?? '';
      const noun = NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length] ?? '';
      const edition = EDITIONS[Math.floor(n / (ADJECTIVES.length * NOUNS.length))] ?? `${n}`;
      const name = [adjective, noun, edition].filter(Boolean).join(' ');
      const vendor = vendors[(n * 7) % vendors.length] ?? '';
      // A vendor's own code for the game: the name and a number, never one of the seeded codes.
      const code = `${slug(name)}-${1001 + n}`;
      rows.vendor.push(vendor);
      rows.code.push(code);
      rows.name.push(name);
      more.classify.push(CLASSIFICATIONS[n % CLASSIFICATIONS.length] ?? 'SC');
      more.minBet.push(MIN_BETS[(n * 3) % MIN_BETS.length] ?? 1);
      more.lines.push(LINES[(n * 5) % LINES.length] ?? 20);
      extra.image.push(gameTileUrl(vendor, code));
      extra.isNew.push(n % 17 === 0);
      extra.sort.push(firstSort + n);
    }
    const inserted = await db.query(
      `insert into games (merchant_id, vendor_code, game_type, game_code, name, classify, min_bet, line_num,
         image_url, is_game, engine, is_hot, is_new, enabled, sort)
       select $1, t.vendor, 'RNG', t.code, jsonb_build_object('EN', t.name), t.classify, t.min_bet, t.lines,
         t.image, 'GAME', 'slot', false, t.is_new, true, t.sort
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::int[], $8::text[],
         $9::bool[], $10::int[]) as t(vendor, code, name, classify, min_bet, lines, image, is_new, sort)
       on conflict do nothing`,
      [
        merchantId,
        rows.vendor,
        rows.code,
        rows.name,
        more.classify,
        more.minBet,
        more.lines,
        extra.image,
        extra.isNew,
        extra.sort,
      ],
    );
    await db.query('analyze games');

    const total = await db.query<{ n: string }>('select count(*) as n from games where merchant_id = $1', [
      merchantId,
    ]);
    const perVendor = await db.query<{ code: string; n: string }>(
      `select g.vendor_code as code, count(*) as n from games g
       join game_vendors v on v.merchant_id = g.merchant_id and v.code = g.vendor_code and v.category = g.game_type
       where g.merchant_id = $1 and g.game_type = 'RNG' and g.enabled and v.enabled
       group by g.vendor_code order by g.vendor_code`,
      [merchantId],
    );
    const names = await db.query<{ name: string }>(
      `select name ->> 'EN' as name from games
       where merchant_id = $1 and game_type = 'RNG' and enabled and name ? 'EN'`,
      [merchantId],
    );
    return {
      merchantId,
      seeded,
      added: inserted.rowCount ?? 0,
      total: Number(total.rows[0]?.n ?? 0),
      rngVendors: perVendor.rows.map((r) => ({ code: r.code, games: Number(r.n) })),
      rngNames: names.rows.map((r) => r.name),
    };
  } finally {
    await db.end();
  }
}

/** A deterministic shuffle (the same order on every run). */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  let seed = 20_260_101;
  for (let i = out.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const LANGUAGES = ['EN', 'CN', 'ID', 'TH', 'TY', 'VI'];
const PAGE_SIZE = 14;
const listPath = (query: Record<string, string | number>) =>
  `${API.gameList}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/** One vendor's first page, as the /rng lobby asks for it. */
export const vendorPagePath = (vendor: string) =>
  listPath({ gameType: 'RNG', vassalage: vendor, pageNo: 1, pageSize: PAGE_SIZE, language: 'EN' });

/** A search across every RNG vendor. */
export const searchPath = (text: string) =>
  listPath({ gameType: 'RNG', gameName: text, pageNo: 1, pageSize: PAGE_SIZE, language: 'EN' });

/**
 * Paths that each ask something different: every page of every RNG vendor and of all vendors together,
 * in each of the brand's languages, in a fixed shuffled order. Asked round-robin, a path comes back only
 * after all the others, so no answer kept per path (the server keeps none for the game list) could serve
 * it.
 */
export function pagePaths(catalogue: Catalogue): string[] {
  const paths: string[] = [];
  const all = catalogue.rngVendors.reduce((n, v) => n + v.games, 0);
  for (const language of LANGUAGES) {
    for (const vendor of catalogue.rngVendors)
      for (let page = 1; page <= Math.ceil(vendor.games / PAGE_SIZE); page++)
        paths.push(
          listPath({ gameType: 'RNG', vassalage: vendor.code, pageNo: page, pageSize: PAGE_SIZE, language }),
        );
    for (let page = 1; page <= Math.ceil(all / PAGE_SIZE); page++)
      paths.push(listPath({ gameType: 'RNG', pageNo: page, pageSize: PAGE_SIZE, language }));
  }
  return shuffled(paths);
}

/**
 * Searches that each ask something different: parts (3 to 7 letters) of the catalogue's game names, in each
 * of the brand's languages (a name without a translation is found by its default-language name).
 */
export function searchPaths(catalogue: Catalogue, max = 6_000): string[] {
  const parts = new Set<string>();
  for (const name of catalogue.rngNames) {
    const lower = name.toLowerCase();
    for (let length = 3; length <= 7; length++)
      for (let at = 0; at + length <= lower.length; at += 3) {
        const part = lower.slice(at, at + length);
        if (/^[a-z]/.test(part) && !part.endsWith(' ')) parts.add(part);
      }
  }
  const paths: string[] = [];
  for (const part of shuffled([...parts]))
    for (const language of LANGUAGES)
      paths.push(listPath({ gameType: 'RNG', gameName: part, pageNo: 1, pageSize: PAGE_SIZE, language }));
  return shuffled(paths).slice(0, max);
}

/** Round-robin over `paths`, shared by every connection. */
export function roundRobin(paths: string[]): () => string {
  let i = 0;
  return () => paths[i++ % paths.length] ?? '/';
}
