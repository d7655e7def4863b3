import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';
import styles from './form.module.css';

type Props = {
  title: string;
  text: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  testId?: string;
};

export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel, busy, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onCancel} testId={testId}>
      <p className={styles.lead}>{text}</p>
      <div className={styles.actions}>
        <Button variant="subtle" onClick={onCancel} data-testid="confirm-cancel">
          {t('confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} data-testid="confirm-ok">
          {confirmLabel ?? t('confirm.ok')}
        </Button>
      </div>
    </Modal>
  );
}
