import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { lotteryBackEnd } from '@/test/lottery-back-end';
import { renderLottery } from '../test/lottery-kit';
import { FAVOURITES_KEY } from '../hooks/use-favourites';
import { LotteryLobby } from './lottery-lobby';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
});

const card = (code: string) => screen.findByTestId(`lottery-game-${code}`);

describe('the lottery lobby', () => {
  it('lists the games by group, each with its numero, countdown and last result', async () => {
    const api = lotteryBackEnd();
    renderLottery(<LotteryLobby vendor={null} />);
    expect(await screen.findByTestId('group-VN')).toBeTruthy();
    expect(screen.getByTestId('group-FAST')).toBeTruthy();
    expect(screen.getByTestId('group-KENO')).toBeTruthy();
    // The first group's games.
    expect(await card('VN-N')).toBeTruthy();
    expect(screen.getByTestId('vn-board-link').getAttribute('href')).toBe('/vnlottery');

    fireEvent.click(screen.getByTestId('group-FAST'));
    const fast = await card('FAST1');
    // Every in-house game, the e-lottery's too.
    expect(screen.getByTestId('lottery-game-EFAST3')).toBeTruthy();
    // 42 s to the cut-off and 10 more to the draw, on the server's clock (not this device's).
    await waitFor(() =>
      expect(within(fast).getByTestId('countdown').textContent).toMatch(/^Draw in 00:5[0-2]$/),
    );
    expect(within(fast).getByText('Numero 20260310-0240')).toBeTruthy();
    expect(within(fast).getByText('A draw every minute')).toBeTruthy();
    const last = within(fast).getByTestId('last-result');
    expect(last.textContent).toContain('20260310-0239');
    expect(within(last).getByTestId('result-balls').textContent).toBe('31415');
    expect(api.calls('/lotto/lgw/games/opened/numero')).toHaveLength(1);
  });

  it('counts down a VN game over hours, and shows its special prize as the last result', async () => {
    lotteryBackEnd();
    renderLottery(<LotteryLobby vendor={null} />);
    const north = await card('VN-N');
    await waitFor(() =>
      expect(within(north).getByTestId('countdown').textContent).toMatch(/^Draw in 06:1[45]:\d\d$/),
    );
    expect(within(north).getByTestId('result-special').textContent).toMatch(/Special prize \d{5}/);
    // The south draws two provinces today: both numeros take bets.
    expect(within(await card('VN-S')).getByText('+1 more draw')).toBeTruthy();
  });

  it('shows visitors the games and last results, with no member call, and asks them to log in for favourites', async () => {
    const api = lotteryBackEnd();
    renderLottery(<LotteryLobby vendor={null} />, { visitor: true });
    fireEvent.click(await screen.findByTestId('group-FAST'));
    const fast = await card('FAST1');
    await waitFor(() => expect(within(fast).getByTestId('result-balls').textContent).toBe('31415'));
    expect(within(fast).getByText('Log in to see the numero open for bets')).toBeTruthy();
    expect(api.calls('/lotto/lgw/games/opened/numero')).toHaveLength(0);
    expect(screen.queryByTestId('group-favourites')).toBeNull();
    fireEvent.click(within(fast).getByTestId('favourite'));
    expect(useUi.getState().modal).toBe('login');
    expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  });

  it('keeps favourites per username in LOTTFAV and lists them under their tab', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify({ bob: ['KENO5'] }));
    lotteryBackEnd();
    renderLottery(<LotteryLobby vendor={null} />, { username: 'alice' });
    fireEvent.click(await screen.findByTestId('group-FAST'));
    const star = within(await card('FAST1')).getByTestId('favourite');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual({ bob: ['KENO5'], alice: ['FAST1'] });

    fireEvent.click(screen.getByTestId('group-favourites'));
    expect(await card('FAST1')).toBeTruthy();
    // Bob's favourite is his, not Alice's.
    expect(screen.queryByTestId('lottery-game-KENO5')).toBeNull();
    fireEvent.click(within(await card('FAST1')).getByTestId('favourite'));
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual({ bob: ['KENO5'], alice: [] });
    expect(await screen.findByText('No favourite games yet')).toBeTruthy();
  });

  it('lists the e-lottery’s games on /elott, and opens a game’s betting view by its code', async () => {
    lotteryBackEnd();
    renderLottery(<LotteryLobby vendor="ELOTT" />, { path: '/elott' });
    const game = await card('EFAST3');
    expect(screen.queryByTestId('lottery-game-FAST1')).toBeNull();
    fireEvent.click(within(game).getByTestId('bet-now'));
    expect(screen.getByTestId('location').textContent).toBe('/elott?gameCode=EFAST3');
    expect(await screen.findByTestId('lottery-betting')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'E-lottery 3-minute' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('back-to-lobby'));
    expect(screen.getByTestId('location').textContent).toBe('/elott');
  });

  it('lists one in-house vendor’s games when the address names it', async () => {
    lotteryBackEnd();
    renderLottery(<LotteryLobby vendor={null} />, { path: '/lottery?vendor=LOTT' });
    fireEvent.click(await screen.findByTestId('group-FAST'));
    expect(await card('FAST1')).toBeTruthy();
    expect(screen.queryByTestId('lottery-game-EFAST3')).toBeNull();
  });

  it('says so when the address names a game that is not offered', async () => {
    lotteryBackEnd();
    renderLottery(<LotteryLobby vendor={null} />, { path: '/lottery?gameCode=NOPE' });
    expect(await screen.findByTestId('lottery-unknown-game')).toBeTruthy();
  });
});
