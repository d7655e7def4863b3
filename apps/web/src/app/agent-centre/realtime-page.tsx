import { ContractsPage } from '@/features/agent';

/** The agent centre's realtime contract page. */
export default function RealtimePage() {
  return <ContractsPage kind="realtime" />;
}
