import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyChunk } from '@/lib/chunks';
import { rememberedUsername } from '../hooks/remember-me';
import styles from './header-login.module.css';

// Only a failed login needs the captcha and its solver: they load then, not with the first page.
const CaptchaField = lazyChunk(() => import('./captcha-field').then((m) => ({ default: m.CaptchaField })), {
  strings: ['site'],
});

type Field = 'username' | 'password';

/** A text field's value in the form's data (never a file here). */
const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * The header's compact login (username and password, no remember-me box): the same checks and the same
 * call as the login popup's form (`LoginForm`), but its fields are read when it is sent, and what checks and
 * sends them loads then (./header-actions), so the first page carries neither a form library nor a schema.
 * The server renders it too: before the script takes the page over, a press on it waits (index.html), and
 * without a script it posts nothing anywhere a password could be kept (`method="post"`, no action the
 * server takes).
 */
export function HeaderLogin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const captchaPending = needsCaptcha && !captcha;

  // A remembered username fills the field once the page runs (the server does not know it).
  useEffect(() => {
    const field = form.current?.elements.namedItem('username');
    const remembered = rememberedUsername();
    if (field instanceof HTMLInputElement && !field.value && remembered) field.value = remembered;
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const element = event.currentTarget;
    const field = (name: Field) => element.elements.namedItem(name);
    const data = new FormData(element);
    setBusy(true);
    setFormError(null);
    try {
      const { headerLogin } = await import('./header-actions');
      const result = await headerLogin(
        { username: text(data.get('username')), password: text(data.get('password')) },
        needsCaptcha ? captcha : undefined,
        t,
        { queryClient, navigate },
      );
      if (result.kind === 'problems') {
        setProblems(result.problems);
        const first = (['username', 'password'] as const).find((f) => result.problems[f] !== undefined);
        const input = first ? field(first) : null;
        if (input instanceof HTMLInputElement) input.focus();
        return;
      }
      setProblems({});
      if (result.kind === 'refused') {
        if (result.captcha) {
          setNeedsCaptcha(true);
          setCaptcha('');
          setCaptchaKey((k) => k + 1);
        }
        setFormError(result.text);
        return;
      }
      const password = field('password');
      if (password instanceof HTMLInputElement) password.value = '';
    } catch {
      // The chunk did not arrive: the same words as any call that did not get through.
      setFormError(t('errors.system_error'));
    } finally {
      setBusy(false);
    }
  };

  // A field's problem goes once its value changes; the next try checks again.
  const clear = (name: Field) => () =>
    setProblems((p) => (p[name] === undefined ? p : { ...p, [name]: undefined }));

  return (
    <form
      ref={form}
      method="post"
      className={styles.inline}
      onSubmit={(e) => void submit(e)}
      data-testid="header-login"
      noValidate
    >
      <TextField
        name="username"
        label={t('auth.fields.username')}
        placeholder={t('auth.fields.username')}
        autoComplete="username"
        maxLength={64}
        error={problems.username}
        onChange={clear('username')}
      />
      <TextField
        name="password"
        label={t('auth.fields.password')}
        placeholder={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={problems.password}
        onChange={clear('password')}
      />
      {needsCaptcha ? (
        <Suspense fallback={null}>
          <CaptchaField key={captchaKey} onChange={setCaptcha} />
        </Suspense>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        size="small"
        disabled={busy || captchaPending}
        data-testid="login-submit"
      >
        {t('auth.submitLogin')}
      </Button>
      {formError ? (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
