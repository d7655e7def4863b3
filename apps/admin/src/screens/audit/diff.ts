/** One line of a change: a dotted path, the value before and after (undefined: absent on that side). */
export type DiffLine = { path: string; before: unknown; after: unknown; changed: boolean };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, into);
  } else {
    into.set(prefix || '(value)', value);
  }
}

/** Before and after side by side, field by field (objects flattened to dotted paths), changes first. */
export function diffLines(before: unknown, after: unknown): DiffLine[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  if (before !== undefined && before !== null) flatten(before, '', a);
  if (after !== undefined && after !== null) flatten(after, '', b);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  const lines = paths.map((path) => {
    const x = a.get(path);
    const y = b.get(path);
    return { path, before: x, after: y, changed: JSON.stringify(x) !== JSON.stringify(y) };
  });
  return lines.sort((l, m) => Number(m.changed) - Number(l.changed) || l.path.localeCompare(m.path));
}

/** A value as text for the diff (strings as they are, everything else as JSON; absent: empty). */
export const shown = (v: unknown): string =>
  v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 1);

/** A short line of what changed: `status: 1 → 0, sort: 1 → 2`. */
export function changeSummary(before: unknown, after: unknown, max = 3): string {
  const changed = diffLines(before, after).filter((l) => l.changed);
  const text = changed
    .slice(0, max)
    .map((l) => `${l.path}: ${shown(l.before) || '∅'} → ${shown(l.after) || '∅'}`)
    .join(', ');
  return changed.length > max ? `${text}, +${changed.length - max} more` : text;
}

/** The detail of an event without before and after, as `field: value` pairs (`userAgent: Mozilla/5.0 ...`). */
export function detailSummary(detail: unknown, max = 4): string {
  const fields = new Map<string, unknown>();
  if (detail !== undefined && detail !== null) flatten(detail, '', fields);
  const pairs = [...fields].map(([path, value]) => `${path}: ${shown(value) || '∅'}`);
  const text = pairs.slice(0, max).join(', ');
  return pairs.length > max ? `${text}, +${pairs.length - max} more` : text;
}
