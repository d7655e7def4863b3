import {
  ERROR_CODES,
  maskEmail,
  maskMobile,
  registerIssues,
  type Language,
  type LoginValue,
  type MemberInfo,
  type RegisterMode,
  type RegisterRequest,
} from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { newToken } from '../../lib/secrets.js';
import type { Actor, Origin } from '../../lib/context.js';
import type { AuditRepository } from '../audit/index.js';
import type { SessionsService } from '../auth/index.js';
import { phoneDestination } from '../../lib/phone.js';
import type { VerificationService } from '../auth/index.js';
import { addDays, dateInZone, startOfDay, usableZone } from '../../lib/date-range.js';
import type { MemberInbox, ReferralEvents, VipService } from '../rewards/index.js';
import { isOn, minimumAgeOf } from '../system/index.js';
import type { Brand } from '../../lib/context.js';
import type { KnownIpsRepository } from '../security/index.js';
import type { MembersRepository } from './members.repository.js';
import { registerIssueError, takenError } from './account-rules.js';

type Deps = {
  /** The IPs each member has signed in from. */
  knownIps: Pick<KnownIpsRepository, 'remember'>;
  db: Database;
  repo: Pick<
    MembersRepository,
    | 'profile'
    | 'findByUsername'
    | 'findByMobile'
    | 'findAgentByAffiliateCode'
    | 'insertWithWallet'
    | 'recordLogin'
    | 'setLanguage'
    | 'takeRegistrationPlace'
  >;
  audit: AuditRepository;
  sessions: Pick<SessionsService, 'start'>;
  verification: Pick<VerificationService, 'checkCaptcha' | 'useCode'>;
  /** The member label is the member's VIP level. */
  vip: Pick<VipService, 'label'>;
  /** Links a new member to its referrer (the registration's referral code). */
  referrals: Pick<ReferralEvents, 'onMemberRegistered'>;
  /** Greets a new member in the inbox, in the registration's transaction. */
  inbox: MemberInbox;
  /** The brands' daily caps of new accounts per IP address and device (off only in tests that need many). */
  registrationLimits?: boolean;
  now?: () => Date;
};

/** New accounts a brand day from one IP address and one device when the brand sets nothing. */
export const DEFAULT_REGISTRATION_LIMITS = { perIpPerDay: 5, perDevicePerDay: 3 } as const;

const capOf = (value: number | undefined, fallback: number) =>
  value !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : fallback;

const PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'zalo',
  'birthday',
  'recommenderId',
  'referralCode',
] as const;

