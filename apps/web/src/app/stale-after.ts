import type { QueryKey } from '@tanstack/react-query';
import { agentKeys } from '@/features/agent/api/agent-calls';
import { depositKeys } from '@/features/deposit/api/deposit-calls';
import { memberKeys } from '@/features/member/api/member-calls';
import { messageKeys } from '@/features/messages/api/message-calls';
import { pointKeys } from '@/features/points/api/point-shop-calls';
import { recordKeys } from '@/features/records/api/record-calls';
import { rewardKeys } from '@/features/reward-centre/api/reward-calls';
import { walletKeys } from '@/features/wallet/api/wallet-calls';
import { withdrawKeys } from '@/features/withdraw/api/withdraw-calls';
import type { DataChange } from '@/lib/data-changes';

/** The queries each kind of change makes stale, from the features' own key factories. */
export function staleAfter(change: DataChange, token: string | null): QueryKey[] {
  if (change === 'member') return [memberKeys.all(token)];
  return [
    memberKeys.balance(token),
    walletKeys.all(token),
    recordKeys.all,
    withdrawKeys.all,
    depositKeys.all,
    pointKeys.all,
    // An agent's team reports show balances and money movements.
    agentKeys.all,
    rewardKeys.all,
    // Money that moves tells the member so in a message.
    messageKeys.all,
  ];
}
