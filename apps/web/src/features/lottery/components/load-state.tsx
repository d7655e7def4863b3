import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/components/ui/list-state';
import { errorText } from '@/lib/errors';

type Query = Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;

/** The refusal of a lottery call in the shape the lists take: heading, reason, retry; null while none. */
export function refusalOf(query: Query, title: string) {
  return query.isError
    ? { title, message: errorText(query.error), onRetry: () => void query.refetch() }
    : null;
}

/** What a lottery part shows until its answer comes: loading, or the refusal with a retry. */
export function LoadState({ query }: { query: Query }) {
  const { t } = useTranslation();
  const refusal = refusalOf(query, t('lottery.loadFailed'));
  return refusal ? <ListState kind="error" {...refusal} /> : <ListState kind="loading" />;
}
