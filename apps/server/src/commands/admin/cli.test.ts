import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestQueue } from '../../test/test-queue.js';
import { rowsOf } from '../../db/rows.js';
import { createTestApp, register, uniqueName, type TestApp } from '../../test/test-app.js';
import { CannotConnect, fetchTransport, runAdminCli, type CliRequest, type Transport } from './cli.js';

let t: TestApp;
let demoId = 0;
const vouchers = createTestQueue('vouchers', ['finance']);
let member: { id: number; username: string };

/** The command's own code, its HTTP calls answered by the app in process. */
const injectTransport =
  (app: FastifyInstance, seen: CliRequest[] = []): Transport =>
  async (request) => {
    seen.push(request);
    const res = await app.inject({
      method: request.method,
      url: request.path,
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
    });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // text
    }
    return { status: res.statusCode, body };
  };

async function run(argv: string[], env: { user?: string; password?: string } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const seen: CliRequest[] = [];
  const urls: string[] = [];
  const code = await runAdminCli(argv, {
    transportFor: (url) => {
      urls.push(url);
      return injectTransport(t.app, seen);
    },
    env: { port: 3456, ...env },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), seen, urls };
}

const as = (user: string) => ['--user', user, '--password', 'Lotus2026'];

beforeAll(async () => {
  t = await createTestApp();
  const [brand] = await rowsOf<{ id: number }>(
    t.app.database.db,
    sql`select id from merchants where code = 'demo'`,
  );
  demoId = Number(brand!.id);
  t.app.operatorQueues.register(vouchers.queue);
  const username = uniqueName('cli');
  const res = await register(t.app, username);
  expect(res.statusCode).toBe(200);
  const [row] = await rowsOf<{ id: number }>(
    t.app.database.db,
    sql`select id from members where username_lower = ${username}`,
  );
  member = { id: Number(row!.id), username };
});

afterAll(async () => {
  await t?.close();
});

describe('npm run admin', () => {
  it('lists the queues and a queue', async () => {
    vouchers.add(demoId, member, 1250);
    const queues = await run(['queues', ...as('admin')]);
    expect(queues.code, queues.err).toBe(0);
    expect(queues.out).toMatch(/vouchers\s+1\s+yes/);
    expect(queues.urls).toEqual(['http://127.0.0.1:3456']);

    const list = await run(['list', 'vouchers', '--status', 'pending', ...as('finance01')]);
    expect(list.code, list.err).toBe(0);
    expect(list.out).toContain(member.username);
    expect(list.out).toContain('1,250.00');
    expect(list.out).toContain('reference=REF1');
    expect(list.seen[1]!.path).toBe('/admin/queues/vouchers?pageNo=1&pageSize=20&status=pending');
  });

  it('approves, with the credentials from the environment, and logs out', async () => {
    const id = vouchers.add(demoId, member, 40);
    const res = await run(['approve', 'vouchers', String(id), '--note', 'seen in bank'], {
      user: 'finance01',
      password: 'Lotus2026',
    });
    expect(res.code, res.err).toBe(0);
    expect(res.out).toBe(`Approved vouchers #${id}: ${member.username}, 40.00, now approved.`);
    expect(vouchers.status(id)).toBe('approved');
    expect(res.seen.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'POST /admin/session/login',
      `POST /admin/queues/vouchers/${id}/approve`,
      'DELETE /admin/session/logout',
    ]);
    const [audit] = await rowsOf<{ detail: Record<string, unknown> }>(
      t.app.database.db,
      sql`select detail from audit_log where event = 'queue.approve' order by id desc limit 1`,
    );
    expect(audit!.detail).toMatchObject({ id, note: 'seen in bank' });
    const [open] = await rowsOf<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from operator_sessions where revoked_at is null`,
    );
    expect(Number(open!.n)).toBe(0);
  });

  it('rejects', async () => {
    const id = vouchers.add(demoId, member, 15);
    const res = await run(['reject', 'vouchers', String(id), '--note', 'no transfer', ...as('admin')]);
    expect(res.code, res.err).toBe(0);
    expect(res.out).toContain(`Rejected vouchers #${id}`);
    expect(vouchers.status(id)).toBe('rejected');
  });

  it('sends a message to one member and to all', async () => {
    const one = await run([
      'message',
      '--to',
      member.username,
      '--title',
      'Hi',
      '--body',
      'Hello',
      ...as('support01'),
    ]);
    expect(one.code, one.err).toBe(0);
    expect(one.out).toBe('Message sent to 1 member(s).');
    const all = await run(['message', '--all', '--title', 'News', '--body', 'Read it', ...as('admin')]);
    expect(all.code, all.err).toBe(0);
    expect(all.out).toMatch(/^Message sent to \d+ member\(s\)\.$/);
  });

  it('exits 1 with the server message when refused', async () => {
    const id = vouchers.add(demoId, member, 5);
    const wrong = await run(['queues', '--user', 'admin', '--password', 'Wrong2026']);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('refused (401 login.failed): The account or the password is wrong.');

    const forbidden = await run(['approve', 'vouchers', String(id), ...as('support01')]);
    expect(forbidden.code).toBe(1);
    expect(forbidden.err).toMatch(/refused \(403 forbidden\)/);
    expect(vouchers.status(id)).toBe('pending');

    expect((await run(['approve', 'vouchers', String(id), ...as('admin')])).code).toBe(0);
    const twice = await run(['approve', 'vouchers', String(id), ...as('admin')]);
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(/refused \(409/);

    const unknown = await run(['list', 'nosuchqueue', ...as('admin')]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/refused \(404 not.found\): No queue named nosuchqueue/);

    const finance = await run(['message', '--all', '--title', 't', '--body', 'b', ...as('finance01')]);
    expect(finance.code).toBe(1);
  });

  it('exits 2 on bad usage, before logging in', async () => {
    const cases = [
      [],
      ['dance', ...as('admin')],
      ['approve', 'vouchers', ...as('admin')],
      ['approve', 'vouchers', 'abc', ...as('admin')],
      ['queues', '--colour', 'red', ...as('admin')],
      ['queues', '--note', 'x', ...as('admin')],
      ['list', 'vouchers', '--page', '0', ...as('admin')],
      ['message', '--to', 'x', '--all', '--title', 't', '--body', 'b', ...as('admin')],
      ['message', '--to', 'x', '--body', 'b', ...as('admin')],
      ['queues'],
    ];
    for (const argv of cases) {
      const res = await run(argv);
      expect(res.code, argv.join(' ')).toBe(2);
      expect(res.err, argv.join(' ')).toMatch(/^admin: /);
      expect(res.seen, argv.join(' ')).toEqual([]);
    }
    const help = await run(['help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: npm run admin');
  });

  it('exits 2 when it cannot connect', async () => {
    const thrown = await runAdminCli(['queues', ...as('admin')], {
      transportFor: () => async () => {
        throw new CannotConnect('ECONNREFUSED');
      },
      env: { port: 3000 },
      out: () => undefined,
      err: () => undefined,
    });
    expect(thrown).toBe(2);
    const err: string[] = [];
    const real = await runAdminCli(['queues', '--url', 'http://127.0.0.1:1/', ...as('admin')], {
      transportFor: fetchTransport,
      env: { port: 3000 },
      out: () => undefined,
      err: (line) => err.push(line),
    });
    expect(real).toBe(2);
    expect(err.join('\n')).toContain('cannot connect to http://127.0.0.1:1');
  });
});
