import type { Executor } from '../db/client.js';

/** Who decides: an operator of the brand (the back office, the command line). */
export type OperatorActor = { operatorId: number; merchantId: number; username: string; role: string };

export type QueueItem = {
  id: number;
  memberId: number;
  username: string;
  /** Major units, two decimals. */
  amount: number;
  status: string;
  createdAt: string;
  /** What the operator needs to decide (channel, member reference, bank, item, ...). */
  detail: Record<string, string | number | null>;
};

/**
 * A queue of member requests waiting for an operator (deposit orders, withdrawals, points redemptions).
 * Each domain implements one and registers it; the operator API and the command line only call these.
 * `approve` and `reject` are atomic and conditional on the item still waiting: a second decision is a 409.
 */
export type OperatorQueue = {
  name: string;
  /** The role names allowed to decide (owner always may). */
  roles: readonly string[];
  /**
   * The status of the items waiting for a decision (`pending`, `applying`, ...): the operator API counts
   * them for `GET /admin/queues`. Without it, the count is the total of the default listing (no status).
   */
  waitingStatus?: string;
  list(
    merchantId: number,
    query: { status?: string; pageNo: number; pageSize: number },
  ): Promise<{
    list: QueueItem[];
    totalCount: number;
  }>;
  approve(actor: OperatorActor, id: number, note: string | null, tx?: Executor): Promise<QueueItem>;
  reject(actor: OperatorActor, id: number, note: string | null, tx?: Executor): Promise<QueueItem>;
};

export function createOperatorQueues() {
  const queues = new Map<string, OperatorQueue>();
  return {
    register(queue: OperatorQueue) {
      if (queues.has(queue.name)) throw new Error(`queue ${queue.name} registered twice`);
      queues.set(queue.name, queue);
    },
    get: (name: string) => queues.get(name),
    names: () => [...queues.keys()],
  };
}
export type OperatorQueues = ReturnType<typeof createOperatorQueues>;
