import { TriangleAlert, WifiOff } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkError, retryFailedChunks } from '@/lib/chunks';
import { Button } from './button';
import styles from './load-problem.module.css';

/** What a player is told of a failure: the network, a slow page, or the system (SPEC section 8). */
export const problemText = (error: unknown) =>
  isChunkError(error)
    ? error.kind === 'timeout'
      ? 'status.slowToLoad'
      : 'status.networkAbnormal'
    : 'status.systemError';

type Props = {
  error: unknown;
  onRetry: () => void;
  /** A whole page (the route failed) or a line in place of a part of one. */
  size?: 'page' | 'inline';
  /** Extra actions beside the retry (back home, reload). */
  children?: ReactNode;
};

/** A failure in the brand's look: what happened in the player's words, and a retry. */
export function LoadProblem({ error, onRetry, size = 'page', children }: Props) {
  const { t } = useTranslation();
  const Icon = isChunkError(error) ? WifiOff : TriangleAlert;
  return (
    <div className={size === 'page' ? styles.page : styles.inline} role="alert" data-testid="load-problem">
      <Icon size={size === 'page' ? 40 : 20} aria-hidden className={styles.icon} />
      {size === 'page' ? <h1 className={styles.title}>{t('status.errorTitle')}</h1> : null}
      <p className={styles.text} data-testid="load-problem-text">
        {t(problemText(error))}
      </p>
      <div className={styles.actions}>
        <Button variant="accent" onClick={onRetry} data-testid="load-problem-retry">
          {t('status.retry')}
        </Button>
        {children}
      </div>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; quiet?: boolean };

/**
 * Keeps a failed part of the layout (a dialog, the footer, an overlay) from taking the page with it: the
 * part shows the failure with a retry in its place, or nothing when `quiet`.
 */
export class ChunkBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  private readonly retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return this.props.quiet ? null : <LoadProblem error={error} onRetry={this.retry} size="inline" />;
  }
}
