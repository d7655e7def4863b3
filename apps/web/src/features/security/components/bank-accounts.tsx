import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_NAME_PATTERN,
  addBankAccountRequestSchema,
  removeBankAccountRequestSchema,
  type AddBankAccountRequest,
  type BankAccount,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import formStyles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { placeRefusal, useProblemText } from '@/lib/form-problems';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import {
  addBankAccount,
  bankAccountsQuery,
  banksQuery,
  removeBankAccount,
  useSecurityChange,
} from '../api/security-calls';
import styles from './security.module.css';

/** The member's bank accounts (masked), with add and remove; both need the payment password. */
export function BankAccounts({
  paymentPasswordSet,
  onSetPaymentPassword,
}: {
  paymentPasswordSet: boolean;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const query = useQuery(bankAccountsQuery(token));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const list = query.data?.list ?? [];
  const full = query.data ? list.length >= query.data.max : true;
  return (
    <div className={styles.card} data-testid="bank-accounts">
      {query.isError ? (
        <p className={formStyles.banner} role="alert">
          {errorText(query.error)}
        </p>
      ) : null}
      {list.length === 0 && query.isSuccess ? (
        <p className={styles.muted}>{t('security.bank.none')}</p>
      ) : null}
      <ul className={styles.bankList}>
        {list.map((a) => (
          <li key={a.id} className={styles.bankRow} data-testid="bank-account">
            <span>
              <Landmark size={16} aria-hidden /> <strong>{a.bankName}</strong> · {a.accountName} ·{' '}
              {a.accountNumber}
            </span>
            <Button variant="ghost" size="small" onClick={() => setRemoving(a)}>
              {t('security.actions.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {paymentPasswordSet ? (
        <Button variant="subtle" disabled={full} onClick={() => setAdding(true)} data-testid="bank-add">
          {full && query.data ? t('security.bank.full', { max: query.data.max }) : t('security.bank.add')}
        </Button>
      ) : (
        <p className={styles.muted}>
          {t('security.bank.needsPaymentPassword')}{' '}
          <button type="button" className={formStyles.link} onClick={onSetPaymentPassword}>
            {t('security.paymentPassword.setTitle')}
          </button>
        </p>
      )}
      {adding ? <AddBankAccountModal onClose={() => setAdding(false)} /> : null}
      {removing ? <RemoveBankAccountModal account={removing} onClose={() => setRemoving(null)} /> : null}
    </div>
  );
}

export function AddBankAccountModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const token = useSession((s) => s.token);
  const banks = useQuery(banksQuery(token));
  const problem = useProblemText();
  const { register, handleSubmit, formState, setError } = useForm<AddBankAccountRequest>({
    resolver: zodResolver(addBankAccountRequestSchema),
    defaultValues: { bankCode: '', accountName: '', accountNumber: '', paymentPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const add = useSecurityChange(addBankAccount);
  const fields = ['bankCode', 'accountName', 'accountNumber', 'paymentPassword'] as const;
  const errorOf = (field: (typeof fields)[number]) =>
    problem(formState.errors[field], () =>
      field === 'paymentPassword' ? t('validation.required') : t(`security.invalid.${field}`),
    );
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync([values]);
      showToast(t('security.bank.added'));
      onClose();
    } catch (err) {
      setFormError(placeRefusal(err, fields, setError));
    }
  });
  const input = (name: 'accountName' | 'accountNumber') => (
    <TextField
      label={t(`security.bank.${name}`)}
      inputMode={name === 'accountName' ? undefined : 'numeric'}
      autoComplete="off"
      maxLength={name === 'accountName' ? 64 : 20}
      pattern={name === 'accountName' ? ACCOUNT_NAME_PATTERN.source : undefined}
      error={errorOf(name)}
      required
      {...register(name)}
    />
  );
  return (
    <Modal title={t('security.bank.add')} onClose={onClose} testId="bank-add-modal">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        {formError ? (
          <p className={formStyles.banner} role="alert">
            {formError}
          </p>
        ) : null}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-bank`}>
            {t('security.bank.bank')}
          </label>
          <select
            id={`${id}-bank`}
            className={formStyles.input}
            aria-invalid={formState.errors.bankCode ? true : undefined}
            {...register('bankCode')}
          >
            <option value="">{t('security.bank.chooseBank')}</option>
            {(banks.data ?? []).map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
          {formState.errors.bankCode ? (
            <p className={formStyles.error} role="alert">
              {errorOf('bankCode')}
            </p>
          ) : null}
        </div>
        {input('accountName')}
        {input('accountNumber')}
        <PaymentPasswordField
          label={t('security.bank.paymentPassword')}
          error={errorOf('paymentPassword')}
          {...register('paymentPassword')}
        />
        <Button type="submit" block disabled={add.isPending} data-testid="bank-add-submit">
          {t('security.actions.save')}
        </Button>
      </form>
    </Modal>
  );
}

function RemoveBankAccountModal({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const { register, handleSubmit, formState } = useForm<{ paymentPassword: string }>({
    resolver: zodResolver(removeBankAccountRequestSchema),
    defaultValues: { paymentPassword: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useSecurityChange(removeBankAccount);
  const onSubmit = handleSubmit(async ({ paymentPassword }) => {
    setFormError(null);
    try {
      await remove.mutateAsync([account.id, paymentPassword]);
      showToast(t('security.bank.removed'));
      onClose();
    } catch (err) {
      setFormError(errorText(err));
    }
  });
  return (
    <Modal title={t('security.bank.removeTitle')} onClose={onClose} testId="bank-remove-modal">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className={formStyles.lead}>
          {t('security.bank.removeText', { bank: account.bankName, number: account.accountNumber })}
        </p>
        {formError ? (
          <p className={formStyles.banner} role="alert">
            {formError}
          </p>
        ) : null}
        <PaymentPasswordField
          label={t('security.bank.paymentPassword')}
          error={problem(formState.errors.paymentPassword, () => t('validation.required'))}
          {...register('paymentPassword')}
        />
        <Button type="submit" block disabled={remove.isPending} data-testid="bank-remove-submit">
          {t('security.actions.remove')}
        </Button>
      </form>
    </Modal>
  );
}
