import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import {
  deleteMessage,
  messageKeys,
  readAllMessages,
  readMessage,
  unreadCountQuery,
} from '../api/message-calls';

/** How many platform messages are unread (0 for a visitor). */
export function useUnreadCount(): number {
  const token = useSession((s) => s.token);
  return useQuery(unreadCountQuery(token)).data?.count ?? 0;
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
