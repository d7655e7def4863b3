import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ADMIN_API, type QueueItemValue, type QueueList, type QueueSummary } from '@platform/contracts';
import { Check, X } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { Badge, DateTime, EscapedText, Money, PageHeader, Tabs, type BadgeTone } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { DecisionDialog, type Decision } from './decide';

type QueueName = 'deposits' | 'withdrawals';
const QUEUES: { id: QueueName; label: string; statuses: string[] }[] = [
  { id: 'deposits', label: 'Deposits', statuses: ['pending', 'paid', 'rejected', 'cancelled', 'expired'] },
  {
    id: 'withdrawals',
    label: 'Withdrawals',
    statuses: ['pending', 'paid', 'rejected', 'received', 'not_received', 'auto_received'],
  },
];

const tone = (status: string): BadgeTone =>
  status === 'pending'
    ? 'warning'
    : status === 'paid' || status === 'received' || status === 'auto_received'
      ? 'success'
      : status === 'not_received'
        ? 'danger'
        : status === 'rejected'
          ? 'danger'
          : 'neutral';

const text = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? null : String(v);

function QueueTable({ queue, canDecide }: { queue: (typeof QUEUES)[number]; canDecide: boolean }) {
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const table = useServerTable(
    ['queue', queue.id],
    (q, signal) => api.get<QueueList>(pathOf(ADMIN_API.adminQueue, { queue: queue.id }), toQuery(q), signal),
    { filters: { status: 'pending' } },
  );
  const columns = useMemo<Column<QueueItemValue>[]>(() => {
    const deposit = queue.id === 'deposits';
    return [
      { id: 'id', header: '#', cell: (i) => i.id, width: '64px', alwaysVisible: true },
      { id: 'orderNo', header: 'Order', cell: (i) => <EscapedText text={text(i.detail.orderNo)} /> },
      {
        id: 'member',
        header: 'Member',
        cell: (i) => (
          <span>
            <EscapedText text={i.username} /> <span className="muted">#{i.memberId}</span>
          </span>
        ),
      },
      { id: 'amount', header: 'Amount', cell: (i) => <Money amount={i.amount} />, align: 'right' },
      deposit
        ? {
            id: 'reference',
            header: 'Member reference',
            cell: (i) => <EscapedText text={text(i.detail.reference)} max={60} />,
          }
        : {
            id: 'bank',
            header: 'To account',
            cell: (i) => (
              <span>
                <EscapedText text={text(i.detail.bankName)} /> ·{' '}
                <EscapedText text={text(i.detail.accountName)} /> ·••{String(i.detail.accountLast4 ?? '')}
              </span>
            ),
          },
      { id: 'status', header: 'Status', cell: (i) => <Badge tone={tone(i.status)}>{i.status}</Badge> },
      { id: 'createdAt', header: 'Requested', cell: (i) => <DateTime value={i.createdAt} /> },
      {
        id: 'note',
        header: 'Note',
        cell: (i) => <EscapedText text={text(i.detail.note)} max={60} />,
        hiddenByDefault: true,
      },
      {
        id: 'decide',
        header: 'Decision',
        align: 'right',
        alwaysVisible: true,
        cell: (i) =>
          canDecide && i.status === 'pending' ? (
            <span className="row-actions">
              <button
                type="button"
                className="button small"
                onClick={() =>
                  setDeciding({
                    queue: queue.id,
                    id: i.id,
                    decision: 'approve',
                    message: (
                      <p>
                        {deposit ? 'Credit' : 'Pay out'} <Money amount={i.amount} /> {deposit ? 'to' : 'of'}{' '}
                        <EscapedText text={i.username} /> ({String(i.detail.orderNo ?? '')})?
                      </p>
                    ),
                  })
                }
              >
                <Check size={14} /> Approve
              </button>
              <button
                type="button"
                className="button small"
                onClick={() =>
                  setDeciding({
                    queue: queue.id,
                    id: i.id,
                    decision: 'reject',
                    message: (
                      <p>
                        Reject the {deposit ? 'deposit' : 'withdrawal'} of <EscapedText text={i.username} />{' '}
                        for <Money amount={i.amount} />?
                        {deposit ? '' : ' The held amount goes back to the balance.'}
                      </p>
                    ),
                  })
                }
              >
                <X size={14} /> Reject
              </button>
            </span>
          ) : null,
      },
    ];
  }, [queue.id, canDecide]);
  return (
    <>
      <DataTable
        id={`payments-${queue.id}`}
        label={queue.label}
        table={table}
        columns={columns}
        rowKey={(i) => i.id}
        filters={[
          {
            id: 'status',
            label: 'Status',
            type: 'select',
            options: [...queue.statuses, 'all'].map((s) => ({ value: s, label: s })),
          },
        ]}
        emptyText="No order in this list."
      />
      <DecisionDialog
        deciding={deciding}
        onClose={() => setDeciding(null)}
        invalidate={[['queue', queue.id]]}
      />
    </>
  );
}

/** The deposit and withdrawal queues: bank-transfer deposits to credit, withdrawals to pay or reject. */
export default function PaymentQueuesScreen() {
  const [params, setParams] = useSearchParams();
  const summary = useQuery({
    queryKey: ['queues'],
    queryFn: () => api.get<QueueSummary>(ADMIN_API.adminQueues),
    refetchInterval: 30_000,
  });
  const chosen = QUEUES.find((q) => q.id === params.get('queue')) ?? QUEUES[0]!;
  const info = (name: string) => summary.data?.list.find((q) => q.name === name);
  return (
    <div className="page">
      <PageHeader
        title="Deposits and withdrawals"
        subtitle="Bank-transfer deposits waiting to be credited and withdrawals waiting to be paid."
      />
      <Tabs
        label="Payment queues"
        tabs={QUEUES.map((q) => ({ id: q.id, label: q.label, badge: info(q.id)?.waiting ?? 0 }))}
        value={chosen.id}
        onChange={(id) => setParams({ queue: id }, { replace: true })}
      />
      {info(chosen.id) && !info(chosen.id)?.canDecide && (
        <p className="muted">Your role reads this queue; finance and owners decide it.</p>
      )}
      <QueueTable key={chosen.id} queue={chosen} canDecide={info(chosen.id)?.canDecide ?? false} />
    </div>
  );
}
