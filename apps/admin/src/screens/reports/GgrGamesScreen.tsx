import { ADMIN_REPORTS_PATHS as PATHS, type GgrGameRow, type GgrGames } from '@platform/contracts';
import type { Column } from '../../components/DataTable';
import { Badge } from '../../components/ui';
import { PERIOD_FILTERS, ReportPage } from './ReportPage';
import { CATEGORY_FILTER, PlaySummary, playColumns, VENDOR_FILTER } from './parts';

const columns: Column<GgrGameRow>[] = [
  {
    id: 'game',
    header: 'Game',
    sortable: true,
    alwaysVisible: true,
    cell: (r) => (
      <span>
        {r.gameName} <span className="muted">{r.gameCode}</span>
      </span>
    ),
  },
  { id: 'vendor', header: 'Vendor', sortable: true, cell: (r) => r.vendor },
  { id: 'category', header: 'Category', sortable: true, cell: (r) => <Badge>{r.category}</Badge> },
  ...playColumns<GgrGameRow>(),
];

/** GGR per game over brand days. */
export default function GgrGamesScreen() {
  return (
    <ReportPage<GgrGameRow, GgrGames['totals']>
      id="ggr-games"
      title="GGR by game"
      subtitle="Stakes less wins of the rounds settled in the period, per game."
      path={PATHS.adminReportsGgrGames}
      csvPath={PATHS.adminReportsGgrGamesCsv}
      columns={columns}
      filters={[
        ...PERIOD_FILTERS,
        CATEGORY_FILTER,
        VENDOR_FILTER,
        { id: 'game', label: 'Game', type: 'text', placeholder: 'Code or name' },
      ]}
      rowKey={(r) => `${r.vendor}:${r.category}:${r.gameCode}`}
      sort={{ id: 'ggr', desc: true }}
      summary={(totals) => <PlaySummary totals={totals} />}
      emptyText="No settled round in this period."
    />
  );
}
