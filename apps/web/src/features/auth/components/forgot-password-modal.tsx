import { checkRule, encodeIssue } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { useSwitch, useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { forgotByEmail, login, resetWithToken, sendLoginCode, setPasswordByPhone } from '../api/auth-calls';
import { useIssueText } from '../hooks/use-issue-text';
import { useSignIn } from '../hooks/use-sign-in';
import { CountrySelect } from './country-select';
import { SendCodeButton } from '@/components/ui/send-code-button';

type Mode = 'email' | 'phone';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Forgot password: a reset link by e-mail, or a new password with an SMS code (CHNGPASSVERIF3). */
export function ForgotPasswordModal({
  resetToken,
  onResetDone,
}: {
  resetToken?: string;
  onResetDone?: () => void;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const signIn = useSignIn();
  const { close, open } = useUi();
  const byPhone = useSwitch('CHNGPASSVERIF3');
  const rules = useSystemStatus().data?.info.register;
  const [mode, setMode] = useState<Mode>('email');
  const [v, setV] = useState({
    username: '',
    email: '',
    mobile: '',
    dial: '+63',
    code: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [key]: e.target.value }));

  const passwordError = (value: string) => {
    if (!value) return t('validation.required');
    const violation = rules?.password ? checkRule(value, rules.password) : null;
    return violation
      ? issueText(encodeIssue({ field: 'password', kind: 'pattern', ...violation }))
      : undefined;
  };

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (err) {
      setErrors({ form: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (resetToken) {
      const next = {
        password: passwordError(v.password),
        confirm: v.confirm === v.password ? undefined : t('validation.mismatch'),
      };
      setErrors(next);
      if (next.password || next.confirm) return;
      void run(async () => {
        await resetWithToken({ token: resetToken, newPassword: v.password, confirmNewPassword: v.confirm });
        onResetDone?.();
        open('login');
      });
      return;
    }
    if (mode === 'email') {
      const next = {
        username: v.username.trim() ? undefined : t('validation.required'),
        email: EMAIL.test(v.email.trim()) ? undefined : t('validation.pattern_3', { range: '6-50' }),
      };
      setErrors(next);
      if (next.username || next.email) return;
      void run(async () => {
        await forgotByEmail({ username: v.username.trim(), email: v.email.trim() });
        setSent(true);
      });
      return;
    }
    const next = {
      mobile: /^[0-9]{4,20}$/.test(v.mobile.trim())
        ? undefined
        : t('validation.pattern_6', { range: '4-20' }),
      code: v.code.trim() ? undefined : t('validation.required'),
      password: passwordError(v.password),
    };
    setErrors(next);
    if (next.mobile || next.code || next.password) return;
    void run(async () => {
      const { username } = await setPasswordByPhone({
        newPassword: v.password,
        mobileNum: v.mobile.trim(),
        countryDialingCode: v.dial,
        verificationCode: v.code.trim(),
      });
      await signIn(await login({ type: 'username', username, password: v.password }), {
        username,
        goHome: true,
      });
    });
  };

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
      <form className={styles.form} onSubmit={submit} noValidate>
        {errors.form ? (
          <p className={styles.banner} role="alert">
            {errors.form}
          </p>
        ) : null}
        {resetToken ? null : mode === 'email' ? (
          <>
            <TextField
              label={t('auth.fields.username')}
              name="username"
              autoComplete="username"
              maxLength={64}
              required
              value={v.username}
              onChange={set('username')}
              error={errors.username}
            />
            <TextField
              label={t('auth.fields.email')}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              value={v.email}
              onChange={set('email')}
              error={errors.email}
            />
          </>
        ) : (
          <>
            <TextField
              label={t('auth.fields.mobileNum')}
              name="mobileNum"
              inputMode="tel"
              maxLength={20}
              required
              value={v.mobile}
              onChange={set('mobile')}
              error={errors.mobile}
              before={<CountrySelect value={v.dial} onChange={(dial) => setV((s) => ({ ...s, dial }))} />}
            />
            <TextField
              label={t('auth.fields.verificationCode')}
              name="verificationCode"
              inputMode="numeric"
              maxLength={8}
              required
              value={v.code}
              onChange={set('code')}
              error={errors.code}
              after={
                <SendCodeButton
                  testId="sms-code-button"
                  disabled={!/^[0-9]{4,20}$/.test(v.mobile.trim())}
                  send={() => sendLoginCode(v.mobile.trim(), v.dial)}
                  onError={(m) => setErrors({ form: m })}
                />
              }
            />
          </>
        )}
        {resetToken || mode === 'phone' ? (
          <TextField
            label={t('auth.fields.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            required
            value={v.password}
            onChange={set('password')}
            error={errors.password}
          />
        ) : null}
        {resetToken ? (
          <TextField
            label={t('auth.fields.confirmNewPassword')}
            name="confirmNewPassword"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            required
            value={v.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
          />
        ) : null}
        <Button type="submit" block disabled={busy}>
          {t('auth.submit')}
        </Button>
      </form>
    </Modal>
  );
}
