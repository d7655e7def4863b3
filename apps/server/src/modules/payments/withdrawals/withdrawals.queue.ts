import { ERROR_CODES, formatMoney, minorToMajor } from '@platform/contracts';
import type { Database, Executor } from '../../../db/client.js';
import { conflict } from '../../../lib/errors.js';
import type { OperatorActor, OperatorQueue, QueueItem } from '../../../lib/operator-queues.js';
import type { MemberInbox } from '../../rewards/index.js';
import type { Ledger } from '../../wallet/index.js';
import { paymentSettingsOf } from './settings.js';
import type { WithdrawalRow, WithdrawalsRepository } from './withdrawals.repository.js';
import { withdrawalNotFound } from './withdrawals.service.js';
import { pageWindow } from '../../../db/paging.js';

type Deps = {
  inbox: MemberInbox;
  db: Database;
  ledger: Ledger;
  repo: WithdrawalsRepository;
  now: () => Date;
};

const MINUTE_MS = 60_000;

export function toQueueItem(row: WithdrawalRow): QueueItem {
  return {
    id: row.id,
    memberId: row.memberId,
    username: row.username,
    amount: minorToMajor(row.amount),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    detail: {
      orderNo: row.orderNo,
      bankCode: row.bankCode,
      bankName: row.bankName,
      accountName: row.accountName,
      accountLast4: row.last4,
      note: row.note,
      confirmDueAt: row.confirmDueAt?.toISOString() ?? null,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      receivedAmount: row.receivedAmount === null ? null : minorToMajor(row.receivedAmount),
      /** The stored proof image's file name (under the uploads folder's `withdrawals`). */
      proofImage: row.proofImage,
    },
  };
}

/**
 * The operators' queue of withdrawals (role finance). Approving pays the held amount out (pending ->
 * cash) and starts the member's confirmation clock; rejecting gives it back (pending -> member). Both are
 * conditional on the order still being pending, in one transaction with the transfer, the member's
 * message (the operator's audit row is the admin module's): a second decision is a 409 and moves nothing.
 */
export function createWithdrawalsQueue({ db, ledger, repo, now, inbox }: Deps): OperatorQueue {
  const decided = () => conflict(ERROR_CODES.withdrawalDecided, 'This withdrawal has already been decided.');

  const inTx = <T>(tx: Executor | undefined, work: (tx: Executor) => Promise<T>) =>
    tx ? work(tx) : db.transaction((t) => work(t));

  async function confirmMinutes(tx: Executor, merchantId: number): Promise<number> {
    return paymentSettingsOf(await repo.brandSettings(merchantId, tx)).withdrawalConfirmMinutes;
  }

  async function decide(
    actor: OperatorActor,
    id: number,
    note: string | null,
    outcome: 'paid' | 'rejected',
    given: Executor | undefined,
  ): Promise<QueueItem> {
    return inTx(given, async (tx) => {
      const at = now();
      const minutes = outcome === 'paid' ? await confirmMinutes(tx, actor.merchantId) : 0;
      const changed = await repo.decide(tx, {
        merchantId: actor.merchantId,
        id,
        status: outcome,
        operatorId: actor.operatorId,
        note,
        at,
        confirmDueAt: outcome === 'paid' ? new Date(at.getTime() + minutes * MINUTE_MS) : null,
      });
      const row = await repo.find(actor.merchantId, id, tx);
      if (!row) throw withdrawalNotFound();
      if (!changed) throw decided();
      const pending = await ledger.houseAccountId(tx, row.merchantId, 'pending');
      const settle =
        outcome === 'paid'
          ? await ledger.transfer(tx, {
              merchantId: row.merchantId,
              debitAccountId: pending,
              creditAccountId: await ledger.houseAccountId(tx, row.merchantId, 'cash'),
              amount: row.amount,
              kind: 'withdrawal',
              reference: row.orderNo,
              idempotencyKey: `withdrawal-pay:${row.id}`,
            })
          : await ledger.transfer(tx, {
              merchantId: row.merchantId,
              debitAccountId: pending,
              creditAccountId: await ledger.memberAccountId(tx, row.merchantId, row.memberId),
              amount: row.amount,
              kind: 'withdrawal_release',
              reference: row.orderNo,
              idempotencyKey: `withdrawal-release:${row.id}`,
            });
      await repo.setSettleTransfer(tx, row.id, settle.id);
      await inbox.post(tx, {
        merchantId: row.merchantId,
        memberId: row.memberId,
        kind: 'withdrawal',
        template: outcome === 'paid' ? 'withdrawal.paid' : 'withdrawal.rejected',
        params:
          outcome === 'paid'
            ? { amount: formatMoney(minorToMajor(row.amount)), orderNo: row.orderNo }
            : { amount: formatMoney(minorToMajor(row.amount)), orderNo: row.orderNo, note: note ?? '' },
      });
      return toQueueItem(row);
    });
  }

  return {
    name: 'withdrawals',
    roles: ['finance'],
    waitingStatus: 'pending',
    async list(merchantId, query) {
      const { rows, total } = await repo.list(
        // `all` (or no status) lists every status; the waiting ones are the `pending` filter.
        { merchantId, status: !query.status || query.status === 'all' ? undefined : query.status },
        pageWindow(query),
      );
      return { list: rows.map(toQueueItem), totalCount: total };
    },
    approve: (actor, id, note, tx) => decide(actor, id, note, 'paid', tx),
    reject: (actor, id, note, tx) => decide(actor, id, note, 'rejected', tx),
  };
}
