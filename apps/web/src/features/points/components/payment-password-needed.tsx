import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import form from '@/components/ui/form.module.css';
import styles from './point-dialogs.module.css';

/** Whether the member has a payment password, and where it is set (the security centre). */
export type PaymentPasswordState = { set: boolean; onSet: () => void };

/** Said before the form, not after it: redeeming and converting need a payment password the member lacks. */
export function PaymentPasswordNeeded({ onSet, onCancel }: { onSet: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.done} role="status" data-testid="points-needs-payment-password">
      <KeyRound size={40} aria-hidden className={styles.doneIcon} />
      <p>{t('pointShop.common.needsPaymentPassword')}</p>
      <div className={form.actions}>
        <Button variant="subtle" onClick={onCancel}>
          {t('pointShop.common.close')}
        </Button>
        <Button variant="accent" onClick={onSet} data-testid="points-set-payment-password">
          {t('pointShop.common.setPaymentPassword')}
        </Button>
      </div>
    </div>
  );
}
