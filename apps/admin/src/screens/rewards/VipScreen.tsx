import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_REWARDS_PATHS as P,
  GAME_CATEGORIES,
  type AdminVipLevel,
  type Language,
  type VipLevelWrite,
} from '@platform/contracts';
import { DataTable, type Column } from '../../components/DataTable';
import { Dialog } from '../../components/Dialog';
import { LocalizedTextEditor, type LocalizedText } from '../../components/LocalizedTextEditor';
import { toast } from '../../components/toast';
import { Badge, Money, PageHeader } from '../../components/ui';
import { useServerTable } from '../../components/useServerTable';
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
  messageOf,
  num,
  pick,
} from './shared';

const KEY = ['rewards', 'vip'];
const MONEY_FIELDS = [
  ['turnoverRequired', 'Monthly valid bets to reach it'],
  ['depositRequired', 'Deposits to reach it'],
  ['upgradeBonus', 'Upgrade bonus'],
  ['birthdayBonus', 'Birthday bonus'],
  ['monthlyBonus', 'Monthly bonus'],
  ['withdrawalLimit', 'Withdrawal limit per day'],
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number][0];

const columns: Column<AdminVipLevel>[] = [
  { id: 'level', header: 'Level', cell: (l) => l.level, width: '70px' },
  {
    id: 'name',
    header: 'Name',
    cell: (l) => l.text.EN?.name ?? Object.values(l.text)[0]?.name ?? '',
    alwaysVisible: true,
  },
  {
    id: 'turnover',
    header: 'Valid bets',
    cell: (l) => <Money amount={l.turnoverRequired} />,
    align: 'right',
  },
  { id: 'deposit', header: 'Deposits', cell: (l) => <Money amount={l.depositRequired} />, align: 'right' },
  { id: 'upgrade', header: 'Upgrade bonus', cell: (l) => <Money amount={l.upgradeBonus} />, align: 'right' },
  { id: 'monthly', header: 'Monthly', cell: (l) => <Money amount={l.monthlyBonus} />, align: 'right' },
  { id: 'birthday', header: 'Birthday', cell: (l) => <Money amount={l.birthdayBonus} />, align: 'right' },
  {
    id: 'rebates',
    header: 'Rebates',
    cell: (l) => {
      const rates = l.rebates.map((r) => r.rate);
      if (rates.length === 0) return 'None';
      const text = l.rebates.map((r) => `${gameTypeName(r.gameType)} ${r.rate}%`).join(', ');
      return (
        <span title={text}>
          {Math.min(...rates)}–{Math.max(...rates)}% ({rates.length} categories)
        </span>
      );
    },
  },
  {
    id: 'withdrawals',
    header: 'Withdrawals',
    cell: (l) => `${l.withdrawalsPerDay}/day`,
    hiddenByDefault: true,
  },
  {
    id: 'service',
    header: 'Service',
    cell: (l) => (l.dedicatedService ? <Badge tone="accent">dedicated</Badge> : '—'),
  },
  { id: 'members', header: 'Members', cell: (l) => l.members, align: 'right' },
];

type Draft = Record<MoneyField, string> & {
  badgeUrl: string;
  withdrawalsPerDay: string;
  dedicatedService: boolean;
  rebates: Record<string, string>;
  name: LocalizedText;
};

const draftOf = (l: AdminVipLevel): Draft => ({
  turnoverRequired: String(l.turnoverRequired),
  depositRequired: String(l.depositRequired),
  upgradeBonus: String(l.upgradeBonus),
  birthdayBonus: String(l.birthdayBonus),
  monthlyBonus: String(l.monthlyBonus),
  withdrawalLimit: String(l.withdrawalLimit),
  badgeUrl: l.badgeUrl,
  withdrawalsPerDay: String(l.withdrawalsPerDay),
  dedicatedService: l.dedicatedService,
  rebates: Object.fromEntries(l.rebates.map((r) => [r.gameType, String(r.rate)])),
  name: pick(l.text, 'name'),
});

