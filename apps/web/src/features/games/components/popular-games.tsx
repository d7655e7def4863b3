import { useQuery } from '@tanstack/react-query';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/components/ui/list-state';
import { useLanguage } from '@/lib/i18n';
import { useSystemStatus } from '@/lib/system';
import { popularGamesQuery } from '../api/catalogue-calls';
import { gameEntry, useLaunchGame } from '../hooks/use-launch-game';
import { GameGrid } from './game-grid';
import { JackpotCounter } from './jackpot-counter';
import styles from './popular-games.module.css';

/** Two rows of seven tiles on a desktop. */
export const HOME_POPULAR_COUNT = 14;

/**
 * The home's games: the jackpot, then the games most played on the site in the last 7 days (from the
 * settled rounds; the brand's hot games until there are any), each launched like in the lobbies.
 */
export default function PopularGames() {
  const { t } = useTranslation();
  const language = useLanguage();
  const symbol = useSystemStatus().data?.info.brand.currencySymbol ?? 'P';
  const popular = useQuery(popularGamesQuery(language, HOME_POPULAR_COUNT));
  const launch = useLaunchGame();
  const games = popular.data?.list ?? [];
  return (
    <div className={styles.popular} data-testid="popular-games">
      <JackpotCounter currencySymbol={symbol} />
      <div className={styles.head}>
        <h2 id="popular-title" className={styles.title}>
          <Flame size={22} aria-hidden /> {t('home.popularTitle')}
        </h2>
        {popular.data ? (
          <p className={styles.lead} data-testid="popular-source">
            {t(popular.data.source === 'rounds' ? 'home.popularFromRounds' : 'home.popularHot')}
          </p>
        ) : null}
      </div>
      {popular.isError ? (
        <ListState kind="error" message={t('home.popularFailed')} onRetry={() => void popular.refetch()} />
      ) : popular.data && games.length === 0 ? (
        <ListState kind="empty" title={t('home.popularNone')} />
      ) : (
        <GameGrid games={games} loading={popular.isPending} onPlay={(game) => void launch(gameEntry(game))} />
      )}
    </div>
  );
}
