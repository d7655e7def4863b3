import type { GameItem } from '@platform/contracts';
import { useSystemStatus } from '@/lib/system';
import { useFavourites } from '../hooks/use-favourites';
import { useLaunchState } from '../hooks/launch-store';
import { demoKey, entryKey, gameEntry, useDemoLaunch } from '../hooks/use-launch-game';
import { GameCard, GameCardSkeleton } from './game-card';
import styles from './game-grid.module.css';

type Props = {
  games: readonly GameItem[];
  onPlay: (game: GameItem) => void;
  /** Smaller tiles (the pop-up list). */
  compact?: boolean;
  /** Larger tiles (the featured in-house games). */
  featured?: boolean;
  /** Tiles still to come while the first page loads. */
  loading?: boolean;
};

/**
 * Game tiles in a grid that reflows from seven columns on a desktop to two on a phone; a game with a demo
 * has its Demo button (fun credits, for anyone).
 */
export function GameGrid({ games, onPlay, compact, featured, loading }: Props) {
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  const favourites = useFavourites();
  const launching = useLaunchState((s) => s.launching);
  const demo = useDemoLaunch();
  const className = [styles.grid, compact ? styles.compact : '', featured ? styles.featured : '']
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={className} data-testid="game-grid">
      {games.map((game, i) => (
        <li key={game.id}>
          <GameCard
            game={game}
            currencySymbol={symbol}
            favourite={favourites.isFavourite(game)}
            onFavourite={() => favourites.toggle(game)}
            onPlay={() => onPlay(game)}
            launching={launching === entryKey(gameEntry(game))}
            onDemo={game.demo ? () => void demo(gameEntry(game)) : undefined}
            demoLaunching={launching === demoKey(gameEntry(game))}
            eager={i < 7}
          />
        </li>
      ))}
      {loading
        ? Array.from({ length: 7 }, (_, i) => (
            <li key={`skeleton-${i}`}>
              <GameCardSkeleton />
            </li>
          ))
        : null}
    </ul>
  );
}
