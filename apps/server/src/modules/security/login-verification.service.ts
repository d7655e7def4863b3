import {
  ERROR_CODES,
  LOGIN_VERIFICATION_MAX_FAILURES,
  LOGIN_VERIFICATION_WINDOW_MINUTES,
  type LoginVerificationMethod,
  type LoginVerificationRequest,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../../lib/errors.js';
import type { MailSender, SmsSender } from '../../lib/messaging.js';
import type { Sealer } from '../../lib/sealed.js';
import { matchTotpStep } from '../../lib/totp.js';
import type { Actor, Origin } from '../../lib/context.js';
import {
  clearAttempts,
  confirmFailure,
  reserveAttempt,
  secondsUntil,
  type AttemptRule,
} from '../auth/index.js';
import type { AuditRepository } from '../audit/index.js';
import type { SessionsService } from '../auth/index.js';
import { phoneDestination } from '../../lib/phone.js';
import type { VerificationService } from '../auth/index.js';
import type { Brand } from '../../lib/context.js';
import type { KnownIpsRepository } from './known-ips.repository.js';
import type { SecurityRepository } from './security.repository.js';

type Deps = {
  /** The IPs each member has signed in from. */
  knownIps: Pick<KnownIpsRepository, 'verificationMethods' | 'remember'>;
  db: Database;
  repo: Pick<SecurityRepository, 'findMember' | 'claimTotpStep'>;
  audit: AuditRepository;
  verification: Pick<VerificationService, 'sendCode' | 'useCode'>;
  sessions: Pick<SessionsService, 'markVerified' | 'revoke'>;
  sms: SmsSender;
  mailer: MailSender;
  sealer: Pick<Sealer, 'open'>;
  now: () => Date;
};

const codeKey = (memberId: number, method: 'mobile' | 'email') => `${memberId}:${method}`;
/** Failed verifications per member across its logins; the fifth in the window ends the login and locks. */
const attemptKey = (memberId: number) => `login-verify:${memberId}`;
const RULE: AttemptRule = {
  lockAfter: LOGIN_VERIFICATION_MAX_FAILURES,
  lockMs: LOGIN_VERIFICATION_WINDOW_MINUTES * 60_000,
  windowMs: LOGIN_VERIFICATION_WINDOW_MINUTES * 60_000,
};

/** Verification of a login from an IP the member has not used (LOGINIPVERF3). */
export function createLoginVerificationService(deps: Deps) {
  const { db, repo, audit, now, knownIps } = deps;

  function pendingOnly(actor: Actor) {
    if (!actor.verificationPending)
      throw conflict(ERROR_CODES.verificationNotPending, 'This login needs no verification.');
  }

  async function available(actor: Actor, method: LoginVerificationMethod) {
    const methods = await knownIps.verificationMethods(actor.memberId);
    if (!methods.includes(method))
      throw badRequest(
        ERROR_CODES.verificationMethodUnavailable,
        `method: ${method} is not set up on this account.`,
        { field: 'method' },
      );
  }

  /** True when the proof is right; a wrong or expired code counts as a failure like any other. */
  async function proofHolds(brand: Brand, actor: Actor, input: LoginVerificationRequest): Promise<boolean> {
    switch (input.method) {
      case 'mobile':
      case 'email':
        try {
          await deps.verification.useCode(
            brand,
            'login-verify',
            codeKey(actor.memberId, input.method),
            input.code,
          );
          return true;
        } catch (e) {
          if (e instanceof AppError && e.statusCode === 400) return false;
          throw e;
        }
      case 'authenticator': {
        const member = await repo.findMember(actor.memberId);
        if (!member?.totpSecretSealed || !input.code) return false;
        const step = matchTotpStep(deps.sealer.open(member.totpSecretSealed), input.code.trim(), now());
        // A code is good once: a step at or before the last one used is refused.
        return step !== null && (await repo.claimTotpStep(actor.memberId, step));
      }
    }
  }

  return {
    async sendCode(brand: Brand, actor: Actor, method: 'mobile' | 'email', origin: Origin) {
      pendingOnly(actor);
      await available(actor, method);
      const member = await repo.findMember(actor.memberId);
      if (!member) throw notFound('The member does not exist.', ERROR_CODES.notFound);
      const value = await deps.verification.sendCode(
        brand,
        'login-verify',
        codeKey(actor.memberId, method),
        async (code, minutes) => {
          const text = `${brand.name}: your login verification code is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
          if (method === 'mobile' && member.mobileNum)
            await deps.sms.send({
              to: phoneDestination(member.mobileDialingCode ?? '', member.mobileNum),
              purpose: 'login-verify',
              text,
            });
          else if (member.email)
            await deps.mailer.send({ to: member.email, subject: `${brand.name}: login verification`, text });
        },
        {
          ip: origin.ip,
          to:
            method === 'mobile'
              ? phoneDestination(member.mobileDialingCode ?? '', member.mobileNum ?? '')
              : (member.email ?? '').toLowerCase(),
        },
      );
      await audit.write({
        merchantId: actor.merchantId,
        memberId: actor.memberId,
        event: 'login.verification.code',
        ip: origin.ip,
        detail: { method, sessionId: actor.sessionId },
      });
      return value;
    },

    /** Checks the proof; right: the IP is remembered and the session freed; the fifth failure ends it. */
    async verify(brand: Brand, actor: Actor, input: LoginVerificationRequest, origin: Origin) {
      pendingOnly(actor);
      await available(actor, input.method);
      // One try is reserved per member (whatever the login) before the proof is looked at, so neither a
      // new login nor concurrent requests buy more than the allowed failures per window.
      const at = now();
      const reservation = await reserveAttempt(db, actor.merchantId, attemptKey(actor.memberId), RULE, at);
      if (!reservation.ok) {
        const seconds = reservation.reason === 'locked' ? secondsUntil(reservation.lockedUntil, at) : 1;
        await deps.sessions.revoke(actor);
        await audit.write({
          merchantId: actor.merchantId,
          memberId: actor.memberId,
          event: 'login.verification.refused.locked',
          ip: origin.ip,
          detail: { sessionId: actor.sessionId },
        });
        throw tooManyRequests(
          ERROR_CODES.loginVerificationLocked,
          `Too many failed verifications; this login has ended. Try again in ${seconds} seconds.`,
          seconds,
          { attemptsLeft: 0, retryAfterSeconds: seconds },
        );
      }
      if (await proofHolds(brand, actor, input)) {
        await clearAttempts(db, actor.merchantId, attemptKey(actor.memberId));
        await db.transaction(async (tx) => {
          await deps.sessions.markVerified(actor, tx);
          await knownIps.remember(actor.memberId, origin.ip, tx);
          await audit.write(
            {
              merchantId: actor.merchantId,
              memberId: actor.memberId,
              event: 'login.verification.ok',
              ip: origin.ip,
              detail: { method: input.method, sessionId: actor.sessionId },
            },
            tx,
          );
        });
        return { attemptsLeft: LOGIN_VERIFICATION_MAX_FAILURES };
      }
      await audit.write({
        merchantId: actor.merchantId,
        memberId: actor.memberId,
        event: 'login.verification.failed',
        ip: origin.ip,
        detail: { method: input.method, sessionId: actor.sessionId },
      });
      await confirmFailure(db, actor.merchantId, attemptKey(actor.memberId), RULE, reservation.count, at);
      const attemptsLeft = Math.max(0, LOGIN_VERIFICATION_MAX_FAILURES - reservation.count);
      if (attemptsLeft === 0) {
        await deps.sessions.revoke(actor);
        await audit.write({
          merchantId: actor.merchantId,
          memberId: actor.memberId,
          event: 'login.verification.revoked',
          ip: origin.ip,
          detail: { sessionId: actor.sessionId },
        });
        throw unauthorized(
          ERROR_CODES.verificationRevoked,
          'Too many failed verifications: this login has ended; log in again.',
          { attemptsLeft: 0 },
        );
      }
      throw badRequest(
        ERROR_CODES.verificationFailed,
        `The verification is not right; ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`,
        { field: 'code', attemptsLeft },
      );
    },
  };
}
export type LoginVerificationService = ReturnType<typeof createLoginVerificationService>;
