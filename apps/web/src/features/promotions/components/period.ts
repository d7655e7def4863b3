import type { TFunction } from 'i18next';

/** The dates a promotion runs, `yyyy-MM-dd`, in the brand's time zone as the server wrote them. */
export function period(t: TFunction, start: string, end: string | null): string {
  const from = start.slice(0, 10);
  return end ? t('promo.period', { from, to: end.slice(0, 10) }) : t('promo.from', { from });
}
