import { API, GAME_CATEGORIES, GAME_LAUNCH_ERRORS, GAME_PAGE_SIZE, type GameItem } from '@platform/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games, gameVendors, members, merchants, vendorCredentials } from '../../db/schema.js';
import { DEMO_BRAND, DEMO_PASSWORD, defaultSettings, seedBrand } from '../../seed/brands.js';
import { seedCatalogue } from '../../seed/catalogue.js';
import { demoCatalogue } from '../../seed/catalogue-data.js';
import { FISHING_GAMES, SLOT_GAMES, TABLE_GAMES } from '../house/index.js';
import { seedDemoContent, VENDORS } from '../../seed/content.js';
import { createTestApp, json, login, register, uniqueName, type TestApp } from '../../test/test-app.js';
import type { GameLauncher } from './games.service.js';

let t: TestApp;
let offsetMs = 0;
let demoId: number;
let otherId: number;
const OTHER = 'catalogue-two';
const EMPTY = 'catalogue-empty';

type LaunchInput = Parameters<GameLauncher>[0];
const launches: LaunchInput[] = [];
const beforeLaunches: { brandId: number; memberId: number; vendorCode: string }[] = [];

/** Moves the clock past the catalogue caches. */
const later = () => {
  offsetMs += 6_000;
};

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const withToken = (token: string, headers: Record<string, string> = {}) => ({
  authorization: token,
  ...headers,
});

async function newMember(headers: Record<string, string> = {}): Promise<string> {
  const res = await register(t.app, uniqueName('cat'), 'Secret123', {}, headers);
  expect(res.statusCode).toBe(200);
  return json(res).value.token as string;
}

async function gameId(merchantId: number, vendorCode: string, gameCode: string): Promise<number> {
  const [row] = await t.app.database.db
    .select({ id: games.id })
    .from(games)
    .where(
      and(eq(games.merchantId, merchantId), eq(games.vendorCode, vendorCode), eq(games.gameCode, gameCode)),
    );
  if (!row) throw new Error(`no game ${vendorCode}/${gameCode}`);
  return row.id;
}

async function countGames(merchantId: number, gameType?: string): Promise<number> {
  const [row] = await t.app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), gameType ? eq(games.gameType, gameType) : undefined));
  return Number(row?.n ?? 0);
}

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`${API.gameList}?${query}`, headers);
  expect(res.statusCode, query).toBe(200);
  return json(res).value as { games: GameItem[]; totalPages: number; totalCount: number };
};

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(Date.now() + offsetMs),
    loginPerMinute: 1000,
    gameLauncher: async (input) => {
      launches.push(input);
      return `/house/${input.game.engine}/?session=s${launches.length}`;
    },
    beforeLaunch: async (brand, memberId, vendorCode) => {
      beforeLaunches.push({ brandId: brand.id, memberId, vendorCode });
    },
  });
  const db = t.app.database.db;
  const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
  demoId = demo!.id;
  // A second brand with the same vendors and catalogue but no Tagalog, and a brand without games.
  otherId = await seedBrand(db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Catalogue Two',
    isDefault: false,
    languages: ['EN', 'CN'],
    settings: defaultSettings(),
    accounts: [{ username: 'rival88', password: DEMO_PASSWORD, nickname: 'Rival', type: 0 }],
    content: [seedDemoContent, seedCatalogue],
  });
  await seedBrand(db, {
    ...DEMO_BRAND,
    code: EMPTY,
    name: 'No Games',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
});
afterAll(async () => t.close());

