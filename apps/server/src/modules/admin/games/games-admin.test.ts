import { ADMIN_GAMES_PATHS as PATHS, API, type OperatorRoleName } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.js';
import { newMember } from '../../../test/members.js';
import { createOperator, DEMO_OPERATORS, loginOperator } from '../../../test/operators.js';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';
import { setVendorSecret, vendorCall } from '../../../test/vendor.js';
import type { GameLauncher } from '../../games/index.js';

let t: TestApp;
/** The app's clock: fixed unless a test moves it, so the catalogue's own interval never refreshes it. */
let at = Date.now();
const now = () => new Date(at);
const tokens = {} as Record<OperatorRoleName, string>;
let member: { id: number; token: string };
const launched: string[] = [];
const launcher: GameLauncher = async ({ game }) => {
  launched.push(game.gameCode);
  return `/house/slot/?game=${game.gameCode}`;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const path = (template: string, params: Record<string, string | number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(params[name]));

const send = (method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const owner = (method: Method, url: string, payload?: unknown) => send(method, url, tokens.owner, payload);
const player = (url: string) => t.app.inject({ method: 'GET', url, headers: { merchant: 'demo' } });

async function audits(event: string) {
  return rowsOf<{ operator_id: number; detail: Record<string, any> }>(
    t.app.database.db,
    sql`select operator_id, detail from audit_log where event = ${event} order by id`,
  );
}

async function vendorEntry(code: string, category: string) {
  const res = await owner('GET', `${PATHS.vendors}?category=${category}&pageSize=200`);
  expect(res.statusCode, res.body).toBe(200);
  const entry = json(res).value.list.find((v: { code: string }) => v.code === code);
  if (!entry) throw new Error(`no vendor ${code} in ${category}`);
  return entry;
}

async function gameRow(gameCode: string) {
  const res = await owner('GET', `${PATHS.games}?name=${encodeURIComponent(gameCode)}&pageSize=200`);
  expect(res.statusCode, res.body).toBe(200);
  const game = json(res).value.list.find((g: { gameCode: string }) => g.gameCode === gameCode);
  if (!game) throw new Error(`no game ${gameCode}`);
  return game;
}

/** Every page of the player's game list for a query. */
const playerGames = async (query: string) => {
  const all: { gameCode: string; maintenance: boolean; isHot: boolean; minBet: number }[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const res = await player(`${API.gameList}?${query}&pageNo=${pageNo}&pageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    const { games, totalPages } = json(res).value;
    all.push(...games);
    if (pageNo >= totalPages) return all;
  }
};

/**
 * Moves the app's clock on (the last tests only); the operators log in again (their sessions end after 30
 * idle minutes).
 */
async function later(ms: number) {
  at += ms;
  if (ms >= 60_000)
    for (const role of ['owner', 'finance', 'support'] as const)
      tokens[role] = await loginOperator(t, DEMO_OPERATORS[role]);
}

beforeAll(async () => {
  t = await createTestApp({ now, gameLauncher: launcher, beforeLaunch: async () => undefined });
  tokens.owner = await loginOperator(t, DEMO_OPERATORS.owner);
  tokens.finance = await loginOperator(t, DEMO_OPERATORS.finance);
  tokens.support = await loginOperator(t, DEMO_OPERATORS.support);
  tokens.viewer = (await createOperator(t, tokens.owner, { username: 'viewer_games', role: 'viewer' })).token;
  member = await newMember(t.app, { prefix: 'ga', funds: 100 });
});
afterAll(async () => t?.close());

describe('who may call', () => {
  const reads: [Method, string][] = [
    ['GET', PATHS.vendors],
    ['GET', PATHS.games],
    ['GET', PATHS.houseGames],
    ['GET', PATHS.houseRooms],
  ];
  const writes: [Method, string, unknown][] = [
    ['PATCH', path(PATHS.vendor, { vendorId: 1 }), { enabled: true }],
    ['POST', path(PATHS.vendorSecret, { vendorCode: 'LOTUS' }), { graceHours: 24 }],
    ['PATCH', path(PATHS.game, { gameId: 1 }), { isHot: true }],
    ['PUT', path(PATHS.gameOrder, { gameId: 1 }), { position: 1 }],
    ['PATCH', path(PATHS.houseGame, { gameId: 1 }), { minBet: 1 }],
    ['PATCH', path(PATHS.houseRoom, { roomId: 1 }), { enabled: true }],
  ];

  it('lets every role read', async () => {
    for (const role of ['owner', 'finance', 'support', 'viewer'] as const)
      for (const [method, url] of reads) {
        const res = await send(method, url, tokens[role]);
        expect(res.statusCode, `${role} ${url}: ${res.body}`).toBe(200);
      }
  });

  it('refuses every write to finance, support and viewers, and changes nothing', async () => {
    const before = await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    for (const role of ['finance', 'support', 'viewer'] as const)
      for (const [method, url, body] of writes) {
        const res = await send(method, url, tokens[role], body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(json(res).errorCode).toBe('forbidden');
      }
    const after = await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});

describe('vendors', () => {
  it('disables and enables a vendor entry, seen by the player at once', async () => {
    const velvet = await vendorEntry('VELVET', 'LIVE');
    expect(velvet).toMatchObject({ enabled: true, walletMode: 'seamless', credentials: { exists: true } });
    expect(JSON.stringify(json(await owner('GET', PATHS.vendors)).value)).not.toContain('"secret"');
    expect((await playerGames('gameType=LIVE&vassalage=VELVET')).length).toBeGreaterThan(0);

    const off = await owner('PATCH', path(PATHS.vendor, { vendorId: velvet.id }), { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off).value.enabled).toBe(false);
    expect(await playerGames('gameType=LIVE&vassalage=VELVET')).toEqual([]);
    const menus = json(await player(API.gameVendor)).value.data.lanes as { cards: { vassalage: string }[] }[];
    expect(menus.flatMap((l) => l.cards).some((c) => c.vassalage === 'VELVET')).toBe(false);

    const on = await owner('PATCH', path(PATHS.vendor, { vendorId: velvet.id }), { enabled: true });
    expect(json(on).value.enabled).toBe(true);
    expect((await playerGames('gameType=LIVE&vassalage=VELVET')).length).toBeGreaterThan(0);

    const rows = await audits('games.vendor.update');
    expect(rows.at(-2)?.detail).toMatchObject({
      target: { id: velvet.id, code: 'VELVET', category: 'LIVE' },
      before: { enabled: true },
      after: { enabled: false },
    });
    expect(rows.at(-1)?.detail).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });

  it('puts a vendor in maintenance with a message that a launch tells the member', async () => {
    const lotus = await vendorEntry('LOTUS', 'RNG');
    const res = await owner('PATCH', path(PATHS.vendor, { vendorId: lotus.id }), {
      maintenance: true,
      maintenanceMessage: { EN: 'Back at 14:00.', CN: '14:00 恢复。' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = await playerGames('gameType=RNG&vassalage=LOTUS');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((g) => g.maintenance)).toBe(true);

    const game = listed[0]!;
    const launch = await t.app.inject({
      method: 'POST',
      url: API.launchGame,
      headers: { merchant: 'demo', authorization: member.token, language: 'CN' },
      payload: { vendor: 'LOTUS', gameCode: game.gameCode },
    });
    expect(launch.statusCode, launch.body).toBe(503);
    expect(json(launch)).toMatchObject({ errorCode: 'game.maintenance', message: '14:00 恢复。' });

    const back = await owner('PATCH', path(PATHS.vendor, { vendorId: lotus.id }), {
      maintenance: false,
      maintenanceMessage: null,
    });
    expect(json(back).value).toMatchObject({ maintenance: false, maintenanceMessage: null });
    expect((await playerGames('gameType=RNG&vassalage=LOTUS')).some((g) => g.maintenance)).toBe(false);
    expect((await audits('games.vendor.update')).at(-1)?.detail).toMatchObject({
      before: { maintenance: true, maintenanceMessage: { EN: 'Back at 14:00.' } },
      after: { maintenance: false, maintenanceMessage: null },
    });
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const lotus = await vendorEntry('LOTUS', 'RNG');
    const count = (await audits('games.vendor.update')).length;
    const cases: [unknown, string][] = [
      [{}, 'enabled'],
      [{ enabled: 'yes' }, 'enabled'],
      [{ walletMode: 'credit' }, 'walletMode'],
      [{ maintenance: true, maintenanceMessage: { XX: 'hi' } }, 'maintenanceMessage'],
      [{ maintenance: true, maintenanceMessage: { EN: 'x'.repeat(301) } }, 'maintenanceMessage'],
      [{ maintenance: true, maintenanceMessage: { CN: '维护' } }, 'maintenanceMessage'],
    ];
    for (const [body, field] of cases) {
      const res = await owner('PATCH', path(PATHS.vendor, { vendorId: lotus.id }), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message).toContain(field);
    }
    expect(
      (await owner('PATCH', path(PATHS.vendor, { vendorId: 999_999 }), { enabled: false })).statusCode,
    ).toBe(404);
    expect(await vendorEntry('LOTUS', 'RNG')).toEqual(lotus);
    expect((await audits('games.vendor.update')).length).toBe(count);
  });

  it('changes the wallet mode of every entry of a vendor, never while its rounds are open', async () => {
    const fish = await vendorEntry('LOTUS', 'FISH');
    const secret = await setVendorSecret(t.app, 'LOTUS');
    const round = { playerId: String(member.id), roundId: 'WM-1', gameCode: 'lotus-fortune' };
    const debit = await vendorCall(t.app, {
      vendor: 'LOTUS',
      op: 'debit',
      secret,
      timestamp: at,
      body: { ...round, transactionId: 'WM-1-D', amount: 1 },
    });
    expect(debit.statusCode, debit.body).toBe(200);
    const busy = await owner('PATCH', path(PATHS.vendor, { vendorId: fish.id }), { walletMode: 'transfer' });
    expect(busy.statusCode, busy.body).toBe(409);
    expect(json(busy)).toMatchObject({
      errorCode: 'admin.games.wallet.mode.busy',
      value: { field: 'walletMode' },
    });
    expect((await vendorEntry('LOTUS', 'FISH')).walletMode).toBe('seamless');
    const rollback = await vendorCall(t.app, {
      vendor: 'LOTUS',
      op: 'rollback',
      secret,
      timestamp: at,
      body: { ...round, transactionId: 'WM-1-B', debitTransactionId: 'WM-1-D' },
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    const res = await owner('PATCH', path(PATHS.vendor, { vendorId: fish.id }), { walletMode: 'transfer' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await vendorEntry('LOTUS', 'RNG')).walletMode).toBe('transfer');
    expect((await vendorEntry('LOTUS', 'PVP')).walletMode).toBe('transfer');
    const back = await owner('PATCH', path(PATHS.vendor, { vendorId: fish.id }), { walletMode: 'seamless' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await audits('games.vendor.update')).at(-1)?.detail).toMatchObject({
      before: { walletMode: 'transfer' },
      after: { walletMode: 'seamless' },
    });
  });
});

describe('games', () => {
  it('lists by vendor, category, state and name, paged on the server', async () => {
    const page = json(await owner('GET', `${PATHS.games}?category=RNG&pageSize=5&pageNo=2`)).value;
    expect(page).toMatchObject({ pageNo: 2, pageSize: 5 });
    expect(page.list).toHaveLength(5);
    expect(page.list.map((g: { position: number }) => g.position)).toEqual([6, 7, 8, 9, 10]);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 5));
    const lotus = json(await owner('GET', `${PATHS.games}?vendorCode=lotus&pageSize=200`)).value;
    expect(lotus.list.every((g: { vendorCode: string }) => g.vendorCode === 'LOTUS')).toBe(true);
    const found = json(await owner('GET', `${PATHS.games}?name=fortune`)).value.list;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((g: { name: string; gameCode: string }) => /fortune/i.test(g.name + g.gameCode))).toBe(
      true,
    );
    const odd = await owner('GET', `${PATHS.games}?state=broken`);
    expect(odd.statusCode).toBe(400);
    expect(json(odd).message).toContain('state');
  });

  it('disables, hots, puts in maintenance and enables a game, each seen by the player at once', async () => {
    const game = await gameRow('lotus-fortune');
    const id = game.id;
    const hot = await owner('PATCH', path(PATHS.game, { gameId: id }), { isHot: !game.isHot, isNew: true });
    expect(hot.statusCode, hot.body).toBe(200);
    const hotList = json(await player(`${API.hotGames}?vassalage=LOTUS&gameType=RNG`)).value.list as {
      gameCode: string;
    }[];
    expect(hotList.some((g) => g.gameCode === 'lotus-fortune')).toBe(!game.isHot);

    await owner('PATCH', path(PATHS.game, { gameId: id }), { maintenance: true });
    const inList = (await playerGames('gameType=RNG&vassalage=LOTUS')).find(
      (g) => g.gameCode === 'lotus-fortune',
    );
    expect(inList?.maintenance).toBe(true);
    const launch = await t.app.inject({
      method: 'POST',
      url: API.launchGame,
      headers: { merchant: 'demo', authorization: member.token },
      payload: { gameId: id },
    });
    expect(launch.statusCode, launch.body).toBe(503);

    await owner('PATCH', path(PATHS.game, { gameId: id }), { enabled: false, maintenance: false });
    expect(
      (await playerGames('gameType=RNG&vassalage=LOTUS')).some((g) => g.gameCode === 'lotus-fortune'),
    ).toBe(false);
    await owner('PATCH', path(PATHS.game, { gameId: id }), {
      enabled: true,
      isHot: game.isHot,
      isNew: game.isNew,
    });
    expect(
      (await playerGames('gameType=RNG&vassalage=LOTUS')).some((g) => g.gameCode === 'lotus-fortune'),
    ).toBe(true);

    const rows = (await audits('games.game.update')).slice(-4);
    expect(rows[0]?.detail).toMatchObject({
      target: { id, gameCode: 'lotus-fortune' },
      before: { isHot: game.isHot, isNew: game.isNew },
      after: { isHot: !game.isHot, isNew: true },
    });
    expect(rows[2]?.detail).toMatchObject({
      before: { enabled: true, maintenance: true },
      after: { enabled: false, maintenance: false },
    });
  });

  it("moves a game within its category, the player's list following at once", async () => {
    const first = json(await owner('GET', `${PATHS.games}?category=RNG&pageSize=3`)).value.list;
    const third = first[2];
    const res = await owner('PUT', path(PATHS.gameOrder, { gameId: third.id }), { position: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value.position).toBe(1);
    const after = json(await owner('GET', `${PATHS.games}?category=RNG&pageSize=3`)).value.list;
    expect(after.map((g: { id: number }) => g.id)).toEqual([third.id, first[0].id, first[1].id]);
    const shown = await playerGames('gameType=RNG');
    expect(shown[0]?.gameCode).toBe(third.gameCode);

    const last = await owner('PUT', path(PATHS.gameOrder, { gameId: third.id }), { position: 100_000 });
    const total = json(await owner('GET', `${PATHS.games}?category=RNG&pageSize=1`)).value.totalCount;
    expect(json(last).value.position).toBe(total);
    expect((await audits('games.game.position')).at(-1)?.detail).toMatchObject({
      target: { id: third.id, category: 'RNG' },
      before: { position: 1 },
      after: { position: total },
    });
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const game = await gameRow('lotus-fortune');
    const count = (await audits('games.game.update')).length + (await audits('games.game.position')).length;
    const cases: [Method, string, unknown, string][] = [
      ['PATCH', path(PATHS.game, { gameId: game.id }), {}, 'enabled'],
      ['PATCH', path(PATHS.game, { gameId: game.id }), { isHot: 1 }, 'isHot'],
      ['PUT', path(PATHS.gameOrder, { gameId: game.id }), { position: 0 }, 'position'],
      ['PUT', path(PATHS.gameOrder, { gameId: game.id }), { position: 1.5 }, 'position'],
      ['PATCH', path(PATHS.game, { gameId: 'x' }), { isHot: true }, 'gameId'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await owner(method, url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(json(res).message).toContain(field);
    }
    expect((await owner('PATCH', path(PATHS.game, { gameId: 999_999 }), { isHot: true })).statusCode).toBe(
      404,
    );
    expect(await gameRow('lotus-fortune')).toEqual(game);
    expect((await audits('games.game.update')).length + (await audits('games.game.position')).length).toBe(
      count,
    );
  });
});

describe("the in-house games' settings", () => {
  it('shows what each engine reads and fixes', async () => {
    const list = json(await owner('GET', `${PATHS.houseGames}?pageSize=200`)).value;
    expect(list.maxStake).toBeGreaterThan(0);
    const slot = list.list.find((g: { gameCode: string }) => g.gameCode === 'lotus-fortune');
    expect(slot).toMatchObject({ engine: 'slot', minBetEditable: true, rtpSource: 'exact' });
    expect(slot.rtp).toBeGreaterThan(0.9);
    const table = json(await owner('GET', `${PATHS.houseGames}?engine=table&pageSize=200`)).value.list;
    expect(table.length).toBeGreaterThan(0);
    expect(
      table.every((g: { minBetEditable: boolean; maxBet: number }) => !g.minBetEditable && g.maxBet > 0),
    ).toBe(true);
  });

  it("sets a game's minimum bet within the engine's bounds, read by the catalogue at once", async () => {
    const slot = await gameRow('lotus-fortune');
    const res = await owner('PATCH', path(PATHS.houseGame, { gameId: slot.id }), { minBet: 2.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value.minBet).toBe(2.5);
    const listed = await playerGames('gameType=RNG&vassalage=LOTUS');
    expect(listed.find((g) => g.gameCode === 'lotus-fortune')?.minBet).toBe(2.5);
    const [row] = (await audits('games.house.game')).slice(-1);
    expect(row?.detail).toMatchObject({ target: { gameCode: 'lotus-fortune' }, after: { minBet: 2.5 } });

    const count = (await audits('games.house.game')).length;
    for (const [minBet, status] of [
      [0, 400],
      [1.234, 400],
      [100_000, 400],
      ['2', 400],
    ] as const) {
      const bad = await owner('PATCH', path(PATHS.houseGame, { gameId: slot.id }), { minBet });
      expect(bad.statusCode, `${minBet}`).toBe(status);
      expect(json(bad).message).toContain('minBet');
    }
    const table = json(await owner('GET', `${PATHS.houseGames}?engine=table&pageSize=1`)).value.list[0];
    const fixed = await owner('PATCH', path(PATHS.houseGame, { gameId: table.id }), { minBet: 5 });
    expect(fixed.statusCode).toBe(409);
    expect(json(fixed).errorCode).toBe('admin.games.house.fixed');
    expect((await gameRow('lotus-fortune')).id).toBe(slot.id);
    expect((await audits('games.house.game')).length).toBe(count);
  });

  it("changes a card room's settings, never below what a banker can lose", async () => {
    const rooms = json(await owner('GET', `${PATHS.houseRooms}?pageSize=200`)).value;
    expect(rooms.totalCount).toBeGreaterThan(0);
    const room = rooms.list[0];
    const floor = room.baseBet * 15 * (room.seats - 1);
    expect(room.minBalanceFloor).toBeCloseTo(floor, 2);

    const low = await owner('PATCH', path(PATHS.houseRoom, { roomId: room.id }), {
      minBalance: floor - 0.01,
    });
    expect(low.statusCode).toBe(400);
    expect(json(low)).toMatchObject({
      errorCode: 'admin.games.house.bounds',
      value: { field: 'minBalance' },
    });
    const base = await owner('PATCH', path(PATHS.houseRoom, { roomId: room.id }), {
      baseBet: room.baseBet * 2,
    });
    expect(base.statusCode).toBe(400);
    expect(json(base).value.field).toBe('baseBet');
    for (const body of [{ rakePercent: 21 }, { betSeconds: 4 }, { betSeconds: 61 }, {}]) {
      const bad = await owner('PATCH', path(PATHS.houseRoom, { roomId: room.id }), body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unchanged = json(await owner('GET', `${PATHS.houseRooms}?pageSize=200`)).value.list[0];
    expect(unchanged).toEqual(room);

    const res = await owner('PATCH', path(PATHS.houseRoom, { roomId: room.id }), {
      rakePercent: 4.5,
      betSeconds: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).value).toMatchObject({ rakePercent: 4.5, betSeconds: 12, baseBet: room.baseBet });
    const lobby = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/GLS2_roomList`,
      headers: { merchant: 'demo' },
    });
    if (lobby.statusCode === 200) expect(lobby.body).toContain('4.5');
    expect((await audits('games.house.room')).at(-1)?.detail).toMatchObject({
      target: { id: room.id },
      before: { rakePercent: room.rakePercent, betSeconds: room.betSeconds },
      after: { rakePercent: 4.5, betSeconds: 12 },
    });
  });
});

