import { zodResolver } from '@hookform/resolvers/zod';
import { limitParts, type LimitKey, type LimitState, type LimitsRequest } from '@platform/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MoneyInput } from '@/components/ui/money-input';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { timeWithZone, useDisplayTimeZone } from '@/lib/time';
import { cancelLimit, changeLimits, confirmLimit } from '../api/responsible-calls';
import { limitFormSchema, MINUTES_RANGE, type LimitFormValues } from '../hooks/forms';
import { useResponsibleChange } from '../hooks/use-responsible';
import styles from './responsible.module.css';

type Props = { limit: LimitState; label: string; show: (key: LimitKey, value: number) => string };

/**
 * One limit: its value, what the current period (or session) has used of it as a bar, a waiting increase
 * with its time and its Confirm (once due) and Cancel, and a form to change or remove it.
 */
export function LimitRow({ limit, label, show }: Props) {
  const { t } = useTranslation();
  const zone = useDisplayTimeZone();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useResponsibleChange(changeLimits);
  const confirm = useResponsibleChange(confirmLimit);
  const cancel = useResponsibleChange(cancelLimit);
  const { key, value, pending } = limit;
  // A period the member is ahead in (a negative net loss) has used none of the limit.
  const used = Math.max(0, limit.used);
  const money = limitParts(key) !== null;
  const shown = (n: number | null) => (n === null ? t('responsible.noLimit') : show(key, n));
  const share = value ? Math.min(1, used / value) : 0;

  const run = async (action: () => Promise<string>) => {
    setMessage(null);
    setProblem(null);
    try {
      setMessage(await action());
      return true;
    } catch (e) {
      setProblem(errorText(e));
      return false;
    }
  };

  const send = (request: LimitsRequest) =>
    run(async () => {
      const answer = await change.mutateAsync(request);
      const outcome = answer.changes.find((c) => c.key === key);
      if (outcome?.outcome === 'pending')
        return t('responsible.outcome.pending', {
          time: outcome.effectiveAt ? timeWithZone(outcome.effectiveAt, zone) : '',
        });
      return t(`responsible.outcome.${outcome?.outcome ?? 'unchanged'}`);
    });

  return (
    <div className={styles.row} data-testid={`limit-${key}`}>
      <div className={styles.rowHead}>
        <span className={styles.period}>{label}</span>
        <span className={value === null ? styles.none : styles.value} data-testid={`limit-value-${key}`}>
          {shown(value)}
        </span>
      </div>
      {value !== null ? (
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('responsible.usedLabel', { label })}
          aria-valuemin={0}
          aria-valuemax={value}
          aria-valuenow={Math.min(used, value)}
          aria-valuetext={t('responsible.used', { used: show(key, used), limit: show(key, value) })}
        >
          <div
            className={`${styles.barFill} ${share >= 1 ? styles.barFull : ''}`}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      ) : null}
      <p className={styles.used}>
        {value === null
          ? t(money ? 'responsible.usedNoLimit' : 'responsible.usedSession', { used: show(key, used) })
          : t('responsible.used', { used: show(key, used), limit: show(key, value) })}
      </p>
      {pending ? (
        <div className={styles.pending} data-testid={`pending-${key}`}>
          <span>
            {pending.confirmable
              ? t('responsible.pendingDue', { value: shown(pending.value) })
              : t('responsible.pending', {
                  value: shown(pending.value),
                  time: timeWithZone(pending.effectiveAt, zone),
                })}
          </span>
          <div className={styles.buttons}>
            {pending.confirmable ? (
              <Button
                size="small"
                disabled={confirm.isPending}
                onClick={() =>
                  void run(async () => {
                    await confirm.mutateAsync(key);
                    return t('responsible.confirmed');
                  })
                }
                data-testid={`confirm-${key}`}
              >
                {t('responsible.actions.confirmPending')}
              </Button>
            ) : null}
            <Button
              size="small"
              variant="subtle"
              disabled={cancel.isPending}
              onClick={() =>
                void run(async () => {
                  await cancel.mutateAsync(key);
                  return t('responsible.cancelled');
                })
              }
              data-testid={`cancel-${key}`}
            >
              {t('responsible.actions.cancelPending')}
            </Button>
          </div>
        </div>
      ) : null}
      {editing ? (
        <LimitForm
          limitKey={key}
          money={money}
          current={value}
          busy={change.isPending}
          onSave={(request) => void send(request).then((ok) => ok && setEditing(false))}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.buttons}>
          <Button
            size="small"
            variant="subtle"
            onClick={() => {
              setMessage(null);
              setEditing(true);
            }}
            data-testid={`edit-${key}`}
          >
            {value === null ? t('responsible.actions.set') : t('responsible.actions.edit')}
          </Button>
          {value !== null ? (
            <Button
              size="small"
              variant="subtle"
              disabled={change.isPending}
              onClick={() => void send({ [key]: null })}
              data-testid={`remove-${key}`}
            >
              {t('responsible.actions.remove')}
            </Button>
          ) : null}
        </div>
      )}
      {message ? (
        <p className={styles.message} role="status" data-testid={`message-${key}`}>
          {message}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert" data-testid={`problem-${key}`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}

type FormProps = {
  limitKey: LimitKey;
  money: boolean;
  current: number | null;
  busy: boolean;
  onSave: (request: LimitsRequest) => void;
  onCancel: () => void;
};

function LimitForm({ limitKey, money, current, busy, onSave, onCancel }: FormProps) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const { register, handleSubmit, formState } = useForm<LimitFormValues, unknown, LimitsRequest>({
    resolver: zodResolver(limitFormSchema(limitKey)),
    defaultValues: { value: current === null ? '' : String(current) },
  });
  const own = (code: string) =>
    code === 'minutes'
      ? t('responsible.problems.minutes', MINUTES_RANGE.session)
      : t(`responsible.problems.${code}` as 'responsible.problems.required', { defaultValue: '' }) ||
        undefined;
  const Field = money ? MoneyInput : TextField;
  return (
    <form className={styles.edit} onSubmit={(e) => void handleSubmit(onSave)(e)} noValidate>
      <Field
        label={
          money ? t('responsible.fields.amount') : t('responsible.fields.minutes', MINUTES_RANGE.session)
        }
        inputMode={money ? 'decimal' : 'numeric'}
        error={problem(formState.errors.value, own)}
        errorTestId={`field-error-${limitKey}`}
        {...register('value')}
      />
      <div className={styles.buttons}>
        <Button type="submit" size="small" disabled={busy} data-testid={`save-${limitKey}`}>
          {t('responsible.actions.save')}
        </Button>
        <Button size="small" variant="subtle" onClick={onCancel}>
          {t('responsible.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
