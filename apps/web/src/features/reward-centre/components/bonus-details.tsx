import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { useBrandTimeZone, withZone } from '@/lib/time';
import { bonusDetailsQuery } from '../api/reward-calls';
import { ListState } from '@/components/ui/list-state';
import { ProgressBar, money } from './parts';
import styles from './rewards.module.css';

/** bonusDetails: the bonuses received and the turnover each still needs (oldest bonus filled first). */
export function BonusDetails({ currencySymbol: symbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  const token = useSession((s) => s.token);
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(bonusDetailsQuery(token, pageNo));
  const data = query.data;
  return (
    <section className={styles.page} data-testid="bonus-details">
      <h3 className={styles.title}>{t('memberCentre.menu.bonusDetails')}</h3>
      <p className={styles.muted}>{t('bonusDetails.rule')}</p>
      {data ? (
        <dl className={styles.totals} data-testid="bonus-totals">
          <div className={styles.total}>
            <dt>{t('bonusDetails.received')}</dt>
            <dd>{money(data.totals.bonusReceived, symbol)}</dd>
          </div>
          <div className={styles.total}>
            <dt>{t('bonusDetails.outstanding')}</dt>
            <dd>{money(data.totals.turnoverOutstanding, symbol)}</dd>
          </div>
        </dl>
      ) : null}
      {query.isError && !data ? (
        <ListState kind="error" message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <ListState kind="loading" />
      ) : data.list.length === 0 ? (
        <ListState kind="empty" testId="rewards-empty" title={t('bonusDetails.empty')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="bonus-table">
            <thead>
              <tr>
                <th scope="col">{withZone(t('bonusDetails.columns.time'), zone)}</th>
                <th scope="col">{t('bonusDetails.columns.title')}</th>
                <th scope="col" className={styles.num}>
                  {t('bonusDetails.columns.amount')}
                </th>
                <th scope="col">{t('bonusDetails.columns.turnover')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((b) => (
                <tr key={b.id} data-testid={`bonus-${b.id}`}>
                  <td>{b.createdDateStr}</td>
                  <td>{b.title}</td>
                  <td className={styles.num}>{money(b.amount, symbol)}</td>
                  <td>
                    <ProgressBar done={b.turnoverDone} required={b.turnoverRequired} symbol={symbol} />
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
    </section>
  );
}
