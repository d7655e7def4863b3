import { Percent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBestRebate } from '../api/rebate-calls';
import styles from './high-rebate-card.module.css';

/** "High rebate": the best rebate the VIP levels pay, leading to the VIP page. */
export function HighRebateCard() {
  const { t } = useTranslation();
  const best = useBestRebate().data;
  const category = best?.gameType ?? '';
  return (
    <Link to={paths.vip} className={styles.card} data-testid="high-rebate">
      <span className={styles.kicker}>
        <Percent size={14} aria-hidden /> {t('rebate.title')}
      </span>
      <span className={`${styles.rate} tabular`}>{best ? `${best.rate.toFixed(2)}%` : '—'}</span>
      <span className={styles.text}>
        {best
          ? t('rebate.text', {
              category: t(`nav.${category}` as 'nav.RNG', { defaultValue: category }),
            })
          : t('rebate.fallback')}
      </span>
      <span className={styles.cta}>{t('rebate.cta')}</span>
    </Link>
  );
}
