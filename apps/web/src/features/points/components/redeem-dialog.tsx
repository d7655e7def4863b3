import { zodResolver } from '@hookform/resolvers/zod';
import {
  ERROR_CODES,
  REDEEM_MAX_QUANTITY,
  redeemRequestSchema,
  type PointReward,
  type RedeemRequest,
  type RedeemResult,
} from '@platform/contracts';
import { CircleCheck, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import form from '@/components/ui/form.module.css';
import { Modal } from '@/components/ui/modal';
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
const redeemFormSchema = redeemRequestSchema.omit({ requestId: true });
type RedeemForm = Omit<RedeemRequest, 'requestId'>;

type Props = {
  reward: PointReward;
  /** The member's points (undefined while loading). */
  points: number | undefined;
  symbol: string;
  onClose: () => void;
  onShowHistory: () => void;
  onMoneyChanged?: () => void;
  /** Without a payment password the dialog says so, with the way to set one, instead of the form. */
  paymentPassword?: PaymentPasswordState;
};

/** Redeem an item: a quantity, what it costs in points and balance, and the payment password. */
export function RedeemDialog({
  reward,
  points,
  symbol,
  onClose,
  onShowHistory,
  onMoneyChanged,
  paymentPassword,
}: Props) {
  const { t } = useTranslation();
  const [done, setDone] = useState<RedeemResult | null>(null);
  return (
    <Modal
      title={t('pointShop.redeem.title', { item: reward.name })}
      onClose={onClose}
      wide
      testId="redeem-dialog"
    >
      {done ? (
        <div className={styles.done} role="status" data-testid="redeem-done">
          <CircleCheck size={40} aria-hidden className={styles.doneIcon} />
          <p>{t('pointShop.redeem.done', { no: done.redemption.transactionNo })}</p>
          <p className={form.hint}>
            {t('pointShop.redeem.pointsLeft', { points: formatPoints(done.points) })}
          </p>
          <div className={form.actions}>
            <Button variant="subtle" onClick={onShowHistory} data-testid="redeem-show-history">
              {t('pointShop.summary.history')}
            </Button>
            <Button variant="accent" onClick={onClose}>
              {t('pointShop.common.close')}
            </Button>
          </div>
        </div>
      ) : paymentPassword && !paymentPassword.set ? (
        <PaymentPasswordNeeded onSet={paymentPassword.onSet} onCancel={onClose} />
      ) : (
        <RedeemForm
          reward={reward}
          points={points}
          symbol={symbol}
          onCancel={onClose}
          onDone={setDone}
          onMoneyChanged={onMoneyChanged}
        />
      )}
    </Modal>
  );
}

function RedeemForm({
  reward,
  points,
  symbol,
  onCancel,
  onDone,
  onMoneyChanged,
}: Omit<Props, 'onClose' | 'onShowHistory'> & { onCancel: () => void; onDone: (r: RedeemResult) => void }) {
  const { t } = useTranslation();
  const { redeem } = usePointActions(onMoneyChanged);
  const [formError, setFormError] = useState<string | null>(null);
  // One request id per redemption: a retry after a lost answer sends it again and redeems once.
  const requestId = useRequestId();
  const { register, handleSubmit, formState, control, setValue, setError } = useForm<RedeemForm>({
    resolver: zodResolver(redeemFormSchema),
    defaultValues: { rewardId: reward.id, quantity: 1, paymentPassword: '' },
  });
  const asked = useWatch({ control, name: 'quantity' });
  const quantity = Number.isFinite(asked) ? asked : 0;
  const maxQuantity = Math.min(REDEEM_MAX_QUANTITY, reward.quantity ?? REDEEM_MAX_QUANTITY);
  const pointsNeeded = reward.pointsRequired * quantity;
  const amountNeeded = Math.round(reward.amountRequired * quantity * 100) / 100;
  const short = points !== undefined && pointsNeeded > points;
  const overStock = reward.quantity !== null && quantity > reward.quantity;
  const step = (by: number) =>
    setValue('quantity', Math.min(maxQuantity, Math.max(1, quantity + by)), { shouldValidate: true });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (overStock)
      return setError('quantity', {
        message: t('pointShop.redeem.stockLeft', { count: reward.quantity ?? 0 }),
      });
    if (short) return setFormError(t('pointShop.redeem.notEnoughPoints'));
    try {
      const id = requestId.idFor([values.rewardId, values.quantity]);
      const result = await redeem.mutateAsync({ ...values, requestId: id });
      requestId.settled();
      onDone(result);
    } catch (e) {
      requestId.settled(e);
      if (e instanceof ApiError && e.errorCode === ERROR_CODES.paymentPasswordWrong)
        setError('paymentPassword', { message: errorText(e) });
      else if (e instanceof ApiError && e.field === 'quantity')
        setError('quantity', { message: errorText(e) });
      else setFormError(errorText(e));
    }
  });

  const problem = useProblemText();
  const quantityError = problem(formState.errors.quantity, () =>
    t('pointShop.redeem.quantityRange', { max: REDEEM_MAX_QUANTITY }),
  );
  const passwordError = problem(formState.errors.paymentPassword, () =>
    t('pointShop.common.passwordRequired'),
  );

  return (
    <form className={form.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="redeem-form">
      <div className={styles.item}>
        <img src={reward.imageUrl} alt="" width={96} height={72} />
        <div>
          <strong>{reward.name}</strong>
          <p>
            {reward.quantity === null
              ? t('pointsPage.unlimited')
              : t('pointsPage.stock', { count: reward.quantity })}
          </p>
        </div>
      </div>
      {formError ? (
        <p className={form.banner} role="alert" data-testid="redeem-error">
          {formError}
        </p>
      ) : null}
      <div className={form.field}>
        <span className={form.label} id="redeem-quantity-label">
          {t('pointShop.redeem.quantity')}
        </span>
        <div className={styles.stepper}>
          <button
            type="button"
            onClick={() => step(-1)}
            disabled={quantity <= 1}
            aria-label={t('pointShop.redeem.decrease')}
            data-testid="quantity-down"
          >
            <Minus size={16} aria-hidden />
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            aria-labelledby="redeem-quantity-label"
            aria-invalid={quantityError ? true : undefined}
            data-testid="quantity"
            {...register('quantity', { valueAsNumber: true })}
          />
          <button
            type="button"
            onClick={() => step(1)}
            disabled={quantity >= maxQuantity}
            aria-label={t('pointShop.redeem.increase')}
            data-testid="quantity-up"
          >
            <Plus size={16} aria-hidden />
          </button>
        </div>
        {quantityError ? (
          <p className={form.error} role="alert" data-testid="field-error-quantity">
            {quantityError}
          </p>
        ) : null}
      </div>
      <dl className={styles.costs}>
        <div>
          <dt>{t('pointShop.redeem.pointsRequired')}</dt>
          <dd className={short ? styles.short : undefined} data-testid="points-needed">
            {formatPoints(pointsNeeded)}
          </dd>
        </div>
        {reward.amountRequired > 0 ? (
          <div>
            <dt>{t('pointShop.redeem.amountRequired')}</dt>
            <dd data-testid="amount-needed">{money(amountNeeded, symbol)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('pointShop.redeem.yourPoints')}</dt>
          <dd>{points === undefined ? '—' : formatPoints(points)}</dd>
        </div>
      </dl>
      {short ? (
        <p className={form.error} role="alert" data-testid="points-short">
          {t('pointShop.redeem.notEnoughPoints')}
        </p>
      ) : null}
      <PaymentPasswordField
        label={t('pointShop.common.paymentPassword')}
        error={passwordError}
        data-testid="payment-password"
        {...register('paymentPassword')}
      />
      <div className={form.actions}>
        <Button type="button" variant="subtle" onClick={onCancel}>
          {t('pointShop.common.cancel')}
        </Button>
        <Button
          type="submit"
          variant="accent"
          disabled={formState.isSubmitting || short || overStock}
          data-testid="redeem-submit"
        >
          {t('pointShop.redeem.submit')}
        </Button>
      </div>
    </form>
  );
}
