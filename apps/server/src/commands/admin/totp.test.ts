import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, TOTP_PERIOD_SECONDS } from '../../lib/totp.js';
import { loginOperator, operatorSecret } from '../../test/operators.js';
import { createTestApp, uniqueName, type TestApp } from '../../test/test-app.js';
import { runAdminCli, type CliRequest } from './cli.js';

// The command line on the demo brand's default: owners and finance log in with an authenticator code
// (`--totp`), and an operator who has none yet sets it up from the command line.

let t: TestApp;
let ownerToken = '';

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const seen: string[] = [];
  const code = await runAdminCli(argv, {
    transportFor: () => async (request: CliRequest) => {
      seen.push(`${request.method} ${request.path}`);
      const res = await t.app.inject({
        method: request.method,
        url: request.path,
        headers: request.headers,
        ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
      });
      return { status: res.statusCode, body: res.json() };
    },
    env: { port: 3456 },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n'), seen };
}

const as = (user: string, password = 'Lotus2026') => ['--user', user, '--password', password];
const step = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
const codeOf = (secret: string, at: number) => hotp(base32Decode(secret), at);

beforeAll(async () => {
  t = await createTestApp({ operatorTotpRoles: ['owner', 'finance'], loginPerMinute: 100_000 });
  ownerToken = await loginOperator(t, 'admin');
});
afterAll(async () => t?.close());

describe('npm run admin with an authenticator', () => {
  it('asks for --totp when the login does, and logs in with a right code', async () => {
    const secret = operatorSecret(t, 'admin')!;
    const without = await run(['queues', ...as('admin')]);
    expect(without.code).toBe(2);
    expect(without.err).toMatch(/--totp/);

    const wrong = await run(['queues', ...as('admin'), '--totp', '000000']);
    expect(wrong.code).toBe(1);
    expect(wrong.err).toMatch(/totp\.code\.wrong/);

    const right = await run(['queues', ...as('admin'), '--totp', codeOf(secret, step() + 1)]);
    expect(right.code, right.err).toBe(0);
    expect(right.seen).toEqual([
      'POST /admin/session/login',
      'POST /admin/session/totp',
      'GET /admin/queues',
      'DELETE /admin/session/logout',
    ]);
    // The same code again is refused: each works once.
    const replay = await run(['queues', ...as('admin'), '--totp', codeOf(secret, step() + 1)]);
    expect(replay.code).toBe(1);
  });

  it('refuses a malformed --totp before logging in', async () => {
    const bad = await run(['queues', ...as('admin'), '--totp', '12ab56']);
    expect(bad.code).toBe(2);
    expect(bad.seen).toEqual([]);
    const enable = await run(['totp-enable', '123', ...as('admin')]);
    expect(enable.code).toBe(2);
    expect(enable.seen).toEqual([]);
  });

  it('sets up the authenticator of an operator who owes one, then logs in with it', async () => {
    const username = uniqueName('fin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/operators',
      headers: { merchant: 'demo', authorization: ownerToken },
      payload: { username, password: 'Finance2026', role: 'finance' },
    });
    expect(created.statusCode, created.body).toBe(200);

    const refused = await run(['queues', ...as(username, 'Finance2026')]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/must set up an authenticator first/);
    expect(refused.seen).toEqual(['POST /admin/session/login', 'DELETE /admin/session/logout']);

    const setup = await run(['totp-setup', ...as(username, 'Finance2026')]);
    expect(setup.code, setup.err).toBe(0);
    const secret = /secret: +([A-Z2-7]+)/.exec(setup.out)?.[1];
    expect(secret).toBeTruthy();
    expect(setup.out).toMatch(/otpauth:\/\/totp\//);

    const enabled = await run(['totp-enable', codeOf(secret!, step() - 1), ...as(username, 'Finance2026')]);
    expect(enabled.code, enabled.err).toBe(0);
    const queues = await run(['queues', ...as(username, 'Finance2026'), '--totp', codeOf(secret!, step())]);
    expect(queues.code, queues.err).toBe(0);
    expect(queues.out).toMatch(/withdrawals/);
  });
});
