import { decodeIssue } from '@platform/contracts';
import { useCallback } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { errorText } from './errors';

/** A form's own wording of its schema's issue codes (`min`, `over`, ...); undefined leaves the code to the shared wording. */
export type OwnWording = (code: string) => string | undefined;

/** A field's problem: a react-hook-form field error, or an issue code the server sent. */
export type FieldProblem = Pick<FieldError, 'type' | 'message'> | string | undefined;

/**
 * The one way a form field's problem becomes text. A problem set by hand (`setError`: a server refusal,
 * already in words) is shown as it is. A schema issue is a code: the form's own wording first, then the
 * contracts' encoded issues (`required`, `mismatch`, `pattern:<id>:<min>:<max>`), then an error code the
 * server also uses (`errors.<code>`), else the code itself.
 */
export function problemText(t: TFunction, error: FieldProblem, own?: OwnWording): string | undefined {
  if (error === undefined) return undefined;
  // Set by hand (`setError`, with type `manual` or none): already words.
  if (typeof error !== 'string' && (error.type === 'manual' || !error.type)) return error.message;
  const code = typeof error === 'string' ? error : (error.message ?? '');
  const mine = own?.(code);
  if (mine) return mine;
  const issue = decodeIssue(code);
  if (issue?.kind === 'pattern') {
    const range = issue.min === issue.max ? String(issue.min) : `${issue.min}-${issue.max}`;
    return t(`validation.pattern_${issue.patternId}` as 'validation.pattern_0', { range });
  }
  if (issue) return t(issue.kind === 'required' ? 'validation.required' : 'validation.mismatch');
  if (!code) return t('validation.required');
  return t(`errors.${code.replaceAll('.', '_')}` as 'errors.system_error', { defaultValue: code });
}

/** `problemText` in the interface language, for a form's fields. */
export function useProblemText() {
  const { t } = useTranslation();
  return useCallback((error: FieldProblem, own?: OwnWording) => problemText(t, error, own), [t]);
}

/**
 * A refused call, placed where the member looks: under the field the server names when the form has it
 * (then null), else the text to show above the form.
 */
export function placeRefusal<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | null {
  const field = error instanceof ApiError ? error.field : undefined;
  const named = fields.find((f) => f === field);
  if (!named) return errorText(error);
  setError(named, { type: 'manual', message: errorText(error) });
  return null;
}
