import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  ADMIN_API,
  ADMIN_NOTE_MAX,
  type QueueItemValue,
  type QueueList,
  type QueueSummary,
} from '@platform/contracts';
import { Check, X } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { Badge, DateTime, EscapedText, Money, PageHeader, Tabs, type BadgeTone } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';

type QueueInfo = QueueSummary['list'][number] & { waitingStatus?: string };

/** Status words the queues use for an item still waiting for a decision. */
const WAITING = new Set(['pending', 'review', 'applying', 'waiting']);

const titles: Record<string, string> = {
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
  redemptions: 'Redemptions',
};
export const queueTitle = (name: string) =>
  titles[name] ?? name.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());

function statusTone(status: string): BadgeTone {
  if (WAITING.has(status)) return 'warning';
  if (/^(approved|paid|done|completed|success|credited|granted)$/.test(status)) return 'success';
  if (/^(rejected|refused|failed|cancelled|canceled|expired)$/.test(status)) return 'danger';
  return 'neutral';
}

/** An item's details, as the member's request gave them: every value shown as text. */
function Detail({ detail }: { detail: QueueItemValue['detail'] }) {
  const entries = Object.entries(detail);
  if (entries.length === 0) return <span className="muted">—</span>;
  return (
    <dl className="detail-list">
      {entries.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>
            <EscapedText text={v === null ? null : String(v)} max={120} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Decision = { item: QueueItemValue; decision: 'approve' | 'reject' };

function QueueTable({ queue }: { queue: QueueInfo }) {
  const client = useQueryClient();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const table = useServerTable(['queue', queue.name], (q, signal) =>
    api.get<QueueList>(pathOf(ADMIN_API.adminQueue, { queue: queue.name }), toQuery(q), signal),
  );
  const waiting = (item: QueueItemValue) =>
    queue.waitingStatus ? item.status === queue.waitingStatus : WAITING.has(item.status);
  const columns = useMemo<Column<QueueItemValue>[]>(
    () => [
      { id: 'id', header: '#', cell: (i) => i.id, width: '72px', alwaysVisible: true },
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
      { id: 'status', header: 'Status', cell: (i) => <Badge tone={statusTone(i.status)}>{i.status}</Badge> },
      { id: 'createdAt', header: 'Requested', cell: (i) => <DateTime value={i.createdAt} /> },
      { id: 'detail', header: 'Details', cell: (i) => <Detail detail={i.detail} /> },
      {
        id: 'decide',
        header: 'Decision',
        alwaysVisible: true,
        align: 'right',
        cell: (i) =>
          queue.canDecide && waiting(i) ? (
            <span className="row-actions">
              <button
                type="button"
                className="button small"
                onClick={() => setDeciding({ item: i, decision: 'approve' })}
              >
                <Check size={14} /> Approve
              </button>
              <button
                type="button"
                className="button small"
                onClick={() => setDeciding({ item: i, decision: 'reject' })}
              >
                <X size={14} /> Reject
              </button>
            </span>
          ) : null,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the queue's facts decide the buttons
    [queue.canDecide, queue.waitingStatus],
  );
  const item = deciding?.item;
  const approving = deciding?.decision === 'approve';
  return (
    <>
      <DataTable
        id={`queue-${queue.name}`}
        label={queueTitle(queue.name)}
        table={table}
        columns={columns}
        rowKey={(i) => i.id}
        filters={[
          {
            id: 'status',
            label: 'Status',
            type: 'text',
            placeholder: queue.waitingStatus
              ? `Status (${queue.waitingStatus}, all, …)`
              : 'Status (pending, all, …)',
          },
        ]}
        emptyText="No request in this list."
      />
      <ConfirmDialog
        open={deciding !== null}
        title={`${approving ? 'Approve' : 'Reject'} ${queueTitle(queue.name).toLowerCase()} #${item?.id ?? ''}`}
        message={
          item && (
            <p>
              {approving ? 'Approve' : 'Reject'} the request of <EscapedText text={item.username} /> for{' '}
              <Money amount={item.amount} />?
            </p>
          )
        }
        confirmLabel={approving ? 'Approve' : 'Reject'}
        danger={!approving}
        reason={approving ? 'optional' : 'required'}
        reasonLabel={approving ? 'Note' : 'Reason (the member may see it)'}
        reasonMax={ADMIN_NOTE_MAX}
        onConfirm={async (note) => {
          if (!deciding) return;
          const path = pathOf(approving ? ADMIN_API.adminApprove : ADMIN_API.adminReject, {
            queue: queue.name,
            id: deciding.item.id,
          });
          await api.post(path, note ? { note } : {});
          toast.success(`#${deciding.item.id} ${approving ? 'approved' : 'rejected'}.`);
          await client.invalidateQueries({ queryKey: ['queue', queue.name] });
          await client.invalidateQueries({ queryKey: ['queues'] });
        }}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}

/** The requests waiting for an operator, a tab per queue, decided with a note or reason. */
export default function QueuesScreen() {
  const [params, setParams] = useSearchParams();
  const summary = useQuery({
    queryKey: ['queues'],
    queryFn: () => api.get<QueueSummary>(ADMIN_API.adminQueues),
    refetchInterval: 30_000,
  });
  const queues = (summary.data?.list ?? []) as QueueInfo[];
  const chosen = queues.find((q) => q.name === params.get('queue')) ?? queues[0];
  return (
    <div className="page">
      <PageHeader title="Queues" subtitle="Requests of members waiting for a decision." />
      {summary.error && (
        <p className="form-problem" role="alert">
          {summary.error.message}
        </p>
      )}
      {summary.isPending && <p className="muted">Loading…</p>}
      {summary.data && queues.length === 0 && <p className="muted">No queue is set up for this brand.</p>}
      {chosen && (
        <>
          <Tabs
            label="Queues"
            tabs={queues.map((q) => ({
              id: q.name,
              label: queueTitle(q.name),
              badge: q.waiting,
            }))}
            value={chosen.name}
            onChange={(name) => setParams({ queue: name }, { replace: true })}
          />
          {!chosen.canDecide && <p className="muted">Your role reads this queue; another role decides it.</p>}
          <QueueTable key={chosen.name} queue={chosen} />
        </>
      )}
    </div>
  );
}
