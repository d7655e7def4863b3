import type { LotteryGame, LotteryTrends } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import { ListState } from '@/components/ui/list-state';
import { Tabs } from '@/components/ui/tabs';
import { TREND_DRAWS, trendsQuery } from '../api/lottery-calls';
import { useLotteryText } from './lottery-text';
import styles from './trends.module.css';
import { LoadState } from './load-state';

type Value = LotteryTrends['lines'][number]['values'][number];

/** How many values the hot, cold and most-missing lists show. */
const TOP = 5;

/** The hot values (most hits), the cold ones (fewest), and the longest missing. */
export function rankValues(values: readonly Value[]) {
  const byHits = [...values].sort((a, b) => b.hits - a.hits || a.missing - b.missing);
  const cold = [...values].sort((a, b) => a.hits - b.hits || b.missing - a.missing);
  const missing = [...values].sort((a, b) => b.missing - a.missing || a.hits - b.hits);
  return { hot: byHits.slice(0, TOP), cold: cold.slice(0, TOP), missing: missing.slice(0, TOP) };
}

const BAR = 12;
const HEIGHT = 120;

/**
 * The frequency of each value as bars, in plain SVG stretched to the width (the hot ones in gold), with the
 * values under them in text (every tenth on long lines).
 */
function FrequencyChart({
  values,
  hot,
  label,
}: {
  values: readonly Value[];
  hot: Set<string>;
  label: string;
}) {
  const { t } = useLotteryText();
  const most = Math.max(1, ...values.map((v) => v.hits));
  const every = values.length > 20 ? 10 : 1;
  const columns = { gridTemplateColumns: `repeat(${values.length}, minmax(0, 1fr))` };
  return (
    <figure className={styles.figureChart}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${values.length * BAR} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        data-testid="frequency-chart"
      >
        {values.map((v, i) => {
          const h = Math.round((v.hits / most) * (HEIGHT - 4));
          return (
            <rect
              key={v.value}
              className={hot.has(v.value) ? styles.barHot : styles.bar}
              x={i * BAR + 2}
              y={HEIGHT - h}
              width={BAR - 4}
              height={Math.max(h, 1)}
              rx={2}
            >
              <title>
                {t('lottery.trends.barTitle', { value: v.value, hits: v.hits, missing: v.missing })}
              </title>
            </rect>
          );
        })}
      </svg>
      <div className={styles.axis} style={columns} aria-hidden>
        {values.map((v, i) => (
          <span key={v.value}>{i % every === 0 ? v.value : ''}</span>
        ))}
      </div>
    </figure>
  );
}

/** A list of values with a figure each (hits or draws missing). */
function Ranked({
  title,
  values,
  figure,
  testId,
}: {
  title: string;
  values: Value[];
  figure: (v: Value) => string;
  testId: string;
}) {
  return (
    <div className={styles.ranked} data-testid={testId}>
      <h4>{title}</h4>
      <ol>
        {values.map((v) => (
          <li key={v.value}>
            <span className={styles.ball}>{v.value}</span>
            <span className={styles.figure}>{figure(v)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The trends of a game over its last draws: per position (or the one line of keno and the board's last two
 * digits) the frequency chart, the hot and cold values, and how many draws each value has been missing.
 */
export function TrendCharts({ game }: { game: LotteryGame }) {
  const text = useLotteryText();
  const { t } = text;
  const [count, setCount] = useState<number>(50);
  const [lineIndex, setLineIndex] = useState('0');
  const query = useQuery(trendsQuery(game.gameCode, count));

  const data = query.data;
  if (!data) return <LoadState query={query} />;
  if (data.draws === 0 || data.lines.length === 0)
    return <ListState kind="empty" title={t('lottery.trends.empty')} testId="trends-empty" />;

  // Five-digit games: a line per position; keno and the Vietnamese board one line each.
  const lineName = (label: string) =>
    game.kind === 'digits5'
      ? /^\d$/.test(label)
        ? text.position(Number(label))
        : label
      : t(game.kind === 'keno' ? 'lottery.trends.lineKeno' : 'lottery.trends.lineVn');
  const index = Math.min(Number(lineIndex), data.lines.length - 1);
  const line = data.lines[index]!;
  const ranked = rankValues(line.values);
  const hot = new Set(ranked.hot.map((v) => v.value));
  const most = Math.max(1, ...line.values.map((v) => v.missing));

  return (
    <div className={styles.trends} data-testid="trends">
      <div className={styles.toolbar}>
        <div className={styles.chips} role="group" aria-label={t('lottery.trends.draws')}>
          {TREND_DRAWS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={n === count}
              className={`${styles.chip} ${n === count ? styles.chipOn : ''}`}
              onClick={() => setCount(n)}
              data-testid={`trend-count-${n}`}
            >
              {t('lottery.trends.lastDraws', { count: n })}
            </button>
          ))}
        </div>
        <span className={styles.muted}>{t('lottery.trends.counted', { count: data.draws })}</span>
      </div>
      {data.lines.length > 1 ? (
        <div className={styles.lineTabs}>
          <Tabs
            tabs={data.lines.map((l, i) => ({
              key: String(i),
              label: lineName(l.label),
              testId: `trend-line-${i}`,
            }))}
            value={String(index)}
            onChange={setLineIndex}
          />
        </div>
      ) : null}
      <section className={styles.block}>
        <h4>{t('lottery.trends.frequency')}</h4>
        <FrequencyChart
          values={line.values}
          hot={hot}
          label={t('lottery.trends.chartLabel', { line: lineName(line.label), draws: data.draws })}
        />
      </section>
      <div className={styles.rankedRow}>
        <Ranked
          title={t('lottery.trends.hot')}
          values={ranked.hot}
          figure={(v) => t('lottery.trends.hits', { count: v.hits })}
          testId="trend-hot"
        />
        <Ranked
          title={t('lottery.trends.cold')}
          values={ranked.cold}
          figure={(v) => t('lottery.trends.hits', { count: v.hits })}
          testId="trend-cold"
        />
        <Ranked
          title={t('lottery.trends.longestMissing')}
          values={ranked.missing}
          figure={(v) => t('lottery.trends.missingFor', { count: v.missing })}
          testId="trend-missing"
        />
      </div>
      <section className={styles.block}>
        <h4>{t('lottery.trends.missing')}</h4>
        <ul className={styles.missingGrid} data-testid="missing-grid">
          {line.values.map((v) => (
            <li
              key={v.value}
              className={styles.missingCell}
              style={{ '--heat': (v.missing / most).toFixed(2) } as CSSProperties}
              title={t('lottery.trends.barTitle', { value: v.value, hits: v.hits, missing: v.missing })}
            >
              <span className={styles.missingValue}>{v.value}</span>
              <span className={styles.missingCount}>{v.missing}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
