import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { login, sendLoginCode } from '../api/auth-calls';
import { smsLoginFormSchema, type SmsLoginFormValues } from '../hooks/forms';
import { rememberedMobile, rememberMobile } from '../hooks/remember-me';
import { useSignIn } from '../hooks/use-sign-in';
import { CountrySelect } from './country-select';
import { SendCodeButton } from '@/components/ui/send-code-button';

/** Log in with a code sent to the member's mobile number. */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const problem = useProblemText();
  const { register, handleSubmit, formState, control } = useForm<SmsLoginFormValues>({
    resolver: zodResolver(smsLoginFormSchema),
    defaultValues: { mobileNum: rememberedMobile()?.mobile ?? '', verificationCode: '' },
  });
  const [dial, setDial] = useState(() => rememberedMobile()?.dial ?? '+63');
  const [remember, setRemember] = useState(() => rememberedMobile() !== null);
  const [formError, setFormError] = useState<string | null>(null);
  const mobile = (useWatch({ control, name: 'mobileNum' }) ?? '').trim();
  const mobileValid = /^[0-9]{4,20}$/.test(mobile);

  const submit = handleSubmit(async ({ mobileNum, verificationCode }) => {
    setFormError(null);
    try {
      const value = await login({ type: 'sms', mobileNum, countryDialingCode: dial, verificationCode });
      rememberMobile(remember ? { dial, mobile: mobileNum } : null);
      await signIn(value, { viaSms: true });
    } catch (err) {
      setFormError(errorText(err));
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      {formError ? (
        <p className={styles.banner} role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label={t('auth.fields.mobileNum')}
        inputMode="tel"
        maxLength={20}
        error={problem(formState.errors.mobileNum)}
        required
        {...register('mobileNum')}
        before={<CountrySelect value={dial} onChange={setDial} />}
      />
      <TextField
        label={t('auth.fields.verificationCode')}
        inputMode="numeric"
        maxLength={8}
        error={problem(formState.errors.verificationCode)}
        required
        {...register('verificationCode')}
        after={
          <SendCodeButton
            testId="sms-code-button"
            disabled={!mobileValid}
            send={() => sendLoginCode(mobile, dial)}
            onError={setFormError}
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
      <Button type="submit" block disabled={formState.isSubmitting} data-testid="login-submit">
        {t('auth.submitLogin')}
      </Button>
    </form>
  );
}
