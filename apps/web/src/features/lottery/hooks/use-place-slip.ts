import type { LotteryPlace, LotteryPlaced } from '@platform/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announce } from '@/lib/data-changes';
import { useRequestId } from '@/lib/request-id';
import { useSession } from '@/lib/session';
import { cancelChase, lotteryKeys, placeSlip } from '../api/lottery-calls';

/**
 * Places a slip: one request id per slip (a retry after a lost answer places it once), then the member's
 * bets and, through `announce('money')`, the balance refresh.
 */
export function usePlaceSlip() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  const requestId = useRequestId();
  const mutation = useMutation({
    mutationFn: placeSlip,
    onSuccess: () => {
      announce('money');
      void client.invalidateQueries({ queryKey: lotteryKeys.bets(token) });
    },
  });
  const place = (
    slip: Omit<LotteryPlace, 'requestId'>,
    done: { onPlaced: (placed: LotteryPlaced) => void; onRefused: (error: unknown) => void },
  ) =>
    mutation.mutate(
      { ...slip, requestId: requestId.idFor(slip) },
      {
        onSuccess: (placed) => {
          requestId.settled();
          done.onPlaced(placed);
        },
        onError: (error) => {
          requestId.settled(error);
          done.onRefused(error);
        },
      },
    );
  return { place, placing: mutation.isPending };
}

/** Cancels what is left of a chase (each bet refunded), then refreshes the bets and the balance. */
export function useCancelChase() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: cancelChase,
    onSuccess: () => {
      announce('money');
      void client.invalidateQueries({ queryKey: lotteryKeys.bets(token) });
    },
  });
}
