import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { NavLotteryGroup } from '../api/lottery-nav-calls';
import { GameListState } from './list-state';
import styles from './category-nav.module.css';

type Props = {
  /** The category's games by group; undefined until the lottery's menu has arrived. */
  groups: NavLotteryGroup[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Makes the group headings' ids unique per dropdown. */
  idPrefix: string;
};

/** A game's betting view: the address the lobby's "Bet now" opens. */
export const lotteryGamePath = (gameCode: string) =>
  `${paths.lottery}?gameCode=${encodeURIComponent(gameCode)}`;

/**
 * A lottery dropdown's games, grouped as the lottery's lobby groups them, each a link to its betting view;
 * the lobby's spinner until they arrive, a retry when they could not be loaded.
 */
export function LotteryNavGames({ groups, failed, onRetry, idPrefix }: Props) {
  if (!groups) return <GameListState loading error={failed} empty={false} onRetry={onRetry} />;
  return (
    <div className={styles.lotteryGroups}>
      {groups.map(({ group, name, games }) => (
        <div key={group} className={styles.lotteryGroup}>
          <p id={`${idPrefix}-${group}`} className={styles.groupName}>
            {name}
          </p>
          <ul className={styles.lotteryGames} aria-labelledby={`${idPrefix}-${group}`}>
            {games.map((game) => (
              <li key={game.gameCode}>
                <Link
                  to={lotteryGamePath(game.gameCode)}
                  className={styles.lotteryGame}
                  data-testid={`nav-game-${game.gameCode}`}
                >
                  {game.gameName}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
