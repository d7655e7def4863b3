import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart as RePieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PieChartProps, SeriesChartProps } from './Chart';

/** The series colours: CSS variables, so light and dark each have theirs. */
export const SERIES_COLOURS = [
  'var(--chart-1)',
  'var(--chart-2)',
  'var(--chart-3)',
  'var(--chart-4)',
  'var(--chart-5)',
  'var(--chart-6)',
];

const axis = { stroke: 'var(--color-text-muted)', fontSize: 12, tickLine: false };
const tooltip = {
  contentStyle: {
    background: 'var(--color-surface)',
    border: '1px solid var(--color-border)',
    borderRadius: 8,
    color: 'var(--color-text)',
  },
  labelStyle: { color: 'var(--color-text)' },
};

export function SeriesChartImpl({
  kind,
  data,
  xKey,
  series,
  height = 280,
  formatValue,
  stacked,
}: SeriesChartProps) {
  const format = formatValue ?? ((v: number) => v.toLocaleString('en-US'));
  const common = { data, margin: { top: 8, right: 16, bottom: 0, left: 8 } };
  const children = [
    <CartesianGrid key="grid" stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />,
    <XAxis key="x" dataKey={xKey} {...axis} />,
    <YAxis key="y" {...axis} tickFormatter={(v: number) => format(v)} width={72} />,
    <Tooltip key="tip" {...tooltip} formatter={(v) => format(Number(v))} />,
    series.length > 1 ? <Legend key="legend" /> : null,
  ];
  const colour = (i: number, own?: string) => own ?? SERIES_COLOURS[i % SERIES_COLOURS.length];
  let chart;
  if (kind === 'bar') {
    chart = (
      <BarChart {...common}>
        {children}
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={colour(i, s.colour)}
            radius={[4, 4, 0, 0]}
            {...(stacked ? { stackId: 'all' } : {})}
          />
        ))}
      </BarChart>
    );
  } else if (kind === 'area') {
    chart = (
      <AreaChart {...common}>
        {children}
        {series.map((s, i) => (
          <Area
            key={s.key}
            dataKey={s.key}
            name={s.label}
            type="monotone"
            stroke={colour(i, s.colour)}
            fill={colour(i, s.colour)}
            fillOpacity={0.18}
            {...(stacked ? { stackId: 'all' } : {})}
          />
        ))}
      </AreaChart>
    );
  } else {
    chart = (
      <LineChart {...common}>
        {children}
        {series.map((s, i) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.label}
            type="monotone"
            stroke={colour(i, s.colour)}
            strokeWidth={2}
            dot={false}
          />
        ))}
      </LineChart>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={height}>
      {chart}
    </ResponsiveContainer>
  );
}

export function PieChartImpl({ data, nameKey, valueKey, height = 280, formatValue }: PieChartProps) {
  const format = formatValue ?? ((v: number) => v.toLocaleString('en-US'));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <RePieChart>
        <Pie
          data={data}
          dataKey={valueKey}
          nameKey={nameKey}
          innerRadius="55%"
          outerRadius="85%"
          paddingAngle={1}
        >
          {data.map((_, i) => (
            <Cell key={i} fill={SERIES_COLOURS[i % SERIES_COLOURS.length]} stroke="var(--color-surface)" />
          ))}
        </Pie>
        <Tooltip {...tooltip} formatter={(v) => format(Number(v))} />
        <Legend />
      </RePieChart>
    </ResponsiveContainer>
  );
}
