import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { missionKeys, claimMission, missionSummaryQuery } from '../api/mission-calls';

/** The missions of today and this week (no call for a visitor or a trial account). */
export function useMissionSummary() {
  const token = useSession((s) => s.token);
  const trial = useSession((s) => s.accountType === TRIAL_ACCOUNT_TYPE);
  return useQuery(missionSummaryQuery(token, !trial));
}

/**
 * Claims a mission; the missions refresh, and `onPaid` lets the page refresh what else the payment
 * changed (the balance, the message posted about it).
 */
export function useClaimMission(onPaid?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSuccess: () => onPaid?.(),
    onSettled: () => client.invalidateQueries({ queryKey: missionKeys.all }),
  });
}
