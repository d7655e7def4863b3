import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_REWARDS_PATHS as P,
  GAME_CATEGORIES,
  type AdminShopItem,
  type ShopItemWrite,
} from '@platform/contracts';
import { Plus, Trash2 } from 'lucide-react';
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

const KEY = ['rewards', 'shop'];
type Rates = { rates: { gameType: string; points: number; per: number }[]; conversionRate: number };
type ItemList = { list: AdminShopItem[]; totalCount: number };
type RateDraft = { gameType: string; points: string; per: string };

type Draft = {
  imageUrl: string;
  quantity: string;
  pointsRequired: string;
  amountRequired: string;
  sort: string;
  enabled: boolean;
  name: LocalizedText;
  description: LocalizedText;
};

const draftOf = (i: AdminShopItem | null): Draft => ({
  imageUrl: i?.imageUrl ?? '',
  quantity: i?.quantity === null || i === null ? '' : String(i.quantity),
  pointsRequired: i ? String(i.pointsRequired) : '',
  amountRequired: i ? String(i.amountRequired) : '0',
  sort: i ? String(i.sort) : '0',
  enabled: i?.enabled ?? true,
  name: i ? pick(i.text, 'name') : {},
  description: i ? pick(i.text, 'description') : {},
});

const requestOf = (d: Draft): ShopItemWrite => ({
  imageUrl: d.imageUrl.trim(),
  quantity: d.quantity.trim() === '' ? null : num(d.quantity),
  pointsRequired: num(d.pointsRequired),
  amountRequired: num(d.amountRequired),
  sort: num(d.sort),
  enabled: d.enabled,
  text: join({ name: d.name, description: d.description }, 'name'),
});

