import { changePaymentPasswordRequestSchema, setPaymentPasswordRequestSchema } from '@platform/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import formStyles from '@/components/ui/form.module.css';
import { showToast } from '@/lib/toast';
import { changePaymentPassword, setPaymentPassword, useSecurityChange } from '../api/security-calls';
import { contractErrors, refusal, type FormErrors } from './form-errors';

type Field = 'loginPassword' | 'oldPaymentPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';

/** The first payment password (proved with the login password) or a new one (proved with the old one). */
export function PaymentPasswordModal({ isSet, onClose }: { isSet: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    loginPassword: '',
    oldPaymentPassword: '',
    newPaymentPassword: '',
    confirmPaymentPassword: '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const set = useSecurityChange(setPaymentPassword);
  const change = useSecurityChange(changePaymentPassword);
  const proof: Field = isSet ? 'oldPaymentPassword' : 'loginPassword';
  const fields: Field[] = [proof, 'newPaymentPassword', 'confirmPaymentPassword'];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      [proof]: values[proof],
      newPaymentPassword: values.newPaymentPassword,
      confirmPaymentPassword: values.confirmPaymentPassword,
    };
    const invalid = contractErrors(
      isSet ? changePaymentPasswordRequestSchema : setPaymentPasswordRequestSchema,
      input,
      (field, message) =>
        message === 'mismatch'
          ? t('validation.mismatch')
          : field === 'newPaymentPassword'
            ? t('security.invalid.paymentPassword')
            : t('validation.required'),
    );
    setErrors(invalid ?? {});
    if (invalid) return;
    try {
      if (isSet) await change.mutateAsync([input as never]);
      else await set.mutateAsync([input as never]);
      showToast(t(isSet ? 'security.paymentPassword.changed' : 'security.paymentPassword.saved'));
      onClose();
    } catch (err) {
      setErrors(refusal(err, fields));
    }
  };

  return (
    <Modal
      title={t(isSet ? 'security.paymentPassword.changeTitle' : 'security.paymentPassword.setTitle')}
      onClose={onClose}
      testId="payment-password-modal"
    >
      <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={formStyles.hint}>{t('security.paymentPassword.hint')}</p>
        {errors.form ? (
          <p className={formStyles.banner} role="alert">
            {errors.form}
          </p>
        ) : null}
        {fields.map((name) => (
          <TextField
            key={name}
            label={t(`security.paymentPassword.${name}`)}
            name={name}
            type="password"
            inputMode={name === 'loginPassword' ? undefined : 'numeric'}
            autoComplete={name === 'loginPassword' ? 'current-password' : 'off'}
            maxLength={name === 'loginPassword' ? 128 : 6}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            error={errors[name]}
            required
          />
        ))}
        <Button
          type="submit"
          block
          disabled={set.isPending || change.isPending}
          data-testid="payment-password-submit"
        >
          {t('security.actions.save')}
        </Button>
      </form>
    </Modal>
  );
}
