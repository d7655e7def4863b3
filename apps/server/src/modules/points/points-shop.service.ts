import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  POINT_CONVERT_MIN,
  convertedMinor,
  formatMoney,
  minorToMajor,
  type ConvertRequest,
  type ConvertResult,
  type Language,
  type PointBalance,
  type PointDetail,
  type RedeemHistory,
  type RedeemHistoryFilter,
  type RedeemRequest,
  type RedeemResult,
  type Redemption,
  type RedemptionStatus,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { formatDateTime, pickLocalized } from '../../lib/localized.js';
import type { Actor } from '../auth/actor.js';
import { checkPaymentPassword } from '../members/payment-password.js';
import { usableZone } from '../records/date-range.js';
import { postMemberMessage } from '../rewards/member-messages.js';
import type { Brand } from '../system/brand.js';
import type { Ledger } from '../wallet/ledger.js';
import type { HistoryRow, PointsRepository } from './points.repository.js';

type Deps = { db: Database; repo: PointsRepository; ledger: Ledger };

export const pointsInsufficient = () =>
  new AppError(422, ERROR_CODES.pointsInsufficient, 'You do not have enough points for this.');
const outOfStock = () =>
  new AppError(422, ERROR_CODES.pointsOutOfStock, 'Not enough of this item is left in stock.');

const paging = (pageNo: number, pageSize: number, totalCount: number) => ({
  pageNo,
  pageSize,
  totalCount,
  totalPages: Math.ceil(totalCount / pageSize),
});

const statusOf = (status: string): RedemptionStatus =>
  status === 'approved' || status === 'rejected' ? status : 'applying';

/** The transaction numbers members see: an item redemption, a conversion, a point entry. */
export const redemptionNo = (id: number) => `R${String(id).padStart(8, '0')}`;
export const conversionNo = (entryId: number) => `C${String(entryId).padStart(8, '0')}`;
export const entryNo = (entryId: number) => `P${String(entryId).padStart(8, '0')}`;

