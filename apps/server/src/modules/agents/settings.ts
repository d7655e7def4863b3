import type { MerchantSettings } from '../../db/schema.js';

export type AgentSettings = NonNullable<MerchantSettings['agent']>;

/** A brand without its own agent settings gets these (major units; hours). */
export const DEFAULT_AGENT_SETTINGS: AgentSettings = {
  transferMin: 10,
  transferMax: 1_000_000,
  commissionGraceHours: 24,
};

export const agentSettingsOf = (settings: MerchantSettings | null | undefined): AgentSettings => ({
  ...DEFAULT_AGENT_SETTINGS,
  ...settings?.agent,
});
