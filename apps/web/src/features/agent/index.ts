// The agent centre (SPEC section 2) and the commission contracts: its pages, the contract popup (mounted
// by the app shell), who may open it, and the key factory.
export { AgentAnnouncements } from './components/announcements';
export { TeamOverview } from './components/team-overview';
export { AccountRegistration } from './components/account-registration';
export { TeamManagement } from './components/team-management';
export { TeamBets } from './components/team-bets';
export { TeamProfit } from './components/team-profit';
export { MyIncome } from './components/my-income';
export { TeamTransactions } from './components/team-transactions';
export { ContractsPage } from './components/contracts-page';
export { ContractPopup } from './components/contract-popup';
export { agentKeys } from './api/agent-calls';
export {
  AGENT_PAGES,
  DEFAULT_AGENT_PAGE,
  isAgentAccount,
  useAgentNav,
  type AgentPage,
} from './hooks/agent-nav';
export { enabledKinds, useContractKinds } from './hooks/use-contract-kinds';
