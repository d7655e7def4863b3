import { API } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { useUi } from '@/lib/ui-store';
import { fakeBackEnd, game, renderAt } from '../test/catalogue-kit';
import { GameGrid } from './game-grid';

const DEMO_URL = '/house/slot/?token=fun1&lang=EN&mode=demo';
const SLOT = game(7, { name: 'Lotus Fortune', demo: true });
const OTHER = game(8, { name: 'Dragon Gold', vassalage: 'PGS', demo: false });

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
  useToasts.setState({ toasts: [] });
});

const location = () => screen.getByTestId('location').textContent;
const tile = (name: string) => screen.getByRole('article', { name });
const launchAll = vi.fn();

describe('the Demo button of a game tile', () => {
  it('shows on games with a demo only, and opens the demo through the trial launch for a visitor', async () => {
    const api = fakeBackEnd({ [API.gameTrialLaunch]: () => ({ content: { game_url: DEMO_URL } }) });
    renderAt(<GameGrid games={[SLOT, OTHER]} onPlay={launchAll} />, { path: '/rng' });
    expect(within(tile('Dragon Gold')).queryByTestId('demo')).toBeNull();
    const demo = within(tile('Lotus Fortune')).getByRole('button', {
      name: 'Demo: try Lotus Fortune for free with fun credits',
    });
    expect(demo.textContent).toBe('Demo');

    fireEvent.click(demo);
    await waitFor(() =>
      expect(location()).toBe(
        `/game?url=${encodeURIComponent(DEMO_URL)}&name=Lotus+Fortune&vendorCode=LOTUS&gameCode=G7`,
      ),
    );
    expect(api.calls(API.gameTrialLaunch)).toEqual([
      expect.objectContaining({ method: 'POST', body: { gameId: 7, language: 'EN' } }),
    ]);
    // No login pop-up, no real launch.
    expect(useUi.getState().modal).toBeNull();
    expect(api.calls(API.launchGame)).toHaveLength(0);
    expect(launchAll).not.toHaveBeenCalled();
  });

  it("shows the refusal's translation and stays on the page", async () => {
    fakeBackEnd({
      [API.gameTrialLaunch]: () => ({ status: 403, errorCode: 'trial.forbidden', message: 'no demo' }),
    });
    useSession.getState().signIn('tok-1', 'trial1');
    useSession.getState().setAccount(4, 'trial1');
    renderAt(<GameGrid games={[SLOT]} onPlay={launchAll} />, { path: '/rng' });
    fireEvent.click(within(tile('Lotus Fortune')).getByTestId('demo'));
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((toast) => toast.text)).toEqual([
        'Please register or log in with a real account.',
      ]),
    );
    expect(screen.getByTestId('demo').hasAttribute('disabled')).toBe(false);
    expect(location()).toBe('/rng');
  });
});
