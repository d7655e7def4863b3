import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { DataTable, type Column } from './DataTable';
import { toQuery, useServerTable, type Page, type ServerQuery } from './useServerTable';

type Row = { id: number; name: string; amount: number };
const columns: Column<Row>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
  { id: 'amount', header: 'Amount', cell: (r) => r.amount.toFixed(2), sortable: true, align: 'right' },
  { id: 'note', header: 'Note', cell: () => 'n/a', hiddenByDefault: true },
];

/** 45 rows on the server, served a page at a time. */
function server() {
  const all: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}`, amount: i }));
  return vi.fn(async (q: ServerQuery): Promise<Page<Row>> => {
    const start = (q.pageNo - 1) * q.pageSize;
    return { list: all.slice(start, start + q.pageSize), totalCount: all.length };
  });
}

function Harness({
  fetcher,
  onRowClick,
}: {
  fetcher: ReturnType<typeof server>;
  onRowClick?: (r: Row) => void;
}) {
  const table = useServerTable(['rows'], (q) => fetcher(q), { pageSize: 20 });
  return (
    <DataTable
      id="rows"
      label="Rows"
      table={table}
      columns={columns}
      rowKey={(r) => r.id}
      filters={[
        { id: 'status', label: 'Status', type: 'select', options: [{ value: 'open', label: 'Open' }] },
      ]}
      {...(onRowClick ? { onRowClick } : {})}
    />
  );
}

const lastQuery = (fetcher: ReturnType<typeof server>) => fetcher.mock.calls.at(-1)?.[0];

describe('DataTable', () => {
  it('asks the server for each page and shows where it is', async () => {
    const fetcher = server();
    renderWithApp(<Harness fetcher={fetcher} />);
    expect(await screen.findByText('row 1')).toBeTruthy();
    expect(lastQuery(fetcher)).toMatchObject({ pageNo: 1, pageSize: 20, sort: null });
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('row 21')).toBeTruthy();
    expect(lastQuery(fetcher)).toMatchObject({ pageNo: 2, pageSize: 20 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Rows/ }), '50');
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ pageNo: 1, pageSize: 50 }));
    expect(await screen.findByText('1–45 of 45')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(true);
  });

  it('sorts on the server: ascending, descending, none, back to page 1', async () => {
    const fetcher = server();
    renderWithApp(<Harness fetcher={fetcher} />);
    await screen.findByText('row 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('row 21');
    const sortButton = () => screen.getByRole('button', { name: /Amount/ });
    await userEvent.click(sortButton());
    await waitFor(() =>
      expect(lastQuery(fetcher)).toMatchObject({ pageNo: 1, sort: { id: 'amount', desc: false } }),
    );
    expect(toQuery(lastQuery(fetcher)!)).toMatchObject({ sortBy: 'amount', sortDir: 'asc', pageNo: 1 });
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(sortButton());
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ sort: { id: 'amount', desc: true } }));
    await userEvent.click(sortButton());
    await waitFor(() => expect(lastQuery(fetcher)).toMatchObject({ sort: null }));
  });

  it('filters on the server and leaves empty filters out of the query', async () => {
    const fetcher = server();
    renderWithApp(<Harness fetcher={fetcher} />);
    await screen.findByText('row 1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await waitFor(() => expect(lastQuery(fetcher)?.filters).toEqual({ status: 'open' }));
    expect(toQuery(lastQuery(fetcher)!)).toMatchObject({ status: 'open' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(lastQuery(fetcher)?.filters).toEqual({ status: '' }));
    expect(toQuery(lastQuery(fetcher)!)).not.toHaveProperty('status');
  });

  it('remembers the columns chosen, per table', async () => {
    const fetcher = server();
    const first = renderWithApp(<Harness fetcher={fetcher} />);
    await screen.findByText('row 1');
    expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Columns/ }));
    const chooser = screen.getByRole('group', { name: 'Columns shown' });
    await userEvent.click(within(chooser).getByLabelText('Note'));
    await userEvent.click(within(chooser).getByLabelText('Amount'));
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Amount/ })).toBeNull();
    first.unmount();
    renderWithApp(<Harness fetcher={fetcher} />);
    await screen.findByText('row 1');
    expect(screen.getByRole('columnheader', { name: 'Note' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Amount/ })).toBeNull();
  });

  it('opens a row on click and shows empty and error states', async () => {
    const fetcher = server();
    const opened: Row[] = [];
    renderWithApp(<Harness fetcher={fetcher} onRowClick={(r) => opened.push(r)} />);
    await userEvent.click(await screen.findByText('row 3'));
    expect(opened.map((r) => r.id)).toEqual([3]);

    const empty = vi.fn(async () => ({ list: [], totalCount: 0 }));
    const e = renderWithApp(<Harness fetcher={empty} />);
    expect(await e.findByText('Nothing to show.')).toBeTruthy();
    e.unmount();

    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    renderWithApp(<Harness fetcher={failing} />);
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });
});