export function createPointShopService({ db, repo, ledger }: Deps) {
  const toRedemption = (row: HistoryRow, brand: Brand, language: Language, zone: string): Redemption => ({
    id: row.id,
    transactionNo: row.type === 'convert' ? conversionNo(row.id) : redemptionNo(row.id),
    exchangeType: row.type,
    productName: row.text ? (pickLocalized(row.text, language, brand.defaultLanguage)?.name ?? '') : '',
    quantity: row.quantity,
    points: Number(row.points),
    amount: minorToMajor(row.amount),
    status: statusOf(row.status),
    createdDateStr: formatDateTime(row.createdAt, zone),
    decidedDateStr: row.decidedAt ? formatDateTime(row.decidedAt, zone) : null,
    note: row.note,
  });

  return {
    /** MCS2_getPointBalance: the member's points, earned and spent, and what a point converts to. */
    async balance(brand: Brand, actor: Actor): Promise<PointBalance> {
      const row = await repo.balanceOf(brand.id, actor.memberId);
      return {
        points: Number(row.points),
        earned: Number(row.earned),
        spent: Number(row.spent),
        conversionRate: brand.settings.pointConversionRate ?? 0,
        convertMin: POINT_CONVERT_MIN,
      };
    },

    /** ODSFE2_MemTransDet: the member's point entries, newest first. */
    async detail(
      brand: Brand,
      actor: Actor,
      query: { pageNo: number; pageSize: number },
    ): Promise<PointDetail> {
      const zone = usableZone(brand.settings.timeZone);
      const { rows, count } = await repo.listEntries(brand.id, actor.memberId, {
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map((r) => ({
          id: r.id,
          transactionNo: entryNo(r.id),
          kind: r.kind,
          points: Number(r.points),
          gameType: r.gameType,
          balanceAfter: Number(r.balanceAfter),
          createdDateStr: formatDateTime(r.createdAt, zone),
        })),
        ...paging(query.pageNo, query.pageSize, count),
      };
    },

    /** getRedeemPointList: item redemptions and conversions, newest first. */
    async history(
      brand: Brand,
      actor: Actor,
      language: Language,
      query: RedeemHistoryFilter,
    ): Promise<RedeemHistory> {
      const zone = usableZone(brand.settings.timeZone);
      const { rows, count } = await repo.listHistory(brand.id, actor.memberId, {
        status: query.status === 'all' ? undefined : query.status,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map((r) => toRedemption(r, brand, language, zone)),
        ...paging(query.pageNo, query.pageSize, count),
      };
    },

    /**
     * Redeems an item: the points (and the amount, if the item asks for one) are taken and the redemption
     * waits for an operator. Everything happens in one transaction; any refusal changes nothing.
     */
    async redeem(brand: Brand, actor: Actor, language: Language, body: RedeemRequest): Promise<RedeemResult> {
      await checkPaymentPassword(db, actor.memberId, body.paymentPassword);
      const reward = await repo.findReward(brand.id, body.rewardId);
      if (!reward)
        throw new AppError(404, ERROR_CODES.pointsRewardNotFound, 'This item is not in the points shop.');
      if (!reward.enabled)
        throw new AppError(422, ERROR_CODES.pointsRewardDisabled, 'This item cannot be redeemed now.');
      if (reward.quantity !== null && reward.quantity < body.quantity) throw outOfStock();
      const points = BigInt(reward.pointsRequired) * BigInt(body.quantity);
      const amount = reward.amountRequired * BigInt(body.quantity);
      const { points: have } = await repo.balanceOf(brand.id, actor.memberId);
      if (have < points) throw pointsInsufficient();

      const zone = usableZone(brand.settings.timeZone);
      return db.transaction(async (tx) => {
        // Stock first, then points, then money: every writer takes these rows in this order.
        if (!(await repo.takeStock(tx, reward.id, body.quantity))) throw outOfStock();
        const redemption = await repo.insertRedemption(tx, {
          merchantId: brand.id,
          memberId: actor.memberId,
          rewardId: reward.id,
          quantity: body.quantity,
          points,
          amount,
        });
        const reference = `redemption:${redemption.id}`;
        const entry = await repo.addEntry(tx, {
          merchantId: brand.id,
          memberId: actor.memberId,
          points: -points,
          kind: 'redeem',
          reference,
        });
        if (!entry) throw pointsInsufficient();
        const memberAccount = await ledger.memberAccountId(tx, brand.id, actor.memberId, 'MAIN');
        let balance: bigint;
        if (amount > 0n) {
          const transfer = await ledger.transfer(tx, {
            merchantId: brand.id,
            debitAccountId: memberAccount,
            creditAccountId: await ledger.houseAccountId(tx, brand.id, 'points'),
            amount,
            kind: 'points_redeem',
            reference,
            idempotencyKey: reference,
          });
          await repo.setTransfer(tx, redemption.id, transfer.id);
          balance = transfer.debitBalanceAfter;
        } else {
          balance = await repo.accountBalance(tx, memberAccount);
        }
        return {
          redemption: toRedemption(
            {
              id: redemption.id,
              type: 'item',
              text: reward.text,
              quantity: redemption.quantity,
              points,
              amount,
              status: redemption.status,
              createdAt: redemption.createdAt,
              decidedAt: null,
              note: null,
            },
            brand,
            language,
            zone,
          ),
          points: Number(entry.pointsAfter),
          balance: minorToMajor(balance),
        };
      });
    },

    /**
     * Converts points to main-wallet balance at the brand's rate, rounded down to the cent: the points
     * entry, the transfer from the brand's points account and the member's message in one transaction.
     */
    async convert(brand: Brand, actor: Actor, body: ConvertRequest): Promise<ConvertResult> {
      const rate = brand.settings.pointConversionRate ?? 0;
      if (!(rate > 0))
        throw new AppError(
          422,
          ERROR_CODES.pointsConvertDisabled,
          'Points cannot be converted to balance on this site.',
        );
      const amount = convertedMinor(body.points, rate);
      if (amount <= 0n)
        throw new AppError(
          422,
          ERROR_CODES.pointsConvertTooSmall,
          'These points are worth less than 0.01; convert more points.',
        );
      await checkPaymentPassword(db, actor.memberId, body.paymentPassword);
      const { points: have } = await repo.balanceOf(brand.id, actor.memberId);
      if (have < BigInt(body.points)) throw pointsInsufficient();

      const reference = `points-convert:${randomUUID()}`;
      return db.transaction(async (tx) => {
        const entry = await repo.addEntry(tx, {
          merchantId: brand.id,
          memberId: actor.memberId,
          points: -BigInt(body.points),
          kind: 'convert',
          reference,
        });
        if (!entry) throw pointsInsufficient();
        const transfer = await ledger.transfer(tx, {
          merchantId: brand.id,
          debitAccountId: await ledger.houseAccountId(tx, brand.id, 'points'),
          creditAccountId: await ledger.memberAccountId(tx, brand.id, actor.memberId, 'MAIN'),
          amount,
          kind: 'points_convert',
          reference,
          idempotencyKey: reference,
        });
        await postMemberMessage(tx, {
          merchantId: brand.id,
          memberId: actor.memberId,
          kind: 'points',
          template: 'points.converted',
          params: { points: body.points.toLocaleString('en-US'), amount: formatMoney(minorToMajor(amount)) },
        });
        return {
          transactionNo: conversionNo(entry.id),
          points: body.points,
          amount: minorToMajor(amount),
          pointsBalance: Number(entry.pointsAfter),
          balance: minorToMajor(transfer.creditBalanceAfter),
        };
      });
    },
  };
}
export type PointShopService = ReturnType<typeof createPointShopService>;
