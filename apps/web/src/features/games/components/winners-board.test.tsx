import type { Winner } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { winnersQuery } from '../api/winner-calls';
import { WinnersBoard } from './winners-board';

const win = (account: string, winAmount: number, i: number): Winner['vo'] => ({
  account,
  gameName: `Game ${i}`,
  vendor: 'LOTUS',
  gameType: 'RNG',
  winAmount,
  betAmount: 10,
  dateStr: `2026-11-0${i} 12:00:00`,
});

function renderBoard(list: Winner['vo'][], symbol = 'P') {
  const client = new QueryClient();
  client.setQueryData(winnersQuery('EN').queryKey, list);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WinnersBoard currencySymbol={symbol} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('EN');
});

describe('the winners board', () => {
  it('formats amounts with the currency symbol, two decimals and thousands separators', () => {
    renderBoard([win('pl***01', 1234567.5, 1), win('ag***02', 0.4, 2), win('tr***03', 88, 3)], '₱');
    const latest = screen.getByTestId('latest-winners');
    const amounts = within(latest)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(amounts).toEqual(['₱ 1,234,567.50', '₱ 0.40', '₱ 88.00']);
    expect(within(latest).getByText('pl***01')).toBeTruthy();
  });

  it('ranks the biggest wins on the leaderboard', () => {
    renderBoard([win('a***1', 50, 1), win('b***2', 5000, 2), win('c***3', 700.25, 3)]);
    const leaders = within(screen.getByTestId('leaderboard')).getAllByRole('listitem');
    expect(leaders.map((li) => li.textContent)).toEqual([
      expect.stringContaining('P 5,000.00'),
      expect.stringContaining('P 700.25'),
      expect.stringContaining('P 50.00'),
    ]);
  });

  it('invites to be the first when nobody has won yet', () => {
    renderBoard([]);
    expect(screen.getAllByTestId('winners-empty')).toHaveLength(2);
    expect(screen.getAllByText('No winners yet — be the first!')).toHaveLength(2);
  });
});
