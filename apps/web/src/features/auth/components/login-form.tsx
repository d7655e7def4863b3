import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { login } from '../api/auth-calls';
import { loginFormSchema, type LoginFormValues } from '../hooks/forms';
import { rememberedUsername, rememberUsername } from '../hooks/remember-me';
import { useSignIn } from '../hooks/use-sign-in';
import { lazyChunk } from '@/lib/chunks';

// Only a failed login needs the captcha and its solver: they load then, not with the first page.
const CaptchaField = lazyChunk(() => import('./captcha-field').then((m) => ({ default: m.CaptchaField })));

/**
 * Log in by username and password. After a failed try the server asks for a captcha: the browser solves
 * a proof of work by itself (decision record 022) and the next try waits for it.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const problem = useProblemText();
  const { register, handleSubmit, formState, resetField } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: rememberedUsername() ?? '', password: '' },
  });
  const [remember, setRemember] = useState(() => rememberedUsername() !== null);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = formState.isSubmitting;
  const captchaPending = needsCaptcha && !captcha;

  const submit = handleSubmit(async ({ username, password }) => {
    setFormError(null);
    try {
      const value = await login({
        type: 'username',
        username,
        password,
        captcha: needsCaptcha ? captcha : undefined,
      });
      resetField('password');
      rememberUsername(remember ? username : null);
      await signIn(value, { username });
    } catch (err) {
      if (err instanceof ApiError && (err.value as { captcha?: boolean } | null)?.captcha) {
        setNeedsCaptcha(true);
        setCaptcha('');
        setCaptchaKey((k) => k + 1);
      }
      setFormError(errorText(err));
    }
  });

  const fields = (
    <>
      <TextField
        label={t('auth.fields.username')}
        placeholder={t('auth.fields.username')}
        autoComplete="username"
        maxLength={64}
        error={problem(formState.errors.username)}
        {...register('username')}
      />
      <TextField
        label={t('auth.fields.password')}
        placeholder={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={problem(formState.errors.password)}
        {...register('password')}
      />
      {needsCaptcha ? (
        <Suspense fallback={null}>
          <CaptchaField key={captchaKey} onChange={setCaptcha} />
        </Suspense>
      ) : null}
    </>
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {formError ? (
        <p className={styles.banner} role="alert">
          {formError}
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
