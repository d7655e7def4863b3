import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useLocation, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadProblem } from '@/components/ui/load-problem';
import { Logo } from '@/components/ui/logo';
import { isChunkError, retryFailedChunks } from '@/lib/chunks';
import { useSystemStatus } from '@/lib/system';
import styles from './route-error.module.css';

/**
 * Every route's error element: a page that failed (its chunk did not arrive in time, or it broke) says so
 * in the player's words, in place of the page; the retry loads the failed chunks again and shows the page.
 * `whole` is the outermost one, shown without the layout when the layout itself failed.
 */
export function RouteError({ whole = false }: { whole?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const brand = useSystemStatus().data?.info.brand.name ?? '';

  useEffect(() => {
    // A chunk that did not arrive is the network's doing; anything else is a defect worth a trace.
    if (!isChunkError(error)) console.error(error);
  }, [error]);

  const retry = () => {
    retryFailedChunks();
    // The same address again, as a new navigation: the route's error boundary starts afresh.
    void navigate(location, { replace: true, state: location.state as unknown });
  };
  const problem = (
    <LoadProblem error={error} onRetry={retry}>
      {whole ? (
        <Button variant="ghost" onClick={() => window.location.reload()}>
          {t('status.reload')}
        </Button>
      ) : (
        <Link to="/" className={styles.home}>
          {t('status.backHome')}
        </Link>
      )}
    </LoadProblem>
  );
  if (!whole) return <div className={styles.inPage}>{problem}</div>;
  return (
    <div className={styles.whole}>
      <Logo name={brand} />
      {problem}
    </div>
  );
}
