/**
 * Paths of the agent centre and the commission contracts (zod-free). Its error codes are in `./agent-
 * errors.ts`, apart, so that the first page, which imports every path, carries none of them.
 */
export const AGENT_PATHS = {
  /** Notices for agents (announcement type `AG`). */
  agentAnnouncements: '/wps/agent/announcements',
  /** Team overview for a period: the team's figures and a row per day. */
  agentOverview: '/wps/agent/overview',
  /** POST (encrypted): open a member or agent account directly under the caller. */
  agentAccounts: '/wps/agent/accounts',
  /** GET: the caller's affiliate links with their registrations; POST: a new link. */
  agentLinks: '/wps/agent/links',
  /** DELETE: a link of the caller's. */
  agentLink: '/wps/agent/links/:id',
  /** The caller's subtree, one level at a time (`parentId`), or a search by username within it. */
  agentTeam: '/wps/agent/team',
  /** POST (encrypted): money from the caller's main wallet to a direct downline's. */
  agentTransfer: '/wps/agent/transfers',
  /** The subtree's settled rounds, filtered, with totals. */
  agentBets: '/wps/agent/bets',
  /** Profit and loss per direct downline of `parentId` (the caller by default), subtrees rolled up. */
  agentProfit: '/wps/agent/profit',
  /** Deposits, withdrawals and transfers of the subtree. */
  agentTransactions: '/wps/agent/transactions',
  /** Dividends and salaries received and paid, with each settlement's calculation. */
  agentIncome: '/wps/agent/income',
  /** GET `?kind=`: the caller's contract of that kind, those it offered, and their settlements; POST: offer. */
  agentContracts: '/wps/agent/contracts',
  /** DELETE: the upline ends a contract it offered (offered or signed). */
  agentContract: '/wps/agent/contracts/:id',
  /** The downline answers a contract offered to it (SPEC's four calls): sign, reject or terminate. */
  processDividend: '/wps/relay/MCS2_processDividendReq',
  processDailySalary: '/wps/relay/MCS2_processDailySalContract',
  processHourSalary: '/wps/relay/MCS2_processContractHourSalary',
  processRealTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const;
