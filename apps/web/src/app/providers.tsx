import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { contentKeys } from '@/features/content';
import { DataChangeSync } from './data-change-sync';
import { readBoot } from '@/lib/boot';
import { currentLanguage } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { systemStatusQuery } from '@/lib/system';

/** Puts what the served page carried into the cache, so the first render waits for no call. */
function seedFromPage(client: QueryClient) {
  const boot = readBoot();
  if (!boot) return;
  client.setQueryData(systemStatusQuery().queryKey, boot.status);
  const language = currentLanguage();
  if (boot.language !== language) return;
  if (boot.banners) client.setQueryData(contentKeys.banners(boot.banners.group, language), boot.banners.list);
  const token = useSession.getState().token;
  client.setQueryData(contentKeys.notices('PL', language, token), boot.notices);
}

function createSeededClient() {
  const client = createQueryClient();
  seedFromPage(client);
  return client;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createSeededClient);
  return (
    <QueryClientProvider client={client}>
      <DataChangeSync />
      {children}
    </QueryClientProvider>
  );
}
