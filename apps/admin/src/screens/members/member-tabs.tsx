import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  type Adjustment,
  ADMIN_API,
  ADMIN_MEMBERS_PATHS as P,
  type OperatorResponsible,
} from '@platform/contracts';
import { DataTable, type Column, type FilterDef } from '../../components/DataTable';
import type { RowData } from '@tanstack/react-table';
import { toQuery, useServerTable, type Page } from '../../components/useServerTable';
import { Badge, DateTime, EscapedText, Money } from '../../components/ui';
import { api, pathOf } from '../../lib/api';

type Entry = {
  id: number;
  createdAt: string;
  kind: string;
  reference: string;
  walletCode: string;
  amount: number;
  balanceAfter: number;
};
type Round = {
  id: number;
  createdAt: string;
  settledAt: string | null;
  vendorCode: string;
  gameType: string;
  gameName: string;
  roundId: string;
  stake: number;
  validBet: number;
  payout: number;
  status: string;
};
type Payment = {
  kind: 'deposit' | 'withdrawal';
  id: number;
  orderNo: string;
  amount: number;
  status: string;
  createdAt: string;
  decidedAt: string | null;
  note: string | null;
};
type Bonus = {
  id: number;
  createdAt: string;
  source: string;
  sourceRef: string;
  amount: number;
  turnoverRequired: number;
};
type LoginRow = {
  id: number;
  createdAt: string;
  ip: string | null;
  device: string | null;
  lastSeenAt: string;
  endedAt: string | null;
};
type Linked = { id: number; username: string; status: string; shared: string[]; values: string[] };
type Message = {
  id: number;
  createdAt: string;
  kind: string;
  title: string;
  body: string | null;
  readAt: string | null;
};
type Note = { id: number; createdAt: string; operator: string; body: string };

const when = (v: string | null) => (v ? <DateTime value={v} /> : '—');

