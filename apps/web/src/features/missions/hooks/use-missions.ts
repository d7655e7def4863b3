import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRIAL_ACCOUNT_TYPE, useSession } from '@/lib/session';
import { missionKeys, claimMission, missionSummaryQuery } from '../api/mission-calls';
import {
  deleteMessage,
  messageKeys,
  readAllMessages,
  readMessage,
  unreadCountQuery,
} from '../api/message-calls';

/** The missions of today and this week (no call for a visitor or a trial account). */
export function useMissionSummary() {
  const token = useSession((s) => s.token);
  const trial = useSession((s) => s.accountType === TRIAL_ACCOUNT_TYPE);
  return useQuery(missionSummaryQuery(token, !trial));
}

/** How many platform messages are unread (0 for a visitor). */
export function useUnreadCount(): number {
  const token = useSession((s) => s.token);
  return useQuery(unreadCountQuery(token)).data?.count ?? 0;
}

/**
 * Claims a mission; the missions and the messages (a message is posted) refresh, and `onPaid` lets the
 * page refresh what else shows the balance.
 */
export function useClaimMission(onPaid?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSuccess: () => onPaid?.(),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: missionKeys.all }),
        client.invalidateQueries({ queryKey: messageKeys.all }),
      ]);
    },
  });
}

/** Reading, reading all and deleting change the unread count wherever it shows. */
function useMessageChange<A, R>(run: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export const useReadMessage = () => useMessageChange(readMessage);
export const useReadAllMessages = () => useMessageChange(readAllMessages);
export const useDeleteMessage = () => useMessageChange(deleteMessage);
