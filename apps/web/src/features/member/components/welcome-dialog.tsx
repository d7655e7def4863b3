import { Gift, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import styles from './welcome-dialog.module.css';

type Props = {
  brand: string;
  nickname: string;
  onDeposit: () => void;
  onInbox: () => void;
  onClose: () => void;
};

/** A new member's first session: a welcome, where the welcome bonus is taken, and the inbox's message. */
export function WelcomeDialog({ brand, nickname, onDeposit, onInbox, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal title={t('welcome.title', { brand })} onClose={onClose} testId="welcome-dialog">
      <div className={styles.body}>
        <p className={styles.greeting} data-testid="welcome-greeting">
          {t('welcome.greeting', { name: nickname })}
        </p>
        <ul className={styles.steps}>
          <li>
            <Gift size={20} aria-hidden className={styles.icon} />
            <span>{t('welcome.bonus')}</span>
          </li>
          <li>
            <Mail size={20} aria-hidden className={styles.icon} />
            <span>{t('welcome.inbox')}</span>
          </li>
        </ul>
        <div className={styles.actions}>
          <Button variant="accent" onClick={onDeposit} data-testid="welcome-deposit">
            {t('welcome.deposit')}
          </Button>
          <Button variant="ghost" onClick={onInbox}>
            {t('welcome.readMessage')}
          </Button>
          <Button variant="subtle" onClick={onClose}>
            {t('welcome.play')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
