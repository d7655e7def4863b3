import type { GameCategory } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { lanesQuery } from '../api/catalogue-calls';
import { useLaunchGame } from '../hooks/use-launch-game';
import { GameLobby } from './game-lobby';
import { GameListState } from './list-state';
import { VendorCards } from './vendor-cards';
import styles from './category-games.module.css';

/**
 * The games page of a category without a slot-style lobby (live casino, sports, e-sports; SPEC section 2:
 * one page, parameter game): the category's vendors as cards that launch, and for the live casino the
 * tables of its vendors as a grid like the lobby's.
 */
export function CategoryGames({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const lanes = useQuery(lanesQuery(language, category, token));
  const launch = useLaunchGame();
  const lane = lanes.data?.find((l) => l.gameClassify === category);
  const cards = lane?.cards ?? [];

  return (
    <div className={styles.page} data-testid={`games-${category}`}>
      <header className={styles.header}>
        <h1>{lane?.title ?? t(`nav.${category}`)}</h1>
        <p>{t(`lobby.lead_${category as 'LIVE' | 'SPORTS' | 'ESPORTS'}`)}</p>
      </header>
      <section aria-labelledby="vendors-title" className={styles.section}>
        <h2 id="vendors-title" className={styles.sectionTitle}>
          {t('lobby.providers')}
        </h2>
        {cards.length ? (
          <VendorCards cards={cards} onLaunch={(entry) => void launch(entry)} />
        ) : (
          <GameListState
            loading={lanes.isPending}
            error={lanes.isError}
            empty={lanes.isSuccess}
            emptyText={t('lobby.noProviders')}
            onRetry={() => void lanes.refetch()}
          />
        )}
      </section>
      {category === 'LIVE' ? (
        <section aria-labelledby="tables-title" className={styles.section}>
          <h2 id="tables-title" className={styles.sectionTitle}>
            {t('lobby.liveTables')}
          </h2>
          <GameLobby category="LIVE" filters={false} />
        </section>
      ) : null}
    </div>
  );
}
