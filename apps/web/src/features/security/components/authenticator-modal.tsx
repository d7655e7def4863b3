import type { AuthenticatorEnrolment } from '@platform/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import formStyles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { showToast } from '@/lib/toast';
import {
  confirmAuthenticator,
  disableAuthenticator,
  enrolAuthenticator,
  useSecurityChange,
} from '../api/security-calls';
import { refusal, type FormErrors } from './form-errors';
import { QrCode } from '@/components/ui/qr-code';
import styles from './security.module.css';

/** Turns the authenticator app on (scan, then confirm a code) or off (with a code). */
export function AuthenticatorModal({ enabled, onClose }: { enabled: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const confirm = useSecurityChange(confirmAuthenticator);
  const disable = useSecurityChange(disableAuthenticator);

  useEffect(() => {
    if (enabled) return;
    let live = true;
    enrolAuthenticator().then(
      (value) => live && setEnrolment(value),
      (err: unknown) => live && setErrors({ form: errorText(err) }),
    );
    return () => {
      live = false;
    };
  }, [enabled]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^[0-9]{6}$/.test(code.trim())) {
      setErrors({ code: t('security.invalid.totpCode') });
      return;
    }
    try {
      if (enabled) await disable.mutateAsync([code.trim()]);
      else await confirm.mutateAsync([code.trim()]);
      showToast(t(enabled ? 'security.authenticator.disabled' : 'security.authenticator.enabled'));
      onClose();
    } catch (err) {
      setErrors(refusal(err, ['code']));
    }
  };

  return (
    <Modal
      title={t(enabled ? 'security.authenticator.disableTitle' : 'security.authenticator.enableTitle')}
      onClose={onClose}
      testId="authenticator-modal"
    >
      <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        {errors.form ? (
          <p className={formStyles.banner} role="alert">
            {errors.form}
          </p>
        ) : null}
        {!enabled && enrolment ? (
          <>
            <p className={formStyles.hint}>{t('security.authenticator.scan')}</p>
            <div className={styles.qr}>
              <QrCode value={enrolment.otpauthUrl} label={t('security.authenticator.qrLabel')} />
            </div>
            <p className={formStyles.hint}>
              {t('security.authenticator.manual')}{' '}
              <span className={styles.secret} data-testid="totp-secret">
                {enrolment.secret}
              </span>
            </p>
          </>
        ) : null}
        {enabled ? <p className={formStyles.hint}>{t('security.authenticator.disableHint')}</p> : null}
        <TextField
          label={t('security.authenticator.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
          required
        />
        <Button
          type="submit"
          block
          disabled={confirm.isPending || disable.isPending || (!enabled && !enrolment)}
          data-testid="authenticator-submit"
        >
          {t(enabled ? 'security.authenticator.turnOff' : 'security.authenticator.turnOn')}
        </Button>
      </form>
    </Modal>
  );
}
