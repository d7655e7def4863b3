import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_REWARDS_PATHS as P,
  GAME_CATEGORIES,
  MISSION_METRICS,
  MISSION_PERIODS,
  type AdminMission,
  type MissionWrite,
} from '@platform/contracts';
import { Plus } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { LocalizedTextEditor, type LocalizedText } from '../../components/LocalizedTextEditor';
import { toast } from '../../components/toast';
import { Badge, EscapedText, Money, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';
import { useBrand } from '../../lib/brand';
import { useCan } from '../../lib/session';
import styles from './rewards.module.css';
import {
  Labelled,
  NumberInput,
  Problem,
  REWARDS_WRITERS,
  Switch,
  gameTypeName,
  join,
  messageOf,
  num,
  pick,
} from './shared';

const KEY = ['rewards', 'missions'];
type Metric = (typeof MISSION_METRICS)[number];
type Period = (typeof MISSION_PERIODS)[number];
const METRIC_NAMES: Record<Metric, string> = {
  turnover: 'Valid bets (amount)',
  rounds: 'Rounds played',
  wins: 'Rounds won',
  deposit: 'Deposits (amount)',
};
const isMoney = (m: string) => m === 'turnover' || m === 'deposit';

type Draft = {
  metric: Metric;
  gameType: string;
  period: Period;
  target: string;
  reward: string;
  turnoverMultiple: string;
  sort: string;
  enabled: boolean;
  title: LocalizedText;
  description: LocalizedText;
};

const draftOf = (m: AdminMission | null): Draft => ({
  metric: m?.metric ?? 'turnover',
  gameType: m?.gameType ?? '',
  period: m?.period ?? 'daily',
  target: m ? String(m.target) : '',
  reward: m ? String(m.reward) : '',
  turnoverMultiple: m ? String(m.turnoverMultiple) : '1',
  sort: m ? String(m.sort) : '0',
  enabled: m?.enabled ?? true,
  title: m ? pick(m.text, 'title') : {},
  description: m ? pick(m.text, 'description') : {},
});

const requestOf = (d: Draft): MissionWrite => ({
  metric: d.metric,
  gameType: d.metric === 'deposit' || d.gameType === '' ? null : (d.gameType as MissionWrite['gameType']),
  period: d.period,
  target: num(d.target),
  reward: num(d.reward),
  turnoverMultiple: num(d.turnoverMultiple),
  sort: num(d.sort),
  enabled: d.enabled,
  text: join({ title: d.title, description: d.description }, 'title'),
});

function MissionEditor({
  mission,
  onDone,
}: {
  mission: AdminMission | null;
  onDone: (saved: boolean) => void;
}) {
  const brand = useBrand();
  const mayWrite = useCan(REWARDS_WRITERS);
  const [draft, setDraft] = useState(() => draftOf(mission));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const ro = !mayWrite;
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (mission) await api.put(pathOf(P.mission, { missionId: mission.id }), requestOf(draft));
      else await api.post(P.missions, requestOf(draft));
      toast.success(mission ? 'Mission saved: members see it now.' : 'Mission added.');
      onDone(true);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      size="large"
      title={mission ? `Mission #${mission.id}` : 'New mission'}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            {mayWrite ? 'Cancel' : 'Close'}
          </button>
          {mayWrite && (
            <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : mission ? 'Save' : 'Add mission'}
            </button>
          )}
        </>
      }
    >
      <div className={styles.grid}>
        <div className="stack">
          <LocalizedTextEditor
            label="Title"
            value={draft.title}
            onChange={(title) => set({ title })}
            required={[brand.defaultLanguage ?? 'EN']}
            maxLength={100}
            disabled={ro}
          />
          <LocalizedTextEditor
            label="Description"
            kind="multiline"
            value={draft.description}
            onChange={(description) => set({ description })}
            maxLength={1000}
            disabled={ro}
          />
        </div>
        <div className="stack">
          <div className={styles.row}>
            <Labelled id="mission-metric" label="Counts">
              <select
                id="mission-metric"
                className="input"
                value={draft.metric}
                disabled={ro}
                onChange={(e) => set({ metric: e.target.value as Metric })}
              >
                {MISSION_METRICS.map((m) => (
                  <option key={m} value={m}>
                    {METRIC_NAMES[m]}
                  </option>
                ))}
              </select>
            </Labelled>
            <Labelled id="mission-game" label="Games">
              <select
                id="mission-game"
                className="input"
                value={draft.metric === 'deposit' ? '' : draft.gameType}
                disabled={ro || draft.metric === 'deposit'}
                onChange={(e) => set({ gameType: e.target.value })}
              >
                <option value="">Every game</option>
                {GAME_CATEGORIES.map((g) => (
                  <option key={g} value={g}>
                    {gameTypeName(g)}
                  </option>
                ))}
              </select>
            </Labelled>
            <Labelled id="mission-period" label="Period">
              <select
                id="mission-period"
                className="input"
                value={draft.period}
                disabled={ro}
                onChange={(e) => set({ period: e.target.value as Period })}
              >
                {MISSION_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </Labelled>
          </div>
          <div className={styles.row}>
            <Labelled
              id="mission-target"
              label={isMoney(draft.metric) ? 'Target (amount)' : 'Target (count)'}
            >
              <NumberInput
                id="mission-target"
                step={isMoney(draft.metric) ? '0.01' : '1'}
                value={draft.target}
                disabled={ro}
                onChange={(target) => set({ target })}
              />
            </Labelled>
            <Labelled id="mission-reward" label="Reward (bonus)">
              <NumberInput
                id="mission-reward"
                value={draft.reward}
                disabled={ro}
                onChange={(reward) => set({ reward })}
              />
            </Labelled>
            <Labelled id="mission-turnover" label="Turnover multiple">
              <NumberInput
                id="mission-turnover"
                step="1"
                min={1}
                value={draft.turnoverMultiple}
                disabled={ro}
                onChange={(turnoverMultiple) => set({ turnoverMultiple })}
              />
            </Labelled>
            <Labelled id="mission-sort" label="Place">
              <NumberInput
                id="mission-sort"
                step="1"
                value={draft.sort}
                disabled={ro}
                onChange={(sort) => set({ sort })}
              />
            </Labelled>
          </div>
          <Switch
            checked={draft.enabled}
            disabled={ro}
            onChange={(enabled) => set({ enabled })}
            label="Offered to members"
          />
          <Problem text={problem} />
        </div>
      </div>
    </Dialog>
  );
}