describe('seeded catalogue', () => {
  it('gives the demo brand one entry per game of its own: every slot, fishing game, table and room game once', async () => {
    const total = await countGames(demoId);
    expect(total).toBe(demoCatalogue().length);
    for (const category of GAME_CATEGORIES)
      expect(await countGames(demoId, category), category).toBeGreaterThan(0);
    const db = t.app.database.db;
    const rows = await db
      .select({
        vendor: games.vendorCode,
        code: games.gameCode,
        type: games.gameType,
        engine: games.engine,
        url: games.imageUrl,
      })
      .from(games)
      .where(eq(games.merchantId, demoId));
    const codesOf = (engine: string) =>
      rows
        .filter((g) => g.engine === engine)
        .map((g) => g.code)
        .sort();
    // Each in-house engine's entries are its definitions, each listed once under its own studio.
    expect(codesOf('slot')).toEqual(SLOT_GAMES.map((d) => d.code).sort());
    for (const def of SLOT_GAMES)
      expect(rows.find((g) => g.code === def.code)).toMatchObject({ vendor: def.studio, type: 'RNG' });
    expect(codesOf('fish')).toEqual(Object.keys(FISHING_GAMES).sort());
    expect(codesOf('table')).toEqual(TABLE_GAMES.map((d) => d.code).sort());
    expect(codesOf('room')).toEqual(['niu-niu']);
    expect(new Set(rows.map((g) => `${g.vendor}/${g.code}`)).size).toBe(rows.length);
    expect(rows.find((g) => g.code === 'lotus-fortune')?.url).toBe('/art/games/LOTUS/lotus-fortune.svg');
    const byType = (type: string) =>
      [...new Set(rows.filter((e) => e.type === type).map((e) => e.engine))].sort();
    expect(byType('RNG')).toEqual(['dice', 'slot']);
    expect(byType('FISH')).toEqual(['fish']);
    expect(byType('PVP')).toEqual(['baccarat', 'room']);
    expect(byType('LIVE')).toEqual(['none', 'table']);
    expect(byType('DS88')).toEqual(['cockfight']);
    for (const type of ['SPORTS', 'ESPORTS']) expect(byType(type)).toEqual(['sportsbook']);
    for (const type of ['LOTT', 'ELOTT']) expect(byType(type)).toEqual(['none']);
  });

  it('gives every vendor of the brand one random secret, and a second run changes nothing', async () => {
    const db = t.app.database.db;
    const secrets = await db.select().from(vendorCredentials).where(eq(vendorCredentials.merchantId, demoId));
    expect(secrets).toHaveLength(VENDORS.length);
    for (const s of secrets) expect(s.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(secrets.map((s) => s.secret)).size).toBe(VENDORS.length);
    const before = await countGames(demoId);
    await seedCatalogue(db, demoId);
    expect(await countGames(demoId)).toBe(before);
    const again = await db.select().from(vendorCredentials).where(eq(vendorCredentials.merchantId, demoId));
    expect(again.map((s) => s.secret).sort()).toEqual(secrets.map((s) => s.secret).sort());
  });
});

describe('GCSGAME_gameVendor', () => {
  it('answers one lane per category in the site order, titled in the caller language', async () => {
    const res = await get(API.gameVendor, { language: 'CN' });
    expect(res.statusCode).toBe(200);
    const { lanes } = json(res).value.data;
    expect(lanes.map((l: { gameClassify: string }) => l.gameClassify)).toEqual([...GAME_CATEGORIES]);
    expect(lanes[0].title).toBe('电子游戏');
    const rng = lanes[0].cards;
    expect(rng[0]).toMatchObject({
      vassalage: 'LOTUS',
      displayName: 'Lotus Originals',
      smallIcon: '/art/vendors/LOTUS.svg',
      isHot: 1,
      gameType: 'RNG',
      maintenance: false,
    });
    expect(rng[0].gameCount).toBe(await countGamesOf('LOTUS', 'RNG'));
    expect(typeof rng[0].accountTypeId).toBe('number');
  });

  it('narrows to one category, and refuses an unknown one', async () => {
    const { lanes } = json(await get(`${API.gameVendor}?gameType=FISH&language=TH`)).value.data;
    expect(lanes).toHaveLength(1);
    expect(lanes[0]).toMatchObject({ gameClassify: 'FISH', title: 'ยิงปลา' });
    expect(lanes[0].cards.map((c: { vassalage: string }) => c.vassalage)).toContain('OCEANKING');
    const bad = await get(`${API.gameVendor}?gameType=CARDS`);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errorCode).toBe('validation.failed');
  });

  it('answers no lanes for a brand without vendors', async () => {
    expect(json(await get(API.gameVendor, { merchant: EMPTY })).value.data.lanes).toEqual([]);
  });
});

async function countGamesOf(vendorCode: string, gameType: string, merchantId = demoId): Promise<number> {
  const [row] = await t.app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(games)
    .where(
      and(eq(games.merchantId, merchantId), eq(games.vendorCode, vendorCode), eq(games.gameType, gameType)),
    );
  return Number(row?.n ?? 0);
}

