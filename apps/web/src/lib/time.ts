import { useSystemStatus } from './system';

// Times on the site: one format (`yyyy-MM-dd HH:mm:ss`), in the brand's time zone, labelled with that
// zone's offset ("GMT+8"). The server writes most times already formatted in the brand's zone (the
// `...DateStr` fields); times it sends as instants (ISO strings) are formatted here the same way.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The browser's own zone: used only when the brand's zone is not known. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      // A zone the browser does not know must not break the page: UTC, labelled as such by `zoneLabel`.
      formatter = formatterFor('UTC');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a zone. */
function partsOf(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return parts;
}

/** True when the browser knows the zone. */
export function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const instantOf = (value: Date | string | number): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** `yyyy-MM-dd HH:mm:ss` of an instant in an IANA zone; an unreadable value gives ''. */
export function formatDateTime(value: Date | string | number, timeZone: string): string {
  const instant = instantOf(value);
  if (!instant) return '';
  const p = partsOf(instant, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The zone's offset from UTC at an instant, as "GMT+8", "GMT+5:30", "GMT-3" or "GMT+0". */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const zone = isKnownZone(timeZone) ? timeZone : 'UTC';
  const p = partsOf(at, zone);
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  const minutes = Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** A label (a column header, a field name) with the zone its times are in: "Time (GMT+8)". */
export function withZone(label: string, timeZone: string | null | undefined): string {
  return timeZone ? `${label} (${zoneLabel(timeZone)})` : label;
}

/** The site's format: what the server's `...DateStr` fields already are. */
const FORMATTED = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A time followed by its zone: "2026-03-10 20:00:00 GMT+8". `value` is an instant (formatted here in
 * `timeZone`) or a time the server already formatted in `timeZone`.
 */
export function timeWithZone(value: Date | string | number, timeZone: string): string {
  if (typeof value === 'string' && FORMATTED.test(value)) return `${value} ${zoneLabel(timeZone)}`;
  const instant = instantOf(value);
  return instant ? `${formatDateTime(instant, timeZone)} ${zoneLabel(timeZone, instant)}` : '';
}

/** A time the server wrote in the brand's zone, followed by the zone once the site knows it. */
export function zoned(text: string, timeZone: string | null | undefined): string {
  return text && timeZone ? timeWithZone(text, timeZone) : text;
}

/** What the zone is read from: the site's status (`info.brand`), as loaded or not yet. */
type StatusLike = { info?: { brand?: object } } | null | undefined;

/** The brand's zone when the site's status carries it (`info.brand.timeZone`), else null. */
export function brandTimeZoneOf(status: StatusLike): string | null {
  const brand = status?.info?.brand;
  if (!brand || !('timeZone' in brand) || typeof brand.timeZone !== 'string') return null;
  return isKnownZone(brand.timeZone) ? brand.timeZone : null;
}

/** The brand's time zone from the status the site loads at start; null until it is known. */
export function useBrandTimeZone(): string | null {
  return brandTimeZoneOf(useSystemStatus().data);
}

/**
 * The zone to show instants in: the brand's, else the browser's (every shown time carries its zone's
 * label, so a time is never read in the wrong zone).
 */
export function useDisplayTimeZone(): string {
  return useBrandTimeZone() ?? browserTimeZone();
}
