import {
  ADMIN_API,
  ERROR_CODES,
  OPERATOR_ROLES,
  type OperatorRoleName,
  SPORTSBOOK_PATHS,
} from '@platform/contracts';
import type { Brand } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';
import { BRAND_ROLES } from './brand/index.js';
import { CONTENT_ROLES } from './content/index.js';
import { GAMES_ROLES } from './games/index.js';
import { MEMBERS_ROLES } from './members/index.js';
import { REPORTS_ROLES } from './reports/index.js';
import { REWARDS_ROLES } from './rewards/index.js';

export type Role = OperatorRoleName;

const EVERY_ROLE: readonly Role[] = OPERATOR_ROLES;
const OWNER: readonly Role[] = ['owner'];
const OWNER_FINANCE: readonly Role[] = ['owner', 'finance'];
const OWNER_SUPPORT: readonly Role[] = ['owner', 'support'];
/** Roles that decide in some queue; each queue then names its own (viewers never decide). */
const QUEUE_DECIDERS: readonly Role[] = ['owner', 'finance', 'support'];

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string) => `${method} ${path}`;

/**
 * Who may make each operator call (decision record 049): every route of the operator session scope has
 * one entry, checked in one place (the scope's hook) before the route runs. A route without an entry is
 * refused for every role. The login calls (`session/login`, `session/totp`) are outside the session scope.
 */
export const ROLE_MATRIX: Readonly<Record<string, readonly Role[]>> = {
  // The operator's own session.
  [call('DELETE', ADMIN_API.adminLogout)]: EVERY_ROLE,
  [call('GET', ADMIN_API.adminMe)]: EVERY_ROLE,
  [call('POST', ADMIN_API.adminLogoutAll)]: EVERY_ROLE,
  [call('POST', ADMIN_API.adminTotpSetup)]: EVERY_ROLE,
  [call('POST', ADMIN_API.adminTotpEnable)]: EVERY_ROLE,
  // Queues, messages, legal documents, the audit trail.
  [call('GET', ADMIN_API.adminQueues)]: EVERY_ROLE,
  [call('GET', ADMIN_API.adminQueue)]: EVERY_ROLE,
  [call('POST', ADMIN_API.adminApprove)]: QUEUE_DECIDERS,
  [call('POST', ADMIN_API.adminReject)]: QUEUE_DECIDERS,
  [call('POST', ADMIN_API.adminMessages)]: OWNER_SUPPORT,
  [call('PUT', ADMIN_API.adminLegalDocument)]: OWNER,
  [call('GET', ADMIN_API.adminAudit)]: OWNER,
  // Operators of the brand.
  [call('GET', ADMIN_API.adminOperators)]: OWNER,
  [call('POST', ADMIN_API.adminOperators)]: OWNER,
  [call('PATCH', ADMIN_API.adminOperator)]: OWNER,
  [call('POST', ADMIN_API.adminOperatorPassword)]: OWNER,
  [call('POST', ADMIN_API.adminOperatorTotpReset)]: OWNER,
  // The agent business.
  [call('GET', ADMIN_API.adminAgents)]: EVERY_ROLE,
  [call('POST', ADMIN_API.adminAgents)]: OWNER_FINANCE,
  [call('GET', ADMIN_API.adminAgentContractsOf)]: EVERY_ROLE,
  [call('PUT', ADMIN_API.adminAgentMove)]: OWNER_FINANCE,
  [call('POST', ADMIN_API.adminAgentContracts)]: OWNER_FINANCE,
  [call('DELETE', ADMIN_API.adminAgentContract)]: OWNER_FINANCE,
  [call('GET', ADMIN_API.adminAgentSettlements)]: EVERY_ROLE,
  [call('POST', ADMIN_API.adminAgentSettlementRun)]: OWNER_FINANCE,
  [call('POST', ADMIN_API.adminAgentUnfreeze)]: OWNER_FINANCE,
  // The lottery.
  [call('GET', ADMIN_API.adminLotteryNumeros)]: EVERY_ROLE,
  [call('PUT', ADMIN_API.adminLotteryResult)]: OWNER_FINANCE,
  [call('POST', ADMIN_API.adminLotteryCorrection)]: OWNER_FINANCE,
  [call('POST', ADMIN_API.adminLotteryCancel)]: OWNER_FINANCE,
  // The sportsbook.
  [call('GET', SPORTSBOOK_PATHS.adminFixtures)]: EVERY_ROLE,
  [call('POST', SPORTSBOOK_PATHS.adminFixtures)]: OWNER_FINANCE,
  [call('PUT', SPORTSBOOK_PATHS.adminResult)]: OWNER_FINANCE,
  [call('POST', SPORTSBOOK_PATHS.adminCorrection)]: OWNER_FINANCE,
  [call('POST', SPORTSBOOK_PATHS.adminSuspend)]: OWNER_FINANCE,
  [call('POST', SPORTSBOOK_PATHS.adminReopen)]: OWNER_FINANCE,
  // Responsible gaming.
  [call('GET', ADMIN_API.adminMemberResponsible)]: EVERY_ROLE,
  [call('POST', ADMIN_API.adminMemberExclusions)]: OWNER_SUPPORT,
  [call('DELETE', ADMIN_API.adminMemberExclusion)]: OWNER_SUPPORT,
  // The back office's areas, each with its own table.
  ...MEMBERS_ROLES,
  ...REPORTS_ROLES,
  ...CONTENT_ROLES,
  ...BRAND_ROLES,
  ...REWARDS_ROLES,
  ...GAMES_ROLES,
};

