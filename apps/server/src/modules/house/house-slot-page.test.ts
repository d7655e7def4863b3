import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { newMember } from '../../test/members.js';
import { HOUSE_TOKEN_HEADER } from './house.contracts.js';
import { slotInfoOf } from './slot-info.js';
import { SLOT_GAMES, slotGame } from './slots/index.js';

// The slot page's session: the definition of the session's game and its symbols' drawings, and the page
// served for it.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000 });
});
afterAll(async () => t.close());

/** Launches the demo brand's slot of this code as the lobby does; answers the page's address and token. */
async function launchSlot(gameCode: string) {
  const [game] = await rowsOf<{ id: number }>(
    t.app.database.db,
    sql`select g.id from games g join merchants m on m.id = g.merchant_id
        where m.code = 'demo' and g.game_code = ${gameCode} and g.engine = 'slot' limit 1`,
  );
  if (!game) throw new Error(`no slot ${gameCode} seeded`);
  const { token: siteToken } = await newMember(t.app, { prefix: 'sp' });
  const res = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: { authorization: `Bearer ${siteToken}` },
    payload: { gameId: Number(game.id) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = json(res).value.content.game_url as string;
  return { url, token: new URL(url, 'http://x').searchParams.get('token')! };
}

describe('the slot page', () => {
  it('gets its game’s definition, symbol drawings and stated figures with the session', async () => {
    const { token } = await launchSlot('lotus-fortune');
    const res = await t.app.inject({
      method: 'GET',
      url: '/house/api/session',
      headers: { [HOUSE_TOKEN_HEADER]: token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const slot = json(res).value.slot;
    const def = slotGame('lotus-fortune')!;
    expect(slot).toMatchObject({
      code: 'lotus-fortune',
      grid: def.grid,
      pay: { kind: 'lines', lines: def.pay.kind === 'lines' ? def.pay.lines : [] },
      bet: { cost: def.bet.cost, coins: [...def.bet.coins] },
      strips: def.strips,
    });
    expect(slot.symbols.map((s: { id: string }) => s.id)).toEqual(def.symbols.map((s) => s.id));
    expect(slot.symbols[0].pays).toEqual({ 3: 50, 4: 250, 5: 2000 });
    for (const s of def.symbols)
      expect(slot.art[s.art]).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    if (def.math) expect(slot.math).toEqual(JSON.parse(JSON.stringify(def.math)));
  });

  it('describes every slot definition on the wire, features and all', () => {
    for (const def of SLOT_GAMES) {
      const info = slotInfoOf({ engine: 'slot', gameCode: def.code })!;
      expect(info.code).toBe(def.code);
      expect(info.features.freeSpins?.awards).toEqual(def.features.freeSpins?.awards);
      expect(info.features.cascades?.ladder).toEqual(def.features.cascades?.ladder);
      expect(info.features.holdAndWin?.jackpots).toEqual(def.features.holdAndWin?.jackpots);
      expect(Object.keys(info.art).sort()).toEqual([...new Set(def.symbols.map((s) => s.art))].sort());
    }
    expect(slotInfoOf({ engine: 'dice', gameCode: 'lotus-fortune' })).toBeUndefined();
    expect(slotInfoOf({ engine: 'slot', gameCode: 'no-such-slot' })).toBeUndefined();
  });

  it('serves the page and its script, which carries no symbol drawings of its own', async () => {
    const { url } = await launchSlot('lotus-fortune');
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="/house/assets/slot.js"');
    expect(page.body).toContain('"freeSpinsWon":"{n} FREE SPINS"');
    const script = await t.app.inject({ method: 'GET', url: '/house/assets/slot.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('sl-grid');
    expect(script.body).not.toContain('linearGradient');
    expect(script.body.length).toBeLessThan(30_000);
  });
});
