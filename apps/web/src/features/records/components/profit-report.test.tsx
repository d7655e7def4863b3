import type { ProfitReport as ProfitReportValue } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { ProfitReport } from './profit-report';

beforeAll(async () => {
  await initI18n('EN');
});

const VALUE: ProfitReportValue = {
  days: [
    {
      date: '2024-03-10',
      rounds: 3,
      stake: 55,
      validBet: 55,
      payout: 55.5,
      winLoss: 0.5,
      gameTypes: [
        { gameType: 'RNG', rounds: 2, stake: 15, validBet: 15, payout: 25, winLoss: 10 },
        { gameType: 'LIVE', rounds: 1, stake: 40, validBet: 40, payout: 30.5, winLoss: -9.5 },
      ],
    },
    {
      date: '2024-03-08',
      rounds: 1,
      stake: 100,
      validBet: 100,
      payout: 0,
      winLoss: -100,
      gameTypes: [{ gameType: 'RNG', rounds: 1, stake: 100, validBet: 100, payout: 0, winLoss: -100 }],
    },
  ],
  totals: { rounds: 4, stake: 155, validBet: 155, payout: 55.5, winLoss: -99.5 },
  range: { startDate: '2024-03-04', endDate: '2024-03-10', today: '2024-03-10', timeZone: 'Asia/Manila' },
};

let urls: URL[];
beforeEach(() => {
  urls = [];
  useSession.getState().signIn('tok-1');
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://site.test');
    urls.push(url);
    const value =
      url.searchParams.get('gameType') === 'FISH'
        ? { ...VALUE, days: [], totals: { rounds: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 } }
        : VALUE;
    return new Response(JSON.stringify({ success: true, value, message: 'OK' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

function renderReport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProfitReport currencySymbol="P" />
    </QueryClientProvider>,
  );
}

describe('personal profit and loss', () => {
  it('shows each day with its figures and the totals, losses and wins coloured', async () => {
    renderReport();
    const day = await screen.findByTestId('profit-day-2024-03-10');
    expect([...day.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '2024-03-10',
      '3',
      'P 55.00',
      'P 55.00',
      'P 55.50',
      '+P 0.50',
    ]);
    const totals = screen.getByTestId('profit-total-winloss');
    expect(totals.textContent).toBe('-P 99.50');
    expect(totals.querySelector('span')?.className).toMatch(/negative/);
    expect(day.querySelector('td:last-child span')?.className).toMatch(/positive/);
    // The last 7 days are the server's default: asked without dates.
    expect(urls[0]?.searchParams.get('startDate')).toBeNull();
  });

  it('opens a day to its game types and closes it again', async () => {
    renderReport();
    const toggle = await screen.findByTestId('profit-toggle-2024-03-10');
    expect(screen.queryByTestId('profit-2024-03-10-RNG')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('profit-2024-03-10-RNG').textContent).toContain('+P 10.00');
    expect(screen.getByTestId('profit-2024-03-10-LIVE').textContent).toContain('-P 9.50');
    fireEvent.click(toggle);
    expect(screen.queryByTestId('profit-2024-03-10-RNG')).toBeNull();
  });

  it('asks for the last 30 days of the brand and a game type', async () => {
    renderReport();
    await screen.findByTestId('profit-table');
    fireEvent.click(screen.getByTestId('preset-last30'));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('startDate')).toBe('2024-02-10'));
    expect(urls.at(-1)?.searchParams.get('endDate')).toBe('2024-03-10');
    fireEvent.change(screen.getByTestId('profit-game-type'), { target: { value: 'FISH' } });
    expect(await screen.findByTestId('records-empty')).toBeTruthy();
    expect(urls.at(-1)?.searchParams.get('gameType')).toBe('FISH');
  });
});
