import { zodResolver } from '@hookform/resolvers/zod';
import {
  AFFILIATE_CHANNELS,
  affiliateApplicationSchema,
  type AffiliateApplication,
} from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import form from '@/components/ui/form.module.css';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { countriesQuery } from '@/lib/system';
import { applyAsAffiliate } from '../api/join-calls';
import styles from './join.module.css';

type Field = keyof AffiliateApplication;
const FIELDS: readonly Field[] = [
  'name',
  'countryDialingCode',
  'mobileNum',
  'email',
  'messenger',
  'channel',
  'audience',
  'message',
];
const MESSAGE_MAX = 500;

/** The affiliate application: validated with the contract, stored for the operator, answered with a reference. */
export function AffiliateForm() {
  const { t } = useTranslation();
  const [reference, setReference] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const channelId = useId();
  const messageId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    setError,
    control,
    setValue,
    reset,
  } = useForm<AffiliateApplication>({
    resolver: zodResolver(affiliateApplicationSchema),
    defaultValues: { countryDialingCode: '+63', messenger: '', message: '' },
  });
  const dial = useWatch({ control, name: 'countryDialingCode' });
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;
  const problem = useProblemText();
  const invalid = (field: Field) => problem(errors[field], () => t(`joinPage.invalid.${field}`));

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { id } = await applyAsAffiliate({
        ...values,
        messenger: values.messenger?.trim() || undefined,
        message: values.message?.trim() || undefined,
      });
      setReference(id);
      reset();
    } catch (e) {
      const field = e instanceof ApiError ? e.field : undefined;
      if (field && (FIELDS as readonly string[]).includes(field))
        // The field is named; the form words the problem itself (`joinPage.invalid.<field>`).
        setError(field as Field, {
          type: 'server',
          message: e instanceof ApiError ? e.errorCode : undefined,
        });
      else setFormError(errorText(e));
    }
  });

  if (reference !== null) {
    return (
      <div className={styles.success} role="status" data-testid="affiliate-success">
        <CircleCheck size={44} aria-hidden />
        <h3>{t('joinPage.successTitle')}</h3>
        <p>{t('joinPage.successText', { reference })}</p>
        <Button variant="ghost" onClick={() => setReference(null)}>
          {t('joinPage.another')}
        </Button>
      </div>
    );
  }

  return (
    <form className={form.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="affiliate-form">
      {formError ? (
        <p className={form.banner} role="alert">
          {formError}
        </p>
      ) : null}
      <TextField
        label={t('joinPage.fields.name')}
        required
        autoComplete="name"
        maxLength={50}
        error={invalid('name')}
        {...register('name')}
      />
      <TextField
        label={t('joinPage.fields.mobileNum')}
        className={styles.shrink}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={15}
        error={invalid('mobileNum') ?? invalid('countryDialingCode')}
        before={<DialingCodeSelect value={dial} onChange={(v) => setValue('countryDialingCode', v)} />}
        {...register('mobileNum')}
      />
      <TextField
        label={t('joinPage.fields.email')}
        required
        type="email"
        autoComplete="email"
        maxLength={100}
        error={invalid('email')}
        {...register('email')}
      />
      <TextField
        label={t('joinPage.fields.messenger')}
        placeholder={t('joinPage.messengerHint')}
        maxLength={100}
        error={invalid('messenger')}
        {...register('messenger')}
      />
      <div className={styles.pair}>
        <div className={form.field}>
          <label className={form.label} htmlFor={channelId}>
            {t('joinPage.fields.channel')}
            <span className={form.required} aria-hidden>
              *
            </span>
          </label>
          <select
            id={channelId}
            className={`${form.input} ${errors.channel ? form.invalid : ''}`}
            defaultValue=""
            aria-invalid={errors.channel ? true : undefined}
            {...register('channel')}
          >
            <option value="" disabled>
              {t('joinPage.choose')}
            </option>
            {AFFILIATE_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`joinPage.channels.${c}`)}
              </option>
            ))}
          </select>
          {errors.channel ? (
            <p className={form.error} role="alert" data-testid="field-error-channel">
              {invalid('channel')}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('joinPage.fields.audience')}
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={invalid('audience')}
          {...register('audience', { valueAsNumber: true })}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={messageId}>
          {t('joinPage.fields.message')}
        </label>
        <textarea
          id={messageId}
          className={`${form.input} ${styles.textarea} ${errors.message ? form.invalid : ''}`}
          rows={4}
          placeholder={t('joinPage.messageHint')}
          {...register('message')}
        />
        <div className={styles.meta}>
          {errors.message ? (
            <p className={form.error} role="alert">
              {invalid('message')}
            </p>
          ) : (
            <span />
          )}
          <span className={`${styles.counter} ${messageLength > MESSAGE_MAX ? styles.over : ''}`}>
            {messageLength} / {MESSAGE_MAX}
          </span>
        </div>
      </div>
      <Button type="submit" variant="accent" block disabled={isSubmitting} data-testid="affiliate-submit">
        {t('joinPage.submit')}
      </Button>
      <p className={form.hint}>{t('joinPage.privacy')}</p>
    </form>
  );
}

/** Dialing codes from the brand's country list (the auth feature has its own; features do not share). */
function DialingCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const { data = [] } = useQuery(countriesQuery());
  return (
    <select
      className={form.select}
      aria-label={t('joinPage.fields.countryDialingCode')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid="dialing-code"
    >
      {data.some((c) => c.countryDialingCode === value) ? null : <option value={value}>{value}</option>}
      {data.map((c) => (
        <option key={c.countryCode} value={c.countryDialingCode}>
          {c.countryCode} {c.countryDialingCode}
        </option>
      ))}
    </select>
  );
}
