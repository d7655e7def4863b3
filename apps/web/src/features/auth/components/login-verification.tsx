import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERROR_CODES,
  loginVerificationRequestSchema,
  type LoginVerificationMethod,
} from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import { useUi } from '@/lib/ui-store';
import { logout, sendLoginVerificationCode, verifyLogin } from '../api/auth-calls';
import { useLoginVerification } from '../hooks/login-verification';
import { SendCodeButton } from '@/components/ui/send-code-button';

/** The code, required (the contract's field, which the call leaves optional for other methods). */
const codeFormSchema = z.object({
  code: loginVerificationRequestSchema.shape.code.unwrap().min(1, 'required'),
});

/**
 * SPEC: after a login from an IP the member has not used, verification by mobile code, e-mail code or
 * authenticator code (a bank account's holder name is not offered: decision record 021); nothing else
 * works until it succeeds (5 tries per member and hour, across logins).
 */
export function LoginVerificationModal({ methods }: { methods: LoginVerificationMethod[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [method, setMethod] = useState<LoginVerificationMethod>(methods[0] ?? 'mobile');
  const problem = useProblemText();
  const { register, handleSubmit, formState, setError, reset } = useForm<{ code: string }>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);

  const leave = async () => {
    await logout().catch(() => undefined);
    useLoginVerification.getState().clear();
    useSession.getState().signOut();
    useUi.getState().close();
  };

  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await verifyLogin({ method, code });
      const { after } = useLoginVerification.getState();
      useLoginVerification.getState().clear();
      showToast(t('securityLogin.verified'));
      await queryClient.invalidateQueries();
      if (after.forcePasswordChange) useUi.getState().forcePasswordChange();
      else useUi.getState().close();
      if (after.goHome) void navigate('/');
    } catch (err) {
      // 401: this login was ended; 429: too many failures for the member, and the server ended it too.
      if (
        err instanceof ApiError &&
        (err.status === 401 || err.errorCode === ERROR_CODES.loginVerificationLocked)
      ) {
        useLoginVerification.getState().clear();
        useSession.getState().signOut();
        showToast(errorText(err), 'error');
        useUi.getState().open('login');
        return;
      }
      // Whatever field the server names, the code is the one answer this form has.
      if (err instanceof ApiError && err.field) setError('code', { type: 'manual', message: errorText(err) });
      else setFormError(errorText(err));
    }
  });

  return (
    <Modal title={t('securityLogin.title')} closable={false} testId="login-verification">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.hint}>{t('securityLogin.required')}</p>
        {methods.length > 1 ? (
          <Tabs
            value={method}
            onChange={(next) => {
              setMethod(next);
              reset({ code: '' });
              setFormError(null);
            }}
            tabs={methods.map((m) => ({
              key: m,
              label: t(`securityLogin.methods.${m}`),
              testId: `verify-${m}`,
            }))}
          />
        ) : null}
        {formError ? (
          <p className={styles.banner} role="alert">
            {formError}
          </p>
        ) : null}
        <TextField
          key={method}
          label={t('securityLogin.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={problem(formState.errors.code)}
          required
          {...register('code')}
          after={
            method === 'mobile' || method === 'email' ? (
              <SendCodeButton
                testId="sms-code-button"
                send={() => sendLoginVerificationCode(method)}
                onError={setFormError}
              />
            ) : undefined
          }
        />
        <p className={styles.hint}>{t(`securityLogin.hints.${method}`)}</p>
        <div className={styles.actions}>
          <Button variant="subtle" onClick={() => void leave()} data-testid="verify-cancel">
            {t('securityLogin.cancel')}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting} data-testid="verify-submit">
            {t('securityLogin.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
