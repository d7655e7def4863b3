import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  required?: boolean;
  /** Something beside the input: a code button, a captcha image, a country select. */
  before?: ReactNode;
  after?: ReactNode;
};

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, required, before, after, name, className, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
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
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
        />
        {after}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} data-testid={`field-error-${name ?? ''}`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
