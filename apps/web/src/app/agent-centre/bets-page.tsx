import { TeamBets } from '@/features/agent';

/** The agent centre's bets page. */
export default function TeamBetsPage() {
  return <TeamBets />;
}
