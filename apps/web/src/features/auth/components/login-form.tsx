import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { login } from '../api/auth-calls';
import { rememberedUsername, rememberUsername } from '../hooks/remember-me';
import { useSignIn } from '../hooks/use-sign-in';
import headerStyles from './header-login.module.css';

// Only a failed login needs the captcha and its solver: they load then, not with the first page.
const CaptchaField = lazy(() => import('./captcha-field').then((m) => ({ default: m.CaptchaField })));

/**
 * Log in by username and password. After a failed try the server asks for a captcha: the browser solves
 * a proof of work by itself (decision record 022) and the next try waits for it.
 */
export function LoginForm({ inline }: { inline?: boolean }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [username, setUsername] = useState(() => rememberedUsername() ?? '');
  const [remember, setRemember] = useState(() => rememberedUsername() !== null);
  const [password, setPassword] = useState('');
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const captchaPending = needsCaptcha && !captcha;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      username: username.trim() ? undefined : t('validation.required'),
      password: password ? undefined : t('validation.required'),
    };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      const value = await login({
        type: 'username',
        username: username.trim(),
        password,
        captcha: needsCaptcha ? captcha : undefined,
      });
      setPassword('');
      // The header's compact form has no remember-me box: it leaves the choice as it was.
      if (!inline) rememberUsername(remember ? username.trim() : null);
      await signIn(value, { username: username.trim() });
    } catch (err) {
      if (err instanceof ApiError && (err.value as { captcha?: boolean } | null)?.captcha) {
        setNeedsCaptcha(true);
        setCaptcha('');
        setCaptchaKey((k) => k + 1);
      }
      setErrors({ form: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const fields = (
    <>
      <TextField
        label={t('auth.fields.username')}
        placeholder={t('auth.fields.username')}
        name="username"
        autoComplete="username"
        maxLength={64}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={errors.username}
      />
      <TextField
        label={t('auth.fields.password')}
        placeholder={t('auth.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      {needsCaptcha ? (
        <Suspense fallback={null}>
          <CaptchaField key={captchaKey} onChange={setCaptcha} />
        </Suspense>
      ) : null}
    </>
  );

  if (inline) {
    return (
      <form
        className={headerStyles.inline}
        onSubmit={(e) => void submit(e)}
        data-testid="header-login"
        noValidate
      >
        {fields}
        <Button
          type="submit"
          variant="accent"
          size="small"
          disabled={busy || captchaPending}
          data-testid="login-submit"
        >
          {t('auth.submitLogin')}
        </Button>
        {errors.form ? (
          <p className={headerStyles.error} role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
    );
  }
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {errors.form ? (
        <p className={styles.banner} role="alert">
          {errors.form}
        </p>
      ) : null}
      {fields}
      <label className={styles.check}>
        <input
          type="checkbox"
          name="rememberMe"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
          data-testid="remember-me"
        />
        <span>{t('securityLogin.rememberMe')}</span>
      </label>
      <Button type="submit" block disabled={busy || captchaPending} data-testid="login-submit">
        {t('auth.submitLogin')}
      </Button>
    </form>
  );
}
