import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND, DEMO_PASSWORD, defaultSettings, seedBrand } from '../../seed/brands.js';
import { fundMember } from '../../test/funding.js';
import { createTestApp, json, login, uniqueName, type TestApp } from '../../test/test-app.js';
import { newMember as newTestMember } from '../../test/members.js';
import { playRound, setVendorSecret } from '../../test/vendor.js';
import { rowsOf } from '../../db/rows.js';
import { currentMonth } from './missions.period.js';

let t: TestApp;
let secret = '';

const newMember = (merchant = 'demo') => newTestMember(t.app, { prefix: 'rank', merchant });

/** One round of the slot vendor: a debit of `stake`, then a credit of `payout`. */
const play = (memberId: number, stake: number, payout: number) =>
  playRound(t.app, { vendor: 'GOLDPEAK', secret, memberId, stake, end: 'credit', payout });

const progress = (token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: API.playerRankProgress,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
  });

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
  secret = await setVendorSecret(t.app, 'GOLDPEAK');
});
afterAll(async () => t.close());

describe('VIP rank progress', () => {
  it("measures this month's valid bets and deposits against the next level", async () => {
    const m = await newMember();
    const start = json(await progress(m.token)).value;
    expect(start).toMatchObject({
      level: 0,
      name: 'Member',
      badgeUrl: '/art/vip/level-0.svg',
      next: { level: 1, name: 'Bronze', turnoverRequired: 50_000, depositRequired: 1_000 },
      turnover: { actual: 0, expected: 50_000 },
      deposit: { actual: 0, expected: 1_000 },
      percent: 0,
      topLevel: false,
    });
    expect(start.month).toBe(currentMonth(new Date(), 'Asia/Manila').key);
    expect(start.levels).toHaveLength(10);

    await fundMember(t.app, m.id, 30_000);
    await play(m.id, 10_000, 0);
    await play(m.id, 15_000, 30_000);
    const [channel] = await rowsOf<{ id: number }>(
      t.app.database.db,
      sql`insert into payment_channels (merchant_id, code, provider, min_amount, max_amount, text)
          values (1, ${uniqueName('ch')}, 'manual_bank', 100, 10000000, '{}'::jsonb) returning id`,
    );
    await t.app.database.db.execute(
      sql`insert into deposit_orders (merchant_id, member_id, channel_id, order_no, amount, status, decided_at)
          values (1, ${m.id}, ${channel!.id}, ${uniqueName('D')}, 80000, 'paid', now()),
                 (1, ${m.id}, ${channel!.id}, ${uniqueName('D')}, 90000, 'pending', null)`,
    );
    const moved = json(await progress(m.token)).value;
    expect(moved.turnover).toEqual({ actual: 25_000, expected: 50_000 });
    expect(moved.deposit).toEqual({ actual: 800, expected: 1_000 });
    // Both must be met: the slower of 50% and 80%.
    expect(moved.percent).toBe(50);

    const cn = json(await progress(m.token, { language: 'CN' })).value;
    expect(cn.next.name).toBe('青铜');
  });

  it('says so at the top level', async () => {
    const m = await newMember();
    await t.app.database.db.execute(sql`update members set vip_level = 9 where id = ${m.id}`);
    const value = json(await progress(m.token)).value;
    expect(value).toMatchObject({
      level: 9,
      name: 'Lotus Legend',
      next: null,
      topLevel: true,
      percent: 100,
      turnover: { expected: null },
      deposit: { expected: null },
    });
  });

  it('refuses visitors and trial accounts; a brand without levels answers level 0 alone', async () => {
    expect((await progress()).statusCode).toBe(401);
    const trialToken = json(await login(t.app, 'trial01', DEMO_PASSWORD)).value.token as string;
    const trial = await progress(trialToken);
    expect(trial.statusCode).toBe(403);
    expect(json(trial).errorCode).toBe('trial.forbidden');
    const other = await newMember('lotus2');
    expect((await progress(other.token)).statusCode).toBe(401);
    const own = await progress(other.token, { merchant: 'lotus2' });
    expect(own.statusCode).toBe(200);
    expect(json(own).value).toMatchObject({ level: 0, next: null, topLevel: true, levels: [] });
  });
});
