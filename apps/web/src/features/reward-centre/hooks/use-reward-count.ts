import { useQuery } from '@tanstack/react-query';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { rewardSummaryQuery } from '../api/reward-calls';

/** Rewards the member can claim plus raffles they can draw now (0 for a visitor or a trial account). */
export function useRewardCount(): number {
  const token = useSession((s) => s.token);
  const trial = useSession((s) => s.accountType === TRIAL_ACCOUNT_TYPE);
  return useQuery(rewardSummaryQuery(token, !trial)).data?.available ?? 0;
}
