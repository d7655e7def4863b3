import { ADMIN_REPORTS_PATHS as PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.js';
import type { Role } from '../roles.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { createMoneyReports } from './money.repository.js';
import { createPlayReports } from './play.repository.js';
import { adminReportsRoutesOf } from './reports.routes.js';
import { createReportsService } from './reports.service.js';

const call = (method: 'GET', path: string) => `${method} ${path}`;
/** Every role reads the dashboard and players' profit and loss; support reads no other report. */
const READERS: readonly Role[] = ['owner', 'finance', 'support', 'viewer'];
const REPORT_READERS: readonly Role[] = ['owner', 'finance', 'viewer'];

/** Who may make each call of this area (merged into the role matrix, roles.ts). */
export const REPORTS_ROLES: Readonly<Record<string, readonly Role[]>> = {
  [call('GET', PATHS.adminReportsDashboard)]: READERS,
  [call('GET', PATHS.adminReportsPlayers)]: READERS,
  [call('GET', PATHS.adminReportsPlayersCsv)]: READERS,
  [call('GET', PATHS.adminReportsGgrVendors)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsGgrVendorsCsv)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsGgrGames)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsGgrGamesCsv)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsGgrDays)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsGgrDaysCsv)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsPayments)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsPaymentsCsv)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsBonuses)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsBonusesCsv)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsCommissions)]: REPORT_READERS,
  [call('GET', PATHS.adminReportsCommissionsCsv)]: REPORT_READERS,
};

/** The back office's reports calls, inside the operator session scope (the role matrix is checked before). */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const reports = createReportsService({
    play: createPlayReports(deps.db),
    money: createMoneyReports(deps.db),
    dashboard: createDashboardRepository(deps.db),
    now: deps.now,
  });
  await app.register(adminReportsRoutesOf(reports));
};
