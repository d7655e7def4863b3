import {
  ACCOUNT_NAME_PATTERN,
  addBankAccountRequestSchema,
  type AddBankAccountRequest,
  type BankAccount,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import formStyles from '@/components/ui/form.module.css';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { showToast } from '@/lib/toast';
import {
  addBankAccount,
  bankAccountsQuery,
  banksQuery,
  removeBankAccount,
  useSecurityChange,
} from '../api/security-calls';
import { contractErrors, refusal, type FormErrors } from './form-errors';
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
  const [values, setValues] = useState<AddBankAccountRequest>({
    bankCode: '',
    accountName: '',
    accountNumber: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const add = useSecurityChange(addBankAccount);
  const fields = ['bankCode', 'accountName', 'accountNumber', 'paymentPassword'] as const;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = contractErrors(addBankAccountRequestSchema, values, (field) =>
      field === 'paymentPassword' ? t('validation.required') : t(`security.invalid.${field as 'bankCode'}`),
    );
    setErrors(invalid ?? {});
    if (invalid) return;
    try {
      await add.mutateAsync([values]);
      showToast(t('security.bank.added'));
      onClose();
    } catch (err) {
      setErrors(refusal(err, fields));
    }
  };
  const input = (name: 'accountName' | 'accountNumber' | 'paymentPassword') => (
    <TextField
      label={t(`security.bank.${name}`)}
      name={name}
      type={name === 'paymentPassword' ? 'password' : 'text'}
      inputMode={name === 'accountName' ? undefined : 'numeric'}
      autoComplete="off"
      maxLength={name === 'accountName' ? 64 : name === 'accountNumber' ? 20 : 6}
      pattern={name === 'accountName' ? ACCOUNT_NAME_PATTERN.source : undefined}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={errors[name]}
      required
    />
  );
  return (
    <Modal title={t('security.bank.add')} onClose={onClose} testId="bank-add-modal">
      <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        {errors.form ? (
          <p className={formStyles.banner} role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-bank`}>
            {t('security.bank.bank')}
          </label>
          <select
            id={`${id}-bank`}
            name="bankCode"
            className={formStyles.input}
            value={values.bankCode}
            onChange={(e) => setValues((v) => ({ ...v, bankCode: e.target.value }))}
          >
            <option value="">{t('security.bank.chooseBank')}</option>
            {(banks.data ?? []).map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
          {errors.bankCode ? (
            <p className={formStyles.error} role="alert">
              {errors.bankCode}
            </p>
          ) : null}
        </div>
        {input('accountName')}
        {input('accountNumber')}
        {input('paymentPassword')}
        <Button type="submit" block disabled={add.isPending} data-testid="bank-add-submit">
          {t('security.actions.save')}
        </Button>
      </form>
    </Modal>
  );
}

function RemoveBankAccountModal({ account, onClose }: { account: BankAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const [paymentPassword, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const remove = useSecurityChange(removeBankAccount);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!paymentPassword) {
      setErrors({ paymentPassword: t('validation.required') });
      return;
    }
    try {
      await remove.mutateAsync([account.id, paymentPassword]);
      showToast(t('security.bank.removed'));
      onClose();
    } catch (err) {
      setErrors(refusal(err, []));
    }
  };
  return (
    <Modal title={t('security.bank.removeTitle')} onClose={onClose} testId="bank-remove-modal">
      <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={formStyles.lead}>
          {t('security.bank.removeText', { bank: account.bankName, number: account.accountNumber })}
        </p>
        {errors.form ? (
          <p className={formStyles.banner} role="alert">
            {errors.form}
          </p>
        ) : null}
        <TextField
          label={t('security.bank.paymentPassword')}
          name="paymentPassword"
          type="password"
          inputMode="numeric"
          maxLength={6}
          value={paymentPassword}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.paymentPassword}
          required
        />
        <Button type="submit" block disabled={remove.isPending} data-testid="bank-remove-submit">
          {t('security.actions.remove')}
        </Button>
      </form>
    </Modal>
  );
}
