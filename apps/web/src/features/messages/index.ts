// Platform messages: the member's inbox, its unread count, reading and deleting (member centre).
export { MessagesInbox } from './components/messages-inbox';
export { useUnreadCount } from './hooks/use-messages';
export { messageKeys } from './api/message-calls';
