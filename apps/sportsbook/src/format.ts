import { formatMoney, majorToMinor, minorToMajor, type Language } from '@platform/contracts';
import { htmlLangOf } from './i18n/strings';

/** An amount in minor units with two decimals and thousands separators. */
export const moneyOfMinor = (minor: bigint): string => formatMoney(minorToMajor(minor));

/** An amount of the wire (major units, two decimals). */
export const moneyOf = (major: number): string => moneyOfMinor(majorToMinor(major));

/** A time in the member's own zone, with its date ("Mar 4, 19:30"). */
export function timeOf(iso: string, language: Language): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  return new Intl.DateTimeFormat(htmlLangOf(language), {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time);
}
