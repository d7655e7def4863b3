import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { withdrawalsQuery, type WithdrawalsParams } from '../api/withdraw-calls';
import styles from './withdraw.module.css';

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
          onChange={(e) => setParams({ ...params, status: e.target.value, pageNo: 1 })}
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
      {query.isError && !data ? (
        <div className={styles.state} role="alert">
          <p>{errorText(query.error)}</p>
          <button type="button" className={styles.select} onClick={() => void query.refetch()}>
            {t('status.retry')}
          </button>
        </div>
      ) : !data ? (
        <div className={styles.state} role="status" aria-live="polite">
          {t('status.loading')}
        </div>
      ) : data.list.length === 0 ? (
        <div className={styles.state} data-testid="withdrawals-empty">
          <Inbox size={28} aria-hidden />
          <p>{t('withdraw.none')}</p>
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('withdraw.columns.time')}</th>
                <th scope="col">{t('withdraw.columns.orderNo')}</th>
                <th scope="col">{t('withdraw.columns.bank')}</th>
                <th scope="col" className={styles.num}>
                  {t('withdraw.columns.amount')}
                </th>
                <th scope="col">{t('withdraw.columns.status')}</th>
                <th scope="col">{t('withdraw.columns.note')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((w) => (
                <tr key={w.id} data-testid={`withdrawal-${w.id}`}>
                  <td>{w.createdDateStr}</td>
                  <td>{w.orderNo}</td>
                  <td>{t('withdraw.bankLine', { bank: w.bank.bankName, last4: w.bank.last4 })}</td>
                  <td className={styles.num}>{money(w.amount, symbol)}</td>
                  <td>
                    <StatusBadge status={w.status} />
                  </td>
                  <td>{w.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
