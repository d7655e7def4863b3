import { ERROR_CODES, formatMoney, minorToMajor, maskUsername } from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { OperatorActor, OperatorQueue, QueueItem } from '../../lib/operator-queues.js';
import type { MemberInbox } from './inbox.repository.js';
import { createReferralRepository, type FlagRow } from './referral.repository.js';
import { createRewardCentreRepository } from './reward-centre.repository.js';
import { pageOffset } from '../../db/paging.js';

const NOTE_MAX = 500;

const toItem = (f: FlagRow): QueueItem => ({
  id: f.id,
  memberId: f.referrerId,
  username: f.referrer,
  amount: minorToMajor(f.amount),
  status: f.status,
  createdAt: f.createdAt.toISOString(),
  detail: {
    source: f.source,
    invitee: f.invitee,
    inviteeId: f.inviteeId,
    reason: f.reason,
    sharedWith: f.sharedWith,
    sharedWithId: f.sharedWithId,
    note: f.note,
    decidedAt: f.decidedAt ? f.decidedAt.toISOString() : null,
  },
});

/**
 * Referral rewards held for review (decision 020): the invitee shares an IP address or device with the
 * referrer or another rewarded invitee. Approving gives the referrer the reward (claimable, with its
 * turnover); rejecting drops it. Each flag is decided once (conditional on `review`).
 */
export function createReferralQueue({
  db,
  now,
  inbox,
}: {
  db: Database;
  now: () => Date;
  inbox: MemberInbox;
}): OperatorQueue {
  const noSuchReward = () =>
    notFound('No held referral reward of this brand has that id.', ERROR_CODES.notFound);

  async function decide(
    actor: OperatorActor,
    id: number,
    note: string | null,
    decision: 'approved' | 'rejected',
    tx?: Executor,
  ): Promise<QueueItem> {
    const text = (note ?? '').trim().slice(0, NOTE_MAX) || null;
    const work = async (t: Executor) => {
      const repo = createReferralRepository(t);
      const flag = await repo.findFlag(actor.merchantId, id, t);
      if (!flag) throw noSuchReward();
      const changed = await repo.decideFlag(
        actor.merchantId,
        id,
        { status: decision, by: actor.operatorId, at: now(), note: text },
        t,
      );
      if (!changed)
        throw conflict(ERROR_CODES.referralReviewDecided, `This reward is already ${flag.status}.`);
      if (decision === 'approved') {
        const reward = await createRewardCentreRepository(t).insertReward(
          {
            merchantId: flag.merchantId,
            memberId: flag.referrerId,
            source: flag.source,
            sourceRef: String(flag.inviteeId),
            amount: flag.amount,
            turnoverMultiple: flag.turnoverMultiple,
            template: flag.source === 'referral_signup' ? 'referral.signup' : 'referral.play',
            params: { invitee: maskUsername(flag.invitee) },
          },
          t,
        );
        if (reward)
          await inbox.post(t, {
            merchantId: flag.merchantId,
            memberId: flag.referrerId,
            kind: 'reward',
            template: 'reward.available',
            params: { amount: formatMoney(minorToMajor(flag.amount)) },
          });
      }
      const after = await repo.findFlag(actor.merchantId, id, t);
      return toItem(after ?? flag);
    };
    return tx ? work(tx) : db.transaction((t) => work(t));
  }

  return {
    name: 'referrals',
    roles: ['support'],
    waitingStatus: 'review',
    async list(merchantId, query) {
      const status =
        query.status === undefined ? 'review' : query.status === 'all' ? undefined : query.status;
      const { rows, total } = await createReferralRepository(db).listFlags(merchantId, status, {
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      return { list: rows.map(toItem), totalCount: total };
    },
    approve: (actor, id, note, tx) => decide(actor, id, note, 'approved', tx),
    reject: (actor, id, note, tx) => decide(actor, id, note, 'rejected', tx),
  };
}
