import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raffles } from '../../db/schema.js';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { chiSquareQuantile, chiSquareStatistic } from '../house/statistics.js';
import { drawPrize, prizesOf } from './raffle.service.js';
import {
  count,
  get,
  newMember,
  otherBrand,
  playRound,
  post,
  vendorSecret,
} from '../../test/reward-fixtures.js';

let t: TestApp;
let secret: string;
const DAY = 86_400_000;
const PRIZES = [
  { amount: 100, weight: 50 },
  { amount: 500, weight: 30 },
  { amount: 1_000, weight: 15 },
  { amount: 5_000, weight: 4 },
  { amount: 18_800, weight: 1 },
];

async function addRaffle(
  o: { merchant?: string; turnover?: bigint; endsAt?: Date; enabled?: boolean; multiple?: number } = {},
) {
  const [brand] = await rowsOf<{ id: number }>(
    t.app.database.db,
    sql`select id from merchants where code = ${o.merchant ?? 'demo'}`,
  );
  const [row] = await t.app.database.db
    .insert(raffles)
    .values({
      merchantId: Number(brand!.id),
      turnoverRequired: o.turnover ?? 0n,
      prizes: PRIZES,
      turnoverMultiple: o.multiple ?? 2,
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: o.endsAt ?? null,
      enabled: o.enabled ?? true,
      text: { EN: { title: 'Test raffle', description: 'For tests' } },
    })
    .returning({ id: raffles.id });
  return row!.id;
}

const draw = (token: string, raffleId: unknown, merchant = 'demo') =>
  post(t.app, API.raffleDraw, token, { raffleId }, merchant);

beforeAll(async () => {
  t = await createTestApp();
  await otherBrand(t.app);
  secret = await vendorSecret(t.app);
});
afterAll(async () => t.close());

