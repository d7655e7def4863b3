import { TeamOverview } from '@/features/agent';

/** The agent centre's overview page. */
export default function TeamOverviewPage() {
  return <TeamOverview />;
}
