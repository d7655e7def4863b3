import { MessagesInbox } from '@/features/missions';

/** messageV2: the member's platform messages. */
export default function MessagesPage() {
  return <MessagesInbox />;
}
