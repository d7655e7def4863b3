import type { Language, SiteBoot } from '@platform/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { contentKeys } from '@/features/content';
import { promotionKeys } from '@/features/promotions/api/promotion-calls';
import { DataChangeSync } from './data-change-sync';
import { createQueryClient } from '@/lib/query-client';
import { systemStatusQuery } from '@/lib/system';

/**
 * A query client holding what the served page carried (the status, the route's banners and notices in
 * the page's language), so the first render waits for no call; the server renders the page from the same.
 */
export function createSeededClient(boot: SiteBoot | null, language: Language, token: string | null) {
  const client = createQueryClient();
  if (!boot) return client;
  client.setQueryData(systemStatusQuery().queryKey, boot.status);
  if (boot.language !== language) return client;
  if (boot.banners) client.setQueryData(contentKeys.banners(boot.banners.group, language), boot.banners.list);
  client.setQueryData(contentKeys.notices('PL', language, token), boot.notices);
  // The promotions as a visitor sees them: a member's (its own states) are asked for.
  if (boot.promotions && token === null)
    client.setQueryData(promotionKeys.list(null, language), boot.promotions);
  return client;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <DataChangeSync />
      {children}
    </QueryClientProvider>
  );
}
