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
import { redeemHistoryQuery } from '../api/point-shop-calls';
import { ListState } from '@/components/ui/list-state';
import { formatPoints } from './points-summary';
import styles from './point-dialogs.module.css';

type Filter = RedemptionStatus | 'all';

/** Redeem history: item redemptions (applying, approved, rejected) and conversions, newest first. */
export function RedeemHistoryDialog({ symbol, onClose }: { symbol: string; onClose: () => void }) {
  const { t } = useTranslation();
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
        {query.isError && !data ? (
          <ListState
            kind="error"
            title={t('pointShop.common.loadFailed')}
            message={errorText(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : !data ? (
          <ListState kind="loading" />
        ) : data.list.length === 0 ? (
          <ListState kind="empty" title={t('pointShop.history.empty')} testId="list-empty" />
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="redeem-history">
              <thead>
                <tr>
                  <th scope="col">{t('pointShop.history.transactionNo')}</th>
                  <th scope="col">{t('pointShop.history.time')}</th>
                  <th scope="col">{t('pointShop.history.type')}</th>
                  <th scope="col">{t('pointShop.history.product')}</th>
                  <th scope="col" className={styles.num}>
                    {t('pointShop.history.quantity')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('pointShop.history.points')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('pointShop.history.amount')}
                  </th>
                  <th scope="col">{t('pointShop.history.statusTitle')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((row) => (
                  <tr key={row.transactionNo} data-testid={`redemption-${row.transactionNo}`}>
                    <td className={styles.nowrap}>{row.transactionNo}</td>
                    <td className={styles.nowrap}>{row.createdDateStr}</td>
                    <td>{t(`pointShop.history.types.${row.exchangeType}`)}</td>
                    <td>
                      {row.exchangeType === 'convert' ? t('pointShop.history.toBalance') : row.productName}
                      {row.note ? <div className={styles.muted}>{row.note}</div> : null}
                    </td>
                    <td className={styles.num}>{row.quantity}</td>
                    <td className={styles.num}>{formatPoints(row.points)}</td>
                    <td className={styles.num}>{row.amount > 0 ? money(row.amount, symbol) : '—'}</td>
                    <td>
                      <span
                        className={`${styles.badge} ${styles[row.status]}`}
                        data-testid="redemption-status"
                      >
                        {t(`pointShop.history.status.${row.status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
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
