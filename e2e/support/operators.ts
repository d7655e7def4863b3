import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN_API } from '@platform/contracts';

/**
 * Operators in the journeys. The demo brand asks owners and finance for an authenticator code: the first
 * time an operator is used on a server, it enrols one through the API (set-up, then a code), and every
 * command line call then gets a fresh code (`--totp`), computed from the secret as an authenticator app
 * would.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

export const OPERATOR_PASSWORD = 'Lotus2026';
const PERIOD_SECONDS = 30;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.toUpperCase().replace(/[\s=]/g, '')) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 code (SHA-1, 6 digits) of a base32 secret for one 30-second step. */
export function totpCode(secret: string, step: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

type Enrolment = { secret: string; lastStep: number };
type Enrolments = Record<string, Enrolment>;

/**
 * Secrets enrolled on a server, per operator name, with the last time step used. The journeys' files run in
 * workers of their own against one server: they share this file, under a lock, so each code is used once.
 */
const storeOf = (baseUrl: string) =>
  path.join(tmpdir(), `platform-e2e-operators-${new URL(baseUrl).port}.json`);

const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` holding the store's lock (a directory made atomically), with the enrolments read and saved. */
async function withStore<T>(baseUrl: string, work: (enrolments: Enrolments) => Promise<T>): Promise<T> {
  const file = storeOf(baseUrl);
  const lock = `${file}.lock`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${lock} stays taken`);
      await sleep(100);
    }
  }
  try {
    const enrolments = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Enrolments;
    const result = await work(enrolments);
    writeFileSync(file, JSON.stringify(enrolments));
    return result;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A code of a step not used yet and within the server's window (one step either side of now): of this
 * step or the next, never the one before, so that it still holds when a slow command line sends it.
 */
async function nextCode(enrolments: Enrolments, username: string): Promise<string> {
  const enrolment = enrolments[username];
  if (!enrolment) throw new Error(`${username} has an authenticator the journeys did not enrol`);
  for (;;) {
    const step = Math.max(enrolment.lastStep + 1, stepNow());
    if (step <= stepNow() + 1) {
      enrolment.lastStep = step;
      return totpCode(enrolment.secret, step);
    }
    await sleep((step - 1) * PERIOD_SECONDS * 1000 - Date.now() + 50);
  }
}

type Envelope = { success: boolean; value: any; message?: string };

async function post(baseUrl: string, url: string, body: unknown, token?: string): Promise<Envelope> {
  const res = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: {
      merchant: 'demo',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope;
  if (!envelope.success) throw new Error(`${url}: ${res.status} ${envelope.message}`);
  return envelope;
}

/**
 * Makes sure the operator can log in on this server, enrolling the authenticator its role requires when it
 * has none, and answers the code for its next login (none for an operator without an authenticator).
 */
export async function nextOperatorCode(baseUrl: string, username: string): Promise<string | null> {
  return withStore(baseUrl, async (enrolments) => {
    const login = (await post(baseUrl, ADMIN_API.adminLogin, { username, password: OPERATOR_PASSWORD }))
      .value;
    if (login.totpRequired) return nextCode(enrolments, username);
    const token = login.token as string;
    try {
      if (!login.operator.totpSetupRequired) return null;
      const setup = (await post(baseUrl, ADMIN_API.adminTotpSetup, undefined, token)).value;
      enrolments[username] = { secret: setup.secret as string, lastStep: 0 };
      await post(baseUrl, ADMIN_API.adminTotpEnable, { code: await nextCode(enrolments, username) }, token);
      return nextCode(enrolments, username);
    } finally {
      await fetch(`${baseUrl}${ADMIN_API.adminLogout}`, {
        method: 'DELETE',
        headers: { merchant: 'demo', authorization: token },
      });
    }
  });
}

/** Runs the operators' command line (`apps/server/src/commands/admin.ts`) as `username` on the server. */
export async function operatorCommand(
  baseUrl: string,
  username: string,
  args: string[],
): Promise<{ stdout: string; stderr: string }> {
  const code = await nextOperatorCode(baseUrl, username);
  return run(
    'npx',
    [
      'tsx',
      'apps/server/src/commands/admin.ts',
      ...args,
      '--url',
      baseUrl,
      '--user',
      username,
      '--password',
      OPERATOR_PASSWORD,
      ...(code ? ['--totp', code] : []),
    ],
    { cwd: repoRoot },
  );
}

/** The next code of an operator the journeys enrolled on this server (each code used once). */
export async function takeOperatorCode(baseUrl: string, username: string): Promise<string> {
  return withStore(baseUrl, (enrolments) => nextCode(enrolments, username));
}

/**
 * Keeps the authenticator key an operator was shown on the back office's setup page, so that the journeys
 * and the command line compute its codes from then on; answers the code to turn it on with.
 */
export async function enrolOperatorSecret(
  baseUrl: string,
  username: string,
  secret: string,
): Promise<string> {
  return withStore(baseUrl, (enrolments) => {
    enrolments[username] = { secret: secret.replace(/\s/g, ''), lastStep: 0 };
    return nextCode(enrolments, username);
  });
}
