import { PROMOTION_IMAGE_SIZE, type Promotion } from '@platform/contracts';
import { CalendarDays, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { period } from './period';
import { StateBadge } from './state-badge';
import styles from './promotions.module.css';

export function PromotionCard({ promotion, eager }: { promotion: Promotion; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card}>
      <Link
        to={`${paths.promoDetail}?id=${promotion.id}`}
        className={styles.cardLink}
        data-testid={`promotion-${promotion.id}`}
      >
        <div className={styles.media}>
          <img
            src={promotion.imageUrl}
            width={PROMOTION_IMAGE_SIZE.width}
            height={PROMOTION_IMAGE_SIZE.height}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
          />
          <span className={styles.mediaBadge}>
            <StateBadge state={promotion.state} />
          </span>
        </div>
        <div className={styles.cardBody}>
          <h2 className={styles.cardTitle}>{promotion.title}</h2>
          <p className={styles.summary}>{promotion.summary}</p>
          <div className={styles.cardFoot}>
            <span className={styles.period}>
              <CalendarDays size={15} aria-hidden />
              {period(t, promotion.startDateStr, promotion.endDateStr)}
            </span>
            <span className={styles.more}>
              {t('promo.details')} <ChevronRight size={16} aria-hidden />
            </span>
          </div>
        </div>
      </Link>
    </li>
  );
}
