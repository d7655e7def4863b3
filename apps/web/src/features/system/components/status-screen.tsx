import { Headset, ShieldAlert, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './status-screen.module.css';

type Props = {
  kind: 'maintenance' | 'blocked';
  ip: string;
  /** The operator's words (the site status's maintenance message); the site's own text when none. */
  message: string | null;
  onCustomerService?: () => void;
};

/** The full-page maintenance and region-blocked screens of the system status. */
export function StatusScreen({ kind, ip, message, onCustomerService }: Props) {
  const { t } = useTranslation();
  const told = message?.trim() ? message : null;
  const Icon = kind === 'maintenance' ? Wrench : ShieldAlert;
  return (
    <main className={styles.screen} data-testid={`status-${kind}`}>
      <div className={styles.card}>
        <span className={styles.icon}>
          <Icon size={40} aria-hidden />
        </span>
        <h1 className={styles.title}>
          {t(kind === 'maintenance' ? 'status.game_maintenance' : 'status.blockip')}
        </h1>
        <p className={styles.text} data-testid="status-message">
          {told ?? t(kind === 'maintenance' ? 'status.info_maintenance' : 'status.info_ip_block')}
        </p>
        {kind === 'blocked' ? <p className={styles.ip}>{t('status.yourIp', { ip })}</p> : null}
        {onCustomerService ? (
          <Button variant="accent" onClick={onCustomerService}>
            <Headset size={16} aria-hidden /> {t('status.customerService')}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
