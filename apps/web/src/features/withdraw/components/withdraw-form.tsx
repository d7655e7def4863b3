import { zodResolver } from '@hookform/resolvers/zod';
import type { WithdrawInfo, WithdrawRequest } from '@platform/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { MoneyInput } from '@/components/ui/money-input';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { formatMoney, money } from '@/lib/money';
import { requestWithdrawal } from '../api/withdraw-calls';
import {
  keepsRequestId,
  newRequestId,
  withdrawFormSchema,
  type FormProblem,
  type WithdrawFormValues,
} from '../hooks/forms';
import { useMoneyChanged } from '../hooks/use-money-changed';
import form from '@/components/ui/form.module.css';
import styles from './withdraw.module.css';

/** Amount (within the limits and the balance), bank account and payment password; checked before sending. */
export function WithdrawForm({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const id = useId();
  const changed = useMoneyChanged();
  const symbol = info.currencySymbol;
  const limits = { min: info.min, max: info.max, balance: info.balance };
  // One id per submission: a retry after a lost answer sends it again and the money is held once.
  const [requestId, setRequestId] = useState(newRequestId);
  const schema = useMemo(
    () => withdrawFormSchema({ min: info.min, max: info.max, balance: info.balance }, requestId),
    [info.min, info.max, info.balance, requestId],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<WithdrawFormValues, unknown, WithdrawRequest>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', bankAccountId: String(info.bankAccounts[0]?.id ?? ''), paymentPassword: '' },
  });
  const submit = useMutation({ mutationFn: requestWithdrawal, onSettled: changed });
  const problemText = useProblemText();
  const problem = (field: keyof WithdrawFormValues) =>
    problemText(formState.errors[field], (code) =>
      t(`withdraw.problems.${code as FormProblem}`, {
        min: money(limits.min, symbol),
        max: money(limits.max, symbol),
        balance: money(limits.balance, symbol),
      }),
    );

  const onSubmit = handleSubmit((request) => {
    setFormError(null);
    setDone(null);
    submit.mutate(request, {
      onSuccess: (result) => {
        setRequestId(newRequestId());
        reset({ amount: '', bankAccountId: String(request.bankAccountId), paymentPassword: '' });
        setDone(
          t('withdraw.requested', {
            amount: money(result.withdrawal.amount, symbol),
            orderNo: result.withdrawal.orderNo,
          }),
        );
      },
      onError: (e) => {
        if (!keepsRequestId(e)) setRequestId(newRequestId());
        setFormError(errorText(e));
      },
    });
  });

  const amountError = problem('amount');
  const bankError = problem('bankAccountId');
  const passwordError = problem('paymentPassword');
  return (
    <form className={styles.card} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="withdraw-form">
      <MoneyInput
        label={t('withdraw.amount')}
        placeholder={t('withdraw.amountPlaceholder', {
          min: formatMoney(info.min),
          max: formatMoney(info.max),
        })}
        hint={t('withdraw.limits', { min: money(info.min, symbol), max: money(info.max, symbol) })}
        error={amountError}
        errorTestId="withdraw-error-amount"
        data-testid="withdraw-amount"
        {...register('amount')}
      />
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-bank`}>
          {t('withdraw.bankAccount')}
        </label>
        <select
          id={`${id}-bank`}
          className={bankError ? `${form.input} ${form.invalid}` : form.input}
          aria-invalid={bankError ? true : undefined}
          data-testid="withdraw-bank"
          {...register('bankAccountId')}
        >
          {info.bankAccounts.map((b) => (
            <option key={b.id} value={b.id}>
              {t('withdraw.bankOption', { bank: b.bankName, name: b.accountName, last4: b.last4 })}
            </option>
          ))}
        </select>
        {bankError ? (
          <p className={form.error} role="alert">
            {bankError}
          </p>
        ) : null}
      </div>
      <PaymentPasswordField
        label={t('withdraw.paymentPassword')}
        error={passwordError}
        errorTestId="withdraw-error-paymentPassword"
        data-testid="withdraw-password"
        {...register('paymentPassword')}
      />
      {formError ? (
        <p className={styles.failed} role="alert" data-testid="withdraw-failed">
          {formError}
        </p>
      ) : null}
      {done ? (
        <p className={styles.done} role="status" data-testid="withdraw-done">
          {done}
        </p>
      ) : null}
      <Button type="submit" variant="accent" disabled={submit.isPending} data-testid="withdraw-submit">
        {submit.isPending ? t('withdraw.submitting') : t('withdraw.submit')}
      </Button>
    </form>
  );
}
