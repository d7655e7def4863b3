import { promotionFigures, withFigures } from './promotion-figures.js';
import {
  ERROR_CODES,
  formatMoney,
  minorToMajor,
  type Language,
  type RewardCentre,
  type RewardClaimResult,
  type RewardHistory,
  type RewardSummary,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { DEFAULT_TIME_ZONE, formatDateTime, pickLocalized } from '../../lib/localized.js';
import type { Actor } from '../../lib/context.js';
import type { Brand } from '../../lib/context.js';
import type { Ledger } from '../wallet/index.js';
import { grantBonus } from './bonus.js';
import type { MemberInbox } from './inbox.repository.js';
import { hasEnded, hasStarted } from './promotion-state.js';
import type { PromotionsRepository } from './promotions.repository.js';
import type { RaffleService } from './raffle.service.js';
import {
  REWARD_STATUS,
  type MemberRewardRow,
  type RewardCentreRepository,
} from './reward-centre.repository.js';
import { rewardTitle } from './reward-centre.titles.js';
import { pageFields, pageOffset } from '../../db/paging.js';

type Deps = {
  inbox: MemberInbox;
  db: Database;
  ledger: Ledger;
  repo: Pick<
    RewardCentreRepository,
    'listClaimable' | 'countClaimable' | 'findMemberReward' | 'markClaimed' | 'history'
  >;
  promotions: Pick<PromotionsRepository, 'listEnabled'>;
  raffles: Pick<RaffleService, 'list' | 'drawableCount'>;
  now?: () => Date;
};

/** The brand's zone for dates; records and rewards show the same days. */
const zoneOf = (brand: Brand) => brand.settings.timeZone ?? DEFAULT_TIME_ZONE;
const amountText = (minor: bigint) => formatMoney(minorToMajor(minor));

export function createRewardCentreService({
  db,
  ledger,
  repo,
  promotions,
  raffles,
  now = () => new Date(),
  inbox,
}: Deps) {
  const toReward = (brand: Brand, language: Language, row: MemberRewardRow) => ({
    id: row.id,
    source: row.source,
    title: rewardTitle(row.template, row.params, language, row.source),
    amount: minorToMajor(row.amount),
    turnoverRequired: minorToMajor(row.amount * BigInt(row.turnoverMultiple)),
    createdDateStr: formatDateTime(row.createdAt, zoneOf(brand)),
    expiresDateStr: row.expiresAt ? formatDateTime(row.expiresAt, zoneOf(brand)) : null,
  });

  return {
    /** rewardCenter: rewards to claim, running raffles and running promotions. */
    async centre(brand: Brand, actor: Actor, language: Language): Promise<RewardCentre> {
      const at = now();
      const [rewards, raffleList, promotionRows] = await Promise.all([
        repo.listClaimable(brand.id, actor.memberId, at),
        raffles.list(brand, actor, language),
        promotions.listEnabled(brand.id, at),
      ]);
      return {
        rewards: rewards.map((r) => toReward(brand, language, r)),
        raffles: raffleList,
        promotions: promotionRows
          .filter((p) => hasStarted(p, at) && !hasEnded(p, at))
          .map((p) => {
            const text = pickLocalized(p.text, language, brand.defaultLanguage);
            const figures = promotionFigures(p.rules, brand.settings, brand.currencySymbol);
            return {
              id: p.id,
              title: withFigures(text?.title ?? '', figures),
              summary: withFigures(text?.summary ?? '', figures),
              imageUrl: p.imageUrl,
              endDateStr: p.endsAt ? formatDateTime(p.endsAt, zoneOf(brand)) : null,
            };
          }),
      };
    },

    /**
     * Claims one of the member's rewards, once: the conditional `available -> claimed`, the bonus and the
     * message are one transaction, so concurrent claims pay exactly once.
     */
    async claim(brand: Brand, actor: Actor, id: number): Promise<RewardClaimResult> {
      const at = now();
      const paid = await db.transaction(async (tx) => {
        const reward = await repo.markClaimed(brand.id, actor.memberId, id, at, tx);
        if (!reward) return null;
        const turnoverRequired = reward.amount * BigInt(reward.turnoverMultiple);
        const { bonus } = await grantBonus(tx, ledger, {
          merchantId: brand.id,
          memberId: actor.memberId,
          source: 'reward',
          sourceRef: String(reward.id),
          amount: reward.amount,
          turnoverRequired,
          template: reward.template,
          params: reward.params,
        });
        await inbox.post(tx, {
          merchantId: brand.id,
          memberId: actor.memberId,
          kind: 'reward',
          template: 'reward.claimed',
          params: { amount: amountText(reward.amount) },
        });
        return { reward, bonus, turnoverRequired: bonus.turnoverRequired };
      });
      if (paid) {
        return {
          id: paid.reward.id,
          amount: minorToMajor(paid.reward.amount),
          turnoverRequired: minorToMajor(paid.turnoverRequired),
          bonusId: paid.bonus.id,
        };
      }
      // Why it was refused, read after the fact: another member's reward is "not found", never "forbidden".
      const reward = await repo.findMemberReward(brand.id, actor.memberId, id);
      if (!reward) throw notFound('The reward does not exist.', ERROR_CODES.notFound);
      if (reward.status === REWARD_STATUS.claimed)
        throw conflict(ERROR_CODES.rewardAlreadyClaimed, 'This reward has already been claimed.');
      throw unprocessable(ERROR_CODES.rewardExpired, 'This reward has expired and can no longer be claimed.');
    },

    /** Every bonus credited (rewards, raffle prizes, missions, referrals, promotions), newest first. */
    async history(
      brand: Brand,
      actor: Actor,
      language: Language,
      query: { pageNo: number; pageSize: number },
    ): Promise<RewardHistory> {
      const { rows, total } = await repo.history(brand.id, actor.memberId, {
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      return {
        list: rows.map((r) => ({
          kind: r.kind,
          id: r.id,
          title: rewardTitle(r.template, r.params, language, r.source),
          amount: minorToMajor(r.amount),
          dateStr: formatDateTime(r.at, zoneOf(brand)),
        })),
        ...pageFields({ pageNo: query.pageNo, pageSize: query.pageSize }, total),
      };
    },

    /** The badge count: claimable rewards plus raffles the member can draw now. */
    async summary(brand: Brand, actor: Actor): Promise<RewardSummary> {
      const [rewards, draws] = await Promise.all([
        repo.countClaimable(brand.id, actor.memberId, now()),
        raffles.drawableCount(brand, actor),
      ]);
      return { available: rewards + draws };
    },
  };
}
export type RewardCentreService = ReturnType<typeof createRewardCentreService>;
