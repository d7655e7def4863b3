import type { LotteryNumero, LotteryResult } from '@platform/contracts';
import { useLotteryText } from './lottery-text';
import styles from './lottery.module.css';

/** The sum of a keno draw splits at 810; a five-digit sum at 23 (big 23-45). */
const KENO_MIDPOINT = 810;
const DIGITS5_BIG = 23;

/**
 * A draw's result as balls: five digits with their sum, keno's 20 numbers (the first `max` of them and how
 * many more, when given), or a board's special prize.
 */
export function ResultBalls({
  result,
  compact = false,
  max,
}: {
  result: LotteryResult | null;
  compact?: boolean;
  max?: number;
}) {
  const { t, side, rank } = useLotteryText();
  if (!result) return <span className={styles.muted}>{t('lottery.noResult')}</span>;
  if (result.kind === 'vn') {
    const special = result.prizes.find((p) => p.rank === 'special')?.numbers[0] ?? '';
    return (
      <span className={styles.special} data-testid="result-special">
        <span className={styles.muted}>{rank('special')}</span> <strong>{special}</strong>
      </span>
    );
  }
  const values = result.kind === 'digits5' ? result.digits : result.numbers;
  const sum = values.reduce((total, n) => total + n, 0);
  const big = result.kind === 'digits5' ? sum >= DIGITS5_BIG : sum > KENO_MIDPOINT;
  const shown = max === undefined ? values : values.slice(0, max);
  return (
    <span className={styles.result}>
      <span
        className={`${styles.balls} ${result.kind === 'keno' ? styles.kenoBalls : ''}`}
        data-testid="result-balls"
      >
        {shown.map((n, i) => (
          <span key={i} className={result.kind === 'keno' ? styles.smallBall : styles.ball}>
            {result.kind === 'keno' ? String(n).padStart(2, '0') : n}
          </span>
        ))}
      </span>
      {shown.length < values.length ? (
        <span className={styles.muted} data-testid="result-more">
          {t('lottery.moreBalls', { count: values.length - shown.length })}
        </span>
      ) : null}
      {compact ? null : (
        <span className={styles.muted}>
          {t('lottery.sumLine', {
            sum,
            size:
              result.kind === 'keno' && sum === KENO_MIDPOINT
                ? t('lottery.tie')
                : side(big ? 'big' : 'small'),
            parity: side(sum % 2 === 1 ? 'odd' : 'even'),
          })}
        </span>
      )}
    </span>
  );
}

/** A game's last drawn numero, labelled, with its result. */
export function LastResult({
  last,
  className,
  compact = false,
}: {
  last: LotteryNumero | null;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useLotteryText();
  return (
    <div className={className} data-testid="last-result">
      <span className={styles.muted}>
        {last ? t('lottery.lastNumero', { numero: last.numero }) : t('lottery.lastResult')}
      </span>
      <ResultBalls result={last?.result ?? null} compact={compact} />
    </div>
  );
}
