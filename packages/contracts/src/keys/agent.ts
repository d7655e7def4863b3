/** Paths and error codes of the agent centre and the commission contracts (zod-free). */
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
  // Operator API
  adminAgents: '/admin/agents',
  adminAgentMove: '/admin/members/:id/upline',
  adminAgentUnfreeze: '/admin/agents/:id/unfreeze',
  /** GET: an agent's contracts, given (as upline) and held (as downline); GET `adminAgents` lists agents. */
  adminAgentContractsOf: '/admin/agents/:id/contracts',
  adminAgentContracts: '/admin/agent-contracts',
  adminAgentContract: '/admin/agent-contracts/:id',
  adminAgentSettlements: '/admin/agent-settlements',
  adminAgentSettlementRun: '/admin/agent-settlements/run',
} as const;

/** Error codes (translated as `errors.<code with _ for .>` in every language). */
export const AGENT_ERRORS = {
  /** The caller is not an agent of the brand, or the brand's agent feature is off: 403. */
  agentOnly: 'agent.only',
  /** An id that is not in the caller's subtree (or not a direct downline where one is needed): 404. */
  agentNotInTeam: 'agent.not.in.team',
  /** A period longer than the agent centre allows, or backwards: 400. */
  agentPeriodInvalid: 'agent.period.invalid',
  agentLinkNotFound: 'agent.link.not.found',
  /** Transfers go to a direct downline only. */
  agentTransferNotDirect: 'agent.transfer.not.direct',
  agentTransferBelowMin: 'agent.transfer.below.min',
  agentTransferAboveMax: 'agent.transfer.above.max',
  /** The account is frozen for an unpaid dividend: no bets, withdrawals or transfers. */
  agentFrozen: 'agent.frozen',
  /** The kind's switch is off or the consolidated info does not enable it for this agent: 403. */
  contractKindOff: 'contract.kind.off',
  contractNotFound: 'contract.not.found',
  /** A rate above the upline's own contract of the same kind (or the upline has none). */
  contractRateAboveUpline: 'contract.rate.above.upline',
  /** The downline already has a live (offered or signed) contract of this kind. */
  contractExists: 'contract.exists',
  /** Sign or reject needs an offered contract; terminate a signed one. */
  contractStateInvalid: 'contract.state.invalid',
  /** Tiers must rise in threshold and not fall in rate. */
  contractTiersInvalid: 'contract.tiers.invalid',
  /** A member moved under its own downline. */
  agentTreeCycle: 'agent.tree.cycle',
} as const;
