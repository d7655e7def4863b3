import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './missions.module.css';

/** What a page shows instead of its content: loading, a refusal with a retry, or nothing yet. */
export function ViewState({
  kind,
  message,
  onRetry,
  title,
  hint,
  testId,
}: {
  kind: 'loading' | 'error' | 'empty';
  message?: string;
  onRetry?: () => void;
  title?: string;
  hint?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (kind === 'loading') {
    return (
      <div className={styles.state} role="status" aria-live="polite">
        <p>{t('status.loading')}</p>
      </div>
    );
  }
  if (kind === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t('missions.loadFailed')}</p>
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
    <div className={styles.state} data-testid={testId}>
      <Inbox size={32} aria-hidden />
      {title ? <p className={styles.stateTitle}>{title}</p> : null}
      {hint ? <p>{hint}</p> : null}
    </div>
  );
}

/** A labelled bar from 0 to 100%. */
export function Meter({ label, value, percent }: { label: string; value: string; percent: number }) {
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <div className={styles.meter}>
      <div className={styles.meterLabel}>
        <span>{label}</span>
        <span>{value}</span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
      >
        <div
          className={`${styles.fill} ${clamped >= 100 ? styles.fillDone : ''}`}
          style={{ width: `${clamped}%` }}
        />
      </div>
    </div>
  );
}
