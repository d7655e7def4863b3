import { ADMIN_MEMBERS_PATHS as P, OPERATOR_ROLES, minorToMajor } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorQueue } from '../../../lib/operator-queues.js';
import type { ModuleDeps } from '../../module-deps.js';
import { createResponsibleRepository } from '../../responsible/index.js';
import type { Role } from '../roles.js';
import { createAdjustmentsRepository } from './adjustments.repository.js';
import { adjustmentsRoutes } from './adjustments.routes.js';
import { createAdjustments, type Adjustments } from './adjustments.service.js';
import { createFeedbackAdmin } from './feedback.service.js';
import { memberTabsRoutes } from './member-tabs.routes.js';
import { createMemberTabs } from './member-tabs.service.js';
import { createMembersAdminRepository } from './members.repository.js';
import { membersRoutes } from './members.routes.js';
import { createMembersAdmin } from './members.service.js';
import type { AreaRepository } from './shared.js';
import { createMemberTabsRepository } from './tabs.repository.js';

export { seedBenchMembers } from './seed-bench.js';

const EVERY_ROLE: readonly Role[] = OPERATOR_ROLES;
const OWNER_FINANCE: readonly Role[] = ['owner', 'finance'];
/** Support's member work: lock, unlock, password reset, notes, tags, feedback answers, adjustment requests. */
const STAFF: readonly Role[] = ['owner', 'finance', 'support'];

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string) => `${method} ${path}`;

/** Who may make each call of this area (merged into the role matrix, roles.ts). Viewers read only. */
export const MEMBERS_ROLES: Readonly<Record<string, readonly Role[]>> = {
  [call('GET', P.adminMembers)]: EVERY_ROLE,
  [call('GET', P.adminMember)]: EVERY_ROLE,
  [call('GET', P.adminMemberLedger)]: EVERY_ROLE,
  [call('GET', P.adminMemberRounds)]: EVERY_ROLE,
  [call('GET', P.adminMemberPayments)]: EVERY_ROLE,
  [call('GET', P.adminMemberBonuses)]: EVERY_ROLE,
  [call('GET', P.adminMemberLogins)]: EVERY_ROLE,
  [call('GET', P.adminMemberLinked)]: EVERY_ROLE,
  [call('GET', P.adminMemberMessages)]: EVERY_ROLE,
  [call('GET', P.adminMemberNotes)]: EVERY_ROLE,
  [call('GET', P.adminMemberAdjustments)]: EVERY_ROLE,
  [call('POST', P.adminMemberLock)]: STAFF,
  [call('POST', P.adminMemberUnlock)]: STAFF,
  [call('POST', P.adminMemberPasswordReset)]: STAFF,
  [call('PUT', P.adminMemberVipLevel)]: OWNER_FINANCE,
  [call('POST', P.adminMemberTags)]: STAFF,
  [call('DELETE', P.adminMemberTag)]: STAFF,
  [call('POST', P.adminMemberNotes)]: STAFF,
  [call('POST', P.adminMemberAdjustments)]: STAFF,
  [call('GET', P.adminAdjustments)]: EVERY_ROLE,
  [call('POST', P.adminAdjustmentApprove)]: OWNER_FINANCE,
  [call('POST', P.adminAdjustmentReject)]: OWNER_FINANCE,
  [call('GET', P.adminFeedback)]: EVERY_ROLE,
  [call('POST', P.adminFeedbackAnswer)]: STAFF,
};

/**
 * Manual adjustments waiting for a second operator, as an operator queue (`GET /admin/queues` counts them;
 * `POST /admin/queues/adjustments/:id/approve|reject` decides them like the members area's own calls).
 */
function adjustmentsQueue(members: Adjustments): OperatorQueue {
  return {
    name: 'adjustments',
    roles: ['finance'],
    waitingStatus: 'pending',
    async list(merchantId, query) {
      const { rows, total } = await members.adjustmentPage(merchantId, query.status, query);
      return {
        list: rows.map((a) => ({
          id: a.id,
          memberId: a.memberId,
          username: a.username,
          amount: minorToMajor(a.amount),
          status: a.status,
          createdAt: a.createdAt.toISOString(),
          detail: {
            direction: a.direction,
            reason: a.reason,
            requestedBy: a.requestedByName,
            decidedBy: a.decidedByName,
          },
        })),
        totalCount: total,
      };
    },
    async approve(actor, id, note, tx) {
      return itemOf(await members.decide(actor, id, 'approve', note, null, tx));
    },
    async reject(actor, id, note, tx) {
      return itemOf(await members.decide(actor, id, 'reject', note, null, tx));
    },
  };
}

const itemOf = (a: ReturnType<Adjustments['adjustmentView']>) => ({
  id: a.id,
  memberId: a.memberId,
  username: a.username,
  amount: a.amount,
  status: a.status,
  createdAt: a.createdAt,
  detail: { direction: a.direction, reason: a.reason, requestedBy: a.requestedBy, decidedBy: a.decidedBy },
});

/** The back office's members calls, inside the operator session scope (the role matrix is checked before). */
export const adminMembersRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, audit } = deps;
  const repo: AreaRepository = {
    ...createMembersAdminRepository(db),
    ...createMemberTabsRepository(db),
    ...createAdjustmentsRepository(db),
  };
  const responsible = createResponsibleRepository(db);
  const members = createMembersAdmin({
    db,
    repo,
    audit,
    sessions: deps.sessions,
    bonusLock: deps.bonusLock,
    endGameSessions: (memberId, at, tx) => responsible.endGameSessions(memberId, at, tx),
    now: deps.now,
  });
  const adjustments = createAdjustments({ db, repo, audit, ledger: deps.ledger });
  deps.operatorQueues.register(adjustmentsQueue(adjustments));
  await app.register(membersRoutes, { members });
  await app.register(memberTabsRoutes, { tabs: createMemberTabs({ db, repo }) });
  await app.register(adjustmentsRoutes, { adjustments, feedback: createFeedbackAdmin({ db, repo, audit }) });
};
