import { RESPONSIBLE_ERRORS, type Language, type RgRefusal } from '@platform/contracts';
import { moneyOf, timeOf } from '../format';
import type { StringKey } from '../i18n/en';
import type { Translate } from '../i18n/strings';

/** The book's words of each responsible-gaming refusal a bet meets: without figures, and with them. */
const TEXTS: Record<string, [StringKey, StringKey]> = {
  [RESPONSIBLE_ERRORS.rgLossLimit]: ['rg.loss', 'rg.lossFigures'],
  [RESPONSIBLE_ERRORS.rgWagerLimit]: ['rg.wager', 'rg.wagerFigures'],
  [RESPONSIBLE_ERRORS.rgSessionLimit]: ['rg.session', 'rg.sessionFigures'],
  [RESPONSIBLE_ERRORS.rgExcluded]: ['rg.excluded', 'rg.excludedFigures'],
};
const PER: Record<string, StringKey> = { day: 'rg.perDay', week: 'rg.perWeek', month: 'rg.perMonth' };

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * A bet refused for a loss, wager or session limit, or an exclusion: its words, with the limit and what it
 * already holds (or the exclusion's end) when the refusal's `value` names them; null for any other code.
 */
export function refusalText(code: string, value: unknown, t: Translate, language: Language): string | null {
  const texts = TEXTS[code];
  if (!texts) return null;
  const [plain, figures] = texts;
  const v = (value ?? {}) as Partial<Record<keyof RgRefusal, unknown>>;
  if (code === RESPONSIBLE_ERRORS.rgExcluded)
    return typeof v.until === 'string' && v.until
      ? t(figures, { until: timeOf(v.until, language) })
      : t(plain);
  if (!isNumber(v.amount) || !isNumber(v.used)) return t(plain);
  const session = code === RESPONSIBLE_ERRORS.rgSessionLimit;
  const amount = session ? String(v.amount) : moneyOf(v.amount);
  const per = typeof v.period === 'string' ? PER[v.period] : undefined;
  return t(figures, {
    limit: per ? t(per, { amount }) : amount,
    used: session ? String(v.used) : moneyOf(v.used),
  });
}
