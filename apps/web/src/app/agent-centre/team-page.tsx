import { TeamManagement } from '@/features/agent';

/** The agent centre's team page. */
export default function TeamManagementPage() {
  return <TeamManagement />;
}
