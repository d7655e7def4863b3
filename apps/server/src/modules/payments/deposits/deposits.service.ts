import { randomInt } from 'node:crypto';
import {
  DEPOSIT_MAX_PENDING,
  DEPOSIT_STATUSES,
  ERROR_CODES,
  majorToMinor,
  minorToMajor,
  type CreateDeposit,
  type DepositChannel,
  type DepositChannels,
  type DepositOrder,
  type DepositOrders,
  type DepositOrdersFilter,
  type DepositStatus,
  type Language,
} from '@platform/contracts';
import type { Database } from '../../../db/client.js';
import type { ResponsibleGuard } from '../../responsible/index.js';
import { fieldError, forbidden, notFound, unprocessable } from '../../../lib/errors.js';
import { formatDateTime, pickLocalized } from '../../../lib/localized.js';
import type { Actor } from '../../../lib/context.js';
import { resolveRange, usableZone } from '../../../lib/date-range.js';
import type { Brand } from '../../../lib/context.js';
import { promotionFigures, withFigures, type DepositPromotions } from '../../rewards/index.js';
import { type ChannelRow, type DepositsRepository, type OrderView } from './deposits.repository.js';
import { pageCount, pageWindow } from '../../../db/paging.js';

/** Builds the hosted-page address of a pending sandbox order (the gateway knows how). */
export type PayUrlOf = (
  brand: { id: number; code: string },
  order: { orderNo: string },
  channel: ChannelRow,
  language: string,
) => string;

type Deps = {
  db: Database;
  /** The deposit promotions a member may choose with an order (rewards owns them). */
  promotions: Pick<DepositPromotions, 'offers' | 'check'>;
  repo: Pick<
    DepositsRepository,
    'channels' | 'channel' | 'lockMember' | 'countPending' | 'insertOrder' | 'findView' | 'list' | 'count'
  >;
  payUrlOf: PayUrlOf;
  /** A time-out, an exclusion or a deposit limit refuses the order, decided under the member's lock. */
  responsible?: Pick<ResponsibleGuard, 'checkDeposit'>;
  now: () => Date;
  /** Whether the sandbox gateway is served (decision record 025): off, its channel does not exist here. */
  sandbox: boolean;
};

const statusOf = (status: string): DepositStatus => DEPOSIT_STATUSES.find((s) => s === status) ?? 'pending';

// Another member's (or brand's) order is "not found", never "forbidden".
const orderUnknown = () => notFound('The deposit order does not exist.', ERROR_CODES.depositOrderUnknown);

