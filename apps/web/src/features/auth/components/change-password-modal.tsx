import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { placeRefusal, useProblemText } from '@/lib/form-problems';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { changePassword, login } from '../api/auth-calls';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../hooks/forms';
import { useSignIn } from '../hooks/use-sign-in';

type Field = keyof ChangePasswordFormValues;
const FIELDS: readonly Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/** Change the password; forced (no close) after a login with a temporary or expired password. */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const problem = useProblemText();
  const signIn = useSignIn();
  const { close, forcedPasswordChange } = useUi();
  const username = useSession((s) => s.username);
  const rule = useSystemStatus().data?.info.register.password;
  const schema = useMemo(() => changePasswordFormSchema(rule), [rule]);
  const { register, handleSubmit, formState, setError } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword(values);
      // The other sessions ended; log in again with the new password, then go home.
      if (username)
        await signIn(await login({ type: 'username', username, password: values.newPassword }), {
          username,
          goHome: true,
        });
      else close();
    } catch (err) {
      setFormError(placeRefusal(err, FIELDS, setError));
    }
  });

  const input = (name: Field, autoComplete: string) => (
    <TextField
      label={t(`auth.fields.${name}`)}
      type="password"
      autoComplete={autoComplete}
      maxLength={128}
      required
      error={problem(formState.errors[name])}
      {...register(name)}
    />
  );

  return (
    <Modal
      title={t('auth.changePasswordTitle')}
      onClose={close}
      closable={!forcedPasswordChange}
      testId="change-password-modal"
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {forcedPasswordChange ? <p className={styles.hint}>{t('auth.mustChangePassword')}</p> : null}
        {formError ? (
          <p className={styles.banner} role="alert">
            {formError}
          </p>
        ) : null}
        {input('oldPassword', 'current-password')}
        {input('newPassword', 'new-password')}
        {input('confirmNewPassword', 'new-password')}
        <Button type="submit" block disabled={busy}>
          {t('auth.submit')}
        </Button>
      </form>
    </Modal>
  );
}
