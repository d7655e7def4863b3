import { randomInt } from 'node:crypto';
import {
  ERROR_CODES,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  formatMoney,
  majorToMinor,
  minorToMajor,
  type Invitees,
  type Referral,
  type ReferralRewardState,
  maskUsername,
} from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { MerchantSettings } from '../../db/schema.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { DEFAULT_TIME_ZONE, formatDateTime } from '../../lib/localized.js';
import type { Actor } from '../../lib/context.js';
import type { Brand } from '../../lib/context.js';
import type { MemberInbox } from './inbox.repository.js';
import { createReferralRepository, type Invitee, type ReferralRepository } from './referral.repository.js';
import { createRewardCentreRepository } from './reward-centre.repository.js';
import { pageCount, pageOffset } from '../../db/paging.js';

type Deps = {
  inbox: MemberInbox;
  db: Database;
  repo: Pick<
    ReferralRepository,
    'codeOf' | 'setCodeIfNone' | 'invitees' | 'rewardsEarned' | 'brandsWithReferral' | 'playRewardCandidates'
  >;
  now?: () => Date;
};

type ReferralSettings = NonNullable<MerchantSettings['referral']>;

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);
const CODE_ATTEMPTS = 8;

/** A fresh code: each character drawn from the CSPRNG (`randomInt` has no modulo bias). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

const amountText = (minor: bigint) => formatMoney(minorToMajor(minor));
const invalidCode = () =>
  badRequest(
    ERROR_CODES.referralCodeInvalid,
    'referralCode: no member of this site has this referral code.',
    {
      field: 'referralCode',
    },
  );

/** A referral reward amount of the settings in minor units (0 when unset or malformed). */
function rewardMinor(major: number | undefined): bigint {
  if (major === undefined || !(major > 0)) return 0n;
  try {
    return majorToMinor(major);
  } catch {
    return 0n;
  }
}

/** What other modules tell the referral programme, in their transactions: a registration, a paid deposit. */
export type ReferralEvents = ReturnType<typeof createReferralEvents>;

export function createReferralEvents({ inbox }: { inbox: MemberInbox }) {
  /**
   * Called by registration, in its transaction, once the member exists (and only when the brand's form has
   * the referral field). A code links the new member to the referrer; nothing is paid yet: the referrer's
   * reward waits for the invitee's first paid deposit (`onDepositCredited`). An unknown code refuses the
   * registration (400, nothing written).
   */
  async function onMemberRegistered(
    tx: Executor,
    input: { merchantId: number; memberId: number; referralCode?: string | null },
  ): Promise<void> {
    const code = input.referralCode?.trim().toUpperCase();
    if (!code) return;
    if (!CODE_PATTERN.test(code)) throw invalidCode();
    const repo = createReferralRepository(tx);
    const referrer = await repo.findByCode(input.merchantId, code, tx);
    if (!referrer || referrer.id === input.memberId || referrer.status !== 1) throw invalidCode();
    await repo.setReferrer(input.memberId, referrer.id, tx);
  }

  const DEFAULT_REVIEW_WINDOW_DAYS = 30;
  const windowDaysOf = (settings: ReferralSettings) => {
    const days = Math.trunc(settings.reviewWindowDays ?? DEFAULT_REVIEW_WINDOW_DAYS);
    return Number.isSafeInteger(days) && days > 0 ? Math.min(days, 3650) : DEFAULT_REVIEW_WINDOW_DAYS;
  };
  const multipleOf = (settings: ReferralSettings) => Math.max(1, Math.trunc(settings.turnoverMultiple) || 1);

  /**
   * Gives the referrer their reward of `source` for the invitee, once (in the caller's transaction): a
   * claimable reward with a message, or, when the invitee shares an IP address or device with the referrer
   * or with an earlier rewarded invitee (decision 020), a flag for an operator and a message saying the
   * reward is under review. The referrer's row is locked first, so two invitees' rewards are decided one
   * after the other. Returns what happened.
   */
  async function rewardReferrer(
    tx: Executor,
    input: {
      settings: ReferralSettings;
      invitee: Invitee;
      referrerId: number;
      source: 'referral_signup' | 'referral_play';
      amount: bigint;
    },
  ): Promise<'given' | 'held' | 'none'> {
    const { settings, invitee, referrerId, source, amount } = input;
    if (amount === 0n) return 'none';
    const repo = createReferralRepository(tx);
    await repo.lockMember(referrerId, tx);
    if (await repo.decided(referrerId, source, invitee.id, tx)) return 'none';
    const masked = maskUsername(invitee.username);
    const shared = await repo.sharedWith(invitee, referrerId, source, windowDaysOf(settings), tx);
    if (shared) {
      const held = await repo.insertFlag(
        {
          merchantId: invitee.merchantId,
          referrerId,
          inviteeId: invitee.id,
          source,
          amount,
          turnoverMultiple: multipleOf(settings),
          reason: shared.reason,
          sharedWithId: shared.memberId,
        },
        tx,
      );
      if (!held) return 'none';
      await inbox.post(tx, {
        merchantId: invitee.merchantId,
        memberId: referrerId,
        kind: 'reward',
        template: 'referral.review',
        params: { amount: amountText(amount), invitee: masked },
      });
      return 'held';
    }
    const reward = await createRewardCentreRepository(tx).insertReward(
      {
        merchantId: invitee.merchantId,
        memberId: referrerId,
        source,
        sourceRef: String(invitee.id),
        amount,
        turnoverMultiple: multipleOf(settings),
        template: source === 'referral_signup' ? 'referral.signup' : 'referral.play',
        params: { invitee: masked },
      },
      tx,
    );
    if (!reward) return 'none';
    await inbox.post(tx, {
      merchantId: invitee.merchantId,
      memberId: referrerId,
      kind: 'reward',
      template: 'reward.available',
      params: { amount: amountText(amount) },
    });
    return 'given';
  }

  /**
   * Called by the deposit crediting, in its transaction, each time a deposit order is paid: the first paid
   * deposit of an invitee gives the referrer the signup reward (`settings.referral.signupReward`) when the
   * brand rewards on the first deposit; later deposits find it given and change nothing.
   */
  async function onDepositCredited(
    tx: Executor,
    order: { merchantId: number; memberId: number },
  ): Promise<void> {
    const repo = createReferralRepository(tx);
    const invitee = await repo.invitee(order.memberId, tx);
    if (!invitee || invitee.referrerId === null || invitee.merchantId !== order.merchantId) return;
    const settings = (await repo.settingsOf(order.merchantId, tx))?.referral;
    if (!settings || (settings.rewardOn ?? 'first_deposit') !== 'first_deposit') return;
    await rewardReferrer(tx, {
      settings,
      invitee,
      referrerId: invitee.referrerId,
      source: 'referral_signup',
      amount: rewardMinor(settings.signupReward),
    });
  }

  return { onMemberRegistered, onDepositCredited, rewardReferrer };
}

