import type { BetRecord } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import styles from './records.module.css';

/** An amount with the brand's symbol; `signed` shows + or - and colours it. */
export function Money({ amount, symbol, signed }: { amount: number; symbol: string; signed?: boolean }) {
  if (!signed) return <>{`${symbol} ${formatMoney(amount)}`}</>;
  const tone = amount > 0 ? styles.positive : amount < 0 ? styles.negative : undefined;
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  return <span className={tone}>{`${sign}${symbol} ${formatMoney(Math.abs(amount))}`}</span>;
}

/** A round's win/loss: the amount once settled, and a push (a tie that returned the stake) named as such. */
export function WinLoss({
  round,
  symbol,
}: {
  round: Pick<BetRecord, 'winLoss' | 'outcome'>;
  symbol: string;
}) {
  const { t } = useTranslation();
  if (round.winLoss === null) return <>—</>;
  if (round.outcome === 'push') return <span data-testid="push">{t('records.push')}</span>;
  return <Money amount={round.winLoss} symbol={symbol} signed />;
}
