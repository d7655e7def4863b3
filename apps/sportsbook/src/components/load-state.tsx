import type { ReactNode } from 'react';
import type { Language } from '@platform/contracts';
import { BookError } from '../api/client';
import { refusalText } from '../api/refusal-text';
import { useLanguage, useT, type Translate } from '../i18n/strings';
import styles from './load-state.module.css';

/**
 * The words for a failed call: a bet refused for a responsible-gaming limit or exclusion in the book's own
 * words with the limit it names; otherwise the server's message names the problem; without one, the
 * book's own.
 */
export function problemText(error: unknown, t: Translate, language: Language = 'EN'): string {
  if (error instanceof BookError) {
    if (error.sessionEnded) return t('session.ended');
    const refusal = error.code ? refusalText(error.code, error.value, t, language) : null;
    if (refusal) return refusal;
    if (error.message) return error.message;
    if (error.status === 0) return t('error.network');
  }
  return t('error.generic');
}

type Props = {
  isPending: boolean;
  error: unknown;
  retry: () => unknown;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
};

/** A list's states: loading, a refusal with a retry, empty, or its content. */
export function LoadState({ isPending, error, retry, empty, emptyText, children }: Props) {
  const t = useT();
  const language = useLanguage();
  if (error) {
    return (
      <div className={styles.problem} role="alert">
        <p>{problemText(error, t, language)}</p>
        <button type="button" className={styles.retry} onClick={() => void retry()}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
  if (isPending) {
    return (
      <p className={styles.note} role="status">
        {t('state.loading')}
      </p>
    );
  }
  if (empty) return <p className={styles.note}>{emptyText}</p>;
  return <>{children}</>;
}
