import { useTranslation } from 'react-i18next';
import styles from './point-dialogs.module.css';

/** What a dialog's list shows instead of rows: loading, a refusal with a retry, or nothing yet. */
export function ListState({
  loading,
  error,
  empty,
  onRetry,
}: {
  loading?: boolean;
  error?: string;
  empty?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (loading)
    return (
      <p className={styles.state} role="status">
        {t('status.loading')}
      </p>
    );
  if (error !== undefined)
    return (
      <p className={styles.state} role="alert">
        {t('pointShop.common.loadFailed')} {error}
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('status.retry')}
          </button>
        ) : null}
      </p>
    );
  return (
    <p className={styles.state} data-testid="list-empty">
      {empty}
    </p>
  );
}
