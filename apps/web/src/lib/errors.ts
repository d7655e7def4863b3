import i18next from 'i18next';
import type en from '@/locales/en';
import { ApiError } from './api-client';

type ErrorKey = `errors.${keyof (typeof en)['errors']}`;

/** What a person reads for a refused call: the translation of its error code, else the server's message. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.errorCode) {
      const key = `errors.${error.errorCode.replaceAll('.', '_')}` as ErrorKey;
      const text = i18next.t(key, { defaultValue: '' });
      if (text) return text;
    }
    return error.message;
  }
  return i18next.t('errors.system_error');
}
