import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  ADMIN_API,
  type AdminAgent,
  type AdminAgentContract,
  type AdminAgentContractList,
  type AdminAgentList,
  type Contract,
  CONTRACT_STATUSES,
} from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { toast } from '../../components/toast';
import { Badge, EscapedText, PageHeader, Tabs, type BadgeTone } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useCan } from '../../lib/session';
import { HouseContractForm, KIND_NAMES, MoveForm } from './agent-forms';
import css from './agents.module.css';
import { SettlementsTable } from './settlements-table';

type Open = 'moveAgent' | 'moveMember' | 'contract' | 'unfreeze' | null;

const STATUS_TONE: Record<string, BadgeTone> = {
  offered: 'info',
  signed: 'success',
  rejected: 'neutral',
  terminated: 'neutral',
  ended: 'neutral',
};
const LIVE = new Set(['offered', 'signed']);

const TIER_WORDS: Record<string, string> = {
  validBet: 'bet ≥',
  loss: 'loss ≥',
  activeMembers: 'active ≥',
  singleBet: 'single bet ≥',
};
const CYCLES: Record<string, string> = { D: 'daily', W: 'weekly', H: 'half-monthly', M: 'monthly' };

/** The tiers in one line: each tier's thresholds, then its rate(s). */
function tiersText(c: Contract): string {
  const terms = c.terms as { cycle?: string; tiers: Record<string, number>[] };
  const tiers = terms.tiers
    .map((t) => {
      const when = Object.entries(t)
        .filter(([k]) => TIER_WORDS[k])
        .map(([k, v]) => `${TIER_WORDS[k]} ${v}`)
        .join(', ');
      const rate =
        t.rate !== undefined ? `${t.rate} %` : `won ${t.winRate ?? 0} % / lost ${t.lossRate ?? 0} %`;
      return `${when} → ${rate}`;
    })
    .join('; ');
  return terms.cycle ? `${CYCLES[terms.cycle] ?? terms.cycle}: ${tiers}` : tiers;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One agent: its place in the tree, its contracts on both sides, its settlements and the actions on it. */
export default function AgentScreen() {
  const { agentId } = useParams();
  const id = Number(agentId);
  const client = useQueryClient();
  const mayWrite = useCan(['owner', 'finance']);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settlements' ? 'settlements' : 'contracts';
  const [open, setOpen] = useState<Open>(null);
  const [ending, setEnding] = useState<AdminAgentContract | null>(null);
  const found = useQuery({
    queryKey: ['agents', 'one', id],
    queryFn: ({ signal }) => api.get<AdminAgentList>(ADMIN_API.adminAgents, { id, pageSize: 1 }, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  const contracts = useServerTable(['agents', 'contracts', id], (q, signal) =>
    api.get<AdminAgentContractList>(pathOf(ADMIN_API.adminAgentContractsOf, { id }), toQuery(q), signal),
  );
  const done = (saved: boolean) => {
    setOpen(null);
    if (saved) void client.invalidateQueries({ queryKey: ['agents'] });
  };
  const back = <Link to="/agents">← Agents</Link>;
  const agent: AdminAgent | undefined = found.data?.list[0];
  if (!agent)
    return (
      <div className="page">
        <PageHeader title="Agent" back={back} />
        {found.isPending && Number.isInteger(id) && id > 0 ? (
          <p className="muted">Loading…</p>
        ) : found.isError ? (
          <p className="form-problem">{found.error.message}</p>
        ) : (
          <p className="muted">No agent #{agentId} in this brand (or the member is not of an agent type).</p>
        )}
      </div>
    );
  const picked = { id: agent.id, username: agent.username };
  const columns: Column<AdminAgentContract>[] = [
    { id: 'id', header: 'Contract', cell: (c) => `#${c.id}` },
    {
      id: 'side',
      header: 'Agent is',
      cell: (c) =>
        c.side === 'downline' ? <Badge tone="info">holder</Badge> : <Badge tone="accent">giver</Badge>,
    },
    { id: 'kind', header: 'Kind', cell: (c) => KIND_NAMES[c.kind] },
    {
      id: 'party',
      header: 'With',
      alwaysVisible: true,
      cell: (c) =>
        c.side === 'downline' ? (
          c.upline ? (
            <span>
              from <EscapedText text={c.upline} />
            </span>
          ) : (
            'from the house'
          )
        ) : (
          <span>
            to <EscapedText text={c.username} />
          </span>
        ),
    },
    {
      id: 'topRate',
      header: 'Top rate',
      align: 'right',
      cell: (c) => <span style={{ whiteSpace: 'nowrap' }}>{c.topRate.toFixed(2)} %</span>,
    },
    { id: 'tiers', header: 'Tiers', cell: (c) => <span className="small muted">{tiersText(c)}</span> },
    {
      id: 'status',
      header: 'State',
      cell: (c) => <Badge tone={STATUS_TONE[c.status] ?? 'neutral'}>{c.status}</Badge>,
    },
    {
      id: 'since',
      header: 'Since',
      cell: (c) => (
        <span className="small" style={{ whiteSpace: 'nowrap' }}>
          {c.endedDateStr ?? c.decidedDateStr ?? c.offeredDateStr}
          {c.endedReason && (
            <>
              <br />
              <span className="muted">
                <EscapedText text={c.endedReason} max={40} />
              </span>
            </>
          )}
        </span>
      ),
    },
    ...(mayWrite
      ? [
          {
            id: 'actions',
            header: '',
            align: 'right' as const,
            alwaysVisible: true,
            cell: (c: AdminAgentContract) =>
              LIVE.has(c.status) && (
                <button
                  type="button"
                  className="button small danger"
                  onClick={(e) => {
                    e.stopPropagation();
                    setEnding(c);
                  }}
                >
                  End
                </button>
              ),
          },
        ]
      : []),
  ];
  return (
    <div className="page">
      <PageHeader
        back={back}
        title={<EscapedText text={agent.username} />}
        subtitle={
          agent.upline ? (
            <>
              Agent of type {agent.type} under{' '}
              <Link className="link" to={`/agents/${agent.uplineId}`}>
                <EscapedText text={agent.upline} />
              </Link>
            </>
          ) : (
            `Top agent of type ${agent.type}: its contracts come from the house`
          )
        }
        actions={
          mayWrite && (
            <div className={css.actions}>
              {agent.frozen && (
                <button type="button" className="button danger" onClick={() => setOpen('unfreeze')}>
                  Unfreeze
                </button>
              )}
              <button type="button" className="button" onClick={() => setOpen('moveMember')}>
                Move a member here
              </button>
              <button type="button" className="button" onClick={() => setOpen('moveAgent')}>
                Move agent
              </button>
              {agent.uplineId === null && (
                <button type="button" className="button primary" onClick={() => setOpen('contract')}>
                  House contract
                </button>
              )}
            </div>
          )
        }
      />
      <div className={css.summary}>
        <div className="card">
          <dl className="facts">
            <Fact label="Nickname">
              <EscapedText text={agent.nickname} />
            </Fact>
            <Fact label="Member">
              <Link className="link" to={`/members/${agent.id}`}>
                #{agent.id} in Members
              </Link>
            </Fact>
            <Fact label="Opened">{agent.createdDateStr}</Fact>
            <Fact label="State">
              {agent.frozen ? (
                <span>
                  <Badge tone="danger">frozen</Badge>{' '}
                  <EscapedText text={agent.frozenReason ?? 'no reason recorded'} />
                </span>
              ) : (
                <Badge tone="success">active</Badge>
              )}
            </Fact>
          </dl>
        </div>
        <div className="card">
          <dl className="facts">
            <Fact label="Direct downlines">{agent.directDownlines}</Fact>
            <Fact label="Team (whole subtree)">{agent.teamSize}</Fact>
            <Fact label="Live contracts held">{agent.activeContracts}</Fact>
            <Fact label="Live contracts given">{agent.downlineContracts}</Fact>
          </dl>
        </div>
      </div>
      <Tabs
        tabs={[
          {
            id: 'contracts',
            label: 'Contracts',
            badge: contracts.result.isSuccess ? contracts.total : undefined,
          },
          { id: 'settlements', label: 'Settlements paid to it' },
        ]}
        value={tab}
        onChange={(t) => setParams(t === 'contracts' ? {} : { tab: t }, { replace: true })}
      />
      {tab === 'contracts' ? (
        <DataTable
          id="agent-contracts"
          label="Contracts"
          table={contracts}
          columns={columns}
          rowKey={(c) => c.id}
          filters={[
            {
              id: 'side',
              label: 'Side',
              type: 'select',
              options: [
                { value: 'downline', label: 'Held (from its upline)' },
                { value: 'upline', label: 'Given (to its downlines)' },
              ],
            },
            {
              id: 'status',
              label: 'State',
              type: 'select',
              options: [
                { value: 'live', label: 'live (offered or signed)' },
                ...CONTRACT_STATUSES.map((s) => ({ value: s, label: s })),
              ],
            },
          ]}
          emptyText="No contract matches."
        />
      ) : (
        <SettlementsTable memberId={agent.id} />
      )}
      <Dialog
        open={open === 'moveAgent' || open === 'moveMember' || open === 'contract'}
        title={
          open === 'contract'
            ? 'Offer a house contract'
            : open === 'moveAgent'
              ? `Move ${agent.username}`
              : `Move a member under ${agent.username}`
        }
        size={open === 'contract' ? 'large' : 'medium'}
        onClose={() => setOpen(null)}
      >
        {open === 'moveAgent' && <MoveForm member={picked} onDone={done} />}
        {open === 'moveMember' && <MoveForm upline={picked} onDone={done} />}
        {open === 'contract' && <HouseContractForm agent={picked} onDone={done} />}
      </Dialog>
      <ConfirmDialog
        open={open === 'unfreeze'}
        title="Lift the freeze"
        message={
          <p>
            Let <strong>{agent.username}</strong> bet, withdraw and transfer again? Frozen for:{' '}
            <EscapedText text={agent.frozenReason ?? 'no reason recorded'} />
          </p>
        }
        confirmLabel="Unfreeze"
        onConfirm={async () => {
          await api.post(pathOf(ADMIN_API.adminAgentUnfreeze, { id: agent.id }));
          toast.success(`${agent.username} may bet and withdraw again.`);
          done(true);
        }}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={ending !== null}
        title="End a contract"
        message={
          ending && (
            <p>
              End {ending.status} {KIND_NAMES[ending.kind].toLowerCase()} contract #{ending.id} (
              {ending.upline ? <EscapedText text={ending.upline} /> : 'the house'} →{' '}
              <EscapedText text={ending.username} />, top rate {ending.topRate.toFixed(2)} %)? It ends at
              once; periods already settled stay paid.
            </p>
          )
        }
        confirmLabel="End contract"
        danger
        onConfirm={async () => {
          const ended = await api.del<Contract>(pathOf(ADMIN_API.adminAgentContract, { id: ending!.id }));
          toast.success(`Contract #${ended.id} of ${ended.username} is ${ended.status}.`);
          setEnding(null);
          void client.invalidateQueries({ queryKey: ['agents'] });
        }}
        onClose={() => setEnding(null)}
      />
    </div>
  );
}
