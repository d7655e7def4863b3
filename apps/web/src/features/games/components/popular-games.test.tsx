import { API } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { fakeBackEnd, game, renderAt } from '../test/catalogue-kit';
import PopularGames, { HOME_POPULAR_COUNT } from './popular-games';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe("the home's popular games", () => {
  it('shows the most played games of the week, asked for in the language, with the jackpot', async () => {
    const back = fakeBackEnd({
      [API.popularGames]: () => ({
        list: [
          { ...game(7, { name: 'Lotus Fortune' }), rounds: 120, players: 9 },
          { ...game(8, { name: 'Baccarat Royale' }), rounds: 40, players: 3 },
        ],
        source: 'rounds',
      }),
    });
    renderAt(<PopularGames />);
    const section = await screen.findByTestId('popular-games');
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(
      within(section)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Lotus Fortune', 'Baccarat Royale']);
    expect(screen.getByTestId('popular-source').textContent).toBe(
      'Most played by our players in the last 7 days',
    );
    expect(screen.getByTestId('jackpot')).toBeTruthy();
    const [request] = back.calls(API.popularGames);
    expect(request?.query.get('count')).toBe(String(HOME_POPULAR_COUNT));
    expect(request?.query.get('language')).toBe('EN');
  });

  it('says when the list is the hot games, before there are rounds, and offers a retry on failure', async () => {
    fakeBackEnd({ [API.popularGames]: () => ({ list: [game(1)], source: 'hot' }) });
    renderAt(<PopularGames />);
    expect((await screen.findByTestId('popular-source')).textContent).toMatch(/hot picks/);
    vi.unstubAllGlobals();
    fakeBackEnd({ [API.popularGames]: () => ({ status: 503, errorCode: 'system.error' }) });
    renderAt(<PopularGames />);
    expect(await screen.findByText('The popular games could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
