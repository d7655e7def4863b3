import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SendCodeButton } from '@/components/ui/send-code-button';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { useSwitch, useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { forgotByEmail, login, resetWithToken, sendLoginCode, setPasswordByPhone } from '../api/auth-calls';
import {
  forgotByEmailFormSchema,
  forgotByPhoneFormSchema,
  resetFormSchema,
  type ForgotByEmailFormValues,
  type ForgotByPhoneFormValues,
  type ResetFormValues,
} from '../hooks/forms';
import { useSignIn } from '../hooks/use-sign-in';
import { CountrySelect } from './country-select';

type Mode = 'email' | 'phone';

/** Forgot password: a reset link by e-mail, or a new password with an SMS code (CHNGPASSVERIF3). */
export function ForgotPasswordModal({
  resetToken,
  onResetDone,
}: {
  resetToken?: string;
  onResetDone?: () => void;
}) {
  const { t } = useTranslation();
  const { close } = useUi();
  const byPhone = useSwitch('CHNGPASSVERIF3');
  const [mode, setMode] = useState<Mode>('email');
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Modal title={t('auth.forgotTitle')} onClose={close} testId="forgot-password-modal">
        <p className={styles.notice} role="status">
          {t('auth.in_been_out')}
        </p>
        <div className={styles.actions}>
          <Button onClick={close} data-testid="confirm-ok">
            {t('confirm.ok')}
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      title={t(resetToken ? 'auth.resetTitle' : 'auth.forgotTitle')}
      onClose={close}
      testId="forgot-password-modal"
    >
      {!resetToken && byPhone ? (
        <Tabs
          value={mode}
          onChange={setMode}
          tabs={[
            { key: 'email', label: t('auth.byEmail') },
            { key: 'phone', label: t('auth.byPhone') },
          ]}
        />
      ) : null}
      {resetToken ? (
        <ResetForm token={resetToken} onDone={onResetDone} />
      ) : mode === 'email' ? (
        <EmailForm onSent={() => setSent(true)} />
      ) : (
        <PhoneForm />
      )}
    </Modal>
  );
}

/** The form, its refusal banner above the fields and the submit button below. */
function FormFrame({
  onSubmit,
  error,
  busy,
  children,
}: {
  onSubmit: (e: FormEvent) => Promise<void>;
  error: string | null;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {error ? (
        <p className={styles.banner} role="alert">
          {error}
        </p>
      ) : null}
      {children}
      <Button type="submit" block disabled={busy}>
        {t('auth.submit')}
      </Button>
    </form>
  );
}

function EmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const { register, handleSubmit, formState } = useForm<ForgotByEmailFormValues>({
    resolver: zodResolver(forgotByEmailFormSchema),
    defaultValues: { username: '', email: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgotByEmail(values);
      onSent();
    } catch (err) {
      setFormError(errorText(err));
    }
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError} busy={formState.isSubmitting}>
      <TextField
        label={t('auth.fields.username')}
        autoComplete="username"
        maxLength={64}
        required
        error={problem(formState.errors.username)}
        {...register('username')}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        required
        error={problem(formState.errors.email)}
        {...register('email')}
      />
    </FormFrame>
  );
}

function PhoneForm() {
  const { t } = useTranslation();
  const problem = useProblemText();
  const signIn = useSignIn();
  const rule = useSystemStatus().data?.info.register.password;
  const schema = useMemo(() => forgotByPhoneFormSchema(rule), [rule]);
  const { register, handleSubmit, formState, control, setValue } = useForm<ForgotByPhoneFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '+63', mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const dial = useWatch({ control, name: 'countryDialingCode' });
  const mobile = (useWatch({ control, name: 'mobileNum' }) ?? '').trim();
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { username } = await setPasswordByPhone(values);
      await signIn(await login({ type: 'username', username, password: values.newPassword }), {
        username,
        goHome: true,
      });
    } catch (err) {
      setFormError(errorText(err));
    }
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError} busy={formState.isSubmitting}>
      <TextField
        label={t('auth.fields.mobileNum')}
        inputMode="tel"
        maxLength={20}
        required
        error={problem(formState.errors.mobileNum)}
        before={<CountrySelect value={dial} onChange={(value) => setValue('countryDialingCode', value)} />}
        {...register('mobileNum')}
      />
      <TextField
        label={t('auth.fields.verificationCode')}
        inputMode="numeric"
        maxLength={8}
        required
        error={problem(formState.errors.verificationCode)}
        after={
          <SendCodeButton
            testId="sms-code-button"
            disabled={!/^[0-9]{4,20}$/.test(mobile)}
            send={() => sendLoginCode(mobile, dial)}
            onError={setFormError}
          />
        }
        {...register('verificationCode')}
      />
      <TextField
        label={t('auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        required
        error={problem(formState.errors.newPassword)}
        {...register('newPassword')}
      />
    </FormFrame>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const { open } = useUi();
  const rule = useSystemStatus().data?.info.register.password;
  const schema = useMemo(() => resetFormSchema(rule), [rule]);
  const { register, handleSubmit, formState } = useForm<ResetFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await resetWithToken({ token, ...values });
      onDone?.();
      open('login');
    } catch (err) {
      setFormError(errorText(err));
    }
  });
  return (
    <FormFrame onSubmit={onSubmit} error={formError} busy={formState.isSubmitting}>
      <TextField
        label={t('auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        required
        error={problem(formState.errors.newPassword)}
        {...register('newPassword')}
      />
      <TextField
        label={t('auth.fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        required
        error={problem(formState.errors.confirmNewPassword)}
        {...register('confirmNewPassword')}
      />
    </FormFrame>
  );
}
