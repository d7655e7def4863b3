import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionOf } from '@/lib/options';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useBrandTimeZone, withZone } from '@/lib/time';
import { withdrawalsQuery, type WithdrawalsParams } from '../api/withdraw-calls';
import styles from './withdraw.module.css';

const STATUSES = ['all', ...WITHDRAWAL_STATUSES] as const;

const PAGE_SIZE = 10;

export function StatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${styles[`status_${status}`] ?? ''}`} data-testid="withdrawal-status">
      {t(`withdraw.status.${status}`)}
    </span>
  );
}

/** My withdrawals, newest first, by status, paged. */
export function WithdrawalList({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const id = useId();
  const token = useSession((s) => s.token);
  const [params, setParams] = useState<WithdrawalsParams>({ status: 'all', pageNo: 1, pageSize: PAGE_SIZE });
  const query = useQuery(withdrawalsQuery(token, params));
  const data = query.data;

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="withdrawal-list">
      <div className={styles.filters}>
        <h4 id={`${id}-title`}>{t('withdraw.mine')}</h4>
        <label htmlFor={`${id}-status`} className={styles.muted}>
          {t('withdraw.statusFilter')}
        </label>
        <select
          id={`${id}-status`}
          className={styles.select}
          value={params.status}
          onChange={(e) =>
            setParams({ ...params, status: optionOf(e.target.value, STATUSES, 'all'), pageNo: 1 })
          }
          data-testid="withdrawal-status-filter"
        >
          <option value="all">{t('withdraw.allStatuses')}</option>
          {WITHDRAWAL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`withdraw.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        minWidth={640}
        rows={data?.list}
        rowKey={(w) => w.id}
        rowProps={(w) => ({ 'data-testid': `withdrawal-${w.id}` })}
        error={
          query.isError ? { message: errorText(query.error), onRetry: () => void query.refetch() } : null
        }
        empty={{ title: t('withdraw.none'), testId: 'withdrawals-empty' }}
        columns={[
          { key: 'time', header: withZone(t('withdraw.columns.time'), zone), cell: (w) => w.createdDateStr },
          { key: 'orderNo', header: t('withdraw.columns.orderNo'), cell: (w) => w.orderNo },
          {
            key: 'bank',
            header: t('withdraw.columns.bank'),
            cell: (w) => t('withdraw.bankLine', { bank: w.bank.bankName, last4: w.bank.last4 }),
          },
          {
            key: 'amount',
            header: t('withdraw.columns.amount'),
            numeric: true,
            cell: (w) => money(w.amount, symbol),
          },
          {
            key: 'status',
            header: t('withdraw.columns.status'),
            cell: (w) => <StatusBadge status={w.status} />,
          },
          { key: 'note', header: t('withdraw.columns.note'), cell: (w) => w.note ?? '' },
        ]}
      />
      {data && data.totalPages > 1 ? (
        <Pagination
          page={data.pageNo}
          totalPages={data.totalPages}
          onChange={(pageNo) => setParams({ ...params, pageNo })}
          disabled={query.isFetching}
        />
      ) : null}
    </section>
  );
}
