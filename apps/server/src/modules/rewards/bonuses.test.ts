import { API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { turnoverProgress } from './bonuses.service.js';
import type { BonusWithWindow } from './bonuses.repository.js';
import { get, giveReward, newMember, playRound, post, vendorSecret } from '../../test/reward-fixtures.js';

let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  secret = await vendorSecret(t.app);
});
afterAll(async () => t.close());

const claim = async (token: string, id: number) =>
  expect((await post(t.app, API.rewardClaim.replace(':id', String(id)), token)).statusCode).toBe(200);

describe('bonus details', () => {
  it('counts valid bets of rounds settled after each bonus, oldest bonus first', async () => {
    const m = await newMember(t.app);
    // Played before any bonus: counts for nothing.
    await playRound(t.app, secret, m, 40);
    await claim(m.token, await giveReward(t.app, m, { amount: 1_000n, multiple: 3 })); // needs 30
    await playRound(t.app, secret, m, 20, 35);
    let value = json(await get(t.app, API.bonusDetails, m.token)).value;
    expect(value.list).toHaveLength(1);
    expect(value.list[0]).toMatchObject({
      source: 'reward',
      title: 'Welcome reward',
      amount: 10,
      turnoverRequired: 30,
      turnoverDone: 20,
      completed: false,
    });
    await claim(
      m.token,
      await giveReward(t.app, m, { amount: 500n, multiple: 2, template: 'reward.vipUpgrade' }),
    ); // needs 10
    await playRound(t.app, secret, m, 15);
    value = json(await get(t.app, API.bonusDetails, m.token)).value;
    const [newest, oldest] = value.list;
    expect(oldest).toMatchObject({ turnoverDone: 30, completed: true });
    expect(newest).toMatchObject({ turnoverRequired: 10, turnoverDone: 5, completed: false });
    expect(value.totals).toEqual({ bonusReceived: 15, turnoverOutstanding: 5 });
    expect(value).toMatchObject({ totalCount: 2, totalPages: 1 });
    const page = json(await get(t.app, `${API.bonusDetails}?pageSize=1&pageNo=2`, m.token)).value;
    expect(page.list[0].id).toBe(oldest.id);
    expect((await get(t.app, `${API.bonusDetails}?pageSize=0`, m.token)).statusCode).toBe(400);
  });

  it("shows nothing of another member's bonuses", async () => {
    const m = await newMember(t.app);
    const value = json(await get(t.app, API.bonusDetails, m.token)).value;
    expect(value).toMatchObject({
      list: [],
      totalCount: 0,
      totals: { bonusReceived: 0, turnoverOutstanding: 0 },
    });
  });
});

describe('turnover progress rule', () => {
  const bonus = (required: bigint, window: bigint): BonusWithWindow => ({
    id: 0,
    source: 'reward',
    template: '',
    params: {},
    amount: 1n,
    turnoverRequired: required,
    createdAt: new Date(0),
    windowValidBets: window,
  });

  it('fills the oldest open bonus first, spills over, and never credits bets made before a grant', () => {
    expect(turnoverProgress([bonus(30n, 20n), bonus(10n, 15n)])).toEqual([30n, 5n]);
    // Bets of the first window exceed what the first bonus needs: the rest is not kept for the second.
    expect(turnoverProgress([bonus(10n, 50n), bonus(10n, 0n)])).toEqual([10n, 0n]);
    expect(turnoverProgress([bonus(0n, 0n), bonus(5n, 7n), bonus(5n, 7n)])).toEqual([0n, 5n, 5n]);
  });
});
