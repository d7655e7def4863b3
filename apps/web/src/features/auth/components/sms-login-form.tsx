import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { login, sendLoginCode } from '../api/auth-calls';
import { rememberedMobile, rememberMobile } from '../hooks/remember-me';
import { useSignIn } from '../hooks/use-sign-in';
import { CountrySelect } from './country-select';
import { SendCodeButton } from '@/components/ui/send-code-button';

/** Log in with a code sent to the member's mobile number. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [dial, setDial] = useState(() => rememberedMobile()?.dial ?? '+63');
  const [mobile, setMobile] = useState(() => rememberedMobile()?.mobile ?? '');
  const [remember, setRemember] = useState(() => rememberedMobile() !== null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const mobileValid = /^[0-9]{4,20}$/.test(mobile.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      mobile: mobileValid ? undefined : t('validation.pattern_6', { range: '4-20' }),
      code: code.trim() ? undefined : t('validation.required'),
    };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      const value = await login({
        type: 'sms',
        mobileNum: mobile.trim(),
        countryDialingCode: dial,
        verificationCode: code.trim(),
      });
      rememberMobile(remember ? { dial, mobile: mobile.trim() } : null);
      await signIn(value, { viaSms: true });
    } catch (err) {
      setErrors({ form: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {errors.form ? (
        <p className={styles.banner} role="alert">
          {errors.form}
        </p>
      ) : null}
      <TextField
        label={t('auth.fields.mobileNum')}
        name="mobileNum"
        inputMode="tel"
        maxLength={20}
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={errors.mobile}
        required
        before={<CountrySelect value={dial} onChange={setDial} />}
      />
      <TextField
        label={t('auth.fields.verificationCode')}
        name="verificationCode"
        inputMode="numeric"
        maxLength={8}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code}
        required
        after={
          <SendCodeButton
            testId="sms-code-button"
            disabled={!mobileValid}
            send={() => sendLoginCode(mobile.trim(), dial)}
            onError={(m) => setErrors({ form: m })}
          />
        }
      />
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
      <Button type="submit" block disabled={busy} data-testid="login-submit">
        {t('auth.submitLogin')}
      </Button>
    </form>
  );
}
