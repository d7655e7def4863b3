import type { ReactNode } from 'react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useBrand } from '../lib/brand';
import { formatDateTime, formatMoney, zoneLabel } from '../lib/format';

/** The page's title, a line under it and its actions (buttons) on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
  back,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** A link or button shown before the title (back to the list). */
  back?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div>
        {back && <div className="page-back">{back}</div>}
        <h1>{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
}

export type TabDef = { id: string; label: ReactNode; badge?: ReactNode; disabled?: boolean };

/** Tabs over panels the caller shows by `value`. */
export function Tabs({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly TabDef[];
  value: string;
  onChange: (id: string) => void;
  label?: string;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={t.id === value}
          className={t.id === value ? 'tab active' : 'tab'}
          disabled={t.disabled}
          onClick={() => onChange(t.id)}
        >
          {t.label}
          {t.badge !== undefined && <span className="tab-badge">{t.badge}</span>}
        </button>
      ))}
    </div>
  );
}

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** A short status word in a pill. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge ${tone}`}>{children}</span>;
}

/** An amount in major units, two decimals, with the brand's currency symbol (`symbol` to override). */
export function Money({ amount, symbol, signed }: { amount: number; symbol?: string; signed?: boolean }) {
  const brand = useBrand();
  const text = formatMoney(amount, symbol ?? brand.currencySymbol);
  return (
    <span className={`money${amount < 0 ? ' negative' : ''}`}>
      {signed && amount > 0 ? '+' : ''}
      {text}
    </span>
  );
}

/** A moment in the brand's time zone (`2026-05-01 19:30`), the zone in its tooltip. */
export function DateTime({
  value,
  seconds,
  dateOnly,
  showZone,
}: {
  value: string | Date | null | undefined;
  seconds?: boolean;
  dateOnly?: boolean;
  /** Write the zone after the time (`GMT+8`). */
  showZone?: boolean;
}) {
  const { timeZone } = useBrand();
  if (value === null || value === undefined || value === '') return <span className="muted">—</span>;
  const date = typeof value === 'string' ? new Date(value) : value;
  const zone = zoneLabel(timeZone, date);
  return (
    <time dateTime={date.toISOString()} title={`${timeZone} (${zone})`} className="datetime">
      {formatDateTime(date, timeZone, { seconds: seconds ?? false, dateOnly: dateOnly ?? false })}
      {showZone && <span className="muted"> {zone}</span>}
    </time>
  );
}

/**
 * A figure with its label and, when given, its change against the period before (`delta` as a fraction:
 * 0.12 is +12 %). `goodWhen` says which direction is good news (colour).
 */
export function Stat({
  label,
  value,
  delta,
  goodWhen = 'up',
  hint,
}: {
  label: ReactNode;
  value: ReactNode;
  delta?: number | null;
  goodWhen?: 'up' | 'down';
  hint?: ReactNode;
}) {
  const hasDelta = typeof delta === 'number' && Number.isFinite(delta);
  const up = hasDelta && delta > 0;
  const good = hasDelta && delta !== 0 && (goodWhen === 'up') === up;
  return (
    <div className="stat">
      <div className="stat-label">{label}</div>
      <div className="stat-value">{value}</div>
      {hasDelta && (
        <div className={`stat-delta ${delta === 0 ? 'flat' : good ? 'good' : 'bad'}`}>
          {delta !== 0 && (up ? <TrendingUp size={14} /> : <TrendingDown size={14} />)}
          {delta > 0 ? '+' : ''}
          {(delta * 100).toFixed(1)} %
        </div>
      )}
      {hint && <div className="stat-hint muted">{hint}</div>}
    </div>
  );
}

/**
 * Text a member typed (names, remarks, messages): always shown as text, never as markup, line breaks
 * kept; long text cut at `max` characters with the whole in the tooltip.
 */
export function EscapedText({ text, max }: { text: string | null | undefined; max?: number }) {
  if (text === null || text === undefined || text === '') return <span className="muted">—</span>;
  const value = String(text);
  const cut = max !== undefined && value.length > max ? `${value.slice(0, max)}…` : value;
  return (
    <span className="escaped-text" title={cut === value ? undefined : value}>
      {cut}
    </span>
  );
}
