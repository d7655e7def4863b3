import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBackEnd, ok, placedBet, refused, testFixture } from '../test/book-back-end';
import { renderBook } from '../test/render-book';

const lions = testFixture(101, 'Manila Lions', 'Cebu Sharks');
const openBet = placedBet(9001, { stake: 10, odds: 1.95, potentialReturn: 19.5 }, lions);
const betsPage = { pageNo: 1, pageSize: 20, totalCount: 1, totalPages: 1, list: [openBet] };

afterEach(() => vi.unstubAllGlobals());

describe('cashing out', () => {
  it('asks the value, shows it, and cashes out at that value on confirmation', async () => {
    const user = userEvent.setup();
    const backEnd = installBackEnd(
      [lions],
      [
        ({ method, path, query }) =>
          method === 'GET' && path === '/sb/api/bets' && query.get('status') === 'open'
            ? ok(betsPage)
            : undefined,
        ({ method, path }) =>
          path === '/sb/api/bets/9001/cashout'
            ? method === 'GET'
              ? ok({ betId: 9001, value: 12.5 })
              : ok({ bet: { ...openBet, status: 'cashed-out', payout: 12.5 }, balance: 1002.5 })
            : undefined,
      ],
    );
    renderBook('', { language: 'EN' });
    window.location.hash = '#/bets';
    const bet = (await screen.findByText('Bet 9001', { exact: false })).closest('li')!;
    expect(within(bet).getByText('Manila Lions')).toBeTruthy();
    expect(within(bet).getByText('Pending')).toBeTruthy();
    expect(within(bet).getByText('19.50')).toBeTruthy();

    await user.click(within(bet).getByRole('button', { name: 'Cash out' }));
    expect(await within(bet).findByText('Cash out for 12.50?')).toBeTruthy();
    await user.click(within(bet).getByRole('button', { name: 'Confirm' }));
    expect(await within(bet).findByText('Cashed out for 12.50.')).toBeTruthy();

    const posts = backEnd.posts('/sb/api/bets/9001/cashout');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), value: 12.5 });
  });

  it("shows the book's refusal when the value moved", async () => {
    const user = userEvent.setup();
    installBackEnd(
      [lions],
      [
        ({ method, path }) => (method === 'GET' && path === '/sb/api/bets' ? ok(betsPage) : undefined),
        ({ method, path }) =>
          path === '/sb/api/bets/9001/cashout'
            ? method === 'GET'
              ? ok({ betId: 9001, value: 12.5 })
              : refused(409, 'sportsbook.cashout.changed', 'The cash-out value is now 11.80.')
            : undefined,
      ],
    );
    renderBook();
    window.location.hash = '#/bets';
    const bet = (await screen.findByText('Bet 9001', { exact: false })).closest('li')!;
    await user.click(within(bet).getByRole('button', { name: 'Cash out' }));
    await user.click(await within(bet).findByRole('button', { name: 'Confirm' }));
    expect((await within(bet).findByRole('alert')).textContent).toBe('The cash-out value is now 11.80.');
  });

  it('says when a bet has no cash-out value', async () => {
    const user = userEvent.setup();
    installBackEnd(
      [lions],
      [
        ({ method, path }) => (method === 'GET' && path === '/sb/api/bets' ? ok(betsPage) : undefined),
        ({ path }) => (path === '/sb/api/bets/9001/cashout' ? ok({ betId: 9001, value: null }) : undefined),
      ],
    );
    renderBook();
    window.location.hash = '#/bets';
    const bet = (await screen.findByText('Bet 9001', { exact: false })).closest('li')!;
    await user.click(within(bet).getByRole('button', { name: 'Cash out' }));
    expect(await within(bet).findByText('This bet has no cash-out value now.')).toBeTruthy();
  });
});
