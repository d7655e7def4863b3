import { useState, type ReactNode } from 'react';
import type { ReportRange } from '@platform/contracts';
import type { RowData } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { DataTable, type Column, type FilterDef } from '../../components/DataTable';
import { toast } from '../../components/toast';
import { PageHeader } from '../../components/ui';
import { toQuery, useServerTable, type ServerQuery } from '../../components/useServerTable';
import { api, downloadCsv, type Query } from '../../lib/api';
import { zoneLabel } from '../../lib/format';
import css from './reports.module.css';

/** What every report answers: its period, a page of rows and the totals of the whole filter. */
export type ReportAnswer<Row, Totals> = {
  range: ReportRange;
  list: Row[];
  totals: Totals;
  totalCount: number;
};

/** The report's query from the table's: `sortBy`/`sortDir` become the server's `sort`/`order`. */
export function reportQuery(q: ServerQuery): Query {
  const { sortBy, sortDir, ...rest } = toQuery(q);
  return { ...rest, ...(sortBy ? { sort: sortBy, order: sortDir } : {}) };
}

/** The period filters every report takes (brand days; the server's default is the last 7 days). */
export const PERIOD_FILTERS: FilterDef[] = [
  { id: 'from', label: 'From', type: 'date' },
  { id: 'to', label: 'To', type: 'date' },
];

export type ReportPageProps<Row, Totals> = {
  /** The table's name (the column choice is remembered under it) and the CSV file's stem. */
  id: string;
  title: string;
  subtitle: string;
  path: string;
  csvPath: string;
  columns: readonly Column<Row>[];
  filters: readonly FilterDef[];
  rowKey: (row: Row) => string | number;
  /** The initial sort (a sortable column's id); the server's default when absent. */
  sort?: { id: string; desc: boolean };
  /** The totals of the filter, above the table. */
  summary: (totals: Totals) => ReactNode;
  /** A chart of the page's rows, when useful. */
  chart?: (rows: Row[]) => ReactNode;
  emptyText: string;
};

function RangeLine({ range }: { range: ReportRange | undefined }) {
  if (!range) return null;
  return (
    <p className="muted small">
      {range.from === range.to ? range.from : `${range.from} to ${range.to}`} · brand days in {range.timeZone}{' '}
      ({zoneLabel(range.timeZone)})
    </p>
  );
}

/** A report screen: its filters and sort on the server, the totals, an optional chart, and the CSV export. */
export function ReportPage<Row extends RowData, Totals>(props: ReportPageProps<Row, Totals>) {
  const [exporting, setExporting] = useState(false);
  const table = useServerTable<Row>(
    ['report', props.id],
    (q, signal) => api.get<ReportAnswer<Row, Totals>>(props.path, reportQuery(q), signal),
    { pageSize: 20, sort: props.sort ?? null },
  );
  const answer = table.result.data as ReportAnswer<Row, Totals> | undefined;

  async function exportCsv() {
    setExporting(true);
    try {
      const { pageNo: _p, pageSize: _s, ...query } = reportQuery(table.query);
      const range = answer?.range;
      const stem = range ? `${props.id}-${range.from}-${range.to}` : props.id;
      await downloadCsv(props.csvPath, query, `${stem}.csv`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="page">
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={
          <button type="button" className="button" onClick={() => void exportCsv()} disabled={exporting}>
            <Download size={16} aria-hidden /> {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        }
      />
      <RangeLine range={answer?.range} />
      {answer && <div className={css.summary}>{props.summary(answer.totals)}</div>}
      {answer && props.chart && answer.list.length > 0 && (
        <div className="card">{props.chart(answer.list)}</div>
      )}
      <DataTable
        id={`report-${props.id}`}
        label={props.title}
        table={table}
        columns={props.columns}
        rowKey={props.rowKey}
        filters={props.filters}
        emptyText={props.emptyText}
        pageSizes={[20, 50, 100, 200]}
      />
    </div>
  );
}
