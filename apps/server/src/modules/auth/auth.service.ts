import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_TYPES,
  ERROR_CODES,
  checkRule,
  type ChangePasswordRequest,
  type LoginRequest,
  type LoginValue,
  type LoginVerificationMethod,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden, tooManyRequests, unauthorized, unprocessable } from '../../lib/errors.js';
import type { MailSender } from '../../lib/messaging.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import type { MembersRepository } from '../members/index.js';
import type { KnownIpsRepository } from '../security/index.js';
import { isOn, passwordRule } from '../system/index.js';
import type { Brand } from '../../lib/context.js';
import type { Actor, Origin } from '../../lib/context.js';
import * as attempts from './attempts.repository.js';
import type { AttemptRule } from './attempts.repository.js';
import type { AuthRepository } from './auth.repository.js';
import { checkLoginPassword } from './login-password.js';
import type { SessionsService } from './sessions.service.js';
import { phoneDestination } from '../../lib/phone.js';
import type { VerificationService } from './verification.service.js';
import type { ResponsibleGuard } from '../responsible/index.js';
import type { AuditRepository } from '../audit/index.js';

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 5 * 60_000;
/** The name from one IP and device: a captcha after the first failure, a lock after the fifth. */
const SOURCE_RULE: AttemptRule = {
  freeAttempts: 1,
  lockAfter: LOCK_AFTER_FAILURES,
  lockMs: LOCK_MS,
  windowMs: 24 * 3_600_000,
};
/** The name from one IP, whatever the device (a changing `Device-Id` does not buy more guesses). */
const IP_RULE: AttemptRule = { freeAttempts: 1, lockAfter: 20, lockMs: LOCK_MS, windowMs: 24 * 3_600_000 };
/** The name from anywhere: many failures only make every source solve a captcha, never lock. */
const NAME_RULE: AttemptRule = { freeAttempts: LOCK_AFTER_FAILURES, windowMs: 3_600_000 };
const RESET_TTL_MS = 30 * 60_000;

/** One counter reserved for a login attempt, with what a failure must confirm on it. */
type Reserved = { key: string; rule: AttemptRule; count: number };

type Deps = {
  audit: AuditRepository;
  /** The IPs each member has signed in from. */
  knownIps: Pick<KnownIpsRepository, 'list' | 'verificationMethods' | 'remember'>;
  db: Database;
  repo: Pick<AuthRepository, 'insertReset' | 'takeReset'>;
  members: Pick<
    MembersRepository,
    'findById' | 'findByUsername' | 'findByMobile' | 'insertWithWallet' | 'recordLogin' | 'setPassword'
  >;
  sessions: Pick<SessionsService, 'start' | 'revoke' | 'revokeOthers'>;
  verification: Pick<VerificationService, 'checkCaptcha' | 'useCode'>;
  mailer: MailSender;
  /**
   * The site address for links in mail: the PUBLIC_URL setting, else the brand's first configured site
   * domain, else null (no link can be sent). Never the request's Host header.
   */
  publicUrl: (brand: Brand) => Promise<string | null>;
  /** A login starts the member's playing session and tells a time-out or exclusion in force. */
  responsible: Pick<ResponsibleGuard, 'sessionStarted' | 'restriction'>;
  now?: () => Date;
};

const loginFailed = () =>
  unauthorized(ERROR_CODES.loginFailed, 'The account or the password is wrong.', { captcha: true });

