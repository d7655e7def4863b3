import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/components/ui/data-table';
import { useBrandTimeZone, zoned } from '@/lib/time';
import { Pagination } from '@/components/ui/pagination';
import { errorText } from '@/lib/errors';
import type { PeriodValue } from '../hooks/period';
import { Money } from './bits';
import { PeriodSelect } from './period-select';
import styles from './agent.module.css';

type Loaded = { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

/** A report's refusal for its table (heading, reason, retry); null while there is none. */
export function useLoadError(query: Loaded) {
  const { t } = useTranslation();
  if (!query.isError) return null;
  return {
    title: t('agent.loadFailed'),
    message: errorText(query.error),
    onRetry: () => void query.refetch(),
  };
}

/** The pager under a report, once it has answered. */
export function ReportPager({
  page,
  query,
  onChange,
}: {
  page: { pageNo: number; totalPages: number } | undefined;
  query: Loaded;
  onChange: (pageNo: number) => void;
}) {
  if (!page) return null;
  return (
    <Pagination
      page={page.pageNo}
      totalPages={page.totalPages}
      onChange={onChange}
      disabled={query.isFetching}
    />
  );
}

type Option<V extends string> = { value: V; label: string };

/** A filter chosen from a list (kind, game type), its first option "all". */
export function FilterSelect<V extends string>(props: {
  label: string;
  value: V;
  options: Option<V>[];
  onChange: (value: V) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <label className={styles.field} htmlFor={id}>
      <span className={styles.fieldLabel}>{props.label}</span>
      <select
        id={id}
        className={styles.select}
        value={props.value}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.value as V)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

type ReportPageProps = {
  title: string;
  testId: string;
  period: PeriodValue;
  onPeriod: (value: PeriodValue) => void;
  range: { startDate: string; endDate: string; today: string } | undefined;
  /** The report's own filters, beside the period. */
  filters?: ReactNode;
  /** When today's team figures were taken (null or absent: summed at the call). */
  asOf?: string | null | undefined;
  children: ReactNode;
};

/** "Today's figures as of ...": shown when a report's today comes from the minute's snapshot. */
export function AsOf({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  const zone = useBrandTimeZone();
  if (!value) return null;
  return (
    <p className={styles.muted} data-testid="agent-as-of">
      {t('agent.asOf', { time: zoned(value, zone) })}
    </p>
  );
}

/** A report's frame: its title, the period and its filters in one band, then the report. */
export function ReportPage({
  title,
  testId,
  period,
  onPeriod,
  range,
  filters,
  asOf,
  children,
}: ReportPageProps) {
  return (
    <section className={styles.page} data-testid={testId}>
      <h3 className={styles.title}>{title}</h3>
      <div className={styles.filters}>
        <PeriodSelect value={period} onChange={onPeriod} shown={range} />
        {filters}
      </div>
      <AsOf value={asOf} />
      {children}
    </section>
  );
}

/** Money columns of a report, each with its total; `signed` ones show + or - in colour. */
export function moneyColumns<R, K extends string>(
  keys: readonly K[],
  options: {
    header: (key: K) => string;
    value: (row: R, key: K) => number;
    total: ((key: K) => number) | null;
    symbol: string;
    signed: (key: K) => boolean;
  },
): Column<R>[] {
  const { header, value, total, symbol, signed } = options;
  return keys.map((key) => ({
    key,
    header: header(key),
    numeric: true,
    cell: (row: R) => <Money amount={value(row, key)} symbol={symbol} signed={signed(key)} />,
    total: total ? <Money amount={total(key)} symbol={symbol} signed={signed(key)} /> : null,
  }));
}
