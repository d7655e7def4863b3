import { zodResolver } from '@hookform/resolvers/zod';
import {
  bindEmailRequestSchema,
  bindMobileRequestSchema,
  type BindEmailRequest,
  type BindMobileRequest,
} from '@platform/contracts';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import formStyles from '@/components/ui/form.module.css';
import { placeRefusal, useProblemText } from '@/lib/form-problems';
import { showToast } from '@/lib/toast';
import { bindEmail, bindMobile, sendBindCode, useSecurityChange } from '../api/security-calls';
import { SendCodeButton } from '@/components/ui/send-code-button';

type Values = { countryDialingCode: string; mobileNum: string; email: string; verificationCode: string };
const FIELDS = ['mobileNum', 'email', 'verificationCode', 'countryDialingCode'] as const;

/** Binds or changes the mobile number or e-mail address: a code goes to the new one, then confirm it. */
export function ContactModal({
  channel,
  current,
  onClose,
  defaultDialingCode = '+63',
}: {
  channel: 'mobile' | 'email';
  current: string | null;
  onClose: () => void;
  defaultDialingCode?: string;
}) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const schema = channel === 'mobile' ? bindMobileRequestSchema : bindEmailRequestSchema;
  const { register, handleSubmit, formState, setError, getValues, trigger } = useForm<Values>({
    // The channel's contract checks its fields; the other channel's field is not shown nor sent.
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { countryDialingCode: defaultDialingCode, mobileNum: '', email: '', verificationCode: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const confirm = useSecurityChange((input: BindMobileRequest | BindEmailRequest) =>
    'mobileNum' in input ? bindMobile(input) : bindEmail(input),
  );
  const describe = (name: string) => () =>
    t(
      `security.invalid.${name === 'mobileNum' || name === 'email' || name === 'countryDialingCode' ? name : 'verificationCode'}`,
    );
  const errorOf = (name: keyof Values) => problem(formState.errors[name], describe(name));

  const request = (v: Values) =>
    channel === 'mobile'
      ? {
          countryDialingCode: v.countryDialingCode,
          mobileNum: v.mobileNum.trim(),
          verificationCode: v.verificationCode.trim(),
        }
      : { email: v.email.trim(), verificationCode: v.verificationCode.trim() };

  // The code goes out once the destination itself is right (the code is typed afterwards).
  const send = async () => {
    setFormError(null);
    const destination =
      channel === 'mobile' ? (['mobileNum', 'countryDialingCode'] as const) : (['email'] as const);
    if (!(await trigger(destination))) return null;
    const v = getValues();
    return sendBindCode(
      channel === 'mobile'
        ? { channel, countryDialingCode: v.countryDialingCode, mobileNum: v.mobileNum.trim() }
        : { channel, email: v.email.trim() },
    );
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await confirm.mutateAsync([request(values)]);
      showToast(t(channel === 'mobile' ? 'security.contact.mobileBound' : 'security.contact.emailBound'));
      onClose();
    } catch (err) {
      setFormError(placeRefusal(err, FIELDS, setError));
    }
  });

  return (
    <Modal
      title={t(channel === 'mobile' ? 'security.contact.mobileTitle' : 'security.contact.emailTitle')}
      onClose={onClose}
      testId={`${channel}-modal`}
    >
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {current ? (
          <p className={formStyles.hint}>{t('security.contact.current', { value: current })}</p>
        ) : null}
        {formError ? (
          <p className={formStyles.banner} role="alert">
            {formError}
          </p>
        ) : null}
        {channel === 'mobile' ? (
          <TextField
            label={t('security.contact.newMobile')}
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            error={errorOf('mobileNum') ?? errorOf('countryDialingCode')}
            required
            {...register('mobileNum')}
            before={
              <input
                className={formStyles.select}
                aria-label={t('auth.countryCode')}
                size={5}
                maxLength={5}
                {...register('countryDialingCode')}
              />
            }
          />
        ) : (
          <TextField
            label={t('security.contact.newEmail')}
            type="email"
            autoComplete="email"
            maxLength={254}
            error={errorOf('email')}
            required
            {...register('email')}
          />
        )}
        <TextField
          label={t('security.contact.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errorOf('verificationCode')}
          required
          {...register('verificationCode')}
          after={<SendCodeButton send={send} onError={setFormError} />}
        />
        <p className={formStyles.hint}>{t('security.contact.codeHint')}</p>
        <Button type="submit" block disabled={confirm.isPending} data-testid="contact-submit">
          {t('security.actions.confirm')}
        </Button>
      </form>
    </Modal>
  );
}
