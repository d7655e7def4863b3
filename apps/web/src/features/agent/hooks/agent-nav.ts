import { TRIAL_ACCOUNT_TYPE } from '@/lib/session';
import { create } from 'zustand';

/** The agent centre's pages (SPEC section 2), in the menu's order; the team overview is the default. */
export const AGENT_PAGES = [
  'announcement',
  'overview',
  'registration',
  'team',
  'bets',
  'profit',
  'income',
  'transactions',
  'dividend',
  'daily',
  'hourly',
  'realtime',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];
export const DEFAULT_AGENT_PAGE: AgentPage = 'overview';

type AgentNav = {
  /** The page asked for; null opens the default page. */
  page: AgentPage | null;
  /** A downline whose contract the contract page shows first (from the team's "View contract"). */
  focusMember: number | null;
  setPage: (page: AgentPage | null, focusMember?: number | null) => void;
};

/** Which agent-centre page is open (kept across openings of the centre while the page is loaded). */
export const useAgentNav = create<AgentNav>((set) => ({
  page: null,
  focusMember: null,
  setPage: (page, focusMember = null) => set({ page, focusMember }),
}));

/**
 * Whether an account may open the agent centre: the brand's agent switch (AGENTPOLICY3) is on and the
 * account's type is one of the brand's agent types; a trial account never is.
 */
export function isAgentAccount(
  type: number | null | undefined,
  agentTypes: readonly number[],
  policyOn: boolean,
): boolean {
  if (!policyOn || type === null || type === undefined || type === TRIAL_ACCOUNT_TYPE) return false;
  return agentTypes.includes(type);
}
