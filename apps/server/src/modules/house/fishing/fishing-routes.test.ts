import { API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { fundMember, ledgerCheck } from '../../../test/funding.js';
import { newMember as newTestMember } from '../../../test/members.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { fairRng } from '../fair-stream.js';
import { HOUSE_TOKEN_HEADER } from '../house.contracts.js';
import { createHouseRepository } from '../house.repository.js';
import { createHouseService, type Injector } from '../house.service.js';
import { hmacText } from '../sha256.js';
import { playFishing } from './batch.js';
import { fishingGame } from './definitions.js';
import { fishAt } from './ocean.js';

let t: TestApp;
let demoId = 0;
const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000 });
  const [demo] = await rows<{ id: number }>(sql`select id from merchants where code = 'demo'`);
  demoId = Number(demo!.id);
});
afterAll(async () => t.close());

async function fishGame() {
  const [row] = await rows<{ id: number; vendor_code: string; game_code: string; min_bet: string }>(
    sql`select id, vendor_code, game_code, min_bet from games
        where merchant_id = ${demoId} and engine = 'fish' and enabled
        order by (game_code = 'ocean-hunter') desc, id limit 1`,
  );
  return {
    id: Number(row!.id),
    vendorCode: row!.vendor_code,
    gameCode: row!.game_code,
    minBet: Number(row!.min_bet) / 100,
  };
}

