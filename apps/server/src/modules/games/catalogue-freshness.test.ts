import { API, LANGUAGES, type GameItem } from '@platform/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { games, gameVendors, merchants } from '../../db/schema.js';
import type { Brand } from '../../lib/context.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { CATALOGUE_CHECK_MS } from './catalogue-store.js';
import { createGamesRepository } from './games.repository.js';
import { createGamesService } from './games.service.js';

// The catalogue answers from memory: a change written to the database by anything but this process's
// catalogue writers (here, statements of the test, as another API process or the command line would
// write) is seen once the check interval has passed on the injected clock, which stands still otherwise.

let t: TestApp;
const base = Date.now();
let offsetMs = 0;
let demoId: number;

type List = { games: GameItem[]; totalPages: number; totalCount: number };
type Card = { vassalage: string; gameCount: number; maintenance: boolean };
type Lane = { gameClassify: string; cards: Card[] };
type Menus = { menus: { gameType: string; vendors: { vendor: string; maintenance: boolean }[] }[] };

const later = (ms = CATALOGUE_CHECK_MS) => {
  offsetMs += ms;
};
const db = () => t.app.database.db;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function list(query: string, headers: Record<string, string> = {}): Promise<List> {
  const res = await get(`${API.gameList}?${query}`, headers);
  expect(res.statusCode, query).toBe(200);
  return json(res).value as List;
}
const ids = (page: List) => page.games.map((g) => g.id);
const hot = async (query: string) =>
  (json(await get(`${API.hotGames}?${query}`)).value.list as GameItem[]).map((g) => g.id);
const lanes = async (): Promise<Lane[]> => json(await get(API.gameVendor)).value.data.lanes as Lane[];
const card = (all: Lane[], category: string, vendor: string) =>
  all.find((l) => l.gameClassify === category)?.cards.find((c) => c.vassalage === vendor);
const menus = async () => (await get(API.gameMenus)).json<Menus>().menus;
const vendorCount = async (vendor: string, category: string) => {
  const res = await get(`${API.vassGameType}?vassalage=${vendor}&gameType=${category}`);
  return res.statusCode === 200 ? (json(res).value.totalCount as number) : res.statusCode;
};

async function gameId(vendorCode: string, gameCode: string): Promise<number> {
  const [row] = await db()
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, demoId), eq(games.vendorCode, vendorCode), eq(games.gameCode, gameCode)));
  if (!row) throw new Error(`no game ${vendorCode}/${gameCode}`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(base + offsetMs) });
  const [demo] = await db().select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
  demoId = demo!.id;
});
afterAll(async () => t.close());

