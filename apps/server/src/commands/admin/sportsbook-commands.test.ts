import { randomUUID } from 'node:crypto';
import { API, SPORTSBOOK_PATHS, SPORTSBOOK_TOKEN_HEADER, type SbFixture } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { newMember } from '../../test/members.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { runAdminCli, USAGE, type CliRequest } from './cli.js';

// `npm run admin -- sportsbook ...`, its HTTP calls answered by the app in process: a fixture entered,
// listed, suspended and reopened, bet on, resulted and corrected through the operator API, and bad commands
// refused before logging in.

let t: TestApp;
// Sessions are dated by the database's clock: the app's starts on it and moves a few minutes at most.
let at = Date.now();

async function run(argv: string[], user = 'admin') {
  const out: string[] = [];
  const err: string[] = [];
  const seen: CliRequest[] = [];
  const code = await runAdminCli([...argv, '--user', user, '--password', 'Lotus2026'], {
    transportFor: () => async (request) => {
      seen.push(request);
      const res = await t.app.inject({
        method: request.method,
        url: request.path,
        headers: request.headers,
        ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
      });
      return { status: res.statusCode, body: res.json<unknown>() };
    },
    env: { port: 3456 },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), seen };
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => new Date(at),
    sportsbookFeed: null,
    sportsbookDelay: async () => undefined,
  });
});
afterAll(async () => t?.close());

const rows = <T = Record<string, any>>(query: ReturnType<typeof sql>) => rowsOf<T>(t.app.database.db, query);

const startsIn = (minutes: number) => new Date(at + minutes * 60_000).toISOString();

const add = (starts: string) => [
  'sportsbook',
  'add',
  '--sport',
  'football',
  '--league',
  'cup',
  '--league-name',
  'Regional Cup',
  '--country',
  'INT',
  '--home',
  'Lakeside',
  '--away',
  'Hillcrest',
  '--starts',
  starts,
  '--model',
  'homeGoals=1.5,awayGoals=1.2',
];

