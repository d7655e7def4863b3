import type { Settlement } from '@platform/contracts';
import { ChevronDown } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableClasses, type Column } from '@/components/ui/data-table';
import { Money, percent, periodLabel, StatusBadge } from './bits';
import { SettlementDetails } from './settlement-details';
import styles from './agent.module.css';

type Row = Settlement & { direction?: 'received' | 'paid' };

type Props = {
  rows: Row[] | undefined;
  symbol: string;
  error?: { title?: string; message: string; onRetry?: () => void } | null;
  testId: string;
};

/** Settlements, newest first, each row opening to the calculation behind its amount. */
export function SettlementTable({ rows, symbol, error, testId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const columns: Column<Row>[] = [
    { key: 'period', header: t('agent.income.period'), className: styles.nowrap, cell: periodLabel },
    { key: 'kind', header: t('agent.columns.kind'), cell: (s) => t(`agent.kinds.${s.kind}`) },
    {
      key: 'parties',
      header: t('agent.income.parties'),
      cell: (s) => `${s.payer ?? t('agent.income.house')} → ${s.username}`,
    },
    { key: 'rate', header: t('agent.income.rate'), numeric: true, cell: (s) => percent(s.rate) },
    {
      key: 'amount',
      header: t('agent.columns.amount'),
      numeric: true,
      cell: (s) => (
        <Money
          amount={s.direction === 'paid' ? -s.amount : s.amount}
          symbol={symbol}
          signed={!!s.direction}
        />
      ),
    },
    { key: 'status', header: t('agent.columns.status'), cell: (s) => <StatusBadge status={s.status} /> },
    { key: 'details', header: t('agent.income.details'), hideHeader: true },
  ];
  return (
    <DataTable
      testId={testId}
      minWidth={760}
      rows={rows}
      rowKey={(s) => s.id}
      error={error}
      empty={{ title: t('agent.income.empty'), testId: `${testId}-empty` }}
      columns={columns}
      renderRows={(list) =>
        list.map((s) => {
          const expanded = open === s.id;
          return (
            <Fragment key={s.id}>
              <tr data-testid={`agent-settlement-${s.id}`}>
                {columns.map((c) => (
                  <td key={c.key} className={c.numeric ? dataTableClasses.num : c.className}>
                    {c.key === 'details' ? (
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-expanded={expanded}
                        onClick={() => setOpen(expanded ? null : s.id)}
                        data-testid={`agent-settlement-toggle-${s.id}`}
                      >
                        {t('agent.income.details')} <ChevronDown size={14} aria-hidden />
                      </button>
                    ) : (
                      c.cell?.(s)
                    )}
                  </td>
                ))}
              </tr>
              {expanded ? (
                <tr>
                  <td colSpan={columns.length}>
                    <SettlementDetails settlement={s} symbol={symbol} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })
      }
    />
  );
}
