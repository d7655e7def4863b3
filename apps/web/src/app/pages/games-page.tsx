import type { GameCategory } from '@platform/contracts';
import { CategoryGames } from '@/features/games/lobby';

/** /live, /sports, /esports: one games page, the category its parameter (SPEC section 2). */
export default function GamesPage({
  category,
}: {
  category: Extract<GameCategory, 'LIVE' | 'SPORTS' | 'ESPORTS'>;
}) {
  return <CategoryGames key={category} category={category} />;
}
