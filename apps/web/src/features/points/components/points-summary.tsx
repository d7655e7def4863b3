import type { PointBalance } from '@platform/contracts';
import { ArrowRightLeft, History, ListOrdered } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './point-dialogs.module.css';

export type PointDialog = 'detail' | 'convert' | 'history';

export const formatPoints = (n: number) => n.toLocaleString('en-US');

/** The member's points on /pointMall, with the points detail, conversion and redeem history. */
export function PointsSummary({
  balance,
  onOpen,
}: {
  balance: PointBalance | undefined;
  onOpen: (dialog: PointDialog) => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.summary}
      aria-label={t('pointShop.summary.title')}
      data-testid="points-summary"
    >
      <dl className={styles.figures}>
        <div>
          <dt>{t('pointShop.summary.points')}</dt>
          <dd className={styles.big} data-testid="points-balance">
            {balance ? formatPoints(balance.points) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('pointShop.summary.earned')}</dt>
          <dd>{balance ? formatPoints(balance.earned) : '—'}</dd>
        </div>
        <div>
          <dt>{t('pointShop.summary.spent')}</dt>
          <dd>{balance ? formatPoints(balance.spent) : '—'}</dd>
        </div>
      </dl>
      <div className={styles.buttons}>
        <Button variant="subtle" onClick={() => onOpen('detail')} data-testid="open-point-detail">
          <ListOrdered size={16} aria-hidden /> {t('pointShop.summary.detail')}
        </Button>
        <Button
          variant="subtle"
          onClick={() => onOpen('convert')}
          disabled={balance !== undefined && balance.conversionRate <= 0}
          data-testid="open-convert"
        >
          <ArrowRightLeft size={16} aria-hidden /> {t('pointShop.summary.convert')}
        </Button>
        <Button variant="subtle" onClick={() => onOpen('history')} data-testid="open-redeem-history">
          <History size={16} aria-hidden /> {t('pointShop.summary.history')}
        </Button>
      </div>
    </section>
  );
}
