import * as z from './z.js';

/** The highest page number a list query accepts. */
export const PAGE_NO_MAX = 100_000;

/** `pageNo` of a list query: from 1, 1 when absent. */
export const pageNoQuery = (max: number = PAGE_NO_MAX) => z.coerce.number().int().min(1).max(max).default(1);

/** `pageSize` of a list query: the list's own default when absent, never above its maximum. */
export const pageSizeQuery = (size: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(size);

/** The paging fields of a list answer (the server fills them with `db/paging`'s `pageFields`). */
export const pageFields = {
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
};
