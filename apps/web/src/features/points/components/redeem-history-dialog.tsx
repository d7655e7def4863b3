import { REDEMPTION_STATUSES, type RedemptionStatus } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { Tabs } from '@/components/ui/tabs';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useBrandTimeZone, withZone } from '@/lib/time';
import { redeemHistoryQuery } from '../api/point-shop-calls';
import { DataTable } from '@/components/ui/data-table';
import { formatPoints } from './points-summary';
import styles from './point-dialogs.module.css';

type Filter = RedemptionStatus | 'all';

/** Redeem history: item redemptions (applying, approved, rejected) and conversions, newest first. */
export function RedeemHistoryDialog({ symbol, onClose }: { symbol: string; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const token = useSession((s) => s.token);
  const [status, setStatus] = useState<Filter>('all');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(redeemHistoryQuery(token, status, pageNo));
  const data = query.data;
  const filters: Filter[] = ['all', ...REDEMPTION_STATUSES];
  return (
    <Modal title={t('pointShop.history.title')} onClose={onClose} large testId="redeem-history-dialog">
      <Tabs
        tabs={filters.map((key) => ({
          key,
          label: key === 'all' ? t('pointShop.history.all') : t(`pointShop.history.status.${key}`),
          testId: `history-filter-${key}`,
        }))}
        value={status}
        onChange={(key) => {
          setStatus(key);
          setPageNo(1);
        }}
      />
      <div className={styles.stack}>
        <DataTable
          testId="redeem-history"
          minWidth={560}
          rows={data?.list}
          rowKey={(row) => row.transactionNo}
          rowProps={(row) => ({ 'data-testid': `redemption-${row.transactionNo}` })}
          error={
            query.isError
              ? {
                  title: t('pointShop.common.loadFailed'),
                  message: errorText(query.error),
                  onRetry: () => void query.refetch(),
                }
              : null
          }
          empty={{ title: t('pointShop.history.empty'), testId: 'list-empty' }}
          columns={[
            {
              key: 'no',
              header: t('pointShop.history.transactionNo'),
              className: styles.nowrap,
              cell: (r) => r.transactionNo,
            },
            {
              key: 'time',
              header: withZone(t('pointShop.history.time'), zone),
              className: styles.nowrap,
              cell: (r) => r.createdDateStr,
            },
            {
              key: 'type',
              header: t('pointShop.history.type'),
              cell: (r) => t(`pointShop.history.types.${r.exchangeType}`),
            },
            {
              key: 'product',
              header: t('pointShop.history.product'),
              cell: (r) => (
                <>
                  {r.exchangeType === 'convert' ? t('pointShop.history.toBalance') : r.productName}
                  {r.note ? <div className={styles.muted}>{r.note}</div> : null}
                </>
              ),
            },
            {
              key: 'quantity',
              header: t('pointShop.history.quantity'),
              numeric: true,
              cell: (r) => r.quantity,
            },
            {
              key: 'points',
              header: t('pointShop.history.points'),
              numeric: true,
              cell: (r) => formatPoints(r.points),
            },
            {
              key: 'amount',
              header: t('pointShop.history.amount'),
              numeric: true,
              cell: (r) => (r.amount > 0 ? money(r.amount, symbol) : '—'),
            },
            {
              key: 'status',
              header: t('pointShop.history.statusTitle'),
              cell: (r) => (
                <span className={`${styles.badge} ${styles[r.status]}`} data-testid="redemption-status">
                  {t(`pointShop.history.status.${r.status}`)}
                </span>
              ),
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
