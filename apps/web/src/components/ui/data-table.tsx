import type { HTMLAttributes, Key, ReactNode } from 'react';
import { ListState } from './list-state';
import styles from './data-table.module.css';

export type Column<T> = {
  key: string;
  /** The column's heading; `hideHeader` keeps it for screen readers only (an action column). */
  header: ReactNode;
  hideHeader?: boolean;
  /** Money and counts: right-aligned, figures of one width. */
  numeric?: boolean;
  className?: string;
  /** The row's cell (absent where the page renders its own rows). */
  cell?: (row: T) => ReactNode;
  /** The totals row's cell for this column (the first column's is usually its label). */
  total?: ReactNode;
};

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };

type Props<T> = {
  columns: Column<T>[];
  /** Undefined while the first answer is on its way. */
  rows: T[] | undefined;
  rowKey: (row: T) => Key;
  /** Attributes of a row (a test id, a click that opens its details: the row then shows as clickable). */
  rowProps?: (row: T) => RowAttributes;
  /** Rows rendered by the page itself (rows that expand into more rows); the columns still give the heads. */
  renderRows?: (rows: T[]) => ReactNode;
  /** A totals row under the rows, from the columns' `total` cells; or a whole footer of the page's own. */
  totals?: boolean;
  footer?: ReactNode;
  /** A refusal while there is nothing to show: its heading, reason and retry. */
  error?: { title?: string; message: string; onRetry?: () => void } | null;
  empty: { title: string; hint?: string; testId?: string };
  /** Wide tables scroll sideways inside their frame on a phone. */
  minWidth?: number;
  testId?: string;
};

/**
 * A table of records with the states every list has: loading before the first answer, a refusal with a
 * retry, empty with a hint, else the rows and an optional totals row.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  renderRows,
  totals,
  footer,
  error,
  empty,
  minWidth,
  testId,
}: Props<T>) {
  if (error && !rows)
    return <ListState kind="error" title={error.title} message={error.message} onRetry={error.onRetry} />;
  if (!rows) return <ListState kind="loading" />;
  if (rows.length === 0)
    return <ListState kind="empty" title={empty.title} hint={empty.hint} testId={empty.testId} />;
  const cellClass = (column: Column<T>) =>
    [column.numeric ? styles.num : '', column.className ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} style={minWidth ? { minWidth } : undefined} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? styles.num : undefined}>
                {column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {renderRows
            ? renderRows(rows)
            : rows.map((row) => {
                const props = rowProps?.(row) ?? {};
                return (
                  <tr
                    key={rowKey(row)}
                    {...props}
                    className={
                      [props.onClick ? styles.clickable : '', props.className ?? '']
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                  >
                    {columns.map((column) => (
                      <td key={column.key} className={cellClass(column)}>
                        {column.cell?.(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
        </tbody>
        {footer ? (
          <tfoot>{footer}</tfoot>
        ) : totals ? (
          <tfoot>
            <tr>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th key={column.key} scope="row" className={cellClass(column)}>
                    {column.total}
                  </th>
                ) : (
                  <td key={column.key} className={cellClass(column)}>
                    {column.total}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** The classes of the table's cells, for pages that render their own rows (`renderRows`, `footer`). */
export const dataTableClasses = { num: styles.num, clickable: styles.clickable };
