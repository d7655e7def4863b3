import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadProblem } from '@/components/ui/load-problem';
import { Logo } from '@/components/ui/logo';
import { isChunkError, retryFailedChunks } from '@/lib/chunks';
import { useSystemStatus } from '@/lib/system';
import styles from './route-error.module.css';

type Props = { error: unknown; onRetry: () => void; whole?: boolean };

/**
 * A page that failed (its chunk did not arrive in time, or it broke) says so in the player's words, in
 * place of the page; the retry loads the failed chunks again and shows the page. `whole` is the outermost
 * one, shown without the layout when the layout itself failed.
 */
export function RouteError({ error, onRetry, whole = false }: Props) {
  const { t } = useTranslation();
  const brand = useSystemStatus().data?.info.brand.name ?? '';

  useEffect(() => {
    // A chunk that did not arrive is the network's doing; anything else is a defect worth a trace.
    if (!isChunkError(error)) console.error(error);
  }, [error]);

  const problem = (
    <LoadProblem error={error} onRetry={onRetry}>
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

type BoundaryProps = { whole: boolean; place: string; children: ReactNode };
type BoundaryState = { failed: boolean; error: unknown; place: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, place: this.props.place };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  // Another address starts afresh: the failure was this page's.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.place === state.place ? null : { failed: false, error: null, place: props.place };
  }

  private readonly retry = () => {
    retryFailedChunks();
    this.setState({ failed: false, error: null });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteError error={this.state.error} onRetry={this.retry} whole={this.props.whole} />;
  }
}

/** Every route's error boundary (and, `whole`, the layout's): `RouteError` in place of what failed. */
export function RouteErrorBoundary({ whole = false, children }: { whole?: boolean; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <Boundary whole={whole} place={key}>
      {children}
    </Boundary>
  );
}
