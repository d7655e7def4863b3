import {
  ERROR_CODES,
  type AuditList,
  type AuditQuery,
  type DecisionValue,
  type OperatorMessageRequest,
  type OperatorMessageValue,
  type QueueDecision,
  type QueueList,
  type QueueListQuery,
  type QueueSummary,
} from '@platform/contracts';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { Origin } from '../../lib/context.js';
import type { ModuleDeps } from '../module-deps.js';
import type { Brand } from '../../lib/context.js';
import type { OperatorSession } from './operator-auth.service.js';
import type { MessageContent, OperatorsRepository } from './operators.repository.js';
import type { OperatorQueue, OperatorQueues } from '../../lib/operator-queues.js';
import { pageCount, pageFields, pageWindow } from '../../db/paging.js';

type Deps = {
  db: Database;
  repo: Pick<OperatorsRepository, 'findMember' | 'postMessage' | 'postMessageToAll' | 'auditPage'>;
  audit: ModuleDeps['audit'];
  queues: Pick<OperatorQueues, 'get' | 'names'>;
};

const MESSAGE_ROLES: readonly string[] = ['owner', 'support'];

/** Owners may decide everywhere; viewers nowhere; the others where the queue names their role. */
const mayDecide = (operator: OperatorSession, queue: OperatorQueue) =>
  operator.role === 'owner' || (operator.role !== 'viewer' && queue.roles.includes(operator.role));

const refuse = (message: string) => forbidden(ERROR_CODES.forbidden, message);

/**
 * One `{ title, body }` per language: a single text is written in the brand's default language (members
 * of other languages fall back to it); per-language texts must give both title and body.
 */
function messageContent(brand: Brand, input: OperatorMessageRequest): MessageContent {
  const { title, body } = input;
  const perLanguage = [title, body].flatMap((t) => (typeof t === 'string' ? [] : Object.keys(t)));
  const languages = perLanguage.length > 0 ? [...new Set(perLanguage)] : [brand.defaultLanguage];
  const content: MessageContent = {};
  for (const language of languages) {
    if (!brand.languages.includes(language as Brand['defaultLanguage'])) {
      throw badRequest(
        ERROR_CODES.validation,
        `${language}: this brand does not offer the language (it offers ${brand.languages.join(', ')}).`,
        { field: 'title' },
      );
    }
    const t = typeof title === 'string' ? title : title[language as keyof typeof title];
    const b = typeof body === 'string' ? body : body[language as keyof typeof body];
    if (!t)
      throw badRequest(ERROR_CODES.validation, `title: the ${language} text is missing.`, { field: 'title' });
    if (!b)
      throw badRequest(ERROR_CODES.validation, `body: the ${language} text is missing.`, { field: 'body' });
    content[language] = { title: t, body: b };
  }
  return content;
}

/** What operators do: read and decide the queues, write to members, read the audit trail. */
export function createAdminService({ db, repo, audit, queues }: Deps) {
  function queueOf(name: string): OperatorQueue {
    const queue = queues.get(name);
    if (!queue) throw notFound(`No queue named ${name} (queues: ${queues.names().join(', ') || 'none'}).`);
    return queue;
  }

  async function waitingCount(merchantId: number, queue: OperatorQueue): Promise<number> {
    const page = await queue.list(merchantId, { status: queue.waitingStatus, pageNo: 1, pageSize: 1 });
    return page.totalCount;
  }

  return {
    async summary(operator: OperatorSession): Promise<QueueSummary> {
      const list = [];
      for (const name of queues.names()) {
        const queue = queueOf(name);
        list.push({
          name,
          waiting: await waitingCount(operator.merchantId, queue),
          ...(queue.waitingStatus ? { waitingStatus: queue.waitingStatus } : {}),
          canDecide: mayDecide(operator, queue),
        });
      }
      return { list };
    },

    async list(operator: OperatorSession, name: string, query: QueueListQuery): Promise<QueueList> {
      const queue = queueOf(name);
      const page = await queue.list(operator.merchantId, query);
      return {
        queue: name,
        list: page.list,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: page.totalCount,
        totalPages: pageCount(page.totalCount, query),
      };
    },

    /**
     * The decision and its one audit row (operator, member, queue, item, note, the status before and
     * after) commit together; a queue that refuses (unknown item 404, already decided 409) writes nothing.
     * Queues write no audit rows of their own.
     */
    async decide(
      operator: OperatorSession,
      name: string,
      id: number,
      decision: QueueDecision,
      note: string | undefined,
      origin: Origin,
    ): Promise<DecisionValue> {
      const queue = queueOf(name);
      if (!mayDecide(operator, queue)) {
        throw refuse(`The ${operator.role} role may not decide in the ${name} queue.`);
      }
      const actor = {
        operatorId: operator.operatorId,
        merchantId: operator.merchantId,
        username: operator.username,
        role: operator.role,
      };
      const item = await db.transaction(async (tx) => {
        const decided =
          decision === 'approve'
            ? await queue.approve(actor, id, note ?? null, tx)
            : await queue.reject(actor, id, note ?? null, tx);
        await audit.write(
          {
            merchantId: operator.merchantId,
            memberId: decided.memberId,
            operatorId: operator.operatorId,
            event: `queue.${decision}`,
            ip: origin.ip,
            // The queue decides only an item still waiting (else 409, and nothing is written): that is
            // its state before.
            detail: {
              queue: name,
              id,
              decision,
              note: note ?? null,
              before: { status: queue.waitingStatus ?? null },
              after: { status: decided.status },
            },
          },
          tx,
        );
        return decided;
      });
      return { queue: name, decision, item };
    },

    async message(
      operator: OperatorSession,
      brand: Brand,
      input: OperatorMessageRequest,
      origin: Origin,
    ): Promise<OperatorMessageValue> {
      if (!MESSAGE_ROLES.includes(operator.role)) {
        throw refuse(`The ${operator.role} role may not write to members.`);
      }
      const content = messageContent(brand, input);
      const languages = Object.keys(content);
      const firstTitle = Object.values(content)[0]?.title ?? '';
      const member = input.username ? await repo.findMember(brand.id, input.username) : undefined;
      if (input.username && !member) throw notFound(`username: no member ${input.username} in this brand.`);
      const sent = await db.transaction(async (tx) => {
        let count = 1;
        if (member) await repo.postMessage(brand.id, member.id, content, tx);
        else count = await repo.postMessageToAll(brand.id, content, tx);
        await audit.write(
          {
            merchantId: brand.id,
            memberId: member?.id ?? null,
            operatorId: operator.operatorId,
            event: 'operator.message',
            ip: origin.ip,
            detail: {
              to: member ? member.username : 'all',
              sent: count,
              title: firstTitle,
              languages,
              before: null,
              after: { to: member ? member.username : 'all', sent: count, content },
            },
          },
          tx,
        );
        return count;
      });
      return { sent, languages };
    },

    async auditTrail(operator: OperatorSession, query: AuditQuery): Promise<AuditList> {
      if (operator.role !== 'owner') throw refuse('Only an owner may read the audit trail.');
      const { rows, total } = await audit.page(operator.merchantId, query, pageWindow(query));
      return {
        list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        ...pageFields(query, total),
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
