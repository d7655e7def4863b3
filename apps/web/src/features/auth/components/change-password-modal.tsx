import { checkRule } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { changePassword, login } from '../api/auth-calls';
import { useIssueText } from '../hooks/use-issue-text';
import { useSignIn } from '../hooks/use-sign-in';
import { encodeIssue } from '@platform/contracts';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** Change the password; forced (no close) after a login with a temporary or expired password. */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const signIn = useSignIn();
  const { close, forcedPasswordChange } = useUi();
  const username = useSession((s) => s.username);
  const rule = useSystemStatus().data?.info.register.password;
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!values.oldPassword) next.oldPassword = t('validation.required');
    const violation = rule ? checkRule(values.newPassword, rule) : null;
    if (!values.newPassword) next.newPassword = t('validation.required');
    else if (violation)
      next.newPassword = issueText(encodeIssue({ field: 'newPassword', kind: 'pattern', ...violation }));
    if (values.confirmNewPassword !== values.newPassword) next.confirmNewPassword = t('validation.mismatch');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
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
      const field = err instanceof ApiError ? err.field : undefined;
      if (field && field in values) setErrors({ [field]: errorText(err) });
      else setErrors({ form: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const input = (name: Field, autoComplete: string) => (
    <TextField
      label={t(`auth.fields.${name}`)}
      name={name}
      type="password"
      autoComplete={autoComplete}
      maxLength={128}
      required
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={errors[name]}
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
        {errors.form ? (
          <p className={styles.banner} role="alert">
            {errors.form}
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
