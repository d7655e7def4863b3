import type { AgentOverview } from '@platform/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import styles from './agent.module.css';

type Day = AgentOverview['daily'][number];
export const CHART_METRICS = [
  'validBet',
  'profitLoss',
  'deposits',
  'withdrawals',
  'registrations',
  'activeMembers',
] as const;
type Metric = (typeof CHART_METRICS)[number];
const COUNTS: readonly Metric[] = ['registrations', 'activeMembers'];

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 26, left: 8 };

const shown = (metric: Metric, value: number) =>
  COUNTS.includes(metric) ? value.toLocaleString('en-US') : formatMoney(value);

/**
 * The team's days as bars of one figure (chosen above the chart), a bar below the line for a negative day.
 * The picture has a title and a summary; the same figures are in a table under it for screen readers and
 * for reading exact values.
 */
export function DailyChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [metric, setMetric] = useState<Metric>('validBet');
  const values = days.map((d) => d[metric]);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((top - v) / span) * plotH;
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(days.length, 1);
  // A few days do not make a few wide slabs: a bar is never wider than 36 units.
  const barW = Math.min(36, Math.max(2, slot * 0.7));
  const zero = y(0);
  // Some day labels only when there are many days, so that they do not overlap.
  const every = Math.max(1, Math.ceil(days.length / 8));
  const label = t(`agent.chart.metrics.${metric}`);
  const title = t('agent.chart.title', { metric: label });
  return (
    <section className={styles.chart} aria-labelledby={`${id}-title`} data-testid="agent-chart">
      <div className={styles.chartHead}>
        <h4 id={`${id}-title`}>{title}</h4>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>{t('agent.chart.metric')}</span>
          <select
            className={styles.select}
            value={metric}
            onChange={(e) => setMetric(e.target.value as Metric)}
            data-testid="agent-chart-metric"
          >
            {CHART_METRICS.map((m) => (
              <option key={m} value={m}>
                {t(`agent.chart.metrics.${m}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.chartScroll}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-svg-title ${id}-desc`}>
          <title id={`${id}-svg-title`}>{title}</title>
          <desc id={`${id}-desc`}>
            {t('agent.chart.summary', {
              days: days.length,
              highest: shown(metric, top),
              lowest: shown(metric, bottom),
            })}
          </desc>
          <line className={styles.axis} x1={PAD.left} x2={WIDTH - PAD.right} y1={zero} y2={zero} />
          {days.map((d, i) => {
            const v = d[metric];
            const x = PAD.left + i * slot + (slot - barW) / 2;
            return (
              <g key={d.day}>
                <rect
                  className={v < 0 ? styles.barNegative : styles.bar}
                  x={x}
                  y={Math.min(y(v), zero)}
                  width={barW}
                  height={Math.max(Math.abs(y(v) - zero), v === 0 ? 0 : 1)}
                >
                  <title>{`${d.day}: ${shown(metric, v)}`}</title>
                </rect>
                {i % every === 0 ? (
                  <text className={styles.axisText} x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle">
                    {d.day.slice(5)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <details>
        <summary className={styles.legend}>{t('agent.chart.table')}</summary>
        <div className={styles.scroll}>
          <table className={styles.tiers} data-testid="agent-chart-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agent.chart.day')}</th>
                {CHART_METRICS.map((m) => (
                  <th key={m} scope="col" className={styles.num}>
                    {t(`agent.chart.metrics.${m}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  {CHART_METRICS.map((m) => (
                    <td key={m} className={styles.num}>
                      {shown(m, d[m])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
