import type { AccountRecord as AccountRecordValue } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { AccountRecord } from './account-record';

beforeAll(async () => {
  await initI18n('EN');
});

const VALUE: AccountRecordValue = {
  list: [
    {
      id: 9,
      kind: 'transfer',
      walletCode: 'VELVET',
      amount: 30,
      balanceAfter: 30,
      reference: 'MAIN->VELVET',
      round: null,
      createdDateStr: '2024-03-10 10:00:00',
    },
    {
      id: 9,
      kind: 'transfer',
      walletCode: 'MAIN',
      amount: -30,
      balanceAfter: 1970,
      reference: 'MAIN->VELVET',
      round: null,
      createdDateStr: '2024-03-10 10:00:00',
    },
    {
      id: 3,
      kind: 'deposit',
      walletCode: 'MAIN',
      amount: 2000,
      balanceAfter: 2000,
      reference: 'order 17',
      round: null,
      createdDateStr: '2024-03-09 09:00:00',
    },
    {
      id: 2,
      kind: 'jackpot',
      walletCode: 'MAIN',
      amount: 1,
      balanceAfter: 1,
      reference: 'x',
      round: null,
      createdDateStr: '2024-03-09 08:00:00',
    },
  ],
  pageNo: 1,
  pageSize: 20,
  totalCount: 4,
  totalPages: 1,
  totals: { count: 4, totalIn: 2031, totalOut: 30, net: 2001 },
  range: { startDate: '2024-03-04', endDate: '2024-03-10', today: '2024-03-10', timeZone: 'Asia/Manila' },
};

let urls: URL[];
beforeEach(() => {
  urls = [];
  useSession.getState().signIn('tok-1');
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://site.test');
    urls.push(url);
    const empty = url.searchParams.get('kind') === 'win';
    const value = empty ? { ...VALUE, list: [], totalCount: 0, totalPages: 0 } : VALUE;
    return new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderRecord() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AccountRecord currencySymbol="P" />
    </QueryClientProvider>,
  );
}

const round = (outcome: 'win' | 'loss' | 'push' | null) => ({
  roundId: 'baccarat-5-11',
  vendor: 'LOTUS',
  vendorName: 'Lotus Originals',
  gameCode: 'royal-baccarat',
  gameName: 'Royal Baccarat',
  outcome,
});

describe('the account record', () => {
  it('shows each movement signed, with its wallet, balance after and reference', async () => {
    renderRecord();
    const table = await screen.findByTestId('account-table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['2024-03-10 10:00:00', 'Wallet transfer', 'VELVET', '+P 30.00', 'P 30.00', 'MAIN->VELVET'],
      ['2024-03-10 10:00:00', 'Wallet transfer', 'Main wallet', '-P 30.00', 'P 1,970.00', 'MAIN->VELVET'],
      ['2024-03-09 09:00:00', 'Deposit', 'Main wallet', '+P 2,000.00', 'P 2,000.00', 'order 17'],
      ['2024-03-09 08:00:00', 'jackpot', 'Main wallet', '+P 1.00', 'P 1.00', 'x'],
    ]);
    const plus = within(table).getByText('+P 2,000.00');
    expect(plus.className).toContain('positive');
    expect(within(table).getByText('-P 30.00').className).toContain('negative');
    const totals = screen.getByTestId('account-totals').textContent;
    expect(totals).toContain('P 2,031.00');
    expect(totals).toContain('+P 2,001.00');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it("names a round's game and vendor, and a push's returned stake as a tie, in the brand's zone", async () => {
    const GAME: AccountRecordValue = {
      ...VALUE,
      list: [
        {
          id: 12,
          kind: 'win',
          walletCode: 'MAIN',
          amount: 20,
          balanceAfter: 100,
          reference: 'LOTUS:baccarat-5-11',
          round: round('push'),
          createdDateStr: '2024-03-10 11:00:01',
        },
        {
          id: 11,
          kind: 'bet',
          walletCode: 'MAIN',
          amount: -20,
          balanceAfter: 80,
          reference: 'LOTUS:baccarat-5-11',
          round: round('push'),
          createdDateStr: '2024-03-10 11:00:00',
        },
        {
          id: 10,
          kind: 'win',
          walletCode: 'MAIN',
          amount: 45,
          balanceAfter: 100,
          reference: 'LOTUS:baccarat-5-10',
          round: round('win'),
          createdDateStr: '2024-03-10 10:59:00',
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: true, value: GAME, message: 'OK' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderRecord();
    const table = await screen.findByTestId('account-table');
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Time (GMT+8)');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows.map((r) => [r[1], r[5]])).toEqual([
      ['Tie: stake returned', 'Royal BaccaratLotus Originals · baccarat-5-11'],
      ['Bet', 'Royal BaccaratLotus Originals · baccarat-5-11'],
      ['Win', 'Royal BaccaratLotus Originals · baccarat-5-11'],
    ]);
    expect(within(table).getAllByTitle('LOTUS:baccarat-5-11')).toHaveLength(2);
  });

  it('filters by type, and says when nothing matches', async () => {
    renderRecord();
    await screen.findByTestId('account-table');
    expect(urls[0]!.searchParams.has('kind')).toBe(false);
    fireEvent.change(screen.getByTestId('filter-kind'), { target: { value: 'win' } });
    await waitFor(() => expect(urls.at(-1)!.searchParams.get('kind')).toBe('win'));
    expect(await screen.findByTestId('records-empty')).toBeTruthy();
  });
});
