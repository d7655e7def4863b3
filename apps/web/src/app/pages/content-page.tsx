import { RefreshCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import styles from './content-page.module.css';

type Props = {
  /** The page's heading; pages whose feature draws its own hero leave it out. */
  title?: string;
  lead?: string;
  testId: string;
  children: ReactNode;
};

/** The frame of the content pages (VIP, promotions, help, download, join, points shop). */
export function ContentPage({ title, lead, testId, children }: Props) {
  return (
    <div className={styles.page} data-testid={testId}>
      {title ? (
        <header className={styles.header}>
          <h1>{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </header>
      ) : null}
      {children}
    </div>
  );
}

/** Waiting for the back end, or what to do when it did not answer. */
export function PageStatus({ error, onRetry }: { error: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) return <Spinner label={t('helpPage.loading')} />;
  return (
    <div className={styles.error} role="alert">
      <TriangleAlert size={28} aria-hidden />
      <p>{t('helpPage.loadFailed')}</p>
      <Button variant="subtle" onClick={onRetry}>
        <RefreshCw size={16} aria-hidden /> {t('helpPage.retry')}
      </Button>
    </div>
  );
}
