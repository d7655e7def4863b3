import {
  API,
  ERROR_CODES,
  SPORTSBOOK_PATHS,
  SPORTSBOOK_TOKEN_HEADER,
  type LaunchGameResult,
} from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember } from '../../test/members.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';

// GCS_gameLaunchFB: the in-house sportsbook opened by its entry, through the same launch rules as launchGame.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const launchFb = (body: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: API.gameLaunchFB,
    payload: body,
    headers: token ? { authorization: token } : {},
  });

/** The launch's address, read as the book's pages read it. */
const launchedUrl = (body: unknown) =>
  new URL((body as { value: LaunchGameResult }).value.content.game_url, 'http://site.test');

describe('GCS_gameLaunchFB', () => {
  it("answers a member the book's address with a session token, on the entry asked for", async () => {
    const m = await newMember(t.app);
    const sports = await launchFb({ language: 'TY' }, m.token);
    expect(sports.statusCode, sports.body).toBe(200);
    const url = launchedUrl(json(sports));
    expect(url.pathname).toBe(SPORTSBOOK_PATHS.app);
    expect(url.searchParams.get('group')).toBe('sports');
    expect(url.searchParams.get('lang')).toBe('TY');
    const token = url.searchParams.get('t');
    expect(token).toMatch(/^[\w-]{20,}$/);

    // The token opens a book session of this member.
    const session = await t.app.inject({
      method: 'GET',
      url: SPORTSBOOK_PATHS.session,
      headers: { [SPORTSBOOK_TOKEN_HEADER]: token! },
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(json(session).value.username).toBe(m.username);

    const esports = await launchFb({ gameType: 'ESPORTS' }, m.token);
    expect(esports.statusCode, esports.body).toBe(200);
    const second = launchedUrl(json(esports));
    expect(second.searchParams.get('group')).toBe('esports');
    expect(second.searchParams.get('t')).not.toBe(token);

    // Both entries became the member's recent games.
    const recent = json(
      await t.app.inject({ method: 'GET', url: API.recentGames, headers: { authorization: m.token } }),
    ).value as { list: { vassalage: string; gameCode: string }[] };
    expect(recent.list.map((g) => `${g.vassalage}/${g.gameCode}`)).toEqual(['FB/esports', 'FB/lobby']);
  });

  it('refuses a trial account, a visitor and an unknown entry', async () => {
    const trial = json(await t.app.inject({ method: 'POST', url: API.freePlay, payload: { platform: 'W' } }))
      .value.token as string;
    const refused = await launchFb({}, trial);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).errorCode).toBe(ERROR_CODES.trialForbidden);

    expect((await launchFb({})).statusCode).toBe(401);

    const m = await newMember(t.app);
    const unknown = await launchFb({ gameType: 'LIVE' }, m.token);
    expect(unknown.statusCode).toBe(400);
  });
});
