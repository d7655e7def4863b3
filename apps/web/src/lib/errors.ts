import i18next from 'i18next';
import { ApiError } from './api-client';

/** What a person reads for a refused call: the translation of its error code, else the server's message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.errorCode) {
      const key = `errors.${error.errorCode.replaceAll('.', '_')}`;
      if (i18next.exists(key)) return String(i18next.t(key as 'errors.system_error'));
    }
    return error.message;
  }
  return i18next.t('errors.system_error');
}
