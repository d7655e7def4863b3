import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announce } from '@/lib/data-changes';
import { claimReward, drawRaffle, rewardKeys } from '../api/reward-calls';

/** Claiming and drawing move money: the reward centre is read again and the site is told (the balance). */
function useMoneyMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      announce('money');
      await client.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });
}

export const useClaimReward = () => useMoneyMutation(claimReward);
export const useDrawRaffle = () => useMoneyMutation(drawRaffle);
