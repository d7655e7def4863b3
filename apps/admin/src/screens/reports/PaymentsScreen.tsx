import {
  ADMIN_REPORTS_PATHS as PATHS,
  PAYMENT_STATES,
  type PaymentRow,
  type Payments,
} from '@platform/contracts';
import type { Column } from '../../components/DataTable';
import { Badge, type BadgeTone } from '../../components/ui';
import { PERIOD_FILTERS, ReportPage } from './ReportPage';
import { countColumn, CountStat, moneyColumn, MoneyStat } from './parts';

const tone = (status: string): BadgeTone =>
  /^(paid|received|auto_received)$/.test(status)
    ? 'success'
    : status === 'pending'
      ? 'warning'
      : /^(rejected|not_received)$/.test(status)
        ? 'danger'
        : 'neutral';

const columns: Column<PaymentRow>[] = [
  { id: 'day', header: 'Day', sortable: true, alwaysVisible: true, cell: (r) => r.day },
  {
    id: 'kind',
    header: 'Kind',
    sortable: true,
    cell: (r) => <Badge tone={r.kind === 'deposit' ? 'info' : 'accent'}>{r.kind}</Badge>,
  },
  { id: 'channel', header: 'Channel', sortable: true, cell: (r) => r.channel },
  {
    id: 'status',
    header: 'State',
    sortable: true,
    cell: (r) => <Badge tone={tone(r.status)}>{r.status}</Badge>,
  },
  countColumn<PaymentRow>('count', 'Orders', (r) => r.count),
  moneyColumn<PaymentRow>('amount', 'Amount', (r) => r.amount),
];

/** Deposit and withdrawal orders by day, channel and state. */
export default function PaymentsScreen() {
  return (
    <ReportPage<PaymentRow, Payments['totals']>
      id="payments"
      title="Payments"
      subtitle="Deposit and withdrawal orders made each brand day, by channel (a withdrawal's: the member's bank) and state."
      path={PATHS.adminReportsPayments}
      csvPath={PATHS.adminReportsPaymentsCsv}
      columns={columns}
      filters={[
        ...PERIOD_FILTERS,
        {
          id: 'kind',
          label: 'Kind',
          type: 'select',
          options: [
            { value: 'deposit', label: 'Deposits' },
            { value: 'withdrawal', label: 'Withdrawals' },
          ],
        },
        { id: 'channel', label: 'Channel', type: 'text', placeholder: 'Channel or bank code' },
        {
          id: 'status',
          label: 'State',
          type: 'select',
          options: PAYMENT_STATES.map((s) => ({ value: s, label: s })),
        },
      ]}
      rowKey={(r) => `${r.day}:${r.kind}:${r.channel}:${r.status}`}
      sort={{ id: 'day', desc: true }}
      summary={(t) => (
        <>
          <MoneyStat label="Deposit orders" amount={t.deposits.amount} />
          <CountStat label="Deposit orders (count)" value={t.deposits.count} />
          <MoneyStat label="Withdrawal orders" amount={t.withdrawals.amount} />
          <CountStat label="Withdrawal orders (count)" value={t.withdrawals.count} />
        </>
      )}
      emptyText="No order in this period."
    />
  );
}
