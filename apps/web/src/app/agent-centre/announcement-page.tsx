import { AgentAnnouncements } from '@/features/agent';

/** The agent centre's announcement page. */
export default function AgentAnnouncementsPage() {
  return <AgentAnnouncements />;
}
