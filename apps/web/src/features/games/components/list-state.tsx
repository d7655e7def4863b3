import { useTranslation } from 'react-i18next';
import { ListState } from '@/components/ui/list-state';
import { Spinner } from '@/components/ui/spinner';

type Props = {
  loading: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
  /** What an empty list says (the default: no game matches). */
  emptyText?: string;
};

/** A game list's state from its query: the spinner of the lobby while loading, else the shared states. */
export function GameListState({ loading, error, empty, onRetry, emptyText }: Props) {
  const { t } = useTranslation();
  if (error)
    return (
      <ListState
        kind="error"
        title={t('lobby.loadFailed')}
        onRetry={onRetry}
        retryLabel={t('lobby.retry')}
        testId="list-error"
      />
    );
  if (loading) return <Spinner label={t('lobby.loading')} />;
  if (empty) return <ListState kind="empty" title={emptyText ?? t('lobby.empty')} testId="list-empty" />;
  return null;
}
