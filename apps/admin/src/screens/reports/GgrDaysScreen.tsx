import { ADMIN_REPORTS_PATHS as PATHS, type GgrDayRow, type GgrDays } from '@platform/contracts';
import { Chart } from '../../components/Chart';
import type { Column } from '../../components/DataTable';
import { formatMoney } from '../../lib/format';
import { PERIOD_FILTERS, ReportPage } from './ReportPage';
import { CATEGORY_FILTER, moneyColumn, MoneyStat, PlaySummary, playColumns, VENDOR_FILTER } from './parts';

const columns: Column<GgrDayRow>[] = [
  { id: 'day', header: 'Day', sortable: true, alwaysVisible: true, cell: (r) => r.day },
  ...playColumns<GgrDayRow>(),
  moneyColumn<GgrDayRow>('bonus', 'Bonus cost', (r) => r.bonus),
  moneyColumn<GgrDayRow>('ngr', 'NGR', (r) => r.ngr),
];

/** GGR, bonus cost and NGR day by day. */
export default function GgrDaysScreen() {
  return (
    <ReportPage<GgrDayRow, GgrDays['totals']>
      id="ggr-days"
      title="GGR and NGR by day"
      subtitle="Every brand day of the period. NGR is GGR less the bonus cost; a bonus belongs to no game, so bonus and NGR show for the whole brand only (no category or vendor chosen)."
      path={PATHS.adminReportsGgrDays}
      csvPath={PATHS.adminReportsGgrDaysCsv}
      columns={columns}
      filters={[...PERIOD_FILTERS, CATEGORY_FILTER, VENDOR_FILTER]}
      rowKey={(r) => r.day}
      sort={{ id: 'day', desc: false }}
      summary={(totals) => (
        <>
          <PlaySummary totals={totals} />
          <MoneyStat label="Bonus cost" amount={totals.bonus} />
          <MoneyStat label="NGR" amount={totals.ngr} />
        </>
      )}
      chart={(rows) => (
        <Chart
          kind="line"
          data={rows.map((r) => ({ day: r.day, ggr: r.ggr, ngr: r.ngr }))}
          xKey="day"
          series={[
            { key: 'ggr', label: 'GGR' },
            { key: 'ngr', label: 'NGR' },
          ]}
          formatValue={(v) => formatMoney(v)}
          height={240}
        />
      )}
      emptyText="No day in this period."
    />
  );
}