describe('the catalogue kept in memory', () => {
  it('drops a game switched off elsewhere from pages, totals, search, hot games and counts after the interval', async () => {
    const dice = await gameId('LOTUS', 'lucky-dice');
    const vendorPage = 'gameType=RNG&vassalage=LOTUS&pageSize=50';
    const search = 'vassalage=LOTUS&gameName=LUCKY%20dice';
    const before = { page: await list(vendorPage), slots: await list('gameType=RNG'), lanes: await lanes() };
    expect(ids(before.page)).toContain(dice);
    expect(ids(await list(search))).toEqual([dice]);
    expect(await hot('vassalage=LOTUS')).toContain(dice);
    const count = card(before.lanes, 'RNG', 'LOTUS')!.gameCount;
    expect(await vendorCount('LOTUS', 'RNG')).toBe(count);

    await db().update(games).set({ enabled: false }).where(eq(games.id, dice));
    // Within the interval the answers still come from memory.
    later(CATALOGUE_CHECK_MS - 1);
    expect(ids(await list(vendorPage))).toContain(dice);

    later(1);
    const after = await list(vendorPage);
    expect(ids(after)).toEqual(ids(before.page).filter((id) => id !== dice));
    expect(after.totalCount).toBe(before.page.totalCount - 1);
    expect((await list('gameType=RNG')).totalCount).toBe(before.slots.totalCount - 1);
    expect(await list(search)).toEqual({ games: [], totalPages: 0, totalCount: 0 });
    expect(await hot('vassalage=LOTUS')).not.toContain(dice);
    expect(card(await lanes(), 'RNG', 'LOTUS')!.gameCount).toBe(count - 1);
    expect(await vendorCount('LOTUS', 'RNG')).toBe(count - 1);

    await db().update(games).set({ enabled: true }).where(eq(games.id, dice));
    later();
    expect(await list(vendorPage)).toEqual(before.page);
    expect(ids(await list(search))).toEqual([dice]);
  });

  it('finds a game renamed elsewhere by its new name, in every language, and no longer by its old one', async () => {
    const hunter = await gameId('LOTUS', 'ocean-hunter');
    const [row] = await db().select({ name: games.name }).from(games).where(eq(games.id, hunter));
    const find = async (text: string, language: string) =>
      (await list(`vassalage=LOTUS&gameName=${encodeURIComponent(text)}&language=${language}`)).games;
    expect((await find('ocean hunter', 'EN')).map((g) => g.id)).toEqual([hunter]);

    await db()
      .update(games)
      .set({ name: { EN: 'Abyss Raider', CN: '深渊掠夺者' } })
      .where(eq(games.id, hunter));
    later();
    expect((await find('ABYSS raid', 'EN')).map((g) => [g.id, g.name])).toEqual([[hunter, 'Abyss Raider']]);
    // Without a Thai or Indonesian name the English one is shown and found.
    expect((await find('abyss', 'ID')).map((g) => [g.id, g.name])).toEqual([[hunter, 'Abyss Raider']]);
    expect((await find('raider', 'TH')).map((g) => g.id)).toEqual([hunter]);
    expect((await find('深渊', 'CN')).map((g) => [g.id, g.name])).toEqual([[hunter, '深渊掠夺者']]);
    expect(await find('ocean hunter', 'EN')).toEqual([]);
    expect(await find('นักล่าแห่งมหาสมุทร', 'TH')).toEqual([]);
    expect(await find('海洋猎人', 'CN')).toEqual([]);

    await db().update(games).set({ name: row!.name }).where(eq(games.id, hunter));
    later();
    expect((await find('นักล่าแห่งมหาสมุทร', 'TH')).map((g) => g.id)).toEqual([hunter]);
    expect((await find('THỢ SĂN', 'VI')).map((g) => g.name)).toEqual(['Thợ Săn Đại Dương']);
  });

  it('follows a vendor put into maintenance or switched off elsewhere', async () => {
    const orchid = and(eq(gameVendors.merchantId, demoId), eq(gameVendors.code, 'ORCHID'));
    const tables = await list('gameType=LIVE&vassalage=ORCHID&pageSize=50');
    const live = await list('gameType=LIVE');
    expect(tables.totalCount).toBeGreaterThan(0);
    expect(tables.games.some((g) => g.maintenance)).toBe(false);

    await db().update(gameVendors).set({ maintenance: true }).where(orchid);
    later();
    const closed = await list('gameType=LIVE&vassalage=ORCHID&pageSize=50');
    expect(ids(closed)).toEqual(ids(tables));
    expect(closed.games.every((g) => g.maintenance)).toBe(true);
    expect(card(await lanes(), 'LIVE', 'ORCHID')!.maintenance).toBe(true);
    const liveMenu = (await menus()).find((m) => m.gameType === 'LIVE')!;
    expect(liveMenu.vendors.find((v) => v.vendor === 'ORCHID')!.maintenance).toBe(true);

    await db().update(gameVendors).set({ maintenance: false, enabled: false }).where(orchid);
    later();
    expect(await list('gameType=LIVE&vassalage=ORCHID')).toEqual({ games: [], totalPages: 0, totalCount: 0 });
    expect((await list('gameType=LIVE')).totalCount).toBe(live.totalCount - tables.totalCount);
    expect(card(await lanes(), 'LIVE', 'ORCHID')).toBeUndefined();
    expect((await menus()).flatMap((m) => m.vendors.map((v) => v.vendor))).not.toContain('ORCHID');
    expect(await vendorCount('ORCHID', 'LIVE')).toBe(404);

    await db().update(gameVendors).set({ enabled: true }).where(orchid);
    later();
    expect(await list('gameType=LIVE&vassalage=ORCHID&pageSize=50')).toEqual(tables);
  });

  it('lists, counts and finds a game added elsewhere, and forgets it once deleted', async () => {
    const vendorPage = 'gameType=RNG&vassalage=LOTUS&pageSize=50';
    const before = await list(vendorPage);
    const [added] = await db()
      .insert(games)
      .values({
        merchantId: demoId,
        vendorCode: 'LOTUS',
        gameType: 'RNG',
        gameCode: 'starfall-riches',
        name: { EN: 'Starfall Riches' },
        classify: 'SC',
        minBet: 1n,
        lineNum: 25,
        imageUrl: '/art/games/LOTUS/starfall-riches.svg',
        engine: 'slot',
        isHot: true,
        sort: -1,
      })
      .returning({ id: games.id });
    later();
    const after = await list(vendorPage);
    expect(after.totalCount).toBe(before.totalCount + 1);
    // The lowest sort order puts it first.
    expect(after.games[0]).toMatchObject({
      id: added!.id,
      name: 'Starfall Riches',
      isHot: true,
      minBet: 0.01,
    });
    expect(ids(await list('gameName=starfall'))).toEqual([added!.id]);
    expect(await hot('vassalage=LOTUS')).toContain(added!.id);

    await db().delete(games).where(eq(games.id, added!.id));
    later();
    expect(await list(vendorPage)).toEqual(before);
    expect((await list('gameName=starfall')).totalCount).toBe(0);
  });

  it('sees a change told by a writer of this process at once, without waiting for the interval', async () => {
    const service = createGamesService({
      repo: createGamesRepository(db()),
      now: () => base + offsetMs,
    });
    const brand = { id: demoId, defaultLanguage: 'EN', languages: [...LANGUAGES] } as Brand;
    const query = { vassalage: 'LOTUS', gameName: 'lotus fortune', pageNo: 1, pageSize: 14 };
    const fortune = await gameId('LOTUS', 'lotus-fortune');
    expect(ids(await service.gameList(brand, null, 'EN', query))).toEqual([fortune]);

    await db().update(games).set({ enabled: false }).where(eq(games.id, fortune));
    expect(ids(await service.gameList(brand, null, 'EN', query))).toEqual([fortune]);
    service.catalogueChanged(brand);
    expect(await service.gameList(brand, null, 'EN', query)).toEqual({
      games: [],
      totalPages: 0,
      totalCount: 0,
    });

    await db().update(games).set({ enabled: true }).where(eq(games.id, fortune));
    service.catalogueChanged(brand);
    expect(ids(await service.gameList(brand, null, 'EN', query))).toEqual([fortune]);
  });
});

