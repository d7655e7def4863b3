import type { ServerQuery } from '../../components/useServerTable';
import type { Query } from '../../lib/api';

/** The search's query string: the table's page, sort and filters in the server's names. */
export function searchQuery(q: ServerQuery): Query {
  const { by, ...rest } = q.filters;
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    by: by || 'any',
    ...(q.sort ? { sort: q.sort.id, order: q.sort.desc ? 'desc' : 'asc' } : {}),
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v.trim() !== '')),
  };
}
