import { zodResolver } from '@hookform/resolvers/zod';
import {
  buildRegisterSchema,
  registerFieldStates,
  RESPONSIBLE_ERRORS,
  type RegisterField,
  type RegisterMode,
  type RegisterRequest,
  type RegisterRules,
} from '@platform/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import styles from '@/components/ui/form.module.css';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { useSwitch, useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import { checkAffiliate, register, sendRegisterCode } from '../api/auth-calls';
import { useSignIn } from '../hooks/use-sign-in';
import { CaptchaField } from './captcha-field';
import { CountrySelect } from './country-select';
import { SendCodeButton } from '@/components/ui/send-code-button';

type Values = RegisterRequest & { ageConfirmed?: boolean };

const INPUT_TYPES: Partial<Record<RegisterField, string>> = {
  password: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  nickname: 'nickname',
};

function RegisterForm({ mode, rules }: { mode: RegisterMode; rules: RegisterRules }) {
  const { t } = useTranslation();
  // The brand's age (18 unless the brand says otherwise), in the checkbox's words and its refusal.
  const minimumAge = useSystemStatus().data?.info.brand.minimumAge ?? 18;
  const problem = useProblemText();
  const signIn = useSignIn();
  const smsVerification = useSwitch('REGMOBVERF3');
  const mobilePassword = useSwitch('MOBILENUMPASSREG3');
  const options = useMemo(
    () => ({ mode, smsVerification, mobilePassword }),
    [mode, smsVerification, mobilePassword],
  );
  const fields = registerFieldStates(rules, options);
  const schema = useMemo(() => buildRegisterSchema(rules, options), [rules, options]);
  const initialAffiliate = new URLSearchParams(window.location.search).get('affiliateCode') ?? undefined;
  const {
    register: field,
    handleSubmit,
    formState,
    setError,
    watch,
    setValue,
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      affiliateCode: initialAffiliate,
      referralCode: new URLSearchParams(window.location.search).get('referralCode') ?? undefined,
      countryDialingCode: '+63',
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [ageError, setAgeError] = useState<string | undefined>();
  const [invitedBy, setInvitedBy] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState('');
  // A captcha is used once: each refused registration mounts the field afresh for a new challenge.
  const [captchaKey, setCaptchaKey] = useState(0);
  const dial = watch('countryDialingCode') ?? '+63';
  const mobile = (watch('mobileNum') ?? '').trim();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (!values.ageConfirmed) {
      setAgeError(t('auth.ageRequired', { age: minimumAge }));
      return;
    }
    setAgeError(undefined);
    const input = values;
    try {
      // The confirmation is sent: the server refuses a registration without it (`rg.age.required`).
      const value = await register(mode, {
        ...input,
        ageConfirmed: true,
        captcha: captcha || undefined,
        mobileNum: input.mobileNum || undefined,
        countryDialingCode: input.mobileNum ? dial : undefined,
      });
      await signIn(value, { username: input.username, goHome: true });
    } catch (e) {
      const rule = e instanceof ApiError ? (e.value as { rule?: string } | null)?.rule : undefined;
      if (
        e instanceof ApiError &&
        (e.errorCode === RESPONSIBLE_ERRORS.rgAgeRequired || e.field === 'ageConfirmed')
      ) {
        setAgeError(errorText(e));
      } else if (
        e instanceof ApiError &&
        e.field &&
        fields.some((f) => f.field === e.field || e.field === 'confirmPassword')
      ) {
        setError(e.field as keyof Values, { message: (rule ? problem(rule) : undefined) ?? errorText(e) });
      } else {
        setFormError(errorText(e));
      }
      setCaptcha('');
      setCaptchaKey((k) => k + 1);
    }
  });

  const onAffiliateBlur = async (code: string) => {
    setInvitedBy(null);
    if (!code.trim()) return;
    try {
      const result = await checkAffiliate(code.trim());
      if (result.valid) setInvitedBy(result.agentNickname);
      else setError('affiliateCode', { message: t('errors.register_affiliate_invalid') });
    } catch (e) {
      setFormError(errorText(e));
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      {formError ? (
        <p className={styles.banner} role="alert">
          {formError}
        </p>
      ) : null}
      {fields.map(({ field: name, required }) => {
        if (name === 'captcha')
          return (
            <CaptchaField
              key={`${name}-${captchaKey}`}
              onChange={setCaptcha}
              error={problem(formState.errors.captcha)}
            />
          );
        const label = t(`auth.fields.${name}` as 'auth.fields.username');
        const common = {
          label,
          required,
          type: INPUT_TYPES[name] ?? 'text',
          autoComplete: AUTOCOMPLETE[name] ?? 'off',
          maxLength: 128,
          error: problem(formState.errors[name]),
        };
        if (name === 'mobileNum') {
          return (
            <TextField
              key={name}
              {...common}
              inputMode="tel"
              before={<CountrySelect value={dial} onChange={(v) => setValue('countryDialingCode', v)} />}
              {...field('mobileNum')}
            />
          );
        }
        if (name === 'verificationCode') {
          return (
            <TextField
              key={name}
              {...common}
              inputMode="numeric"
              maxLength={8}
              after={
                <SendCodeButton
                  testId="sms-code-button"
                  disabled={!/^[0-9]{4,20}$/.test(mobile)}
                  send={() => sendRegisterCode(mobile, dial)}
                  onError={setFormError}
                />
              }
              {...field('verificationCode')}
            />
          );
        }
        if (name === 'affiliateCode') {
          const registration = field('affiliateCode');
          return (
            <div key={name}>
              <TextField
                {...common}
                {...registration}
                onBlur={(e) => {
                  void registration.onBlur(e);
                  void onAffiliateBlur(e.target.value);
                }}
              />
              {invitedBy ? (
                <p className={styles.hint}>{t('auth.affiliateValid', { name: invitedBy })}</p>
              ) : null}
            </div>
          );
        }
        const input = <TextField key={name} {...common} {...field(name)} />;
        if (name !== 'password') return input;
        return [
          input,
          <TextField
            key="confirmPassword"
            label={t('auth.fields.confirmPassword')}
            required
            type="password"
            autoComplete="new-password"
            maxLength={128}
            error={problem(formState.errors.confirmPassword)}
            {...field('confirmPassword')}
          />,
        ];
      })}
      <div>
        <label className={styles.check}>
          <input type="checkbox" {...field('ageConfirmed')} />
          <span>{t('auth.ageConfirm', { age: minimumAge })}</span>
        </label>
        {/* A new tab, so that the form and what is typed in it stay as they are. */}
        <p className={styles.hint}>
          <a
            href={paths.terms}
            target="_blank"
            rel="noopener"
            className={styles.link}
            data-testid="register-terms-link"
          >
            {t('legalPage.readTerms')} <span className="visually-hidden">{t('legalPage.newTab')}</span>
          </a>
        </p>
        {ageError ? (
          <p className={styles.error} role="alert" data-testid="field-error-ageConfirmed">
            {ageError}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        variant="accent"
        block
        disabled={formState.isSubmitting || (fields.some((f) => f.field === 'captcha') && !captcha)}
        data-testid="register-submit"
      >
        {t('auth.submitRegister')}
      </Button>
    </form>
  );
}

/** Registration by username or by mobile number, each shown when its switch is on. */
export function RegisterModal() {
  const { t } = useTranslation();
  const { close, open } = useUi();
  const { data } = useSystemStatus();
  const byUsername = useSwitch('USERNAMEREG3');
  const byMobile = useSwitch('MOBILENUMREG3');
  const [mode, setMode] = useState<RegisterMode>(byUsername || !byMobile ? 'username' : 'mobile');
  const tabs = [
    ...(byUsername
      ? [{ key: 'username' as const, label: t('auth.byUsername'), testId: 'register-tab-username' }]
      : []),
    ...(byMobile
      ? [{ key: 'mobile' as const, label: t('auth.byMobile'), testId: 'register-tab-mobile' }]
      : []),
  ];
  return (
    <Modal title={t('auth.registerTitle')} onClose={close} testId="register-modal" wide>
      {tabs.length > 1 ? <Tabs value={mode} onChange={setMode} tabs={tabs} /> : null}
      {data ? <RegisterForm key={mode} mode={mode} rules={data.info.register} /> : null}
      <div className={styles.links}>
        <span />
        <span>
          {t('auth.haveAccount')}{' '}
          <button type="button" className={styles.link} onClick={() => open('login')}>
            {t('header.login')}
          </button>
        </span>
      </div>
    </Modal>
  );
}
