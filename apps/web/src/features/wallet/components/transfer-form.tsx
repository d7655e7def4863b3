import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MoneyInput } from '@/components/ui/money-input';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { formatMoney, money } from '@/lib/money';
import { useRequestId } from '@/lib/request-id';
import { MAIN_WALLET } from '../api/wallet-calls';
import {
  transferFormSchema,
  type TransferFormValues,
  type TransferProblem,
  type TransferInput,
} from '../hooks/transfer-form';
import { useWalletTransfer, type WalletLine } from '../hooks/use-my-wallet';
import styles from './wallet.module.css';

type Props = {
  /** Every wallet, main first, with the name to show. */
  wallets: WalletLine[];
  symbol: string;
  available: (walletCode: string) => number;
  onMoved: () => void;
  onStart: () => void;
  onDone: (text: string) => void;
};

/** A transfer between the main wallet and one sub-wallet, either way, checked before it is sent. */
export function TransferForm({ wallets, symbol, available, onMoved, onStart, onDone }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const transfer = useWalletTransfer(onMoved);
  // One request id per transfer: a retry after a lost answer sends it again and the money moves once.
  const requestId = useRequestId();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => transferFormSchema(available), [available]);
  const firstSub = wallets.find((w) => !w.main)?.walletCode ?? MAIN_WALLET;
  const { register, handleSubmit, formState, setValue, getValues, control, resetField, trigger } = useForm<
    TransferFormValues,
    unknown,
    TransferInput
  >({
    resolver: zodResolver(schema),
    defaultValues: { from: MAIN_WALLET, to: firstSub, amount: '' },
  });
  const from = useWatch({ control, name: 'from' });
  const errors = formState.errors;
  const problemText = useProblemText();
  const problem = (field: keyof TransferFormValues) =>
    problemText(errors[field], (code) =>
      t(`myWallet.errors.${code as TransferProblem}`, {
        wallet: wallets.find((w) => w.walletCode === getValues('from'))?.name ?? '',
        amount: money(available(getValues('from')), symbol),
      }),
    );
  const nameOf = (code: string) => wallets.find((w) => w.walletCode === code)?.name ?? code;

  // Picking a sub-wallet on one side puts the main wallet on the other: every transfer touches it.
  const pick = (side: 'from' | 'to', code: string) => {
    const other = side === 'from' ? 'to' : 'from';
    setValue(side, code);
    if (code !== MAIN_WALLET) setValue(other, MAIN_WALLET);
    else if (getValues(other) === MAIN_WALLET) setValue(other, firstSub);
    if (formState.isSubmitted) void trigger();
  };
  const swap = () => {
    const { from: f, to } = getValues();
    setValue('from', to);
    setValue('to', f);
    if (formState.isSubmitted) void trigger();
  };
  const allIn = () => {
    setValue('amount', formatMoney(available(getValues('from'))).replace(/,/g, ''), {
      shouldValidate: formState.isSubmitted,
    });
  };

  const onSubmit = handleSubmit((request) => {
    setFormError(null);
    onStart();
    transfer.mutate(
      { ...request, requestId: requestId.idFor(request) },
      {
        onSuccess: (result) => {
          requestId.settled();
          resetField('amount');
          onDone(
            t('myWallet.transferred', {
              amount: money(result.moved, symbol),
              from: nameOf(request.from),
              to: nameOf(request.to),
            }),
          );
        },
        onError: (e) => {
          requestId.settled(e);
          setFormError(errorText(e));
        },
      },
    );
  });

  const select = (side: 'from' | 'to') => {
    const error = problem(side);
    return (
      <label className={styles.field} htmlFor={`${id}-${side}`}>
        <span className={styles.label}>{t(`myWallet.${side}`)}</span>
        <select
          id={`${id}-${side}`}
          className={error ? `${styles.select} ${styles.invalid}` : styles.select}
          {...register(side)}
          onChange={(e) => pick(side, e.target.value)}
          aria-invalid={error ? true : undefined}
          data-testid={`transfer-${side}`}
        >
          {wallets.map((w) => (
            <option key={w.walletCode} value={w.walletCode}>
              {w.name}
            </option>
          ))}
        </select>
        {error ? (
          <span className={styles.error} role="alert" data-testid={`transfer-error-${side}`}>
            {error}
          </span>
        ) : null}
      </label>
    );
  };

  const amountError = problem('amount');
  return (
    <form
      className={`${styles.card} ${styles.transfer}`}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="transfer-form"
    >
      <h4 id={`${id}-title`}>{t('myWallet.transfer')}</h4>
      <div className={styles.sides}>
        {select('from')}
        <button
          type="button"
          className={styles.swap}
          onClick={swap}
          aria-label={t('myWallet.swap')}
          title={t('myWallet.swap')}
          data-testid="transfer-swap"
        >
          <ArrowLeftRight size={16} aria-hidden />
        </button>
        {select('to')}
      </div>
      <MoneyInput
        label={t('myWallet.amount')}
        placeholder="0.00"
        hint={t('myWallet.available', { amount: money(available(from), symbol) })}
        error={amountError}
        errorTestId="transfer-error-amount"
        data-testid="transfer-amount"
        after={
          <button type="button" className={styles.secondary} onClick={allIn} data-testid="transfer-all-in">
            {t('myWallet.allIn')}
          </button>
        }
        {...register('amount')}
      />
      {formError ? (
        <p className={styles.failedLine} role="alert" data-testid="transfer-failed">
          {formError}
        </p>
      ) : null}
      <Button type="submit" variant="accent" disabled={transfer.isPending} data-testid="transfer-submit">
        {t('myWallet.submit')}
      </Button>
    </form>
  );
}
