import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeSchema, type AuthenticatorEnrolment } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import formStyles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { placeRefusal, useProblemText } from '@/lib/form-problems';
import { showToast } from '@/lib/toast';
import {
  confirmAuthenticator,
  disableAuthenticator,
  enrolAuthenticator,
  useSecurityChange,
} from '../api/security-calls';
import { QrCode } from '@/components/ui/qr-code';
import styles from './security.module.css';

/** Turns the authenticator app on (scan, then confirm a code) or off (with a code). */
export function AuthenticatorModal({ enabled, onClose }: { enabled: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const problem = useProblemText();
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const confirm = useSecurityChange(confirmAuthenticator);
  const disable = useSecurityChange(disableAuthenticator);

  useEffect(() => {
    if (enabled) return;
    let live = true;
    enrolAuthenticator().then(
      (value) => live && setEnrolment(value),
      (err: unknown) => live && setFormError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [enabled]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      if (enabled) await disable.mutateAsync([code.trim()]);
      else await confirm.mutateAsync([code.trim()]);
      showToast(t(enabled ? 'security.authenticator.disabled' : 'security.authenticator.enabled'));
      onClose();
    } catch (err) {
      setFormError(placeRefusal(err, ['code'], setError));
    }
  });

  return (
    <Modal
      title={t(enabled ? 'security.authenticator.disableTitle' : 'security.authenticator.enableTitle')}
      onClose={onClose}
      testId="authenticator-modal"
    >
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {formError ? (
          <p className={formStyles.banner} role="alert">
            {formError}
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
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={problem(formState.errors.code, () => t('security.invalid.totpCode'))}
          required
          {...register('code')}
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
