import { ADMIN_REPORTS_PATHS as PATHS, type GgrVendorRow, type GgrVendors } from '@platform/contracts';
import { Chart } from '../../components/Chart';
import type { Column } from '../../components/DataTable';
import { Badge } from '../../components/ui';
import { formatMoney } from '../../lib/format';
import { PERIOD_FILTERS, ReportPage } from './ReportPage';
import { CATEGORY_FILTER, PlaySummary, playColumns, VENDOR_FILTER } from './parts';

const columns: Column<GgrVendorRow>[] = [
  {
    id: 'vendor',
    header: 'Vendor',
    sortable: true,
    alwaysVisible: true,
    cell: (r) => (
      <span>
        {r.vendorName} <span className="muted">{r.vendor}</span>
      </span>
    ),
  },
  { id: 'category', header: 'Category', sortable: true, cell: (r) => <Badge>{r.category}</Badge> },
  ...playColumns<GgrVendorRow>(),
];

/** GGR per vendor and category over brand days. */
export default function GgrVendorsScreen() {
  return (
    <ReportPage<GgrVendorRow, GgrVendors['totals']>
      id="ggr-vendors"
      title="GGR by vendor"
      subtitle="Stakes less wins of the rounds settled in the period, per vendor and game category."
      path={PATHS.adminReportsGgrVendors}
      csvPath={PATHS.adminReportsGgrVendorsCsv}
      columns={columns}
      filters={[...PERIOD_FILTERS, CATEGORY_FILTER, VENDOR_FILTER]}
      rowKey={(r) => `${r.vendor}:${r.category}`}
      sort={{ id: 'ggr', desc: true }}
      summary={(totals) => <PlaySummary totals={totals} />}
      chart={(rows) => (
        <Chart
          kind="bar"
          data={rows.map((r) => ({
            vendor: `${r.vendorName} (${r.category})`,
            ggr: r.ggr,
            stakes: r.stakes,
          }))}
          xKey="vendor"
          series={[
            { key: 'stakes', label: 'Stakes' },
            { key: 'ggr', label: 'GGR' },
          ]}
          formatValue={(v) => formatMoney(v)}
          height={240}
        />
      )}
      emptyText="No settled round in this period."
    />
  );
}
