import { NET_POSITION_MAX_DAYS, type NetPosition as NetPositionAnswer } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { money } from '@/lib/money';
import { useSession } from '@/lib/session';
import { formatDateTime, useDisplayTimeZone } from '@/lib/time';
import { netPositionQuery } from '../api/responsible-calls';
import styles from './responsible.module.css';

type Day = NetPositionAnswer['days'][number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether a period can be asked for: two days in order, at most the contract's longest period. */
function periodProblem(from: string, to: string): boolean {
  if (!DAY.test(from) || !DAY.test(to)) return true;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return !(days >= 1 && days <= NET_POSITION_MAX_DAYS);
}

const tone = (n: number) => (n > 0 ? styles.gain : n < 0 ? styles.loss : undefined);

/**
 * The net position of a period the member chooses (this month by default, in the brand's days): deposits,
 * withdrawals and their net, stakes, wins and their net, and the same per day.
 */
export function NetPosition({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const zone = useDisplayTimeZone();
  const [today] = useState(() => formatDateTime(new Date(), zone).slice(0, 10));
  const [from, setFrom] = useState(() => `${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const invalid = periodProblem(from, to);
  const [asked, setAsked] = useState({ from, to });
  if (!invalid && (asked.from !== from || asked.to !== to)) setAsked({ from, to });
  const answer = useQuery(netPositionQuery(token, asked));
  const data = answer.data;
  const show = (n: number) => money(n, currency);

  const figures: [string, number, boolean][] = data
    ? [
        [t('responsible.net.deposits'), data.deposits, false],
        [t('responsible.net.withdrawals'), data.withdrawals, false],
        [t('responsible.net.moneyNet'), data.moneyNet, true],
        [t('responsible.net.stakes'), data.stakes, false],
        [t('responsible.net.wins'), data.wins, false],
        [t('responsible.net.gameNet'), data.gameNet, true],
      ]
    : [];

  const columns: Column<Day>[] = [
    { key: 'day', header: t('responsible.net.day'), cell: (d) => d.day, total: t('responsible.net.total') },
    ...(['deposits', 'withdrawals', 'stakes', 'wins'] as const).map((k): Column<Day> => ({
      key: k,
      header: t(`responsible.net.${k}`),
      numeric: true,
      cell: (d) => show(d[k]),
      total: data ? show(data[k]) : null,
    })),
    {
      key: 'gameNet',
      header: t('responsible.net.gameNet'),
      numeric: true,
      cell: (d) => <span className={tone(d.wins - d.stakes)}>{show(d.wins - d.stakes)}</span>,
      total: data ? <span className={tone(data.gameNet)}>{show(data.gameNet)}</span> : null,
    },
  ];

  return (
    <section className={styles.card} aria-labelledby="rg-net">
      <h3 id="rg-net" className={styles.cardTitle}>
        {t('responsible.net.title')}
      </h3>
      <p className={styles.hint}>{t('responsible.net.text')}</p>
      <div className={styles.range}>
        <TextField
          type="date"
          label={t('responsible.net.from')}
          value={from}
          max={to}
          onChange={(e) => setFrom(e.target.value)}
          name="from"
          data-testid="net-from"
        />
        <TextField
          type="date"
          label={t('responsible.net.to')}
          value={to}
          min={from}
          max={today}
          onChange={(e) => setTo(e.target.value)}
          name="to"
          data-testid="net-to"
          error={invalid ? t('responsible.net.range', { days: NET_POSITION_MAX_DAYS }) : undefined}
        />
      </div>
      {data ? (
        <dl className={styles.figures} data-testid="net-figures">
          {figures.map(([label, value, signed]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={signed ? tone(value) : undefined}>{show(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <DataTable
        columns={columns}
        rows={data?.days}
        rowKey={(d) => d.day}
        totals
        error={
          answer.error ? { message: errorText(answer.error), onRetry: () => void answer.refetch() } : null
        }
        empty={{ title: t('responsible.net.empty'), testId: 'net-empty' }}
        minWidth={560}
        testId="net-days"
      />
    </section>
  );
}
