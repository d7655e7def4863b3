import { gzipSync } from 'node:zlib';
import { API } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, ledgerCheck } from '../../test/funding.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { newMember as newTestMember } from '../../test/members.js';
import { parseBet } from './bets.js';
import { playEngine, type HouseEngine } from './engines/index.js';
import { roundRng, seedHash } from './fair.js';
import { HOUSE_TOKEN_HEADER } from './house.contracts.js';
import { createHouseRepository } from './house.repository.js';
import { createHouseService, type Injector } from './house.service.js';

let t: TestApp;
let demoId = 0;

const rows = <T = Record<string, any>>(query: SQL) => rowsOf<T>(t.app.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000 });
  const [demo] = await rows<{ id: number }>(sql`select id from merchants where code = 'demo'`);
  demoId = Number(demo!.id);
});
afterAll(async () => t.close());

type Member = { siteToken: string; id: number };
async function newMember(funds = 0): Promise<Member> {
  const { id, token } = await newTestMember(t.app, { prefix: 'hs' });
  if (funds > 0) await fundMember(t.app, id, funds);
  return { siteToken: token, id };
}

/** The demo brand's game of an engine (the in-house vendor's when it has one). */
async function gameOf(engine: HouseEngine) {
  const [row] = await rows<{ id: number; vendor_code: string; game_code: string; min_bet: string }>(
    sql`select id, vendor_code, game_code, min_bet from games
        where merchant_id = ${demoId} and engine = ${engine} and is_game = 'GAME' and enabled
        order by (vendor_code = 'LOTUS') desc, is_hot desc, id limit 1`,
  );
  if (!row) throw new Error(`no ${engine} game seeded`);
  return {
    id: Number(row.id),
    vendorCode: row.vendor_code,
    gameCode: row.game_code,
    minBet: Number(row.min_bet),
  };
}

/** Launches through the site's launch call, as the lobby does; answers the game page address and its token. */
async function launch(member: Member, engine: HouseEngine, extra: Record<string, unknown> = {}) {
  const game = await gameOf(engine);
  const res = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: { authorization: `Bearer ${member.siteToken}` },
    payload: { gameId: game.id, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = json(res).value.content.game_url as string;
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  return { url, token, game };
}

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token === null ? {} : { [HOUSE_TOKEN_HEADER]: token }), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const session = async (token: string) => {
  const res = await call(token, 'GET', '/house/api/session');
  expect(res.statusCode, res.body).toBe(200);
  return json(res).value;
};
const play = (token: string, nonce: number, bet: Record<string, unknown>) =>
  call(token, 'POST', '/house/api/play', { nonce, bet });
