import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { newMember } from '../../test/members.js';
import { createTestApp, uniqueName, type TestApp } from '../../test/test-app.js';
import { runAdminCli, type CliRequest } from './cli.js';

// `npm run admin` agent commands, their HTTP calls answered by the app in process.

let t: TestApp;

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const seen: CliRequest[] = [];
  const code = await runAdminCli([...argv, '--user', 'admin', '--password', 'Lotus2026'], {
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
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('npm run admin: agents', () => {
  it('opens, moves, offers, settles, lists, ends and unfreezes', async () => {
    const username = uniqueName('cli');
    const made = await run(['agent-create', username, '--type', '1', '--agent-password', 'Secret123']);
    expect(made.code, made.err).toBe(0);
    const [row] = await rowsOf<{ id: number }>(
      t.app.database.db,
      sql`select id from members where username_lower = ${username}`,
    );
    const id = Number(row!.id);
    expect(made.out).toBe(`Opened top agent ${username} (#${id}, type 1).`);

    const m = await newMember(t.app);
    const moved = await run(['agent-move', String(m.id), '--upline', String(id)]);
    expect(moved.code, moved.err).toBe(0);
    expect(moved.seen[1]).toMatchObject({ method: 'PUT', body: { uplineId: id } });

    const terms = JSON.stringify({ kind: 'daily', tiers: [{ validBet: 0, activeMembers: 0, rate: 1 }] });
    const offered = await run(['agent-offer', String(id), '--terms', terms]);
    expect(offered.code, offered.err).toBe(0);
    expect(offered.out).toMatch(/^Offered daily contract #\d+ to /);
    const contractId = /#(\d+)/.exec(offered.out)![1]!;

    const settled = await run(['agent-settle', 'commissions.daily']);
    expect(settled.code, settled.err).toBe(0);
    expect(settled.out).toMatch(/^Settled daily: \d+ paid/);
    expect((await run(['agent-settlements', '--kind', 'daily'])).out).toBe('No settlements.');

    const ended = await run(['agent-end', contractId]);
    expect(ended.out).toBe(`Contract #${contractId} is now ended.`);
    const refused = await run(['agent-unfreeze', String(id)]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('not frozen');
  });

  it('refuses a bad command before logging in', async () => {
    for (const argv of [
      ['agent-create', 'x', '--type', '1'],
      ['agent-move', '5'],
      ['agent-move', 'five', '--top'],
      ['agent-offer', '5', '--terms', '{nope'],
      ['agent-settle', 'weekly'],
      ['agent-settle', 'daily', '--at', 'someday'],
    ]) {
      const res = await run(argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.seen).toEqual([]);
    }
  });
});