function stateOf(
  status: string | null,
  expiresAt: Date | null,
  at: Date,
  flag: string | null,
): ReferralRewardState {
  if (status === null) {
    if (flag === 'review') return 'review';
    if (flag === 'rejected') return 'declined';
    return 'none';
  }
  if (status === 'claimed') return 'claimed';
  if (expiresAt && expiresAt.getTime() <= at.getTime()) return 'expired';
  return 'available';
}

export function createReferralService({ db, repo, now = () => new Date(), inbox }: Deps) {
  const { rewardReferrer } = createReferralEvents({ inbox });
  const settingsOf = (brand: Brand): ReferralSettings => {
    const settings = brand.settings.referral;
    if (!settings) throw forbidden(ERROR_CODES.referralDisabled, 'This site has no referral programme.');
    return settings;
  };

  /** The member's code, made the first time it is needed; a code already taken is drawn again. */
  async function codeFor(memberId: number): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const existing = await repo.codeOf(memberId);
      if (existing) return existing;
      // A code another member holds already is drawn again.
      await repo.setCodeIfNone(memberId, newReferralCode());
    }
    const code = await repo.codeOf(memberId);
    if (!code) throw new Error('no free referral code found');
    return code;
  }

  return {
    codeFor,

    async overview(brand: Brand, actor: Actor): Promise<Referral> {
      const settings = settingsOf(brand);
      const code = await codeFor(actor.memberId);
      const [page, earned] = await Promise.all([
        repo.invitees(brand.id, actor.memberId, { limit: 1, offset: 0 }),
        repo.rewardsEarned(brand.id, actor.memberId),
      ]);
      return {
        code,
        registerPath: `/register?referralCode=${encodeURIComponent(code)}`,
        rules: {
          signupReward: minorToMajor(rewardMinor(settings.signupReward)),
          playReward: minorToMajor(rewardMinor(settings.playReward)),
          playTurnover: minorToMajor(rewardMinor(settings.playTurnover)),
        },
        totals: { invited: page.total, rewardsEarned: minorToMajor(earned) },
      };
    },

    async invitees(
      brand: Brand,
      actor: Actor,
      query: { pageNo: number; pageSize: number },
    ): Promise<Invitees> {
      settingsOf(brand);
      const at = now();
      const zone = brand.settings.timeZone ?? DEFAULT_TIME_ZONE;
      const { rows, total } = await repo.invitees(brand.id, actor.memberId, {
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      return {
        list: rows.map((r) => ({
          username: maskUsername(r.username),
          registeredDateStr: formatDateTime(r.createdAt, zone),
          validBet: minorToMajor(r.validBet),
          signupReward: stateOf(r.signupStatus, r.signupExpiresAt, at, r.signupFlag),
          playReward: stateOf(r.playStatus, r.playExpiresAt, at, r.playFlag),
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: pageCount(total, query),
      };
    },

    /**
     * The scheduled job `referral.playRewards`: a `referral_play` reward for each invitee who made a
     * deposit and whose valid bets reached the brand's `playTurnover` (and, with `rewardOn:
     * 'first_deposit_and_turnover'`, the signup reward at the same point). Exactly once: the referrer's
     * row is locked and the reward or flag is looked for before either is written.
     */
    async grantPlayRewards(): Promise<number> {
      let granted = 0;
      for (const brand of await repo.brandsWithReferral()) {
        const settings = brand.settings.referral!;
        const turnover = rewardMinor(settings.playTurnover);
        const kinds = [
          { source: 'referral_play' as const, amount: rewardMinor(settings.playReward) },
          ...(settings.rewardOn === 'first_deposit_and_turnover'
            ? [{ source: 'referral_signup' as const, amount: rewardMinor(settings.signupReward) }]
            : []),
        ];
        for (const { source, amount } of kinds) {
          if (amount === 0n) continue;
          for (const c of await repo.playRewardCandidates(brand.id, turnover, undefined, source)) {
            const made = await db.transaction(async (tx) => {
              const invitee = await createReferralRepository(tx).invitee(c.inviteeId, tx);
              if (!invitee) return 'none';
              return rewardReferrer(tx, { settings, invitee, referrerId: c.referrerId, source, amount });
            });
            if (made === 'given') granted++;
          }
        }
      }
      return granted;
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
