import { ADMIN_API, type OperatorRoleName } from '@platform/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { base32Decode, hotp, TOTP_PERIOD_SECONDS } from '../lib/totp.js';
import { json, type TestApp } from './test-app.js';

/** The demo brand's operators (seed), one per role but viewer; all share the demo password. */
export const DEMO_OPERATORS = { owner: 'admin', finance: 'finance01', support: 'support01' } as const;
export const OPERATOR_PASSWORD = 'Lotus2026';

export type LoginOptions = {
  /** The caller's address; a fresh one per call by default (the login limit counts per address). */
  ip?: string;
  /** The brand's merchant code; `demo` by default. */
  merchant?: string;
  password?: string;
  /**
   * Enrol an authenticator even when the brand does not require one for the role (to test logins with a
   * code). Roles the brand requires it for are always enrolled at their first login.
   */
  authenticator?: boolean;
  /** The app's clock when the test app was built with its `now` option; codes are computed for it. */
  now?: () => Date;
};

type Enrolment = { secret: string; lastStep: number };

/** Authenticator secrets enrolled through these helpers, per test app and operator name. */
const enrolments = new WeakMap<TestApp, Map<string, Enrolment>>();
let address = 0;
const nextIp = () => {
  address += 1;
  return `10.${200 + ((address >> 16) & 31)}.${(address >> 8) & 255}.${address & 255}`;
};

const enrolmentsOf = (t: TestApp) => {
  let map = enrolments.get(t);
  if (!map) {
    map = new Map();
    enrolments.set(t, map);
  }
  return map;
};

/** The time step (30 s) that holds `at`. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The authenticator code of a base32 secret for one time step. */
export const totpCode = (secret: string, step: number) => hotp(base32Decode(secret), step);

/** The authenticator secret enrolled for `username` through these helpers on this app, if any. */
export const operatorSecret = (t: TestApp, username: string): string | undefined =>
  enrolmentsOf(t).get(username.toLowerCase())?.secret;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A code the server takes once: of a step after the last one this operator used, within the step either
 * side of now (the server's drift window). Three logins fit in a step window; a fourth waits for the clock.
 */
async function nextCode(t: TestApp, username: string, now: () => Date, fakeClock: boolean): Promise<string> {
  const enrolment = enrolmentsOf(t).get(username.toLowerCase());
  if (!enrolment) {
    throw new Error(`${username} has an authenticator that was not enrolled through test/operators.ts`);
  }
  for (;;) {
    const current = totpStep(now());
    const step = Math.max(enrolment.lastStep + 1, current - 1);
    if (step <= current + 1) {
      enrolment.lastStep = step;
      return totpCode(enrolment.secret, step);
    }
    if (fakeClock) {
      throw new Error(`every code of ${username} around the app's clock is used; move the clock on`);
    }
    await sleep((step - 1) * TOTP_PERIOD_SECONDS * 1000 - now().getTime() + 50);
  }
}

function post(t: TestApp, url: string, payload: unknown, ip: string, merchant: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { merchant, ...(token ? { authorization: token } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: ip,
  });
}

function expectOk(res: LightMyRequestResponse, what: string) {
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return json(res).value;
}

/**
 * Logs an operator in and answers its session token, whatever the brand asks: the password, then the
 * authenticator code when it has one. An operator whose role requires an authenticator and has none (or
 * with `authenticator: true`) enrols one through the API (`totp/setup`, `totp/enable`) first, and the
 * token answered is then a full session.
 */
export async function loginOperator(
  t: TestApp,
  username: string,
  options: LoginOptions = {},
): Promise<string> {
  const ip = options.ip ?? nextIp();
  const merchant = options.merchant ?? 'demo';
  const now = options.now ?? (() => new Date());
  const fakeClock = options.now !== undefined;
  const login = expectOk(
    await post(
      t,
      ADMIN_API.adminLogin,
      { username, password: options.password ?? OPERATOR_PASSWORD },
      ip,
      merchant,
    ),
    `login of ${username}`,
  );
  let token: string;
  if (login.totpRequired) {
    const code = await nextCode(t, username, now, fakeClock);
    const done = await post(t, ADMIN_API.adminTotpLogin, { ticket: login.ticket, code }, ip, merchant);
    token = expectOk(done, `authenticator code of ${username}`).token as string;
    return token;
  }
  token = login.token as string;
  if (login.operator.totpSetupRequired || options.authenticator) {
    const setup = expectOk(
      await post(t, ADMIN_API.adminTotpSetup, undefined, ip, merchant, token),
      `authenticator set-up of ${username}`,
    );
    const enrolment = { secret: setup.secret as string, lastStep: Number.NEGATIVE_INFINITY };
    enrolmentsOf(t).set(username.toLowerCase(), enrolment);
    const code = await nextCode(t, username, now, fakeClock);
    expectOk(
      await post(t, ADMIN_API.adminTotpEnable, { code }, ip, merchant, token),
      `authenticator of ${username}`,
    );
  }
  return token;
}

/**
 * Adds an operator to the demo brand as its owner (`POST /admin/operators`) and logs it in (enrolling an
 * authenticator when its role requires one). The password is the demo operators' unless given.
 */
export async function createOperator(
  t: TestApp,
  ownerToken: string,
  input: { username: string; role: OperatorRoleName; password?: string },
  options: Omit<LoginOptions, 'password'> = {},
): Promise<{ id: number; token: string }> {
  const password = input.password ?? OPERATOR_PASSWORD;
  const created = expectOk(
    await post(
      t,
      ADMIN_API.adminOperators,
      { username: input.username, password, role: input.role },
      options.ip ?? nextIp(),
      options.merchant ?? 'demo',
      ownerToken,
    ),
    `creating ${input.username}`,
  );
  const token = await loginOperator(t, input.username, { ...options, password });
  return { id: Number(created.id), token };
}
