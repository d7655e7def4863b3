import { RECORD_PAGE_SIZE, TRANSFER_KINDS, type AccountMovement } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { withZone } from '@/lib/time';
import { accountRecordQuery, type AccountParams } from '../api/record-calls';
import { DEFAULT_RANGE, rangeQuery, type RecordRange } from '../hooks/record-range';
import { movementLabel, walletLabel } from './kind-label';
import { Money } from './money-text';
import { PeriodFilter } from './period-filter';
import styles from './records.module.css';

/**
 * What a movement refers to: a round's game and vendor by name, and the round's number (what customer
 * service asks for; the full reference stays in the tooltip).
 */
function Reference({ movement }: { movement: AccountMovement }) {
  const { round, reference } = movement;
  if (!round) return <span title={reference}>{reference}</span>;
  return (
    <span className={styles.game} title={reference}>
      <span>{round.gameName}</span>
      <span className={styles.muted}>
        {round.vendorName} · <span data-testid="round-number">{round.roundId}</span>
      </span>
    </span>
  );
}

export type AccountFilterValue = { range: RecordRange; kind: string };
export const DEFAULT_ACCOUNT_FILTERS: AccountFilterValue = { range: DEFAULT_RANGE, kind: 'all' };

/** The query of a filter and page; null while custom days are not a valid range. */
export function accountParams(
  filters: AccountFilterValue,
  pageNo: number,
  today: string | null,
): AccountParams | null {
  const dates = rangeQuery(filters.range, today);
  if (!dates) return null;
  return { ...dates, kind: filters.kind === 'all' ? '' : filters.kind, pageNo, pageSize: RECORD_PAGE_SIZE };
}

/** transactionHistory: every movement of the member's wallets, with the balance after each. */
export function AccountRecord({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const id = useId();
  const token = useSession((s) => s.token);
  const [filters, setFilters] = useState(DEFAULT_ACCOUNT_FILTERS);
  const [params, setParams] = useState<AccountParams>(() => accountParams(DEFAULT_ACCOUNT_FILTERS, 1, null)!);
  const language = useLanguage();
  const query = useQuery(accountRecordQuery(token, params, language));
  const data = query.data;
  const today = data?.range.today ?? null;
  const symbol = currencySymbol;

  const changeFilters = (next: AccountFilterValue) => {
    setFilters(next);
    const asked = accountParams(next, 1, today);
    if (asked) setParams(asked);
  };

  return (
    <section className={styles.page} data-testid="account-record">
      <h3 className={styles.title}>{t('memberCentre.menu.transactionHistory')}</h3>
      <div className={styles.filters} data-testid="account-filters">
        <PeriodFilter
          value={filters.range}
          onChange={(range) => changeFilters({ ...filters, range })}
          today={today}
        />
        <label className={styles.field} htmlFor={`${id}-kind`}>
          <span className={styles.fieldLabel}>{t('records.filters.kind')}</span>
          <select
            id={`${id}-kind`}
            className={styles.select}
            value={filters.kind}
            onChange={(e) => changeFilters({ ...filters, kind: e.target.value })}
            data-testid="filter-kind"
          >
            <option value="all">{t('records.filters.allKinds')}</option>
            {TRANSFER_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`records.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data ? (
        <dl className={styles.totals} data-testid="account-totals">
          <div className={styles.total}>
            <dt>{t('records.totals.count')}</dt>
            <dd>{data.totals.count.toLocaleString('en-US')}</dd>
          </div>
          <div className={styles.total}>
            <dt>{t('records.totals.in')}</dt>
            <dd className={styles.positive}>
              <Money amount={data.totals.totalIn} symbol={symbol} />
            </dd>
          </div>
          <div className={styles.total}>
            <dt>{t('records.totals.out')}</dt>
            <dd className={styles.negative}>
              <Money amount={data.totals.totalOut} symbol={symbol} />
            </dd>
          </div>
          <div className={styles.total}>
            <dt>{t('records.totals.net')}</dt>
            <dd>
              <Money amount={data.totals.net} symbol={symbol} signed />
            </dd>
          </div>
        </dl>
      ) : null}
      {query.isFetching && data ? <div className={styles.loadingBar} aria-hidden /> : null}
      <DataTable
        testId="account-table"
        minWidth={760}
        rows={data?.list}
        rowKey={(m) => `${m.id}-${m.walletCode}`}
        rowProps={(m) => ({ 'data-testid': `movement-${m.id}` })}
        error={
          query.isError
            ? {
                title: t('records.loadFailed'),
                message: errorText(query.error),
                onRetry: () => void query.refetch(),
              }
            : null
        }
        empty={{ title: t('records.empty'), hint: t('records.emptyHint'), testId: 'records-empty' }}
        columns={[
          {
            key: 'time',
            // The server writes times in the brand's zone: the header says which.
            header: withZone(t('records.columns.time'), data?.range.timeZone),
            className: styles.time,
            cell: (m) => m.createdDateStr,
          },
          { key: 'type', header: t('records.columns.type'), cell: (m) => movementLabel(t, m) },
          { key: 'wallet', header: t('records.columns.wallet'), cell: (m) => walletLabel(t, m.walletCode) },
          {
            key: 'amount',
            header: t('records.columns.amount'),
            numeric: true,
            cell: (m) => <Money amount={m.amount} symbol={symbol} signed />,
          },
          {
            key: 'balanceAfter',
            header: t('records.columns.balanceAfter'),
            numeric: true,
            cell: (m) => <Money amount={m.balanceAfter} symbol={symbol} />,
          },
          {
            key: 'reference',
            header: t('records.columns.reference'),
            className: styles.reference,
            cell: (m) => <Reference movement={m} />,
          },
        ]}
      />
      {data ? (
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
