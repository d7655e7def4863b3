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
import { conflict, notFound, unprocessable } from '../../lib/errors.js';
import { createOneAtATime } from '../../lib/one-at-a-time.js';
import { formatDateTime, pickLocalized } from '../../lib/localized.js';
import type { Actor } from '../../lib/context.js';
import type { PaymentPasswordCheck } from '../security/index.js';
import { usableZone } from '../../lib/date-range.js';
import type { MemberInbox } from '../rewards/index.js';
import type { Brand } from '../../lib/context.js';
import type { Ledger } from '../wallet/index.js';
import type { HistoryRow, PointsRepository } from './points.repository.js';
import { pageFields, pageOffset } from '../../db/paging.js';

type Deps = {
  paymentPassword: PaymentPasswordCheck;
  inbox: MemberInbox;
  db: Database;
  repo: PointsRepository;
  ledger: Ledger;
};

export const pointsInsufficient = () =>
  unprocessable(ERROR_CODES.pointsInsufficient, 'You do not have enough points for this.');
const outOfStock = () =>
  unprocessable(ERROR_CODES.pointsOutOfStock, 'Not enough of this item is left in stock.');

const statusOf = (status: string): RedemptionStatus =>
  status === 'approved' || status === 'rejected' ? status : 'applying';

/** The transaction numbers members see: an item redemption, a conversion, a point entry. */
export const redemptionNo = (id: number) => `R${String(id).padStart(8, '0')}`;
export const conversionNo = (entryId: number) => `C${String(entryId).padStart(8, '0')}`;
export const entryNo = (entryId: number) => `P${String(entryId).padStart(8, '0')}`;

/** A conversion's point-entry reference and ledger key: one per member and request id. */
const convertReference = (memberId: number, requestId: string) => `points-convert:${memberId}:${requestId}`;

const requestIdReused = (what: string, next: string) =>
  conflict(
    ERROR_CODES.idempotencyConflict,
    `requestId: this request id was already used for another ${what}; draw a new one for a new ${next}.`,
    { field: 'requestId' },
  );

