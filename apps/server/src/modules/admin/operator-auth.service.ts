import { ERROR_CODES, type OperatorLoginRequest, type OperatorLoginValue } from '@platform/contracts';
import type { Database } from '../../db/client.js';
import type { OperatorRole } from '../../db/schema.js';
import { notSession, tooManyRequests, unauthorized } from '../../lib/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import type { Origin } from '../../lib/context.js';
import { BUSY_RETRY_SECONDS, secondsUntil, type AttemptRule } from '../auth/index.js';
import type { ModuleDeps } from '../module-deps.js';
import type { Brand } from '../../lib/context.js';
import type { OperatorsRepository, OperatorSessionRow } from './operators.repository.js';
import type { OperatorActor } from '../../lib/operator-queues.js';

export const OPERATOR_LOCK_AFTER_FAILURES = 5;
export const OPERATOR_LOCK_MS = 5 * 60_000;
/** Operators hold more power than members: shorter sessions. */
export const OPERATOR_IDLE_MS = 30 * 60_000;
export const OPERATOR_ABSOLUTE_MS = 12 * 3_600_000;
const TOUCH_EVERY_MS = 60_000;
/** One lock per operator name (decision record 021): five wrong passwords lock it for five minutes. */
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
};

type Deps = {
  db: Database;
  repo: OperatorsRepository;
  audit: ModuleDeps['audit'];
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
});

/** Operators' logins and sessions: their own accounts and tokens, never a member's. */
export function createOperatorAuthService({ db, repo, audit, now }: Deps) {
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
      const token = newToken();
      const expiresAt = new Date(at.getTime() + OPERATOR_ABSOLUTE_MS);
      await db.transaction(async (tx) => {
        await repo.clearFailures(brand.id, usernameLower, tx);
        await repo.createSession(
          {
            merchantId: brand.id,
            operatorId: operator.id,
            tokenHash: sha256(token),
            ip: origin.ip,
            at,
            expiresAt,
          },
          tx,
        );
        await repo.recordLogin(operator.id, at, tx);
        await audit.write(
          {
            merchantId: brand.id,
            memberId: null,
            operatorId: operator.id,
            event: 'operator.login',
            ip: origin.ip,
            detail: { userAgent: origin.userAgent?.slice(0, 300) ?? null },
          },
          tx,
        );
      });
      return {
        token,
        expiresAt: expiresAt.toISOString(),
        operator: {
          username: operator.username,
          role: operator.role,
          merchant: brand.code,
          lastLoginAt: operator.lastLoginAt?.toISOString() ?? null,
        },
      };
    },

    /** The operator behind a token of this brand; 401 for anything else (a member's token included). */
    async authenticate(brand: Brand, token: string | undefined): Promise<OperatorSession> {
      if (!token || token.length > 100) throw notSession();
      const at = now();
      const row = await repo.findSession(sha256(token), brand.id);
      if (!row || row.expiresAt <= at || at.getTime() - row.lastSeenAt.getTime() > OPERATOR_IDLE_MS) {
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
  };
}
export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