/** A member's single of 10.00 on the home side of the fixture's 1X2, placed through the book. */
async function betHome(fixtureId: number) {
  const m = await newMember(t.app, { prefix: 'sbc', funds: 100 });
  const launch = await t.app.inject({
    method: 'POST',
    url: API.launchGame,
    headers: { merchant: 'demo', authorization: m.token },
    payload: { vendor: 'FB', gameCode: 'lobby' },
  });
  const url = new URL((json(launch).value as { content: { game_url: string } }).content.game_url, 'http://x');
  const headers = { [SPORTSBOOK_TOKEN_HEADER]: url.searchParams.get('t')! };
  const page = await t.app.inject({
    method: 'GET',
    url: SPORTSBOOK_PATHS.fixture.replace(':id', String(fixtureId)),
    headers,
  });
  const market = (json(page).value as SbFixture).markets.find((mk) => mk.type === '1x2')!;
  const odds = market.selections.find((s) => s.key === 'home')!.odds;
  const placed = await t.app.inject({
    method: 'POST',
    url: SPORTSBOOK_PATHS.bets,
    headers,
    payload: {
      requestId: randomUUID(),
      bets: [{ stake: 10, picks: [{ marketId: market.id, key: 'home', odds }] }],
    },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { ...m, odds };
}

const cents = async (memberId: number) =>
  BigInt(
    (
      await rows<{ b: string }>(
        sql`select balance::text as b from accounts where member_id = ${memberId} and wallet_code = 'MAIN'`,
      )
    )[0]!.b,
  );

describe('npm run admin: sportsbook', () => {
  it('enters, lists, suspends, reopens, results and corrects a fixture', async () => {
    const starts = startsIn(2);
    const added = await run(add(starts));
    expect(added.code, added.err).toBe(0);
    const match =
      /^Entered fixture #(\d+) Lakeside v Hillcrest \(football\), starts (\S+): (\d+) markets priced\.$/.exec(
        added.out,
      );
    expect(match, added.out).not.toBeNull();
    const id = match![1]!;
    expect(match![2]).toBe(starts);
    expect(added.seen[1]).toMatchObject({
      method: 'POST',
      path: SPORTSBOOK_PATHS.adminFixtures,
      body: { model: { homeGoals: 1.5, awayGoals: 1.2 }, league: { code: 'cup', name: 'Regional Cup' } },
    });

    const listed = await run(['sportsbook', 'fixtures', '--sport', 'football'], 'support01');
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toMatch(
      new RegExp(
        `^${id}\\s+football\\s+\\S+\\s+Lakeside v Hillcrest\\s+scheduled\\s+-\\s+0\\s+operator$`,
        'm',
      ),
    );
    expect(listed.out).toContain('page 1 of 1 (1 in all)');

    const suspended = await run(['sportsbook', 'suspend', id, '--note', 'line-up news']);
    expect(suspended.out).toBe(`Suspended the markets of #${id} Lakeside v Hillcrest (0 open bet(s)).`);
    expect((await run(['sportsbook', 'fixtures'])).out).toContain('scheduled (suspended)');
    const reopened = await run(['sportsbook', 'reopen', id]);
    expect(reopened.out).toBe(`Reopened the markets of #${id} Lakeside v Hillcrest (0 open bet(s)).`);

    const member = await betHome(Number(id));
    const early = await run(['sportsbook', 'result', id, '--score', '1-0']);
    expect(early.code).toBe(1);
    expect(early.err).toContain('409 sportsbook.result.state');
    at += 3 * 60_000;
    const resulted = await run(
      ['sportsbook', 'result', id, '--score', '1-0', '--periods', '0-0,1-0'],
      'finance01',
    );
    expect(resulted.code, resulted.err).toBe(0);
    expect(resulted.out).toBe(
      `Entered the result of #${id} Lakeside v Hillcrest: now finished (1-0); 1 bet(s) settled, 0 settled again, 0 left to the settlement job.`,
    );
    const payout = BigInt(Math.round(member.odds * 1000));
    expect(await cents(member.id)).toBe(9_000n + payout);

    const corrected = await run([
      'sportsbook',
      'correct',
      id,
      '--status',
      'abandoned',
      '--note',
      'pitch invasion',
    ]);
    expect(corrected.code, corrected.err).toBe(0);
    expect(corrected.out).toBe(
      `Corrected #${id} Lakeside v Hillcrest: now abandoned (-); 0 bet(s) settled, 1 settled again, 0 left to the settlement job.`,
    );
    // Abandoned voids the single: the stake back, the winnings taken.
    expect(await cents(member.id)).toBe(10_000n);
    const [audit] = await rows<{ detail: any }>(
      sql`select detail from audit_log where event = 'sportsbook.result.correct' order by id desc limit 1`,
    );
    expect(audit!.detail).toMatchObject({ after: { status: 'abandoned' }, note: 'pitch invasion' });
  });

  it('prints the refusal of the server with its code', async () => {
    const support = await run(add(startsIn(5)), 'support01');
    expect(support.code).toBe(1);
    expect(support.err).toContain('403 forbidden');
    const past = await run(add(startsIn(-5)));
    expect(past.code).toBe(1);
    expect(past.err).toContain('400 validation.failed): startsAt: is not in the future.');
  });

  it('refuses a bad command before logging in', async () => {
    for (const argv of [
      ['sportsbook'],
      ['sportsbook', 'settle', '1'],
      ['sportsbook', 'suspend'],
      ['sportsbook', 'suspend', 'one'],
      ['sportsbook', 'fixtures', '--score', '1-0'],
      ['sportsbook', 'add', '--sport', 'football'],
      [...add('tomorrow')],
      [...add(startsIn(5)).slice(0, -1), 'homeGoals:1.5'],
      [...add(startsIn(5)), '--best-of', '2'],
      ['sportsbook', 'result', '4'],
      ['sportsbook', 'result', '4', '--score', '1-0', '--status', 'postponed'],
      ['sportsbook', 'result', '4', '--score', 'one-nil'],
      ['sportsbook', 'result', '4', '--status', 'postponed', '--periods', '1-0'],
      ['sportsbook', 'result', '4', '--score', '1-0', '--periods', '1-0,x'],
      ['sportsbook', 'correct', '4', '--score', '1-0'],
    ]) {
      const res = await run(argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.seen, argv.join(' ')).toEqual([]);
      expect(res.err, argv.join(' ')).toContain(USAGE);
    }
    expect((await run(['sportsbook'])).err).toContain(
      'sportsbook needs a command: fixtures, add, result, correct, suspend, reopen.',
    );
    expect((await run(['sportsbook', 'correct', '4', '--score', '1-0'])).err).toContain(
      'sportsbook correct needs --note (why).',
    );
  });
});
