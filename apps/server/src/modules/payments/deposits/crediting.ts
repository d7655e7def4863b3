import { formatMoney, minorToMajor } from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import type { DepositPromotions, MemberInbox, ReferralEvents } from '../../rewards/index.js';
import { DuplicateTransfer, houseShardOf, type Ledger } from '../../wallet/index.js';
import type { DepositsRepository, OrderRow } from './deposits.repository.js';

type Deps = {
  inbox: MemberInbox;
  referrals: Pick<ReferralEvents, 'onDepositCredited'>;
  /** The deposit promotion an order chose: decided before the deposit's transfer, paid after it. */
  promotions: Pick<DepositPromotions, 'decide' | 'pay'>;
  db: Database;
  ledger: Pick<Ledger, 'transfer' | 'houseAccountId'>;
  repo: Pick<DepositsRepository, 'decide' | 'setTransfer'>;
};

/** Amounts in messages: two decimals with thousands separators. */
export const messageAmount = (minor: bigint) => formatMoney(minorToMajor(minor));

/** The member's message when a deposit is credited, whichever way it is credited. */
export const creditedMessage = (order: Pick<OrderRow, 'amount' | 'orderNo'>) => ({
  kind: 'deposit',
  template: 'deposit.credited',
  params: { amount: messageAmount(order.amount), orderNo: order.orderNo },
});

/** The idempotency key of an order's deposit transfer: one transfer per order, whoever credits it. */
export const depositTransferKey = (orderId: number) => `deposit:${orderId}`;

/**
 * How a waiting order ends, shared by the operator's decision and the gateway's callback. Each step is
 * the order's conditional update (pending -> ...) and what goes with it, in the caller's transaction:
 * when the order is no longer pending nothing is written and `undefined` comes back.
 */
export function createDepositCrediting({ db, ledger, repo, inbox, referrals, promotions }: Deps) {
  return {
    /** pending -> paid, the transfer cash -> member and the member's message. */
    async credit(
      tx: Executor,
      order: Pick<OrderRow, 'id' | 'merchantId'>,
      by: {
        decidedAt: Date;
        decidedBy?: number | null;
        gatewayReference?: string | null;
        note?: string | null;
      },
      /** The member's cash shard, resolved before the transaction (`cashAccountId`); read inside it otherwise. */
      cashAccountId?: number,
    ): Promise<OrderRow | undefined> {
      const paid = await repo.decide(order.merchantId, order.id, { status: 'paid', ...by }, tx);
      if (!paid) return undefined;
      await inbox.post(tx, {
        merchantId: paid.merchantId,
        memberId: paid.memberId,
        ...creditedMessage(paid),
      });
      // The referrer's reward waits for the invitee's first paid deposit (rewards decides, idempotently).
      await referrals.onDepositCredited(tx, paid);
      // A first-deposit promotion is decided while this deposit is not yet in the member's wallets.
      const bonus = await promotions.decide(tx, paid);
      // The brand's cash account is split into shards picked by the member, like the games account, so that
      // deposits of different members do not queue on one row; its lock is taken last, held the shortest.
      const cash =
        cashAccountId ??
        (await ledger.houseAccountId(tx, paid.merchantId, 'cash', 'HOUSE', houseShardOf(paid.memberId)));
      try {
        const transfer = await ledger.transfer(tx, {
          merchantId: paid.merchantId,
          debitAccountId: cash,
          creditWallet: { memberId: paid.memberId, walletCode: 'MAIN' },
          amount: paid.amount,
          kind: 'deposit',
          reference: paid.orderNo,
          idempotencyKey: depositTransferKey(paid.id),
        });
        await repo.setTransfer(paid.id, transfer.id, tx);
        paid.transferId = transfer.id;
        await promotions.pay(tx, paid, bonus);
      } catch (error) {
        // The key is only ever used here, after the order left pending: finding it used means the
        // database disagrees with itself, and nothing of this decision must stay.
        if (error instanceof DuplicateTransfer)
          throw new Error(`order ${paid.id} was already credited`, { cause: error });
        throw error;
      }
      return paid;
    },

    /** pending -> rejected (an operator) with the note told to the member. */
    async reject(
      tx: Executor,
      order: Pick<OrderRow, 'id' | 'merchantId'>,
      by: { decidedAt: Date; decidedBy: number; note: string },
    ): Promise<OrderRow | undefined> {
      const rejected = await repo.decide(order.merchantId, order.id, { status: 'rejected', ...by }, tx);
      if (!rejected) return undefined;
      await inbox.post(tx, {
        merchantId: rejected.merchantId,
        memberId: rejected.memberId,
        kind: 'deposit',
        template: 'deposit.rejected',
        params: { amount: messageAmount(rejected.amount), orderNo: rejected.orderNo, note: by.note },
      });
      return rejected;
    },

    /** pending -> cancelled (the gateway says the payment failed or the payer cancelled). */
    async cancel(
      tx: Executor,
      order: Pick<OrderRow, 'id' | 'merchantId'>,
      by: { decidedAt: Date; gatewayReference: string | null },
    ): Promise<OrderRow | undefined> {
      return repo.decide(order.merchantId, order.id, { status: 'cancelled', ...by }, tx);
    },

    /**
     * The member's shard of the brand's cash account, read outside any transaction (and remembered): inside
     * one, PGlite's single connection would wait for the transaction itself.
     */
    cashAccountId: (merchantId: number, memberId: number) =>
      ledger.houseAccountId(db, merchantId, 'cash', 'HOUSE', houseShardOf(memberId)),

    /** Runs `work` in the given transaction, or in a new one. */
    inTransaction<T>(tx: Executor | undefined, work: (tx: Executor) => Promise<T>): Promise<T> {
      return tx ? work(tx) : db.transaction((t) => work(t));
    },
  };
}
export type DepositCrediting = ReturnType<typeof createDepositCrediting>;
