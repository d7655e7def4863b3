import { ContractsPage } from '@/features/agent';

/** The agent centre's hourly contract page. */
export default function HourlyPage() {
  return <ContractsPage kind="hourly" />;
}
