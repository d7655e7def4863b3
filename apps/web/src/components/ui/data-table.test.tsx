import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { DataTable, type Column } from './data-table';

beforeAll(async () => {
  await initI18n('EN');
});

type Row = { id: number; name: string; amount: number };
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, total: 'Total' },
  { key: 'amount', header: 'Amount', numeric: true, cell: (r) => r.amount.toFixed(2), total: '30.00' },
  { key: 'open', header: 'Details', hideHeader: true, cell: () => '›' },
];
const rows: Row[] = [
  { id: 1, name: 'first', amount: 10 },
  { id: 2, name: 'second', amount: 20 },
];
const empty = { title: 'Nothing here', hint: 'Play a round first', testId: 'nothing' };

describe('the data table', () => {
  it('says it is loading until the first answer', () => {
    render(<DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} empty={empty} />);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a refusal with its retry while there is nothing to show', () => {
    const retry = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        empty={empty}
        error={{ title: 'Could not load', message: 'Network link abnormal', onRetry: retry }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('Network link abnormal');
    fireEvent.click(within(alert).getByRole('button'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('keeps the rows it has when a later load fails', () => {
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty={empty}
        error={{ message: 'Network link abnormal' }}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('says what is missing when the list is empty', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty={empty} />);
    const state = screen.getByTestId('nothing');
    expect(state.textContent).toContain('Nothing here');
    expect(state.textContent).toContain('Play a round first');
  });

  it('renders heads, cells, numeric columns and a totals row', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} empty={empty} totals testId="t" />);
    const table = screen.getByTestId('t');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Name', 'Amount', 'Details']);
    // The action column's heading is for screen readers only.
    expect(within(table).getAllByRole('columnheader')[2]!.querySelector('.visually-hidden')).not.toBeNull();
    const [, first, second, totals] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['first', '10.00', '›']);
    expect(within(second!).getAllByRole('cell')[1]!.className).toBe(
      within(first!).getAllByRole('cell')[1]!.className,
    );
    expect(within(totals!).getByRole('rowheader').textContent).toBe('Total');
    expect(within(totals!).getAllByRole('cell')[0]!.textContent).toBe('30.00');
  });

  it('makes a row with an action clickable and passes its attributes', () => {
    const open = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty={empty}
        rowProps={(r) => ({ 'data-testid': `row-${r.id}`, onClick: () => open(r.id) })}
      />,
    );
    fireEvent.click(screen.getByTestId('row-2'));
    expect(open).toHaveBeenCalledWith(2);
    expect(screen.getByTestId('row-1').className).not.toBe('');
  });
});