/** `D` + the day (UTC) + 8 digits from the CSPRNG: unique per brand (the index says so; a clash retries). */
export const newOrderNo = (at: Date) =>
  `D${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export function receivingAccountOf(channel: ChannelRow) {
  if (channel.provider !== 'manual_bank') return null;
  return {
    bankName: channel.config.bankName ?? '',
    accountName: channel.config.accountName ?? '',
    accountNumber: channel.config.accountNumber ?? '',
  };
}

export function channelName(channel: Pick<ChannelRow, 'text' | 'code'>, language: string, fallback: string) {
  return pickLocalized(channel.text, language, fallback)?.name ?? channel.code;
}

export function createDepositsService({ db, promotions, repo, payUrlOf, responsible, now, sandbox }: Deps) {
  const offered = (c: Pick<ChannelRow, 'provider'>) => sandbox || c.provider !== 'sandbox';

  const toChannel = (c: ChannelRow, brand: Brand, language: string): DepositChannel => {
    const text = pickLocalized(c.text, language, brand.defaultLanguage);
    return {
      id: c.id,
      code: c.code,
      provider: c.provider,
      name: text?.name ?? c.code,
      description: text?.description ?? '',
      minAmount: minorToMajor(c.minAmount),
      maxAmount: minorToMajor(c.maxAmount),
      receivingAccount: receivingAccountOf(c),
    };
  };

  const toOrder = (
    o: OrderView,
    brand: Brand,
    language: string,
    zone: string,
    channel?: ChannelRow,
  ): DepositOrder => {
    const status = statusOf(o.status);
    return {
      id: o.id,
      orderNo: o.orderNo,
      channelId: o.channelId,
      channelName: pickLocalized(o.channelText, language, brand.defaultLanguage)?.name ?? '',
      provider: o.provider,
      amount: minorToMajor(o.amount),
      status,
      reference: o.memberReference,
      note: o.note,
      createdDateStr: formatDateTime(o.createdAt, zone),
      decidedDateStr: o.decidedAt ? formatDateTime(o.decidedAt, zone) : null,
      payUrl:
        status === 'pending' && o.provider === 'sandbox' && sandbox && channel
          ? payUrlOf(brand, o, channel, language)
          : null,
      promotion:
        o.promotionId !== null && o.promotionText
          ? {
              id: o.promotionId,
              title: withFigures(
                pickLocalized(o.promotionText, language, brand.defaultLanguage)?.title ?? '',
                promotionFigures(o.promotionRules, brand.settings, brand.currencySymbol),
              ),
            }
          : null,
    };
  };

  /** The channel an order is made on: the brand's, enabled. */
  async function usableChannel(brand: Brand, channelId: number): Promise<ChannelRow> {
    const channel = await repo.channel(brand.id, channelId);
    if (!channel) throw notFound('The payment channel does not exist.', ERROR_CODES.depositChannelUnknown);
    if (!offered(channel))
      throw forbidden(
        ERROR_CODES.depositSandboxDisabled,
        'The sandbox payment gateway is switched off on this site; choose another channel.',
      );
    if (!channel.enabled)
      throw unprocessable(
        ERROR_CODES.depositChannelDisabled,
        'The payment channel is closed at the moment; choose another one.',
      );
    return channel;
  }

  return {
    /** depositv2: the brand's open channels with their limits (and the receiving account of a bank). */
    async channels(brand: Brand, actor: Actor, language: Language): Promise<DepositChannels> {
      const [rows, offers] = await Promise.all([
        repo.channels(brand.id),
        promotions.offers(db, brand, actor.memberId, language),
      ]);
      return {
        channels: rows.filter((c) => c.enabled && offered(c)).map((c) => toChannel(c, brand, language)),
        maxPending: DEPOSIT_MAX_PENDING,
        offers,
      };
    },

    /** A new pending order on a channel: the amount within its limits, a bank transfer's reference. */
    async create(brand: Brand, actor: Actor, input: CreateDeposit, language: string): Promise<DepositOrder> {
      const channel = await usableChannel(brand, input.channelId);
      const amount = majorToMinor(input.amount);
      if (amount < channel.minAmount)
        throw fieldError(
          ERROR_CODES.depositAmountBelowMin,
          `amount: the channel's minimum is ${minorToMajor(channel.minAmount).toFixed(2)}.`,
          { field: 'amount' },
        );
      if (amount > channel.maxAmount)
        throw fieldError(
          ERROR_CODES.depositAmountAboveMax,
          `amount: the channel's maximum is ${minorToMajor(channel.maxAmount).toFixed(2)}.`,
          { field: 'amount' },
        );
      const reference = input.reference?.trim() ?? '';
      if (channel.provider === 'manual_bank' && reference === '')
        throw fieldError(
          ERROR_CODES.depositReferenceRequired,
          'reference: write the reference of your bank transfer.',
          { field: 'reference' },
        );
      const createdAt = now();
      const { order, promotion } = await db.transaction(async (tx) => {
        if (!(await repo.lockMember(brand.id, actor.memberId, tx))) throw orderUnknown();
        await responsible?.checkDeposit(tx, brand, actor.memberId, amount);
        if ((await repo.countPending(brand.id, actor.memberId, tx)) >= DEPOSIT_MAX_PENDING)
          throw unprocessable(
            ERROR_CODES.depositPendingLimit,
            `You already have ${DEPOSIT_MAX_PENDING} deposit orders waiting; finish or cancel one first.`,
          );
        // Checked under the member's lock: what the member was offered still holds for this amount.
        const promotion =
          input.promotionId === undefined
            ? null
            : await promotions.check(tx, brand, actor.memberId, input.promotionId, amount);
        const order = await repo.insertOrder(
          {
            merchantId: brand.id,
            memberId: actor.memberId,
            channelId: channel.id,
            amount,
            memberReference: channel.provider === 'manual_bank' ? reference : null,
            createdAt,
            promotionId: promotion?.id ?? null,
          },
          () => newOrderNo(createdAt),
          tx,
        );
        return { order, promotion };
      });
      const view: OrderView = {
        ...order,
        provider: channel.provider,
        channelText: channel.text,
        username: actor.username,
        promotionText: promotion?.text ?? null,
        promotionRules: promotion?.rules ?? null,
      };
      return toOrder(view, brand, language, usableZone(brand.settings.timeZone), channel);
    },

    /** The member's orders in a range of the brand's days, newest first. */
    async list(
      brand: Brand,
      actor: Actor,
      query: DepositOrdersFilter,
      language: string,
    ): Promise<DepositOrders> {
      const range = resolveRange(query, brand.settings.timeZone, now());
      const filter = {
        merchantId: brand.id,
        memberId: actor.memberId,
        status: query.status === 'all' ? undefined : query.status,
        from: range.from,
        until: range.until,
      };
      const [rows, totalCount, channels] = await Promise.all([
        repo.list(filter, pageWindow(query)),
        repo.count(filter),
        repo.channels(brand.id),
      ]);
      const byId = new Map(channels.map((c) => [c.id, c]));
      return {
        list: rows.map((o) => toOrder(o, brand, language, range.timeZone, byId.get(o.channelId))),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount,
        totalPages: pageCount(totalCount, query),
        range: {
          startDate: range.startDate,
          endDate: range.endDate,
          today: range.today,
          timeZone: range.timeZone,
        },
      };
    },

    /** One of the member's orders. */
    async detail(brand: Brand, actor: Actor, id: number, language: string): Promise<DepositOrder> {
      const order = await repo.findView(brand.id, id);
      if (!order || order.memberId !== actor.memberId) throw orderUnknown();
      const channel = await repo.channel(brand.id, order.channelId);
      return toOrder(order, brand, language, usableZone(brand.settings.timeZone), channel);
    },
  };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
