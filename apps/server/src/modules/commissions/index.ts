import type { FastifyInstance } from 'fastify';
import { CONTRACT_KINDS } from '@platform/contracts';
import type { Actor, Brand } from '../../lib/context.js';
import { createMembersRepository } from '../members/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { createCommissionsAdmin } from './commissions-admin.service.js';
import { commissionsRoutes } from './commissions.routes.js';
import { createContractsRepository } from './contracts.repository.js';
import { createContractsService } from './contracts.service.js';
import { createIncomeService } from './income.service.js';
import { createSettlementService, SETTLEMENT_EVERY_MS, SETTLEMENT_JOBS } from './settlement.service.js';
import { createSettlementsRepository } from './settlements.repository.js';

export { SETTLEMENT_JOBS, settlementKey, type SettlementRun } from './settlement.service.js';
export type {
  CommissionsAdmin,
  Operator,
  SettlementsQuery,
  TopAgentRequest,
} from './commissions-admin.service.js';

type Parts = Pick<ModuleDeps, 'db' | 'ledger' | 'inbox' | 'now'>;

function build(deps: Parts) {
  const contracts = createContractsRepository(deps.db);
  const settlements = createSettlementsRepository(deps.db);
  const service = createContractsService({
    db: deps.db,
    contracts,
    settlements,
    inbox: deps.inbox,
    now: deps.now,
  });
  const settlement = createSettlementService({
    db: deps.db,
    contracts,
    settlements,
    ledger: deps.ledger,
    inbox: deps.inbox,
    now: deps.now,
  });
  const income = createIncomeService({ contracts, settlements, now: deps.now });
  return { contracts, settlements, service, settlement, income };
}

/** The agent part of the consolidated info (`/wps/member/info/funds/consolidated`), for the wallet module. */
export function createAgentConsolidated(
  deps: Parts,
): (brand: Brand, actor: Actor) => ReturnType<ReturnType<typeof createIncomeService>['consolidated']> {
  const { income } = build(deps);
  return (brand, actor) => income.consolidated(brand, actor);
}

/** The operator's side (top agents, moves, house contracts, settlements, unfreeze), for the admin module. */
export function createCommissionsOperator(deps: Parts & Pick<ModuleDeps, 'audit'>) {
  const parts = build(deps);
  return createCommissionsAdmin({
    db: deps.db,
    contracts: parts.contracts,
    settlements: parts.settlements,
    members: createMembersRepository(deps.db),
    service: parts.service,
    settlement: parts.settlement,
    audit: deps.audit,
    now: deps.now,
  });
}

/** Commission contracts (offer, decide, end), My income, and one settlement job per kind. */
export async function registerCommissions(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { service, settlement, income } = build(deps);
  for (const kind of CONTRACT_KINDS)
    deps.scheduler.register({
      name: SETTLEMENT_JOBS[kind],
      everyMs: SETTLEMENT_EVERY_MS[kind],
      run: () => settlement.run(kind),
      // Periods that closed while the platform was down are paid as soon as it is back.
      runAtStart: true,
    });
  await app.register(commissionsRoutes, { contracts: service, income });
}
