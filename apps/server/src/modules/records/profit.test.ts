import { API } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from '../../test/funding.js';
import { createTestApp, json, login, type TestApp } from '../../test/test-app.js';
import { playRound, setVendorSecret } from '../../test/vendor.js';
import { newMember as newTestMember } from '../../test/members.js';
import { addDays, dateInZone } from '../../lib/date-range.js';

// Rounds played through the vendor wallet API (GOLDPEAK is a slot vendor, VELVET a live casino).
let t: TestApp;
const secrets: Record<string, string> = {};

const newMember = () => newTestMember(t.app, { prefix: 'pnl' });

/** A round: a debit, then a win (a credit of `payout`, 0 for a loss), a rollback or nothing. */
const play = (
  memberId: number,
  vendor: string,
  stake: number,
  end: 'win' | 'rollback' | 'open',
  payout = 0,
) =>
  playRound(t.app, {
    vendor,
    secret: secrets[vendor]!,
    memberId,
    stake,
    end: end === 'win' ? 'credit' : end,
    payout,
  });

const profit = (token: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: API.personalProfit, query, headers: { authorization: token } });

let alice: { token: string; id: number };
let bob: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp();
  for (const vendor of ['GOLDPEAK', 'VELVET']) secrets[vendor] = await setVendorSecret(t.app, vendor);
  alice = await newMember();
  bob = await newMember();
  await fundMember(t.app, alice.id, 1_000);
  await fundMember(t.app, bob.id, 1_000);
  await play(alice.id, 'GOLDPEAK', 10, 'win', 25);
  await play(alice.id, 'GOLDPEAK', 5, 'win', 0);
  await play(alice.id, 'VELVET', 40, 'win', 30.5);
  await play(alice.id, 'VELVET', 20, 'rollback');
  await play(alice.id, 'GOLDPEAK', 7, 'open');
  await play(bob.id, 'GOLDPEAK', 100, 'win', 300);
});
afterAll(async () => t.close());

describe('personal profit and loss', () => {
  it('adds up the settled rounds per day and game type, with totals', async () => {
    const res = await profit(alice.token);
    expect(res.statusCode, res.body).toBe(200);
    const value = json(res).value;
    const today = dateInZone(new Date(), 'Asia/Manila');
    expect(value.range).toMatchObject({ startDate: addDays(today, -6), endDate: today, today });
    // The open round and the rolled-back one count nothing; bob's round is bob's.
    expect(value.totals).toEqual({ rounds: 3, stake: 55, validBet: 55, payout: 55.5, winLoss: 0.5 });
    expect(value.days).toEqual([
      {
        date: today,
        rounds: 3,
        stake: 55,
        validBet: 55,
        payout: 55.5,
        winLoss: 0.5,
        gameTypes: [
          { gameType: 'RNG', rounds: 2, stake: 15, validBet: 15, payout: 25, winLoss: 10 },
          { gameType: 'LIVE', rounds: 1, stake: 40, validBet: 40, payout: 30.5, winLoss: -9.5 },
        ],
      },
    ]);
  });

  it('agrees with the betting record of the same rounds', async () => {
    const bets = json(
      await t.app.inject({
        method: 'GET',
        url: API.bettingRecord,
        query: { status: 'settled' },
        headers: { authorization: alice.token },
      }),
    ).value;
    const value = json(await profit(alice.token)).value;
    expect(value.totals.rounds).toBe(bets.totals.count);
    expect(value.totals.stake).toBe(bets.totals.stake);
    expect(value.totals.payout).toBe(bets.totals.payout);
    expect(value.totals.winLoss).toBe(bets.totals.winLoss);
  });

  it('filters by game type and by days', async () => {
    const live = json(await profit(alice.token, { gameType: 'LIVE' })).value;
    expect(live.totals).toEqual({ rounds: 1, stake: 40, validBet: 40, payout: 30.5, winLoss: -9.5 });
    const past = json(await profit(alice.token, { startDate: '2024-01-01', endDate: '2024-01-31' })).value;
    expect(past).toMatchObject({ days: [], totals: { rounds: 0, stake: 0, winLoss: 0 } });
    expect(json(await profit(bob.token)).value.totals).toMatchObject({ rounds: 1, winLoss: 200 });
  });

  it('refuses a range over 93 days, the end before the start, a bad date, and no session', async () => {
    const bad: Record<string, string>[] = [
      { startDate: '2024-01-01', endDate: '2024-06-01' },
      { startDate: '2024-02-01', endDate: '2024-01-01' },
      { startDate: '2024-02-30' },
      { gameType: 'CARDS' },
    ];
    for (const query of bad) {
      const res = await profit(alice.token, query);
      expect(res.statusCode).toBe(400);
      expect(json(res).errorCode).toBe('validation.failed');
    }
    expect((await t.app.inject({ method: 'GET', url: API.personalProfit })).statusCode).toBe(401);
  });

  it('answers a trial account its own (empty) figures', async () => {
    const trial = json(await login(t.app, 'trial01', 'Lotus2026')).value.token as string;
    const value = json(await profit(trial)).value;
    expect(value).toMatchObject({ days: [], totals: { rounds: 0 } });
  });
});
