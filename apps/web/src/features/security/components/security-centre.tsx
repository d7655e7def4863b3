import { History, KeyRound, Landmark, LockKeyhole, Mail, ShieldCheck, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import formStyles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { useSecurityOverview } from '../api/security-calls';
import { AccountCard } from './account-card';
import { AuthenticatorModal } from './authenticator-modal';
import { BankAccounts } from './bank-accounts';
import { ContactModal } from './contact-modal';
import { LoginHistoryTable } from './login-history';
import { PaymentPasswordModal } from './payment-password-modal';
import styles from './security.module.css';

type Open = 'mobile' | 'email' | 'paymentPassword' | 'authenticator' | null;

/** securityCenter: the account, then every protection the member can set up, each with its action. */
export function SecurityCentre({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (overview.isError)
    return (
      <p className={formStyles.banner} role="alert">
        {errorText(overview.error)}
      </p>
    );
  if (!overview.data) return <p role="status">{t('status.loading')}</p>;
  const o = overview.data;
  const notSet = t('security.status.notSet');

  return (
    <section className={styles.page} data-testid="security-centre">
      <h3 className={styles.title}>{t('memberCentre.menu.securityCenter')}</h3>
      <AccountCard overview={o} />
      <ul className={styles.items}>
        <Item
          icon={<KeyRound size={20} />}
          title={t('security.items.loginPassword')}
          status={t('security.status.loginPassword')}
          action={t('security.actions.change')}
          onAction={onChangePassword}
          testId="item-login-password"
        />
        <Item
          icon={<Smartphone size={20} />}
          title={t('security.items.mobile')}
          status={o.mobileNum ?? notSet}
          on={o.mobileNum !== null}
          action={t(o.mobileNum ? 'security.actions.change' : 'security.actions.bind')}
          onAction={() => setOpen('mobile')}
          testId="item-mobile"
        />
        <Item
          icon={<Mail size={20} />}
          title={t('security.items.email')}
          status={o.email ?? notSet}
          on={o.email !== null}
          action={t(o.email ? 'security.actions.change' : 'security.actions.bind')}
          onAction={() => setOpen('email')}
          testId="item-email"
        />
        <Item
          icon={<LockKeyhole size={20} />}
          title={t('security.items.paymentPassword')}
          status={o.paymentPasswordSet ? t('security.status.set') : notSet}
          on={o.paymentPasswordSet}
          action={t(o.paymentPasswordSet ? 'security.actions.change' : 'security.actions.set')}
          onAction={() => setOpen('paymentPassword')}
          testId="item-payment-password"
        />
        <Item
          icon={<ShieldCheck size={20} />}
          title={t('security.items.authenticator')}
          status={t(o.authenticatorEnabled ? 'security.status.on' : 'security.status.off')}
          on={o.authenticatorEnabled}
          action={t(
            o.authenticatorEnabled ? 'security.authenticator.turnOff' : 'security.authenticator.turnOn',
          )}
          onAction={() => setOpen('authenticator')}
          testId="item-authenticator"
        />
      </ul>
      <h4 className={styles.title}>
        <Landmark size={18} aria-hidden /> {t('security.items.bankAccounts')}
      </h4>
      <BankAccounts
        paymentPasswordSet={o.paymentPasswordSet}
        onSetPaymentPassword={() => setOpen('paymentPassword')}
      />
      <h4 className={styles.title}>
        <History size={18} aria-hidden /> {t('security.items.loginHistory')}
      </h4>
      <LoginHistoryTable />
      {open === 'mobile' || open === 'email' ? (
        <ContactModal channel={open} current={open === 'mobile' ? o.mobileNum : o.email} onClose={close} />
      ) : null}
      {open === 'paymentPassword' ? (
        <PaymentPasswordModal isSet={o.paymentPasswordSet} onClose={close} />
      ) : null}
      {open === 'authenticator' ? (
        <AuthenticatorModal enabled={o.authenticatorEnabled} onClose={close} />
      ) : null}
    </section>
  );
}

function Item({
  icon,
  title,
  status,
  on,
  action,
  onAction,
  testId,
}: {
  icon: ReactNode;
  title: string;
  status: string;
  on?: boolean;
  action: string;
  onAction: () => void;
  testId: string;
}) {
  return (
    <li className={styles.item} data-testid={testId}>
      <span className={styles.itemIcon} aria-hidden>
        {icon}
      </span>
      <span className={styles.itemText}>
        <span className={styles.itemTitle}>{title}</span>
        <span className={`${styles.itemStatus} ${on ? styles.on : ''}`}>{status}</span>
      </span>
      <Button variant="subtle" size="small" onClick={onAction}>
        {action}
      </Button>
    </li>
  );
}
