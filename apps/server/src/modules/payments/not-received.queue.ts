import {
  ERROR_CODES,
  NOT_RECEIVED_QUEUE,
  formatMoney,
  minorToMajor,
  type NotReceivedStatus,
} from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { pageWindow } from '../../db/paging.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { OperatorActor, OperatorQueue, QueueItem } from '../../lib/operator-queues.js';
import type { MemberInbox } from '../rewards/index.js';
import type { Ledger } from '../wallet/index.js';
import type { NotReceivedRow, PaymentsConfigRepository } from './payments-config.repository.js';

type Deps = {
  db: Database;
  ledger: Pick<Ledger, 'transfer' | 'houseAccountId' | 'memberAccountId'>;
  repo: Pick<PaymentsConfigRepository, 'notReceived' | 'findNotReceived' | 'resolve' | 'setRefundTransfer'>;
  now: () => Date;
  inbox: MemberInbox;
};

export const notReceivedStatusOf = (row: Pick<NotReceivedRow, 'resolution'>): NotReceivedStatus =>
  row.resolution ?? 'waiting';

/** What the member says did not arrive: the amount less what arrived. */
export const missingOf = (row: Pick<NotReceivedRow, 'amount' | 'receivedAmount'>): bigint =>
  row.amount - (row.receivedAmount ?? 0n);

export function toNotReceivedItem(row: NotReceivedRow): QueueItem {
  return {
    id: row.id,
    memberId: row.memberId,
    username: row.username,
    amount: minorToMajor(row.amount),
    status: notReceivedStatusOf(row),
    createdAt: row.createdAt.toISOString(),
    detail: {
      orderNo: row.orderNo,
      bankName: row.bankName,
      accountName: row.accountName,
      accountLast4: row.last4,
      receivedAmount: minorToMajor(row.receivedAmount ?? 0n),
      missingAmount: minorToMajor(missingOf(row)),
      paidAt: row.decidedAt?.toISOString() ?? null,
      markedAt: row.confirmedAt?.toISOString() ?? null,
      note: row.note,
      /** The stored proof image's file name (read through the operator call for the proof). */
      proofImage: row.proofImage,
    },
  };
}

/**
 * The operators' queue of paid withdrawals the member marked not received (role finance). Approving
 * accepts the member's claim: the part that did not arrive goes back to the member's balance from the
 * brand's cash account (the payout's way back), once. Rejecting records that the money did arrive (the
 * bank's statement says so): nothing moves. Either is conditional on the order still waiting, in one
 * transaction with the transfer and the member's message telling the outcome (the operator's audit row
 * is the admin module's): a second decision is a 409 and moves nothing.
 */
export function createNotReceivedQueue({ db, ledger, repo, now, inbox }: Deps): OperatorQueue {
  const inTx = <T>(tx: Executor | undefined, work: (tx: Executor) => Promise<T>) =>
    tx ? work(tx) : db.transaction((t) => work(t));

  async function decide(
    actor: OperatorActor,
    id: number,
    note: string | null,
    resolution: 'refunded' | 'arrived',
    given: Executor | undefined,
  ): Promise<QueueItem> {
    return inTx(given, async (tx) => {
      const changed = await repo.resolve(tx, {
        merchantId: actor.merchantId,
        id,
        resolution,
        operatorId: actor.operatorId,
        at: now(),
        note,
      });
      const row = await repo.findNotReceived(actor.merchantId, id, tx);
      if (!row)
        throw notFound('No withdrawal marked not received has this id.', ERROR_CODES.withdrawalNotFound);
      if (!changed)
        throw conflict(
          ERROR_CODES.withdrawalDecided,
          'This withdrawal marked not received is already resolved.',
        );
      const missing = missingOf(row);
      if (resolution === 'refunded' && missing > 0n) {
        const transfer = await ledger.transfer(tx, {
          merchantId: row.merchantId,
          debitAccountId: await ledger.houseAccountId(tx, row.merchantId, 'cash'),
          creditAccountId: await ledger.memberAccountId(tx, row.merchantId, row.memberId),
          amount: missing,
          kind: 'withdrawal_release',
          reference: row.orderNo,
          idempotencyKey: `withdrawal-refund:${row.id}`,
        });
        await repo.setRefundTransfer(tx, row.id, transfer.id);
      }
      const amount = formatMoney(minorToMajor(row.amount));
      await inbox.post(tx, {
        merchantId: row.merchantId,
        memberId: row.memberId,
        kind: 'withdrawal',
        ...(resolution === 'refunded'
          ? {
              template: 'withdrawal.notReceivedRefunded',
              params: { amount, missing: formatMoney(minorToMajor(missing)), orderNo: row.orderNo },
            }
          : { template: 'withdrawal.notReceivedArrived', params: { amount, orderNo: row.orderNo } }),
      });
      return toNotReceivedItem(row);
    });
  }

  return {
    name: NOT_RECEIVED_QUEUE,
    roles: ['finance'],
    waitingStatus: 'waiting',
    async list(merchantId, query) {
      const { rows, total } = await repo.notReceived(
        merchantId,
        !query.status || query.status === 'all' ? undefined : query.status,
        pageWindow(query),
      );
      return { list: rows.map(toNotReceivedItem), totalCount: total };
    },
    approve: (actor, id, note, tx) => decide(actor, id, note, 'refunded', tx),
    reject: (actor, id, note, tx) => decide(actor, id, note, 'arrived', tx),
  };
}