/** `https://` and the first well-formed configured site domain (a host name, an optional port), or null. */
export function siteAddress(domains: string[]): string | null {
  const domain = domains
    .map((d) =>
      d
        .trim()
        .replace(/^https?:\/\//i, '')
        .replace(/\/+$/, ''),
    )
    .find((d) => /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?(?::[0-9]{1,5})?$/i.test(d));
  return domain ? `https://${domain}` : null;
}

export function createAuthService(deps: Deps) {
  const { db, repo, members, sessions, verification, mailer, knownIps, audit } = deps;
  const now = deps.now ?? (() => new Date());

  function checkNewPassword(brand: Brand, field: string, password: string, confirm: string) {
    const rule = passwordRule(brand);
    const violation = checkRule(password, rule);
    if (violation) {
      throw badRequest(
        `validation.${field}`,
        `${field}: must match the password rule (${rule.minLength}-${rule.maxLength} characters).`,
        {
          field,
          ...violation,
        },
      );
    }
    if (password !== confirm) {
      throw badRequest(
        ERROR_CODES.passwordMismatch,
        'confirmNewPassword: the two entries are inconsistent.',
        {
          field: 'confirmNewPassword',
        },
      );
    }
  }

  const lockedError = (seconds: number) =>
    tooManyRequests(
      ERROR_CODES.accountLocked,
      `Too many failed logins from here; try again in ${seconds} seconds.`,
      seconds,
      { captcha: true, retryAfterSeconds: seconds },
    );

  /**
   * Reserves one password check for this name from this source (decision record 021), before the
   * password is looked at: the name across all sources (captcha once it has many failures, never a lock),
   * the name from this IP (captcha after a failure, lock after many), and the name from this IP and
   * device (captcha after a failure, lock after five). Answers the keys reserved.
   */
  async function reserveLogin(
    brand: Brand,
    loginName: string,
    origin: Origin,
    captchaSolved: boolean,
    captchaGiven: boolean,
  ): Promise<Reserved[]> {
    const at = now();
    const counters: [string, AttemptRule][] = [
      [`login:${loginName}`, NAME_RULE],
      [`login:${loginName}@${origin.ip}`, IP_RULE],
      [`login:${loginName}@${origin.ip}#${origin.device ?? '-'}`, SOURCE_RULE],
    ];
    const reserved: Reserved[] = [];
    for (const [key, rule] of counters) {
      const result = await attempts.reserveAttempt(db, brand.id, key, rule, at, captchaSolved);
      if (result.ok) {
        reserved.push({ key, rule, count: result.count });
        continue;
      }
      // Refused here: the counters reserved before this one give their attempt back (it was never made).
      for (const r of reserved) await attempts.releaseAttempt(db, brand.id, r.key);
      if (result.reason === 'busy') throw lockedError(attempts.BUSY_RETRY_SECONDS);
      if (result.reason === 'locked') {
        await audit.write({
          merchantId: brand.id,
          memberId: null,
          event: 'login.refused.locked',
          ip: origin.ip,
          detail: { loginName, device: origin.device },
        });
        throw lockedError(attempts.secondsUntil(result.lockedUntil, at));
      }
      throw captchaGiven
        ? unauthorized(ERROR_CODES.captchaInvalid, 'captcha: the check did not pass; try again.', {
            captcha: true,
          })
        : unauthorized(ERROR_CODES.captchaRequired, 'captcha: required.', { captcha: true });
    }
    return reserved;
  }

  async function loginByUsername(
    brand: Brand,
    input: LoginRequest,
    origin: Origin,
    captchaClient: string | undefined,
  ) {
    const username = input.username?.trim() ?? '';
    const password = input.password ?? '';
    if (!username) throw badRequest('validation.username', 'username: required.', { field: 'username' });
    if (!password) throw badRequest('validation.password', 'password: required.', { field: 'password' });
    const loginName = username.toLowerCase();
    const captchaGiven = Boolean(input.captcha);
    const captchaSolved = captchaGiven && (await verification.checkCaptcha(captchaClient, input.captcha));
    const reserved = await reserveLogin(brand, loginName, origin, captchaSolved, captchaGiven);
    const member = await members.findByUsername(brand.id, username);
    const passwordOk = member
      ? await verifyPassword(member.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (member && passwordOk && member.status === 1) {
      const [name, ...sources] = reserved;
      if (name) await attempts.releaseAttempt(db, brand.id, name.key);
      for (const source of sources) await attempts.clearAttempts(db, brand.id, source.key);
      return member;
    }
    await audit.write({
      merchantId: brand.id,
      memberId: member?.id ?? null,
      event: 'login.failed',
      ip: origin.ip,
      detail: { loginName, device: origin.device },
    });
    let lockedUntil: Date | null = null;
    for (const r of reserved) {
      const until = await attempts.confirmFailure(db, brand.id, r.key, r.rule, r.count, now());
      if (until && (!lockedUntil || until > lockedUntil)) lockedUntil = until;
    }
    if (lockedUntil) {
      await audit.write({
        merchantId: brand.id,
        memberId: member?.id ?? null,
        event: 'login.locked',
        ip: origin.ip,
        detail: { loginName, device: origin.device },
      });
      throw lockedError(attempts.secondsUntil(lockedUntil, now()));
    }
    throw loginFailed();
  }

  async function loginBySms(brand: Brand, input: LoginRequest) {
    if (!isOn(brand, 'MOBILEVERCODELOGIN3'))
      throw forbidden(ERROR_CODES.featureDisabled, 'Login by SMS code is not enabled.');
    const mobileNum = input.mobileNum?.trim() ?? '';
    if (!/^[0-9]{4,20}$/.test(mobileNum) || !input.countryDialingCode) {
      throw badRequest('validation.mobileNum', 'mobileNum: enter a valid mobile number.', {
        field: 'mobileNum',
      });
    }
    await verification.useCode(
      brand,
      'nologin',
      phoneDestination(input.countryDialingCode, mobileNum),
      input.verificationCode,
    );
    const member = await members.findByMobile(brand.id, input.countryDialingCode, mobileNum);
    if (!member || member.status !== 1) throw loginFailed();
    return member;
  }

  /**
   * With LOGINIPVERF3 on, a login from an IP the member has not used must be verified: answers the ways
   * the member can verify. Otherwise (switch off, first login ever, known IP, nothing bound to verify
   * with) the IP is remembered and the answer is null.
   */
  async function newIpVerification(
    brand: Brand,
    member: { id: number; type: number },
    origin: Origin,
  ): Promise<LoginVerificationMethod[] | null> {
    if (isOn(brand, 'LOGINIPVERF3') && member.type !== ACCOUNT_TYPES.trial) {
      const known = await knownIps.list(member.id);
      if (known.length > 0 && !known.includes(origin.ip)) {
        const methods = await knownIps.verificationMethods(member.id);
        if (methods.length > 0) return methods;
      }
    }
    await knownIps.remember(member.id, origin.ip);
    return null;
  }

  return {
    async login(
      brand: Brand,
      input: LoginRequest,
      origin: Origin,
      captchaClient: string | undefined,
    ): Promise<LoginValue> {
      const member =
        input.type === 'sms'
          ? await loginBySms(brand, input)
          : await loginByUsername(brand, input, origin, captchaClient);
      const methods = await newIpVerification(brand, member, origin);
      const value = await sessions.start(brand, member, origin, undefined, {
        verificationPending: methods !== null,
      });
      const at = now();
      await members.recordLogin(member.id, at);
      await deps.responsible.sessionStarted(member.id, at);
      // A member in a time-out or exclusion still signs in: to withdraw and to read its history.
      const restriction = await deps.responsible.restriction(member.id);
      await audit.write({
        merchantId: brand.id,
        memberId: member.id,
        event: methods ? 'login.verification.required' : 'login.ok',
        ip: origin.ip,
        detail: {
          type: input.type,
          ...(methods ? { methods } : {}),
          ...(restriction ? { restriction } : {}),
        },
      });
      const answer = restriction ? { ...value, restriction } : value;
      return methods ? { ...answer, verificationRequired: true, verificationMethods: methods } : answer;
    },

    /** A fresh trial account (type 4) with an empty wallet, logged in. */
    async freePlay(brand: Brand, origin: Origin): Promise<LoginValue> {
      if (!isOn(brand, 'FREEPLAY3'))
        throw forbidden(ERROR_CODES.featureDisabled, 'Free play is not enabled.');
      const username = `trial${randomBytes(5).toString('hex')}`;
      const passwordHash = await hashPassword(newToken());
      return db.transaction(async (tx) => {
        const inserted = await members.insertWithWallet(
          {
            merchantId: brand.id,
            username,
            usernameLower: username,
            passwordHash,
            nickname: 'Guest',
            type: ACCOUNT_TYPES.trial,
            language: brand.defaultLanguage,
          },
          tx,
        );
        // A random name of 40 bits: a clash is a fault, not an answer.
        if (!inserted.ok) throw new Error('trial account name already taken');
        const { member } = inserted;
        const value = await sessions.start(brand, member, origin, tx);
        await audit.write(
          { merchantId: brand.id, memberId: member.id, event: 'login.freeplay', ip: origin.ip },
          tx,
        );
        return value;
      });
    },

    async logout(actor: Actor, origin: Origin): Promise<void> {
      await sessions.revoke(actor);
      await audit.write({
        merchantId: actor.merchantId,
        memberId: actor.memberId,
        event: 'logout',
        ip: origin.ip,
      });
    },

    async changePassword(
      brand: Brand,
      actor: Actor,
      input: ChangePasswordRequest,
      origin: Origin,
    ): Promise<void> {
      const member = await members.findById(actor.memberId);
      if (!member) throw loginFailed();
      const wrong = await checkLoginPassword(db, member, input.oldPassword ?? '', now());
      if (wrong) {
        throw badRequest(ERROR_CODES.oldPasswordWrong, 'oldPassword: the old password is wrong.', {
          field: 'oldPassword',
          ...wrong,
        });
      }
      checkNewPassword(brand, 'newPassword', input.newPassword, input.confirmNewPassword);
      if (input.newPassword === input.oldPassword) {
        throw badRequest(ERROR_CODES.passwordSame, 'newPassword: must differ from the old password.', {
          field: 'newPassword',
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await members.setPassword(member.id, passwordHash, now(), tx);
        await sessions.revokeOthers(member.id, actor.sessionId, tx);
        await audit.write(
          { merchantId: brand.id, memberId: member.id, event: 'password.changed', ip: origin.ip },
          tx,
        );
      });
    },

    /** Sends a reset link when the name and e-mail match; answers the same either way. */
    async forgotByEmail(brand: Brand, input: { username: string; email: string }, origin: Origin) {
      const base = await deps.publicUrl(brand);
      if (!base)
        throw unprocessable(
          ERROR_CODES.resetLinkUnavailable,
          'This site has no address configured for links in e-mails; password reset by e-mail is not available.',
        );
      const member = await members.findByUsername(brand.id, input.username);
      if (!member?.email || member.email.toLowerCase() !== input.email.toLowerCase()) {
        await audit.write({
          merchantId: brand.id,
          memberId: null,
          event: 'password.reset.unmatched',
          ip: origin.ip,
        });
        return;
      }
      const token = newToken();
      await repo.insertReset({
        tokenHash: sha256(token),
        merchantId: brand.id,
        memberId: member.id,
        expiresAt: new Date(now().getTime() + RESET_TTL_MS),
      });
      const link = `${base.replace(/\/+$/, '')}/?resetToken=${token}`;
      await mailer.send({
        to: member.email,
        subject: `${brand.name}: reset your password`,
        text: `Hello ${member.nickname},\n\nUse this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
      });
      await audit.write({
        merchantId: brand.id,
        memberId: member.id,
        event: 'password.reset.sent',
        ip: origin.ip,
      });
    },

    async resetWithToken(
      brand: Brand,
      input: { token: string; newPassword: string; confirmNewPassword: string },
      origin: Origin,
    ) {
      checkNewPassword(brand, 'newPassword', input.newPassword, input.confirmNewPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const reset = await repo.takeReset(sha256(input.token), brand.id, now(), tx);
        if (!reset)
          throw badRequest(ERROR_CODES.codeExpired, 'token: the reset link has expired or was used.', {
            field: 'token',
          });
        await members.setPassword(reset.memberId, passwordHash, now(), tx);
        await sessions.revokeOthers(reset.memberId, null, tx);
        await audit.write(
          { merchantId: brand.id, memberId: reset.memberId, event: 'password.reset', ip: origin.ip },
          tx,
        );
      });
    },

    async setPasswordByPhone(
      brand: Brand,
      input: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
      origin: Origin,
    ) {
      if (!isOn(brand, 'CHNGPASSVERIF3'))
        throw forbidden(ERROR_CODES.featureDisabled, 'Password reset by phone is not enabled.');
      checkNewPassword(brand, 'newPassword', input.newPassword, input.newPassword);
      await verification.useCode(
        brand,
        'nologin',
        phoneDestination(input.countryDialingCode, input.mobileNum),
        input.verificationCode,
      );
      const member = await members.findByMobile(brand.id, input.countryDialingCode, input.mobileNum);
      if (!member)
        throw badRequest(ERROR_CODES.codeInvalid, 'mobileNum: no account uses this mobile number.', {
          field: 'mobileNum',
        });
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await members.setPassword(member.id, passwordHash, now(), tx);
        await sessions.revokeOthers(member.id, null, tx);
        await audit.write(
          { merchantId: brand.id, memberId: member.id, event: 'password.reset.phone', ip: origin.ip },
          tx,
        );
      });
      return { username: member.username };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
