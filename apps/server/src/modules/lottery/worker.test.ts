import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../test/funding.js';
import {
  balanceOf,
  createLotteryTestApp,
  openNumero,
  placeSlip,
  runDraws,
  runSettlement,
  slipBody,
  type LotteryTestApp,
} from '../../test/lottery.js';
import { newMember } from '../../test/members.js';
import { DEFAULT_PAYTABLES, settleBet } from './engine/bets/index.js';
import { verifyDraw } from './engine/draws/index.js';
import { numerosBetween } from './engine/schedule/index.js';
import type { DrawResult } from './engine/types.js';
import { createSandboxFeed, type ResultsFeed } from './feed.js';

// The worker's jobs on the real database: numeros opened ahead with their seeds committed, every numero of
// a downtime made and drawn once, in order, and the bets on them settled; feed games drawn from the feed's
// results in draw order, waiting at the first it has not published.

const FAST_1M = { kind: 'fast', intervalSeconds: 60, timeZone: 'Asia/Manila', cutoffSeconds: 10 } as const;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Runs a job until a run does nothing more (at most `max` runs). */
async function untilQuiet(run: () => Promise<unknown>, max = 40): Promise<number> {
  for (let i = 1; i <= max; i++) {
    const done = (await run()) as Record<string, number>;
    if (Object.values(done).every((n) => n === 0)) return i;
  }
  throw new Error('the job did not catch up');
}

