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
