/** Text of a content row per language code ('EN', 'CN', ...), as stored in the `text` jsonb columns. */
export type LocalizedText<T> = Partial<Record<string, T>>;

/**
 * The text in the asked language, else in the brand's default language, else in any language the row has
 * (an operator may write a row in one language only); undefined for an empty row.
 */
export function pickLocalized<T>(text: LocalizedText<T>, language: string, fallback: string): T | undefined {
  return text[language] ?? text[fallback] ?? Object.values(text).find((v) => v !== undefined);
}

export const DEFAULT_TIME_ZONE = 'UTC';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', {
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
      // An unknown zone in a brand's settings must not break its pages.
      f = formatterFor(DEFAULT_TIME_ZONE);
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** `yyyy-MM-dd HH:mm:ss` of an instant in an IANA time zone (the brand's `settings.timeZone`). */
export function formatDateTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(date)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
