import { ERROR_CODES, minorToMajor } from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import type { OperatorActor, OperatorQueue, QueueItem } from '../../lib/operator-queues.js';
import type { MemberInbox } from '../rewards/index.js';
import type { Ledger } from '../wallet/index.js';
import type { PointsRepository, QueueRow } from './points.repository.js';
import { pageOffset } from '../../db/paging.js';

type Deps = {
  inbox: MemberInbox;
  db: Database;
  repo: PointsRepository;
  ledger: Ledger;
  now: () => Date;
};

const itemName = (row: Pick<QueueRow, 'text'>, language: string) =>
  pickLocalized(row.text, language, 'EN')?.name ?? '';

const toItem = (row: QueueRow): QueueItem => ({
  id: row.id,
  memberId: row.memberId,
  username: row.username,
  amount: minorToMajor(row.amount),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  detail: {
    item: itemName(row, 'EN'),
    rewardId: row.rewardId,
    quantity: row.quantity,
    points: Number(row.points),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    note: row.note,
  },
});

/**
 * The `redemptions` queue: points-shop redemptions waiting for support. Approving only records the
 * decision (the item is handed over outside the platform); rejecting gives back the points, the amount
 * and the stock. Each decision is one transaction, conditional on the redemption still applying.
 */
export function createRedemptionQueue({ db, repo, ledger, now, inbox }: Deps): OperatorQueue {
  const noSuchRedemption = () =>
    notFound('There is no such redemption for this brand.', ERROR_CODES.redemptionNotFound);

  async function decide(
    actor: OperatorActor,
    id: number,
    status: 'approved' | 'rejected',
    note: string | null,
    tx: Executor,
  ): Promise<QueueItem> {
    const decided = await repo.decide(tx, {
      merchantId: actor.merchantId,
      id,
      status,
      operatorId: actor.operatorId,
      note,
      at: now(),
    });
    if (!decided) {
      if (!(await repo.findRedemption(actor.merchantId, id, tx))) throw noSuchRedemption();
      throw conflict(ERROR_CODES.redemptionDecided, 'This redemption has already been decided.');
    }
    const row = await repo.queueRow(actor.merchantId, id, tx);
    if (!row) throw noSuchRedemption();
    const params = { item: itemName(row, row.language), quantity: row.quantity };
    if (status === 'approved') {
      await inbox.post(tx, {
        merchantId: actor.merchantId,
        memberId: row.memberId,
        kind: 'points',
        template: 'redemption.approved',
        params,
      });
    } else {
      const reference = `redemption-refund:${id}`;
      // Stock, then points, then money: the order a redemption takes them in.
      await repo.restoreStock(tx, row.rewardId, row.quantity);
      const entry = await repo.addEntry(tx, {
        merchantId: actor.merchantId,
        memberId: row.memberId,
        points: row.points,
        kind: 'refund',
        reference,
      });
      if (!entry) throw new Error(`points of redemption ${id} not given back`);
      if (row.amount > 0n) {
        await ledger.transfer(tx, {
          merchantId: actor.merchantId,
          debitAccountId: await ledger.houseAccountId(tx, actor.merchantId, 'points'),
          creditAccountId: await ledger.memberAccountId(tx, actor.merchantId, row.memberId, 'MAIN'),
          amount: row.amount,
          kind: 'points_redeem',
          reference,
          idempotencyKey: reference,
          reversesId: row.transferId,
        });
      }
      await inbox.post(tx, {
        merchantId: actor.merchantId,
        memberId: row.memberId,
        kind: 'points',
        template: 'redemption.rejected',
        params: { ...params, note: note ?? '' },
      });
    }
    return toItem(row);
  }

  const inTransaction = (run: (tx: Executor) => Promise<QueueItem>, tx?: Executor) =>
    tx ? run(tx) : db.transaction((t) => run(t));

  return {
    name: 'redemptions',
    roles: ['support'],
    waitingStatus: 'applying',
    async list(merchantId, query) {
      const { rows, count } = await repo.listQueue(merchantId, {
        status: query.status && query.status !== 'all' ? query.status : undefined,
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      return { list: rows.map(toItem), totalCount: count };
    },
    approve: (actor, id, note, tx) => inTransaction((t) => decide(actor, id, 'approved', note, t), tx),
    reject: (actor, id, note, tx) => inTransaction((t) => decide(actor, id, 'rejected', note, t), tx),
  };
}
