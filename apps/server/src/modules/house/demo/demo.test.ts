import { createHash } from 'node:crypto';
import { API, DEMO_ENGINES, ERROR_CODES } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { ledgerCheck } from '../../../test/funding.js';
import { newMember } from '../../../test/members.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { parseBet } from '../bets.js';
import { playEngine, type HouseEngine } from '../engines/index.js';
import { roundRng } from '../fair.js';
import { HOUSE_TOKEN_HEADER } from '../house.contracts.js';
import { createDemoCleanup, DEMO_KEEP_MS } from './demo-cleanup.js';
import { createFunWalletRepository } from './fun-wallet.repository.js';

let t: TestApp;
let demoId = 0;
const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000 });
  const [demo] = await rows<{ id: number }>(sql`select id from merchants where code = 'demo'`);
  demoId = Number(demo!.id);
});
afterAll(async () => t.close());

/** The demo brand's enabled game matching `where` (the in-house vendor's first). */
async function gameWhere(where: SQL) {
  const [row] = await rows<{ id: number; vendor_code: string; game_code: string; engine: string }>(
    sql`select id, vendor_code, game_code, engine from games
        where merchant_id = ${demoId} and is_game = 'GAME' and enabled and ${where}
        order by (vendor_code = 'LOTUS') desc, id limit 1`,
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}
const gameOf = async (engine: string) => (await gameWhere(sql`engine = ${engine}`))!;

const bearer = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};
const trialLaunch = (payload: Record<string, unknown>, siteToken?: string) =>
  t.app.inject({ method: 'POST', url: API.gameTrialLaunch, headers: bearer(siteToken), payload });
const launchGame = (payload: Record<string, unknown>, siteToken: string) =>
  t.app.inject({ method: 'POST', url: API.launchGame, headers: bearer(siteToken), payload });
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

