import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  columnVisibilityFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type RowData,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Columns3, RotateCw } from 'lucide-react';
import { ApiError } from '../lib/api';
import type { ServerTable } from './useServerTable';

/** One column: `id` is also the sort key sent to the server (`sortBy`). */
export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server sorts by it: the header toggles ascending, descending, none. */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  /** A CSS width (`120px`, `20%`). */
  width?: string;
  /** Hidden until the operator shows it in the column chooser. */
  hiddenByDefault?: boolean;
  /** Cannot be hidden. */
  alwaysVisible?: boolean;
};

/** A filter in the table's tool bar; its value is sent under its `id`. */
export type FilterDef = {
  id: string;
  label: string;
  type: 'text' | 'select' | 'date';
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
};

export type DataTableProps<T> = {
  /** Remembers the operator's column choice under this name (one per table). */
  id: string;
  table: ServerTable<T>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  filters?: readonly FilterDef[];
  /** More controls at the tool bar's end (a CSV button, a create button). */
  toolbar?: ReactNode;
  emptyText?: string;
  pageSizes?: readonly number[];
  /** The table's accessible name. */
  label?: string;
};

const features = tableFeatures({ columnVisibilityFeature });
const columnsKey = (id: string) => `admin.table.${id}.columns`;

function savedVisibility<T>(id: string, columns: readonly Column<T>[]): ColumnVisibilityState {
  const defaults = Object.fromEntries(columns.map((c) => [c.id, !c.hiddenByDefault]));
  try {
    const saved = JSON.parse(localStorage.getItem(columnsKey(id)) ?? 'null') as unknown;
    if (saved && typeof saved === 'object') {
      for (const [k, v] of Object.entries(saved))
        if (k in defaults && typeof v === 'boolean') defaults[k] = v;
    }
  } catch {
    // a broken saved choice: the defaults
  }
  for (const c of columns) if (c.alwaysVisible) defaults[c.id] = true;
  return defaults;
}

function TextFilter({
  def,
  value,
  onChange,
}: {
  def: FilterDef;
  value: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const first = useRef(true);
  // A value set from outside (filters reset) replaces what is typed.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const t = setTimeout(() => onChange(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text, onChange]);
  return (
    <input
      type="search"
      className="input"
      aria-label={def.label}
      placeholder={def.placeholder ?? def.label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onChange(text.trim());
      }}
    />
  );
}

