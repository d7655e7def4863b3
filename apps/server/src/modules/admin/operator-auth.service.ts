import {
  ADMIN_API,
  ERROR_CODES,
  type OperatorLoginRequest,
  type OperatorLoginValue,
  type OperatorProfile,
  type OperatorSessionValue,
  type OperatorTotpLoginRequest,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import type { OperatorRole } from '../../db/schema.js';
import {
  badRequest,
  conflict,
  notSession,
  tooManyRequests,
  unauthorized,
  unprocessable,
} from '../../lib/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import type { Origin } from '../../lib/context.js';
import { BUSY_RETRY_SECONDS, secondsUntil, type AttemptRule } from '../auth/index.js';
import type { ModuleDeps } from '../module-deps.js';
import type { Brand } from '../../lib/context.js';
import type { OperatorsRepository, OperatorSessionRow } from './operators.repository.js';
import type { OperatorAccessRepository } from './operator-access.repository.js';
import { totpSetupRequired } from './roles.js';
import type { Sealer } from '../../lib/sealed.js';
import { matchTotpStep, newTotpSecret, otpauthUrl } from '../../lib/totp.js';
import type { OperatorActor } from '../../lib/operator-queues.js';

export const OPERATOR_LOCK_AFTER_FAILURES = 5;
export const OPERATOR_LOCK_MS = 5 * 60_000;
/** A password login of an operator with an authenticator waits this long for the code. */
export const OPERATOR_TICKET_MS = 5 * 60_000;
const TOUCH_EVERY_MS = 60_000;
/**
 * One lock per operator name (decision records 021, 049): five wrong passwords or authenticator codes in a
 * row lock it for five minutes.
 */
const LOGIN_RULE: AttemptRule = {
  lockAfter: OPERATOR_LOCK_AFTER_FAILURES,
  lockMs: OPERATOR_LOCK_MS,
  windowMs: OPERATOR_LOCK_MS * 12,
};

/** An operator behind a valid session of the request's brand. */
export type OperatorSession = OperatorActor & {
  role: OperatorRole;
  sessionId: number;
  lastLoginAt: Date | null;
  totpEnabled: boolean;
};

type Deps = {
  db: Database;
  repo: OperatorsRepository;
  access: OperatorAccessRepository;
  audit: ModuleDeps['audit'];
  sealer: Pick<Sealer, 'open' | 'seal'>;
  /** Sessions end after this long without a call, and this long after login at the latest. */
  idleMs: number;
  absoluteMs: number;
  now: () => Date;
};

const loginFailed = () => unauthorized(ERROR_CODES.loginFailed, 'The account or the password is wrong.');

const locked = (seconds: number) =>
  tooManyRequests(
    ERROR_CODES.accountLocked,
    `Too many failed logins; try again in ${seconds} seconds.`,
    seconds,
    { retryAfterSeconds: seconds },
  );

const toSession = (row: OperatorSessionRow): OperatorSession => ({
  sessionId: row.sessionId,
  operatorId: row.operatorId,
  merchantId: row.merchantId,
  username: row.username,
  role: row.role,
  lastLoginAt: row.lastLoginAt,
  totpEnabled: row.totpEnabledAt !== null,
});

export const profileOf = (
  brand: Brand,
  operator: { username: string; role: OperatorRole; lastLoginAt: Date | null; totpEnabled: boolean },
): OperatorProfile => ({
  username: operator.username,
  role: operator.role,
  merchant: brand.code,
  lastLoginAt: operator.lastLoginAt?.toISOString() ?? null,
  totpEnabled: operator.totpEnabled,
  totpSetupRequired: totpSetupRequired(brand, operator.role, operator.totpEnabled),
});

/** Operators' logins and sessions: their own accounts and tokens, never a member's. */
export function createOperatorAuthService({
  db,
  repo,
  access,
  audit,
  sealer,
  idleMs,
  absoluteMs,
  now,
}: Deps) {
  /** A reserved check failed: audited, and answered as a lock when it was the one that set it. */
  async function fail(
    brand: Brand,
    usernameLower: string,
    operatorId: number | null,
    origin: Origin,
    count: number,
  ): Promise<never> {
    const at = now();
    const lockedUntil = await repo.confirmFailure(brand.id, usernameLower, LOGIN_RULE, count, at);
    const entry = { merchantId: brand.id, memberId: null, operatorId, ip: origin.ip };
    await audit.write({ ...entry, event: 'operator.login.failed', detail: { username: usernameLower } });
    if (lockedUntil) {
      await audit.write({ ...entry, event: 'operator.login.locked', detail: { username: usernameLower } });
      throw locked(secondsUntil(lockedUntil, at));
    }
    throw loginFailed();
  }

  /**
   * A new session for an operator whose password (and code, when it has an authenticator) was right: a
   * fresh token, or the login ticket turned into the session under a new token (once; a used ticket 401).
   */
  async function openSession(
    brand: Brand,
    operator: {
      id: number;
      username: string;
      usernameLower: string;
      role: OperatorRole;
      lastLoginAt: Date | null;
      totpEnabled: boolean;
    },
    origin: Origin,
    at: Date,
    ticketSessionId: number | null,
  ): Promise<OperatorSessionValue> {
    const token = newToken();
    const expiresAt = new Date(at.getTime() + absoluteMs);
    await db.transaction(async (tx) => {
      await repo.clearFailures(brand.id, operator.usernameLower, tx);
      if (ticketSessionId === null) {
        const values = { merchantId: brand.id, operatorId: operator.id, tokenHash: sha256(token) };
        await repo.createSession({ ...values, ip: origin.ip, at, expiresAt }, tx);
      } else if (
        !(await access.completeTicket(ticketSessionId, { tokenHash: sha256(token), at, expiresAt }, tx))
      ) {
        throw unauthorized(ERROR_CODES.codeExpired, 'The login ticket is unknown or expired; log in again.');
      }
      await repo.recordLogin(operator.id, at, tx);
      await audit.write(
        {
          merchantId: brand.id,
          memberId: null,
          operatorId: operator.id,
          event: 'operator.login',
          ip: origin.ip,
          detail: { userAgent: origin.userAgent?.slice(0, 300) ?? null, totp: operator.totpEnabled },
        },
        tx,
      );
    });
    return { token, expiresAt: expiresAt.toISOString(), operator: profileOf(brand, operator) };
  }

  /** The code is of the operator's secret and of a time step after the last one used; limited like logins. */
  async function codeHolds(operator: OperatorSession, sealedSecret: string, code: string, origin: Origin) {
    const at = now();
    const usernameLower = operator.username.toLowerCase();
    const reservation = await repo.reserveAttempt(operator.merchantId, usernameLower, LOGIN_RULE, at);
    if (!reservation.ok) {
      const seconds =
        reservation.reason === 'locked' ? secondsUntil(reservation.lockedUntil, at) : BUSY_RETRY_SECONDS;
      throw locked(seconds);
    }
    const step = matchTotpStep(sealer.open(sealedSecret), code, at);
    if (step !== null && (await access.claimTotpStep(operator.operatorId, step))) {
      await repo.clearFailures(operator.merchantId, usernameLower);
      return;
    }
    const lockedUntil = await repo.confirmFailure(
      operator.merchantId,
      usernameLower,
      LOGIN_RULE,
      reservation.count,
      at,
    );
    await audit.write({
      merchantId: operator.merchantId,
      memberId: null,
      operatorId: operator.operatorId,
      event: 'operator.totp.failed',
      ip: origin.ip,
      detail: { step: 'enable' },
    });
    if (lockedUntil) throw locked(secondsUntil(lockedUntil, at));
    throw badRequest(ERROR_CODES.totpCodeWrong, 'code: the authenticator code is not right.', {
      field: 'code',
    });
  }

  return {
    async login(brand: Brand, input: OperatorLoginRequest, origin: Origin): Promise<OperatorLoginValue> {
      const usernameLower = input.username.toLowerCase();
      const at = now();
      // The check is reserved first, atomically: concurrent attempts never make more than the limit.
      const reservation = await repo.reserveAttempt(brand.id, usernameLower, LOGIN_RULE, at);
      if (!reservation.ok) {
        const seconds =
          reservation.reason === 'locked' ? secondsUntil(reservation.lockedUntil, at) : BUSY_RETRY_SECONDS;
        await audit.write({
          merchantId: brand.id,
          memberId: null,
          operatorId: null,
          event: 'operator.login.refused.locked',
          ip: origin.ip,
          detail: { username: usernameLower },
        });
        throw locked(seconds);
      }
      const operator = await repo.findByUsername(brand.id, usernameLower);
      const passwordOk = operator
        ? await verifyPassword(operator.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!operator || !passwordOk || operator.status !== 1) {
        return fail(brand, usernameLower, operator?.id ?? null, origin, reservation.count);
      }
      if (operator.totpEnabledAt) {
        // The password was right, yet the login is not done: its attempt is given back, but the name's
        // failures stay (wrong codes too) until a right code, so new tickets never buy more guesses.
        const ticket = newToken();
        const expiresAt = new Date(at.getTime() + OPERATOR_TICKET_MS);
        await db.transaction(async (tx) => {
          await repo.releaseAttempt(brand.id, usernameLower, tx);
          await repo.createSession(
            {
              merchantId: brand.id,
              operatorId: operator.id,
              tokenHash: sha256(ticket),
              ip: origin.ip,
              at,
              expiresAt,
              totpPending: true,
            },
            tx,
          );
        });
        return { totpRequired: true, ticket, expiresAt: expiresAt.toISOString() };
      }
      return openSession(brand, { ...operator, usernameLower, totpEnabled: false }, origin, at, null);
    },

    /** The second step of a login with an authenticator: the ticket and a code of an unused time step. */
    async loginWithCode(
      brand: Brand,
      input: OperatorTotpLoginRequest,
      origin: Origin,
    ): Promise<OperatorSessionValue> {
      const at = now();
      const ticket = await access.findTicket(sha256(input.ticket), brand.id, at);
      if (!ticket?.totpSecretSealed || !ticket.totpEnabledAt) {
        throw unauthorized(ERROR_CODES.codeExpired, 'The login ticket is unknown or expired; log in again.');
      }
      const usernameLower = ticket.usernameLower;
      const reservation = await repo.reserveAttempt(brand.id, usernameLower, LOGIN_RULE, at);
      if (!reservation.ok) {
        const seconds =
          reservation.reason === 'locked' ? secondsUntil(reservation.lockedUntil, at) : BUSY_RETRY_SECONDS;
        throw locked(seconds);
      }
      const step = matchTotpStep(sealer.open(ticket.totpSecretSealed), input.code, at);
      if (step === null || !(await access.claimTotpStep(ticket.operatorId, step))) {
        const lockedUntil = await repo.confirmFailure(
          brand.id,
          usernameLower,
          LOGIN_RULE,
          reservation.count,
          at,
        );
        const entry = { merchantId: brand.id, memberId: null, operatorId: ticket.operatorId, ip: origin.ip };
        await audit.write({ ...entry, event: 'operator.totp.failed', detail: { step: 'login' } });
        if (lockedUntil) {
          await audit.write({
            ...entry,
            event: 'operator.login.locked',
            detail: { username: usernameLower },
          });
          throw locked(secondsUntil(lockedUntil, at));
        }
        throw unauthorized(ERROR_CODES.totpCodeWrong, 'code: the authenticator code is not right.', {
          field: 'code',
        });
      }
      return openSession(
        brand,
        { id: ticket.operatorId, ...ticket, totpEnabled: true },
        origin,
        at,
        ticket.sessionId,
      );
    },

    /** The operator behind a token of this brand; 401 for anything else (a member's token included). */
    async authenticate(brand: Brand, token: string | undefined): Promise<OperatorSession> {
      if (!token || token.length > 100) throw notSession();
      const at = now();
      const row = await repo.findSession(sha256(token), brand.id);
      if (!row || row.expiresAt <= at || at.getTime() - row.lastSeenAt.getTime() > idleMs) {
        throw notSession();
      }
      if (at.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
        await repo.touchSession(row.sessionId, at);
      return toSession(row);
    },

    async logout(operator: OperatorSession, origin: Origin): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.revokeSession(operator.sessionId, now(), tx);
        await audit.write(
          {
            merchantId: operator.merchantId,
            memberId: null,
            operatorId: operator.operatorId,
            event: 'operator.logout',
            ip: origin.ip,
          },
          tx,
        );
      });
    },

    /** Ends every session of the operator (the calling one included): signed out everywhere. */
    async logoutAll(operator: OperatorSession, origin: Origin): Promise<{ ended: number }> {
      return db.transaction(async (tx) => {
        const ended = await access.revokeAllSessions(operator.operatorId, now(), tx);
        await audit.write(
          {
            merchantId: operator.merchantId,
            memberId: null,
            operatorId: operator.operatorId,
            event: 'operator.logout.all',
            ip: origin.ip,
            detail: { ended },
          },
          tx,
        );
        return { ended };
      });
    },

    /** A new authenticator secret to scan (shown this once); it counts once a code confirms it. */
    async setupTotp(brand: Brand, operator: OperatorSession, origin: Origin) {
      const account = await access.findOperator(operator.merchantId, operator.operatorId);
      if (!account) throw notSession();
      if (account.totpEnabledAt) {
        throw conflict(ERROR_CODES.totpAlreadyEnabled, 'The authenticator is already on for this operator.');
      }
      const secret = newTotpSecret();
      await db.transaction(async (tx) => {
        await access.setTotp(
          operator.operatorId,
          { totpSecretSealed: sealer.seal(secret), totpEnabledAt: null },
          tx,
        );
        await audit.write(
          {
            merchantId: operator.merchantId,
            memberId: null,
            operatorId: operator.operatorId,
            event: 'operator.totp.setup',
            ip: origin.ip,
            detail: {
              before: { totpSecret: account.totpSecretSealed ? 'set' : null },
              after: { totpSecret: 'set' },
            },
          },
          tx,
        );
      });
      return { secret, otpauthUrl: otpauthUrl(`${brand.name} back office`, operator.username, secret) };
    },

    /** Confirms the set-up with a code from the app: from now on logins ask for a code. */
    async enableTotp(
      brand: Brand,
      operator: OperatorSession,
      code: string,
      origin: Origin,
    ): Promise<OperatorProfile> {
      const account = await access.findOperator(operator.merchantId, operator.operatorId);
      if (!account) throw notSession();
      if (account.totpEnabledAt) {
        throw conflict(ERROR_CODES.totpAlreadyEnabled, 'The authenticator is already on for this operator.');
      }
      if (!account.totpSecretSealed) {
        throw unprocessable(
          ERROR_CODES.totpNotEnrolled,
          `Start the set-up first (POST ${ADMIN_API.adminTotpSetup}).`,
        );
      }
      await codeHolds(operator, account.totpSecretSealed, code, origin);
      const at = now();
      await db.transaction(async (tx) => {
        await access.setTotp(
          operator.operatorId,
          { totpSecretSealed: account.totpSecretSealed, totpEnabledAt: at },
          tx,
        );
        await audit.write(
          {
            merchantId: operator.merchantId,
            memberId: null,
            operatorId: operator.operatorId,
            event: 'operator.totp.enabled',
            ip: origin.ip,
            detail: { before: { totpEnabled: false }, after: { totpEnabled: true } },
          },
          tx,
        );
      });
      return profileOf(brand, { ...operator, totpEnabled: true });
    },
  };
}
export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
