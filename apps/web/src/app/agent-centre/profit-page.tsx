import { TeamProfit } from '@/features/agent';

/** The agent centre's profit page. */
export default function TeamProfitPage() {
  return <TeamProfit />;
}