const balanceOf = async (memberId: number) => {
  const [row] = await rows<{ balance: string }>(
    sql`select balance from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
  );
  return Number(row?.balance ?? 0) / 100;
};
const vendorTransactions = async (memberId: number) =>
  Number(
    (
      await rows<{ n: string }>(
        sql`select count(*) as n from vendor_transactions where member_id = ${memberId}`,
      )
    )[0]!.n,
  );

describe('launch and session', () => {
  it('opens a session through the site launch and serves the game page inside the site frame', async () => {
    const member = await newMember(100);
    const { url, token, game } = await launch(member, 'slot', { language: 'CN', clientSeed: 'my-seed_1' });
    expect(url).toMatch(/^\/house\/slot\/\?token=[\w-]{43}&lang=CN$/);
    const [stored] = await rows(sql`select * from house_sessions where member_id = ${member.id}`);
    // Only the token's hash is kept.
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.server_seed_hash).toBe(seedHash(stored!.server_seed));

    const info = await session(token);
    expect(info).toMatchObject({
      game: {
        name: '莲花财富',
        engine: 'slot',
        gameCode: game.gameCode,
        vendorCode: 'LOTUS',
        gameType: 'RNG',
      },
      language: 'CN',
      currency: 'P',
      balance: 100,
      minBet: game.minBet / 100,
      maxBet: 1000,
      clientSeed: 'my-seed_1',
      nonce: 0,
      serverSeedHash: stored!.server_seed_hash,
    });
    // The seed itself is never shown before the round.
    expect(JSON.stringify(info)).not.toContain(stored!.server_seed);

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('src="/house/assets/slot.js"');
    expect(page.body).toContain('"spin":"旋转"');
    expect(page.body).not.toContain(token);

    const script = await t.app.inject({ method: 'GET', url: '/house/assets/slot.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    const css = await t.app.inject({ method: 'GET', url: '/house/assets/house.css' });
    expect(css.statusCode).toBe(200);
    // A page stays small: shell, script and style sheet together, as sent compressed (the slot's art comes
    // with the session, for its own symbols only).
    const gzipped = [page.body, script.body, css.body].reduce((n, body) => n + gzipSync(body).length, 0);
    expect(gzipped).toBeLessThan(20_000);
    expect((await t.app.inject({ method: 'GET', url: '/house/assets/nope.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/house/poker/' })).statusCode).toBe(404);
    const redirect = await t.app.inject({ method: 'GET', url: `/house/slot?token=${token}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/house/slot/?token=${token}`);
  }, 60_000);

  it('refuses unknown, expired and missing tokens, and the site token', async () => {
    const member = await newMember(10);
    const { token } = await launch(member, 'dice');
    for (const bad of [null, 'x'.repeat(43), `${token}x`]) {
      const res = await call(bad, 'GET', '/house/api/session');
      expect(res.statusCode).toBe(401);
      expect(json(res).errorCode).toBe('game.session.invalid');
    }
    const site = await call(null, 'GET', '/house/api/session', undefined, {
      authorization: `Bearer ${member.siteToken}`,
    });
    expect(site.statusCode).toBe(401);
    await t.app.database.db.execute(
      sql`update house_sessions set expires_at = now() - interval '1 second' where member_id = ${member.id}`,
    );
    const expired = await play(token, 0, { stake: 1, target: 50, direction: 'under' });
    expect(expired.statusCode).toBe(401);
    expect(json(expired).errorCode).toBe('game.session.invalid');
    expect(await balanceOf(member.id)).toBe(10);
    const unknown = await call(null, 'GET', '/house/api/nothing');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).errorCode).toBe('not.found');
  });
});

describe('playing rounds', () => {
  it('moves the balance by exactly stake and payout, records each round settled with its proof', async () => {
    const member = await newMember(100);
    const { token, game } = await launch(member, 'slot');
    let info = await session(token);
    let expected = 100;
    for (let nonce = 0; nonce < 12; nonce++) {
      const committed = info.serverSeedHash;
      const res = await play(token, nonce, { coin: 5 });
      expect(res.statusCode, res.body).toBe(200);
      const { round, balance, next, replayed } = json(res).value;
      expect(replayed).toBe(false);
      expect(round).toMatchObject({
        engine: 'slot',
        nonce,
        stake: 1,
        serverSeedHash: committed,
        clientSeed: info.clientSeed,
      });
      // The revealed seed is the one committed to before the round, and a new one is committed.
      expect(seedHash(round.serverSeed)).toBe(committed);
      expect(next.serverSeedHash).not.toBe(committed);
      expect(next.nonce).toBe(nonce + 1);
      // The outcome is the engine's on the revealed seeds.
      const { bet } = parseBet('slot', { coin: 5 }, { game: game.gameCode });
      const again = playEngine(
        'slot',
        roundRng(round.serverSeed, round.clientSeed, nonce),
        bet,
        game.gameCode,
      );
      expect(round.outcome).toEqual(again.outcome);
      expect(round.payout).toBe(again.payout / 100);
      expected = Math.round((expected - 1 + round.payout) * 100) / 100;
      expect(balance).toBe(expected);
      expect(await balanceOf(member.id)).toBe(expected);

      const [stored] = await rows(
        sql`select * from game_rounds where member_id = ${member.id} and round_id = ${round.roundId}`,
      );
      expect(stored).toMatchObject({
        status: 'settled',
        vendor_code: 'LOTUS',
        game_code: game.gameCode,
        game_type: 'RNG',
      });
      expect(Number(stored!.stake)).toBe(100);
      expect(Number(stored!.payout)).toBe(Math.round(round.payout * 100));
      expect(stored!.detail).toMatchObject({
        engine: 'slot',
        nonce,
        serverSeed: round.serverSeed,
        serverSeedHash: committed,
        clientSeed: info.clientSeed,
        payout: round.payout,
        multiplier: round.multiplier,
        bet: { coin: 5 },
      });
      expect(stored!.detail.verifyUrl).toContain(`/house/verify?engine=slot&serverSeed=${round.serverSeed}`);
      expect(stored!.detail.verifyUrl).toContain(`&game=${game.gameCode}`);
      const transfers = await rows<{ kind: string; amount: string }>(
        sql`select t.kind, t.amount from ledger_transfers t where t.round_id = ${stored!.id} order by t.id`,
      );
      expect(transfers.map((x) => [x.kind, Number(x.amount)])).toEqual([
        ['bet', 100],
        ...(round.payout > 0 ? [['win', Math.round(round.payout * 100)]] : []),
      ]);
      info = { ...info, ...next };
    }
    const history = json(await call(token, 'GET', '/house/api/history?limit=5')).value.rounds;
    expect(history.map((r: any) => r.nonce)).toEqual([11, 10, 9, 8, 7]);
    expect(history[0]).toMatchObject({ status: 'settled', engine: 'slot' });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  }, 60_000);

  it('answers a replayed play request with the stored round and moves nothing', async () => {
    const member = await newMember(50);
    const { token } = await launch(member, 'dice');
    const bet = { stake: 2, target: 50, direction: 'under' };
    const first = json(await play(token, 0, bet)).value;
    const balance = await balanceOf(member.id);
    const moves = await vendorTransactions(member.id);
    const again = await play(token, 0, bet);
    expect(again.statusCode).toBe(200);
    expect(json(again).value).toMatchObject({
      replayed: true,
      balance,
      round: { roundId: first.round.roundId, payout: first.round.payout },
    });
    expect(await balanceOf(member.id)).toBe(balance);
    expect(await vendorTransactions(member.id)).toBe(moves);

    // Two identical requests at once (a double click): one round.
    const [a, b] = await Promise.all([play(token, 1, bet), play(token, 1, bet)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(json(a).value.round.roundId).toBe(json(b).value.round.roundId);
    expect([json(a).value.replayed, json(b).value.replayed].sort()).toEqual([false, true]);
    const r = json(a).value.round;
    expect(await balanceOf(member.id)).toBe(Math.round((balance - 2 + r.payout) * 100) / 100);
    expect(await vendorTransactions(member.id)).toBe(moves + 2);

    // A round ahead of the session is refused.
    const ahead = await play(token, 5, bet);
    expect(ahead.statusCode).toBe(409);
    expect(json(ahead).message).toMatch(/not the next round/);
  });

  it('refuses a stake beyond the balance with a clear error, and nothing moves', async () => {
    const member = await newMember(0.5);
    const { token } = await launch(member, 'slot');
    const res = await play(token, 0, { coin: 5 });
    expect(res.statusCode).toBe(422);
    expect(json(res).errorCode).toBe('wallet.insufficient');
    expect(await balanceOf(member.id)).toBe(0.5);
    expect(await vendorTransactions(member.id)).toBe(0);
    expect((await rows(sql`select id from game_rounds where member_id = ${member.id}`)).length).toBe(0);
    expect((await session(token)).nonce).toBe(0);
    // A smaller stake still plays.
    const small = await play(token, 0, { coin: 1 });
    expect(small.statusCode, small.body).toBe(200);
  });

  it('validates every bet against its engine and the game limits', async () => {
    const member = await newMember(100);
    const cases: [HouseEngine, Record<string, unknown>, RegExp][] = [
      ['slot', {}, /coin/],
      ['slot', { lineBet: 0.05 }, /coin/],
      ['slot', { coin: 0.5 }, /coin must be a whole number of minor units/],
      ['slot', { coin: 0 }, /coin must be at least 1/],
      ['slot', { coin: 6000 }, /above the maximum of 1000.00/],
      ['dice', { stake: 1, target: 99.5, direction: 'under' }, /between 1% and 98%/],
      ['dice', { stake: 1, target: 50, direction: 'sideways' }, /direction/],
      [
        'fish',
        { game: 'ocean-hunter', ocean: 'ab'.repeat(32), shots: [{ fish: 'whale', at: 0, stake: 1 }] },
        /fish/,
      ],
      ['baccarat', { stake: 0.01, side: 'banker' }, /below this game's minimum bet/],
      ['cockfight', { stake: 1, side: 'tie' }, /side/],
    ];
    for (const [engine, bet, message] of cases) {
      const { token } = await launch(member, engine);
      const res = await play(token, 0, bet);
      expect(res.statusCode, `${engine} ${JSON.stringify(bet)}`).toBe(400);
      expect(json(res).errorCode).toBe('validation.failed');
      expect(json(res).message).toMatch(message);
    }
    expect(await balanceOf(member.id)).toBe(100);
    expect(await vendorTransactions(member.id)).toBe(0);
  });

  it('plays every engine', async () => {
    const member = await newMember(200);
    const bets: [HouseEngine, Record<string, unknown>][] = [
      ['dice', { stake: 1, target: 75.5, direction: 'over' }],
      ['baccarat', { stake: 1, side: 'player' }],
      ['cockfight', { stake: 1, side: 'wala' }],
    ];
    for (const [engine, bet] of bets) {
      const { token } = await launch(member, engine);
      for (let nonce = 0; nonce < 3; nonce++) {
        const before = await balanceOf(member.id);
        const res = await play(token, nonce, bet);
        expect(res.statusCode, res.body).toBe(200);
        const { round, balance } = json(res).value;
        expect(round.engine).toBe(engine);
        expect(round.bet).toEqual(bet);
        expect(balance).toBe(Math.round((before - 1 + round.payout) * 100) / 100);
        const verified = json(
          await call(null, 'POST', '/house/api/verify', {
            engine,
            serverSeed: round.serverSeed,
            clientSeed: round.clientSeed,
            nonce,
            bet,
          }),
        ).value;
        expect(verified).toEqual({
          serverSeedHash: round.serverSeedHash,
          outcome: round.outcome,
          stake: 1,
          payout: round.payout,
          multiplier: round.multiplier,
        });
      }
    }
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});

describe('seeds and isolation', () => {
  it('takes a new client seed between rounds, for the next round', async () => {
    const member = await newMember(20);
    const { token } = await launch(member, 'cockfight');
    const bad = await call(token, 'PUT', '/house/api/seed', { clientSeed: 'no:colons' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/clientSeed/);
    const before = await session(token);
    const res = await call(token, 'PUT', '/house/api/seed', { clientSeed: 'lucky.7' });
    expect(res.statusCode).toBe(200);
    // The server seed committed before stays: the client seed is chosen after the commitment.
    expect(json(res).value).toEqual({
      clientSeed: 'lucky.7',
      serverSeedHash: before.serverSeedHash,
      nonce: 0,
    });
    const round = json(await play(token, 0, { stake: 1, side: 'meron' })).value.round;
    expect(round.clientSeed).toBe('lucky.7');
    const expected = playEngine('cockfight', roundRng(round.serverSeed, 'lucky.7', 0), {
      stake: 100,
      side: 'meron',
    });
    expect(round.outcome).toEqual(expected.outcome);
  });

  it("never shows or replays another member's rounds", async () => {
    const alice = await newMember(20);
    const bob = await newMember(20);
    const a = await launch(alice, 'dice');
    const b = await launch(bob, 'dice');
    const bet = { stake: 1, target: 50, direction: 'under' };
    const played = json(await play(a.token, 0, bet)).value.round;
    expect(json(await call(b.token, 'GET', '/house/api/history')).value.rounds).toEqual([]);
    // Bob's session at nonce 0 plays Bob's own round, never Alice's.
    const own = json(await play(b.token, 0, bet)).value;
    expect(own.replayed).toBe(false);
    expect(own.round.roundId).not.toBe(played.roundId);
    expect(own.round.serverSeed).not.toBe(played.serverSeed);
    expect(await balanceOf(alice.id)).toBe(Math.round((19 + played.payout) * 100) / 100);
  });

  it('verifies a round publicly, and refuses malformed seeds', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/house/verify?engine=dice&lang=th' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/house/assets/verify.js"');
    expect(page.body).toContain('<html lang="th">');
    expect((await t.app.inject({ method: 'GET', url: '/house/assets/verify.js' })).statusCode).toBe(200);
    const bad = await call(null, 'POST', '/house/api/verify', {
      engine: 'dice',
      serverSeed: 'abc',
      clientSeed: 'x',
      nonce: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/serverSeed/);
    const seed = 'f'.repeat(64);
    const ok = json(
      await call(null, 'POST', '/house/api/verify', {
        engine: 'baccarat',
        serverSeed: seed,
        clientSeed: 'x',
        nonce: 3,
      }),
    ).value;
    expect(ok.serverSeedHash).toBe(seedHash(seed));
    expect(ok.outcome).toEqual(
      playEngine('baccarat', roundRng(seed, 'x', 3), { stake: 100, side: 'banker' }).outcome,
    );
    // A slot round is verified with its game's definition, named by its code.
    const slot = { engine: 'slot', serverSeed: seed, clientSeed: 'x', nonce: 3, bet: { coin: 2 } };
    const spin = json(
      await call(null, 'POST', '/house/api/verify', { ...slot, game: 'koi-pond-ways' }),
    ).value;
    const expected = playEngine('slot', roundRng(seed, 'x', 3), { coin: 2 }, 'koi-pond-ways');
    expect(spin.outcome).toEqual(expected.outcome);
    expect(spin).toMatchObject({ stake: 0.5, payout: expected.payout / 100 });
    const noGame = await call(null, 'POST', '/house/api/verify', slot);
    expect(noGame.statusCode).toBe(400);
    expect(json(noGame).message).toMatch(/game: the slot game code is missing/);
    const unknown = await call(null, 'POST', '/house/api/verify', { ...slot, game: 'no-such-slot' });
    expect(json(unknown).message).toMatch(/game: no-such-slot is not a slot game/);
  });
});

describe('a credit that fails', () => {
  it('rolls the debit back, voids the round and moves the session on', async () => {
    const member = await newMember(10);
    let failCredit = true;
    const inject: Injector = async (request) => {
      if (failCredit && request.url.endsWith('/wallet/credit'))
        return { statusCode: 500, body: '{"success":false,"message":"down"}' };
      return t.app.inject(request);
    };
    const house = createHouseService({ repo: createHouseRepository(t.app.database.db), inject });
    const game = await gameOf('dice');
    const [site] = await rows<{ id: number }>(
      sql`select id from sessions where member_id = ${member.id} order by id desc limit 1`,
    );
    const url = await house.launcher({
      brand: { id: demoId, code: 'demo' },
      memberId: member.id,
      sessionId: Number(site!.id),
      game: { ...game, gameType: 'RNG', engine: 'dice', name: 'Lucky Dice' },
      language: 'EN',
    });
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    await expect(
      house.play(token, { nonce: 0, bet: { stake: 3, target: 50, direction: 'under' } }),
    ).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(await balanceOf(member.id)).toBe(10);
    const [round] = await rows(sql`select status from game_rounds where member_id = ${member.id}`);
    expect(round!.status).toBe('void');
    const info = await house.session(token);
    expect(info.nonce).toBe(1);
    failCredit = false;
    const next = await house.play(token, { nonce: 1, bet: { stake: 3, target: 50, direction: 'under' } });
    expect(next.round.nonce).toBe(1);
    expect(await balanceOf(member.id)).toBe(Math.round((7 + next.round.payout) * 100) / 100);
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});
