import { lazy, Suspense } from 'react';

export type Series = { key: string; label: string; colour?: string };

export type SeriesChartProps = {
  kind: 'line' | 'bar' | 'area';
  /** One object per point (a day), e.g. `{ day: '2026-05-01', deposits: 1200, withdrawals: 800 }`. */
  data: readonly Record<string, string | number | null>[];
  /** The key of the x axis (the day). */
  xKey: string;
  series: readonly Series[];
  height?: number;
  /** How values show on the axis and in the tooltip (e.g. `formatMoney`). */
  formatValue?: (value: number) => string;
  /** Bars or areas stacked. */
  stacked?: boolean;
};

export type PieChartProps = {
  data: readonly Record<string, string | number>[];
  nameKey: string;
  valueKey: string;
  height?: number;
  formatValue?: (value: number) => string;
};

// recharts is its own chunk, loaded when a chart is first shown: the first page stays small.
const SeriesImpl = lazy(() => import('./charts-impl').then((m) => ({ default: m.SeriesChartImpl })));
const PieImpl = lazy(() => import('./charts-impl').then((m) => ({ default: m.PieChartImpl })));

const Placeholder = ({ height }: { height: number }) => (
  <div className="chart-placeholder" style={{ height }} aria-busy="true" />
);

/** A line, bar or area chart of series by day. */
export function Chart(props: SeriesChartProps) {
  return (
    <Suspense fallback={<Placeholder height={props.height ?? 280} />}>
      <figure className="chart">
        <SeriesImpl {...props} />
      </figure>
    </Suspense>
  );
}

/** A pie (doughnut) of shares. */
export function PieChart(props: PieChartProps) {
  return (
    <Suspense fallback={<Placeholder height={props.height ?? 280} />}>
      <figure className="chart">
        <PieImpl {...props} />
      </figure>
    </Suspense>
  );
}
