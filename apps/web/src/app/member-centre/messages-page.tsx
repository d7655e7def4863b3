import { MessagesInbox } from '@/features/messages';

/** messageV2: the member's platform messages. */
export default function MessagesPage() {
  return <MessagesInbox />;
}
