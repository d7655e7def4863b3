import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, ADMIN_NOTE_MAX } from '@platform/contracts';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { api, pathOf } from '../../lib/api';

export type Decision = { queue: string; id: number; decision: 'approve' | 'reject'; message: ReactNode };

/** Approves or rejects one item of an operator queue (the queue calls), with a note or a reason. */
export function DecisionDialog({
  deciding,
  onClose,
  approveLabel = 'Approve',
  rejectLabel = 'Reject',
  invalidate,
}: {
  deciding: Decision | null;
  onClose: () => void;
  approveLabel?: string;
  rejectLabel?: string;
  /** Query keys to refresh after a decision. */
  invalidate: readonly (readonly unknown[])[];
}) {
  const client = useQueryClient();
  const approving = deciding?.decision === 'approve';
  return (
    <ConfirmDialog
      open={deciding !== null}
      title={`${approving ? approveLabel : rejectLabel} #${deciding?.id ?? ''}`}
      message={deciding?.message}
      confirmLabel={approving ? approveLabel : rejectLabel}
      danger={!approving}
      reason={approving ? 'optional' : 'required'}
      reasonLabel={approving ? 'Note' : 'Reason (the member may see it)'}
      reasonMax={ADMIN_NOTE_MAX}
      onConfirm={async (note) => {
        if (!deciding) return;
        const path = pathOf(approving ? ADMIN_API.adminApprove : ADMIN_API.adminReject, {
          queue: deciding.queue,
          id: deciding.id,
        });
        await api.post(path, note ? { note } : {});
        toast.success(`#${deciding.id}: ${approving ? approveLabel : rejectLabel} done.`);
        for (const key of [...invalidate, ['queues']]) await client.invalidateQueries({ queryKey: key });
      }}
      onClose={onClose}
    />
  );
}
