import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ADMIN_MEMBERS_PATHS as P, type Adjustment } from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { EscapedText, Money, PageHeader } from '../../components/ui';
import { api, pathOf } from '../../lib/api';
import { useCan, useOperator } from '../../lib/session';
import { adjustmentColumns } from './member-tabs';

type AdjustmentList = { list: Adjustment[]; totalCount: number; threshold: number };
type Deciding = { adjustment: Adjustment; decision: 'approve' | 'reject' } | null;

/** Manual balance adjustments: the requests waiting for a second operator (approve, reject) and the decided. */
export default function AdjustmentsScreen() {
  const queryClient = useQueryClient();
  const operator = useOperator();
  const mayDecide = useCan(['owner', 'finance']);
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [threshold, setThreshold] = useState<number | null>(null);
  const table = useServerTable<Adjustment>(
    ['adjustments'],
    async (q, signal) => {
      const page = await api.get<AdjustmentList>(P.adminAdjustments, toQuery(q), signal);
      setThreshold(page.threshold);
      return page;
    },
    { filters: { status: 'pending' } },
  );
  const columns = useMemo<Column<Adjustment>[]>(
    () => [
      {
        id: 'member',
        header: 'Member',
        cell: (a) => (
          <Link className="link" to={`/members/${a.memberId}`}>
            <EscapedText text={a.username} />
          </Link>
        ),
        alwaysVisible: true,
      },
      {
        id: 'decide',
        header: '',
        alwaysVisible: true,
        cell: (a) =>
          a.status === 'pending' && mayDecide ? (
            a.requestedBy === operator?.username ? (
              <span className="muted small">Your request: another operator decides</span>
            ) : (
              <span className="stack-row">
                <button
                  type="button"
                  className="button small primary"
                  onClick={() => setDeciding({ adjustment: a, decision: 'approve' })}
                >
                  Approve
                </button>{' '}
                <button
                  type="button"
                  className="button small danger"
                  onClick={() => setDeciding({ adjustment: a, decision: 'reject' })}
                >
                  Reject
                </button>
              </span>
            )
          ) : null,
      },
      ...adjustmentColumns.map((c) =>
        c.id === 'decidedBy' || c.id === 'balanceAfter' ? { ...c, hiddenByDefault: true } : c,
      ),
    ],
    [mayDecide, operator?.username],
  );
  const a = deciding?.adjustment;
  return (
    <div className="page">
      <PageHeader
        title="Balance adjustments"
        subtitle={
          threshold === null ? undefined : (
            <>
              Owner and finance apply up to <Money amount={threshold} /> at once; larger adjustments and every
              request by support wait here for another operator (owner or finance). The requester never
              decides its own.
            </>
          )
        }
      />
      <DataTable
        id="adjustments"
        label="Adjustments"
        table={table}
        columns={columns}
        rowKey={(x) => x.id}
        filters={[
          {
            id: 'status',
            label: 'Status',
            type: 'select',
            options: [
              { value: 'pending', label: 'Waiting' },
              { value: 'approved', label: 'Approved' },
              { value: 'rejected', label: 'Rejected' },
              { value: 'applied', label: 'Applied at once' },
            ],
          },
        ]}
        emptyText="No adjustment here."
      />
      <ConfirmDialog
        open={deciding !== null}
        title={deciding?.decision === 'approve' ? 'Approve adjustment' : 'Reject adjustment'}
        message={
          a && (
            <p>
              {deciding?.decision === 'approve' ? 'Approve' : 'Reject'} the {a.direction} of{' '}
              <Money amount={a.amount} /> for <strong>{a.username}</strong> requested by {a.requestedBy}: “
              <EscapedText text={a.reason} />
              ”?
            </p>
          )
        }
        confirmLabel={deciding?.decision === 'approve' ? 'Approve' : 'Reject'}
        danger={deciding?.decision === 'reject'}
        reason={deciding?.decision === 'reject' ? 'required' : 'optional'}
        reasonLabel={deciding?.decision === 'reject' ? 'Reason' : 'Note'}
        onConfirm={async (note) => {
          if (!deciding) return;
          const path = deciding.decision === 'approve' ? P.adminAdjustmentApprove : P.adminAdjustmentReject;
          await api.post(pathOf(path, { id: deciding.adjustment.id }), note ? { note } : {});
          toast.success(deciding.decision === 'approve' ? 'Approved: the balance is adjusted.' : 'Rejected.');
          await queryClient.invalidateQueries({ queryKey: ['adjustments'] });
          await queryClient.invalidateQueries({ queryKey: ['member', deciding.adjustment.memberId] });
          setDeciding(null);
        }}
        onClose={() => setDeciding(null)}
      />
    </div>
  );
}