export default function MissionsScreen() {
  const queryClient = useQueryClient();
  const mayWrite = useCan(REWARDS_WRITERS);
  const [editing, setEditing] = useState<AdminMission | 'new' | null>(null);
  const table = useServerTable(
    KEY,
    (q, signal) => api.get<{ list: AdminMission[]; totalCount: number }>(P.missions, toQuery(q), signal),
    { pageSize: 20 },
  );
  const toggle = async (m: AdminMission) => {
    try {
      await api.put(pathOf(P.missionEnabled, { missionId: m.id }), { enabled: !m.enabled });
      await queryClient.invalidateQueries({ queryKey: KEY });
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  const columns: Column<AdminMission>[] = [
    { id: 'sort', header: 'Place', cell: (m) => m.sort, width: '70px' },
    {
      id: 'title',
      header: 'Mission',
      cell: (m) => <EscapedText text={m.text.EN?.title ?? Object.values(m.text)[0]?.title ?? ''} max={50} />,
      alwaysVisible: true,
    },
    { id: 'metric', header: 'Counts', cell: (m) => METRIC_NAMES[m.metric] },
    { id: 'games', header: 'Games', cell: (m) => gameTypeName(m.gameType) },
    { id: 'period', header: 'Period', cell: (m) => m.period },
    {
      id: 'target',
      header: 'Target',
      cell: (m) => (isMoney(m.metric) ? <Money amount={m.target} /> : m.target),
      align: 'right',
    },
    { id: 'reward', header: 'Reward', cell: (m) => <Money amount={m.reward} />, align: 'right' },
    { id: 'turnover', header: 'Turnover ×', cell: (m) => m.turnoverMultiple, align: 'right' },
    { id: 'claims', header: 'Claims', cell: (m) => m.claims, align: 'right' },
    {
      id: 'enabled',
      header: 'Offered',
      cell: (m) => <Badge tone={m.enabled ? 'success' : 'neutral'}>{m.enabled ? 'yes' : 'no'}</Badge>,
    },
    {
      id: 'actions',
      header: '',
      alwaysVisible: true,
      cell: (m) =>
        mayWrite ? (
          <span onClick={(e) => e.stopPropagation()}>
            <button type="button" className="button small" onClick={() => void toggle(m)}>
              {m.enabled ? 'Withdraw' : 'Offer'}
            </button>
          </span>
        ) : null,
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title="Missions"
        subtitle="Daily and weekly targets members reach for a bonus."
        actions={
          mayWrite ? (
            <button type="button" className="button primary" onClick={() => setEditing('new')}>
              <Plus size={16} /> New mission
            </button>
          ) : undefined
        }
      />
      <DataTable
        id="rewards-missions"
        label="Missions"
        table={table}
        columns={columns}
        rowKey={(m) => m.id}
        onRowClick={setEditing}
        emptyText="The brand has no mission."
      />
      {editing !== null && (
        <MissionEditor
          mission={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </div>
  );
}
