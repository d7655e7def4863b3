import { useMemo } from 'react';
import { ADMIN_API, CONTRACT_KINDS, type Settlement, SETTLEMENT_STATUSES } from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { Badge, EscapedText, Money } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api } from '../../lib/api';
import { KIND_NAMES } from './agent-forms';

type SettlementList = { list: Settlement[]; totalCount: number };

const STATUS_TONE: Record<string, 'success' | 'neutral' | 'warning' | 'danger'> = {
  paid: 'success',
  nothing: 'neutral',
  due: 'warning',
  forced: 'danger',
};

/** Settlements of the brand, newest period first; with `memberId`, only those paid to that agent. */
export function SettlementsTable({ memberId, toolbar }: { memberId?: number; toolbar?: React.ReactNode }) {
  const table = useServerTable(['agents', 'settlements', memberId ?? 'all'], (q, signal) =>
    api.get<SettlementList>(
      ADMIN_API.adminAgentSettlements,
      toQuery(q, memberId ? { memberId } : {}),
      signal,
    ),
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
            <EscapedText text={s.username} /> <span className="muted small">contract #{s.contractId}</span>
          </span>
        ),
      },
      {
        id: 'payer',
        header: 'Paid by',
        cell: (s) => (s.payer ? <EscapedText text={s.payer} /> : 'the house'),
      },
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
  return (
    <DataTable
      id={memberId ? 'agent-settlements' : 'agents-settlements'}
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
      ]}
      toolbar={toolbar}
      emptyText={memberId ? 'No settlement paid to this agent matches.' : 'No settlement matches.'}
    />
  );
}
