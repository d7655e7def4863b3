/**
 * The operator API's own paths (`/admin/...`, decision record 016), kept out of `API` so the player site
 * carries none of them. Its error codes are in `./admin-errors.ts`.
 */
export const ADMIN_API = {
  adminLogin: '/admin/session/login',
  adminLogout: '/admin/session/logout',
  adminMe: '/admin/session/me',
  adminLogoutAll: '/admin/session/logout-all',
  adminTotpSetup: '/admin/session/totp/setup',
  adminTotpEnable: '/admin/session/totp/enable',
  adminTotpLogin: '/admin/session/totp',
  adminOperators: '/admin/operators',
  adminOperator: '/admin/operators/:id',
  adminOperatorPassword: '/admin/operators/:id/password',
  adminOperatorTotpReset: '/admin/operators/:id/totp/reset',
  adminQueues: '/admin/queues',
  adminQueue: '/admin/queues/:queue',
  adminApprove: '/admin/queues/:queue/:id/approve',
  adminReject: '/admin/queues/:queue/:id/reject',
  adminMessages: '/admin/messages',
  adminAudit: '/admin/audit',
  // Agents and their contracts
  adminAgents: '/admin/agents',
  adminAgentMove: '/admin/members/:id/upline',
  adminAgentUnfreeze: '/admin/agents/:id/unfreeze',
  /** GET: an agent's contracts, given (as upline) and held (as downline); GET `adminAgents` lists agents. */
  adminAgentContractsOf: '/admin/agents/:id/contracts',
  adminAgentContracts: '/admin/agent-contracts',
  adminAgentContract: '/admin/agent-contracts/:id',
  adminAgentSettlements: '/admin/agent-settlements',
  adminAgentSettlementRun: '/admin/agent-settlements/run',
  // Legal documents
  /** An operator replaces a legal document (operator API). */
  adminLegalDocument: '/admin/legal/:kind',
  // Lottery draws
  /** Operators: the brand's numeros, newest draw first (filter by game and status). */
  adminLotteryNumeros: '/admin/lottery/numeros',
  /** Operators (PUT): a feed game's result, entered once its draw time has passed. */
  adminLotteryResult: '/admin/lottery/numeros/:gameCode/:numero/result',
  /** Operators (POST): a drawn result corrected; its bets are settled again by the difference. */
  adminLotteryCorrection: '/admin/lottery/numeros/:gameCode/:numero/correction',
  /** Operators (POST): a numero not yet settled cancelled; every bet on it is refunded. */
  adminLotteryCancel: '/admin/lottery/numeros/:gameCode/:numero/cancel',
  // Responsible gaming
  /** Operator API: a member's limits, exclusions and their history. */
  adminMemberResponsible: '/admin/members/:id/responsible-gaming',
  /** Operator API: POST an operator's exclusion of a member. */
  adminMemberExclusions: '/admin/members/:id/exclusions',
  /** Operator API: DELETE (lift) an operator's exclusion; a member's own is never lifted by an operator. */
  adminMemberExclusion: '/admin/members/:id/exclusions/:exclusionId',
} as const;
