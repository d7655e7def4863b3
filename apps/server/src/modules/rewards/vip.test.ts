import { API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const levels = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: API.vipLevels, headers });
  expect(res.statusCode).toBe(200);
  return json(res).value as any[];
};

describe('VIP levels', () => {
  it('answers the ten levels in order with money in major units and rebates in percent', async () => {
    const list = await levels();
    expect(list.map((l) => l.level)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(list.map((l) => l.name)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Crown',
      'Royal',
      'Imperial',
      'Lotus Legend',
    ]);
    expect(list[1]).toMatchObject({
      badgeUrl: '/art/vip/level-1.svg',
      turnoverRequired: 50_000,
      depositRequired: 1_000,
      upgradeBonus: 88,
      birthdayBonus: 88,
      withdrawalLimit: 100_000,
      dedicatedService: false,
    });
    expect(list[0].rebates).toEqual([
      { gameType: 'RNG', rate: 0.4 },
      { gameType: 'LIVE', rate: 0.8 },
      { gameType: 'FISH', rate: 0.4 },
      { gameType: 'PVP', rate: 0.3 },
      { gameType: 'SPORTS', rate: 0.3 },
      { gameType: 'ESPORTS', rate: 0.3 },
      { gameType: 'LOTT', rate: 0.2 },
      { gameType: 'ELOTT', rate: 0.2 },
    ]);
    expect(list.map((l) => l.dedicatedService)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    for (let i = 1; i < list.length; i++) {
      expect(list[i].turnoverRequired).toBeGreaterThan(list[i - 1].turnoverRequired);
      expect(list[i].depositRequired).toBeGreaterThan(list[i - 1].depositRequired);
      expect(list[i].rebates[0].rate).toBeGreaterThan(list[i - 1].rebates[0].rate);
    }
  });

  it('names the levels in each site language', async () => {
    const names: Record<string, string> = {
      CN: '莲花传奇',
      ID: 'Legenda Lotus',
      TH: 'ตำนานโลตัส',
      TY: 'Alamat ng Lotus',
      VI: 'Huyền thoại Sen',
    };
    for (const [language, name] of Object.entries(names)) {
      expect((await levels({ language })).at(-1).name, language).toBe(name);
    }
    expect((await levels({ language: 'XX' })).at(-1).name).toBe('Lotus Legend');
  });

  it('answers another brand its own levels only', async () => {
    expect(await levels({ merchant: 'lotus2' })).toEqual([]);
  });
});
