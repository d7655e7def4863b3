import { sql } from 'drizzle-orm';

/** A page a client asks for: numbered from 1. */
export type PageRequest = { pageNo: number; pageSize: number };

/** The rows of one page, as a repository takes them. */
export type PageWindow = { limit: number; offset: number };

/** The paging fields every paged answer carries (contracts' `pageFields`). */
export type PageFields = { pageNo: number; pageSize: number; totalCount: number; totalPages: number };

/** The rows before the requested page. */
export const pageOffset = ({ pageNo, pageSize }: PageRequest): number => (pageNo - 1) * pageSize;

/** The limit and offset of the requested page. */
export const pageWindow = (page: PageRequest): PageWindow => ({
  limit: page.pageSize,
  offset: pageOffset(page),
});

/** The number of pages `totalCount` rows fill. */
export const pageCount = (totalCount: number, { pageSize }: { pageSize: number }): number =>
  Math.ceil(totalCount / pageSize);

/** The paging fields of an answer: the page asked for, the total and the number of pages. */
export const pageFields = ({ pageNo, pageSize }: PageRequest, totalCount: number): PageFields => ({
  pageNo,
  pageSize,
  totalCount,
  totalPages: pageCount(totalCount, { pageSize }),
});

/** The window of a page within a list already in memory. */
export const slicePage = <T>(all: readonly T[], page: PageRequest): { list: T[] } & PageFields => {
  const offset = pageOffset(page);
  return { list: all.slice(offset, offset + page.pageSize), ...pageFields(page, all.length) };
};

/**
 * One page of a query and the count of all its rows, in one statement: the count rides on each row as a
 * window function. When the page is past the end (no rows), a second, count-only statement answers the
 * total. `countQuery` builds that statement from the same filter.
 */
export async function countedPage<Row extends { total: number | string }>(
  pageQuery: (window: PageWindow) => Promise<Row[]>,
  countQuery: () => Promise<{ n: number | string }[]>,
  window: PageWindow,
): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> {
  const rows = await pageQuery(window);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && window.offset > 0) total = Number((await countQuery())[0]?.n ?? 0);
  return { rows: rows.map(({ total: _t, ...rest }) => rest), total };
}

/** The count of all rows matching the query, beside each row of the page (`countedPage` reads it). */
export const totalOverAll = () => sql<number>`(count(*) over ())::int`;
