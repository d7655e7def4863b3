/** Minor units as a plain decimal with two places (`-1234.50`), exact. */
export function decimalOf(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet would
 * read as a formula (`=`, `+`, `-`, `@` first) is written after a `'`; figures are never text here.
 */
export function cellOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'bigint') return decimalOf(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The lines of a CSV: the header (the columns' names), then one line per row, each ending in CRLF. */
export function* csvLines<Row extends Record<string, unknown>>(
  columns: readonly string[],
  rows: Iterable<Row>,
): Generator<string> {
  yield `${columns.join(',')}\r\n`;
  let chunk = '';
  let n = 0;
  for (const row of rows) {
    chunk += `${columns.map((c) => cellOf(row[c])).join(',')}\r\n`;
    n += 1;
    if (n % 500 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Money in minor units turned into the wire's major units, through nested objects and lists. */
export function wireOf<T>(value: T, toMajor: (minor: bigint) => number): unknown {
  if (typeof value === 'bigint') return toMajor(value);
  if (Array.isArray(value)) return value.map((v: unknown) => wireOf(v, toMajor));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wireOf(v, toMajor)]));
  }
  return value;
}
