import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import styles from '@/components/ui/form.module.css';
import { useSwitch } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { useLoginVerification } from '../hooks/login-verification';
import { LoginForm } from './login-form';
import { LoginVerificationModal } from './login-verification';
import { SmsLoginForm } from './sms-login-form';

export function LoginPopup() {
  const { t } = useTranslation();
  const { close, open } = useUi();
  const smsLogin = useSwitch('MOBILEVERCODELOGIN3');
  const [mode, setMode] = useState<'password' | 'sms'>('password');
  const pendingMethods = useLoginVerification((s) => s.methods);
  if (pendingMethods) return <LoginVerificationModal methods={pendingMethods} />;
  return (
    <Modal title={t('auth.loginTitle')} onClose={close} testId="login-popup">
      {smsLogin ? (
        <Tabs
          value={mode}
          onChange={setMode}
          tabs={[
            { key: 'password', label: t('auth.loginByPassword') },
            { key: 'sms', label: t('auth.loginBySms') },
          ]}
        />
      ) : null}
      {mode === 'sms' && smsLogin ? <SmsLoginForm /> : <LoginForm />}
      <div className={styles.links}>
        <button type="button" className={styles.link} onClick={() => open('forgotPassword')}>
          {t('auth.forgotPassword')}
        </button>
        <span>
          {t('auth.noAccount')}{' '}
          <button type="button" className={styles.link} onClick={() => open('register')}>
            {t('header.register')}
          </button>
        </span>
      </div>
    </Modal>
  );
}
