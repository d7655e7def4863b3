import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormProvider,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod';
import { ApiError } from '../lib/api';

/**
 * A react-hook-form form checked by a contracts' zod schema (the same the server checks with).
 *
 * const form = useZodForm(operatorCreateRequestSchema, { username: '', password: '', role: 'support' });
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onTouched',
  });
}

/**
 * Puts a refusal on the form: a 400 naming a field of the form shows under that field; anything else is
 * answered as the form's message. Returns the text for the form, or null when a field took it.
 */
export function applyServerError<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  error: unknown,
): string | null {
  if (error instanceof ApiError) {
    if (error.field) {
      const field = error.field as Path<T>;
      if (field in (form.getValues() as Record<string, unknown>) || form.control._names.mount.has(field)) {
        form.setError(field, { type: 'server', message: error.message });
        form.setFocus(field);
        return null;
      }
    }
    return error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

type FormProps<TIn extends FieldValues, TOut> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Called with the checked values; a thrown `ApiError` is shown on its field or above the buttons. */
  onSubmit: (values: TOut) => unknown;
  children: ReactNode;
  /** The submit button's text; absent: no buttons (put your own inside). */
  submitLabel?: string;
  onCancel?: () => void;
  className?: string;
};

/** A form with its fields, the server's refusal shown where it belongs, and submit/cancel buttons. */
export function Form<TIn extends FieldValues, TOut>({
  form,
  onSubmit,
  children,
  submitLabel,
  onCancel,
  className,
}: FormProps<TIn, TOut>) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setProblem(applyServerError(form, error));
    }
  });
  return (
    <FormProvider {...form}>
      <form className={className ?? 'form'} noValidate onSubmit={(e) => void submit(e)}>
        {children}
        {problem && (
          <p className="form-problem" role="alert">
            {problem}
          </p>
        )}
        {submitLabel && (
          <div className="form-actions">
            {onCancel && (
              <button type="button" className="button ghost" onClick={onCancel}>
                Cancel
              </button>
            )}
            <button type="submit" className="button primary" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving…' : submitLabel}
            </button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}

type FieldProps = {
  name: string;
  label: string;
  hint?: string;
  disabled?: boolean;
  placeholder?: string;
};

function errorOf(form: UseFormReturn<FieldValues>, name: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A field's frame: label, the control, a hint or the field's error. */
export function Field({
  name,
  label,
  hint,
  children,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const form = useFormContext();
  const error = errorOf(form, name);
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={`f-${name}`}>{label}</label>
      {children}
      {error ? (
        <p className="field-error" id={`f-${name}-error`} role="alert">
          {error}
        </p>
      ) : (
        hint && <p className="field-hint">{hint}</p>
      )}
    </div>
  );
}

const aria = (form: UseFormReturn<FieldValues>, name: string) => {
  const error = errorOf(form, name);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `f-${name}-error` : undefined,
  };
};

export function TextField({
  type = 'text',
  autoComplete,
  ...p
}: FieldProps & { type?: 'text' | 'password' | 'email' | 'url' | 'search'; autoComplete?: string }) {
  const form = useFormContext();
  return (
    <Field name={p.name} label={p.label} hint={p.hint}>
      <input
        id={`f-${p.name}`}
        className="input"
        type={type}
        autoComplete={autoComplete}
        disabled={p.disabled}
        placeholder={p.placeholder}
        {...aria(form, p.name)}
        {...form.register(p.name)}
      />
    </Field>
  );
}

export function NumberField(p: FieldProps & { min?: number; max?: number; step?: number }) {
  const form = useFormContext();
  return (
    <Field name={p.name} label={p.label} hint={p.hint}>
      <input
        id={`f-${p.name}`}
        className="input number"
        type="number"
        inputMode="numeric"
        min={p.min}
        max={p.max}
        step={p.step ?? 1}
        disabled={p.disabled}
        placeholder={p.placeholder}
        {...aria(form, p.name)}
        {...form.register(p.name, { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
      />
    </Field>
  );
}

/** An amount in major units with two decimals (a number in the form's values). */
export function MoneyField(p: FieldProps & { symbol?: string; min?: number; max?: number }) {
  const form = useFormContext();
  return (
    <Field name={p.name} label={p.label} hint={p.hint}>
      <div className="input-affix">
        {p.symbol && <span className="affix">{p.symbol}</span>}
        <input
          id={`f-${p.name}`}
          className="input number"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={p.min}
          max={p.max}
          disabled={p.disabled}
          placeholder={p.placeholder ?? '0.00'}
          {...aria(form, p.name)}
          {...form.register(p.name, {
            setValueAs: (v: string) => (v === '' ? undefined : Math.round(Number(v) * 100) / 100),
          })}
        />
      </div>
    </Field>
  );
}

export function SelectField(
  p: FieldProps & { options: readonly { value: string; label: string }[]; emptyLabel?: string },
) {
  const form = useFormContext();
  return (
    <Field name={p.name} label={p.label} hint={p.hint}>
      <select
        id={`f-${p.name}`}
        className="input"
        disabled={p.disabled}
        {...aria(form, p.name)}
        {...form.register(p.name)}
      >
        {p.emptyLabel !== undefined && <option value="">{p.emptyLabel}</option>}
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function SwitchField(p: Omit<FieldProps, 'placeholder'>) {
  const form = useFormContext();
  const error = errorOf(form, p.name);
  return (
    <div className={`field switch-field${error ? ' invalid' : ''}`}>
      <label className="switch">
        <input type="checkbox" role="switch" disabled={p.disabled} {...form.register(p.name)} />
        <span className="switch-track" aria-hidden="true" />
        <span>{p.label}</span>
      </label>
      {error ? <p className="field-error">{error}</p> : p.hint && <p className="field-hint">{p.hint}</p>}
    </div>
  );
}

/** A date (`YYYY-MM-DD`) or, with `withTime`, a local date and time (`YYYY-MM-DDTHH:mm`). */
export function DateField(p: FieldProps & { withTime?: boolean; min?: string; max?: string }) {
  const form = useFormContext();
  return (
    <Field name={p.name} label={p.label} hint={p.hint}>
      <input
        id={`f-${p.name}`}
        className="input"
        type={p.withTime ? 'datetime-local' : 'date'}
        min={p.min}
        max={p.max}
        disabled={p.disabled}
        {...aria(form, p.name)}
        {...form.register(p.name)}
      />
    </Field>
  );
}

export function TextareaField(p: FieldProps & { rows?: number; maxLength?: number }) {
  const form = useFormContext();
  return (
    <Field name={p.name} label={p.label} hint={p.hint}>
      <textarea
        id={`f-${p.name}`}
        className="input"
        rows={p.rows ?? 4}
        maxLength={p.maxLength}
        disabled={p.disabled}
        placeholder={p.placeholder}
        {...aria(form, p.name)}
        {...form.register(p.name)}
      />
    </Field>
  );
}
