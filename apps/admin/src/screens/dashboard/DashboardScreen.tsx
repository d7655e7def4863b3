import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_API,
  ADMIN_REPORTS_PATHS as PATHS,
  type Dashboard,
  type DashboardFigures,
  type QueueSummary,
} from '@platform/contracts';
import { Chart } from '../../components/Chart';
import { Money, PageHeader, Stat } from '../../components/ui';
import { api } from '../../lib/api';
import { formatCount, formatMoney, zoneLabel } from '../../lib/format';
import css from './dashboard.module.css';

type Period = { from?: string; to?: string };

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const money = (v: number) => formatMoney(v);

function Tiles({ f }: { f: DashboardFigures }) {
  return (
    <div className={css.tiles}>
      <Stat
        label="Deposits"
        value={<Money amount={f.deposits} />}
        hint={`${formatCount(f.depositCount)} credited`}
      />
      <Stat label="Withdrawals" value={<Money amount={f.withdrawals} />} hint="requested, not rejected" />
      <Stat label="GGR" value={<Money amount={f.ggr} />} hint={`${formatCount(f.rounds)} rounds settled`} />
      <Stat label="NGR" value={<Money amount={f.ngr} />} hint="GGR less bonus cost" />
      <Stat label="Bonus cost" value={<Money amount={f.bonus} />} />
      <Stat label="New members" value={formatCount(f.newMembers)} />
      <Stat label="Active members" value={formatCount(f.activeMembers)} hint="with a settled round" />
      <Stat
        label="First deposits"
        value={formatCount(f.firstDeposits.count)}
        hint={<Money amount={f.firstDeposits.amount} />}
      />
    </div>
  );
}

