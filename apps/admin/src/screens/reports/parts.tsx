import { GAME_CATEGORIES } from '@platform/contracts';
import type { Column, FilterDef } from '../../components/DataTable';
import { Money, Stat } from '../../components/ui';
import { formatCount } from '../../lib/format';

/** A money column, right-aligned, sortable unless told. */
export function moneyColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => number | null,
  sortable = true,
): Column<Row> {
  return {
    id,
    header,
    align: 'right',
    sortable,
    cell: (row) => {
      const v = value(row);
      return v === null ? <span className="muted">—</span> : <Money amount={v} />;
    },
  };
}

/** A count column, right-aligned. */
export function countColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => number,
  sortable = true,
): Column<Row> {
  return { id, header, align: 'right', sortable, cell: (row) => formatCount(value(row)) };
}

export const CATEGORY_FILTER: FilterDef = {
  id: 'category',
  label: 'Category',
  type: 'select',
  options: GAME_CATEGORIES.map((c) => ({ value: c, label: c })),
};
export const VENDOR_FILTER: FilterDef = {
  id: 'vendor',
  label: 'Vendor',
  type: 'text',
  placeholder: 'Vendor code',
};

/** A money total tile. */
export const MoneyStat = ({ label, amount }: { label: string; amount: number | null }) => (
  <Stat
    label={label}
    value={amount === null ? <span className="muted">—</span> : <Money amount={amount} />}
  />
);
/** A count tile. */
export const CountStat = ({ label, value }: { label: string; value: number }) => (
  <Stat label={label} value={formatCount(value)} />
);

/** Play figures every GGR report shows. */
export type PlayFigures = { rounds: number; players: number; stakes: number; wins: number; ggr: number };

export function PlaySummary({ totals }: { totals: PlayFigures }) {
  return (
    <>
      <MoneyStat label="GGR" amount={totals.ggr} />
      <MoneyStat label="Stakes" amount={totals.stakes} />
      <MoneyStat label="Wins" amount={totals.wins} />
      <CountStat label="Rounds" value={totals.rounds} />
      <CountStat label="Players" value={totals.players} />
    </>
  );
}

export function playColumns<Row extends PlayFigures>(): Column<Row>[] {
  return [
    countColumn<Row>('rounds', 'Rounds', (r) => r.rounds),
    countColumn<Row>('players', 'Players', (r) => r.players),
    moneyColumn<Row>('stakes', 'Stakes', (r) => r.stakes),
    moneyColumn<Row>('wins', 'Wins', (r) => r.wins),
    moneyColumn<Row>('ggr', 'GGR', (r) => r.ggr),
  ];
}
