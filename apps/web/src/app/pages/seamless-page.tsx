import { SeamlessGames } from '@/features/games/lobby';

/** /seamless: the in-house games, played on the main balance, and how to check them. */
export default function SeamlessPage() {
  return <SeamlessGames />;
}
