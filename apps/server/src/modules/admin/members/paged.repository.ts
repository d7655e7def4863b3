import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { pageWindow, type PageRequest } from '../../../db/paging.js';
import { rowsOf, type RawRow } from '../../../db/rows.js';

export type Page<T> = { rows: T[]; total: number };

/** A page of rows whose statement carries the total as `total` on each row (0 past the end). */
export async function paged<T>(
  tx: Executor,
  query: SQL,
  count: SQL,
  page: PageRequest,
  map: (r: RawRow) => T,
): Promise<Page<T>> {
  const { limit, offset } = pageWindow(page);
  const rows = await rowsOf(tx, sql`${query} limit ${limit} offset ${offset}`);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) total = Number((await rowsOf(tx, count))[0]?.n ?? 0);
  return { rows: rows.map(map), total };
}
