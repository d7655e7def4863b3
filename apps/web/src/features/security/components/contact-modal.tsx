import {
  bindEmailRequestSchema,
  bindMobileRequestSchema,
  type BindEmailRequest,
  type BindMobileRequest,
} from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import formStyles from '@/components/ui/form.module.css';
import { showToast } from '@/lib/toast';
import { bindEmail, bindMobile, sendBindCode, useSecurityChange } from '../api/security-calls';
import { SendCodeButton } from '@/components/ui/send-code-button';
import { contractErrors, refusal, type FormErrors } from './form-errors';

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
  const [countryDialingCode, setDial] = useState(defaultDialingCode);
  const [destination, setDestination] = useState('');
  const [verificationCode, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const confirm = useSecurityChange((input: BindMobileRequest | BindEmailRequest) =>
    'mobileNum' in input ? bindMobile(input) : bindEmail(input),
  );
  const describe = (name: string) =>
    t(
      `security.invalid.${name === 'mobileNum' || name === 'email' || name === 'countryDialingCode' ? name : 'verificationCode'}`,
    );

  const values = () =>
    channel === 'mobile'
      ? { countryDialingCode, mobileNum: destination.trim(), verificationCode: verificationCode.trim() }
      : { email: destination.trim(), verificationCode: verificationCode.trim() };

  const send = async () => {
    const schema = channel === 'mobile' ? bindMobileRequestSchema : bindEmailRequestSchema;
    const invalid = contractErrors(schema, { ...values(), verificationCode: '000000' }, describe);
    if (invalid) {
      setErrors(invalid);
      return null;
    }
    setErrors({});
    return sendBindCode(
      channel === 'mobile'
        ? { channel, countryDialingCode, mobileNum: destination.trim() }
        : { channel, email: destination.trim() },
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = contractErrors(
      channel === 'mobile' ? bindMobileRequestSchema : bindEmailRequestSchema,
      values(),
      describe,
    );
    setErrors(invalid ?? {});
    if (invalid) return;
    try {
      await confirm.mutateAsync([values()]);
      showToast(t(channel === 'mobile' ? 'security.contact.mobileBound' : 'security.contact.emailBound'));
      onClose();
    } catch (err) {
      setErrors(refusal(err, ['mobileNum', 'email', 'verificationCode', 'countryDialingCode']));
    }
  };

  return (
    <Modal
      title={t(channel === 'mobile' ? 'security.contact.mobileTitle' : 'security.contact.emailTitle')}
      onClose={onClose}
      testId={`${channel}-modal`}
    >
      <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        {current ? (
          <p className={formStyles.hint}>{t('security.contact.current', { value: current })}</p>
        ) : null}
        {errors.form ? (
          <p className={formStyles.banner} role="alert">
            {errors.form}
          </p>
        ) : null}
        {channel === 'mobile' ? (
          <TextField
            label={t('security.contact.newMobile')}
            name="mobileNum"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            value={destination}
            onChange={(e) => setDestination(e.target.value)}
            error={errors.mobileNum ?? errors.countryDialingCode}
            required
            before={
              <input
                className={formStyles.select}
                aria-label={t('auth.countryCode')}
                name="countryDialingCode"
                value={countryDialingCode}
                size={5}
                maxLength={5}
                onChange={(e) => setDial(e.target.value)}
              />
            }
          />
        ) : (
          <TextField
            label={t('security.contact.newEmail')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={destination}
            onChange={(e) => setDestination(e.target.value)}
            error={errors.email}
            required
          />
        )}
        <TextField
          label={t('security.contact.code')}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={verificationCode}
          onChange={(e) => setCode(e.target.value)}
          error={errors.verificationCode}
          required
          after={
            <SendCodeButton send={send} onError={(message) => setErrors((x) => ({ ...x, form: message }))} />
          }
        />
        <p className={formStyles.hint}>{t('security.contact.codeHint')}</p>
        <Button type="submit" block disabled={confirm.isPending} data-testid="contact-submit">
          {t('security.actions.confirm')}
        </Button>
      </form>
    </Modal>
  );
}
