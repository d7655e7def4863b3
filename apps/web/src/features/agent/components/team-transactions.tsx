import { AGENT_TRANSACTION_KINDS } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { useSession } from '@/lib/session';
import { withZone } from '@/lib/time';
import { transactionsQuery, type TransactionsParams } from '../api/agent-calls';
import { useReport } from '../hooks/use-report';
import { Money, useCurrencySymbol } from './bits';
import { FilterSelect, ReportPage, ReportPager, useLoadError } from './report-parts';
import { UsernameFilter } from './username-filter';
import styles from './agent.module.css';

type Filters = { username: string; kind: TransactionsParams['kind'] };
const TOTALS = ['deposits', 'withdrawals', 'transfersIn', 'transfersOut'] as const;

/** Transaction details: the team's deposits, withdrawals and transfers, with totals. */
export function TeamTransactions() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const symbol = useCurrencySymbol();
  const report = useReport<Filters>({ username: '', kind: 'all' });
  const { filters, setFilters } = report;
  const query = useQuery(transactionsQuery(token, report.params));
  const data = query.data;
  return (
    <ReportPage
      title={t('agent.menu.transactions')}
      testId="agent-transactions"
      period={report.period}
      onPeriod={report.setPeriod}
      range={data?.range}
      filters={
        <>
          <FilterSelect
            label={t('agent.filters.kind')}
            value={filters.kind}
            onChange={(kind) => setFilters({ ...filters, kind })}
            testId="agent-filter-kind"
            options={[
              { value: 'all', label: t('agent.filters.allKinds') },
              ...AGENT_TRANSACTION_KINDS.map((k) => ({ value: k, label: t(`agent.transactionKinds.${k}`) })),
            ]}
          />
          <UsernameFilter
            value={filters.username}
            onApply={(username) => setFilters({ ...filters, username })}
          />
        </>
      }
    >
      {data ? (
        <dl className={styles.cards} data-testid="agent-transaction-totals">
          {TOTALS.map((key) => (
            <div key={key} className={styles.card}>
              <dt>{t(`agent.totals.${key}`)}</dt>
              <dd>
                <Money amount={data.totals[key]} symbol={symbol} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <DataTable
        testId="agent-transactions-table"
        minWidth={720}
        rows={data?.list}
        rowKey={(r) => `${r.kind}-${r.id}`}
        error={useLoadError(query)}
        empty={{ title: t('agent.empty'), testId: 'agent-transactions-empty' }}
        columns={[
          {
            key: 'time',
            header: withZone(t('agent.columns.time'), data?.range.timeZone),
            className: styles.nowrap,
            cell: (r) => r.createdDateStr,
          },
          { key: 'username', header: t('agent.columns.username'), cell: (r) => r.username },
          {
            key: 'kind',
            header: t('agent.columns.kind'),
            cell: (r) => t(`agent.transactionKinds.${r.kind}`),
          },
          {
            key: 'amount',
            header: t('agent.columns.amount'),
            numeric: true,
            cell: (r) => <Money amount={r.amount} symbol={symbol} signed />,
          },
          { key: 'reference', header: t('agent.columns.reference'), cell: (r) => r.reference },
        ]}
      />
      <ReportPager page={data} query={query} onChange={report.setPageNo} />
    </ReportPage>
  );
}
