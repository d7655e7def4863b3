import {
  API,
  MESSAGE_PAGE_SIZE,
  type MessageDetail,
  type MessageList,
  type MessagesChanged,
  type UnreadCount,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const messageKeys = {
  all: ['messages'] as const,
  unread: (token: string | null) => ['messages', 'unread', token] as const,
  list: (token: string | null, pageNo: number) => ['messages', 'list', token, pageNo] as const,
};

export const unreadCountQuery = (token: string | null) =>
  queryOptions({
    queryKey: messageKeys.unread(token),
    queryFn: () => call<UnreadCount>(API.messageUnreadCount),
    staleTime: 30_000,
    refetchInterval: 60_000,
    enabled: token !== null,
  });

export const messageListQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: messageKeys.list(token, pageNo),
    queryFn: () => call<MessageList>(API.messageList, { query: { pageNo, pageSize: MESSAGE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled: token !== null,
  });

export const readMessage = (id: number) =>
  call<MessageDetail>(API.messageRead, { method: 'POST', body: { id } });
export const readAllMessages = () => call<MessagesChanged>(API.messageReadAll, { method: 'POST' });
export const deleteMessage = (id: number) =>
  call<MessagesChanged>(API.messageDelete, { method: 'POST', body: { id } });
