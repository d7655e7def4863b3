import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './list-state.module.css';

type Props =
  | { kind: 'loading' }
  /** A refusal: a heading (the page's "could not load"), the reason, and a retry when it can help. */
  | {
      kind: 'error';
      title?: string;
      message?: string;
      onRetry?: () => void;
      /** The retry button's text, when the page says it its own way. */
      retryLabel?: string;
      testId?: string;
    }
  /** Nothing to show: what is missing and, optionally, how to get some. */
  | { kind: 'empty'; title?: string; hint?: string; testId?: string };

/** What a list or a page shows instead of its content: loading, a refusal with a retry, or nothing yet. */
export function ListState(props: Props) {
  const { t } = useTranslation();
  if (props.kind === 'loading')
    return (
      <div className={styles.state} role="status" aria-live="polite" data-list-state="loading">
        <p>{t('status.loading')}</p>
      </div>
    );
  if (props.kind === 'error')
    return (
      <div className={styles.state} role="alert" data-testid={props.testId} data-list-state="error">
        {props.title ? <p className={styles.title}>{props.title}</p> : null}
        {props.message ? <p>{props.message}</p> : null}
        {props.onRetry ? (
          <button type="button" className={styles.retry} onClick={props.onRetry}>
            {props.retryLabel ?? t('status.retry')}
          </button>
        ) : null}
      </div>
    );
  return (
    <div className={styles.state} data-testid={props.testId} data-list-state="empty">
      <Inbox size={32} aria-hidden />
      {props.title ? <p className={styles.title}>{props.title}</p> : null}
      {props.hint ? <p>{props.hint}</p> : null}
    </div>
  );
}
