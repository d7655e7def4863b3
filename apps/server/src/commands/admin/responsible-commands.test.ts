import { ADMIN_API, API } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { newMember } from '../../test/members.js';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { runAdminCli, USAGE, type CliRequest } from './cli.js';

// `npm run admin -- rg-show|rg-exclude|rg-lift`, its HTTP calls answered by the app in process: a member's
// limits and exclusions shown, an operator's exclusion added and lifted, a member's own never lifted, and
// bad commands refused before logging in.

let t: TestApp;

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
  t = await createTestApp();
});
afterAll(async () => t?.close());

const memberCall = (token: string, method: 'PUT' | 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { merchant: 'demo', authorization: token }, payload });

describe('npm run admin: responsible gaming', () => {
  it("shows a member's limits, pending increase, exclusions and history as tables", async () => {
    const m = await newMember(t.app, { prefix: 'rgcli' });
    expect(
      (await memberCall(m.token, 'PUT', API.responsibleLimits, { depositWeek: 300, sessionMinutes: 90 }))
        .statusCode,
    ).toBe(200);
    expect((await memberCall(m.token, 'PUT', API.responsibleLimits, { depositWeek: 450 })).statusCode).toBe(
      200,
    );
    const shown = await run(['rg-show', String(m.id)], 'finance01');
    expect(shown.code, shown.err).toBe(0);
    expect(shown.seen[1]).toMatchObject({
      method: 'GET',
      path: ADMIN_API.adminMemberResponsible.replace(':id', String(m.id)),
    });
    expect(shown.out).toContain(`Member #${m.id} ${m.username} (amounts in`);
    expect(shown.out).toMatch(/^limit\s+value\s+used\s+pending$/m);
    expect(shown.out).toMatch(/^depositWeek\s+300\.00\s+0\.00\s+450\.00 from \S+Z$/m);
    expect(shown.out).toMatch(/^sessionMinutes\s+90 min\s+\d+ min\s+-$/m);
    expect(shown.out).toMatch(/^lossDay\s+none\s+0\.00\s+-$/m);
    expect(shown.out).toContain('In force: no exclusion.');
    expect(shown.out).toMatch(
      /^\S+Z\s+rg\.limit\.pending\s+member\s+to=450 key=depositWeek from=300 effectiveAt=\S+$/m,
    );
    expect(shown.out).toMatch(/^\S+Z\s+rg\.limit\.set\s+member\s+to=90 key=sessionMinutes$/m);
  });

  it("excludes a member, lifts the operator's exclusion, and never a member's own", async () => {
    const m = await newMember(t.app, { prefix: 'rgcli' });
    const excluded = await run(
      ['rg-exclude', String(m.id), '--duration', '30d', '--reason', ' asked by phone '],
      'support01',
    );
    expect(excluded.code, excluded.err).toBe(0);
    expect(excluded.seen[1]).toMatchObject({
      method: 'POST',
      path: ADMIN_API.adminMemberExclusions.replace(':id', String(m.id)),
      body: { duration: '30d', reason: 'asked by phone' },
    });
    const match = new RegExp(
      `^Excluded member #${m.id} ${m.username}: operator's exclusion #(\\d+) until (\\S+)\\. Its game sessions ended\\.$`,
    ).exec(excluded.out);
    expect(match, excluded.out).not.toBeNull();
    const operatorExclusion = match![1]!;
    const [support] = await rowsOf<{ id: number }>(
      t.app.database.db,
      sql`select id from operators where username_lower = 'support01'`,
    );

    const own = await memberCall(m.token, 'POST', API.responsibleExclusion, {
      kind: 'self',
      duration: 'permanent',
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownId = String(json(own).value.exclusion.id);

    const shown = await run(['rg-show', String(m.id)]);
    expect(shown.code, shown.err).toBe(0);
    expect(shown.out).toContain(`In force: self-exclusion #${ownId} since`);
    expect(shown.out).toContain('play returns never (permanent).');
    expect(shown.out).toMatch(/^id\s+kind\s+by\s+started\s+ends\s+play returns\s+reason$/m);
    expect(shown.out).toMatch(
      new RegExp(`^${ownId}\\s+self\\s+member\\s+\\S+\\s+permanent\\s+never \\(permanent\\)\\s+-$`, 'm'),
    );
    expect(shown.out).toMatch(
      new RegExp(
        `^${operatorExclusion}\\s+operator\\s+operator #${support!.id}\\s+\\S+\\s+\\S+\\s+\\S+\\s+asked by phone$`,
        'm',
      ),
    );
    expect(shown.out).toMatch(
      new RegExp(`rg\\.exclusion\\.operator\\s+operator #${support!.id}\\s+id=${operatorExclusion}`),
    );

    const refusedOwn = await run(['rg-lift', String(m.id), ownId]);
    expect(refusedOwn.code).toBe(1);
    expect(refusedOwn.err).toContain('409 rg.exclusion.not.endable');
    const finance = await run(['rg-lift', String(m.id), operatorExclusion], 'finance01');
    expect(finance.code).toBe(1);
    expect(finance.err).toContain('403 forbidden');

    const lifted = await run(['rg-lift', String(m.id), operatorExclusion]);
    expect(lifted.code, lifted.err).toBe(0);
    expect(lifted.seen[1]).toMatchObject({
      method: 'DELETE',
      path: `/admin/members/${m.id}/exclusions/${operatorExclusion}`,
    });
    expect(lifted.out).toBe(
      `Lifted exclusion #${operatorExclusion} of member #${m.id} ${m.username}; still in force: ` +
        `self-exclusion #${ownId}, play returns never (permanent).`,
    );
    const [audit] = await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from audit_log where member_id = ${m.id} and event = 'rg.exclusion.lifted'`,
    );
    expect(audit!.n).toBe(1);
  });

  it('prints the refusal of the server with its code', async () => {
    const unknown = await run(['rg-show', '999999']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('404 not.found');
    const finance = await run(
      ['rg-exclude', '999999', '--duration', '24h', '--reason', 'checking'],
      'finance01',
    );
    expect(finance.code).toBe(1);
    expect(finance.err).toContain('403 forbidden');
  });

  it('refuses a bad command before logging in', async () => {
    for (const argv of [
      ['rg-show'],
      ['rg-show', 'abc'],
      ['rg-show', '1', '--reason', 'x'],
      ['rg-exclude', '1'],
      ['rg-exclude', '1', '--duration', '2d', '--reason', 'why'],
      ['rg-exclude', '1', '--duration', '24h'],
      ['rg-exclude', '1', '--duration', '24h', '--reason', '  '],
      ['rg-lift', '1'],
      ['rg-lift', '1', 'x'],
      ['rg-lift', '0', '2'],
    ]) {
      const res = await run(argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.seen, argv.join(' ')).toEqual([]);
      expect(res.err, argv.join(' ')).toContain(USAGE);
    }
    expect((await run(['rg-exclude', '1', '--duration', '2d', '--reason', 'why'])).err).toContain(
      '--duration 2d is not one of 24h, 72h, 7d, 14d, 30d, 42d, 6m, 1y, 2y, 3y, 5y, permanent.',
    );
    expect((await run(['rg-lift', '1', 'x'])).err).toContain('x is not an exclusion id (a whole number).');
    expect(USAGE).toContain('rg-exclude <memberId> --duration <d> --reason <text>');
  });
});
