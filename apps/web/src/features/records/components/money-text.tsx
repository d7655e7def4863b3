import { formatMoney } from '@/lib/money';
import styles from './records.module.css';

/** An amount with the brand's symbol; `signed` shows + or - and colours it. */
export function Money({ amount, symbol, signed }: { amount: number; symbol: string; signed?: boolean }) {
  if (!signed) return <>{`${symbol} ${formatMoney(amount)}`}</>;
  const tone = amount > 0 ? styles.positive : amount < 0 ? styles.negative : undefined;
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  return <span className={tone}>{`${sign}${symbol} ${formatMoney(Math.abs(amount))}`}</span>;
}