const game = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token === null ? {} : { [HOUSE_TOKEN_HEADER]: token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const session = async (token: string) => {
  const res = await game(token, 'GET', '/house/api/session');
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value;
};
const play = (token: string, nonce: number, bet: Record<string, unknown>) =>
  game(token, 'POST', '/house/api/play', { nonce, bet });
const refill = (token: string | null) => game(token, 'POST', '/house/api/fun/refill');

/** Rows of the money and reporting tables: demo play must leave every one as it was. */
async function moneyFootprint() {
  const [row] = await rows(sql`select
      (select count(*) from game_rounds) as rounds,
      (select count(*) from vendor_transactions) as vendor,
      (select count(*) from ledger_transfers) as ledger,
      (select coalesce(sum(balance), 0) from accounts) as balances,
      (select count(*) from point_entries) as points,
      (select count(*) from member_daily) as daily,
      (select count(*) from mission_claims) as missions`);
  return row;
}

const funWalletOf = async (token: string) => {
  const [row] = await rows<{ id: number; member_id: number | null; balance: string }>(
    sql`select w.id, w.member_id, w.balance from house_sessions s join fun_wallets w on w.id = s.fun_player_id
        where s.token_hash = ${hashOf(token)}`,
  );
  return row
    ? { id: Number(row.id), memberId: row.member_id, balance: Number(row.balance) / 100 }
    : undefined;
};

/**
 * A visitor's demo of an engine: launched without a session, five rounds of `bet` on
 * fun credits with their proofs, a replay, the history and the verification, the refill (refused at the
 * start amount), a stake beyond the credits refused; no money table moves.
 */
async function visitorDemo(engine: HouseEngine, bet: Record<string, unknown>) {
  const before = await moneyFootprint();
  const chosen = await gameOf(engine);
  const res = await trialLaunch({ gameId: chosen.id, language: 'EN' });
  expect(res.statusCode, res.body).toBe(200);
  const url = json(res).value.content.game_url as string;
  expect(url).toMatch(new RegExp(`^/house/${engine}/\\?token=[\\w-]{43}&lang=EN&mode=demo$`));
  const token = tokenOf(url);

  const [stored] = await rows(sql`select mode, member_id, site_session_id, fun_player_id from house_sessions
        where token_hash = ${hashOf(token)}`);
  expect(stored).toMatchObject({ mode: 'demo', member_id: null, site_session_id: null });
  expect(stored!.fun_player_id).not.toBeNull();

  const info = await session(token);
  expect(info).toMatchObject({ demo: true, balance: 2000, game: { engine } });

  // At the start amount a refill is refused, naming the rule.
  const full = await refill(token);
  expect(full.statusCode).toBe(409);
  expect(json(full).message).toContain('only below 2000.00');

  let balance = 2000;
  let stake = 0;
  for (let nonce = 0; nonce < 5; nonce++) {
    const r = await play(token, nonce, bet);
    expect(r.statusCode, r.body).toBe(200);
    const { round, balance: after, replayed } = json(r).value;
    expect(replayed).toBe(false);
    expect(round.stake).toBeGreaterThan(0);
    stake = round.stake as number;
    balance = Math.round((balance - round.stake + round.payout) * 100) / 100;
    expect(after).toBe(balance);
    // The round's proof recomputes to the same payout.
    const parsed = parseBet(engine, round.bet, { game: chosen.game_code }).bet;
    const rng = roundRng(round.serverSeed, round.clientSeed, nonce);
    const again = playEngine(engine, rng, parsed, chosen.game_code);
    expect(again.payout / 100).toBe(round.payout);
  }
  expect((await funWalletOf(token))!.balance).toBe(balance);

  // A replayed nonce answers the stored round and moves nothing.
  const replay = json(await play(token, 0, bet)).value;
  expect(replay.replayed).toBe(true);
  expect(replay.balance).toBe(balance);

  const history = json(await game(token, 'GET', '/house/api/history?limit=10')).value.rounds;
  expect(history.map((r: { nonce: number }) => r.nonce)).toEqual([4, 3, 2, 1, 0]);
  expect(history[0].status).toBe('settled');
  const verified = json(
    await game(null, 'POST', '/house/api/verify', {
      engine,
      serverSeed: history[0].serverSeed,
      clientSeed: history[0].clientSeed,
      nonce: 4,
      bet: history[0].bet,
      game: history[0].gameCode,
    }),
  ).value;
  expect(verified.payout).toBe(history[0].payout);
  expect(verified.serverSeedHash).toBe(history[0].serverSeedHash);

  // Below the start, the refill tops the credits up to 2,000.00.
  const wallet = (await funWalletOf(token))!;
  await rows(sql`update fun_wallets set balance = 150000 where id = ${wallet.id}`);
  const topped = await refill(token);
  expect(topped.statusCode, topped.body).toBe(200);
  expect(json(topped).value.balance).toBe(2000);
  expect((await session(token)).balance).toBe(2000);

  // A stake beyond the fun credits is refused; nothing moves and the nonce stays.
  const shortOf = Math.round(stake * 100) - 1;
  await rows(sql`update fun_wallets set balance = ${shortOf} where id = ${wallet.id}`);
  const short = await play(token, 5, bet);
  expect(short.statusCode).toBe(422);
  expect(json(short).errorCode).toBe(ERROR_CODES.insufficientFunds);
  expect((await session(token)).nonce).toBe(5);
  expect((await funWalletOf(token))!.balance).toBe(shortOf / 100);
  const [open] = await rows(sql`select count(*) as n from demo_rounds where fun_wallet_id = ${wallet.id}`);
  expect(Number(open!.n)).toBe(5);

  expect(await moneyFootprint()).toEqual(before);
  expect((await ledgerCheck(t.app)).ok).toBe(true);
}

describe('a visitor tries a game', () => {
  it('launches a demo slot without a session, plays on fun credits, refills, and moves no money', () =>
    visitorDemo('slot', { coin: 5 }));

  it('plays a demo of dice the same way', () =>
    visitorDemo('dice', { stake: 1, target: 50, direction: 'over' }));

  it("serves the game page with the demo's words in the page's language", async () => {
    const dice = await gameOf('dice');
    const url = json(await trialLaunch({ gameId: dice.id, language: 'CN' })).value.content.game_url as string;
    expect(url).toContain('lang=CN');
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('试玩 — 娱乐积分');
    expect(page.body).toContain('娱乐积分不是真钱');
  });

  it('opens a demo of every single-player engine', async () => {
    for (const engine of DEMO_ENGINES) {
      const res = await trialLaunch({ gameId: (await gameOf(engine)).id });
      expect(res.statusCode, `${engine}: ${res.body}`).toBe(200);
      const info = await session(tokenOf(json(res).value.content.game_url));
      expect(info).toMatchObject({ demo: true, balance: 2000, game: { engine } });
    }
  });

  it('gets a fresh fun player at each launch', async () => {
    const dice = await gameOf('dice');
    const a = tokenOf(json(await trialLaunch({ gameId: dice.id })).value.content.game_url);
    const b = tokenOf(
      json(await trialLaunch({ vendor: dice.vendor_code, gameCode: dice.game_code })).value.content.game_url,
    );
    expect((await funWalletOf(a))!.id).not.toBe((await funWalletOf(b))!.id);
    expect((await funWalletOf(a))!.memberId).toBeNull();
  });

  it('refuses unknown games, games without a demo and bad input, naming the problem', async () => {
    const unknown = await trialLaunch({ gameId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorCode).toBe(ERROR_CODES.gameUnknown);
    expect(json(unknown).message).toContain('2000000000');

    const byCode = await trialLaunch({ vendor: 'LOTUS', gameCode: 'no-such-game' });
    expect(byCode.statusCode).toBe(404);
    expect(json(byCode).message).toContain('LOTUS/no-such-game');

    // Another vendor's real-money game, the cockfight, and any other in-house engine (tables, rooms).
    const others = [
      await gameWhere(sql`engine = 'none'`),
      await gameWhere(sql`engine = 'cockfight'`),
      await gameWhere(sql`engine not in ('none', 'slot', 'dice', 'fish', 'baccarat', 'cockfight')`),
    ].filter((g) => g !== undefined);
    expect(others.length).toBeGreaterThanOrEqual(2);
    for (const other of others) {
      const res = await trialLaunch({ gameId: other.id });
      expect(res.statusCode, `${other.engine}: ${res.body}`).toBe(403);
      expect(json(res).errorCode).toBe(ERROR_CODES.trialForbidden);
      expect(json(res).message).toContain('has no demo');
    }

    const nothing = await trialLaunch({});
    expect(nothing.statusCode).toBe(400);
    expect(json(nothing).message).toContain('gameId');
    const badSeed = await trialLaunch({ gameId: (await gameOf('dice')).id, clientSeed: 'no spaces' });
    expect(badSeed.statusCode).toBe(400);
    expect(json(badSeed).message).toContain('clientSeed');
    const [made] = await rows(sql`select count(*) as n from house_sessions where mode = 'demo'`);
    const again = await trialLaunch({ gameId: 2_000_000_000 });
    expect(again.statusCode).toBe(404);
    const [after] = await rows(sql`select count(*) as n from house_sessions where mode = 'demo'`);
    expect(after!.n).toBe(made!.n);

    expect((await refill(null)).statusCode).toBe(401);
  });
});

describe('trial accounts and members', () => {
  it('a trial account plays the demo through launchGame and is refused real-money games', async () => {
    const freePlay = await t.app.inject({ method: 'POST', url: API.freePlay, payload: { platform: 'W' } });
    const trial = json(freePlay).value.token as string;
    const before = await moneyFootprint();

    const baccarat = await gameOf('baccarat');
    const res = await launchGame({ gameId: baccarat.id }, trial);
    expect(res.statusCode, res.body).toBe(200);
    const url = json(res).value.content.game_url as string;
    expect(url).toMatch(/&mode=demo$/);
    const token = tokenOf(url);
    const wallet = (await funWalletOf(token))!;
    expect(wallet.memberId).not.toBeNull();
    const r = await play(token, 0, { stake: 10, side: 'banker' });
    expect(r.statusCode, r.body).toBe(200);

    // The trial's fun player is its own across launches (GCS_gameTrialLaunch with its session too).
    const slot = await gameOf('slot');
    const second = tokenOf(json(await trialLaunch({ gameId: slot.id }, trial)).value.content.game_url);
    expect((await funWalletOf(second))!.id).toBe(wallet.id);

    const real = await gameWhere(sql`engine = 'none'`);
    const refused = await launchGame({ gameId: real!.id }, trial);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe(ERROR_CODES.trialForbidden);
    const cockfight = await launchGame({ gameId: (await gameOf('cockfight')).id }, trial);
    expect(json(cockfight).errorCode).toBe(ERROR_CODES.trialForbidden);

    expect(await moneyFootprint()).toEqual(before);
  });

  it("a member's demo moves none of its money, and its real launch stays real", async () => {
    const member = await newMember(t.app, { prefix: 'demo', funds: 100 });
    const before = await moneyFootprint();
    const dice = await gameOf('dice');
    const demo = tokenOf(json(await trialLaunch({ gameId: dice.id }, member.token)).value.content.game_url);
    const info = await session(demo);
    expect(info.demo).toBe(true);
    expect(info.balance).toBe(2000);
    const bet = { stake: 5, target: 50, direction: 'under' };
    for (let nonce = 0; nonce < 3; nonce++) expect((await play(demo, nonce, bet)).statusCode).toBe(200);
    expect(await moneyFootprint()).toEqual(before);

    const real = tokenOf(json(await launchGame({ gameId: dice.id }, member.token)).value.content.game_url);
    const realInfo = await session(real);
    expect(realInfo.demo).toBe(false);
    expect(realInfo.balance).toBe(100);
    // A real session is never refilled with fun credits.
    const refused = await refill(real);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toContain('real money');

    // The member's demo ends with its site session, as its real games do.
    const out = await t.app.inject({ method: 'DELETE', url: API.logout, headers: bearer(member.token) });
    expect(out.statusCode).toBe(200);
    expect((await game(demo, 'GET', '/house/api/session')).statusCode).toBe(401);
  });
});

describe('cleanup', () => {
  it('deletes demo rounds and fun wallets idle for 7 days, and nothing newer', async () => {
    const slot = await gameOf('slot');
    const oldToken = tokenOf(json(await trialLaunch({ gameId: slot.id })).value.content.game_url);
    const newToken = tokenOf(json(await trialLaunch({ gameId: slot.id })).value.content.game_url);
    expect((await play(oldToken, 0, { coin: 5 })).statusCode).toBe(200);
    expect((await play(newToken, 0, { coin: 5 })).statusCode).toBe(200);
    const oldWallet = (await funWalletOf(oldToken))!.id;
    const newWallet = (await funWalletOf(newToken))!.id;

    const now = new Date();
    const cleanup = createDemoCleanup({ repo: createFunWalletRepository(t.app.database.db), now: () => now });
    const longAgo = new Date(now.getTime() - DEMO_KEEP_MS - 60_000);
    await rows(sql`update fun_wallets set used_at = ${longAgo.toISOString()} where id = ${oldWallet}`);
    await rows(
      sql`update demo_rounds set created_at = ${longAgo.toISOString()} where fun_wallet_id = ${oldWallet}`,
    );
    await rows(
      sql`update house_sessions set expires_at = ${longAgo.toISOString()} where fun_player_id = ${oldWallet}`,
    );

    const done = await cleanup.run();
    expect(done.wallets).toBeGreaterThanOrEqual(1);
    expect(await funWalletOf(oldToken)).toBeUndefined();
    const [left] = await rows(sql`select count(*) as n from demo_rounds where fun_wallet_id = ${oldWallet}`);
    expect(Number(left!.n)).toBe(0);
    expect((await game(oldToken, 'GET', '/house/api/session')).statusCode).toBe(401);

    expect((await funWalletOf(newToken))!.id).toBe(newWallet);
    const [kept] = await rows(sql`select count(*) as n from demo_rounds where fun_wallet_id = ${newWallet}`);
    expect(Number(kept!.n)).toBe(1);
    // A second run finds nothing more to delete.
    expect((await cleanup.run()).wallets).toBe(0);
  });
});
