import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  required?: boolean;
  /** A line under the input (limits, a rule), read with it by screen readers. */
  hint?: ReactNode;
  /** The test id of the error line (`field-error-<name>` by default). */
  errorTestId?: string;
  /** Something beside the input: a code button, a captcha image, a country select. */
  before?: ReactNode;
  after?: ReactNode;
};

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, required, before, after, name, className, hint, errorTestId, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        {before}
        <input
          ref={ref}
          id={id}
          name={name}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...input}
        />
        {after}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          className={styles.error}
          data-testid={errorTestId ?? `field-error-${name ?? ''}`}
          role="alert"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
});
