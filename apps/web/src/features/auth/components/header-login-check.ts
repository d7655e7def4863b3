import type { TFunction } from 'i18next';
import { problemText } from '@/lib/form-problems';
import { loginFormSchema, type LoginFormValues } from '../hooks/forms';

export type HeaderLoginCheck =
  | { ok: true; values: LoginFormValues }
  | { ok: false; problems: Partial<Record<keyof LoginFormValues, string>> };

/**
 * The header's login fields checked with the login form's schema, as the login popup checks them, the
 * problems in words. Loaded with the first try, so the first page carries no schema.
 */
export function checkHeaderLogin(
  values: Record<keyof LoginFormValues, string>,
  t: TFunction,
): HeaderLoginCheck {
  const parsed = loginFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const problems: Partial<Record<keyof LoginFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && problems[field] === undefined)
      problems[field] = problemText(t, { type: issue.code, message: issue.message });
  }
  return { ok: false, problems };
}
