import { ACCOUNT_TYPES, AGENT_ERRORS, minorToMajor, type TeamFigures } from '@platform/contracts';
import type { Actor, Brand } from '../../lib/context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isOn } from '../system/index.js';
import type { Figures } from './reports.repository.js';
import type { AgentMember, TeamRepository } from './team.repository.js';
import type { AgentTree } from './tree.repository.js';

/** The brand switch of the agent centre. */
export const AGENT_SWITCH = 'AGENTPOLICY3';

/** A type of account that is an agent of the brand (a trial account never is). */
export const isAgentType = (brand: Brand, type: number) =>
  type !== ACCOUNT_TYPES.trial && brand.settings.agentTypes.includes(type);

const agentOnly = () =>
  forbidden(AGENT_ERRORS.agentOnly, 'The agent centre is for agents of this site only.');

/** 404 for any id outside the caller's team: it never tells whether the id exists. */
export const notInTeam = (field = 'memberId') =>
  notFound(`${field}: no such member in your team.`, AGENT_ERRORS.agentNotInTeam);

/** The figures as the contracts show them (major units), with the members' profit and loss. */
export const figuresOut = (f: Figures): TeamFigures => ({
  deposits: minorToMajor(f.deposits),
  withdrawals: minorToMajor(f.withdrawals),
  validBet: minorToMajor(f.validBet),
  payout: minorToMajor(f.payout),
  bonus: minorToMajor(f.bonus),
  commission: minorToMajor(f.commission),
  profitLoss: minorToMajor(f.payout + f.bonus - f.validBet),
});

/** Who may use the agent centre, and which ids are theirs to name. */
export function createAgentAccess({ team, tree }: { team: Pick<TeamRepository, 'member'>; tree: AgentTree }) {
  return {
    /**
     * The caller as an agent: the brand's agent centre is on and the caller's account (read now, not as
     * it was at sign-in) is of one of the brand's agent types. 403 otherwise.
     */
    async agent(brand: Brand, actor: Actor): Promise<AgentMember> {
      if (!isOn(brand, AGENT_SWITCH) || actor.type === ACCOUNT_TYPES.trial) throw agentOnly();
      const member = await team.member(actor.memberId);
      if (!member || member.merchantId !== brand.id || !isAgentType(brand, member.type)) throw agentOnly();
      return member;
    },

    /**
     * Levels from the agent down to `memberId`, at least `minDepth` (0: the agent itself may be named).
     * Anyone else (another team, an upline, another brand, an id that does not exist) is 404.
     */
    async levelOf(agent: AgentMember, memberId: number, minDepth: 0 | 1, field?: string): Promise<number> {
      const depth = await tree.depth(agent.id, memberId);
      if (depth === null || depth < minDepth) throw notInTeam(field);
      return depth;
    },
  };
}
export type AgentAccess = ReturnType<typeof createAgentAccess>;
