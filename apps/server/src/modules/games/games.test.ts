import { API, GAME_CATEGORIES, maskUsername } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, gameVendors, members, merchants } from '../../db/schema.js';
import { DEMO_BRAND, DEMO_PASSWORD, defaultSettings, seedBrand } from '../../seed/brands.js';
import { VENDORS } from '../../seed/content.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let offsetMs = 0;
let demoId: number;
let otherId: number;
const OTHER = 'lotus-games';

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function memberId(merchantId: number, username: string): Promise<number> {
  const [row] = await t.app.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.usernameLower, username)));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
  const db = t.app.database.db;
  otherId = await seedBrand(db, {
    ...DEMO_BRAND,
    code: OTHER,
    name: 'Games Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [{ username: 'rival77', password: DEMO_PASSWORD, nickname: 'Rival', type: 0 }],
    content: [],
  });
  const [demo] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'));
  demoId = demo!.id;
});
afterAll(async () => t.close());

type Menus = {
  menus: {
    gameType: string;
    vendors: { vendor: string; isHot: number; logo: string; logoWhite: string }[];
  }[];
};

describe('game menus', () => {
  it('answers bare JSON with the vendors of each category in the site order, hot first', async () => {
    const res = await get(API.gameMenus);
    expect(res.statusCode).toBe(200);
    const body = res.json<Menus>();
    expect(body).not.toHaveProperty('success');
    expect(body.menus.map((m) => m.gameType)).toEqual([...GAME_CATEGORIES]);
    for (const menu of body.menus) {
      const hot = menu.vendors.filter((v) => v.isHot === 1).length;
      expect(hot, menu.gameType).toBeGreaterThanOrEqual(1);
      expect(menu.vendors.slice(0, hot).every((v) => v.isHot === 1)).toBe(true);
      for (const v of menu.vendors) {
        expect(v.logo).toBe(`/art/vendors/${v.vendor}.svg`);
        expect(v.logoWhite).toBe(`/art/vendors/${v.vendor}-white.svg`);
      }
    }
    const rng = body.menus.find((m) => m.gameType === 'RNG')!;
    expect(rng.vendors.map((v) => v.vendor).slice(0, 3)).toEqual(['LOTUS', 'GOLDPEAK', 'NEONREEL']);
    const inCategories = body.menus.filter((m) => m.vendors.some((v) => v.vendor === 'LOTUS'));
    expect(inCategories.map((m) => m.gameType)).toEqual(['RNG', 'FISH', 'PVP']);
  });

  it('leaves out disabled vendors and empty categories', async () => {
    await t.app.database.db
      .update(gameVendors)
      .set({ enabled: false })
      .where(and(eq(gameVendors.merchantId, demoId), eq(gameVendors.category, 'DS88')));
    offsetMs += 6_000;
    const body = (await get(API.gameMenus)).json<Menus>();
    expect(body.menus.map((m) => m.gameType)).not.toContain('DS88');
    expect(json(await get(API.homeStats)).value.gameProviders).toBe(VENDORS.length - 1);
  });

  it('keeps brands apart and refuses an unknown brand', async () => {
    expect((await get(API.gameMenus, { merchant: OTHER })).json()).toEqual({ menus: [] });
    const unknown = await get(API.gameMenus, { merchant: 'nobody' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errorCode).toBe('merchant.unknown');
  });
});

describe('winners board', () => {
  beforeAll(async () => {
    const db = t.app.database.db;
    const player = await memberId(demoId, 'player01');
    const agent = await memberId(demoId, 'agent01');
    const rival = await memberId(otherId, 'rival77');
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const round = (
      merchantId: number,
      member: number,
      n: number,
      stake: bigint,
      payout: bigint,
      status: string,
      minutesAgo: number,
      gameType = 'RNG',
    ) => ({
      merchantId,
      memberId: member,
      vendorCode: gameType === 'RNG' ? 'LOTUS' : 'VELVET',
      gameType,
      gameCode: `G${n}`,
      gameName: gameType === 'RNG' ? 'Lotus Fortune' : 'Speed Baccarat',
      roundId: `R${merchantId}-${n}`,
      stake,
      validBet: stake,
      payout,
      status,
      settledAt: status === 'open' ? null : at(minutesAgo),
    });
    await db
      .insert(gameRounds)
      .values([
        round(demoId, player, 1, 10_000n, 125_050n, 'settled', 30),
        round(demoId, agent, 2, 5_000n, 2_000n, 'settled', 20),
        round(demoId, player, 3, 2_000n, 90_000n, 'open', 10),
        round(demoId, player, 4, 2_000n, 90_000n, 'void', 9),
        round(demoId, agent, 5, 50_000n, 100_000n, 'settled', 5, 'LIVE'),
        round(demoId, player, 6, 1_000n, 1_000n, 'settled', 4),
        round(otherId, rival, 7, 1_000n, 999_900n, 'settled', 1),
      ]);
  });

  it('answers the latest wins of the brand, newest first, names masked', async () => {
    const res = await get(API.winners);
    expect(res.statusCode).toBe(200);
    const { list } = json(res).value;
    expect(list).toHaveLength(2);
    expect(list[0].vo).toMatchObject({
      account: 'ag***01',
      gameName: 'Speed Baccarat',
      vendor: 'VELVET',
      gameType: 'LIVE',
      winAmount: 500,
      betAmount: 500,
    });
    expect(list[1].vo).toMatchObject({
      account: 'pl***01',
      winAmount: 1150.5,
      betAmount: 100,
      gameType: 'RNG',
    });
    expect(list[1].vo.dateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('filters by game category and limits the list', async () => {
    const rng = json(await get(`${API.winners}?gameCategory=RNG&language=CN`)).value.list;
    expect(rng.map((w: { vo: { gameType: string } }) => w.vo.gameType)).toEqual(['RNG']);
    const one = json(await get(`${API.winners}?limitNum=1`)).value.list;
    expect(one).toHaveLength(1);
    expect(one[0].vo.gameType).toBe('LIVE');
  });

  it('keeps brands apart', async () => {
    const other = json(await get(API.winners, { merchant: OTHER })).value.list;
    expect(other).toHaveLength(1);
    expect(other[0].vo).toMatchObject({ account: 'ri***77', winAmount: 9989 });
  });

  it('refuses a bad limit, category or language with a 400', async () => {
    for (const query of ['limitNum=0', 'limitNum=51', 'limitNum=abc', 'gameCategory=CARDS', 'language=FR']) {
      const res = await get(`${API.winners}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).errorCode).toBe('validation.failed');
    }
  });

  it('masks short names too', () => {
    expect(maskUsername('player01')).toBe('pl***01');
    expect(maskUsername('abcde')).toBe('ab***de');
    expect(maskUsername('abcd')).toBe('a***');
  });
});
