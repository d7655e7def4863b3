import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { createResponsibleOperator } from './operator.service.js';
import { createResponsibleRepository } from './responsible.repository.js';
import { responsibleRoutes } from './responsible.routes.js';
import { createResponsibleService } from './responsible.service.js';

export { createResponsibleGuard, type ResponsibleGuard } from './guard.js';
export { createResponsibleRepository, type ResponsibleRepository } from './responsible.repository.js';
export type { ResponsibleOperator } from './operator.service.js';
export { betRefusal } from './refusals.js';

/**
 * Responsible gaming: the member's limits, reality check, time-outs and exclusions, net position and game
 * recall; the operators' view of them. The guard other modules ask (play, deposits, logins) is shared in
 * `deps.responsible`; bets are decided in the vendor debit's statement.
 */
export async function registerResponsible(
  app: FastifyInstance,
  deps: ModuleDeps,
): Promise<{ operator: ReturnType<typeof createResponsibleOperator> }> {
  const repo = createResponsibleRepository(deps.db);
  const responsible = createResponsibleService({ db: deps.db, repo, audit: deps.audit, now: deps.now });
  await app.register(responsibleRoutes, { responsible });
  return { operator: createResponsibleOperator({ db: deps.db, repo, audit: deps.audit, now: deps.now }) };
}