export function createMembersService({
  db,
  repo,
  audit,
  sessions,
  verification,
  vip,
  registrationLimits = true,
  now = () => new Date(),
  referrals,
  inbox,
  knownIps,
}: Deps) {
  /**
   * Takes the account's place in the brand day's count of its IP address and of its device, in the
   * registration's transaction; 429 (until the brand's next day) when either is full.
   */
  async function takePlaces(tx: Executor, brand: Brand, origin: Origin): Promise<void> {
    if (!registrationLimits) return;
    const settings = brand.settings.registration;
    const zone = usableZone(brand.settings.timeZone);
    const at = now();
    const day = dateInZone(at, zone);
    const places = [
      {
        scope: 'ip' as const,
        key: origin.ip,
        cap: capOf(settings?.perIpPerDay, DEFAULT_REGISTRATION_LIMITS.perIpPerDay),
        what: 'this IP address',
      },
      ...(origin.device
        ? [
            {
              scope: 'device' as const,
              key: origin.device,
              cap: capOf(settings?.perDevicePerDay, DEFAULT_REGISTRATION_LIMITS.perDevicePerDay),
              what: 'this device',
            },
          ]
        : []),
    ];
    for (const place of places) {
      if (await repo.takeRegistrationPlace(tx, { merchantId: brand.id, day, ...place })) continue;
      const retry = (startOfDay(addDays(day, 1), zone).getTime() - at.getTime()) / 1000;
      throw tooManyRequests(
        ERROR_CODES.registrationLimit,
        `At most ${place.cap} accounts a day can be opened from ${place.what}; try again tomorrow.`,
        retry,
        { scope: place.scope, limit: place.cap },
      );
    }
  }

  return {
    async register(
      brand: Brand,
      mode: RegisterMode,
      input: RegisterRequest,
      origin: Origin,
      captchaClient: string | undefined,
    ): Promise<LoginValue> {
      const modeSwitch = mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3';
      if (!isOn(brand, modeSwitch))
        throw forbidden(ERROR_CODES.featureDisabled, `Registration by ${mode} is not enabled.`);
      const options = {
        mode,
        smsVerification: isOn(brand, 'REGMOBVERF3'),
        mobilePassword: isOn(brand, 'MOBILENUMPASSREG3'),
      };

      const [issue] = registerIssues(input, brand.rules, options);
      if (issue) throw registerIssueError(issue);
      const minimumAge = minimumAgeOf(brand);
      if (input.ageConfirmed !== true)
        throw badRequest(
          ERROR_CODES.rgAgeRequired,
          `ageConfirmed: confirm that you are ${minimumAge} or older to open an account.`,
          { field: 'ageConfirmed', minimumAge },
        );

      const mobileNum = input.mobileNum?.trim() || null;
      const dialingCode = mobileNum ? (input.countryDialingCode ?? null) : null;
      if (mobileNum && !dialingCode) {
        throw badRequest(
          'validation.countryDialingCode',
          'countryDialingCode: choose the country of the mobile number.',
          { field: 'countryDialingCode' },
        );
      }
      const captchaRule = brand.rules.captcha;
      if (
        captchaRule?.enabled &&
        captchaRule.required &&
        !(await verification.checkCaptcha(captchaClient, input.captcha))
      ) {
        throw badRequest(ERROR_CODES.captchaInvalid, 'captcha: the code is not right.', { field: 'captcha' });
      }
      let uplineId: number | null = null;
      // A link of the agent's gives the account the link's type and remembers the link.
      let type = 0;
      let agentLinkId: number | null = null;
      const affiliateCode = input.affiliateCode?.trim();
      if (affiliateCode) {
        const found = await repo.findAgentByAffiliateCode(
          brand.id,
          affiliateCode,
          brand.settings.agentTypes,
          now(),
        );
        if (!found)
          throw badRequest(ERROR_CODES.affiliateInvalid, 'affiliateCode: the invitation code is wrong.', {
            field: 'affiliateCode',
          });
        uplineId = found.agent.id;
        if (found.link) {
          agentLinkId = found.link.id;
          type = brand.settings.agentTypes.includes(found.link.accountType) ? found.link.accountType : 0;
        }
      }
      const username =
        mode === 'mobile'
          ? `m${(dialingCode ?? '').replace(/\D/g, '')}${mobileNum ?? ''}`
          : (input.username ?? '').trim();
      const usernameTaken = async () => {
        if (await repo.findByUsername(brand.id, username)) {
          throw conflict(ERROR_CODES.usernameTaken, 'username: this username is already taken.', {
            field: 'username',
          });
        }
      };
      // A chosen username can be checked at once; one made from the mobile number only after the code.
      if (mode !== 'mobile') await usernameTaken();
      // The code before the number: a taken number is never sent one, so it fails here like a wrong code,
      // and only someone who holds the number learns that it is taken.
      if (mobileNum && dialingCode && options.smsVerification) {
        await verification.useCode(
          brand,
          'register',
          phoneDestination(dialingCode, mobileNum),
          input.verificationCode,
        );
      }
      if (mode === 'mobile') await usernameTaken();
      if (mobileNum && dialingCode && (await repo.findByMobile(brand.id, dialingCode, mobileNum))) {
        throw conflict(ERROR_CODES.mobileTaken, 'mobileNum: this mobile number is already registered.', {
          field: 'mobileNum',
        });
      }

      const password = mode === 'mobile' && !options.mobilePassword ? newToken() : (input.password ?? '');
      const passwordHash = await hashPassword(password);
      const profile: Record<string, string> = {};
      for (const field of PROFILE_FIELDS) {
        const v = input[field]?.trim();
        if (v && brand.rules[field]?.enabled) profile[field] = v;
      }
      // The referral field counts only where the brand's form has it, like every other optional field.
      const referralCode = brand.rules.referralCode?.enabled ? input.referralCode : undefined;
      return await db.transaction(async (tx) => {
        await takePlaces(tx, brand, origin);
        const inserted = await repo.insertWithWallet(
          {
            merchantId: brand.id,
            username,
            usernameLower: username.toLowerCase(),
            passwordHash,
            nickname: (brand.rules.nickname?.enabled && input.nickname?.trim()) || username,
            type,
            uplineId,
            agentLinkId,
            mobileDialingCode: dialingCode,
            mobileNum,
            email: (brand.rules.email?.enabled && input.email?.trim()) || null,
            profile,
            language: brand.defaultLanguage,
            registrationIp: origin.ip,
            registrationDevice: origin.device,
          },
          tx,
        );
        if (!inserted.ok) throw takenError(inserted.taken);
        const { member } = inserted;
        // Referral: links the referrer (rewarded at the first paid deposit); an unknown code refuses.
        await referrals.onMemberRegistered(tx, { merchantId: brand.id, memberId: member.id, referralCode });
        const value = await sessions.start(brand, member, origin, tx);
        await repo.recordLogin(member.id, now(), tx);
        // The first IP of an account is its own: no verification is asked from it later.
        await knownIps.remember(member.id, origin.ip, tx);
        await inbox.post(tx, {
          merchantId: brand.id,
          memberId: member.id,
          kind: 'welcome',
          template: 'welcome',
          params: { brand: brand.name },
        });
        await audit.write(
          {
            merchantId: brand.id,
            memberId: member.id,
            event: 'register',
            ip: origin.ip,
            detail: { mode, ageConfirmed: minimumAge },
          },
          tx,
        );
        return value;
      });
    },

    async info(brand: Brand, actor: Actor, language: Language): Promise<MemberInfo> {
      const member = await repo.profile(actor.memberId);
      if (!member) throw notFound('The member does not exist.', ERROR_CODES.notFound);
      const label = await vip.label(brand, member.vipLevel, language);
      return {
        id: member.id,
        account: member.username,
        nickname: member.nickname,
        type: member.type,
        toUpline: member.uplineId !== null,
        clubLabel: label,
        memberLabel: label ? [label] : [],
        language: member.language as Language,
        mobileNum: maskMobile(member.mobileDialingCode, member.mobileNum),
        email: maskEmail(member.email),
        lastLoginAt: member.previousLoginAt?.toISOString() ?? null,
      };
    },

    async setLanguage(brand: Brand, actor: Actor, language: Language): Promise<void> {
      if (!brand.languages.includes(language)) {
        throw badRequest('validation.language', `language: ${language} is not offered by this site.`, {
          field: 'language',
        });
      }
      await repo.setLanguage(actor.memberId, language);
    },

    async checkAffiliate(
      brand: Brand,
      code: string,
    ): Promise<{ valid: boolean; agentNickname: string | null }> {
      const found = await repo.findAgentByAffiliateCode(
        brand.id,
        code.trim(),
        brand.settings.agentTypes,
        now(),
      );
      return { valid: found !== undefined, agentNickname: found?.agent.nickname ?? null };
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
