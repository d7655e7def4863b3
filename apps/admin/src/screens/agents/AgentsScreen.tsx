import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ADMIN_API, type AdminAgent, type AdminAgentList } from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { Badge, EscapedText, PageHeader, Tabs } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api } from '../../lib/api';
import { useCan } from '../../lib/session';
import { MoveForm, RunSettlementForm, TopAgentForm } from './agent-forms';
import { SettlementsTable } from './settlements-table';

type Open = 'run' | 'agent' | 'move' | null;

const TITLES: Record<Exclude<Open, null>, string> = {
  run: 'Run a settlement',
  agent: 'Open a top agent',
  move: 'Move a member under another upline',
};

const columns: Column<AdminAgent>[] = [
  {
    id: 'username',
    header: 'Agent',
    sortable: true,
    alwaysVisible: true,
    cell: (a) => (
      <span>
        <strong>
          <EscapedText text={a.username} />
        </strong>{' '}
        {a.nickname !== a.username && (
          <span className="muted small">
            <EscapedText text={a.nickname} max={24} />
          </span>
        )}
      </span>
    ),
  },
  { id: 'type', header: 'Type', align: 'right', cell: (a) => a.type },
  {
    id: 'upline',
    header: 'Upline',
    cell: (a) => (a.upline ? <EscapedText text={a.upline} /> : <Badge tone="accent">top agent</Badge>),
  },
  { id: 'directDownlines', header: 'Direct downlines', align: 'right', cell: (a) => a.directDownlines },
  { id: 'teamSize', header: 'Team', align: 'right', sortable: true, cell: (a) => a.teamSize },
  {
    id: 'activeContracts',
    header: 'Contracts held',
    align: 'right',
    cell: (a) => a.activeContracts,
  },
  {
    id: 'downlineContracts',
    header: 'Contracts given',
    align: 'right',
    cell: (a) => a.downlineContracts,
  },
  {
    id: 'frozen',
    header: 'State',
    cell: (a) => (a.frozen ? <Badge tone="danger">frozen</Badge> : <Badge tone="success">active</Badge>),
  },
  { id: 'createdAt', header: 'Opened', sortable: true, hiddenByDefault: true, cell: (a) => a.createdDateStr },
];

/** The agent business: the brand's agents (each opens its page) and the settlements of every contract. */
export default function AgentsScreen() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const mayWrite = useCan(['owner', 'finance']);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settlements' ? 'settlements' : 'agents';
  const [open, setOpen] = useState<Open>(null);
  const table = useServerTable(
    ['agents', 'list'],
    (q, signal) => api.get<AdminAgentList>(ADMIN_API.adminAgents, toQuery(q), signal),
    { pageSize: 20, sort: { id: 'username', desc: false } },
  );
  const done = (saved: boolean) => {
    setOpen(null);
    if (saved) void client.invalidateQueries({ queryKey: ['agents'] });
  };
  const tabs = useMemo(
    () => [
      { id: 'agents', label: 'Agents', badge: table.result.isSuccess ? table.total : undefined },
      { id: 'settlements', label: 'Settlements' },
    ],
    [table.result.isSuccess, table.total],
  );
  return (
    <div className="page">
      <PageHeader
        title="Agents and contracts"
        subtitle="The brand's agents with their teams and contracts, and every settlement"
        actions={
          mayWrite && (
            <>
              <button type="button" className="button" onClick={() => setOpen('move')}>
                Move member
              </button>
              <button type="button" className="button primary" onClick={() => setOpen('agent')}>
                Open top agent
              </button>
            </>
          )
        }
      />
      <Tabs
        tabs={tabs}
        value={tab}
        onChange={(id) => setParams(id === 'agents' ? {} : { tab: id }, { replace: true })}
      />
      {tab === 'agents' ? (
        <DataTable
          id="agents"
          label="Agents"
          table={table}
          columns={columns}
          rowKey={(a) => a.id}
          onRowClick={(a) => void navigate(`/agents/${a.id}`)}
          filters={[{ id: 'q', label: 'Search', type: 'text', placeholder: 'Username starts with' }]}
          emptyText="No agent matches."
        />
      ) : (
        <SettlementsTable
          toolbar={
            mayWrite && (
              <button type="button" className="button primary" onClick={() => setOpen('run')}>
                Run settlement
              </button>
            )
          }
        />
      )}
      <Dialog
        open={open !== null}
        title={open ? TITLES[open] : ''}
        size="medium"
        onClose={() => setOpen(null)}
      >
        {open === 'run' && <RunSettlementForm onDone={done} />}
        {open === 'agent' && <TopAgentForm onDone={done} />}
        {open === 'move' && <MoveForm onDone={done} />}
      </Dialog>
    </div>
  );
}