describe('raffle draws', () => {
  it("draws once a day after today's turnover, paying a prize of the table as a bonus", async () => {
    const raffleId = await addRaffle({ turnover: 10_000n });
    const m = await newMember(t.app);
    await playRound(t.app, secret, m, 60);
    const short = await draw(m.token, raffleId);
    expect(short.statusCode).toBe(422);
    expect(json(short)).toMatchObject({
      errorCode: 'raffle.turnover.not.reached',
      value: { turnoverToday: 60, turnoverRequired: 100 },
    });
    let state = json(await get(t.app, API.rewardCentre, m.token)).value.raffles;
    expect(state.find((r: any) => r.id === raffleId)).toMatchObject({ turnoverToday: 60, canDraw: false });
    await playRound(t.app, secret, m, 50, 20);
    const before = json(await get(t.app, API.balance, m.token)).value.sumBalance as number;
    const res = await draw(m.token, raffleId);
    expect(res.statusCode, res.body).toBe(200);
    const prize = json(res).value.prize as number;
    expect([1, 5, 10, 50, 188]).toContain(prize);
    expect(json(await get(t.app, API.balance, m.token)).value.sumBalance).toBeCloseTo(before + prize, 2);
    const [bonus] = await rowsOf<{ amount: string; turnover_required: string }>(
      t.app.database.db,
      sql`select amount, turnover_required from bonuses where member_id = ${m.id} and source = 'raffle'`,
    );
    expect(Number(bonus!.amount)).toBe(prize * 100);
    expect(Number(bonus!.turnover_required)).toBe(prize * 200);
    const second = await draw(m.token, raffleId);
    expect(second.statusCode).toBe(409);
    expect(json(second).errorCode).toBe('raffle.already.drawn');
    state = json(await get(t.app, API.rewardCentre, m.token)).value.raffles;
    expect(state.find((r: any) => r.id === raffleId)).toMatchObject({ drawnToday: prize, canDraw: false });
    const history = json(await get(t.app, API.rewardHistory, m.token)).value.list;
    expect(history[0]).toMatchObject({ kind: 'raffle', amount: prize });
    expect(await ledgerCheck(t.app)).toEqual({ ok: true, problems: [] });
  });

  it('draws once when two draws race', async () => {
    const raffleId = await addRaffle();
    const m = await newMember(t.app);
    await fundMember(t.app, m.id, 10);
    const answers = await Promise.all(Array.from({ length: 10 }, () => draw(m.token, raffleId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(
      await count(
        t.app,
        sql`select count(*) as n from bonuses where member_id = ${m.id} and source = 'raffle'`,
      ),
    ).toBe(1);
  });

  it('is closed to a member who never deposited, and its prize is locked by turnover even at multiple 0', async () => {
    const raffleId = await addRaffle({ multiple: 0 });
    const m = await newMember(t.app);
    const refused = await draw(m.token, raffleId);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(json(refused).errorCode).toBe('raffle.deposit.required');
    const state = json(await get(t.app, API.rewardCentre, m.token)).value.raffles;
    expect(state.find((r: any) => r.id === raffleId)).toMatchObject({ canDraw: false });
    expect(await count(t.app, sql`select count(*) as n from raffle_draws where member_id = ${m.id}`)).toBe(0);

    await fundMember(t.app, m.id, 10);
    const res = await draw(m.token, raffleId);
    expect(res.statusCode, res.body).toBe(200);
    const prize = json(res).value.prize as number;
    const [bonus] = await rowsOf<{ turnover_required: string }>(
      t.app.database.db,
      sql`select turnover_required from bonuses where member_id = ${m.id} and source = 'raffle'`,
    );
    expect(Number(bonus!.turnover_required)).toBe(prize * 100);
    const lock = json(await get(t.app, API.withdrawInfo, m.token)).value.bonusLock;
    expect(lock).toMatchObject({ amount: prize, withdrawable: 10 });
  });

  it('refuses unknown, disabled, ended and foreign raffles and bad input, drawing nothing', async () => {
    const m = await newMember(t.app);
    const foreign = await addRaffle({ merchant: 'other' });
    const disabled = await addRaffle({ enabled: false });
    const ended = await addRaffle({ endsAt: new Date(Date.now() - 1000) });
    expect((await draw(m.token, 999_999)).statusCode).toBe(404);
    expect((await draw(m.token, foreign)).statusCode).toBe(404);
    expect((await draw(m.token, disabled)).statusCode).toBe(404);
    const res = await draw(m.token, ended);
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe('raffle.not.running');
    for (const bad of ['x', 0, -1, 1.5, null])
      expect((await draw(m.token, bad)).statusCode, String(bad)).toBe(400);
    expect(await count(t.app, sql`select count(*) as n from raffle_draws where member_id = ${m.id}`)).toBe(0);
    // The other brand's member cannot draw the demo's raffle either.
    const stranger = await newMember(t.app, 'other');
    const demoRaffle = await addRaffle();
    expect((await draw(stranger.token, demoRaffle, 'other')).statusCode).toBe(404);
  });
});

describe('raffle prizes', () => {
  it('come only from the table, with the weights respected over 2,000 draws (chi-square, 99%)', () => {
    const prizes = prizesOf({ prizes: PRIZES });
    const total = PRIZES.reduce((s, p) => s + p.weight, 0);
    const observed = PRIZES.map(() => 0);
    const n = 2_000;
    for (let i = 0; i < n; i++) {
      const prize = drawPrize(prizes);
      const index = prizes.indexOf(prize);
      expect(index).toBeGreaterThanOrEqual(0);
      observed[index]!++;
    }
    const expected = PRIZES.map((p) => (n * p.weight) / total);
    const critical = chiSquareQuantile(0.99, PRIZES.length - 1);
    expect(critical).toBeCloseTo(13.28, 1);
    expect(chiSquareStatistic(observed, expected)).toBeLessThan(critical);
  });

  it('maps each point of the weight range to its prize', () => {
    const prizes = prizesOf({ prizes: PRIZES });
    const at = (point: number) => drawPrize(prizes, () => point).amount;
    expect([0, 49, 50, 79, 80, 94, 95, 98, 99].map(at)).toEqual([
      100n,
      100n,
      500n,
      500n,
      1_000n,
      1_000n,
      5_000n,
      5_000n,
      18_800n,
    ]);
    expect(
      prizesOf({
        prizes: [
          { amount: -1, weight: 1 },
          { amount: 5, weight: 0 },
          { amount: 1.5, weight: 1 },
        ],
      }),
    ).toEqual([]);
  });
});
