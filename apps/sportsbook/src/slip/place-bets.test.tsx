import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TEST_TOKEN,
  installBackEnd,
  ok,
  placedBet,
  refused,
  testFixture,
  testSession,
} from '../test/book-back-end';
import { renderBook } from '../test/render-book';

const lions = testFixture(101, 'Manila Lions', 'Cebu Sharks');
const eagles = testFixture(102, 'Davao Eagles', 'Iloilo Kings');

afterEach(() => vi.unstubAllGlobals());

const slip = () => screen.getByRole('complementary', { name: /bet slip/i });

describe('placing a slip', () => {
  it('sends the picks, stakes and a request id with the session header, then shows the receipt', async () => {
    const user = userEvent.setup();
    let balance = 1000;
    const backEnd = installBackEnd(
      [lions, eagles],
      [
        ({ path }) => (path === '/sb/api/session' ? ok({ ...testSession, balance }) : undefined),
        ({ method, path }) => {
          if (method !== 'POST' || path !== '/sb/api/bets') return undefined;
          balance = 990;
          return ok({
            bets: [placedBet(9001, { stake: 10, odds: 1.95, potentialReturn: 19.5 }, lions)],
            totalStake: 10,
            balance,
          });
        },
      ],
    );
    renderBook();
    const odds = await screen.findByRole('button', { name: /: Manila Lions to win at 1\.95$/ });
    expect(odds.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('balance').textContent).toContain('1,000.00');
    await user.click(odds);
    expect(odds.getAttribute('aria-pressed')).toBe('true');

    await user.type(within(slip()).getByLabelText('Stake on Manila Lions'), '10');
    // 10.00 x 1.95.
    expect(within(slip()).getAllByText('19.50').length).toBeGreaterThan(0);
    await user.click(within(slip()).getByRole('button', { name: 'Place bets' }));

    await screen.findByText('Your bets are placed');
    const [post] = backEnd.posts('/sb/api/bets');
    expect(post?.headers.get('x-book-token')).toBe(TEST_TOKEN);
    expect(post?.body).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      acceptOdds: 'none',
      bets: [{ stake: 10, picks: [{ marketId: '101:1x2:-', key: 'home', odds: 1.95 }] }],
    });
    // The slip empties and the balance shows the book's answer.
    expect(within(slip()).queryByLabelText('Stake on Manila Lions')).toBeNull();
    expect(odds.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain('990.00'));
  });

  it('sends a parlay of two fixtures with the singles, and keeps the request id across a retry', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const backEnd = installBackEnd(
      [lions, eagles],
      [
        ({ method, path }) => {
          if (method !== 'POST' || path !== '/sb/api/bets') return undefined;
          if (failures-- > 0) return { status: 503, body: { success: false, value: null, message: 'Busy' } };
          return ok({ bets: [], totalStake: 15, balance: 985 });
        },
      ],
    );
    renderBook();
    await user.click(await screen.findByRole('button', { name: /: Manila Lions to win at 1\.95$/ }));
    await user.click(screen.getByRole('button', { name: /: Iloilo Kings to win at 3\.80$/ }));
    await user.selectOptions(within(slip()).getByRole('combobox'), 'better');
    await user.type(within(slip()).getByLabelText('Stake on Manila Lions'), '10');
    await user.type(within(slip()).getByLabelText('Stake on Parlay of 2'), '5');
    // The parlay's odds 1.95 x 3.80 = 7.41; 5.00 x 7.41 = 37.05; total 19.50 + 37.05 = 56.55.
    expect(within(slip()).getByText('7.41')).toBeTruthy();
    expect(within(slip()).getByText('56.55')).toBeTruthy();

    const place = within(slip()).getByRole('button', { name: 'Place bets' });
    await user.click(place);
    expect(await within(slip()).findByText('Busy')).toBeTruthy();
    await user.click(within(slip()).getByRole('button', { name: 'Place bets' }));
    await screen.findByText('Your bets are placed');

    const [first, second] = backEnd.posts('/sb/api/bets');
    expect(first?.body).toEqual({
      requestId: expect.any(String),
      acceptOdds: 'better',
      bets: [
        { stake: 10, picks: [{ marketId: '101:1x2:-', key: 'home', odds: 1.95 }] },
        {
          stake: 5,
          picks: [
            { marketId: '101:1x2:-', key: 'home', odds: 1.95 },
            { marketId: '102:1x2:-', key: 'away', odds: 3.8 },
          ],
        },
      ],
    });
    expect(second?.body).toEqual(first?.body);
  });

  it('offers no parlay over two picks of one fixture, and says why', async () => {
    const user = userEvent.setup();
    installBackEnd([lions]);
    renderBook();
    await user.click(await screen.findByRole('button', { name: /: Manila Lions to win at 1\.95$/ }));
    await user.click(screen.getByRole('button', { name: /: Match result: Draw at 3\.40$/ }));
    expect(within(slip()).getByText('No parlay: two selections belong to the same fixture.')).toBeTruthy();
    expect(within(slip()).queryByLabelText(/Stake on Parlay/)).toBeNull();
  });

  it('takes the odds the book shows now when it refuses because they moved', async () => {
    const user = userEvent.setup();
    let moved = false;
    const backEnd = installBackEnd(
      [lions],
      [
        ({ method, path }) => {
          if (method === 'POST' && path === '/sb/api/bets') {
            if (moved) return ok({ bets: [], totalStake: 10, balance: 990 });
            moved = true;
            return refused(409, 'sportsbook.odds.changed', 'The odds of Manila Lions moved to 2.05.');
          }
          if (moved && path === '/sb/api/fixtures/101') {
            const now = testFixture(101, 'Manila Lions', 'Cebu Sharks');
            now.markets[0]!.selections[0]!.odds = 2.05;
            return ok(now);
          }
          return undefined;
        },
      ],
    );
    renderBook();
    await user.click(await screen.findByRole('button', { name: /: Manila Lions to win at 1\.95$/ }));
    await user.type(within(slip()).getByLabelText('Stake on Manila Lions'), '10');
    await user.click(within(slip()).getByRole('button', { name: 'Place bets' }));

    expect(await within(slip()).findByText('The odds of Manila Lions moved to 2.05.')).toBeTruthy();
    expect(await within(slip()).findByText('Odds moved from 1.95')).toBeTruthy();
    // 10.00 x 2.05.
    expect(within(slip()).getAllByText('20.50').length).toBeGreaterThan(0);

    await user.click(within(slip()).getByRole('button', { name: 'Place bets' }));
    await screen.findByText('Your bets are placed');
    const [first, second] = backEnd.posts('/sb/api/bets');
    expect((second?.body as { bets: unknown }).bets).toEqual([
      { stake: 10, picks: [{ marketId: '101:1x2:-', key: 'home', odds: 2.05 }] },
    ]);
    expect((second?.body as { requestId: string }).requestId).not.toBe(
      (first?.body as { requestId: string }).requestId,
    );
  });

  it('says it waits for the in-play confirmation while the book holds a live bet', async () => {
    const user = userEvent.setup();
    const live = testFixture(103, 'Quezon Titans', 'Pasig Bulls', {
      status: 'live',
      inPlay: true,
      clock: "67'",
      score: { home: 1, away: 0 },
    });
    let answer: (value: unknown) => void = () => undefined;
    installBackEnd(
      [live],
      [
        ({ method, path }) =>
          method === 'POST' && path === '/sb/api/bets'
            ? new Promise((resolve) => {
                answer = () => resolve(ok({ bets: [], totalStake: 2, balance: 998 }));
              })
            : undefined,
      ],
    );
    renderBook();
    await user.click(await screen.findByRole('button', { name: /: Quezon Titans to win at 1\.95$/ }));
    await user.type(within(slip()).getByLabelText('Stake on Quezon Titans'), '2');
    await user.click(within(slip()).getByRole('button', { name: 'Place bets' }));
    const waiting = await within(slip()).findByRole('button', {
      name: 'Waiting for in-play confirmation (up to 5 s)…',
    });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    answer(undefined);
    await screen.findByText('Your bets are placed');
  });
});