const ledgerColumns: Column<Entry>[] = [
  { id: 'createdAt', header: 'Time', cell: (r) => <DateTime value={r.createdAt} seconds /> },
  { id: 'kind', header: 'Kind', cell: (r) => r.kind },
  { id: 'walletCode', header: 'Wallet', cell: (r) => r.walletCode },
  { id: 'amount', header: 'Amount', cell: (r) => <Money amount={r.amount} signed />, align: 'right' },
  {
    id: 'balanceAfter',
    header: 'Balance after',
    cell: (r) => <Money amount={r.balanceAfter} />,
    align: 'right',
  },
  { id: 'reference', header: 'Reference', cell: (r) => <EscapedText text={r.reference} max={60} /> },
  { id: 'id', header: 'Transfer', cell: (r) => r.id, hiddenByDefault: true },
];
const roundColumns: Column<Round>[] = [
  { id: 'createdAt', header: 'Placed', cell: (r) => <DateTime value={r.createdAt} seconds /> },
  { id: 'gameName', header: 'Game', cell: (r) => <EscapedText text={r.gameName} /> },
  { id: 'vendorCode', header: 'Vendor', cell: (r) => r.vendorCode },
  { id: 'gameType', header: 'Type', cell: (r) => r.gameType, hiddenByDefault: true },
  { id: 'stake', header: 'Stake', cell: (r) => <Money amount={r.stake} />, align: 'right' },
  {
    id: 'validBet',
    header: 'Valid bet',
    cell: (r) => <Money amount={r.validBet} />,
    align: 'right',
    hiddenByDefault: true,
  },
  { id: 'payout', header: 'Payout', cell: (r) => <Money amount={r.payout} />, align: 'right' },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <Badge tone={r.status === 'settled' ? 'success' : 'neutral'}>{r.status}</Badge>,
  },
  { id: 'roundId', header: 'Round', cell: (r) => r.roundId, hiddenByDefault: true },
  { id: 'settledAt', header: 'Settled', cell: (r) => when(r.settledAt), hiddenByDefault: true },
];
const paymentColumns: Column<Payment>[] = [
  { id: 'createdAt', header: 'Time', cell: (r) => <DateTime value={r.createdAt} /> },
  {
    id: 'kind',
    header: 'Kind',
    cell: (r) => <Badge tone={r.kind === 'deposit' ? 'success' : 'warning'}>{r.kind}</Badge>,
  },
  { id: 'orderNo', header: 'Order', cell: (r) => r.orderNo },
  { id: 'amount', header: 'Amount', cell: (r) => <Money amount={r.amount} />, align: 'right' },
  { id: 'status', header: 'Status', cell: (r) => r.status },
  { id: 'decidedAt', header: 'Decided', cell: (r) => when(r.decidedAt) },
  { id: 'note', header: 'Note', cell: (r) => <EscapedText text={r.note ?? '—'} max={60} /> },
];
const bonusColumns: Column<Bonus>[] = [
  { id: 'createdAt', header: 'Time', cell: (r) => <DateTime value={r.createdAt} /> },
  { id: 'source', header: 'Source', cell: (r) => r.source },
  { id: 'sourceRef', header: 'Reference', cell: (r) => <EscapedText text={r.sourceRef} max={40} /> },
  { id: 'amount', header: 'Amount', cell: (r) => <Money amount={r.amount} />, align: 'right' },
  {
    id: 'turnoverRequired',
    header: 'Turnover required',
    cell: (r) => <Money amount={r.turnoverRequired} />,
    align: 'right',
  },
];
const loginColumns: Column<LoginRow>[] = [
  { id: 'createdAt', header: 'Signed in', cell: (r) => <DateTime value={r.createdAt} seconds /> },
  { id: 'ip', header: 'IP', cell: (r) => r.ip ?? '—' },
  { id: 'device', header: 'Device', cell: (r) => <EscapedText text={r.device ?? '—'} max={70} /> },
  { id: 'lastSeenAt', header: 'Last seen', cell: (r) => <DateTime value={r.lastSeenAt} /> },
  { id: 'endedAt', header: 'Ended', cell: (r) => when(r.endedAt) },
];
const linkedColumns: Column<Linked>[] = [
  {
    id: 'username',
    header: 'Member',
    cell: (r) => (
      <Link className="link" to={`/members/${r.id}`}>
        <EscapedText text={r.username} />
      </Link>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => <Badge tone={r.status === 'active' ? 'success' : 'danger'}>{r.status}</Badge>,
  },
  { id: 'shared', header: 'Shares', cell: (r) => r.shared.join(' and ') },
  {
    id: 'values',
    header: 'Shared IPs and devices',
    cell: (r) => <EscapedText text={r.values.join(', ')} max={90} />,
  },
];
const messageColumns: Column<Message>[] = [
  { id: 'createdAt', header: 'Sent', cell: (r) => <DateTime value={r.createdAt} /> },
  { id: 'kind', header: 'Kind', cell: (r) => r.kind },
  { id: 'title', header: 'Title', cell: (r) => <EscapedText text={r.title} max={60} /> },
  { id: 'body', header: 'Text', cell: (r) => <EscapedText text={r.body ?? '—'} max={90} /> },
  { id: 'readAt', header: 'Read', cell: (r) => when(r.readAt) },
];
const noteColumns: Column<Note>[] = [
  { id: 'createdAt', header: 'Written', cell: (r) => <DateTime value={r.createdAt} /> },
  { id: 'operator', header: 'Operator', cell: (r) => r.operator },
  { id: 'body', header: 'Note', cell: (r) => <EscapedText text={r.body} /> },
];
export const adjustmentColumns: Column<Adjustment>[] = [
  { id: 'createdAt', header: 'Requested', cell: (r) => <DateTime value={r.createdAt} /> },
  { id: 'direction', header: 'Direction', cell: (r) => r.direction },
  {
    id: 'amount',
    header: 'Amount',
    cell: (r) => <Money amount={r.direction === 'debit' ? -r.amount : r.amount} signed />,
    align: 'right',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (
      <Badge tone={r.status === 'pending' ? 'warning' : r.status === 'rejected' ? 'danger' : 'success'}>
        {r.status}
      </Badge>
    ),
  },
  { id: 'reason', header: 'Reason', cell: (r) => <EscapedText text={r.reason} max={60} /> },
  {
    id: 'requestedBy',
    header: 'Requested by',
    cell: (r) => `${r.requestedBy}${r.requestedRole ? ` (${r.requestedRole})` : ''}`,
  },
  { id: 'decidedBy', header: 'Decided by', cell: (r) => r.decidedBy ?? '—' },
  {
    id: 'decisionNote',
    header: 'Decision note',
    cell: (r) => <EscapedText text={r.decisionNote ?? '—'} max={60} />,
    hiddenByDefault: true,
  },
  {
    id: 'balanceAfter',
    header: 'Balance after',
    cell: (r) => (r.balanceAfter === null ? '—' : <Money amount={r.balanceAfter} />),
    align: 'right',
  },
];

/** One server-paged tab of the member page. */
function TabTable<T extends RowData>({
  memberId,
  name,
  path,
  columns,
  filters,
  empty,
  rowKey = (r) => (r as { id: number }).id,
}: {
  rowKey?: (row: T) => string | number;
  memberId: number;
  name: string;
  path: string;
  columns: readonly Column<T>[];
  filters?: readonly FilterDef[];
  empty: string;
}) {
  const table = useServerTable<T>(['member', memberId, name], (q, signal) =>
    api.get<Page<T>>(pathOf(path, { id: memberId }), toQuery(q), signal),
  );
  return (
    <DataTable
      id={`member-${name}`}
      label={name}
      table={table}
      columns={columns}
      rowKey={rowKey}
      filters={filters}
      emptyText={empty}
    />
  );
}

export const MEMBER_TABS = [
  { id: 'ledger', label: 'Ledger' },
  { id: 'rounds', label: 'Rounds' },
  { id: 'payments', label: 'Payments' },
  { id: 'bonuses', label: 'Bonuses' },
  { id: 'logins', label: 'Logins' },
  { id: 'linked', label: 'Linked' },
  { id: 'messages', label: 'Messages' },
  { id: 'notes', label: 'Notes' },
  { id: 'adjustments', label: 'Adjustments' },
  { id: 'limits', label: 'Limits' },
] as const;
export type MemberTabId = (typeof MEMBER_TABS)[number]['id'];

/** The panel of one tab (each its own server-paged list; the limits from the responsible-gaming call). */
export function MemberTabPanel({ memberId, tab }: { memberId: number; tab: MemberTabId }) {
  switch (tab) {
    case 'ledger':
      return (
        <TabTable
          memberId={memberId}
          name="ledger"
          path={P.adminMemberLedger}
          columns={ledgerColumns}
          empty="No ledger entries."
        />
      );
    case 'rounds':
      return (
        <TabTable
          memberId={memberId}
          name="rounds"
          path={P.adminMemberRounds}
          columns={roundColumns}
          empty="No rounds played."
        />
      );
    case 'payments':
      return (
        <TabTable
          memberId={memberId}
          name="payments"
          path={P.adminMemberPayments}
          columns={paymentColumns}
          rowKey={(r) => `${r.kind}-${r.id}`}
          filters={[
            {
              id: 'kind',
              label: 'Kind',
              type: 'select',
              options: [
                { value: 'deposit', label: 'Deposits' },
                { value: 'withdrawal', label: 'Withdrawals' },
              ],
            },
          ]}
          empty="No deposits or withdrawals."
        />
      );
    case 'bonuses':
      return (
        <TabTable
          memberId={memberId}
          name="bonuses"
          path={P.adminMemberBonuses}
          columns={bonusColumns}
          empty="No bonuses."
        />
      );
    case 'logins':
      return (
        <TabTable
          memberId={memberId}
          name="logins"
          path={P.adminMemberLogins}
          columns={loginColumns}
          empty="No logins."
        />
      );
    case 'linked':
      return (
        <TabTable
          memberId={memberId}
          name="linked"
          path={P.adminMemberLinked}
          columns={linkedColumns}
          empty="No other member shares an IP or a device."
        />
      );
    case 'messages':
      return (
        <TabTable
          memberId={memberId}
          name="messages"
          path={P.adminMemberMessages}
          columns={messageColumns}
          empty="No messages."
        />
      );
    case 'notes':
      return (
        <TabTable
          memberId={memberId}
          name="notes"
          path={P.adminMemberNotes}
          columns={noteColumns}
          empty="No notes yet."
        />
      );
    case 'adjustments':
      return (
        <TabTable
          memberId={memberId}
          name="adjustments"
          path={P.adminMemberAdjustments}
          columns={adjustmentColumns}
          empty="No manual adjustments."
        />
      );
    case 'limits':
      return <LimitsPanel memberId={memberId} />;
  }
}

const LIMIT_NAMES: Record<string, string> = {
  depositDay: 'Deposits per day',
  depositWeek: 'Deposits per week',
  depositMonth: 'Deposits per month',
  lossDay: 'Net loss per day',
  lossWeek: 'Net loss per week',
  lossMonth: 'Net loss per month',
  wagerDay: 'Stakes per day',
  wagerWeek: 'Stakes per week',
  wagerMonth: 'Stakes per month',
  sessionMinutes: 'Session length (minutes)',
};

/** The member's limits and exclusions (read here; changed on the responsible-gaming screen). */
function LimitsPanel({ memberId }: { memberId: number }) {
  const result = useQuery({
    queryKey: ['member', memberId, 'responsible'],
    queryFn: () => api.get<OperatorResponsible>(pathOf(ADMIN_API.adminMemberResponsible, { id: memberId })),
  });
  if (result.isPending) return <p className="muted">Loading…</p>;
  if (result.isError) return <p className="form-problem">{result.error.message}</p>;
  const { state, exclusions } = result.data;
  const set = state.limits.filter((l) => l.value !== null || l.pending);
  return (
    <div className="stack">
      <div className="card">
        <h3>Exclusion</h3>
        {state.exclusion ? (
          <p>
            <Badge tone="danger">{state.exclusion.kind}</Badge> since{' '}
            <DateTime value={state.exclusion.startedAt} />
            {state.exclusion.endsAt ? (
              <>
                {' '}
                until <DateTime value={state.exclusion.endsAt} />
              </>
            ) : (
              ' — permanent'
            )}
          </p>
        ) : (
          <p className="muted">
            None in force. {exclusions.length > 0 ? `${exclusions.length} in the history.` : ''}
          </p>
        )}
        <Link className="link" to={`/responsible-gaming/${memberId}`}>
          Open responsible gaming (add or lift an exclusion, the history) →
        </Link>
      </div>
      <div className="card">
        <h3>Limits</h3>
        {set.length === 0 ? (
          <p className="muted">The member has set no limit.</p>
        ) : (
          <dl className="facts">
            {set.map((l) => (
              <div key={l.key}>
                <dt>{LIMIT_NAMES[l.key] ?? l.key}</dt>
                <dd>
                  {l.value === null ? (
                    'none'
                  ) : l.key === 'sessionMinutes' ? (
                    l.value
                  ) : (
                    <Money amount={l.value} />
                  )}{' '}
                  (used {l.key === 'sessionMinutes' ? l.used : <Money amount={l.used} />})
                  {l.pending ? ' — a change is pending' : ''}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
