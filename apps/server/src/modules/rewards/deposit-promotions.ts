import {
  ERROR_CODES,
  formatMoney,
  minorToMajor,
  type DepositOffer,
  type Language,
} from '@platform/contracts';
import type { Executor } from '../../db/client.js';
import type { PromotionRules } from '../../db/schema.js';
import { dateInZone, usableZone } from '../../lib/date-range.js';
import type { Brand } from '../../lib/context.js';
import { fieldError } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import { DuplicateTransfer, type Ledger } from '../wallet/index.js';
import { grantBonus } from './bonus.js';
import { createBonusesRepository } from './bonuses.repository.js';
import type { MemberInbox } from './inbox.repository.js';
import { promotionFigures, figureMoney, withFigures } from './promotion-figures.js';
import { hasEnded, hasStarted } from './promotion-state.js';
import { createPromotionsRepository, type PromotionRow } from './promotions.repository.js';

/** The bonus source of deposit promotions; its reference is the promotion (and the day for daily ones). */
export const DEPOSIT_PROMOTION_SOURCE = 'promotion';

type DepositRules = PromotionRules & { kind: 'deposit' };
type Offered = PromotionRow & { rules: DepositRules };

/** Why a member cannot take a deposit promotion now (null: it can). */
type Refusal = 'notOpen' | 'taken' | 'notFirst' | null;

/** What the crediting does about an order's promotion: pay this bonus, or tell the member it missed. */
export type DepositBonusDecision =
  | { kind: 'missed'; params: Record<string, string> }
  | {
      kind: 'grant';
      ref: string;
      amount: bigint;
      turnover: bigint;
      percent: number;
      params: Record<string, string>;
    };

/** The paid order a deposit promotion is paid with. */
export type PaidDeposit = {
  id: number;
  merchantId: number;
  memberId: number;
  orderNo: string;
  amount: bigint;
  promotionId: number | null;
};

type Deps = {
  ledger: Pick<Ledger, 'transfer' | 'houseAccountId' | 'memberAccountId'>;
  inbox: MemberInbox;
  now: () => Date;
};

const isDepositPromotion = (row: PromotionRow): row is Offered => row.rules?.kind === 'deposit';

/** The bonus of a deposit (minor units): the percent of it, cents down, at most the cap; 0 below the minimum. */
export function depositBonus(rules: DepositRules, amount: bigint): bigint {
  if (amount < BigInt(Math.round(rules.minDeposit * 100))) return 0n;
  const bonus = (amount * BigInt(Math.round(rules.percent * 100))) / 10_000n;
  const cap = BigInt(Math.round(rules.maxBonus * 100));
  return bonus > cap ? cap : bonus;
}

/**
 * Deposit promotions (mode `deposit`): offered on the deposit page to the members they are open to, chosen
 * with the order, and paid by the deposit's crediting in its transaction, exactly once per member (or per
 * member and brand day): the bonus's source reference is unique per member (`bonuses_source_uq`) and the
 * ledger's idempotency key is built from it.
 */
