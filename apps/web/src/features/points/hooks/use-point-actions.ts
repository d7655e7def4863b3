import type { ConvertRequest, RedeemRequest } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { convertPoints, pointKeys, redeemReward } from '../api/point-shop-calls';

/**
 * Redeem and convert. Afterwards every points query (balance, detail, history, the items' stock) is
 * fetched again, and `onMoneyChanged` lets the page refresh the wallet balance it shows elsewhere.
 */
export function usePointActions(onMoneyChanged?: () => void) {
  const client = useQueryClient();
  const settled = () => {
    void client.invalidateQueries({ queryKey: pointKeys.all });
    onMoneyChanged?.();
  };
  const redeem = useMutation({
    mutationFn: (body: RedeemRequest) => redeemReward(body),
    onSuccess: settled,
  });
  const convert = useMutation({
    mutationFn: (body: ConvertRequest) => convertPoints(body),
    onSuccess: settled,
  });
  return { redeem, convert };
}
