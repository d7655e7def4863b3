import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_REWARDS_PATHS as P,
  PROMOTION_MODES,
  type AdminPromotion,
  type AdminPromotionList,
} from '@platform/contracts';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { DataTable, type Column } from '../../components/DataTable';

import { toast } from '../../components/toast';
import { Badge, DateTime, EscapedText, PageHeader } from '../../components/ui';
import { toQuery, useServerTable } from '../../components/useServerTable';
import { api, pathOf } from '../../lib/api';

import { useBrand } from '../../lib/brand';
import { formatMoney } from '../../lib/format';
import { useCan } from '../../lib/session';
import { PromotionEditor } from './PromotionEditor';
import styles from './rewards.module.css';
import { REWARDS_WRITERS, messageOf } from './shared';

const KEY = ['rewards', 'promotions'];

/** The title as members read it: the figures in place of the placeholders. */
const titleOf = (p: AdminPromotion) =>
  (p.text.EN?.title ?? Object.values(p.text)[0]?.title ?? '').replace(
    /\{(\w+)\}/g,
    (whole, name: string) => p.figures[name] ?? whole,
  );

/** The figures in a few words (the whole sentence is the cell's tooltip and the editor's). */
function shortTerms(p: AdminPromotion, symbol: string): string {
  const r = p.rules;
  if (r?.kind === 'deposit')
    return `${r.percent}% up to ${formatMoney(r.maxBonus, symbol)}, from ${formatMoney(r.minDeposit, symbol)}; ${r.turnoverMultiple}× turnover; ${r.once}`;
  if (r?.kind === 'apply')
    return `${formatMoney(r.minBonus, symbol)} to ${formatMoney(r.maxBonus, symbol)} on approval; ${r.turnoverMultiple}× turnover`;
  return 'Nothing (information)';
}

export default function PromotionsScreen() {
  const brand = useBrand();
  const queryClient = useQueryClient();
  const mayWrite = useCan(REWARDS_WRITERS);
  const [editing, setEditing] = useState<AdminPromotion | 'new' | null>(null);
  const categories = useQuery({
    queryKey: [...KEY, 'categories'],
    queryFn: () => api.get<{ list: { code: string; title: string }[] }>(P.promotionCategories),
  });
  const table = useServerTable(
    KEY,
    (q, signal) => api.get<AdminPromotionList>(P.promotions, toQuery(q), signal),
    {
      pageSize: 20,
    },
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const toggle = async (p: AdminPromotion) => {
    try {
      await api.put(pathOf(P.promotionEnabled, { promotionId: p.id }), { enabled: !p.enabled });
      toast.success(
        p.enabled ? `Promotion #${p.id} hidden from the site.` : `Promotion #${p.id} shown on the site.`,
      );
      await refresh();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  /** Moves a promotion one place up or down in the brand's whole order. */
  const move = async (p: AdminPromotion, by: -1 | 1) => {
    try {
      const all = await api.get<AdminPromotionList>(P.promotions, { pageSize: 100 });
      const ids = all.list.map((x) => x.id);
      const at = ids.indexOf(p.id);
      const to = at + by;
      if (at < 0 || to < 0 || to >= ids.length) return;
      [ids[at], ids[to]] = [ids[to]!, ids[at]!];
      await api.put(P.promotionOrder, { ids });
      await refresh();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  const columns: Column<AdminPromotion>[] = [
    { id: 'sort', header: 'Order', cell: (p) => p.sort, width: '70px' },
    {
      id: 'title',
      header: 'Title',
      cell: (p) => <EscapedText text={titleOf(p)} max={60} />,
      alwaysVisible: true,
    },
    { id: 'mode', header: 'Mode', cell: (p) => p.mode },
    { id: 'category', header: 'Category', cell: (p) => p.category },
    {
      id: 'terms',
      header: 'What it pays',
      cell: (p) => <span title={p.terms}>{shortTerms(p, brand.currencySymbol)}</span>,
    },
    { id: 'startsAt', header: 'Starts', cell: (p) => <DateTime value={p.startsAt} />, hiddenByDefault: true },
    { id: 'endsAt', header: 'Ends', cell: (p) => (p.endsAt ? <DateTime value={p.endsAt} /> : 'No end') },
    {
      id: 'enabled',
      header: 'Site',
      cell: (p) => <Badge tone={p.enabled ? 'success' : 'neutral'}>{p.enabled ? 'shown' : 'hidden'}</Badge>,
    },
    { id: 'waiting', header: 'Waiting', cell: (p) => p.waiting, align: 'right' },
    {
      id: 'actions',
      header: '',
      alwaysVisible: true,
      cell: (p) =>
        mayWrite ? (
          <span className={styles.actions} onClick={(e) => e.stopPropagation()}>
            <button
              type="button"
              className="button ghost icon small"
              aria-label="Move up"
              onClick={() => void move(p, -1)}
            >
              <ArrowUp size={14} />
            </button>
            <button
              type="button"
              className="button ghost icon small"
              aria-label="Move down"
              onClick={() => void move(p, 1)}
            >
              <ArrowDown size={14} />
            </button>
            <button type="button" className="button small" onClick={() => void toggle(p)}>
              {p.enabled ? 'Hide' : 'Show'}
            </button>
          </span>
        ) : null,
    },
  ];

  return (
    <div className="page">
      <PageHeader
        title="Promotions"
        subtitle="In the order of the site. Each promotion's texts in six languages and the figures it pays."
        actions={
          mayWrite ? (
            <button type="button" className="button primary" onClick={() => setEditing('new')}>
              <Plus size={16} /> New promotion
            </button>
          ) : undefined
        }
      />
      <DataTable
        id="rewards-promotions"
        label="Promotions"
        table={table}
        columns={columns}
        rowKey={(p) => p.id}
        onRowClick={(p) => setEditing(p)}
        filters={[
          {
            id: 'mode',
            label: 'Mode',
            type: 'select',
            options: PROMOTION_MODES.map((m) => ({ value: m, label: m })),
          },
          {
            id: 'enabled',
            label: 'Site',
            type: 'select',
            options: [
              { value: 'true', label: 'Shown' },
              { value: 'false', label: 'Hidden' },
            ],
          },
        ]}
        emptyText="No promotion matches."
      />
      {editing !== null && (
        <PromotionEditor
          promotion={editing === 'new' ? null : editing}
          categories={categories.data?.list ?? []}
          onDone={(saved) => {
            setEditing(null);
            if (saved) void refresh();
          }}
        />
      )}
    </div>
  );
}
