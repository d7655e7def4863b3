import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { Query } from '../lib/api';

/** What a server-paged list answers (the contracts' `{ list, ...pageFields }` fits). */
export type Page<T> = { list: T[]; totalCount: number };

export type SortState = { id: string; desc: boolean } | null;

/** The table's request: page, size, sort and filters (values as typed; empty ones dropped). */
export type ServerQuery = {
  pageNo: number;
  pageSize: number;
  sort: SortState;
  filters: Record<string, string>;
};

/**
 * The query string of a table's request: `pageNo`, `pageSize`, `sortBy`/`sortDir` when sorted, and each
 * non-empty filter by its id. Pass it to `api.get(path, toQuery(q))`.
 */
export function toQuery(q: ServerQuery, extra: Query = {}): Query {
  return {
    ...extra,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    ...(q.sort ? { sortBy: q.sort.id, sortDir: q.sort.desc ? 'desc' : 'asc' } : {}),
    ...Object.fromEntries(Object.entries(q.filters).filter(([, v]) => v !== '')),
  };
}

export type ServerTableOptions = {
  pageSize?: number;
  sort?: SortState;
  filters?: Record<string, string>;
  /** Fetch only when true (e.g. until a required filter is chosen). */
  enabled?: boolean;
};

export type ServerTable<T> = {
  query: ServerQuery;
  result: UseQueryResult<Page<T>>;
  rows: T[];
  total: number;
  pageCount: number;
  setPage: (pageNo: number) => void;
  setPageSize: (pageSize: number) => void;
  /** Sorts by a column; the same column again turns the direction, a third time clears it. */
  toggleSort: (id: string) => void;
  setSort: (sort: SortState) => void;
  /** Sets one filter (back to page 1). */
  setFilter: (id: string, value: string) => void;
  resetFilters: () => void;
};

const EMPTY: never[] = [];

/**
 * A server-paged list's state and data: the fetcher gets the page, size, sort and filters and answers
 * `{ list, totalCount }`; every change fetches again (the previous page stays on screen meanwhile).
 *
 * const table = useServerTable(['operators'], (q) => api.get<OperatorAccountList>(ADMIN_API.adminOperators, toQuery(q)));
 */
export function useServerTable<T>(
  queryKey: readonly unknown[],
  fetcher: (query: ServerQuery, signal: AbortSignal) => Promise<Page<T>>,
  options: ServerTableOptions = {},
): ServerTable<T> {
  const [initialFilters] = useState(() => options.filters ?? {});
  const [query, setQuery] = useState<ServerQuery>(() => ({
    pageNo: 1,
    pageSize: options.pageSize ?? 20,
    sort: options.sort ?? null,
    filters: initialFilters,
  }));
  const result = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetcher(query, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const total = result.data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));

  const setPage = useCallback(
    (pageNo: number) => setQuery((q) => ({ ...q, pageNo: Math.max(1, pageNo) })),
    [],
  );
  const setPageSize = useCallback((pageSize: number) => setQuery((q) => ({ ...q, pageSize, pageNo: 1 })), []);
  const setSort = useCallback((sort: SortState) => setQuery((q) => ({ ...q, sort, pageNo: 1 })), []);
  const toggleSort = useCallback(
    (id: string) =>
      setQuery((q) => {
        const sort: SortState =
          q.sort?.id !== id ? { id, desc: false } : !q.sort.desc ? { id, desc: true } : null;
        return { ...q, sort, pageNo: 1 };
      }),
    [],
  );
  const setFilter = useCallback(
    (id: string, value: string) =>
      setQuery((q) =>
        (q.filters[id] ?? '') === value ? q : { ...q, filters: { ...q.filters, [id]: value }, pageNo: 1 },
      ),
    [],
  );
  const resetFilters = useCallback(
    () => setQuery((q) => ({ ...q, filters: initialFilters, pageNo: 1 })),
    [initialFilters],
  );

  return useMemo(
    () => ({
      query,
      result,
      rows: result.data?.list ?? (EMPTY as T[]),
      total,
      pageCount,
      setPage,
      setPageSize,
      toggleSort,
      setSort,
      setFilter,
      resetFilters,
    }),
    [query, result, total, pageCount, setPage, setPageSize, toggleSort, setSort, setFilter, resetFilters],
  );
}
