import { zodResolver } from '@hookform/resolvers/zod';
import type { RealityCheckRequest, ResponsibleState } from '@platform/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { placeRefusal, useProblemText } from '@/lib/form-problems';
import { setRealityCheck } from '../api/responsible-calls';
import { MINUTES_RANGE, realityFormSchema, type RealityFormValues } from '../hooks/forms';
import { useResponsibleChange } from '../hooks/use-responsible';
import styles from './responsible.module.css';

/** How often the reality check shows while playing, with the brand's default named. */
export function RealitySection({ state }: { state: ResponsibleState }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const save = useResponsibleChange((r: RealityCheckRequest) => setRealityCheck(r.minutes));
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<
    RealityFormValues,
    unknown,
    RealityCheckRequest
  >({
    resolver: zodResolver(realityFormSchema),
    defaultValues: { minutes: String(state.realityCheck.minutes) },
  });
  const onSubmit = handleSubmit(async (request) => {
    setMessage(null);
    try {
      await save.mutateAsync(request);
      setMessage(t('responsible.reality.saved', { count: request.minutes }));
    } catch (e) {
      const text = placeRefusal(e, ['minutes'], setError);
      if (text) setError('minutes', { type: 'manual', message: text });
    }
  });
  const own = (code: string) =>
    code === 'realityMinutes' ? t('responsible.problems.minutes', MINUTES_RANGE.reality) : undefined;
  return (
    <section className={styles.card} aria-labelledby="rg-reality">
      <h3 id="rg-reality" className={styles.cardTitle}>
        {t('responsible.reality.title')}
      </h3>
      <p className={styles.hint}>{t('responsible.reality.text')}</p>
      <form className={styles.edit} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('responsible.reality.field')}
          inputMode="numeric"
          hint={t('responsible.reality.default', { count: state.realityCheck.brandDefault })}
          error={problem(formState.errors.minutes, own)}
          {...register('minutes')}
        />
        <div className={styles.buttons}>
          <Button type="submit" size="small" disabled={save.isPending} data-testid="save-reality">
            {t('responsible.actions.save')}
          </Button>
        </div>
      </form>
      {message ? (
        <p className={styles.message} role="status">
          {message}
        </p>
      ) : null}
    </section>
  );
}
