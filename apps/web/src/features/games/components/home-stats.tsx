import { ArrowDownToLine, ArrowUpFromLine, Gamepad2, Landmark, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHomeStats } from '../api/home-stats-calls';
import styles from './home-stats.module.css';

/** Seconds as the largest whole unit that reads well: `45 s`, `2 min`, `1.5 min`. */
export function durationParts(seconds: number): { value: string; unit: 'seconds' | 'minutes' } {
  if (seconds < 60) return { value: String(Math.max(0, Math.round(seconds))), unit: 'seconds' };
  const minutes = Math.round((seconds / 60) * 10) / 10;
  return { value: String(minutes), unit: 'minutes' };
}

/** The marketing figures: average deposit and withdrawal time, payment and game-provider partners. */
export function HomeStats() {
  const { t } = useTranslation();
  const stats = useHomeStats().data;
  const deposit = durationParts(stats?.averageDepositSeconds ?? 0);
  const withdrawal = durationParts(stats?.averageWithdrawalSeconds ?? 0);
  const items: { icon: LucideIcon; value: string; unit?: string; label: string }[] = [
    {
      icon: ArrowDownToLine,
      value: stats ? deposit.value : '—',
      unit: t(`stats.${deposit.unit}`),
      label: t('stats.deposit'),
    },
    {
      icon: ArrowUpFromLine,
      value: stats ? withdrawal.value : '—',
      unit: t(`stats.${withdrawal.unit}`),
      label: t('stats.withdrawal'),
    },
    { icon: Landmark, value: stats ? String(stats.paymentPartners) : '—', label: t('stats.payments') },
    { icon: Gamepad2, value: stats ? String(stats.gameProviders) : '—', label: t('stats.providers') },
  ];
  return (
    <ul className={styles.stats} data-testid="home-stats">
      {items.map(({ icon: Icon, value, unit, label }) => (
        <li key={label} className={styles.stat}>
          <span className={styles.icon}>
            <Icon size={22} aria-hidden />
          </span>
          <span className={styles.figure}>
            <span className={`${styles.value} tabular`}>{value}</span>
            {unit && stats ? <span className={styles.unit}>{unit}</span> : null}
          </span>
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