async function launchFish(funds: number) {
  const { id, token: siteToken } = await newTestMember(t.app, { prefix: 'fsh' });
  await fundMember(t.app, id, funds);
  const game = await fishGame();
  const res = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: { authorization: `Bearer ${siteToken}` },
    payload: { gameId: game.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = json(res).value.content.game_url as string;
  expect(url).toMatch(/^\/house\/fish\//);
  return { memberId: id, token: new URL(url, 'http://x').searchParams.get('token')!, game };
}

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token === null ? {} : { [HOUSE_TOKEN_HEADER]: token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const balanceOf = async (memberId: number) =>
  Number(
    (
      await rows<{ balance: string }>(
        sql`select balance from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
      )
    )[0]!.balance,
  ) / 100;
const moves = async (memberId: number) =>
  Number(
    (
      await rows<{ n: string }>(
        sql`select count(*) as n from vendor_transactions where member_id = ${memberId}`,
      )
    )[0]!.n,
  );

/** A batch at the fish in the session's ocean now. */
async function batchOf(token: string, count: number, stake: number) {
  const info = json(await call(token, 'GET', '/house/api/session')).value;
  const fishing = info.fishing;
  const game = fishingGame(fishing.game)!;
  const here = fishAt(game, fishing.ocean, fishing.oceanTime);
  expect(here.length).toBeGreaterThan(3);
  const shots = Array.from({ length: count }, (_, i) => ({
    fish: here[i % here.length]!.id,
    at: fishing.oceanTime,
    stake,
  }));
  return { info, game, bet: { game: fishing.game, ocean: fishing.ocean, shots } };
}

describe('fishing through the house routes', () => {
  it('tells the page its game, ocean and clock', async () => {
    const { token, game } = await launchFish(50);
    const info = json(await call(token, 'GET', '/house/api/session')).value;
    expect(info.game.engine).toBe('fish');
    expect(info.fishing).toMatchObject({ game: 'ocean-hunter', rtp: 96, maxShots: 30 });
    expect(info.fishing.ocean).toMatch(/^[0-9a-f]{64}$/);
    expect(info.fishing.stakes[0]).toBe(game.minBet);
    expect(info.fishing.oceanTime).toBeGreaterThanOrEqual(60_000);
  });

  it('settles a batch as one round: one debit, one credit, verifiable, and once when sent twice', async () => {
    const { token, memberId, game } = await launchFish(100);
    const { bet } = await batchOf(token, 12, game.minBet);
    const res = await call(token, 'POST', '/house/api/play', { nonce: 0, bet });
    expect(res.statusCode, res.body).toBe(200);
    const { round, balance, replayed } = json(res).value;
    expect(replayed).toBe(false);
    expect(round.stake).toBe(12 * game.minBet);
    expect(round.outcome.shots).toHaveLength(12);
    const paid = round.outcome.shots.reduce((s: number, x: { pay: number }) => s + x.pay, 0) / 100;
    expect(round.payout).toBe(paid);
    expect(balance).toBe(Math.round((100 - 12 * game.minBet + paid) * 100) / 100);
    expect(await balanceOf(memberId)).toBe(balance);
    expect(await moves(memberId)).toBe(2);

    // The browser's recomputation from the revealed seed equals the round.
    const cents = { ...bet, shots: bet.shots.map((s) => ({ ...s, stake: Math.round(s.stake * 100) })) };
    expect(playFishing(fairRng(hmacText, round.serverSeed, round.clientSeed, 0), cents).outcome).toEqual(
      round.outcome,
    );
    const verified = json(
      await call(null, 'POST', '/house/api/verify', {
        engine: 'fish',
        serverSeed: round.serverSeed,
        clientSeed: round.clientSeed,
        nonce: 0,
        bet,
      }),
    ).value;
    expect(verified).toMatchObject({ outcome: round.outcome, payout: round.payout, stake: round.stake });
    const link = new URL(round.verifyUrl, 'http://x').searchParams;
    expect(JSON.parse(link.get('shots')!)).toEqual(bet.shots);
    expect(link.get('ocean')).toBe(bet.ocean);

    // The same batch again (a retry): the stored round, nothing moved.
    const again = json(await call(token, 'POST', '/house/api/play', { nonce: 0, bet })).value;
    expect(again.replayed).toBe(true);
    expect(again.round.roundId).toBe(round.roundId);
    expect(await balanceOf(memberId)).toBe(balance);
    expect(await moves(memberId)).toBe(2);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });

  it('refuses bad batches naming the problem, moving no money', async () => {
    const { token, memberId, game } = await launchFish(100);
    // A minimum bet of 1.00 for this test, so that a stake can be below it.
    await rows(sql`update games set min_bet = 100 where id = ${game.id}`);
    const { bet, info } = await batchOf(token, 3, 1);
    const def = fishingGame(info.fishing.game)!;
    const gone = fishAt(def, bet.ocean, info.fishing.oceanTime - 50_000).find(
      (f) => f.leave < info.fishing.oceanTime - 2_000,
    )!;
    const shot = bet.shots[0]!;
    const cases: [unknown, RegExp][] = [
      // Slot 15 of a second's spawns: never filled.
      [
        { ...bet, shots: [{ ...shot, fish: Math.floor(shot.at / 1_000) * 16 + 15 }] },
        /shots.0.fish: there is no fish \d+ in this ocean/,
      ],
      [{ ...bet, shots: Array.from({ length: 31 }, () => shot) }, /at most 30 shots/],
      [
        { ...bet, shots: [{ ...shot, stake: 0.5 }] },
        /shots.0.stake: 0.50 is below this game's minimum bet of 1.00/,
      ],
      [{ ...bet, shots: [{ fish: gone.id, at: gone.leave + 1_000, stake: 1 }] }, /is not in the ocean at/],
      [{ ...bet, game: 'coral-frenzy' }, /this session plays "ocean-hunter"/],
      [{ ...bet, ocean: 'ab'.repeat(32) }, /ocean/],
      [{ ...bet, shots: [{ ...shot, at: info.fishing.oceanTime + 60_000 }] }, /ahead of the ocean clock/],
    ];
    for (const [b, message] of cases) {
      const res = await call(token, 'POST', '/house/api/play', { nonce: 0, bet: b });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).message).toMatch(message);
    }
    expect(await balanceOf(memberId)).toBe(100);
    expect(await moves(memberId)).toBe(0);
    await rows(sql`update games set min_bet = ${Math.round(game.minBet * 100)} where id = ${game.id}`);
  });

  it('rolls the batch debit back when its credit fails', async () => {
    const { token, memberId } = await launchFish(30);
    let failCredit = true;
    const inject: Injector = async (request) => {
      if (failCredit && request.url.endsWith('/wallet/credit'))
        return { statusCode: 500, body: '{"success":false,"message":"down"}' };
      return t.app.inject(request);
    };
    const house = createHouseService({ repo: createHouseRepository(t.app.database.db), inject });
    const { bet } = await batchOf(token, 5, 1);
    await expect(house.play(token, { nonce: 0, bet })).rejects.toMatchObject({ statusCode: 503 });
    expect(await balanceOf(memberId)).toBe(30);
    failCredit = false;
    const next = await house.play(token, { nonce: 1, bet });
    expect(next.round.nonce).toBe(1);
    expect(await balanceOf(memberId)).toBe(Math.round((25 + next.round.payout) * 100) / 100);
  });
});
