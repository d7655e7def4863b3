import { GAME_CATEGORIES, type GameCategory, type ProfitDay, type ProfitFigures } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { optionOf } from '@/lib/options';
import { errorText } from '@/lib/errors';
import { useSession } from '@/lib/session';
import { profitQuery, type ProfitParams } from '../api/record-calls';
import { DEFAULT_RANGE, rangeQuery, type RecordRange } from '../hooks/record-range';
import { Money } from './money-text';
import { PeriodFilter } from './period-filter';
import { DataTable, dataTableClasses } from '@/components/ui/data-table';
import styles from './records.module.css';

const GAME_TYPES = [...GAME_CATEGORIES, 'ALL'] as const;

const isCategory = (s: string): s is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(s);

/** The query of a period and game type; null while custom days are not a valid range. */
export function profitParams(
  range: RecordRange,
  gameType: ProfitParams['gameType'],
  today: string | null,
): ProfitParams | null {
  const dates = rangeQuery(range, today);
  return dates ? { ...dates, gameType } : null;
}

/** personalProfit: settled rounds per day (each day's game types on demand) and the period's totals. */
export function ProfitReport({ currencySymbol: symbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const typeId = useId();
  const token = useSession((s) => s.token);
  const [range, setRange] = useState<RecordRange>(DEFAULT_RANGE);
  const [gameType, setGameType] = useState<ProfitParams['gameType']>('ALL');
  const [params, setParams] = useState<ProfitParams>(() => profitParams(DEFAULT_RANGE, 'ALL', null)!);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const query = useQuery(profitQuery(token, params));
  const data = query.data;
  const today = data?.range.today ?? null;

  const change = (nextRange: RecordRange, nextType: ProfitParams['gameType']) => {
    setRange(nextRange);
    setGameType(nextType);
    const asked = profitParams(nextRange, nextType, today);
    if (asked) setParams(asked);
  };
  const toggle = (date: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });
  const typeName = (code: string) => (isCategory(code) ? t(`nav.${code}`) : code);

  return (
    <section className={styles.page} data-testid="profit-report">
      <h3 className={styles.title}>{t('memberCentre.menu.personalProfit')}</h3>
      <div className={styles.filters}>
        <PeriodFilter value={range} onChange={(r) => change(r, gameType)} today={today} />
        <div className={styles.field}>
          <label className={styles.fieldLabel} htmlFor={typeId}>
            {t('records.filters.gameType')}
          </label>
          <select
            id={typeId}
            className={styles.select}
            value={gameType}
            onChange={(e) => change(range, optionOf(e.target.value, GAME_TYPES, 'ALL'))}
            data-testid="profit-game-type"
          >
            <option value="ALL">{t('records.filters.allTypes')}</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {typeName(c)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data ? <Totals totals={data.totals} symbol={symbol} /> : null}
      {query.isFetching && data ? <div className={styles.loadingBar} aria-hidden /> : null}
      <DataTable
        testId="profit-table"
        minWidth={760}
        rows={data?.days}
        rowKey={(day) => day.date}
        error={
          query.isError
            ? {
                title: t('records.loadFailed'),
                message: errorText(query.error),
                onRetry: () => void query.refetch(),
              }
            : null
        }
        empty={{ title: t('records.empty'), hint: t('records.emptyHint'), testId: 'records-empty' }}
        columns={[
          { key: 'date', header: t('records.profit.date') },
          { key: 'rounds', header: t('records.profit.rounds'), numeric: true },
          { key: 'stake', header: t('records.columns.stake'), numeric: true },
          { key: 'validBet', header: t('records.columns.validBet'), numeric: true },
          { key: 'payout', header: t('records.columns.payout'), numeric: true },
          { key: 'winLoss', header: t('records.columns.winLoss'), numeric: true },
        ]}
        // A day opens into its game types: the rows are the page's own.
        renderRows={(days) =>
          days.map((day) => (
            <DayRows
              key={day.date}
              day={day}
              symbol={symbol}
              expanded={open.has(day.date)}
              onToggle={() => toggle(day.date)}
              typeName={typeName}
            />
          ))
        }
        footer={
          data ? (
            <FigureRow label={t('records.profit.total')} figures={data.totals} symbol={symbol} strong />
          ) : null
        }
      />
    </section>
  );
}

function Totals({ totals, symbol }: { totals: ProfitFigures; symbol: string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.totals} data-testid="profit-totals">
      <div className={styles.total}>
        <dt>{t('records.profit.rounds')}</dt>
        <dd>{totals.rounds.toLocaleString('en-US')}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('records.columns.stake')}</dt>
        <dd>
          <Money amount={totals.stake} symbol={symbol} />
        </dd>
      </div>
      <div className={styles.total}>
        <dt>{t('records.columns.validBet')}</dt>
        <dd>
          <Money amount={totals.validBet} symbol={symbol} />
        </dd>
      </div>
      <div className={styles.total}>
        <dt>{t('records.columns.payout')}</dt>
        <dd>
          <Money amount={totals.payout} symbol={symbol} />
        </dd>
      </div>
      <div className={styles.total}>
        <dt>{t('records.columns.winLoss')}</dt>
        <dd data-testid="profit-total-winloss">
          <Money amount={totals.winLoss} symbol={symbol} signed />
        </dd>
      </div>
    </dl>
  );
}

function DayRows({
  day,
  symbol,
  expanded,
  onToggle,
  typeName,
}: {
  day: ProfitDay;
  symbol: string;
  expanded: boolean;
  onToggle: () => void;
  typeName: (code: string) => string;
}) {
  const { t } = useTranslation();
  const label = (
    <button
      type="button"
      className={styles.detailsButton}
      onClick={onToggle}
      aria-expanded={expanded}
      aria-label={t(expanded ? 'records.profit.collapse' : 'records.profit.expand', { date: day.date })}
      data-testid={`profit-toggle-${day.date}`}
    >
      {expanded ? <ChevronDown size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
      <span className={styles.time}>{day.date}</span>
    </button>
  );
  return (
    <Fragment>
      <FigureRow label={label} figures={day} symbol={symbol} testId={`profit-day-${day.date}`} />
      {expanded
        ? day.gameTypes.map((g) => (
            <FigureRow
              key={g.gameType}
              label={<span className={styles.muted}>{typeName(g.gameType)}</span>}
              figures={g}
              symbol={symbol}
              testId={`profit-${day.date}-${g.gameType}`}
              nested
            />
          ))
        : null}
    </Fragment>
  );
}

function FigureRow({
  label,
  figures,
  symbol,
  testId,
  strong,
  nested,
}: {
  label: ReactNode;
  figures: ProfitFigures;
  symbol: string;
  testId?: string;
  strong?: boolean;
  nested?: boolean;
}) {
  const Cell = strong ? 'th' : 'td';
  return (
    <tr data-testid={testId} className={nested ? styles.nestedRow : undefined}>
      <Cell scope={strong ? 'row' : undefined}>{label}</Cell>
      <td className={dataTableClasses.num}>{figures.rounds.toLocaleString('en-US')}</td>
      <td className={dataTableClasses.num}>
        <Money amount={figures.stake} symbol={symbol} />
      </td>
      <td className={dataTableClasses.num}>
        <Money amount={figures.validBet} symbol={symbol} />
      </td>
      <td className={dataTableClasses.num}>
        <Money amount={figures.payout} symbol={symbol} />
      </td>
      <td className={dataTableClasses.num}>
        <Money amount={figures.winLoss} symbol={symbol} signed />
      </td>
    </tr>
  );
}
