import { DEPOSIT_STATUSES } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { optionOf } from '@/lib/options';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { withZone } from '@/lib/time';
import { ordersQuery } from '../api/deposit-calls';
import { StatusBadge } from './status-badge';
import styles from './deposit.module.css';

const STATUSES = ['all', ...DEPOSIT_STATUSES] as const;

const PAGE_SIZE = 10;

/** My deposit orders (the last 7 days of the brand), by state, paged. */
export function DepositOrders({ symbol, onOpen }: { symbol: string; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isLoading, refetch } = useQuery(
    ordersQuery(token, { status, pageNo, pageSize: PAGE_SIZE }),
  );

  return (
    <section className={styles.orders} aria-label={t('deposit.myOrders')}>
      <div className={styles.ordersHead}>
        <h4 className={styles.sectionTitle}>{t('deposit.myOrders')}</h4>
        <label className={styles.filter}>
          <span>{t('deposit.filterStatus')}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(optionOf(e.target.value, STATUSES, 'all'));
              setPageNo(1);
            }}
          >
            <option value="all">{t('deposit.status.all')}</option>
            {DEPOSIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`deposit.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isLoading ? (
        <p role="status">{t('status.loading')}</p>
      ) : error ? (
        <div role="alert" className={styles.state}>
          <p>{errorText(error)}</p>
          <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
            {t('status.retry')}
          </button>
        </div>
      ) : !data || data.list.length === 0 ? (
        <p className={styles.state} data-testid="deposit-orders-empty">
          {t('deposit.noOrders')}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="deposit-orders">
            <thead>
              <tr>
                <th scope="col">{withZone(t('deposit.col.time'), data.range.timeZone)}</th>
                <th scope="col">{t('deposit.col.orderNo')}</th>
                <th scope="col">{t('deposit.col.channel')}</th>
                <th scope="col" className={styles.num}>
                  {t('deposit.col.amount')}
                </th>
                <th scope="col">{t('deposit.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((o) => (
                <tr key={o.id}>
                  <td>{o.createdDateStr}</td>
                  <td>
                    <button type="button" className={styles.linkButton} onClick={() => onOpen(o.id)}>
                      {o.orderNo}
                    </button>
                  </td>
                  <td>{o.channelName}</td>
                  <td className={styles.num}>{money(o.amount, symbol)}</td>
                  <td>
                    <StatusBadge status={o.status} />
                    {o.payUrl ? (
                      <a className={styles.payLink} href={o.payUrl}>
                        {t('deposit.payNow')}
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data ? <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} /> : null}
    </section>
  );
}
