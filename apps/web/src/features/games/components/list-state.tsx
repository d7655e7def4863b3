import { RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import styles from './list-state.module.css';

type Props = {
  loading: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
  /** What an empty list says (the default: no game matches). */
  emptyText?: string;
};

/** A list's loading, failed and empty states. */
export function ListState({ loading, error, empty, onRetry, emptyText }: Props) {
  const { t } = useTranslation();
  if (error)
    return (
      <div className={styles.state} role="alert" data-testid="list-error">
        <TriangleAlert size={28} aria-hidden className={styles.danger} />
        <p>{t('lobby.loadFailed')}</p>
        <Button variant="subtle" onClick={onRetry}>
          <RefreshCw size={16} aria-hidden /> {t('lobby.retry')}
        </Button>
      </div>
    );
  if (loading) return <Spinner label={t('lobby.loading')} />;
  if (empty)
    return (
      <div className={styles.state} data-testid="list-empty">
        <SearchX size={28} aria-hidden />
        <p>{emptyText ?? t('lobby.empty')}</p>
      </div>
    );
  return null;
}
