import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import type { PageWindow } from '../../../db/paging.js';
import { rowsOf, type RawRow } from '../../../db/rows.js';
import type { ResolvedRange } from '../../../lib/date-range.js';

/** A text column that may be null (anything else is written as JSON). */
export const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : value === null || value === undefined ? null : JSON.stringify(value);

/** How a report's rows are ordered: a column of its grouped rows, the direction, and the tie-breakers. */
export type Ordering = { column: SQL; order: 'asc' | 'desc'; then: SQL };

/** A report's sort as asked: one of its sortable columns and the direction. */
export type Sort = { sort: string; order: 'asc' | 'desc' };

/**
 * The ordering of a sort over a report's columns (`columns` maps each sortable name to a column of the
 * grouped rows; constant text, never input), then its tie-breakers.
 */
export function orderingOf(columns: Readonly<Record<string, string>>, asked: Sort, then: string): Ordering {
  const column = columns[asked.sort];
  if (!column) throw new Error(`no sortable column ${asked.sort}`);
  return { column: sql.raw(column), order: asked.order, then: sql.raw(then) };
}

export const orderBy = ({ column, order, then }: Ordering): SQL =>
  order === 'asc' ? sql`${column} asc nulls first, ${then}` : sql`${column} desc nulls last, ${then}`;

/** The range's instants as the statements take them. */
export const since = (r: ResolvedRange) => sql`${r.from.toISOString()}::timestamptz`;
export const until = (r: ResolvedRange) => sql`${r.until.toISOString()}::timestamptz`;
/** The brand day (`yyyy-MM-dd`) of a time column in the range's zone. */
export const dayOf = (column: SQL, r: ResolvedRange) =>
  sql`to_char((${column} at time zone ${r.timeZone})::date, 'YYYY-MM-DD')`;

/** `%text%` for `like`, the pattern's own characters escaped. */
export const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** One page of a report and its totals, or (no window) every row for an export. */
export type ReportRows = { rows: RawRow[]; totals: RawRow; total: number };

/**
 * Runs a report whose common table expressions define `g` (its grouped rows) and `t` (one row: the count of
 * `g` as `total_count` and the totals, each named `t_...`). With a window, one statement answers the page and
 * the totals (the totals' row stands alone when the page is past the end); without one, every row of `g`.
 */
export async function runReport(
  tx: Executor,
  ctes: SQL,
  ordering: Ordering,
  window: PageWindow | null,
): Promise<ReportRows> {
  const order = orderBy(ordering);
  if (!window) {
    const rows = await rowsOf(tx, sql`with ${ctes} select * from g order by ${order}`);
    return { rows, totals: {}, total: rows.length };
  }
  const rows = await rowsOf(
    tx,
    sql`with ${ctes}
        select t.*, p.* from t left join lateral (
          select 1 as row_present, g.* from g order by ${order} limit ${window.limit} offset ${window.offset}
        ) p on true
        order by ${order}`,
  );
  const totals = rows[0] ?? {};
  return {
    rows: rows.filter((r) => r.row_present !== null && r.row_present !== undefined),
    totals,
    total: Number(totals.total_count ?? 0),
  };
}
