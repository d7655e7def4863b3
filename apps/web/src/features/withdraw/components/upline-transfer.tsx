import { zodResolver } from '@hookform/resolvers/zod';
import type { UplineInfo, UplineTransferRequest } from '@platform/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BonusLockNote } from '@/components/ui/bonus-lock';
import { Button } from '@/components/ui/button';
import { ListState } from '@/components/ui/list-state';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { MoneyInput } from '@/components/ui/money-input';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { transferToUpline, uplineInfoQuery } from '../api/withdraw-calls';
import {
  keepsRequestId,
  newRequestId,
  uplineFormSchema,
  type FormProblem,
  type UplineFormValues,
} from '../hooks/forms';
import { useMoneyChanged } from '../hooks/use-money-changed';
import styles from './withdraw.module.css';

function UplineForm({ info }: { info: UplineInfo & { upline: string } }) {
  const { t } = useTranslation();
  const changed = useMoneyChanged();
  const symbol = info.currencySymbol;
  // One id per intended transfer: a retry of the same submission never moves the money twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const schema = useMemo(
    () => uplineFormSchema({ min: info.min, max: info.max, balance: info.balance }, requestId),
    [info.min, info.max, info.balance, requestId],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<
    UplineFormValues,
    unknown,
    UplineTransferRequest
  >({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', paymentPassword: '' },
  });
  const send = useMutation({ mutationFn: transferToUpline, onSettled: changed });
  const problemText = useProblemText();
  const problem = (field: keyof UplineFormValues) =>
    problemText(formState.errors[field], (code) =>
      t(`withdraw.problems.${code as FormProblem}`, {
        min: money(info.min, symbol),
        max: money(info.max, symbol),
        balance: money(info.balance, symbol),
      }),
    );
  const onSubmit = handleSubmit((request) => {
    setFormError(null);
    setResult(null);
    send.mutate(request, {
      onSuccess: (answer) => {
        reset({ amount: '', paymentPassword: '' });
        setRequestId(newRequestId());
        setResult(
          t('upline.done', {
            amount: money(answer.amount, symbol),
            upline: answer.upline,
            balance: money(answer.balance, symbol),
          }),
        );
      },
      onError: (e) => {
        setFormError(errorText(e));
        if (!keepsRequestId(e)) setRequestId(newRequestId());
      },
    });
  });
  const amountError = problem('amount');
  const passwordError = problem('paymentPassword');
  return (
    <form className={styles.card} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="upline-form">
      <MoneyInput
        label={t('upline.amount')}
        placeholder="0.00"
        hint={t('withdraw.limits', { min: money(info.min, symbol), max: money(info.max, symbol) })}
        error={amountError}
        errorTestId="upline-error-amount"
        data-testid="upline-amount"
        {...register('amount')}
      />
      <PaymentPasswordField
        label={t('withdraw.paymentPassword')}
        error={passwordError}
        data-testid="upline-password"
        {...register('paymentPassword')}
      />
      {formError ? (
        <p className={styles.failed} role="alert" data-testid="upline-failed">
          {formError}
        </p>
      ) : null}
      {result ? (
        <p className={styles.done} role="status" data-testid="upline-done">
          {result}
        </p>
      ) : null}
      <Button type="submit" variant="accent" disabled={send.isPending} data-testid="upline-submit">
        {t('upline.submit')}
      </Button>
    </form>
  );
}

/** transferUpline: the upline (masked), the balance and the limits, and the transfer form. */
export function UplineTransfer() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const query = useQuery(uplineInfoQuery(token));
  const info = query.data;
  const openSecurity = () => useUi.getState().setMemberCentrePage('securityCenter');
  return (
    <section className={styles.page} data-testid="upline-page">
      <h3 className={styles.title}>{t('memberCentre.menu.transferUpline')}</h3>
      {query.isError && !info ? (
        <ListState kind="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : !info ? (
        <ListState kind="loading" />
      ) : (
        <>
          <dl className={styles.summary}>
            <div className={styles.stat}>
              <dt>{t('upline.to')}</dt>
              <dd data-testid="upline-name">{info.upline ?? t('upline.none')}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('withdraw.balance')}</dt>
              <dd data-testid="upline-balance">{money(info.balance, info.currencySymbol)}</dd>
            </div>
          </dl>
          <BonusLockNote lock={info.bonusLock} symbol={info.currencySymbol} />
          {info.upline === null ? (
            <p className={styles.prompt} data-testid="upline-missing">
              {t('upline.noUpline')}
            </p>
          ) : !info.hasPaymentPassword ? (
            <div className={styles.prompt} data-testid="upline-prompt-noPaymentPassword">
              <p>{t('withdraw.noPaymentPassword')}</p>
              <Button onClick={openSecurity}>{t('withdraw.openSecurity')}</Button>
            </div>
          ) : (
            <UplineForm info={{ ...info, upline: info.upline }} />
          )}
        </>
      )}
    </section>
  );
}
