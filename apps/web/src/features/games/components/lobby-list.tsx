import type { GameItem } from '@platform/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import {
  favouritesQuery,
  gameListQuery,
  hotGamesQuery,
  recentGamesQuery,
  type GameFilters,
} from '../api/catalogue-calls';
import { matchesFilters, type LobbyTab } from '../hooks/lobby-filters';
import { useSentinel } from '../hooks/use-sentinel';
import { GameGrid } from './game-grid';
import { GameListState } from './list-state';
import styles from './lobby.module.css';

type Props = {
  tab: LobbyTab;
  filters: GameFilters;
  onPlay: (game: GameItem) => void;
};

/**
 * One list of a lobby. "All" asks the server with every filter, page 1 first and the next pages as the
 * player scrolls; "hot" is one cached list without paging; "saved" and "recent" page like "all" and the
 * filters the server does not take are applied here. Mounted afresh (keyed by tab and filters) whenever
 * one of them changes, and only the shown list is asked for, so a new list always starts from page 1.
 */
export function LobbyList({ tab, filters, onPlay }: Props) {
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const { gameType, vendor } = filters;
  if (tab === 'hot') return <HotList filters={filters} onPlay={onPlay} />;
  const query =
    tab === 'saved'
      ? favouritesQuery(language, gameType, token)
      : tab === 'recent'
        ? recentGamesQuery(language, gameType, vendor, token)
        : gameListQuery(language, filters, token);
  return <PagedList tab={tab} query={query} filters={filters} onPlay={onPlay} />;
}

function HotList({ filters, onPlay }: Omit<Props, 'tab'>) {
  const language = useLanguage();
  const token = useSession((s) => s.token);
  const hot = useQuery(hotGamesQuery(language, filters.gameType, filters.vendor, token));
  const games = (hot.data ?? []).filter((g) => matchesFilters(g, filters));
  return (
    <div data-testid="list-hot">
      {games.length ? (
        <GameGrid games={games} onPlay={onPlay} />
      ) : (
        <GameListState
          loading={hot.isPending}
          error={hot.isError}
          empty={hot.isSuccess}
          onRetry={() => void hot.refetch()}
        />
      )}
    </div>
  );
}

function PagedList({ tab, query, filters, onPlay }: Props & { query: ReturnType<typeof gameListQuery> }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(query);
  const pages = list.data?.pages ?? [];
  const loaded = pages.flatMap((p) => p.games);
  // The server filtered "all"; saved and recent games are filtered here.
  const games = tab === 'all' ? loaded : loaded.filter((g) => matchesFilters(g, filters));
  const more = list.hasNextPage && !list.isFetchingNextPage && !list.isError;
  const sentinel = useSentinel<HTMLDivElement>(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, more);
  const total = tab === 'all' ? pages[0]?.totalCount : undefined;

  return (
    <div data-testid={`list-${tab}`}>
      {total !== undefined ? (
        <p className={styles.count} aria-live="polite" data-testid="list-count">
          {t('lobby.count', { count: total })}
        </p>
      ) : null}
      {games.length ? (
        <GameGrid games={games} onPlay={onPlay} loading={list.isFetchingNextPage} />
      ) : (
        <GameListState
          loading={list.isPending || list.isFetchingNextPage}
          error={list.isError && !pages.length}
          empty={list.isSuccess && !list.hasNextPage}
          onRetry={() => void list.refetch()}
          emptyText={
            tab === 'saved' ? t('lobby.emptySaved') : tab === 'recent' ? t('lobby.emptyRecent') : undefined
          }
        />
      )}
      <div ref={sentinel} className={styles.sentinel} aria-hidden data-testid="sentinel" />
      {list.isFetchingNextPage ? (
        <p className={styles.more} role="status">
          <Loader2 size={16} aria-hidden className={styles.spin} /> {t('lobby.loadingMore')}
        </p>
      ) : list.isError && pages.length ? (
        <GameListState loading={false} error empty={false} onRetry={() => void list.fetchNextPage()} />
      ) : games.length && !list.hasNextPage && pages.length > 1 ? (
        <p className={styles.end}>{t('lobby.end')}</p>
      ) : null}
    </div>
  );
}
