import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSealer, loadSealKey } from '../../lib/sealed.js';
import { createCommissionsOperator } from '../commissions/index.js';
import { announceContentChange, createContentRepository, createLegalService } from '../content/index.js';
import type { LotteryOperatorService } from '../lottery/index.js';
import type { ModuleDeps } from '../module-deps.js';
import type { ResponsibleOperator } from '../responsible/index.js';
import type { SportsbookOperatorService } from '../sportsbook/index.js';
import { adminRoutes } from './admin.routes.js';
import { createAdminService } from './admin.service.js';
import { createLegalDocumentsAdmin } from './legal-documents.js';
import { createOperatorAccessRepository } from './operator-access.repository.js';
import { createOperatorAuthService } from './operator-auth.service.js';
import { createOperatorsAdmin } from './operators-admin.service.js';
import { createOperatorsRepository } from './operators.repository.js';

export { registerAdminPages } from './pages.js';
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
    /** Operator sessions end after `idleMs` without a call and `absoluteMs` after login at the latest. */
    sessions: { idleMs: number; absoluteMs: number };
  },
): Promise<void> {
  const repo = createOperatorsRepository(deps.db);
  const access = createOperatorAccessRepository(deps.db);
  // Operators' authenticator secrets are sealed with the members' seal key (the security centre's file).
  const sealer = createSealer(
    loadSealKey({
      base64: deps.settings.sealKey.base64,
      file: path.join(deps.keysDir, 'seal.key'),
      mayCreate: deps.settings.sealKey.mayCreate,
      log: deps.log,
    }),
  );
  const auth = createOperatorAuthService({
    db: deps.db,
    repo,
    access,
    audit: deps.audit,
    sealer,
    ...parts.sessions,
    now: deps.now,
  });
  const admin = createAdminService({ db: deps.db, repo, audit: deps.audit, queues: deps.operatorQueues });
  const legalDocuments = createLegalDocumentsAdmin({
    db: deps.db,
    legal: createLegalService({ repo: createContentRepository(deps.db), now: deps.now }),
    audit: deps.audit,
    // Every process drops its cached documents (the site's legal pages) at once, after the commit.
    changed: (brand) => announceContentChange(deps.shared, { merchantId: brand.id, code: brand.code }),
  });
  await app.register(adminRoutes, {
    admin,
    auth,
    operators: createOperatorsAdmin({ db: deps.db, access, audit: deps.audit, now: deps.now }),
    legalDocuments,
    agents: createCommissionsOperator(deps),
    lottery: parts.lottery,
    sportsbook: parts.sportsbook,
    responsible: parts.responsible,
    loginPerMinute: deps.settings.loginPerMinute,
    deps,
  });
}
