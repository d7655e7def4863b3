import type { ConsolidatedInfo, ContractKind } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { consolidatedInfoQuery } from '../api/agent-calls';

/** Each contract kind's flag in the consolidated info. */
export const KIND_ENABLED: Record<ContractKind, keyof ConsolidatedInfo> = {
  dividend: 'dividendEnabled',
  daily: 'dailySalaryEnabled',
  hourly: 'hourSalaryEnabled',
  realtime: 'realTimeSalaryEnabled',
};

/** The kinds the consolidated info enables, in the menu's order (none until it has answered). */
export function enabledKinds(info: ConsolidatedInfo | undefined): ContractKind[] {
  if (!info) return [];
  return (Object.keys(KIND_ENABLED) as ContractKind[]).filter((kind) => info[KIND_ENABLED[kind]] === true);
}

export function useContractKinds(enabled = true) {
  const token = useSession((s) => s.token);
  const query = useQuery(consolidatedInfoQuery(token, enabled));
  return { info: query.data, kinds: enabledKinds(query.data), query };
}