function Filter({ def, value, onChange }: { def: FilterDef; value: string; onChange: (v: string) => void }) {
  if (def.type === 'select') {
    return (
      <select
        className="input"
        aria-label={def.label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{def.placeholder ?? `All (${def.label.toLowerCase()})`}</option>
        {def.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  if (def.type === 'date') {
    return (
      <label className="filter-date">
        <span>{def.label}</span>
        <input type="date" className="input" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    );
  }
  return <TextFilter def={def} value={value} onChange={onChange} />;
}

/**
 * A server-paged table: sorting, filters and paging are the server's (through `useServerTable`); the
 * column choice is remembered per table; rows may open on click; loading, empty and error states shown.
 */
export function DataTable<T extends RowData>({
  id,
  table,
  columns,
  rowKey,
  onRowClick,
  filters,
  toolbar,
  emptyText = 'Nothing to show.',
  pageSizes = [20, 50, 100],
  label,
}: DataTableProps<T>) {
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => savedVisibility(id, columns));
  const [chooser, setChooser] = useState(false);
  useEffect(() => {
    try {
      localStorage.setItem(columnsKey(id), JSON.stringify(visibility));
    } catch {
      // remembered for this page only
    }
  }, [id, visibility]);

  const defs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        enableHiding: !c.alwaysVisible,
        cell: (ctx) => c.cell(ctx.row.original),
      })),
    [columns],
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const rt = useTable({
    features,
    columns: defs,
    data: table.rows,
    getRowId: (row) => String(rowKey(row)),
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: setVisibility,
  });

  const { result, query } = table;
  const visibleColumns = rt.getVisibleLeafColumns();
  const error = result.error;
  const loading = result.isPending && result.fetchStatus !== 'idle';
  const firstRow = table.total === 0 ? 0 : (query.pageNo - 1) * query.pageSize + 1;
  const lastRow = Math.min(table.total, query.pageNo * query.pageSize);

  return (
    <div className="data-table">
      <div className="table-toolbar">
        {filters?.map((f) => (
          <Filter
            key={f.id}
            def={f}
            value={query.filters[f.id] ?? ''}
            onChange={(v) => table.setFilter(f.id, v)}
          />
        ))}
        <span className="spacer" />
        <div className="table-actions">
          {toolbar}
          <button
            type="button"
            className="button ghost icon"
            title="Reload"
            aria-label="Reload"
            onClick={() => void result.refetch()}
          >
            <RotateCw size={16} className={result.isFetching ? 'spin' : undefined} />
          </button>
          <div className="menu-anchor">
            <button
              type="button"
              className="button ghost"
              aria-expanded={chooser}
              onClick={() => setChooser((o) => !o)}
            >
              <Columns3 size={16} /> Columns
            </button>
            {chooser && (
              <div className="menu" role="group" aria-label="Columns shown">
                {rt.getAllLeafColumns().map((column) => (
                  <label key={column.id} className="menu-item">
                    <input
                      type="checkbox"
                      checked={column.getIsVisible()}
                      disabled={!column.getCanHide()}
                      onChange={(e) => column.toggleVisibility(e.target.checked)}
                    />
                    {byId.get(column.id)?.header}
                  </label>
                ))}
              </div>
            )}
          </div>
        </div>
      </div>
      <div className="table-scroll">
        <table aria-label={label} aria-busy={result.isFetching}>
          <thead>
            <tr>
              {visibleColumns.map((column) => {
                const c = byId.get(column.id);
                if (!c) return null;
                const sorted =
                  query.sort?.id === c.id ? (query.sort.desc ? 'descending' : 'ascending') : undefined;
                return (
                  <th
                    key={c.id}
                    style={{ width: c.width, textAlign: c.align ?? 'left' }}
                    aria-sort={c.sortable ? (sorted ?? 'none') : undefined}
                  >
                    {c.sortable ? (
                      <button type="button" className="sort" onClick={() => table.toggleSort(c.id)}>
                        {c.header}
                        {sorted === 'ascending' ? (
                          <ArrowUp size={14} />
                        ) : sorted === 'descending' ? (
                          <ArrowDown size={14} />
                        ) : (
                          <ArrowUpDown size={14} className="muted" />
                        )}
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {error ? (
              <tr>
                <td colSpan={visibleColumns.length} className="table-state error" role="alert">
                  {error instanceof ApiError ? error.message : 'The list could not be loaded.'}{' '}
                  <button type="button" className="link" onClick={() => void result.refetch()}>
                    Try again
                  </button>
                </td>
              </tr>
            ) : loading ? (
              <tr>
                <td colSpan={visibleColumns.length} className="table-state">
                  Loading…
                </td>
              </tr>
            ) : table.rows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumns.length} className="table-state">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rt.getRowModel().rows.map((row) => (
                <tr
                  key={row.id}
                  className={onRowClick ? 'clickable' : undefined}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  onKeyDown={
                    onRowClick
                      ? (e) => {
                          if (e.key === 'Enter') onRowClick(row.original);
                        }
                      : undefined
                  }
                  tabIndex={onRowClick ? 0 : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} style={{ textAlign: byId.get(cell.column.id)?.align ?? 'left' }}>
                      <rt.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="table-footer">
        <span className="muted">
          {table.total === 0 ? 'No rows' : `${firstRow}–${lastRow} of ${table.total.toLocaleString('en-US')}`}
        </span>
        <span className="spacer" />
        <label className="muted">
          Rows{' '}
          <select
            className="input small"
            value={query.pageSize}
            onChange={(e) => table.setPageSize(Number(e.target.value))}
          >
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button ghost icon"
          aria-label="Previous page"
          disabled={query.pageNo <= 1}
          onClick={() => table.setPage(query.pageNo - 1)}
        >
          <ChevronLeft size={16} />
        </button>
        <span aria-live="polite">
          Page {query.pageNo} of {table.pageCount}
        </span>
        <button
          type="button"
          className="button ghost icon"
          aria-label="Next page"
          disabled={query.pageNo >= table.pageCount}
          onClick={() => table.setPage(query.pageNo + 1)}
        >
          <ChevronRight size={16} />
        </button>
      </div>
    </div>
  );
}
