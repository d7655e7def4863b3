import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onDataChange } from '@/lib/data-changes';
import { useSession } from '@/lib/session';

/**
 * Refreshes what a change announced by a feature made stale (mounted once, with the query client). The
 * map of changes to queries loads with the first change, so the first page carries none of it.
 */
export function DataChangeSync() {
  const client = useQueryClient();
  const token = useSession((s) => s.token);
  useEffect(
    () =>
      onDataChange((change) => {
        void import('./stale-after').then(({ staleAfter }) => {
          for (const queryKey of staleAfter(change, token)) void client.invalidateQueries({ queryKey });
        });
      }),
    [client, token],
  );
  return null;
}