function Categories({ f }: { f: DashboardFigures }) {
  if (f.categories.length === 0) return <p className="muted">No settled round in this period.</p>;
  return (
    <table className={css.table}>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">Rounds</th>
          <th scope="col">Stakes</th>
          <th scope="col">Wins</th>
          <th scope="col">GGR</th>
        </tr>
      </thead>
      <tbody>
        {f.categories.map((c) => (
          <tr key={c.category}>
            <td>{c.category}</td>
            <td>{formatCount(c.rounds)}</td>
            <td>
              <Money amount={c.stakes} />
            </td>
            <td>
              <Money amount={c.wins} />
            </td>
            <td>
              <Money amount={c.ggr} />
            </td>
          </tr>
        ))}
        <tr>
          <td>
            <strong>All</strong>
          </td>
          <td>{formatCount(f.rounds)}</td>
          <td>
            <Money amount={f.stakes} />
          </td>
          <td>
            <Money amount={f.wins} />
          </td>
          <td>
            <Money amount={f.ggr} />
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Queues() {
  const summary = useQuery({
    queryKey: ['queues'],
    queryFn: () => api.get<QueueSummary>(ADMIN_API.adminQueues),
    refetchInterval: 30_000,
  });
  if (summary.error) return <p className="form-problem">{summary.error.message}</p>;
  if (!summary.data) return <p className="muted">Loading…</p>;
  if (summary.data.list.length === 0) return <p className="muted">No queue is set up for this brand.</p>;
  return (
    <div className={css.queues}>
      {summary.data.list.map((q) => (
        <Link key={q.name} className={css.queue} to={`/queues?queue=${encodeURIComponent(q.name)}`}>
          <strong>{formatCount(q.waiting)}</strong>
          <span>{q.name.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase())} waiting</span>
        </Link>
      ))}
    </div>
  );
}

/** Today and a chosen period: money, play, members, bonus cost, charts by day, and the waiting queues. */
export default function DashboardScreen() {
  const [period, setPeriod] = useState<Period>({});
  const dashboard = useQuery({
    queryKey: ['dashboard', period],
    queryFn: ({ signal }) => api.get<Dashboard>(PATHS.adminReportsDashboard, period, signal),
    placeholderData: (previous) => previous,
  });
  const data = dashboard.data;
  const today = data?.range.today;
  const presets = today
    ? [
        { label: 'Today', from: today, to: today },
        { label: 'Last 7 days', from: shift(today, -6), to: today },
        { label: 'Last 30 days', from: shift(today, -29), to: today },
        { label: 'This month', from: `${today.slice(0, 8)}01`, to: today },
      ]
    : [];
  const categories = [
    ...new Set(data?.daily.flatMap((d) => d.categories.map((c) => c.category)) ?? []),
  ].sort();
  const byCategory =
    data?.daily.map((d) => ({
      day: d.day,
      ...Object.fromEntries(categories.map((c) => [c, d.categories.find((x) => x.category === c)?.ggr ?? 0])),
    })) ?? [];

  return (
    <div className="page">
      <PageHeader
        title="Dashboard"
        subtitle={
          data
            ? `Brand days in ${data.range.timeZone} (${zoneLabel(data.range.timeZone)}); today is ${data.range.today}.`
            : 'Figures of the brand.'
        }
      />
      <div className={css.period}>
        {presets.map((p) => (
          <button
            key={p.label}
            type="button"
            className={
              data && data.range.from === p.from && data.range.to === p.to
                ? 'button small primary'
                : 'button small'
            }
            onClick={() => setPeriod({ from: p.from, to: p.to })}
          >
            {p.label}
          </button>
        ))}
        <label>
          From
          <input
            className="input small"
            type="date"
            value={period.from ?? data?.range.from ?? ''}
            max={period.to ?? data?.range.to}
            onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, from: e.target.value }))}
          />
        </label>
        <label>
          To
          <input
            className="input small"
            type="date"
            value={period.to ?? data?.range.to ?? ''}
            min={period.from ?? data?.range.from}
            onChange={(e) => e.target.value && setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
        </label>
      </div>
      {dashboard.error && (
        <p className="form-problem" role="alert">
          {dashboard.error.message}
        </p>
      )}
      {!data && !dashboard.error && <p className="muted">Loading…</p>}
      {data && (
        <>
          <section className={css.section} aria-labelledby="dash-today">
            <h2 id="dash-today">Today ({data.range.today})</h2>
            <Tiles f={data.today} />
          </section>
          <section className={css.section} aria-labelledby="dash-queues">
            <h2 id="dash-queues">Waiting queues</h2>
            <Queues />
          </section>
          <section className={css.section} aria-labelledby="dash-period">
            <h2 id="dash-period">
              {data.range.from === data.range.to ? data.range.from : `${data.range.from} to ${data.range.to}`}
            </h2>
            <Tiles f={data.period} />
          </section>
          <div className={css.charts}>
            <div className="card">
              <h2 className="small">Deposits and withdrawals</h2>
              <Chart
                kind="bar"
                data={data.daily.map((d) => ({
                  day: d.day,
                  deposits: d.deposits,
                  withdrawals: d.withdrawals,
                }))}
                xKey="day"
                series={[
                  { key: 'deposits', label: 'Deposits' },
                  { key: 'withdrawals', label: 'Withdrawals' },
                ]}
                formatValue={money}
                height={260}
              />
            </div>
            <div className="card">
              <h2 className="small">GGR and NGR</h2>
              <Chart
                kind="line"
                data={data.daily.map((d) => ({ day: d.day, ggr: d.ggr, ngr: d.ngr, bonus: d.bonus }))}
                xKey="day"
                series={[
                  { key: 'ggr', label: 'GGR' },
                  { key: 'ngr', label: 'NGR' },
                  { key: 'bonus', label: 'Bonus cost' },
                ]}
                formatValue={money}
                height={260}
              />
            </div>
            <div className={`card ${css.wide}`}>
              <h2 className="small">GGR by game category</h2>
              {categories.length === 0 ? (
                <p className="muted">No settled round in this period.</p>
              ) : (
                <Chart
                  kind="bar"
                  stacked
                  data={byCategory}
                  xKey="day"
                  series={categories.map((c) => ({ key: c, label: c }))}
                  formatValue={money}
                  height={260}
                />
              )}
            </div>
            <div className={`card ${css.wide}`}>
              <h2 className="small">By category over the period</h2>
              <Categories f={data.period} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
