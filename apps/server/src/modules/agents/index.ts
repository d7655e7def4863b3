import type { FastifyInstance } from 'fastify';
import { createAgentNotices, createContentRepository } from '../content/index.js';
import { createMembersRepository } from '../members/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { createRecordsRepository } from '../records/index.js';
import { createAccountsService } from './accounts.service.js';
import { createAgentAccess } from './access.js';
import { createActivityRepository } from './activity.repository.js';
import { createActivityService } from './activity.service.js';
import { agentsRoutes } from './agents.routes.js';
import { createLinksRepository } from './links.repository.js';
import { createReportsRepository } from './reports.repository.js';
import { createRollupRepository } from './rollup.repository.js';
import { rollUpClosedDays, TEAM_ROLLUP_EVERY_MS, TEAM_ROLLUP_JOB } from './rollup.js';
import { createReportsService } from './reports.service.js';
import { createTeamRepository } from './team.repository.js';
import { createTransferService } from './transfer.service.js';
import { createAgentTree } from './tree.repository.js';

export { createAgentTree, type AgentTree, type TreeStep } from './tree.repository.js';
export { createDailyFigures, type DailyFigures, type DailyRow } from './daily.repository.js';
export { AGENT_SWITCH, isAgentType } from './access.js';
export { resolvePeriod, mondayOf } from './period.js';
export { agentSettingsOf, DEFAULT_AGENT_SETTINGS, type AgentSettings } from './settings.js';
export { AGENT_TRANSFER_KIND } from './transfer.service.js';
export { TEAM_ROLLUP_JOB } from './rollup.js';

/**
 * The agent centre (SPEC section 2): the team's overview, profit and loss, members, rounds and money
 * movements, accounts and affiliate links, transfers to direct downlines, notices for agents.
 */
export async function registerAgents(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const tree = createAgentTree(deps.db);
  const team = createTeamRepository(deps.db);
  const access = createAgentAccess({ team, tree });
  const reports = createReportsService({
    access,
    tree,
    reports: createReportsRepository(deps.db),
    team,
    now: deps.now,
  });
  const activity = createActivityService({
    access,
    activity: createActivityRepository(deps.db),
    vendors: createRecordsRepository(deps.db),
    notices: createAgentNotices({ repo: createContentRepository(deps.db), now: deps.now }),
    now: deps.now,
  });
  const accounts = createAccountsService({
    db: deps.db,
    access,
    links: createLinksRepository(deps.db),
    members: createMembersRepository(deps.db),
    audit: deps.audit,
    inbox: deps.inbox,
    now: deps.now,
  });
  const transfers = createTransferService({
    db: deps.db,
    ledger: deps.ledger,
    access,
    team,
    paymentPassword: deps.paymentPassword,
    bonusLock: deps.bonusLock,
    inbox: deps.inbox,
    audit: deps.audit,
    responsible: deps.responsible,
  });
  const rollups = createRollupRepository(deps.db);
  deps.scheduler.register({
    name: TEAM_ROLLUP_JOB,
    everyMs: TEAM_ROLLUP_EVERY_MS,
    run: () => rollUpClosedDays(rollups, deps.now),
    runAtStart: true,
  });
  await app.register(agentsRoutes, { reports, activity, accounts, transfers });
}
