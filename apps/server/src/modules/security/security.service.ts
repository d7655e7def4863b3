import {
  ERROR_CODES,
  type BindCodeRequest,
  type BindEmailRequest,
  type BindMobileRequest,
  type ChangePaymentPasswordRequest,
  type Language,
  type LoginHistory,
  type PlayerAvatar,
  type SecurityOverview,
  type SetPaymentPasswordRequest,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors.js';
import type { MailSender, SmsSender } from '../../lib/messaging.js';
import type { Sealer } from '../../lib/sealed.js';
import { matchTotpStep, newTotpSecret, otpauthUrl } from '../../lib/totp.js';
import type { Actor, Origin } from '../../lib/context.js';
import type { AuditRepository } from '../audit/index.js';
import { phoneDestination } from '../../lib/phone.js';
import type { VerificationService } from '../auth/index.js';
import type { PaymentPasswordService } from './payment-password.service.js';
import type { VipService } from '../rewards/index.js';
import type { Brand } from '../../lib/context.js';
import { avatarIds, avatarUrl, isAvatarId } from './avatars.js';
import type { BankAccountsRepository } from './bank-accounts.repository.js';
import type { SecurityMemberRow, SecurityRepository } from './security.repository.js';
import { describeUserAgent } from './user-agent.js';
import { pageCount } from '../../db/paging.js';

type Deps = {
  paymentPassword: PaymentPasswordService;
  db: Database;
  repo: SecurityRepository;
  banks: Pick<BankAccountsRepository, 'countActive'>;
  audit: AuditRepository;
  verification: Pick<VerificationService, 'sendCode' | 'useCode'>;
  sms: SmsSender;
  mailer: MailSender;
  vip: Pick<VipService, 'label'>;
  sealer: Sealer;
  now: () => Date;
};

export const maskMobile = (dial: string | null, num: string | null) =>
  num ? `${dial ?? ''} ${'*'.repeat(Math.max(0, num.length - 4))}${num.slice(-4)}`.trim() : null;
export const maskEmail = (email: string | null) => {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
};

/** The key a binding code is stored under: only this member can use a code sent to this destination. */
const bindKey = (memberId: number, destination: string) => `${memberId}:${destination}`;

const mobileTaken = () =>
  conflict(ERROR_CODES.mobileTaken, 'mobileNum: this mobile number is already bound to an account.', {
    field: 'mobileNum',
  });

/** The security centre: account details, avatar, mobile and e-mail, payment password, authenticator. */
export function createSecurityService(deps: Deps) {
  const { db, repo, audit, verification, paymentPassword, now } = deps;

  async function memberOf(actor: Actor): Promise<SecurityMemberRow> {
    const member = await repo.findMember(actor.memberId);
    if (!member || member.merchantId !== actor.merchantId)
      throw notFound('The member does not exist.', ERROR_CODES.notFound);
    return member;
  }

  const record = (actor: Actor, origin: Origin, event: string, detail: Record<string, unknown> = {}) =>
    audit.write({ merchantId: actor.merchantId, memberId: actor.memberId, event, ip: origin.ip, detail });

  /** The code is right and of a time step after the last one this member used (a code works once). */
  async function totpCodeHolds(actor: Actor, sealedSecret: string, code: string): Promise<boolean> {
    const step = matchTotpStep(deps.sealer.open(sealedSecret), code, now());
    return step !== null && (await repo.claimTotpStep(actor.memberId, step));
  }
  return {
    async overview(brand: Brand, actor: Actor, language: Language): Promise<SecurityOverview> {
      const member = await memberOf(actor);
      return {
        username: member.username,
        nickname: member.nickname,
        type: member.type,
        registeredAt: member.createdAt.toISOString(),
        vipLabel: await deps.vip.label(brand, member.vipLevel, language),
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
        previousLoginAt: member.previousLoginAt?.toISOString() ?? null,
        avatarId: member.avatarId,
        mobileNum: maskMobile(member.mobileDialingCode, member.mobileNum),
        email: maskEmail(member.email),
        paymentPasswordSet: member.paymentPasswordHash !== null,
        bankAccountCount: await deps.banks.countActive(actor.merchantId, actor.memberId),
        authenticatorEnabled: member.totpEnabledAt !== null,
      };
    },

    async setNickname(actor: Actor, nickname: string, origin: Origin): Promise<void> {
      await memberOf(actor);
      await db.transaction(async (tx) => {
        await repo.update(actor.memberId, { nickname: nickname.trim() }, tx);
        await audit.write(
          {
            merchantId: actor.merchantId,
            memberId: actor.memberId,
            event: 'profile.nickname',
            ip: origin.ip,
          },
          tx,
        );
      });
    },

    async avatar(actor: Actor): Promise<PlayerAvatar> {
      const member = await memberOf(actor);
      return { avatarId: member.avatarId, icons: avatarIds().map((id) => ({ id, url: avatarUrl(id) })) };
    },

    async setAvatar(actor: Actor, avatarId: number, origin: Origin): Promise<void> {
      if (!isAvatarId(avatarId))
        throw badRequest(ERROR_CODES.avatarUnknown, `avatarId: there is no profile icon ${avatarId}.`, {
          field: 'avatarId',
        });
      await memberOf(actor);
      await repo.update(actor.memberId, { avatarId });
      await record(actor, origin, 'profile.avatar', { avatarId });
    },

    /** A code to the new mobile number or e-mail address; a number another account uses is refused. */
    async sendBindCode(brand: Brand, actor: Actor, input: BindCodeRequest, origin: Origin) {
      const member = await memberOf(actor);
      if (input.channel === 'mobile') {
        const { countryDialingCode: dial, mobileNum } = input;
        if (member.mobileDialingCode === dial && member.mobileNum === mobileNum)
          throw badRequest(ERROR_CODES.mobileUnchanged, 'mobileNum: this is already your mobile number.', {
            field: 'mobileNum',
          });
        const owner = await repo.findByMobile(actor.merchantId, dial, mobileNum);
        if (owner) throw mobileTaken();
        const phone = phoneDestination(dial, mobileNum);
        const value = await verification.sendCode(
          brand,
          'bind',
          bindKey(actor.memberId, phone),
          (code, minutes) =>
            deps.sms.send({
              to: phone,
              purpose: 'bind',
              text: `${brand.name}: your code to bind this mobile number is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            }),
          { ip: origin.ip, to: phone },
        );
        await record(actor, origin, 'security.bind.code', { channel: 'mobile' });
        return value;
      }
      const email = input.email.toLowerCase();
      if (member.email?.toLowerCase() === email)
        throw badRequest(ERROR_CODES.emailUnchanged, 'email: this is already your e-mail address.', {
          field: 'email',
        });
      const value = await verification.sendCode(
        brand,
        'bind',
        bindKey(actor.memberId, email),
        (code, minutes) =>
          deps.mailer.send({
            to: email,
            subject: `${brand.name}: your verification code`,
            text: `Hello ${member.nickname},\n\nYour code to bind this e-mail address is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.\n\nIf you did not ask for it, ignore this e-mail.`,
          }),
        { ip: origin.ip, to: email },
      );
      await record(actor, origin, 'security.bind.code', { channel: 'email' });
      return value;
    },

    async bindMobile(brand: Brand, actor: Actor, input: BindMobileRequest, origin: Origin): Promise<void> {
      const member = await memberOf(actor);
      const { countryDialingCode: dial, mobileNum } = input;
      const owner = await repo.findByMobile(actor.merchantId, dial, mobileNum);
      if (owner && owner.id !== actor.memberId) throw mobileTaken();
      const phone = phoneDestination(dial, mobileNum);
      await verification.useCode(brand, 'bind', bindKey(actor.memberId, phone), input.verificationCode);
      await db.transaction(async (tx) => {
        if (!(await repo.setMobile(actor.memberId, dial, mobileNum, tx))) throw mobileTaken();
        await audit.write(
          {
            merchantId: actor.merchantId,
            memberId: actor.memberId,
            event: member.mobileNum ? 'security.mobile.changed' : 'security.mobile.bound',
            ip: origin.ip,
            detail: { mobileNum: maskMobile(dial, mobileNum) },
          },
          tx,
        );
      });
    },

    async bindEmail(brand: Brand, actor: Actor, input: BindEmailRequest, origin: Origin): Promise<void> {
      const member = await memberOf(actor);
      const email = input.email.toLowerCase();
      await verification.useCode(brand, 'bind', bindKey(actor.memberId, email), input.verificationCode);
      await db.transaction(async (tx) => {
        await repo.update(actor.memberId, { email: input.email.trim() }, tx);
        await audit.write(
          {
            merchantId: actor.merchantId,
            memberId: actor.memberId,
            event: member.email ? 'security.email.changed' : 'security.email.bound',
            ip: origin.ip,
            detail: { email: maskEmail(email) },
          },
          tx,
        );
      });
    },

    /** The first payment password: the login password proves who is asking. */
    async setPaymentPassword(actor: Actor, input: SetPaymentPasswordRequest, origin: Origin): Promise<void> {
      const member = await memberOf(actor);
      await paymentPassword.set(
        actor,
        { passwordHash: member.passwordHash, paymentPasswordSet: member.paymentPasswordHash !== null },
        input,
        origin,
      );
    },

    async changePaymentPassword(
      actor: Actor,
      input: ChangePaymentPasswordRequest,
      origin: Origin,
    ): Promise<void> {
      await paymentPassword.change(actor, await memberOf(actor), input, origin);
    },

    async loginHistory(actor: Actor, query: { pageNo: number; pageSize: number }): Promise<LoginHistory> {
      const { rows, totalCount } = await repo.loginPage(actor.memberId, query.pageNo, query.pageSize);
      return {
        list: rows.map((r) => ({
          time: r.createdAt.toISOString(),
          ip: r.ip ?? '',
          device: describeUserAgent(r.userAgent),
          current: r.id === actor.sessionId,
        })),
        pageNo: query.pageNo,
        totalPages: pageCount(totalCount, query),
        totalCount,
      };
    },

    /** A new secret to scan; it counts only once a code from the app confirms it. */
    async enrolAuthenticator(brand: Brand, actor: Actor, origin: Origin) {
      const member = await memberOf(actor);
      if (member.totpEnabledAt)
        throw conflict(
          ERROR_CODES.totpAlreadyEnabled,
          'The authenticator is already on; turn it off before enrolling again.',
        );
      const secret = newTotpSecret();
      await repo.update(actor.memberId, { totpSecretSealed: deps.sealer.seal(secret), totpEnabledAt: null });
      await record(actor, origin, 'totp.enrol');
      return { secret, otpauthUrl: otpauthUrl(brand.name, member.username, secret) };
    },

    async confirmAuthenticator(actor: Actor, code: string, origin: Origin): Promise<void> {
      const member = await memberOf(actor);
      if (member.totpEnabledAt)
        throw conflict(ERROR_CODES.totpAlreadyEnabled, 'The authenticator is already on.');
      if (!member.totpSecretSealed)
        throw unprocessable(ERROR_CODES.totpNotEnrolled, 'Start the authenticator set-up first.');
      if (!(await totpCodeHolds(actor, member.totpSecretSealed, code))) {
        await record(actor, origin, 'totp.failed', { step: 'confirm' });
        throw badRequest(ERROR_CODES.totpCodeWrong, 'code: the authenticator code is not right.', {
          field: 'code',
        });
      }
      await repo.update(actor.memberId, { totpEnabledAt: now() });
      await record(actor, origin, 'totp.enabled');
    },

    async disableAuthenticator(actor: Actor, code: string, origin: Origin): Promise<void> {
      const member = await memberOf(actor);
      if (!member.totpEnabledAt || !member.totpSecretSealed)
        throw unprocessable(ERROR_CODES.totpNotEnabled, 'The authenticator is not on.');
      if (!(await totpCodeHolds(actor, member.totpSecretSealed, code))) {
        await record(actor, origin, 'totp.failed', { step: 'disable' });
        throw badRequest(ERROR_CODES.totpCodeWrong, 'code: the authenticator code is not right.', {
          field: 'code',
        });
      }
      await repo.update(actor.memberId, { totpSecretSealed: null, totpEnabledAt: null });
      await record(actor, origin, 'totp.disabled');
    },
  };
}
export type SecurityService = ReturnType<typeof createSecurityService>;
