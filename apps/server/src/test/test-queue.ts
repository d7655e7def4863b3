import { ERROR_CODES } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { conflict, notFound, type AppError } from '../lib/errors.js';
import { createMemberInbox } from '../modules/rewards/index.js';
import type { OperatorActor, OperatorQueue, QueueItem } from '../lib/operator-queues.js';

type Entry = QueueItem & { merchantId: number; failWith?: AppError };

/**
 * A queue of the tests, shaped like the domains' queues: brand-scoped, decisions conditional on `pending`
 * (409 after), written in the caller's transaction (a message to the member), and an item can be made to
 * fail after writing, to prove the decision's transaction takes everything back.
 */
export function createTestQueue(name: string, roles: readonly string[]) {
  const entries = new Map<number, Entry>();
  let nextId = 1;

  async function decide(
    actor: OperatorActor,
    id: number,
    note: string | null,
    status: 'approved' | 'rejected',
    tx: Executor | undefined,
  ): Promise<QueueItem> {
    if (!tx) throw new Error('a decision must run in the caller transaction');
    const entry = entries.get(id);
    if (!entry || entry.merchantId !== actor.merchantId) {
      throw notFound(`No ${name} item ${id}.`, ERROR_CODES.notFound);
    }
    if (entry.status !== 'pending') {
      throw conflict(ERROR_CODES.roundSettled, `${name} item ${id} is already ${entry.status}.`);
    }
    await createMemberInbox().post(tx, {
      merchantId: entry.merchantId,
      memberId: entry.memberId,
      kind: 'test',
      template: `test.${status}`,
      params: { id, note: note ?? '' },
    });
    if (entry.failWith) throw entry.failWith;
    // Read back inside the transaction, as a real queue's conditional update would.
    await tx.execute(sql`select 1`);
    entry.status = status;
    entry.detail = { ...entry.detail, note, decidedBy: actor.username };
    const { merchantId: _m, failWith: _f, ...item } = entry;
    return item;
  }

  const queue: OperatorQueue = {
    name,
    roles,
    waitingStatus: 'pending',
    async list(merchantId, query) {
      const all = [...entries.values()]
        .filter((e) => e.merchantId === merchantId && (!query.status || e.status === query.status))
        .sort((a, b) => b.id - a.id);
      const page = all.slice((query.pageNo - 1) * query.pageSize, query.pageNo * query.pageSize);
      return {
        list: page.map(({ merchantId: _m, failWith: _f, ...item }) => item),
        totalCount: all.length,
      };
    },
    approve: (actor, id, note, tx) => decide(actor, id, note, 'approved', tx),
    reject: (actor, id, note, tx) => decide(actor, id, note, 'rejected', tx),
  };

  return {
    queue,
    add(merchantId: number, member: { id: number; username: string }, amount: number, failWith?: AppError) {
      const id = nextId++;
      entries.set(id, {
        id,
        merchantId,
        memberId: member.id,
        username: member.username,
        amount,
        status: 'pending',
        createdAt: new Date().toISOString(),
        detail: { reference: `REF${id}` },
        failWith,
      });
      return id;
    },
    status: (id: number) => entries.get(id)?.status,
  };
}
