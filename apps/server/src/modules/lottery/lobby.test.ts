import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLotteryTestApp,
  openNumero,
  placeSlip,
  runDraws,
  slipBody,
  type LotteryTestApp,
} from '../../test/lottery.js';
import { newMember, type TestMember } from '../../test/members.js';
import { json } from '../../test/test-app.js';
import { openNumeros } from './engine/schedule/index.js';
import type { DrawResult } from './engine/types.js';

// The lobby's calls on the real database: the menu, the numeros taking bets with the server's clock, the
// latest results, a game's results by day, trends counted from the draws, and the member's recent games.
// The /lgw answers are bare JSON; the /wps ones are enveloped.

let t: LotteryTestApp;
let m: TestMember;

beforeAll(async () => {
  t = await createLotteryTestApp();
  m = await newMember(t.app, { prefix: 'lb', funds: 100 });
});
afterAll(async () => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { merchant: 'demo', ...(token ? { authorization: token } : {}) },
  });

describe('the lottery lobby', () => {
  it('lists the groups and their games with prices, limits, bet types and odds, in bare JSON', async () => {
    const res = await get(API.lotteryMenu);
    expect(res.statusCode).toBe(200);
    const menu = res.json();
    expect(menu.success).toBeUndefined();
    expect(menu.groups.map((g: { group: string }) => g.group)).toEqual(['VN', 'FAST', 'KENO']);
    const [vn, fast, keno] = menu.groups;
    expect(vn.name).toBe('Vietnam Lottery');
    expect(vn.games.map((g: { gameCode: string }) => g.gameCode)).toEqual([
      'vn-north',
      'vn-central',
      'vn-south',
    ]);
    expect(vn.games[0]).toMatchObject({
      vendor: 'LOTT',
      kind: 'vn',
      region: 'north',
      prizeMode: 'Lott',
      source: 'feed',
      intervalSeconds: null,
      cutoffSeconds: 900,
      unitPrices: [1, 2, 5, 10, 50, 100],
    });
    const lo = vn.games[0].betTypes.find((b: { code: string }) => b.code === 'vn.lo2');
    expect(lo).toEqual({ code: 'vn.lo2', group: 'lo', odds: 3.59, table: null });
    expect(fast.games[0]).toMatchObject({
      gameCode: 'fast-1m',
      vendor: 'ELOTT',
      intervalSeconds: 60,
      maxMultiple: 1000,
    });
    expect(fast.games[0].betTypes).toHaveLength(10);
    const sum = fast.games[0].betTypes.find((b: { code: string }) => b.code === 'd5.sum');
    expect(sum).toMatchObject({ group: 'sum', odds: 95_000, table: { '0': 95_000, '22': 15.83 } });
    expect(keno.games[0].betTypes).toHaveLength(12);
    const pick5 = keno.games[0].betTypes.find((b: { code: string }) => b.code === 'keno.pick5');
    expect(pick5.table).toMatchObject({ '3': 1.95, '5': 896.5 });
    const cn = (await get(`${API.lotteryMenu}?language=CN`)).json();
    expect(cn.groups[1]).toMatchObject({ name: '快彩', games: [{ gameName: '莲花1分彩' }, {}, {}] });
  });

  it("answers the numeros taking bets with the server's clock, a province each in the centre and south", async () => {
    expect((await get(API.lotteryOpenNumeros)).statusCode).toBe(401);
    const res = await get(API.lotteryOpenNumeros, m.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.serverTime).toBe(t.now().toISOString());
    const central = body.list.filter((n: { gameCode: string }) => n.gameCode === 'vn-central');
    const expected = openNumeros({ kind: 'vn', region: 'central', cutoffSeconds: 900 }, t.now()).map(
      (n) => n.id,
    );
    expect(central.map((n: { numero: string }) => n.numero)).toEqual(expected);
    for (const n of body.list) {
      expect(n.status).toBe('open');
      expect(new Date(n.opensAt).getTime()).toBeLessThanOrEqual(t.now().getTime());
      expect(new Date(n.closesAt).getTime()).toBeGreaterThan(t.now().getTime());
      expect(n.last).toBeNull();
    }
    expect(new Set(body.list.map((n: { gameCode: string }) => n.gameCode)).size).toBe(7);
  });

  it('shows the latest results of every game, results by day, trends counted from the draws', async () => {
    const open = await openNumero(t.app, m.token, 'fast-1m');
    const bet = { betType: 'd5.sum.oddEven', selection: { side: 'even' }, unitPrice: 1, multiple: 1 };
    expect((await placeSlip(t.app, m.token, slipBody('fast-1m', open.numero, [bet]))).statusCode).toBe(200);
    const recent = (await get(API.lotteryMenuRecent, m.token)).json();
    expect(recent.list.map((g: { gameCode: string }) => g.gameCode)).toEqual(['fast-1m']);
    await runDraws(t.app);
    // Twelve minutes of draws: 12 of fast-1m, 4 of fast-3m, 2 or 3 each of fast-5m and keno.
    t.advance(12 * 60_000);
    await runDraws(t.app);

    const latest = (await get(`${API.lotteryLatestResults}?count=5`)).json();
    expect(latest.list).toHaveLength(5);
    const firstFour = latest.list.slice(0, 4).map((n: { gameCode: string }) => n.gameCode);
    expect(new Set(firstFour).size).toBe(4);
    expect(
      latest.list.every((n: { result: unknown; serverSeed: string | null }) => n.result && n.serverSeed),
    ).toBe(true);

    const page = json(await get(`${API.lotteryResults}?gameCode=fast-1m&pageSize=5`)).value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 5, totalCount: 12, totalPages: 3 });
    const times = page.list.map((n: { drawAt: string }) => n.drawAt);
    expect([...times].sort().reverse()).toEqual(times);
    const day = page.list[0].numero.slice(0, 8).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3');
    const byDay = json(await get(`${API.lotteryResults}?gameCode=fast-1m&date=${day}&pageSize=100`)).value;
    expect(byDay.list.every((n: { numero: string }) => n.numero.startsWith(day.replaceAll('-', '')))).toBe(
      true,
    );
    expect(json(await get(`${API.lotteryResults}?gameCode=fast-1m&date=2030/01/01`)).errorCode).toBe(
      'validation.failed',
    );

    const trends = json(await get(`${API.lotteryTrends}?gameCode=fast-1m&count=10`)).value;
    expect(trends).toMatchObject({ gameCode: 'fast-1m', draws: 10 });
    expect(trends.lines).toHaveLength(5);
    const results = await t.rows<{ result: DrawResult }>(
      sql`select n.result from lottery_numeros n join lottery_games g on g.id = n.game_id
          where g.code = 'fast-1m' and n.status in ('drawn', 'settled') order by n.draw_at desc limit 10`,
    );
    for (const [p, line] of trends.lines.entries()) {
      const digits = results.map((r) => (r.result as { digits: number[] }).digits[p]!);
      for (const { value, hits, missing } of line.values) {
        expect(hits).toBe(digits.filter((d) => String(d) === value).length);
        const since = digits.findIndex((d) => String(d) === value);
        expect(missing).toBe(since < 0 ? 10 : since);
      }
    }
    const keno = json(await get(`${API.lotteryTrends}?gameCode=keno&count=50`)).value;
    expect(keno.draws).toBeGreaterThanOrEqual(2);
    expect(keno.lines).toMatchObject([{ label: 'numbers' }]);
    expect(keno.lines[0].values.reduce((s: number, v: { hits: number }) => s + v.hits, 0)).toBe(
      20 * keno.draws,
    );

    const missing = await get(
      API.lotteryNumero.replace(':gameCode', 'fast-1m').replace(':numero', '20300101-0001'),
    );
    expect(missing.statusCode).toBe(404);
    const unknown = await get(`${API.lotteryTrends}?gameCode=nope`);
    expect(json(unknown).errorCode).toBe('lottery.game.unknown');
  });
});
