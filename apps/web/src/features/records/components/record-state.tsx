import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './records.module.css';

/** What the table area shows when there is no table: loading, a refusal, or nothing in the period. */
export function RecordState({
  kind,
  message,
  onRetry,
}: {
  kind: 'loading' | 'error' | 'empty';
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (kind === 'loading') {
    return (
      <div className={styles.state} role="status" aria-live="polite">
        <div className={styles.loadingBar} style={{ width: '60%' }} aria-hidden />
        <p>{t('status.loading')}</p>
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t('records.loadFailed')}</p>
        {message ? <p>{message}</p> : null}
        {onRetry ? (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('status.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className={styles.state} data-testid="records-empty">
      <Inbox size={32} aria-hidden />
      <p className={styles.stateTitle}>{t('records.empty')}</p>
      <p>{t('records.emptyHint')}</p>
    </div>
  );
}
