import {
  ADMIN_REPORTS_PATHS as PATHS,
  COMMISSION_KINDS,
  COMMISSION_STATES,
  type CommissionRow,
  type Commissions,
} from '@platform/contracts';
import type { Column } from '../../components/DataTable';
import { Badge, EscapedText, type BadgeTone } from '../../components/ui';
import { PERIOD_FILTERS, ReportPage } from './ReportPage';
import { CountStat, moneyColumn, MoneyStat } from './parts';

const tone: Record<string, BadgeTone> = {
  paid: 'success',
  due: 'warning',
  forced: 'danger',
  nothing: 'neutral',
};

const columns: Column<CommissionRow>[] = [
  {
    id: 'periodFrom',
    header: 'Period',
    sortable: true,
    alwaysVisible: true,
    cell: (r) => `${r.periodFrom} – ${r.periodTo}`,
  },
  { id: 'agent', header: 'Agent', sortable: true, cell: (r) => <EscapedText text={r.agent} /> },
  { id: 'kind', header: 'Contract', sortable: true, cell: (r) => r.kind },
  {
    id: 'payer',
    header: 'Paid by',
    cell: (r) => (r.payer === null ? <span className="muted">House</span> : <EscapedText text={r.payer} />),
  },
  { id: 'rate', header: 'Rate', align: 'right', cell: (r) => `${r.rate.toFixed(2)} %` },
  moneyColumn<CommissionRow>('amount', 'Amount', (r) => r.amount),
  {
    id: 'status',
    header: 'State',
    sortable: true,
    cell: (r) => <Badge tone={tone[r.status] ?? 'neutral'}>{r.status}</Badge>,
  },
];

/** Agents' contract settlements by period. */
export default function CommissionsScreen() {
  return (
    <ReportPage<CommissionRow, Commissions['totals']>
      id="commissions"
      title="Agent commissions"
      subtitle="Each contract's settlement for a period starting in the chosen days: dividends and daily, hourly and real-time salaries."
      path={PATHS.adminReportsCommissions}
      csvPath={PATHS.adminReportsCommissionsCsv}
      columns={columns}
      filters={[
        ...PERIOD_FILTERS,
        { id: 'agent', label: 'Agent', type: 'text', placeholder: 'Part of the username' },
        {
          id: 'kind',
          label: 'Contract',
          type: 'select',
          options: COMMISSION_KINDS.map((k) => ({ value: k, label: k })),
        },
        {
          id: 'status',
          label: 'State',
          type: 'select',
          options: COMMISSION_STATES.map((s) => ({ value: s, label: s })),
        },
      ]}
      rowKey={(r) => r.id}
      sort={{ id: 'periodFrom', desc: true }}
      summary={(t) => (
        <>
          <MoneyStat label="Paid" amount={t.paid} />
          <MoneyStat label="Due" amount={t.due} />
          <MoneyStat label="Paid by the house" amount={t.forced} />
          <CountStat label="Settlements" value={t.settlements} />
        </>
      )}
      emptyText="No settlement in this period."
    />
  );
}