export function createPointShopService({ db, repo, ledger, inbox, paymentPassword }: Deps) {
  const oneAtATime = createOneAtATime();
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

  /**
   * The answer of an earlier call under this request id, if there was one; else the call itself. A call
   * that fails is checked again: a replay that raced the first one (and lost its unique key, or found the
   * points already spent) answers the first.
   */
  async function onceFor<T>(replay: () => Promise<T | undefined>, work: () => Promise<T>): Promise<T> {
    const earlier = await replay();
    if (earlier) return earlier;
    try {
      return await work();
    } catch (error) {
      const raced = await replay();
      if (raced) return raced;
      throw error;
    }
  }

  /** The redemption an earlier request under this id made, answered as it is now; 409 for another one. */
  async function redeemReplay(
    brand: Brand,
    actor: Actor,
    language: Language,
    body: RedeemRequest,
  ): Promise<RedeemResult | undefined> {
    const row = await repo.findRedemptionByRequest(brand.id, actor.memberId, body.requestId);
    if (!row) return undefined;
    if (row.rewardId !== body.rewardId || row.quantity !== body.quantity)
      throw requestIdReused('redemption (another item or quantity)', 'redemption');
    const reward = await repo.findReward(brand.id, row.rewardId);
    const reference = `redemption:${row.id}`;
    const entry = await repo.entryByReference(brand.id, reference);
    const transfer = row.transferId === null ? null : await ledger.findByKey(brand.id, reference);
    const balance =
      transfer?.debitBalanceAfter ??
      (await repo.accountBalance(db, await ledger.memberAccountId(db, brand.id, actor.memberId, 'MAIN')));
    return {
      redemption: toRedemption(
        { ...row, type: 'item', text: reward?.text ?? null },
        brand,
        language,
        usableZone(brand.settings.timeZone),
      ),
      points: Number(entry?.pointsAfter ?? 0n),
      balance: minorToMajor(balance),
    };
  }

  async function redeemNew(
    brand: Brand,
    actor: Actor,
    language: Language,
    body: RedeemRequest,
  ): Promise<RedeemResult> {
    await paymentPassword.check(actor.memberId, body.paymentPassword);
    const reward = await repo.findReward(brand.id, body.rewardId);
    if (!reward) throw notFound('This item is not in the points shop.', ERROR_CODES.pointsRewardNotFound);
    if (!reward.enabled)
      throw unprocessable(ERROR_CODES.pointsRewardDisabled, 'This item cannot be redeemed now.');
    if (reward.quantity !== null && reward.quantity < body.quantity) throw outOfStock();
    const points = BigInt(reward.pointsRequired) * BigInt(body.quantity);
    const amount = reward.amountRequired * BigInt(body.quantity);
    const { points: have } = await repo.balanceOf(brand.id, actor.memberId);
    if (have < points) throw pointsInsufficient();

    const zone = usableZone(brand.settings.timeZone);
    return db.transaction(async (tx) => {
      // The redemption first: it claims the request id (a replay racing this one waits on its unique key
      // and then fails), and is a new row no other writer waits on. Then stock, points, money: every
      // writer takes these rows in this order.
      const redemption = await repo.insertRedemption(tx, {
        merchantId: brand.id,
        memberId: actor.memberId,
        rewardId: reward.id,
        quantity: body.quantity,
        points,
        amount,
        requestId: body.requestId,
      });
      if (!(await repo.takeStock(tx, reward.id, body.quantity))) throw outOfStock();
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
        redemption: toRedemption({ ...redemption, type: 'item', text: reward.text }, brand, language, zone),
        points: Number(entry.pointsAfter),
        balance: minorToMajor(balance),
      };
    });
  }

  /** The conversion an earlier request under this id made, answered as it was then; 409 for another. */
  async function convertReplay(
    brand: Brand,
    actor: Actor,
    body: ConvertRequest,
  ): Promise<ConvertResult | undefined> {
    const reference = convertReference(actor.memberId, body.requestId);
    const entry = await repo.entryByReference(brand.id, reference);
    if (!entry) return undefined;
    if (entry.points !== -BigInt(body.points))
      throw requestIdReused('conversion (other points)', 'conversion');
    const transfer = await ledger.findByKey(brand.id, reference);
    return {
      transactionNo: conversionNo(entry.id),
      points: body.points,
      amount: minorToMajor(transfer?.amount ?? 0n),
      pointsBalance: Number(entry.pointsAfter),
      balance: minorToMajor(transfer?.creditBalanceAfter ?? 0n),
    };
  }

  async function convertNew(brand: Brand, actor: Actor, body: ConvertRequest): Promise<ConvertResult> {
    const rate = brand.settings.pointConversionRate ?? 0;
    if (!(rate > 0))
      throw unprocessable(
        ERROR_CODES.pointsConvertDisabled,
        'Points cannot be converted to balance on this site.',
      );
    const amount = convertedMinor(body.points, rate);
    if (amount <= 0n)
      throw unprocessable(
        ERROR_CODES.pointsConvertTooSmall,
        'These points are worth less than 0.01; convert more points.',
      );
    await paymentPassword.check(actor.memberId, body.paymentPassword);
    const { points: have } = await repo.balanceOf(brand.id, actor.memberId);
    if (have < BigInt(body.points)) throw pointsInsufficient();

    // The entry's reference and the transfer's key: unique per brand, so the request id converts once.
    const reference = convertReference(actor.memberId, body.requestId);
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
      await inbox.post(tx, {
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
  }
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
        offset: pageOffset(query),
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
        ...pageFields({ pageNo: query.pageNo, pageSize: query.pageSize }, count),
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
        offset: pageOffset(query),
      });
      return {
        list: rows.map((r) => toRedemption(r, brand, language, zone)),
        ...pageFields({ pageNo: query.pageNo, pageSize: query.pageSize }, count),
      };
    },

    /**
     * Redeems an item: the points (and the amount, if the item asks for one) are taken and the redemption
     * waits for an operator. Everything happens in one transaction; any refusal changes nothing.
     * Idempotent on the request id: a replay answers the first redemption (as it is now) and takes nothing
     * more; the same id for another item or quantity is a 409.
     */
    redeem: (brand: Brand, actor: Actor, language: Language, body: RedeemRequest): Promise<RedeemResult> =>
      oneAtATime(`${brand.id}:${actor.memberId}:redeem:${body.requestId}`, () =>
        onceFor(
          () => redeemReplay(brand, actor, language, body),
          () => redeemNew(brand, actor, language, body),
        ),
      ),

    /**
     * Converts points to main-wallet balance at the brand's rate, rounded down to the cent: the points
     * entry, the transfer from the brand's points account and the member's message in one transaction.
     * Idempotent on the request id (the entry's reference and the transfer's key are made of it): a replay
     * answers the first conversion and converts nothing more; the same id for other points is a 409.
     */
    convert: (brand: Brand, actor: Actor, body: ConvertRequest): Promise<ConvertResult> =>
      oneAtATime(`${brand.id}:${actor.memberId}:convert:${body.requestId}`, () =>
        onceFor(
          () => convertReplay(brand, actor, body),
          () => convertNew(brand, actor, body),
        ),
      ),
  };
}
export type PointShopService = ReturnType<typeof createPointShopService>;
