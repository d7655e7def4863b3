import { API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  encryptedCall,
  json,
  login,
  register,
  uniqueName,
  type TestApp,
} from '../../test/test-app.js';
import { rowsOf } from '../../db/rows.js';
import { HOUSE_PATHS, HOUSE_TOKEN_HEADER } from './house.contracts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginPerMinute: 1000 });
});
afterAll(async () => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A dice game launched from a site session; answers the game session's token. */
async function launchFrom(siteToken: string): Promise<string> {
  const [game] = await rowsOf<{ id: number }>(
    t.app.database.db,
    sql`select g.id from games g join merchants m on m.id = g.merchant_id
        where m.code = 'demo' and g.engine = 'dice' and g.is_game = 'GAME' and g.enabled
        order by (g.vendor_code = 'LOTUS') desc, g.id limit 1`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: auth(siteToken),
    payload: { gameId: Number(game!.id) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = json(res).value.content.game_url as string;
  return new URL(url, 'http://x').searchParams.get('token')!;
}

const gameSession = (token: string) =>
  t.app.inject({ method: 'GET', url: HOUSE_PATHS.session, headers: { [HOUSE_TOKEN_HEADER]: token } });

describe('a game session ends with the site session it was launched from', () => {
  it('is refused once the member logs out', async () => {
    const site = json(await register(t.app, uniqueName('gs'), 'Secret123')).value.token as string;
    const game = await launchFrom(site);
    expect((await gameSession(game)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: API.logout, headers: auth(site) })).statusCode).toBe(
      200,
    );
    const after = await gameSession(game);
    expect(after.statusCode).toBe(401);
    expect(json(after).errorCode).toBe('game.session.invalid');
  });

  it('is refused once the password is changed elsewhere; a game of the session that changed it goes on', async () => {
    const username = uniqueName('gs');
    const first = json(await register(t.app, username, 'Secret123')).value.token as string;
    const second = json(await login(t.app, username, 'Secret123')).value.token as string;
    const fromFirst = await launchFrom(first);
    const fromSecond = await launchFrom(second);
    const changed = await encryptedCall(
      t.app,
      'POST',
      API.changePassword,
      { oldPassword: 'Secret123', newPassword: 'Better123', confirmNewPassword: 'Better123' },
      auth(second),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await gameSession(fromFirst)).statusCode).toBe(401);
    expect((await gameSession(fromSecond)).statusCode).toBe(200);
  });
});

describe('the game API is rate limited', () => {
  it('per game session: of 50 calls at once, at most 20 get through and the rest get 429 with Retry-After', async () => {
    const site = json(await register(t.app, uniqueName('gs'), 'Secret123')).value.token as string;
    const game = await launchFrom(site);
    const answers = await Promise.all(Array.from({ length: 50 }, () => gameSession(game)));
    const passed = answers.filter((r) => r.statusCode === 200).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(20);
    expect(passed + refused.length).toBe(50);
    expect(refused[0]?.headers['retry-after']).toBeDefined();
    expect(json(refused[0]!).errorCode).toBe('too.many.requests');
  });
});