/** Every call routed in the operator session scope (filled as the routes register; the tests compare). */
export const SESSION_CALLS = new Set<string>();

/** The calls a session may make while its operator still has to set up the required authenticator. */
const DURING_TOTP_SETUP = new Set([
  call('GET', ADMIN_API.adminMe),
  call('DELETE', ADMIN_API.adminLogout),
  call('POST', ADMIN_API.adminTotpSetup),
  call('POST', ADMIN_API.adminTotpEnable),
]);

/** The matrix key of a routed call (`HEAD` is answered by the `GET` route). */
export const callKey = (method: string, routeUrl: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${routeUrl}`;

/** Roles a call allows; none for a call the matrix does not name. */
export const rolesOf = (method: string, routeUrl: string): readonly Role[] =>
  ROLE_MATRIX[callKey(method, routeUrl)] ?? [];

/** Roles that must log in with an authenticator code, per brand (`settings.operators.totpRequiredRoles`). */
export const DEFAULT_TOTP_REQUIRED_ROLES: readonly Role[] = ['owner', 'finance'];

type OperatorsSetting = { operators?: { totpRequiredRoles?: readonly Role[] } };

export function totpRequiredRoles(brand: Brand): readonly Role[] {
  const configured = (brand.settings as OperatorsSetting).operators?.totpRequiredRoles;
  return Array.isArray(configured) ? configured : DEFAULT_TOTP_REQUIRED_ROLES;
}

/** The role requires an authenticator on this brand and the operator has none enabled yet. */
export const totpSetupRequired = (brand: Brand, role: Role, totpEnabled: boolean) =>
  !totpEnabled && totpRequiredRoles(brand).includes(role);

/**
 * The one check of every operator call: the role must be named by the call's matrix entry, and an
 * operator who owes the brand an authenticator may only set it up. Refusals are 403 `forbidden`.
 */
export function checkCall(
  brand: Brand,
  operator: { role: Role; totpEnabled: boolean },
  method: string,
  routeUrl: string,
): void {
  const key = callKey(method, routeUrl);
  if (totpSetupRequired(brand, operator.role, operator.totpEnabled) && !DURING_TOTP_SETUP.has(key)) {
    throw forbidden(
      ERROR_CODES.forbidden,
      `The ${operator.role} role must set up an authenticator first (POST ${ADMIN_API.adminTotpSetup}, then ${ADMIN_API.adminTotpEnable}).`,
    );
  }
  if (!rolesOf(method, routeUrl).includes(operator.role)) {
    throw forbidden(ERROR_CODES.forbidden, `The ${operator.role} role may not call ${key}.`);
  }
}