function requestOf(d: Draft): VipLevelWrite {
  const name: VipLevelWrite['text'] = {};
  for (const [language, value] of Object.entries(d.name))
    if (value?.trim()) name[language as Language] = { name: value.trim() };
  return {
    badgeUrl: d.badgeUrl.trim(),
    turnoverRequired: num(d.turnoverRequired),
    depositRequired: num(d.depositRequired),
    upgradeBonus: num(d.upgradeBonus),
    birthdayBonus: num(d.birthdayBonus),
    monthlyBonus: num(d.monthlyBonus),
    withdrawalLimit: num(d.withdrawalLimit),
    withdrawalsPerDay: num(d.withdrawalsPerDay),
    dedicatedService: d.dedicatedService,
    rebates: GAME_CATEGORIES.filter((g) => (d.rebates[g] ?? '').trim() !== '').map((g) => ({
      gameType: g,
      rate: num(d.rebates[g] ?? ''),
    })),
    text: name,
  };
}

function LevelEditor({ level, onDone }: { level: AdminVipLevel; onDone: (saved: boolean) => void }) {
  const brand = useBrand();
  const mayWrite = useCan(REWARDS_WRITERS);
  const [draft, setDraft] = useState(() => draftOf(level));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const ro = !mayWrite;
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await api.put(pathOf(P.vipLevel, { level: level.level }), requestOf(draft));
      toast.success(`VIP level ${level.level} saved: the site shows it now.`);
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
      title={`VIP level ${level.level}`}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            {mayWrite ? 'Cancel' : 'Close'}
          </button>
          {mayWrite && (
            <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          )}
        </>
      }
    >
      <div className={styles.grid}>
        <div className="stack">
          <LocalizedTextEditor
            label="Name"
            value={draft.name}
            onChange={(name) => set({ name })}
            required={[brand.defaultLanguage ?? 'EN']}
            maxLength={50}
            disabled={ro}
          />
          <div className={styles.row}>
            {MONEY_FIELDS.map(([field, label]) => (
              <Labelled key={field} id={`vip-${field}`} label={label}>
                <NumberInput
                  id={`vip-${field}`}
                  value={draft[field]}
                  disabled={ro}
                  onChange={(v) => set({ [field]: v })}
                />
              </Labelled>
            ))}
            <Labelled id="vip-withdrawals" label="Withdrawals per day">
              <NumberInput
                id="vip-withdrawals"
                step="1"
                min={1}
                value={draft.withdrawalsPerDay}
                disabled={ro}
                onChange={(withdrawalsPerDay) => set({ withdrawalsPerDay })}
              />
            </Labelled>
          </div>
        </div>
        <div className="stack">
          <h4>Daily rebate, % of valid bets (empty: none)</h4>
          <div className={styles.row}>
            {GAME_CATEGORIES.map((g) => (
              <Labelled key={g} id={`vip-rebate-${g}`} label={gameTypeName(g)}>
                <NumberInput
                  id={`vip-rebate-${g}`}
                  value={draft.rebates[g] ?? ''}
                  disabled={ro}
                  onChange={(v) => set({ rebates: { ...draft.rebates, [g]: v } })}
                />
              </Labelled>
            ))}
          </div>
          <Labelled id="vip-badge" label="Badge" hint="A /art/ path of the site or an https address">
            <input
              id="vip-badge"
              className="input"
              value={draft.badgeUrl}
              disabled={ro}
              onChange={(e) => set({ badgeUrl: e.target.value })}
            />
          </Labelled>
          <Switch
            checked={draft.dedicatedService}
            disabled={ro}
            onChange={(dedicatedService) => set({ dedicatedService })}
            label="Dedicated service"
          />
          <p className="muted small">
            Thresholds stay between the neighbouring levels&apos;. The VIP job pays the new perks from its
            next pass.
          </p>
          <Problem text={problem} />
        </div>
      </div>
    </Dialog>
  );
}

export default function VipScreen() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminVipLevel | null>(null);
  const table = useServerTable(
    KEY,
    async (_q, signal) => {
      const { list } = await api.get<{ list: AdminVipLevel[] }>(P.vipLevels, undefined, signal);
      return { list, totalCount: list.length };
    },
    { pageSize: 50 },
  );
  return (
    <div className="page">
      <PageHeader title="VIP levels" subtitle="What it takes to reach each level and what the level pays." />
      <DataTable
        id="rewards-vip"
        label="VIP levels"
        table={table}
        columns={columns}
        rowKey={(l) => l.level}
        onRowClick={setEditing}
        pageSizes={[50]}
        emptyText="The brand has no VIP level."
      />
      {editing && (
        <LevelEditor
          level={editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </div>
  );
}
