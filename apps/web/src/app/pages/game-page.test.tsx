import { API } from '@platform/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberKeys } from '@/features/member/api/member-calls';
import { fakeBackEnd, renderAt } from '@/features/games/test/catalogue-kit';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import GamePage from './game-page';

const location = () => screen.getByTestId('location').textContent;

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
});

/** A page registers what it holds a render after it mounts. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const at = (url: string, name = 'Lotus Fortune') => `/game?${new URLSearchParams({ url, name }).toString()}`;

describe('the game page', () => {
  it('frames a same-origin game under a bar with its name', () => {
    renderAt(<GamePage />, { path: at('/house/slot?session=abc') });
    const frame = screen.getByTitle('Lotus Fortune');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/house/slot?session=abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Lotus Fortune');
  });

  it("frames a game of the brand's game CDNs, and refuses any other address", () => {
    const { unmount } = renderAt(<GamePage />, { path: at('https://cdn.games.example/play/x') });
    expect(screen.getByTitle('Lotus Fortune').getAttribute('src')).toBe('https://cdn.games.example/play/x');
    unmount();
    renderAt(<GamePage />, { path: at('https://evil.example/phish') });
    expect(screen.queryByTitle('Lotus Fortune')).toBeNull();
    expect(screen.getByTestId('game-refused').textContent).toContain('not one of this site');
  });

  it('asks before leaving, stays when the player cancels, and refreshes the balance once left', async () => {
    useSession.getState().signIn('tok-1', 'player1');
    const { client, router } = renderAt(<GamePage />, { path: '/rng', route: '/game' });
    await router.navigate(at('/house/slot?session=abc'));
    await settle();
    const balanceKey = memberKeys.balance('tok-1');
    client.setQueryData(balanceKey, { sumBalance: 10 });

    fireEvent.click(await screen.findByTestId('leave-game'));
    expect(await screen.findByTestId('leave-confirm')).toBeTruthy();
    expect(screen.getByTestId('leave-confirm').textContent).toContain('leave the game');
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('leave-confirm')).toBeNull());
    expect(location()).toContain('/game?url=');

    fireEvent.click(screen.getByTestId('leave-game'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(location()).toBe('/rng'));
    expect(client.getQueryState(balanceKey)?.isInvalidated).toBe(true);
  });

  it('asks too when the player goes elsewhere by a link', async () => {
    const { router } = renderAt(<GamePage />, { path: at('/house/slot') });
    await settle();
    void router.navigate('/promotions');
    expect(await screen.findByTestId('leave-confirm')).toBeTruthy();
    expect(location()).toContain('/game?url=');
  });

  it('launches the cockfight when opened as /game?vendor=DS88', async () => {
    const api = fakeBackEnd({ [API.launchGame]: () => ({ content: { game_url: '/house/cockfight?s=9' } }) });
    useSession.getState().signIn('tok-1', 'player1');
    renderAt(<GamePage />, { path: '/game?vendor=DS88' });
    await waitFor(() => expect(screen.queryByTitle('Cockfight')).not.toBeNull());
    expect(screen.getByTitle('Cockfight').getAttribute('src')).toBe('/house/cockfight?s=9');
    expect(api.calls(API.launchGame)[0]?.body).toMatchObject({ vendor: 'DS88', gameCode: 'lobby' });
  });

  it("gives a member's real game the round recall in its bar, and a demo none", async () => {
    fakeBackEnd({});
    useSession.getState().signIn('tok-1', 'player1');
    const real = `${at('/house/slot?session=abc')}&vendorCode=LOTUS&gameCode=G7`;
    const { unmount } = renderAt(<GamePage />, { path: real });
    expect(screen.getByTestId('recall-open').getAttribute('aria-label')).toBe('Last 10 rounds');
    unmount();
    renderAt(<GamePage />, {
      path: `${at('/house/slot?session=abc&mode=demo')}&vendorCode=LOTUS&gameCode=G7`,
    });
    expect(screen.getByTestId('demo-label')).toBeTruthy();
    expect(screen.queryByTestId('recall-open')).toBeNull();
  });

  it('sends a visitor opening /game?vendor=DS88 to the login pop-up', async () => {
    const api = fakeBackEnd({});
    renderAt(<GamePage />, { path: '/game?vendor=DS88' });
    await waitFor(() => expect(useUi.getState().modal).toBe('login'));
    expect(api.requests).toHaveLength(0);
  });
});
