import type { BonusLockView } from '@platform/contracts';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { money } from '@/lib/money';
import styles from './bonus-lock.module.css';

/**
 * Bonus money of the main wallet that cannot be withdrawn yet (decision 019): how much, what can be
 * withdrawn, and each bonus still short of its turnover (done / required). Nothing when nothing is locked.
 */
export function BonusLockNote({ lock, symbol }: { lock: BonusLockView; symbol: string }) {
  const { t } = useTranslation();
  if (lock.bonuses.length === 0) return null;
  return (
    <section className={styles.lock} aria-label={t('bonusLock.title')} data-testid="bonus-lock">
      <p className={styles.head}>
        <Lock size={15} aria-hidden />
        <span>
          {t('bonusLock.summary', {
            locked: money(lock.amount, symbol),
            withdrawable: money(lock.withdrawable, symbol),
          })}
        </span>
      </p>
      <ul className={styles.list}>
        {lock.bonuses.map((b) => (
          <li key={b.id} data-testid={`bonus-lock-${b.id}`}>
            <span>
              {t(`bonusLock.sources.${b.source}`, { defaultValue: t('bonusLock.sources.other') })}{' '}
              {money(b.amount, symbol)}
            </span>
            <span className={styles.progress}>
              {t('bonusLock.turnover', {
                done: money(b.turnoverDone, symbol),
                required: money(b.turnoverRequired, symbol),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
