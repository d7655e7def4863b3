import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, encryptPayload, type RsaKey } from '@platform/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.js';
import { env } from '../config/env.js';
import { DEMO_BRAND } from '../seed/brands.js';

export type TestApp = {
  app: FastifyInstance;
  outboxDir: string;
  close: () => Promise<void>;
};

export type TestAppOptions = Partial<AppOptions> & {
  /**
   * The roles that must log in with an authenticator on the demo brand (its setting
   * `operators.totpRequiredRoles`). Tests of other parts log in as `admin` and `finance01` with the password
   * only, so none by default; the operator access tests give the brand's default (`['owner', 'finance']`)
   * and enrol through the API (`test/operators.ts`).
   */
  operatorTotpRoles?: string[];
};

/** A fresh database per test file: PGlite in memory, or a new database on TEST_DATABASE_URL. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { operatorTotpRoles = [], ...appOptions } = options;
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'platform-outbox-'));
  let databaseUrl: string | undefined;
  let drop = async () => undefined as void;
  if (env.TEST_DATABASE_URL) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const app = await buildApp({
    databaseUrl,
    outboxDir,
    uploadsDir: path.join(outboxDir, 'uploads'),
    keysDir: path.join(outboxDir, 'keys'),
    webRoot: path.join(outboxDir, 'no-web'),
    // Each test file opens many accounts from one address; the caps' own tests turn them on.
    registrationLimits: false,
    // agent01's demo team and its history stay out unless a test asks (seed/agents.test.ts does).
    demoTeam: false,
    ...appOptions,
  });
  await app.database.db.execute(
    sql`update merchants set settings = settings || ${JSON.stringify({ operators: { totpRequiredRoles: operatorTotpRoles } })}::jsonb
        where code = ${DEMO_BRAND.code}`,
  );
  return {
    app,
    outboxDir,
    close: async () => {
      await app.close();
      await drop();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export type Json = { success: boolean; value: any; message: string; errorCode?: string };
export const json = (res: LightMyRequestResponse) => res.json<Json>();

const keys = new WeakMap<FastifyInstance, RsaKey>();
async function rsaKey(app: FastifyInstance): Promise<RsaKey> {
  let key = keys.get(app);
  if (!key) {
    key = json(await app.inject({ method: 'GET', url: API.rsaKey })).value as RsaKey;
    keys.set(app, key);
  }
  return key;
}

/** Sends a call the way the site does: sealed with the server's public key. */
export async function encryptedCall(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const sealed = await encryptPayload(await rsaKey(app), payload);
  return app.inject({
    method,
    url,
    payload: sealed.body,
    headers: { ...headers, encryption: sealed.header },
  });
}

export const uniqueName = (prefix = 'lotus') => `${prefix}${randomBytes(4).toString('hex')}`;

export async function register(
  app: FastifyInstance,
  username: string,
  password = 'Secret123',
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return encryptedCall(
    app,
    'PUT',
    API.register,
    { username, password, confirmPassword: password, ageConfirmed: true, ...extra },
    headers,
  );
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return encryptedCall(app, 'POST', API.login, { type: 'username', username, password, ...extra }, headers);
}

/** Messages the outbox providers wrote, newest last. */
export function outbox(
  outboxDir: string,
  kind: 'sms' | 'email',
): { file: string; body: Record<string, any> }[] {
  const dir = path.join(outboxDir, kind);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => ({
      file,
      body: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, any>,
    }));
}

export function lastSmsCode(outboxDir: string, to: string): string {
  const message = outbox(outboxDir, 'sms')
    .filter((m) => m.body.to === to)
    .at(-1);
  const code = /\b(\d{6})\b/.exec(String(message?.body.text ?? ''))?.[1];
  if (!code) throw new Error(`no SMS code sent to ${to}`);
  return code;
}
