import { useMemo, useState } from 'react';
import {
  ADMIN_BRAND_PATHS,
  NOT_RECEIVED_QUEUE,
  NOT_RECEIVED_STATUSES,
  type NotReceivedItem,
  type NotReceivedList,
} from '@platform/contracts';
import { Check, Image as ImageIcon, X } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Badge, DateTime, EscapedText, Money, PageHeader, type BadgeTone } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api } from '../../lib/api';
import { useCan } from '../../lib/session';
import { DecisionDialog, type Decision } from './decide';
import { ProofImage } from './proof';

const tone: Record<NotReceivedItem['status'], BadgeTone> = {
  waiting: 'warning',
  refunded: 'info',
  arrived: 'success',
};
const statusText: Record<NotReceivedItem['status'], string> = {
  waiting: 'waiting',
  refunded: 'paid back',
  arrived: 'arrived',
};

/**
 * Paid withdrawals the member says did not arrive, with the proof image sent. Finance decides through the
 * queue: pay the missing part back to the member's balance, or record that the money did arrive.
 */
export default function NotReceivedScreen() {
  const mayDecide = useCan(['owner', 'finance']);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [viewing, setViewing] = useState<NotReceivedItem | null>(null);
  const table = useServerTable(
    ['not-received'],
    (q, signal) => api.get<NotReceivedList>(ADMIN_BRAND_PATHS.notReceived, toQuery(q), signal),
    { filters: { status: 'waiting' } },
  );
  const columns = useMemo<Column<NotReceivedItem>[]>(
    () => [
      { id: 'id', header: '#', cell: (i) => i.id, width: '64px', alwaysVisible: true },
      { id: 'orderNo', header: 'Order', cell: (i) => <EscapedText text={i.orderNo} />, width: '200px' },
      {
        id: 'member',
        header: 'Member',
        cell: (i) => (
          <span>
            <EscapedText text={i.username} /> <span className="muted">#{i.memberId}</span>
          </span>
        ),
      },
      { id: 'amount', header: 'Paid out', cell: (i) => <Money amount={i.amount} />, align: 'right' },
      {
        id: 'received',
        header: 'Arrived',
        cell: (i) => <Money amount={i.receivedAmount} />,
        align: 'right',
        hiddenByDefault: true,
      },
      { id: 'missing', header: 'Missing', cell: (i) => <Money amount={i.missingAmount} />, align: 'right' },
      {
        id: 'account',
        header: 'To account',
        hiddenByDefault: true,
        cell: (i) => (
          <span>
            <EscapedText text={i.bankName} /> · <EscapedText text={i.accountName} /> ·••{i.accountLast4}
          </span>
        ),
      },
      { id: 'paidAt', header: 'Paid', cell: (i) => <DateTime value={i.paidAt} />, hiddenByDefault: true },
      { id: 'markedAt', header: 'Marked', cell: (i) => <DateTime value={i.markedAt} /> },
      {
        id: 'status',
        header: 'Status',
        cell: (i) => <Badge tone={tone[i.status]}>{statusText[i.status]}</Badge>,
      },
      {
        id: 'note',
        header: 'Note',
        cell: (i) => <EscapedText text={i.note} max={60} />,
        hiddenByDefault: true,
      },
      {
        id: 'proof',
        header: 'Proof',
        cell: (i) =>
          i.proofUrl ? (
            <button type="button" className="button small" onClick={() => setViewing(i)}>
              <ImageIcon size={14} /> View
            </button>
          ) : (
            <span className="muted">none</span>
          ),
      },
      {
        id: 'decide',
        header: 'Decision',
        align: 'right',
        alwaysVisible: true,
        cell: (i) =>
          mayDecide && i.status === 'waiting' ? (
            <span className="row-actions">
              <button
                type="button"
                className="button small"
                onClick={() =>
                  setDeciding({
                    queue: NOT_RECEIVED_QUEUE,
                    id: i.id,
                    decision: 'approve',
                    message: (
                      <p>
                        Pay <Money amount={i.missingAmount} /> back to the balance of{' '}
                        <EscapedText text={i.username} /> ({i.orderNo})? Do this when the bank confirms that
                        part of the payout did not arrive.
                      </p>
                    ),
                  })
                }
              >
                <Check size={14} /> Pay back
              </button>
              <button
                type="button"
                className="button small"
                onClick={() =>
                  setDeciding({
                    queue: NOT_RECEIVED_QUEUE,
                    id: i.id,
                    decision: 'reject',
                    message: (
                      <p>
                        Record that the <Money amount={i.amount} /> of {i.orderNo} did arrive? Nothing moves;
                        the reason is kept with the order.
                      </p>
                    ),
                  })
                }
              >
                <X size={14} /> Arrived
              </button>
            </span>
          ) : null,
      },
    ],
    [mayDecide],
  );
  return (
    <div className="page">
      <PageHeader
        title="Withdrawals not received"
        subtitle="Paid withdrawals a member says did not arrive, with the statement image they sent."
      />
      <DataTable
        id="payments-not-received"
        label="Withdrawals not received"
        table={table}
        columns={columns}
        rowKey={(i) => i.id}
        filters={[
          {
            id: 'status',
            label: 'Status',
            type: 'select',
            options: [...NOT_RECEIVED_STATUSES, 'all'].map((s) => ({
              value: s,
              label: s === 'refunded' ? 'paid back' : s,
            })),
          },
        ]}
        emptyText="No withdrawal in this list."
      />
      <Dialog
        open={viewing !== null}
        title={viewing ? `Proof of ${viewing.orderNo}` : 'Proof'}
        onClose={() => setViewing(null)}
        size="large"
      >
        {viewing?.proofUrl && (
          <div className="stack">
            <p className="muted">
              <EscapedText text={viewing.username} /> says <Money amount={viewing.receivedAmount} /> of{' '}
              <Money amount={viewing.amount} /> arrived.
            </p>
            <ProofImage path={viewing.proofUrl} alt={`Proof sent for ${viewing.orderNo}`} />
          </div>
        )}
      </Dialog>
      <DecisionDialog
        deciding={deciding}
        onClose={() => setDeciding(null)}
        approveLabel="Pay back"
        rejectLabel="It arrived"
        invalidate={[['not-received']]}
      />
    </div>
  );
}
