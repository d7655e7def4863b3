import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERROR_CODES,
  POINT_CONVERT_MAX,
  convertRequestSchema,
  convertedMinor,
  type ConvertRequest,
  type ConvertResult,
  type PointBalance,
} from '@platform/contracts';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import form from '@/components/ui/form.module.css';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { money } from '@/lib/money';
import { useRequestId } from '@/lib/request-id';
import { usePointActions } from '../hooks/use-point-actions';
import { formatPoints } from './points-summary';
import { PaymentPasswordNeeded, type PaymentPasswordState } from './payment-password-needed';
import styles from './point-dialogs.module.css';

/** What the member fills in; the request id is the submission's, added when it is sent. */
const convertFormSchema = convertRequestSchema.omit({ requestId: true });
type ConvertForm = Omit<ConvertRequest, 'requestId'>;

type Props = {
  balance: PointBalance;
  symbol: string;
  onClose: () => void;
  onMoneyChanged?: () => void;
  /** Without a payment password the dialog says so, with the way to set one, instead of the form. */
  paymentPassword?: PaymentPasswordState;
};

/** Convert points to balance: how many points, what they are worth (rounded down), the payment password. */
export function ConvertDialog({ balance, symbol, onClose, onMoneyChanged, paymentPassword }: Props) {
  const { t } = useTranslation();
  const [done, setDone] = useState<ConvertResult | null>(null);
  return (
    <Modal title={t('pointShop.convert.title')} onClose={onClose} testId="convert-dialog">
      {done ? (
        <div className={styles.done} role="status" data-testid="convert-done">
          <CircleCheck size={40} aria-hidden className={styles.doneIcon} />
          <p>
            {t('pointShop.convert.done', {
              points: formatPoints(done.points),
              amount: money(done.amount, symbol),
            })}
          </p>
          <Button variant="accent" onClick={onClose}>
            {t('pointShop.common.close')}
          </Button>
        </div>
      ) : paymentPassword && !paymentPassword.set ? (
        <PaymentPasswordNeeded onSet={paymentPassword.onSet} onCancel={onClose} />
      ) : (
        <ConvertForm
          balance={balance}
          symbol={symbol}
          onCancel={onClose}
          onDone={setDone}
          onMoneyChanged={onMoneyChanged}
        />
      )}
    </Modal>
  );
}

function ConvertForm({
  balance,
  symbol,
  onCancel,
  onDone,
  onMoneyChanged,
}: Omit<Props, 'onClose'> & { onCancel: () => void; onDone: (r: ConvertResult) => void }) {
  const { t } = useTranslation();
  const { convert } = usePointActions(onMoneyChanged);
  const [formError, setFormError] = useState<string | null>(null);
  // One request id per conversion: a retry after a lost answer sends it again and converts once.
  const requestId = useRequestId();
  const { register, handleSubmit, formState, control, setValue, setError } = useForm<ConvertForm>({
    resolver: zodResolver(convertFormSchema),
    defaultValues: { paymentPassword: '' },
  });
  const asked = useWatch({ control, name: 'points' });
  const wanted = Number.isInteger(asked) && asked > 0 && asked <= POINT_CONVERT_MAX ? asked : 0;
  const amount = Number(convertedMinor(wanted, balance.conversionRate)) / 100;
  const over = wanted > balance.points;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (values.points > balance.points)
      return setError('points', {
        message: t('pointShop.convert.notEnough', { points: formatPoints(balance.points) }),
      });
    if (convertedMinor(values.points, balance.conversionRate) <= 0n)
      return setError('points', { message: t('pointShop.convert.tooSmall') });
    try {
      const result = await convert.mutateAsync({ ...values, requestId: requestId.idFor(values.points) });
      requestId.settled();
      onDone(result);
    } catch (e) {
      requestId.settled(e);
      if (e instanceof ApiError && e.errorCode === ERROR_CODES.paymentPasswordWrong)
        setError('paymentPassword', { message: errorText(e) });
      else if (e instanceof ApiError && e.field === 'points') setError('points', { message: errorText(e) });
      else setFormError(errorText(e));
    }
  });

  const problem = useProblemText();
  const pointsError = formState.errors.points
    ? problem(formState.errors.points, () => t('pointShop.convert.min', { min: balance.convertMin }))
    : over
      ? t('pointShop.convert.notEnough', { points: formatPoints(balance.points) })
      : undefined;
  const passwordError = problem(formState.errors.paymentPassword, () =>
    t('pointShop.common.passwordRequired'),
  );

  return (
    <form className={form.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="convert-form">
      <p className={form.hint}>
        {t('pointShop.convert.rate', { value: money(balance.conversionRate, symbol) })}{' '}
        {t('pointShop.convert.available', { points: formatPoints(balance.points) })}
      </p>
      {formError ? (
        <p className={form.banner} role="alert" data-testid="convert-error">
          {formError}
        </p>
      ) : null}
      <TextField
        label={t('pointShop.convert.points')}
        type="number"
        inputMode="numeric"
        min={balance.convertMin}
        step={1}
        required
        error={pointsError}
        data-testid="convert-points"
        placeholder={t('pointShop.convert.min', { min: balance.convertMin })}
        after={
          <Button
            type="button"
            variant="ghost"
            onClick={() => setValue('points', balance.points, { shouldValidate: true })}
            data-testid="convert-all"
          >
            {t('pointShop.convert.all')}
          </Button>
        }
        {...register('points', { valueAsNumber: true })}
      />
      <dl className={styles.costs}>
        <div>
          <dt>{t('pointShop.convert.preview')}</dt>
          <dd data-testid="convert-preview">{money(amount, symbol)}</dd>
        </div>
      </dl>
      <PaymentPasswordField
        label={t('pointShop.common.paymentPassword')}
        error={passwordError}
        data-testid="convert-password"
        {...register('paymentPassword')}
      />
      <div className={form.actions}>
        <Button type="button" variant="subtle" onClick={onCancel}>
          {t('pointShop.common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="accent"
          disabled={formState.isSubmitting || over}
          data-testid="convert-submit"
        >
          {t('pointShop.convert.submit')}
        </Button>
      </div>
    </form>
  );
}
