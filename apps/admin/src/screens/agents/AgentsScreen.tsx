import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API, CONTRACT_KINDS, SETTLEMENT_STATUSES, type Settlement } from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Badge, Money, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api } from '../../lib/api';
import { useCan } from '../../lib/session';
import {
  AccountActionForm,
  HouseContractForm,
  KIND_NAMES,
  MoveForm,
  RunSettlementForm,
  TopAgentForm,
} from './agent-forms';

type SettlementList = { list: Settlement[]; totalCount: number };
type Open = 'run' | 'agent' | 'move' | 'contract' | 'end' | 'unfreeze' | null;

const STATUS_TONE: Record<string, 'success' | 'neutral' | 'warning' | 'danger'> = {
  paid: 'success',
  nothing: 'neutral',
  due: 'warning',
  forced: 'danger',
};

const TITLES: Record<Exclude<Open, null>, string> = {
  run: 'Run a settlement',
  agent: 'Open a top agent',
  move: 'Move a member under another upline',
  contract: 'Offer a house contract',
  end: 'End a contract',
  unfreeze: 'Lift a freeze',
};

/** The agent business: settlements (every role), and for owners and finance the writes of the operator API. */
export default function AgentsScreen() {
  const client = useQueryClient();
  const mayWrite = useCan(['owner', 'finance']);
  const [open, setOpen] = useState<Open>(null);
  const table = useServerTable(['agents', 'settlements'], (q, signal) =>
    api.get<SettlementList>(API.adminAgentSettlements, toQuery(q), signal),
  );
  const columns = useMemo<Column<Settlement>[]>(
    () => [
      {
        id: 'period',
        header: 'Period',
        cell: (s) => (
          <span className="small" style={{ whiteSpace: 'nowrap' }}>
            {s.periodFromStr}
            <br />
            <span className="muted">to {s.periodToStr}</span>
          </span>
        ),
      },
      { id: 'kind', header: 'Kind', cell: (s) => KIND_NAMES[s.kind] },
      {
        id: 'username',
        header: 'Paid to',
        alwaysVisible: true,
        cell: (s) => (
          <span>
            {s.username} <span className="muted small">contract #{s.contractId}</span>
          </span>
        ),
      },
      { id: 'payer', header: 'Paid by', cell: (s) => s.payer ?? 'the house' },
      {
        id: 'rate',
        header: 'Rate',
        align: 'right',
        cell: (s) => <span style={{ whiteSpace: 'nowrap' }}>{s.rate.toFixed(2)} %</span>,
      },
      { id: 'amount', header: 'Amount', align: 'right', cell: (s) => <Money amount={s.amount} /> },
      {
        id: 'status',
        header: 'Status',
        cell: (s) => <Badge tone={STATUS_TONE[s.status] ?? 'neutral'}>{s.status}</Badge>,
      },
      {
        id: 'figures',
        header: 'Figures',
        hiddenByDefault: true,
        cell: (s) => (
          <span className="small muted">
            {Object.entries(s.figures)
              .map(([k, v]) => `${k} ${v}`)
              .join(' · ')}
          </span>
        ),
      },
      { id: 'paidDateStr', header: 'Paid', cell: (s) => s.paidDateStr ?? s.dueDateStr ?? '—' },
    ],
    [],
  );
  const done = (saved: boolean) => {
    setOpen(null);
    if (saved) void client.invalidateQueries({ queryKey: ['agents'] });
  };
  const button = (id: Exclude<Open, null>, label: string, primary = false): ReactNode => (
    <button type="button" className={`button${primary ? ' primary' : ''}`} onClick={() => setOpen(id)}>
      {label}
    </button>
  );
  return (
    <div className="page">
      <PageHeader
        title="Agents and contracts"
        subtitle="Settlements of every contract; top agents, moves, house contracts, runs and freezes"
        actions={
          mayWrite && (
            <>
              {button('agent', 'Open top agent')}
              {button('move', 'Move member')}
              {button('contract', 'House contract')}
              {button('end', 'End contract')}
              {button('unfreeze', 'Unfreeze')}
            </>
          )
        }
      />
      <DataTable
        id="agents-settlements"
        label="Settlements"
        table={table}
        columns={columns}
        rowKey={(s) => s.id}
        filters={[
          {
            id: 'kind',
            label: 'Kind',
            type: 'select',
            options: CONTRACT_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] })),
          },
          {
            id: 'status',
            label: 'Status',
            type: 'select',
            options: SETTLEMENT_STATUSES.map((s) => ({ value: s, label: s })),
          },
          { id: 'memberId', label: 'Member id', type: 'text', placeholder: 'Paid to (id)' },
        ]}
        toolbar={mayWrite && button('run', 'Run settlement', true)}
        emptyText="No settlement matches."
      />
      <Dialog
        open={open !== null}
        title={open ? TITLES[open] : ''}
        size={open === 'contract' ? 'large' : 'medium'}
        onClose={() => setOpen(null)}
      >
        {open === 'run' && <RunSettlementForm onDone={done} />}
        {open === 'agent' && <TopAgentForm onDone={done} />}
        {open === 'move' && <MoveForm onDone={done} />}
        {open === 'contract' && <HouseContractForm onDone={done} />}
        {(open === 'end' || open === 'unfreeze') && <AccountActionForm kind={open} onDone={done} />}
      </Dialog>
    </div>
  );
}
