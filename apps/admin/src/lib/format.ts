/** Money in major units: two decimals, thousands separators (tabular figures come from the CSS). */
export function formatMoney(amount: number, symbol = ''): string {
  const text = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${symbol ? `${symbol} ` : ''}${text}`;
}

/** A count with thousands separators. */
export const formatCount = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** `2026-05-01 19:30` (or with seconds) in the given IANA zone. */
export function formatDateTime(
  value: string | Date,
  timeZone: string,
  options: { seconds?: boolean; dateOnly?: boolean } = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(options.dateOnly
      ? {}
      : {
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          ...(options.seconds ? { second: '2-digit' } : {}),
        }),
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${get('year')}-${get('month')}-${get('day')}`;
  if (options.dateOnly) return day;
  return `${day} ${get('hour')}:${get('minute')}${options.seconds ? `:${get('second')}` : ''}`;
}

/** The zone's short name at that moment (`GMT+8`), shown beside times. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
