import { TeamTransactions } from '@/features/agent';

/** The agent centre's transactions page. */
export default function TeamTransactionsPage() {
  return <TeamTransactions />;
}
