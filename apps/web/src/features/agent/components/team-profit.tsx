import type { AgentProfit } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { useSession } from '@/lib/session';
import { profitQuery } from '../api/agent-calls';
import { useReport } from '../hooks/use-report';
import { Breadcrumb, count, useCurrencySymbol } from './bits';
import { moneyColumns, ReportPage, ReportPager, useLoadError } from './report-parts';
import styles from './agent.module.css';

type Row = AgentProfit['list'][number] & { own?: boolean };
const FIGURES = [
  'deposits',
  'withdrawals',
  'validBet',
  'payout',
  'bonus',
  'commission',
  'profitLoss',
] as const;

/**
 * User profit and loss: the parent's own play, then a row per direct downline with its subtree rolled up
 * (an agent's row drills down into its own downlines), and the whole subtree's totals.
 */
export function TeamProfit() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const report = useReport<{ parentId?: number }>({});
  const query = useQuery(profitQuery(token, report.params));
  const data = query.data;
  const sym = useCurrencySymbol();
  const rows: Row[] | undefined = data ? [{ ...data.own, own: true }, ...data.list] : undefined;
  const drill = (parentId: number | undefined) => report.setFilters({ parentId });
  const figureColumns = moneyColumns<Row, (typeof FIGURES)[number]>(FIGURES, {
    header: (key) => t(`agent.columns.${key}`),
    value: (row, key) => row[key],
    total: data ? (key) => data.totals[key] : null,
    symbol: sym,
    signed: (key) => key === 'profitLoss',
  });
  return (
    <ReportPage
      title={t('agent.menu.profit')}
      testId="agent-profit"
      period={report.period}
      onPeriod={report.setPeriod}
      range={data?.range}
      asOf={data?.asOf}
    >
      {data ? <Breadcrumb steps={data.breadcrumb} onPick={drill} /> : null}
      <DataTable
        testId="agent-profit-table"
        minWidth={1000}
        rows={rows}
        rowKey={(r) => (r.own ? `own-${r.memberId}` : r.memberId)}
        rowProps={(r) => ({ 'data-testid': r.own ? 'agent-profit-own' : `agent-profit-${r.memberId}` })}
        totals
        error={useLoadError(query)}
        empty={{ title: t('agent.empty') }}
        columns={[
          {
            key: 'username',
            header: t('agent.columns.username'),
            total: t('agent.totals.team'),
            cell: (r) =>
              r.own ? (
                t('agent.profit.own', { username: r.username })
              ) : r.isAgent && r.teamSize > 1 ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => drill(r.memberId)}
                  aria-label={t('agent.team.drill', { username: r.username })}
                  data-testid={`agent-profit-drill-${r.memberId}`}
                >
                  {r.username}
                </button>
              ) : (
                r.username
              ),
          },
          {
            key: 'teamSize',
            header: t('agent.columns.teamSize'),
            numeric: true,
            cell: (r) => (r.own ? '—' : count(r.teamSize)),
          },
          ...figureColumns,
        ]}
      />
      <ReportPager page={data} query={query} onChange={report.setPageNo} />
    </ReportPage>
  );
}
