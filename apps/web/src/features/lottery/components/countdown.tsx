import type { LotteryNumero } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useServerClock } from '../hooks/use-server-clock';
import styles from './lottery.module.css';

/**
 * A numero's countdown on the server's clock (`offset` from this device's): to its draw, with a note once bets have closed; to
 * its cut-off with `to="close"`. Nothing until the clock runs.
 */
export function Countdown({
  numero,
  offset,
  to = 'draw',
}: {
  numero: Pick<LotteryNumero, 'closesAt' | 'drawAt'>;
  offset: number | undefined;
  to?: 'draw' | 'close';
}) {
  const { t } = useTranslation();
  const now = useServerClock(offset);
  if (now === null) return null;
  const closed = Date.parse(numero.closesAt) <= now;
  if (to === 'close')
    return closed ? (
      <span className={styles.closed} data-testid="countdown-closed">
        {t('lottery.closed')}
      </span>
    ) : (
      <span className={styles.countdown} data-testid="countdown">
        {t('lottery.closesIn', { time: formatCountdown(Date.parse(numero.closesAt) - now) })}
      </span>
    );
  const left = Date.parse(numero.drawAt) - now;
  return (
    <span className={styles.countdown} data-testid="countdown">
      {left > 0 ? t('lottery.drawIn', { time: formatCountdown(left) }) : t('lottery.drawing')}
      {closed && left > 0 ? <span className={styles.closed}> · {t('lottery.closed')}</span> : null}
    </span>
  );
}