describe('the draws job', () => {
  let t: LotteryTestApp;
  beforeAll(async () => {
    t = await createLotteryTestApp();
  });
  afterAll(async () => t.close());

  const gameRows = (code: string) =>
    t.rows(
      sql`select n.* from lottery_numeros n join lottery_games g on g.id = n.game_id
          where g.code = ${code} order by n.draw_at`,
    );

  it('opens numeros ahead, commits each house seed by its hash and keeps the seed until the draw', async () => {
    const first = await runDraws(t.app);
    const now = t.now().getTime();
    // Only the feed games reach back (their last 7 days of real-world draws): those numeros close at once.
    const past = await t.rows(
      sql`select g.source, n.draw_at from lottery_numeros n join lottery_games g on g.id = n.game_id
          where n.closes_at <= ${new Date(now)}`,
    );
    expect(past.length).toBeGreaterThan(0);
    expect(
      past.every((r) => r.source === 'feed' && new Date(r.draw_at).getTime() >= now - 7 * 86_400_000),
    ).toBe(true);
    expect(first).toMatchObject({ closed: past.length });
    const fast = await gameRows('fast-1m');
    expect(fast.every((r) => new Date(r.opens_at).getTime() >= now - 60_000)).toBe(true);
    expect(fast.filter((r) => new Date(r.draw_at).getTime() > now)).toHaveLength(120);
    for (const r of fast) expect(r.seed_hash).toBe(sha256(String(r.server_seed)));
    const north = await gameRows('vn-north');
    expect(north.length).toBeGreaterThanOrEqual(7);
    expect(north.every((r) => r.server_seed === null && r.seed_hash === null)).toBe(true);
    expect(new Date(north.at(-1)!.draw_at).getTime()).toBeLessThanOrEqual(now + 7 * 86_400_000);
    expect(await runDraws(t.app)).toEqual({ opened: 0, closed: 0, drawn: 0 });

    const m = await newMember(t.app, { prefix: 'lw' });
    const open = await openNumero(t.app, m.token, 'fast-1m');
    expect(open).toMatchObject({ serverSeed: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('catches up after downtime in draw order: every numero of the gap drawn once, none skipped', async () => {
    const m = await newMember(t.app, { prefix: 'lw', funds: 100 });
    const open = await openNumero(t.app, m.token, 'fast-1m');
    const bet = { betType: 'd5.sum.oddEven', selection: { side: 'odd' }, unitPrice: 1, multiple: 1 };
    const chase = await placeSlip(
      t.app,
      m.token,
      slipBody('fast-1m', open.numero, [bet], { chase: { numeros: 5, winStop: false } }),
    );
    expect(chase.statusCode, chase.body).toBe(200);
    const from = t.now();
    // Three hours down: 120 numeros were opened ahead, 60 more were never made.
    t.advance(3 * 3_600_000);
    await untilQuiet(() => runDraws(t.app));
    await untilQuiet(() => runSettlement(t.app));

    const now = t.now();
    const rows = (await gameRows('fast-1m')).filter(
      (r) => new Date(r.draw_at) > from && new Date(r.draw_at) <= now,
    );
    const expected = numerosBetween(FAST_1M, from, now).map((n) => n.id);
    expect(expected).toHaveLength(180);
    expect(rows.map((r) => r.numero)).toEqual(expected);
    for (const r of rows) {
      expect(r.status).toBe('settled');
      const verdict = verifyDraw({
        shape: { kind: 'digits5' },
        gameCode: 'fast-1m',
        numeroId: String(r.numero),
        serverSeedHash: String(r.seed_hash),
        serverSeed: String(r.server_seed),
        result: r.result as DrawResult,
      });
      expect(verdict.verified).toBe(true);
    }
    // The chase's five tickets were settled in order, each by its own numero's result.
    const tickets = await t.rows(
      sql`select t.payout::text, n.result from lottery_tickets t join lottery_numeros n on n.id = t.numero_id
          where t.member_id = ${m.id} order by t.seq`,
    );
    expect(tickets).toHaveLength(5);
    let paid = 0n;
    for (const ticket of tickets) {
      const settled = settleBet(
        bet.betType,
        bet.selection,
        ticket.result as DrawResult,
        DEFAULT_PAYTABLES.Elott,
      );
      if (!settled.ok) throw new Error(settled.refusal.message);
      expect(BigInt(ticket.payout)).toBe(BigInt(settled.settlement.payout));
      paid += BigInt(settled.settlement.payout);
    }
    expect(await balanceOf(t.app, m.id)).toBe(10_000n - 500n + paid);
    expect(await runDraws(t.app)).toEqual({ opened: 0, closed: 0, drawn: 0 });
    expect((await ledgerCheck(t.app)).problems).toEqual([]);
  });
});

describe('feed games', () => {
  const published = new Map<string, DrawResult>();
  const feed: ResultsFeed = { result: async (n) => published.get(`${n.gameCode}:${n.numero}`) ?? null };
  let t: LotteryTestApp;
  beforeAll(async () => {
    t = await createLotteryTestApp({ feed });
  });
  afterAll(async () => t.close());

  const north = () =>
    t.rows(
      sql`select n.numero, n.status, n.result from lottery_numeros n join lottery_games g on g.id = n.game_id
          where g.code = 'vn-north' and n.draw_at <= ${t.now().toISOString()}::timestamptz order by n.draw_at`,
    );
  const board = (special: string): DrawResult => ({
    kind: 'vn',
    region: 'north',
    prizes: [
      { rank: 'special', numbers: [special] },
      { rank: 'first', numbers: ['00001'] },
      { rank: 'second', numbers: ['00002', '00003'] },
      { rank: 'third', numbers: ['00004', '00005', '00006', '00007', '00008', '00009'] },
      { rank: 'fourth', numbers: ['0010', '0011', '0012', '0013'] },
      { rank: 'fifth', numbers: ['0014', '0015', '0016', '0017', '0018', '0019'] },
      { rank: 'sixth', numbers: ['020', '021', '022'] },
      { rank: 'seventh', numbers: ['23', '24', '25', '26'] },
    ],
  });

  it('draws from the results the feed publishes, in order, waiting at the first it has not', async () => {
    await runDraws(t.app);
    t.advance(3 * 86_400_000);
    await runDraws(t.app);
    const due = await north();
    expect(due.length).toBeGreaterThanOrEqual(3);
    expect(due.every((r) => r.status === 'closed')).toBe(true);
    const [a, b, c] = due as [{ numero: string }, { numero: string }, { numero: string }];
    published.set(`vn-north:${b.numero}`, board('11111'));
    published.set(`vn-north:${c.numero}`, { kind: 'vn', region: 'south', prizes: [] });
    await runDraws(t.app);
    expect((await north()).slice(0, 3).map((r) => r.status)).toEqual(['closed', 'closed', 'closed']);
    published.set(`vn-north:${a.numero}`, board('22222'));
    await runDraws(t.app);
    const after = await north();
    expect(after.slice(0, 3).map((r) => r.status)).toEqual(['drawn', 'drawn', 'closed']);
    expect(after[1]!.result).toEqual(board('11111'));
  });

  it('has a sandbox that publishes each result at its draw time, drawn from a seed of its own', async () => {
    let now = new Date('2030-03-01T11:15:00.000Z');
    const sandbox = createSandboxFeed({ now: () => now, key: Buffer.alloc(32, 7) });
    const numero = {
      merchantId: 1,
      gameCode: 'vn-north',
      numero: '20300301',
      province: 'HN',
      drawAt: new Date('2030-03-01T11:15:00.001Z'),
      shape: { kind: 'vn', region: 'north' } as const,
    };
    expect(await sandbox.result(numero)).toBeNull();
    now = new Date('2030-03-01T11:15:00.001Z');
    const result = await sandbox.result(numero);
    expect(result).toMatchObject({ kind: 'vn', region: 'north' });
    expect(await createSandboxFeed({ now: () => now, key: Buffer.alloc(32, 7) }).result(numero)).toEqual(
      result,
    );
    expect(await createSandboxFeed({ now: () => now, key: Buffer.alloc(32, 8) }).result(numero)).not.toEqual(
      result,
    );
  });
});