function ItemEditor({ item, onDone }: { item: AdminShopItem | null; onDone: (saved: boolean) => void }) {
  const brand = useBrand();
  const mayWrite = useCan(REWARDS_WRITERS);
  const [draft, setDraft] = useState(() => draftOf(item));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const ro = !mayWrite;
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (item) await api.put(pathOf(P.shopItem, { itemId: item.id }), requestOf(draft));
      else await api.post(P.shopItems, requestOf(draft));
      toast.success(item ? 'Item saved: the shop shows it now.' : 'Item added to the shop.');
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
      title={item ? `Shop item #${item.id}` : 'New shop item'}
      onClose={() => onDone(false)}
      footer={
        <>
          <button type="button" className="button ghost" onClick={() => onDone(false)}>
            {mayWrite ? 'Cancel' : 'Close'}
          </button>
          {mayWrite && (
            <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
              {busy ? 'Saving…' : item ? 'Save' : 'Add item'}
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
            <Labelled id="item-points" label="Price in points">
              <NumberInput
                id="item-points"
                step="1"
                min={1}
                value={draft.pointsRequired}
                disabled={ro}
                onChange={(pointsRequired) => set({ pointsRequired })}
              />
            </Labelled>
            <Labelled id="item-amount" label="Plus wallet money">
              <NumberInput
                id="item-amount"
                value={draft.amountRequired}
                disabled={ro}
                onChange={(amountRequired) => set({ amountRequired })}
              />
            </Labelled>
          </div>
          <div className={styles.row}>
            <Labelled id="item-stock" label="Stock (empty: unlimited)">
              <NumberInput
                id="item-stock"
                step="1"
                value={draft.quantity}
                disabled={ro}
                onChange={(quantity) => set({ quantity })}
              />
            </Labelled>
            <Labelled id="item-sort" label="Place in the shop">
              <NumberInput
                id="item-sort"
                step="1"
                value={draft.sort}
                disabled={ro}
                onChange={(sort) => set({ sort })}
              />
            </Labelled>
          </div>
          <Labelled id="item-image" label="Image" hint="A /art/ path of the site or an https address">
            <input
              id="item-image"
              className="input"
              value={draft.imageUrl}
              disabled={ro}
              onChange={(e) => set({ imageUrl: e.target.value })}
            />
          </Labelled>
          {draft.imageUrl.trim() && (
            <div className={styles.images}>
              <img src={draft.imageUrl.trim()} alt="Item" />
            </div>
          )}
          <Switch
            checked={draft.enabled}
            disabled={ro}
            onChange={(enabled) => set({ enabled })}
            label="In the shop"
          />
          <Problem text={problem} />
        </div>
      </div>
    </Dialog>
  );
}

function RatesCard() {
  const mayWrite = useCan(REWARDS_WRITERS);
  const queryClient = useQueryClient();
  const rates = useQuery({ queryKey: [...KEY, 'rates'], queryFn: () => api.get<Rates>(P.pointRates) });
  const [edited, setRows] = useState<RateDraft[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The saved rates until the operator changes them.
  const rows: RateDraft[] =
    edited ??
    (rates.data?.rates ?? []).map((r) => ({
      gameType: r.gameType,
      points: String(r.points),
      per: String(r.per),
    }));
  const unused = GAME_CATEGORIES.filter((g) => !rows.some((r) => r.gameType === g));
  const save = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await api.put(P.pointRates, {
        rates: rows.map((r) => ({ gameType: r.gameType, points: num(r.points), per: num(r.per) })),
      });
      toast.success('Point rates saved: rounds settled from now on earn at them.');
      await queryClient.invalidateQueries({ queryKey: [...KEY, 'rates'] });
      setRows(null);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={`card stack ${styles.ratesCard}`}>
      <h3>What earns points</h3>
      <p className="muted small">
        Points per valid bet of each game category; a category left out earns none. One point converts to{' '}
        {rates.data?.conversionRate ?? '…'} of wallet money (brand setting).
      </p>
      <div className={styles.rates}>
        <strong>Category</strong>
        <strong>Points</strong>
        <strong>Per valid bet of</strong>
        <span />
        {rows.map((r, i) => (
          <RateRow
            key={r.gameType}
            row={r}
            disabled={!mayWrite}
            onChange={(next) => setRows(rows.map((x, j) => (j === i ? next : x)))}
            onRemove={() => setRows(rows.filter((_, j) => j !== i))}
          />
        ))}
      </div>
      {mayWrite && (
        <div className={styles.ratesActions}>
          {unused.length > 0 && (
            <select
              className="input"
              aria-label="Add a category"
              value=""
              onChange={(e) => setRows([...rows, { gameType: e.target.value, points: '1', per: '10' }])}
            >
              <option value="">Add a category…</option>
              {unused.map((g) => (
                <option key={g} value={g}>
                  {gameTypeName(g)}
                </option>
              ))}
            </select>
          )}
          <button type="button" className="button primary" disabled={busy} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Save rates'}
          </button>
        </div>
      )}
      <Problem text={problem} />
    </section>
  );
}

function RateRow({
  row,
  disabled,
  onChange,
  onRemove,
}: {
  row: { gameType: string; points: string; per: string };
  disabled: boolean;
  onChange: (row: { gameType: string; points: string; per: string }) => void;
  onRemove: () => void;
}) {
  return (
    <>
      <span>{gameTypeName(row.gameType)}</span>
      <NumberInput
        id={`rate-points-${row.gameType}`}
        step="1"
        min={1}
        value={row.points}
        disabled={disabled}
        onChange={(points) => onChange({ ...row, points })}
      />
      <NumberInput
        id={`rate-per-${row.gameType}`}
        value={row.per}
        disabled={disabled}
        onChange={(per) => onChange({ ...row, per })}
      />
      {disabled ? (
        <span />
      ) : (
        <button
          type="button"
          className="button ghost icon small"
          aria-label={`Remove ${row.gameType}`}
          onClick={onRemove}
        >
          <Trash2 size={14} />
        </button>
      )}
    </>
  );
}

export default function ShopScreen() {
  const queryClient = useQueryClient();
  const mayWrite = useCan(REWARDS_WRITERS);
  const [editing, setEditing] = useState<AdminShopItem | 'new' | null>(null);
  const table = useServerTable(KEY, (q, signal) => api.get<ItemList>(P.shopItems, toQuery(q), signal), {
    pageSize: 20,
  });
  const toggle = async (item: AdminShopItem) => {
    try {
      await api.put(pathOf(P.shopItemEnabled, { itemId: item.id }), { enabled: !item.enabled });
      await queryClient.invalidateQueries({ queryKey: KEY });
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  const columns: Column<AdminShopItem>[] = [
    { id: 'sort', header: 'Place', cell: (i) => i.sort, width: '70px' },
    {
      id: 'name',
      header: 'Item',
      cell: (i) => <EscapedText text={i.text.EN?.name ?? Object.values(i.text)[0]?.name ?? ''} max={50} />,
      alwaysVisible: true,
    },
    { id: 'points', header: 'Points', cell: (i) => i.pointsRequired.toLocaleString('en-US'), align: 'right' },
    { id: 'amount', header: 'Plus money', cell: (i) => <Money amount={i.amountRequired} />, align: 'right' },
    {
      id: 'stock',
      header: 'Stock',
      cell: (i) => (i.quantity === null ? 'Unlimited' : i.quantity),
      align: 'right',
    },
    { id: 'waiting', header: 'Waiting', cell: (i) => i.waiting, align: 'right' },
    {
      id: 'enabled',
      header: 'Shop',
      cell: (i) => <Badge tone={i.enabled ? 'success' : 'neutral'}>{i.enabled ? 'shown' : 'hidden'}</Badge>,
    },
    {
      id: 'actions',
      header: '',
      alwaysVisible: true,
      cell: (i) =>
        mayWrite ? (
          <span onClick={(e) => e.stopPropagation()}>
            <button type="button" className="button small" onClick={() => void toggle(i)}>
              {i.enabled ? 'Hide' : 'Show'}
            </button>
          </span>
        ) : null,
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title="Points shop"
        subtitle="The items members redeem points for, and what earns points."
        actions={
          mayWrite ? (
            <button type="button" className="button primary" onClick={() => setEditing('new')}>
              <Plus size={16} /> New item
            </button>
          ) : undefined
        }
      />
      <DataTable
        id="rewards-shop"
        label="Shop items"
        table={table}
        columns={columns}
        rowKey={(i) => i.id}
        onRowClick={setEditing}
        emptyText="The shop has no item."
      />
      <RatesCard />
      {editing !== null && (
        <ItemEditor
          item={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) void queryClient.invalidateQueries({ queryKey: KEY });
          }}
        />
      )}
    </div>
  );
}
