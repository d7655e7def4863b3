import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';

export type FormErrors = Record<string, string | undefined>;

/** The first problem of each field a contract finds, as `describe(field)` words it. */
export function contractErrors<S extends z.ZodType>(
  schema: S,
  values: unknown,
  describe: (field: string, message: string) => string,
): FormErrors | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= describe(field, issue.message);
  }
  return errors;
}

/** A refused call: under the field it names when the form has it, else above the form. */
export function refusal(error: unknown, fields: readonly string[]): FormErrors {
  const field = error instanceof ApiError ? error.field : undefined;
  return field && fields.includes(field) ? { [field]: errorText(error) } : { form: errorText(error) };
}
