import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import styles from '@/components/ui/form.module.css';
import { useUi } from '@/lib/ui-store';

/** Shown when a trial account tries something that needs a real account. */
export function TrialDialog({ onRegister }: { onRegister: () => void }) {
  const { t } = useTranslation();
  const close = useUi((s) => s.close);
  return (
    <Modal title={t('header.register')} onClose={close} testId="trial-dialog">
      <p className={styles.lead}>{t('trial.in_need_true_account')}</p>
      <div className={styles.actions}>
        <Button variant="subtle" onClick={close} data-testid="confirm-cancel">
          {t('confirm.cancel')}
        </Button>
        <Button variant="accent" onClick={onRegister} data-testid="confirm-ok">
          {t('trial.in_increase_submit')}
        </Button>
      </div>
    </Modal>
  );
}
