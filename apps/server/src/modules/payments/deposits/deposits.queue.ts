import { ERROR_CODES, minorToMajor } from '@platform/contracts';
import type { Executor } from '../../../db/client.js';
import { conflict, notFound } from '../../../lib/errors.js';
import type { OperatorActor, OperatorQueue, QueueItem } from '../../../lib/operator-queues.js';
import type { DepositCrediting } from './crediting.js';
import type { DepositsRepository, OrderRow, OrderView } from './deposits.repository.js';
import { receivingAccountOf } from './deposits.service.js';
import { pageWindow } from '../../../db/paging.js';

type Deps = {
  repo: Pick<DepositsRepository, 'list' | 'count' | 'findView' | 'auditDecision' | 'channelById'>;
  crediting: DepositCrediting;
  now: () => Date;
};

const NOTE_MAX = 500;

const toItem = (
  o: OrderView | (OrderRow & { username: string; provider: string }),
  extra = {},
): QueueItem => ({
  id: o.id,
  memberId: o.memberId,
  username: o.username,
  amount: minorToMajor(o.amount),
  status: o.status,
  createdAt: o.createdAt.toISOString(),
  detail: {
    orderNo: o.orderNo,
    provider: o.provider,
    reference: o.memberReference,
    decidedAt: o.decidedAt ? o.decidedAt.toISOString() : null,
    note: o.note,
    ...extra,
  },
});

const notInQueue = () =>
  notFound('No bank-transfer deposit order of this brand has that id.', ERROR_CODES.depositOrderUnknown);
const decided = (status: string) =>
  conflict(ERROR_CODES.depositOrderDecided, `The deposit order is already ${status}.`);

/**
 * Deposit orders of the manual bank channel wait here for the brand's finance team: approving credits
 * the member (cash -> member), rejecting tells the member why. Gateway orders are decided by the gateway.
 */
export function createDepositQueue({ repo, crediting, now }: Deps): OperatorQueue {
  async function waiting(actor: OperatorActor, id: number, tx: Executor) {
    const order = await repo.findView(actor.merchantId, id, tx);
    if (!order || order.provider !== 'manual_bank') throw notInQueue();
    return order;
  }

  async function decide(
    actor: OperatorActor,
    id: number,
    note: string | null,
    decision: 'approve' | 'reject',
    tx?: Executor,
  ): Promise<QueueItem> {
    const text = (note ?? '').trim().slice(0, NOTE_MAX);
    // The member's cash shard is read inside the transaction, once the order (and its member) is known.
    return crediting.inTransaction(tx, async (t) => {
      const order = await waiting(actor, id, t);
      const by = { decidedAt: now(), decidedBy: actor.operatorId };
      const done =
        decision === 'approve'
          ? await crediting.credit(t, order, { ...by, note: text || null })
          : await crediting.reject(t, order, { ...by, note: text });
      if (!done) throw decided(order.status);
      await repo.auditDecision(
        {
          merchantId: actor.merchantId,
          memberId: done.memberId,
          operatorId: actor.operatorId,
          event: decision === 'approve' ? 'deposit.approved' : 'deposit.rejected',
          detail: {
            orderId: done.id,
            orderNo: done.orderNo,
            amount: minorToMajor(done.amount),
            operator: actor.username,
            note: text || null,
            transferId: done.transferId,
          },
        },
        t,
      );
      return toItem({ ...done, username: order.username, provider: order.provider });
    });
  }

  return {
    name: 'deposits',
    roles: ['finance'],
    waitingStatus: 'pending',
    async list(merchantId, query) {
      const filter = {
        merchantId,
        provider: 'manual_bank' as const,
        status: query.status === undefined ? 'pending' : query.status === 'all' ? undefined : query.status,
      };
      const [rows, totalCount] = await Promise.all([
        repo.list(filter, pageWindow(query)),
        repo.count(filter),
      ]);
      const channels = new Map<number, Record<string, string | null>>();
      for (const row of rows) {
        if (channels.has(row.channelId)) continue;
        const channel = await repo.channelById(row.channelId);
        const account = channel ? receivingAccountOf(channel) : null;
        channels.set(row.channelId, {
          channel: channel?.code ?? null,
          receivingAccount: account ? `${account.bankName} ${account.accountNumber}` : null,
        });
      }
      return { list: rows.map((r) => toItem(r, channels.get(r.channelId))), totalCount };
    },
    approve: (actor, id, note, tx) => decide(actor, id, note, 'approve', tx),
    reject: (actor, id, note, tx) => decide(actor, id, note, 'reject', tx),
  };
}
