import { zodResolver } from '@hookform/resolvers/zod';
import {
  depositFormSchema,
  type DepositChannel,
  type DepositOffer,
  type DepositOrder,
} from '@platform/contracts';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MoneyInput } from '@/components/ui/money-input';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { money } from '@/lib/money';
import { useUi } from '@/lib/ui-store';
import { useCreateDeposit } from '../api/deposit-calls';
import { rememberLeavingFor } from '../hooks/deposit-return';
import { DepositOffers } from './deposit-offers';
import { ReceivingAccount } from './receiving-account';
import styles from './deposit.module.css';

type Values = { amount: string; reference: string };

/** Quick amounts within the channel's limits. */
export function quickAmounts(channel: Pick<DepositChannel, 'minAmount' | 'maxAmount'>): number[] {
  return [100, 500, 1_000, 5_000, 10_000].filter((a) => a >= channel.minAmount && a <= channel.maxAmount);
}

/** Sends the member to the gateway's page (a function, so that tests can watch it). */
export const leaveForGateway = { go: (url: string) => window.location.assign(url) };

/**
 * The amount (quick chips, the channel's limits), for a bank transfer the reference written on it, and the
 * deposit promotion the member opts into (none unless chosen here or on the promotion's page).
 */
export function DepositForm({
  channel,
  offers = [],
  symbol,
  onCreated,
}: {
  channel: DepositChannel;
  offers?: DepositOffer[];
  symbol: string;
  onCreated: (order: DepositOrder) => void;
}) {
  const { t } = useTranslation();
  const manual = channel.provider === 'manual_bank';
  const schema = useMemo(
    () =>
      depositFormSchema({
        minAmount: channel.minAmount,
        maxAmount: channel.maxAmount,
        needsReference: manual,
      }),
    [channel.minAmount, channel.maxAmount, manual],
  );
  const { register, handleSubmit, formState, setValue, setError, reset, control } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', reference: '' },
  });
  const typed = useWatch({ control, name: 'amount' });
  const asked = useUi((s) => s.depositOffer);
  const [offer, setOffer] = useState<number | null>(() =>
    offers.some((o) => o.promotionId === asked) ? asked : null,
  );
  const chosenOffer = offers.some((o) => o.promotionId === offer) ? offer : null;
  const create = useCreateDeposit();
  const [formError, setFormError] = useState<string | null>(null);
  const problem = useProblemText();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const order = await create.mutateAsync({
        channelId: channel.id,
        amount: Number(values.amount),
        ...(manual ? { reference: values.reference } : {}),
        ...(chosenOffer !== null ? { promotionId: chosenOffer } : {}),
      });
      reset();
      setOffer(null);
      useUi.setState({ depositOffer: null });
      if (order.payUrl) {
        rememberLeavingFor(order);
        leaveForGateway.go(order.payUrl);
        return;
      }
      onCreated(order);
    } catch (e) {
      if (e instanceof ApiError && (e.field === 'amount' || e.field === 'reference'))
        setError(e.field, { message: errorText(e) });
      else setFormError(errorText(e));
    }
  });

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="deposit-form">
      {manual && channel.receivingAccount ? <ReceivingAccount account={channel.receivingAccount} /> : null}
      <MoneyInput
        label={t('deposit.amount')}
        required
        placeholder={t('deposit.amountPlaceholder', {
          min: money(channel.minAmount, symbol),
          max: money(channel.maxAmount, symbol),
        })}
        error={problem(formState.errors.amount)}
        {...register('amount')}
      />
      <div className={styles.chips} aria-label={t('deposit.quickAmounts')}>
        {quickAmounts(channel).map((a) => (
          <button
            key={a}
            type="button"
            className={styles.chip}
            onClick={() => setValue('amount', String(a), { shouldValidate: true })}
          >
            {money(a, symbol)}
          </button>
        ))}
      </div>
      {manual ? (
        <TextField
          label={t('deposit.reference')}
          autoComplete="off"
          maxLength={64}
          required
          placeholder={t('deposit.referencePlaceholder')}
          error={problem(formState.errors.reference)}
          {...register('reference')}
        />
      ) : (
        <p className={styles.hint}>{t('deposit.gatewayHint')}</p>
      )}
      <DepositOffers
        offers={offers}
        chosen={chosenOffer}
        onChoose={setOffer}
        amount={typed.trim() === '' ? Number.NaN : Number(typed)}
        symbol={symbol}
      />
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <Button type="submit" block disabled={formState.isSubmitting}>
        {manual ? t('deposit.submitManual') : t('deposit.submitGateway')}
      </Button>
    </form>
  );
}
