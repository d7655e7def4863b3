import { FbSports } from '@/features/games/lobby';

/** /fbsports: the FB sports book, or its state when it cannot open. */
export default function FbSportsPage() {
  return <FbSports />;
}
