import { zodResolver } from '@hookform/resolvers/zod';
import { changePaymentPasswordRequestSchema, setPaymentPasswordRequestSchema } from '@platform/contracts';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import formStyles from '@/components/ui/form.module.css';
import { placeRefusal, useProblemText } from '@/lib/form-problems';
import { showToast } from '@/lib/toast';
import { changePaymentPassword, setPaymentPassword, useSecurityChange } from '../api/security-calls';

type Field = 'loginPassword' | 'oldPaymentPassword' | 'newPaymentPassword' | 'confirmPaymentPassword';
type Values = Record<Field, string>;

/** The first payment password (proved with the login password) or a new one (proved with the old one). */
export function PaymentPasswordModal({ isSet, onClose }: { isSet: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const set = useSecurityChange(setPaymentPassword);
  const change = useSecurityChange(changePaymentPassword);
  const proof: Field = isSet ? 'oldPaymentPassword' : 'loginPassword';
  const fields: Field[] = [proof, 'newPaymentPassword', 'confirmPaymentPassword'];
  const schema = isSet ? changePaymentPasswordRequestSchema : setPaymentPasswordRequestSchema;
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    // Either contract checks the fields this form shows (the other proof stays empty and is not sent).
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: {
      loginPassword: '',
      oldPaymentPassword: '',
      newPaymentPassword: '',
      confirmPaymentPassword: '',
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const wording = (name: Field) => (code: string) =>
    code === 'mismatch'
      ? t('validation.mismatch')
      : name === 'newPaymentPassword'
        ? t('security.invalid.paymentPassword')
        : t('validation.required');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const input = {
      [proof]: values[proof],
      newPaymentPassword: values.newPaymentPassword,
      confirmPaymentPassword: values.confirmPaymentPassword,
    };
    try {
      if (isSet) await change.mutateAsync([input as never]);
      else await set.mutateAsync([input as never]);
      showToast(t(isSet ? 'security.paymentPassword.changed' : 'security.paymentPassword.saved'));
      onClose();
    } catch (err) {
      setFormError(placeRefusal(err, fields, setError));
    }
  });

  return (
    <Modal
      title={t(isSet ? 'security.paymentPassword.changeTitle' : 'security.paymentPassword.setTitle')}
      onClose={onClose}
      testId="payment-password-modal"
    >
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className={formStyles.hint}>{t('security.paymentPassword.hint')}</p>
        {formError ? (
          <p className={formStyles.banner} role="alert">
            {formError}
          </p>
        ) : null}
        {fields.map((name) => (
          <TextField
            key={name}
            label={t(`security.paymentPassword.${name}`)}
            type="password"
            inputMode={name === 'loginPassword' ? undefined : 'numeric'}
            autoComplete={name === 'loginPassword' ? 'current-password' : 'off'}
            maxLength={name === 'loginPassword' ? 128 : 6}
            error={problem(formState.errors[name], wording(name))}
            required
            {...register(name)}
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