describe('GCSGAME_getVassGameType', () => {
  it("answers the vendor's categories and classifications with counts", async () => {
    const res = await get(`${API.vassGameType}?vassalage=LOTUS`);
    expect(res.statusCode).toBe(200);
    const value = json(res).value;
    expect(value.vassalage).toBe('LOTUS');
    expect(value.list.map((l: { gameType: string }) => l.gameType)).toEqual(['RNG', 'FISH', 'PVP']);
    const rng = value.list[0];
    expect(rng.count).toBe(await countGamesOf('LOTUS', 'RNG'));
    expect(rng.classify.map((c: { gameClassify: string }) => c.gameClassify)).toEqual(['SC', 'TG', 'JP']);
    expect(rng.classify.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(rng.count);
    expect(value.list[1].classify).toEqual([]);
    expect(value.totalCount).toBe(value.list.reduce((s: number, l: { count: number }) => s + l.count, 0));
  });

  it('answers one category of a vendor', async () => {
    const value = json(
      await get(`${API.vassGameType}?vassalage=goldpeak&gameType=RNG`, { merchant: OTHER }),
    ).value;
    expect(value.list).toHaveLength(1);
    expect(value.list[0].classify.map((c: { gameClassify: string }) => c.gameClassify)).toEqual(['SC']);
  });

  it('refuses a missing or unknown vendor', async () => {
    const missing = await get(API.vassGameType);
    expect(missing.statusCode).toBe(400);
    const unknown = await get(`${API.vassGameType}?vassalage=NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorCode).toBe('vendor.unknown');
    const elsewhere = await get(`${API.vassGameType}?vassalage=LOTUS`, { merchant: EMPTY });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('GCSGAME_gameList', () => {
  it('answers page 1 of 14 with the totals, to visitors too', async () => {
    const total = await countGames(demoId, 'RNG');
    const page = await list('gameType=RNG&clientType=3&platform=html5-desktop&pageNo=1');
    expect(page.games).toHaveLength(GAME_PAGE_SIZE);
    expect(page.totalCount).toBe(total);
    expect(page.totalPages).toBe(Math.ceil(total / GAME_PAGE_SIZE));
    const first = page.games[0]!;
    expect(first).toMatchObject({ gameType: 'RNG', isGame: 'GAME', favourite: false, defaultPlayType: null });
    expect(first.code).toBe(`${first.vendor}/${first.gameCode}`);
    expect(first.vassalage).toBe(first.vendor);
    expect(first.imageUrl).toBe(`/art/games/${first.vendor}/${first.gameCode}.svg`);
    // Hot games come first in the brand's order.
    expect(page.games.slice(0, 5).every((g) => g.isHot)).toBe(true);
  });

  it('pages through every game once', async () => {
    const seen = new Set<number>();
    const first = await list('gameType=FISH&pageSize=7');
    for (let p = 1; p <= first.totalPages; p++) {
      const page = await list(`gameType=FISH&pageSize=7&pageNo=${p}`);
      for (const g of page.games) seen.add(g.id);
    }
    expect(seen.size).toBe(first.totalCount);
    const past = await list(`gameType=FISH&pageSize=7&pageNo=${first.totalPages + 1}`);
    expect(past.games).toEqual([]);
    expect(past.totalCount).toBe(first.totalCount);
  });

  it('keeps page sizes within 1 to 50, pages from 1', async () => {
    const rng = await countGames(demoId, 'RNG');
    expect((await list('gameType=RNG&pageSize=50')).games).toHaveLength(Math.min(50, rng));
    expect((await list('gameType=RNG&pageSize=7&pageNo=2')).games).toHaveLength(7);
    for (const query of ['pageSize=0', 'pageSize=51', 'pageNo=0', 'pageNo=abc', 'pageSize=-3']) {
      const res = await get(`${API.gameList}?gameType=RNG&${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).errorCode).toBe('validation.failed');
    }
  });

  it('filters by vendor, classification, minimum bet and lines', async () => {
    const vendor = await list('gameType=RNG&vassalage=neonreel&pageSize=50');
    expect(vendor.totalCount).toBe(await countGamesOf('NEONREEL', 'RNG'));
    expect(vendor.games.every((g) => g.vassalage === 'NEONREEL' && g.accountTypeName === 'Neon Reels')).toBe(
      true,
    );
    const all = await list('gameType=RNG&vassalage=ALL');
    expect(all.totalCount).toBe(await countGames(demoId, 'RNG'));

    const jp = await list('gameType=RNG&gameClassify=JP&pageSize=50');
    expect(jp.totalCount).toBeGreaterThan(0);
    expect(jp.games.every((g) => g.gameClassify === 'JP')).toBe(true);

    const cheap = await list('gameType=RNG&minBet=0.2&pageSize=50');
    expect(cheap.totalCount).toBeGreaterThan(0);
    expect(cheap.games.every((g) => g.minBet === 0.2)).toBe(true);

    const ways = await list('gameType=RNG&minLineNum=243&pageSize=50');
    expect(ways.totalCount).toBeGreaterThan(0);
    expect(ways.games.every((g) => g.lineNum >= 243)).toBe(true);

    const combined = await list('gameType=RNG&vassalage=LOTUS&gameClassify=SC&minBet=0.2');
    expect(combined.games.map((g) => g.gameCode)).toContain('lotus-fortune');
    expect(
      combined.games.every((g) => g.vendor === 'LOTUS' && g.gameClassify === 'SC' && g.minBet === 0.2),
    ).toBe(true);
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of [
      'gameClassify=XX',
      'gameType=CARDS',
      'minBet=0',
      'minBet=-1',
      'minBet=0.001',
      'minBet=abc',
      'minLineNum=-1',
      'language=FR',
      `gameName=${'x'.repeat(101)}`,
    ]) {
      const res = await get(`${API.gameList}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).errorCode).toBe('validation.failed');
    }
  });

  it('searches names in any case, in the caller language with the default language as fallback', async () => {
    const en = await list('gameName=LOTUS%20fort');
    expect(en.games.map((g) => g.gameCode)).toContain('lotus-fortune');
    expect(en.games.every((g) => g.name.toLowerCase().includes('lotus fort'))).toBe(true);

    const cn = await list(`gameName=${encodeURIComponent('莲花财富')}`, { language: 'CN' });
    expect(cn.games.map((g) => g.name)).toEqual(['莲花财富']);
    // The English name is found from another language too, and shown in the caller's language.
    const cnByEnglish = await list('gameName=lotus%20fortune&language=CN');
    expect(cnByEnglish.games.map((g) => g.name)).toEqual(['莲花财富']);
    const th = await list(`gameName=${encodeURIComponent('ดอกบัว')}&language=TH`);
    expect(th.games.map((g) => g.gameCode)).toEqual(['lotus-fortune']);
    // A name without an Indonesian version shows (and is found) in English.
    const id = await list('gameName=neon%20sev&language=ID');
    expect(id.games.map((g) => g.name)).toContain('Neon Sevens');

    const baccarat = await list(`gameType=LIVE&gameName=${encodeURIComponent('百家乐')}&pageSize=50`, {
      language: 'CN',
    });
    expect(baccarat.totalCount).toBe(3);
    expect(baccarat.games.every((g) => g.name.includes('百家乐'))).toBe(true);
  });

  it('takes search text literally', async () => {
    expect((await list('gameName=%25')).totalCount).toBe(0);
    expect((await list('gameName=_')).totalCount).toBe(0);
    expect((await list('gameName=nothing%20like%20this')).games).toEqual([]);
  });

  it("marks the caller's favourites", async () => {
    const token = await newMember();
    const id = await gameId(demoId, 'LOTUS', 'lotus-fortune');
    await post(API.favouriteAdd, { nodeId: id, vendor: 'LOTUS', gameType: 'RNG' }, withToken(token));
    const mine = await list('gameType=RNG&vassalage=LOTUS&pageSize=50', withToken(token));
    expect(mine.games.filter((g) => g.favourite).map((g) => g.id)).toEqual([id]);
    const visitor = await list('gameType=RNG&vassalage=LOTUS&pageSize=50');
    expect(visitor.games.some((g) => g.favourite)).toBe(false);
  });

  it('leaves out disabled games and vendors', async () => {
    const db = t.app.database.db;
    const before = await list('gameType=FISH&vassalage=REEFRUSH');
    expect(before.totalCount).toBeGreaterThan(0);
    await db
      .update(gameVendors)
      .set({ enabled: false })
      .where(and(eq(gameVendors.merchantId, demoId), eq(gameVendors.code, 'REEFRUSH')));
    const id = await gameId(
      demoId,
      'DRAGONFORGE',
      (await list('gameType=FISH&vassalage=DRAGONFORGE')).games[0]!.gameCode,
    );
    await db.update(games).set({ enabled: false }).where(eq(games.id, id));
    later();
    expect((await list('gameType=FISH&vassalage=REEFRUSH')).totalCount).toBe(0);
    const dragon = await list('gameType=FISH&vassalage=DRAGONFORGE&pageSize=50');
    expect(dragon.games.map((g) => g.id)).not.toContain(id);
    await db.update(gameVendors).set({ enabled: true }).where(eq(gameVendors.code, 'REEFRUSH'));
    await db.update(games).set({ enabled: true }).where(eq(games.id, id));
    later();
  });

  it('keeps brands apart, and a brand without games answers an empty list', async () => {
    const other = await list('gameType=RNG&gameClassify=BG', { merchant: OTHER });
    expect(other.totalCount).toBe(0);
    const otherIds = new Set(
      (await list('gameType=RNG&pageSize=50', { merchant: OTHER })).games.map((g) => g.id),
    );
    const demoIds = (await list('gameType=RNG&pageSize=50')).games.map((g) => g.id);
    expect(demoIds.some((id) => otherIds.has(id))).toBe(false);
    expect(await list('gameType=RNG', { merchant: EMPTY })).toEqual({
      games: [],
      totalPages: 0,
      totalCount: 0,
    });
    expect(await list('pageNo=3', { merchant: EMPTY })).toEqual({ games: [], totalPages: 0, totalCount: 0 });
  });
});

describe('GCSGAME_hotGamesV2', () => {
  it("answers the brand's hot games, optionally of one vendor", async () => {
    const res = await get(
      `${API.hotGames}?merchantCode=demo&isPlatform=2&platform=html5-desktop&language=EN`,
    );
    expect(res.statusCode).toBe(200);
    const { list: hot } = json(res).value as { list: GameItem[] };
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((g) => g.isHot)).toBe(true);
    const lotus = json(await get(`${API.hotGames}?vassalage=LOTUS`)).value.list as GameItem[];
    expect(lotus.map((g) => g.gameCode)).toEqual(
      expect.arrayContaining(['lotus-fortune', 'lucky-dice', 'ocean-hunter', 'royal-baccarat']),
    );
    expect(lotus.every((g) => g.vendor === 'LOTUS')).toBe(true);
    const fish = json(await get(`${API.hotGames}?gameType=FISH`)).value.list as GameItem[];
    expect(fish.every((g) => g.gameType === 'FISH')).toBe(true);
  });

  it('refuses bad input, and answers an empty list for a brand without games', async () => {
    expect((await get(`${API.hotGames}?isPlatform=x`)).statusCode).toBe(400);
    expect((await get(`${API.hotGames}?gameType=CARDS`)).statusCode).toBe(400);
    expect(json(await get(API.hotGames, { merchant: EMPTY })).value).toEqual({ list: [] });
  });
});

describe('favourites', () => {
  it('need a session', async () => {
    expect((await get(API.favouriteGames)).statusCode).toBe(401);
    expect((await get(API.favouriteGamesList)).statusCode).toBe(401);
    expect((await post(API.favouriteAdd, { nodeId: 1 })).statusCode).toBe(401);
    expect((await post(API.favouriteRemove, { nodeId: 1 })).statusCode).toBe(401);
  });

  it('add, list and remove, newest first; adding twice keeps one', async () => {
    const token = await newMember();
    const a = await gameId(demoId, 'LOTUS', 'lotus-fortune');
    const b = await gameId(demoId, 'LOTUS', 'ocean-hunter');
    for (const [nodeId, vendor, gameType] of [
      [a, 'LOTUS', 'RNG'],
      [b, 'LOTUS', 'FISH'],
      [a, 'LOTUS', 'RNG'],
    ] as const) {
      const res = await post(API.favouriteAdd, { nodeId, vendor, gameType }, withToken(token));
      expect(res.statusCode).toBe(200);
      expect(json(res).value).toEqual({ nodeId, favourite: true });
    }
    const ids = json(await get(API.favouriteGames, withToken(token))).value.list;
    expect(ids.sort()).toEqual([a, b].sort());
    expect(json(await get(`${API.favouriteGames}?gameType=FISH`, withToken(token))).value.list).toEqual([b]);

    const page = json(
      await get(`${API.favouriteGamesList}?clientType=3&gameType=RNG&pageNo=1&pageSize=14`, withToken(token)),
    ).value;
    expect(page.totalCount).toBe(1);
    expect(page.totalPages).toBe(1);
    expect(page.content[0]).toMatchObject({ id: a, gameCode: 'lotus-fortune', favourite: true });
    const all = json(await get(`${API.favouriteGamesList}?pageSize=1&pageNo=2`, withToken(token))).value;
    expect(all).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(all.content).toHaveLength(1);

    const removed = await post(
      API.favouriteRemove,
      { nodeId: a, vendor: 'LOTUS', gameType: 'RNG' },
      withToken(token),
    );
    expect(json(removed).value).toEqual({ nodeId: a, favourite: false });
    expect((await post(API.favouriteRemove, { nodeId: a }, withToken(token))).statusCode).toBe(200);
    expect(json(await get(API.favouriteGames, withToken(token))).value.list).toEqual([b]);
  });

  it("never shows another member's favourites", async () => {
    const mine = await newMember();
    const theirs = await newMember();
    const a = await gameId(demoId, 'GOLDPEAK', (await list('vassalage=GOLDPEAK')).games[0]!.gameCode);
    await post(API.favouriteAdd, { nodeId: a }, withToken(theirs));
    expect(json(await get(API.favouriteGames, withToken(mine))).value.list).toEqual([]);
    expect(json(await get(API.favouriteGamesList, withToken(mine))).value).toEqual({
      content: [],
      totalPages: 0,
      totalCount: 0,
    });
    // Removing it from my list does not touch theirs.
    await post(API.favouriteRemove, { nodeId: a }, withToken(mine));
    expect(json(await get(API.favouriteGames, withToken(theirs))).value.list).toEqual([a]);
  });

  it("refuses another brand's game, an unknown one, or a vendor or type that does not match", async () => {
    const token = await newMember();
    const foreign = await gameId(otherId, 'LOTUS', 'lotus-fortune');
    const a = await gameId(demoId, 'LOTUS', 'lotus-fortune');
    for (const body of [
      { nodeId: foreign },
      { nodeId: 2_000_000_000 },
      { nodeId: a, vendor: 'GOLDPEAK' },
      { nodeId: a, gameType: 'FISH' },
    ]) {
      const res = await post(API.favouriteAdd, body, withToken(token));
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(json(res).errorCode).toBe('game.unknown');
    }
    expect((await post(API.favouriteRemove, { nodeId: foreign }, withToken(token))).statusCode).toBe(404);
    for (const body of [{}, { nodeId: 'abc' }, { nodeId: 0 }, { nodeId: a, gameType: 'CARDS' }]) {
      const res = await post(API.favouriteAdd, body, withToken(token));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(json(await get(API.favouriteGames, withToken(token))).value.list).toEqual([]);
    // A token of one brand is not valid on another.
    expect((await get(API.favouriteGames, withToken(token, { merchant: OTHER }))).statusCode).toBe(401);
  });

  it('an empty brand has none', async () => {
    const token = await newMember({ merchant: EMPTY });
    expect(json(await get(API.favouriteGames, withToken(token, { merchant: EMPTY }))).value.list).toEqual([]);
  });
});

describe('launch', () => {
  it('needs a session, opens only demos to trial accounts and refuses them the rest', async () => {
    const id = await gameId(demoId, 'LOTUS', 'lotus-fortune');
    expect((await post(API.launchGame, { gameId: id })).statusCode).toBe(401);
    const trial = await login(t.app, 'trial01', DEMO_PASSWORD);
    expect(trial.statusCode).toBe(200);
    const demo = await post(API.launchGame, { gameId: id }, withToken(json(trial).value.token));
    expect(demo.statusCode, demo.body).toBe(200);
    expect(launches.at(-1)).toMatchObject({ demo: true, game: { gameCode: 'lotus-fortune' } });
    // A demo moves nothing to a vendor's sub-wallet.
    expect(beforeLaunches.filter((b) => b.memberId === launches.at(-1)?.memberId)).toEqual([]);
    const lottery = await gameId(demoId, 'LOTT', 'vn-north');
    const res = await post(API.launchGame, { gameId: lottery }, withToken(json(trial).value.token));
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('trial.forbidden');
  });

  it('opens a game by id or by vendor and code, and records it as recent', async () => {
    const token = await newMember();
    const id = await gameId(demoId, 'LOTUS', 'lotus-fortune');
    const calls = launches.length;
    const res = await post(
      API.launchGame,
      { gameId: id, language: 'CN', clientSeed: 'my-seed_1' },
      withToken(token),
    );
    expect(res.statusCode).toBe(200);
    expect(json(res).value.content.game_url).toBe(`/house/slot/?session=s${calls + 1}`);
    const input = launches.at(-1)!;
    expect(input).toMatchObject({
      language: 'CN',
      clientSeed: 'my-seed_1',
      game: {
        id,
        vendorCode: 'LOTUS',
        gameCode: 'lotus-fortune',
        gameType: 'RNG',
        engine: 'slot',
        name: '莲花财富',
      },
    });
    expect(input.brand.id).toBe(demoId);
    expect(beforeLaunches.at(-1)).toEqual({ brandId: demoId, memberId: input.memberId, vendorCode: 'LOTUS' });

    const byCode = await post(
      API.launchGame,
      { vendor: 'lotus', gameCode: 'ocean-hunter' },
      withToken(token),
    );
    expect(byCode.statusCode).toBe(200);
    expect(launches.at(-1)!.game).toMatchObject({ engine: 'fish', name: 'Ocean Hunter' });
    expect(launches.at(-1)!.clientSeed).toBeUndefined();
    const recent = json(await get(API.recentGames, withToken(token))).value;
    expect(recent.list.map((g: GameItem) => g.gameCode)).toEqual(['ocean-hunter', 'lotus-fortune']);
  });

  it('answers the lottery page for a lottery launch, at the game or at a lobby', async () => {
    const token = await newMember();
    const calls = launches.length;
    const urlOf = async (body: object) => {
      const res = await post(API.launchGame, body, withToken(token));
      expect(res.statusCode, res.body).toBe(200);
      return json(res).value.content.game_url as string;
    };
    expect(await urlOf({ vendor: 'ELOTT', gameCode: 'fast-1m' })).toBe('/lottery?gameCode=fast-1m');
    expect(await urlOf({ gameId: await gameId(demoId, 'LOTT', 'vn-north') })).toBe(
      '/vnlottery?gameCode=vn-north',
    );
    expect(await urlOf({ launchMode: 'LOTT', lottoGameCode: 'keno', lottoView: 'betting' })).toBe(
      '/lottery?gameCode=keno',
    );
    expect(await urlOf({ launchMode: 'LOTT', lottoGameCode: 'vn-south', lottoView: 'lobby' })).toBe(
      '/vnlottery',
    );
    expect(await urlOf({ launchMode: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'Lott' })).toBe('/vnlottery');
    expect(await urlOf({ launchMode: 'LOTT' })).toBe('/lottery');
    const unknown = await post(
      API.launchGame,
      { launchMode: 'LOTT', lottoGameCode: 'nope' },
      withToken(token),
    );
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorCode).toBe('lottery.game.unknown');
    // No vendor's launcher is asked; the catalogue entries launched become recent.
    expect(launches.length).toBe(calls);
    const recent = json(await get(API.recentGames, withToken(token))).value;
    expect(recent.list.map((g: GameItem) => g.gameCode)).toEqual(['vn-north', 'fast-1m']);
  });

  it('refuses unknown games, lotteries, vendor lists, maintenance and vendors not connected', async () => {
    const token = await newMember();
    const calls = launches.length;
    const expectRefused = async (body: object, status: number, code: string, message?: RegExp) => {
      const res = await post(API.launchGame, body, withToken(token));
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(res).errorCode).toBe(code);
      if (message) expect(json(res).message).toMatch(message);
    };
    await expectRefused({ gameId: 2_000_000_000 }, 404, 'game.unknown');
    await expectRefused({ gameId: await gameId(otherId, 'LOTUS', 'lotus-fortune') }, 404, 'game.unknown');
    await expectRefused({ vendor: 'LOTUS', gameCode: 'no-such-game' }, 404, 'game.unknown');
    // The lottery vendors nobody serves are gone from the catalogue.
    await expectRefused({ vendor: 'TCG_SEA', gameCode: 'lobby' }, 404, 'game.unknown');
    await expectRefused({ vendor: 'TCG_LOTTO_VN', gameCode: 'lobby' }, 404, 'game.unknown');
    await expectRefused({ vendor: 'VELVET', gameCode: 'lobby' }, 400, GAME_LAUNCH_ERRORS.vendorList);
    const db = t.app.database.db;
    // An entry whose vendor has no engine here answers that it is not connected.
    await db
      .update(games)
      .set({ engine: 'none' })
      .where(and(eq(games.vendorCode, 'FB'), eq(games.gameCode, 'lobby')));
    await expectRefused({ vendor: 'FB', gameCode: 'lobby' }, 503, 'game.not.connected', /not connected/);
    await db
      .update(games)
      .set({ engine: 'sportsbook' })
      .where(and(eq(games.vendorCode, 'FB'), eq(games.gameCode, 'lobby')));

    const table = (await list('gameType=LIVE&vassalage=ORCHID&pageSize=50')).games.find(
      (g) => g.isGame === 'GAME',
    )!;
    await db
      .update(gameVendors)
      .set({ maintenance: true })
      .where(and(eq(gameVendors.merchantId, demoId), eq(gameVendors.code, 'ORCHID')));
    await expectRefused({ gameId: table.id }, 503, 'game.maintenance', /maintenance/);
    await db.update(gameVendors).set({ maintenance: false }).where(eq(gameVendors.code, 'ORCHID'));
    await db.update(games).set({ enabled: false }).where(eq(games.id, table.id));
    await expectRefused({ gameId: table.id }, 404, 'game.unknown');
    await db.update(games).set({ enabled: true }).where(eq(games.id, table.id));

    expect(launches.length).toBe(calls);
    expect(json(await get(API.recentGames, withToken(token))).value.list).toEqual([]);
  });

  it('launches the cockfight entry directly', async () => {
    const token = await newMember();
    const res = await post(
      API.launchGame,
      { vendor: 'DS88', gameCode: 'lobby', language: 'TY' },
      withToken(token),
    );
    expect(res.statusCode).toBe(200);
    expect(launches.at(-1)!.game).toMatchObject({ engine: 'cockfight', name: 'DS88 Sabong Arena' });
  });

  it('refuses a body without a game, or a bad seed', async () => {
    const token = await newMember();
    for (const body of [
      {},
      { vendor: 'LOTUS' },
      { gameCode: 'lotus-fortune' },
      { gameId: 'x' },
      { gameId: 1, clientSeed: 'has spaces' },
      { gameId: 1, clientSeed: 'x'.repeat(65) },
      { gameId: 1, language: 'FR' },
    ]) {
      const res = await post(API.launchGame, body, withToken(token));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errorCode).toBe('validation.failed');
    }
  });
});

describe('GCS_recentGame', () => {
  it('lists launched games newest first, a game once, filtered and paged', async () => {
    const token = await newMember();
    const codes = ['lotus-fortune', 'lucky-dice', 'ocean-hunter', 'lotus-fortune'];
    for (const gameCode of codes) {
      offsetMs += 1_000;
      expect((await post(API.launchGame, { vendor: 'LOTUS', gameCode }, withToken(token))).statusCode).toBe(
        200,
      );
    }
    const all = json(
      await get(`${API.recentGames}?clientType=3&language=EN&pageNo=1&pageSize=14`, withToken(token)),
    ).value;
    expect(all.list.map((g: GameItem) => g.gameCode)).toEqual([
      'lotus-fortune',
      'ocean-hunter',
      'lucky-dice',
    ]);
    expect(all).toMatchObject({ totalPages: 1, totalCount: 3 });
    expect(all.list[0].playedAtStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const paged = json(await get(`${API.recentGames}?pageSize=2&pageNo=2`, withToken(token))).value;
    expect(paged.list.map((g: GameItem) => g.gameCode)).toEqual(['lucky-dice']);
    expect(paged.totalPages).toBe(2);
    const fish = json(await get(`${API.recentGames}?gameType=FISH`, withToken(token))).value;
    expect(fish.list.map((g: GameItem) => g.gameCode)).toEqual(['ocean-hunter']);
    const other = json(await get(`${API.recentGames}?vassalage=GOLDPEAK`, withToken(token))).value;
    expect(other.list).toEqual([]);
  });

  it("needs a session, and never shows another member's games", async () => {
    expect((await get(API.recentGames)).statusCode).toBe(401);
    const token = await newMember();
    expect(json(await get(API.recentGames, withToken(token))).value).toEqual({
      list: [],
      totalPages: 0,
      totalCount: 0,
    });
    expect((await get(`${API.recentGames}?pageSize=51`, withToken(token))).statusCode).toBe(400);
  });
});

describe('/lgw/games/popular', () => {
  it('falls back to the hot games before any round', async () => {
    const res = await get(`${API.popularGames}?count=5&prizeMode=Lott&device=WEB&language=EN`, {
      merchant: OTHER,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('success');
    expect(body.source).toBe('hot');
    expect(body.list).toHaveLength(5);
    expect(body.list.every((g: GameItem & { rounds: number }) => g.isHot && g.rounds === 0)).toBe(true);
    expect((await get(API.popularGames, { merchant: EMPTY })).json().list).toEqual([]);
  });

  it('ranks games by settled rounds of the last 7 days', async () => {
    const db = t.app.database.db;
    const people = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.merchantId, demoId))
      .limit(3);
    const [p1, p2, p3] = people.map((p) => p.id) as [number, number, number];
    let n = 0;
    const round = (
      member: number,
      gameCode: string,
      vendorCode: string,
      status: string,
      daysAgo: number,
    ) => ({
      merchantId: demoId,
      memberId: member,
      vendorCode,
      gameType: 'RNG',
      gameCode,
      gameName: gameCode,
      roundId: `popular-${n++}`,
      stake: 100n,
      validBet: 100n,
      payout: 0n,
      status,
      settledAt: status === 'open' ? null : new Date(Date.now() + offsetMs - daysAgo * 86_400_000),
    });
    const dice = await list('vassalage=LOTUS&gameName=lucky%20dice');
    await db.insert(gameRounds).values([
      round(p1, 'lucky-dice', 'LOTUS', 'settled', 1),
      round(p2, 'lucky-dice', 'LOTUS', 'settled', 2),
      round(p1, 'lucky-dice', 'LOTUS', 'settled', 3),
      round(p1, 'lotus-fortune', 'LOTUS', 'settled', 1),
      round(p3, 'lotus-fortune', 'LOTUS', 'settled', 6),
      round(p1, 'koi-pond-ways', 'LOTUS', 'settled', 0),
      // Not counted: void, open, older than 7 days, unknown game.
      round(p2, 'koi-pond-ways', 'LOTUS', 'void', 0),
      round(p3, 'koi-pond-ways', 'LOTUS', 'open', 0),
      round(p2, 'koi-pond-ways', 'LOTUS', 'settled', 8),
      round(p2, 'koi-pond-ways', 'LOTUS', 'settled', 9),
      round(p2, 'retired-game', 'LOTUS', 'settled', 1),
    ]);
    later();
    const body = (await get(`${API.popularGames}?language=CN`)).json();
    expect(body.source).toBe('rounds');
    expect(
      body.list.map((g: GameItem & { rounds: number; players: number }) => [g.gameCode, g.rounds, g.players]),
    ).toEqual([
      ['lucky-dice', 3, 2],
      ['lotus-fortune', 2, 2],
      ['koi-pond-ways', 1, 1],
    ]);
    expect(body.list[0].id).toBe(dice.games[0]!.id);
    expect(body.list[1].name).toBe('莲花财富');
    const one = (await get(`${API.popularGames}?count=1`)).json();
    expect(one.list).toHaveLength(1);
    // Rounds of one brand never count for another.
    expect((await get(API.popularGames, { merchant: OTHER })).json().source).toBe('hot');
  });

  it('refuses a bad count', async () => {
    for (const query of ['count=0', 'count=51', 'count=x', 'language=XX']) {
      const res = await get(`${API.popularGames}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
