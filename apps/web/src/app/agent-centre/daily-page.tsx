import { ContractsPage } from '@/features/agent';

/** The agent centre's daily contract page. */
export default function DailyPage() {
  return <ContractsPage kind="daily" />;
}
