import { ContractsPage } from '@/features/agent';

/** The agent centre's dividend contract page. */
export default function DividendPage() {
  return <ContractsPage kind="dividend" />;
}