/** The game query as the database answers it (the list's rule, written as SQL): every matching id in order. */
async function idsInDatabase(filter: {
  gameType?: string;
  vendorCode?: string;
  classify?: string;
  minBet?: bigint;
  minLineNum?: number;
  text?: string;
  language: string;
}): Promise<number[]> {
  const where: SQL[] = [sql`g.merchant_id = ${demoId}`, sql`g.enabled`, sql`v.enabled`];
  if (filter.gameType) where.push(sql`g.game_type = ${filter.gameType}`);
  if (filter.vendorCode) where.push(sql`g.vendor_code = ${filter.vendorCode}`);
  if (filter.classify) where.push(sql`g.classify = ${filter.classify}`);
  if (filter.minBet !== undefined) where.push(sql`g.min_bet = ${filter.minBet}`);
  if (filter.minLineNum !== undefined) where.push(sql`g.line_num >= ${filter.minLineNum}`);
  if (filter.text !== undefined) {
    const pattern = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(coalesce(g.name ->> ${filter.language}, g.name ->> 'EN') ilike ${pattern}
      or g.name ->> 'EN' ilike ${pattern})`);
  }
  const rows = await rowsOf<{ id: number }>(
    db(),
    sql`select g.id from games g
      join game_vendors v on v.merchant_id = g.merchant_id and v.code = g.vendor_code and v.category = g.game_type
      where ${sql.join(where, sql` and `)} order by g.sort, g.id`,
  );
  return rows.map((r) => Number(r.id));
}

describe('answers as the database query gives them', () => {
  const cases: { query: string; filter: Parameters<typeof idsInDatabase>[0] }[] = [
    { query: 'gameType=RNG', filter: { gameType: 'RNG', language: 'EN' } },
    { query: '', filter: { language: 'EN' } },
    { query: 'vassalage=lotus', filter: { vendorCode: 'LOTUS', language: 'EN' } },
    { query: 'vassalage=ALL&gameType=LIVE', filter: { gameType: 'LIVE', language: 'EN' } },
    { query: 'gameType=RNG&gameClassify=JP', filter: { gameType: 'RNG', classify: 'JP', language: 'EN' } },
    { query: 'gameType=RNG&minBet=0.05', filter: { gameType: 'RNG', minBet: 5n, language: 'EN' } },
    { query: 'minLineNum=243', filter: { minLineNum: 243, language: 'EN' } },
    {
      query: 'gameType=FISH&vassalage=NOPE',
      filter: { gameType: 'FISH', vendorCode: 'NOPE', language: 'EN' },
    },
    {
      query: 'gameType=RNG&vassalage=GOLDPEAK&gameClassify=SC&minBet=0.01&minLineNum=20',
      filter: {
        gameType: 'RNG',
        vendorCode: 'GOLDPEAK',
        classify: 'SC',
        minBet: 1n,
        minLineNum: 20,
        language: 'EN',
      },
    },
    ...(
      [
        ['a', 'EN'],
        ['DRAGON', 'EN'],
        ['Fortune', 'ID'],
        ['lotus', 'CN'],
        ['莲花', 'CN'],
        ['百家乐', 'CN'],
        ['บาคาร่า', 'TH'],
        ['baccarat', 'TH'],
        ['TÀI LỘC', 'VI'],
        ['ng', 'TY'],
        ['%', 'EN'],
        ['_', 'EN'],
        ['100%', 'EN'],
      ] as const
    ).map(([text, language]) => ({
      query: `gameName=${encodeURIComponent(text)}&language=${language}`,
      filter: { text, language },
    })),
  ];

  it.each(cases)('$query', async ({ query, filter }) => {
    const expected = await idsInDatabase(filter);
    const first = await list(`${query}&pageSize=50`);
    expect(first.totalCount).toBe(expected.length);
    expect(first.totalPages).toBe(Math.ceil(expected.length / 50));
    expect(ids(first)).toEqual(expected.slice(0, 50));
    const second = await list(`${query}&pageSize=50&pageNo=2`);
    expect(ids(second)).toEqual(expected.slice(50, 100));
    expect(second.totalCount).toBe(expected.length);
  });
});
