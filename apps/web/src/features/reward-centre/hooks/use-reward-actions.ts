import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimReward, drawRaffle } from '../api/reward-calls';

/** Claiming and drawing move money: every query is refreshed (rewards, bonuses, the balance). */
function useMoneyMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries() });
}

export const useClaimReward = () => useMoneyMutation(claimReward);
export const useDrawRaffle = () => useMoneyMutation(drawRaffle);
