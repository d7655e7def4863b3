import { useTranslation } from 'react-i18next';
import { VnLottery } from '@/features/lottery';
import styles from './games-pages.module.css';

/** /vnlottery (SPEC section 2): the Vietnamese lottery's result board by region and day. */
export default function VnLotteryPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="page-vnlottery">
      <h1 className={styles.title}>{t('pages.vnlottery')}</h1>
      <VnLottery />
    </div>
  );
}
