import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { newMember } from '../../test/members.js';
import { statementsOf } from '../../test/round-trips.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { HOUSE_PATHS, HOUSE_TOKEN_HEADER } from './house.contracts.js';

// Round trips of an in-house game's round, counted at the database driver: the session as it stands, the
// signed debit and credit through the vendor wallet API (one statement each, decision record 035), and the
// session moved on to its next commitment. Nothing is read again that the round already knows.
let t: TestApp;
// The wallet's and the game's lookups are remembered for a few seconds: the clock stands still here, so the
// round measured finds them remembered however slow the machine is.
const clock = { at: Date.now() };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock.at), rateLimit: false });
});
afterAll(async () => t.close());

const play = (token: string, nonce: number) =>
  t.app.inject({
    method: 'POST',
    url: HOUSE_PATHS.play,
    headers: { [HOUSE_TOKEN_HEADER]: token },
    payload: { nonce, bet: { coin: 5 } },
  });

describe('a slot round', () => {
  it('sends four statements in steady state: session, debit, credit, next commitment', async () => {
    const member = await newMember(t.app, { prefix: 'hrt', funds: 100 });
    const [game] = await rowsOf<{ id: number }>(
      t.app.database.db,
      sql`select g.id from games g join merchants m on m.id = g.merchant_id
          where m.code = 'demo' and g.vendor_code = 'LOTUS' and g.game_code = 'lotus-fortune'`,
    );
    const launched = await t.app.inject({
      method: 'POST',
      url: API.launchGame,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { gameId: Number(game!.id) },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const url = json(launched).value.content.game_url as string;
    const token = new URL(url, 'http://x').searchParams.get('token')!;

    // The first round reads and remembers the brand's vendor secret, the player and the game.
    expect((await play(token, 0)).statusCode).toBe(200);
    const { result, sent } = await statementsOf(t.app, () => play(token, 1));
    expect(result.statusCode, result.body).toBe(200);
    const { round, next } = json(result).value;
    expect(round.nonce).toBe(1);
    expect(next.nonce).toBe(2);
    expect(sent).toHaveLength(4);
    expect(sent[1]).toMatch(/wallet_vendor_debit/);
    expect(sent[2]).toMatch(/wallet_vendor_credit/);
    expect(sent[3]).toMatch(/update "house_sessions"/);

    // The next commitment answered is the one stored: the round after plays on it.
    const third = await play(token, 2);
    expect(third.statusCode).toBe(200);
    expect(json(third).value.round.serverSeedHash).toBe(next.serverSeedHash);
    expect(json(third).value.round.clientSeed).toBe(next.clientSeed);
  });
});
