import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEEDBACK_CONTENT,
  FEEDBACK_TYPES,
  feedbackRequestSchema,
  type FeedbackRequest,
} from '@platform/contracts';
import { CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import form from '@/components/ui/form.module.css';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useProblemText } from '@/lib/form-problems';
import { sendFeedback } from '../api/feedback-calls';
import styles from './feedback-modal.module.css';

type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** The feedback modal: a question type and a description within the contract's bounds, then a ticket number. */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [ticket, setTicket] = useState<number | null>(null);
  return (
    <Modal title={t('feedback.title')} onClose={onClose} testId="feedback-modal" wide>
      {ticket === null ? (
        <FeedbackForm onSent={setTicket} onCancel={onClose} />
      ) : (
        <div className={styles.done} role="status" data-testid="feedback-sent">
          <CircleCheck size={40} aria-hidden className={styles.doneIcon} />
          <p className={styles.doneTitle}>{t('feedback.sentTitle')}</p>
          <p>{t('feedback.sentText', { ticket })}</p>
          <Button variant="accent" onClick={onClose}>
            {t('feedback.close')}
          </Button>
        </div>
      )}
    </Modal>
  );
}

function FeedbackForm({ onSent, onCancel }: { onSent: (ticket: number) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const typeId = useId();
  const contentId = useId();
  const { register, handleSubmit, formState, control, setError } = useForm<FeedbackRequest>({
    resolver: zodResolver(feedbackRequestSchema),
    defaultValues: { content: '' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const length = (useWatch({ control, name: 'content' }) ?? '').trim().length;
  const over = length > FEEDBACK_CONTENT.max;

  const problem = useProblemText();
  const contentError = () =>
    problem(formState.errors.content, () =>
      length > FEEDBACK_CONTENT.max
        ? t('feedback.tooLong', { max: FEEDBACK_CONTENT.max })
        : t('feedback.tooShort', { min: FEEDBACK_CONTENT.min }),
    );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { id } = await sendFeedback(values);
      onSent(id);
    } catch (e) {
      if (e instanceof ApiError && (e.field === 'content' || e.field === 'questionType'))
        setError(e.field, { message: errorText(e) });
      else setFormError(errorText(e));
    }
  });

  const error = contentError();
  return (
    <form className={form.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="feedback-form">
      <p className={form.hint}>{t('feedback.intro')}</p>
      {formError ? (
        <p className={form.banner} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={form.field}>
        <label className={form.label} htmlFor={typeId}>
          {t('feedback.type')}
          <span className={form.required} aria-hidden>
            *
          </span>
        </label>
        <select
          id={typeId}
          className={`${form.input} ${formState.errors.questionType ? form.invalid : ''}`}
          aria-invalid={formState.errors.questionType ? true : undefined}
          defaultValue=""
          {...register('questionType')}
        >
          <option value="" disabled>
            {t('feedback.choose')}
          </option>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.types.${type satisfies FeedbackType}`)}
            </option>
          ))}
        </select>
        {formState.errors.questionType ? (
          <p className={form.error} role="alert" data-testid="field-error-questionType">
            {problem(formState.errors.questionType, () => t('feedback.typeRequired'))}
          </p>
        ) : null}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={contentId}>
          {t('feedback.content')}
          <span className={form.required} aria-hidden>
            *
          </span>
        </label>
        <textarea
          id={contentId}
          className={`${form.input} ${styles.textarea} ${error ? form.invalid : ''}`}
          rows={6}
          placeholder={t('feedback.placeholder', { min: FEEDBACK_CONTENT.min })}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${contentId}-count`}
          {...register('content')}
        />
        <div className={styles.meta}>
          {error ? (
            <p className={form.error} role="alert" data-testid="field-error-content">
              {error}
            </p>
          ) : (
            <span />
          )}
          <span
            id={`${contentId}-count`}
            className={`${styles.counter} ${over ? styles.counterOver : ''}`}
            data-testid="feedback-counter"
          >
            {length} / {FEEDBACK_CONTENT.max}
          </span>
        </div>
      </div>
      <div className={form.actions}>
        <Button variant="subtle" onClick={onCancel}>
          {t('feedback.cancel')}
        </Button>
        <Button
          type="submit"
          variant="accent"
          disabled={formState.isSubmitting}
          data-testid="feedback-submit"
        >
          {t('feedback.submit')}
        </Button>
      </div>
    </form>
  );
}