describe("a vendor's secret", () => {
  const balance = (secret: string) =>
    vendorCall(t.app, {
      vendor: 'ORCHID',
      op: 'balance',
      body: { playerId: String(member.id) },
      secret,
      timestamp: at,
    });

  it('is rotated with a grace: the old one verifies within it, never after', async () => {
    const old = await setVendorSecret(t.app, 'ORCHID');
    expect((await balance(old)).statusCode).toBe(200);

    const res = await owner('POST', path(PATHS.vendorSecret, { vendorCode: 'orchid' }), { graceHours: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const rotated = json(res).value;
    expect(rotated.vendorCode).toBe('ORCHID');
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.previousValidUntil).toBe(new Date(at + 2 * 3_600_000).toISOString());
    const entry = await vendorEntry('ORCHID', 'LIVE');
    expect(entry.credentials.previousValidUntil).toBe(rotated.previousValidUntil);
    expect(JSON.stringify(entry)).not.toContain(rotated.secret);

    // Both work at once (the old key was remembered before the rotation), and to the last second.
    expect((await balance(rotated.secret)).statusCode).toBe(200);
    expect((await balance(old)).statusCode).toBe(200);
    await later(2 * 3_600_000 - 1_000);
    expect((await balance(old)).statusCode).toBe(200);
    await later(1_000);
    const late = await balance(old);
    expect(late.statusCode).toBe(401);
    expect(json(late).errorCode).toBe('vendor.signature.invalid');
    expect((await balance(rotated.secret)).statusCode).toBe(200);
    expect((await vendorEntry('ORCHID', 'LIVE')).credentials.previousValidUntil).toBeNull();

    const [row] = await audits('games.vendor.secret.rotate');
    expect(row?.detail).toMatchObject({
      target: { vendorCode: 'ORCHID' },
      before: { previousValidUntil: null },
      after: { graceHours: 2, previousValidUntil: rotated.previousValidUntil },
    });
    expect(JSON.stringify(row)).not.toContain(rotated.secret);
    expect(JSON.stringify(row)).not.toContain(old);
  });

  it('refuses a grace outside 1 hour to 7 days and an unknown vendor, and keeps the secret', async () => {
    const current = await setVendorSecret(t.app, 'ORCHID');
    const count = (await audits('games.vendor.secret.rotate')).length;
    for (const graceHours of [0, 169, 1.5, '24']) {
      const res = await owner('POST', path(PATHS.vendorSecret, { vendorCode: 'ORCHID' }), { graceHours });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toContain('graceHours');
    }
    const unknown = await owner('POST', path(PATHS.vendorSecret, { vendorCode: 'NOPE' }), {});
    expect(unknown.statusCode).toBe(404);
    expect((await balance(current)).statusCode).toBe(200);
    expect((await audits('games.vendor.secret.rotate')).length).toBe(count);
  });
});
