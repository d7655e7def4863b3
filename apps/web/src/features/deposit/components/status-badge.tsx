import type { DepositStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import styles from './deposit.module.css';

export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${styles[`badge_${status}`] ?? ''}`} data-testid="deposit-status">
      {t(`deposit.status.${status}`)}
    </span>
  );
}
