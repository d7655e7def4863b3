import { GAME_CATEGORIES, POINT_ENTRY_KINDS } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useBrandTimeZone, withZone } from '@/lib/time';
import { pointDetailQuery } from '../api/point-shop-calls';
import { DataTable } from '@/components/ui/data-table';
import { formatPoints } from './points-summary';
import styles from './point-dialogs.module.css';

const isKind = (k: string): k is (typeof POINT_ENTRY_KINDS)[number] =>
  (POINT_ENTRY_KINDS as readonly string[]).includes(k);
const isCategory = (c: string): c is (typeof GAME_CATEGORIES)[number] =>
  (GAME_CATEGORIES as readonly string[]).includes(c);

/** Points detail: every entry of the member's points, newest first, with the points after each. */
export function PointDetailDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const token = useSession((s) => s.token);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(pointDetailQuery(token, pageNo));
  const data = query.data;
  return (
    <Modal title={t('pointShop.detail.title')} onClose={onClose} large testId="point-detail-dialog">
      <div className={styles.stack}>
        <DataTable
          testId="point-entries"
          minWidth={560}
          rows={data?.list}
          rowKey={(entry) => entry.id}
          rowProps={(entry) => ({ 'data-testid': `point-entry-${entry.id}` })}
          error={
            query.isError
              ? {
                  title: t('pointShop.common.loadFailed'),
                  message: errorText(query.error),
                  onRetry: () => void query.refetch(),
                }
              : null
          }
          empty={{ title: t('pointShop.detail.empty'), testId: 'list-empty' }}
          columns={[
            {
              key: 'no',
              header: t('pointShop.detail.transactionNo'),
              className: styles.nowrap,
              cell: (e) => e.transactionNo,
            },
            {
              key: 'time',
              header: withZone(t('pointShop.detail.time'), zone),
              className: styles.nowrap,
              cell: (e) => e.createdDateStr,
            },
            {
              key: 'kind',
              header: t('pointShop.detail.kind'),
              cell: (e) => (isKind(e.kind) ? t(`pointShop.detail.kinds.${e.kind}`) : e.kind),
            },
            {
              key: 'gameType',
              header: t('pointShop.detail.gameType'),
              cell: (e) =>
                e.gameType === null ? '—' : isCategory(e.gameType) ? t(`nav.${e.gameType}`) : e.gameType,
            },
            {
              key: 'points',
              header: t('pointShop.detail.points'),
              numeric: true,
              cell: (e) => (
                <span className={e.points >= 0 ? styles.plus : styles.minus}>
                  {e.points > 0 ? '+' : ''}
                  {formatPoints(e.points)}
                </span>
              ),
            },
            {
              key: 'balanceAfter',
              header: t('pointShop.detail.balanceAfter'),
              numeric: true,
              cell: (e) => formatPoints(e.balanceAfter),
            },
          ]}
        />
        {data ? (
          <Pagination
            page={data.pageNo}
            totalPages={data.totalPages}
            onChange={setPageNo}
            disabled={query.isFetching}
          />
        ) : null}
      </div>
    </Modal>
  );
}
