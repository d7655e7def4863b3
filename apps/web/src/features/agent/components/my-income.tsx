import { CONTRACT_KINDS } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { incomeQuery, type IncomeParams } from '../api/agent-calls';
import { useReport } from '../hooks/use-report';
import { Money, useCurrencySymbol } from './bits';
import { FilterSelect, ReportPage, ReportPager, useLoadError } from './report-parts';
import { SettlementTable } from './settlement-table';
import styles from './agent.module.css';

/** My income: dividends and salaries received and paid over a period, each with its calculation. */
export function MyIncome() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const brandSymbol = useCurrencySymbol();
  const report = useReport<{ kind: IncomeParams['kind'] }>({ kind: 'all' });
  const query = useQuery(incomeQuery(token, report.params));
  const data = query.data;
  const symbol = data?.currencySymbol ?? brandSymbol;
  const error = useLoadError(query);
  return (
    <ReportPage
      title={t('agent.menu.income')}
      testId="agent-income"
      period={report.period}
      onPeriod={report.setPeriod}
      range={data?.range}
      filters={
        <>
          <FilterSelect
            label={t('agent.filters.kind')}
            value={report.filters.kind}
            onChange={(kind) => report.setFilters({ kind })}
            testId="agent-filter-income-kind"
            options={[
              { value: 'all', label: t('agent.filters.allKinds') },
              ...CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agent.kinds.${k}`) })),
            ]}
          />
        </>
      }
    >
      {data ? (
        // The previous period's figures stay until this one's arrive, marked as being replaced.
        <dl
          className={styles.cards}
          data-testid="agent-income-totals"
          aria-busy={query.isPlaceholderData || undefined}
        >
          <div className={styles.card}>
            <dt>{t('agent.income.received')}</dt>
            <dd data-testid="agent-income-received">
              <Money amount={data.received} symbol={symbol} />
            </dd>
          </div>
          <div className={styles.card}>
            <dt>{t('agent.income.paidOut')}</dt>
            <dd data-testid="agent-income-paid">
              <Money amount={data.paid} symbol={symbol} />
            </dd>
          </div>
        </dl>
      ) : null}
      <SettlementTable testId="agent-income-table" rows={data?.list} symbol={symbol} error={error} />
      <ReportPager page={data} query={query} onChange={report.setPageNo} />
    </ReportPage>
  );
}
