import { formatMoney, type RgRefusal } from '@platform/contracts';
import i18next from 'i18next';
import type en from '@/locales/en';
import { ApiError } from './api-client';
import { browserTimeZone, timeWithZone } from './time';

type ErrorKey = `errors.${keyof (typeof en)['errors']}`;

/** The figures of a responsible-gaming refusal (`value` of an `rg.*` code), for its `_figures` wording. */
function refusalFigures(value: unknown): Record<string, string> | null {
  // Read by hand, not with the contract's schema: this file is on the first page, which loads no schema.
  const refusal = value as Partial<RgRefusal> | null;
  if (!refusal || typeof refusal !== 'object' || typeof refusal.limit !== 'string') return null;
  const number = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  const figures: Record<string, string> = {};
  if (number(refusal.amount)) {
    const amount = refusal.limit === 'session' ? String(refusal.amount) : formatMoney(refusal.amount);
    figures.limit =
      refusal.period && ['day', 'week', 'month'].includes(refusal.period)
        ? i18next.t(`errors.rg_per_${refusal.period}` as ErrorKey, { amount })
        : amount;
  }
  if (number(refusal.used))
    figures.used = refusal.limit === 'session' ? String(refusal.used) : formatMoney(refusal.used);
  if (typeof refusal.until === 'string' && refusal.until)
    figures.until = timeWithZone(refusal.until, browserTimeZone());
  const needed = refusal.limit === 'exclusion' ? ['until'] : ['limit', 'used'];
  return needed.every((k) => k in figures) ? figures : null;
}

/** The refusals of a site or a game vendor in maintenance, which may carry the operator's own words. */
const MAINTENANCE_CODES: readonly string[] = ['system.maintenance', 'game.maintenance'];

/**
 * The operator's maintenance message of a refusal (`value.operatorMessage`, in the member's language), when
 * the operator wrote one; the server's own wording is not one, and reads as the site's translation.
 */
export function operatorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.errorCode || !MAINTENANCE_CODES.includes(error.errorCode))
    return null;
  const value = error.value as { operatorMessage?: unknown } | null;
  const text = value && typeof value === 'object' ? value.operatorMessage : undefined;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/**
 * What a person reads for a refused call: the operator's maintenance message when the refusal carries one,
 * else the translation of its error code, else the server's message. A responsible-gaming refusal that
 * names its limit reads with the limit and what it already holds.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const told = operatorMessage(error);
    if (told) return told;
    if (error.errorCode) {
      const key = `errors.${error.errorCode.replaceAll('.', '_')}` as ErrorKey;
      const figures = error.errorCode.startsWith('rg.') ? refusalFigures(error.value) : null;
      if (figures) {
        const text = i18next.t(`${key}_figures` as ErrorKey, { ...figures, defaultValue: '' });
        if (text) return text;
      }
      const text = i18next.t(key, { defaultValue: '' });
      if (text) return text;
    }
    return error.message;
  }
  return i18next.t('errors.system_error');
}
