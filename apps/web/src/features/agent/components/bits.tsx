import type { ContractStatus, SettlementStatus } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { useSystemStatus } from '@/lib/system';
import styles from './agent.module.css';

/** The brand's currency symbol (the reports also carry it; this is for the ones that do not). */
export const useCurrencySymbol = () => useSystemStatus().data?.info.brand.currencySymbol ?? 'P';

/** An amount with the brand's symbol; `signed` shows + or - and colours it. */
export function Money({ amount, symbol, signed }: { amount: number; symbol: string; signed?: boolean }) {
  if (!signed) return <span className={styles.nowrap}>{`${symbol} ${formatMoney(amount)}`}</span>;
  const tone = amount > 0 ? styles.positive : amount < 0 ? styles.negative : '';
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  return (
    <span className={`${styles.nowrap} ${tone}`}>{`${sign}${symbol} ${formatMoney(Math.abs(amount))}`}</span>
  );
}

/** A count as figures are written on the site. */
export const count = (n: number) => n.toLocaleString('en-US');

/** A rate in percent, as the contracts hold it (0.35 is 0.35%). */
export const percent = (rate: number) => `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

const TONE: Record<string, string> = {
  signed: styles.good ?? '',
  paid: styles.good ?? '',
  active: styles.good ?? '',
  rejected: styles.bad ?? '',
  terminated: styles.bad ?? '',
  due: styles.bad ?? '',
  forced: styles.bad ?? '',
  frozen: styles.bad ?? '',
  locked: styles.bad ?? '',
};

/** A contract's, a settlement's or a member's status as a coloured word. */
/** The day before a `YYYY-MM-DD` date (calendar arithmetic, no time zone involved). */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A settlement's period as a person reads it, from its bounds in the brand's time (the end is exclusive): a
 * day (`2026-11-24`), days (`2026-11-01 – 2026-11-15`) or a window within a day (`2026-11-25 11:00–12:00`).
 */
export function periodLabel({
  periodFromStr: from,
  periodToStr: to,
}: {
  periodFromStr: string;
  periodToStr: string;
}) {
  const [fromDay, fromTime] = from.split(' ') as [string, string];
  const [toDay, toTime] = to.split(' ') as [string, string];
  if (fromTime === '00:00:00' && toTime === '00:00:00') {
    const lastDay = dayBefore(toDay);
    return lastDay <= fromDay ? fromDay : `${fromDay} – ${lastDay}`;
  }
  const hhmm = (time: string) => time.slice(0, 5);
  if (toDay === fromDay || toTime === '00:00:00') return `${fromDay} ${hhmm(fromTime)}–${hhmm(toTime)}`;
  return `${fromDay} ${hhmm(fromTime)} – ${toDay} ${hhmm(toTime)}`;
}

export function StatusBadge({
  status,
}: {
  status: ContractStatus | SettlementStatus | 'active' | 'locked' | 'frozen';
}) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${TONE[status] ?? ''}`} data-status={status}>
      {t(`agent.status.${status}`)}
    </span>
  );
}

/** Where a drill-down is: from the agent down, each step a button back up, the last one the current. */
export function Breadcrumb({
  steps,
  onPick,
}: {
  steps: { id: number; username: string }[];
  onPick: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  if (steps.length <= 1) return null;
  return (
    <nav className={styles.breadcrumb} aria-label={t('agent.breadcrumb')} data-testid="agent-breadcrumb">
      <ol>
        {steps.map((step, i) => {
          const last = i === steps.length - 1;
          return (
            <li key={step.id}>
              <button
                type="button"
                className={styles.linkButton}
                disabled={last}
                aria-current={last ? 'location' : undefined}
                onClick={() => onPick(i === 0 ? undefined : step.id)}
                data-testid={`agent-crumb-${step.id}`}
              >
                {step.username}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
