import type { FastifyInstance } from 'fastify';
import { createCommissionsOperator } from '../commissions/index.js';
import { createContentRepository, createLegalService } from '../content/index.js';
import type { LotteryOperatorService } from '../lottery/index.js';
import type { ModuleDeps } from '../module-deps.js';
import type { ResponsibleOperator } from '../responsible/index.js';
import type { SportsbookOperatorService } from '../sportsbook/index.js';
import { adminRoutes } from './admin.routes.js';
import { createAdminService } from './admin.service.js';
import { createLegalDocumentsAdmin } from './legal-documents.js';
import { createOperatorAuthService } from './operator-auth.service.js';
import { createOperatorsRepository } from './operators.repository.js';

export { createOperatorsRepository, type OperatorsRepository } from './operators.repository.js';
export type { OperatorActor, OperatorQueue, QueueItem } from '../../lib/operator-queues.js';

/**
 * The operator API (`/admin/...`, decision record 016) over the queues the other modules register, and the
 * operators' side of the modules that have one (the lottery's and the sportsbook's come from their modules).
 */
export async function registerAdmin(
  app: FastifyInstance,
  deps: ModuleDeps,
  parts: {
    lottery: LotteryOperatorService;
    sportsbook: SportsbookOperatorService;
    responsible: ResponsibleOperator;
  },
): Promise<void> {
  const repo = createOperatorsRepository(deps.db);
  const auth = createOperatorAuthService({ db: deps.db, repo, audit: deps.audit, now: deps.now });
  const admin = createAdminService({ db: deps.db, repo, audit: deps.audit, queues: deps.operatorQueues });
  const legalDocuments = createLegalDocumentsAdmin({
    db: deps.db,
    legal: createLegalService({ repo: createContentRepository(deps.db), now: deps.now }),
    audit: deps.audit,
  });
  await app.register(adminRoutes, {
    admin,
    auth,
    legalDocuments,
    agents: createCommissionsOperator(deps),
    lottery: parts.lottery,
    sportsbook: parts.sportsbook,
    responsible: parts.responsible,
    loginPerMinute: deps.settings.loginPerMinute,
  });
}
