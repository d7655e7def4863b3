import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import styles from './rewards.module.css';

export const money = (amount: number, symbol: string) => `${symbol} ${formatMoney(amount)}`;

/** Turnover done of required, as numbers and a bar. */
export function ProgressBar({ done, required, symbol }: { done: number; required: number; symbol: string }) {
  const { t } = useTranslation();
  const share = required > 0 ? Math.min(1, done / required) : 1;
  const complete = share >= 1;
  return (
    <div className={styles.progress}>
      <span className={complete ? styles.done : undefined}>
        {t('bonusDetails.progress', { done: money(done, symbol), required: money(required, symbol) })}
      </span>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <div
          className={`${styles.barFill} ${complete ? styles.barDone : ''}`}
          style={{ width: `${(share * 100).toFixed(1)}%` }}
        />
      </div>
    </div>
  );
}
