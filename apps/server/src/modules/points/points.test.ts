import { API } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointRewards } from '../../db/schema.js';
import { DEMO_BRAND, defaultSettings, seedBrand } from '../../seed/brands.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBrand(t.app.database.db, {
    ...DEMO_BRAND,
    code: 'lotus2',
    name: 'Second Lotus',
    isDefault: false,
    settings: defaultSettings(),
    accounts: [],
    content: [],
  });
});
afterAll(async () => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return json(res).value;
};

describe('points shop', () => {
  it('answers the items in order without a token', async () => {
    const items = await get(API.pointRewards);
    expect(items.map((i: any) => i.imageUrl)).toEqual(
      [
        'bonus-50',
        'bonus-200',
        'free-spins',
        'lucky-spin',
        'earbuds',
        'smartwatch',
        'smartphone',
        'gold-bar',
      ].map((slug) => `/art/points/${slug}.svg`),
    );
    expect(items[0]).toEqual({
      id: expect.any(Number),
      name: 'P 50 Bonus',
      description: expect.stringContaining('main wallet'),
      imageUrl: '/art/points/bonus-50.svg',
      quantity: null,
      pointsRequired: 500,
      amountRequired: 0,
    });
    expect(items[4]).toMatchObject({ name: 'Wireless Earbuds', quantity: 50, amountRequired: 500 });
    expect(items.at(-1)).toMatchObject({ quantity: 2, pointsRequired: 200_000, amountRequired: 20_000 });
  });

  it('answers in the language asked', async () => {
    expect((await get(API.pointRewards, { language: 'CN' })).at(-1).name).toBe('10 克金条');
    expect((await get(API.pointRewards, { language: 'TH' }))[0].name).toBe('โบนัส P 50');
  });

  it('hides disabled items', async () => {
    const [first] = await get(API.pointRewards);
    await t.app.database.db.update(pointRewards).set({ enabled: false }).where(eq(pointRewards.id, first.id));
    const items = await get(API.pointRewards);
    expect(items).toHaveLength(7);
    expect(items.map((i: any) => i.id)).not.toContain(first.id);
    await t.app.database.db.update(pointRewards).set({ enabled: true }).where(eq(pointRewards.id, first.id));
  });

  it('answers the earning rates per game type, the conversion rate and that points never expire', async () => {
    const config = await get(API.pointConfig);
    expect(config).toEqual({
      rates: [
        { gameType: 'RNG', points: 1, per: 100 },
        { gameType: 'LIVE', points: 1, per: 200 },
        { gameType: 'FISH', points: 1, per: 100 },
        { gameType: 'PVP', points: 1, per: 150 },
        { gameType: 'SPORTS', points: 1, per: 100 },
        { gameType: 'ESPORTS', points: 1, per: 100 },
        { gameType: 'LOTT', points: 1, per: 50 },
        { gameType: 'ELOTT', points: 1, per: 50 },
      ],
      conversionRate: 0.1,
      expires: false,
    });
  });

  it('answers another brand its own shop only', async () => {
    expect(await get(API.pointRewards, { merchant: 'lotus2' })).toEqual([]);
    expect(await get(API.pointConfig, { merchant: 'lotus2' })).toEqual({
      rates: [],
      conversionRate: 0,
      expires: false,
    });
  });
});