export function createDepositPromotions({ ledger, inbox, now }: Deps) {
  const sourceRef = (row: Offered, at: Date, zone: string) =>
    row.rules.once === 'day' ? `${row.id}:${dateInZone(at, zone)}` : String(row.id);

  async function refusal(
    tx: Executor,
    merchantId: number,
    memberId: number,
    row: Offered,
    at: Date,
    zone: string,
  ): Promise<Refusal> {
    if (!hasStarted(row, at) || hasEnded(row, at)) return 'notOpen';
    const bonuses = createBonusesRepository(tx);
    if (await bonuses.hasBonus(memberId, DEPOSIT_PROMOTION_SOURCE, sourceRef(row, at, zone), tx))
      return 'taken';
    if (row.rules.once === 'first' && (await bonuses.hasDeposited(merchantId, memberId, tx)))
      return 'notFirst';
    return null;
  }

  const titleOf = (
    brand: Pick<Brand, 'defaultLanguage' | 'settings' | 'currencySymbol'>,
    row: Offered,
    language: string,
  ) =>
    withFigures(
      pickLocalized(row.text, language, brand.defaultLanguage)?.title ?? '',
      promotionFigures(row.rules, brand.settings, brand.currencySymbol),
    );

  return {
    /** The deposit promotions open to the member now, as the deposit page offers them. */
    async offers(tx: Executor, brand: Brand, memberId: number, language: Language): Promise<DepositOffer[]> {
      const at = now();
      const zone = usableZone(brand.settings.timeZone);
      const rows = (await createPromotionsRepository(tx).listDepositPromotions(brand.id, tx)).filter(
        isDepositPromotion,
      );
      const offers: DepositOffer[] = [];
      for (const row of rows) {
        if ((await refusal(tx, brand.id, memberId, row, at, zone)) !== null) continue;
        offers.push({
          promotionId: row.id,
          title: titleOf(brand, row, language),
          percent: row.rules.percent,
          maxBonus: row.rules.maxBonus,
          minDeposit: row.rules.minDeposit,
          turnoverMultiple: row.rules.turnoverMultiple,
          once: row.rules.once,
        });
      }
      return offers;
    },

    /**
     * The promotion a new order names, checked for this member and amount; refused with the reason named.
     * Answers the promotion.
     */
    async check(tx: Executor, brand: Brand, memberId: number, promotionId: number, amount: bigint) {
      const rows = await createPromotionsRepository(tx).listDepositPromotions(brand.id, tx);
      const row = rows.find((r) => r.id === promotionId);
      const unavailable = (why: string) =>
        fieldError(ERROR_CODES.depositPromotionUnavailable, `promotionId: ${why}`, { field: 'promotionId' });
      if (!row || !isDepositPromotion(row)) throw unavailable('there is no deposit promotion with this id.');
      const why = await refusal(tx, brand.id, memberId, row, now(), usableZone(brand.settings.timeZone));
      if (why === 'notOpen') throw unavailable('this promotion is not running now.');
      if (why === 'taken')
        throw unavailable(
          row.rules.once === 'day'
            ? 'you have had this promotion today already.'
            : 'you have had this promotion already.',
        );
      if (why === 'notFirst') throw unavailable('this promotion is for the first deposit only.');
      if (depositBonus(row.rules, amount) === 0n)
        throw fieldError(
          ERROR_CODES.depositPromotionBelowMin,
          `amount: this promotion needs a deposit of at least ${figureMoney(brand.currencySymbol, row.rules.minDeposit)}.`,
          { field: 'amount' },
        );
      return row;
    },

    /**
     * Called by the deposit crediting in its transaction, before the deposit's own transfer: decides the
     * bonus of an order that chose a promotion. The answer pays it once the deposit is in (`pay`).
     */
    async decide(tx: Executor, order: PaidDeposit): Promise<DepositBonusDecision | null> {
      if (order.promotionId === null) return null;
      const repo = createPromotionsRepository(tx);
      const bonuses = createBonusesRepository(tx);
      const settings = await bonuses.brandSettings(order.merchantId, tx);
      const zone = usableZone(settings?.timeZone);
      const at = now();
      const row = (await repo.listDepositPromotions(order.merchantId, tx)).find(
        (r) => r.id === order.promotionId,
      );
      const params = { orderNo: order.orderNo };
      if (!row || !isDepositPromotion(row)) return { kind: 'missed', params };
      const why = await refusal(tx, order.merchantId, order.memberId, row, at, zone);
      const amount = depositBonus(row.rules, order.amount);
      if (why !== null || amount === 0n) return { kind: 'missed', params };
      return {
        kind: 'grant',
        ref: sourceRef(row, at, zone),
        amount,
        turnover: (order.amount + amount) * BigInt(Math.max(1, Math.trunc(row.rules.turnoverMultiple))),
        percent: row.rules.percent,
        params,
      };
    },

    /**
     * Pays the decided bonus in a savepoint of the crediting's transaction: when the same grant was paid
     * meanwhile (two deposits credited at once), the savepoint is undone and the deposit stands without it.
     * The member's message says which.
     */
    async pay(tx: Executor, order: PaidDeposit, decision: DepositBonusDecision | null) {
      if (!decision) return;
      let granted = false;
      if (decision.kind === 'grant') {
        try {
          await tx.transaction(async (savepoint) => {
            await grantBonus(savepoint, ledger as Ledger, {
              merchantId: order.merchantId,
              memberId: order.memberId,
              source: DEPOSIT_PROMOTION_SOURCE,
              sourceRef: decision.ref,
              amount: decision.amount,
              turnoverRequired: decision.turnover,
              template: 'promotion.deposit',
              params: { percent: decision.percent, orderNo: order.orderNo },
            });
          });
          granted = true;
          await inbox.post(tx, {
            merchantId: order.merchantId,
            memberId: order.memberId,
            kind: 'deposit',
            template: 'deposit.bonusCredited',
            params: {
              ...decision.params,
              amount: moneyText(decision.amount),
              turnover: moneyText(decision.turnover),
            },
          });
        } catch (error) {
          if (!(error instanceof DuplicateTransfer)) throw error;
        }
      }
      if (!granted)
        await inbox.post(tx, {
          merchantId: order.merchantId,
          memberId: order.memberId,
          kind: 'deposit',
          template: 'deposit.bonusMissed',
          params: decision.params,
        });
    },
  };
}
export type DepositPromotions = ReturnType<typeof createDepositPromotions>;

/** Amounts in messages: two decimals with thousands separators. */
const moneyText = (minor: bigint) => formatMoney(minorToMajor(minor));
