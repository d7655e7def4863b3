import { API } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { useUi } from '@/lib/ui-store';
import { LaunchHost } from '../components/launch-host';
import { fakeBackEnd, game, renderAt } from '../test/catalogue-kit';
import { useLaunchState } from './launch-store';
import {
  gameEntry,
  useLaunchGame,
  vendorEntry,
  type LaunchEntry,
  type LaunchOutcome,
} from './use-launch-game';

const outcomes: LaunchOutcome[] = [];

function Launcher({ entries }: { entries: Record<string, LaunchEntry> }) {
  const launch = useLaunchGame();
  return (
    <>
      {Object.entries(entries).map(([label, entry]) => (
        <button key={label} type="button" onClick={() => void launch(entry).then((o) => outcomes.push(o))}>
          {label}
        </button>
      ))}
      <LaunchHost />
    </>
  );
}

const SLOT = game(7, { name: 'Lotus Fortune', vassalage: 'LOTUS' });
const ENTRIES: Record<string, LaunchEntry> = {
  slot: gameEntry(SLOT),
  lottoGame: gameEntry(
    game(30, { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA5D', defaultPlayType: 'LOTT' }),
  ),
  lottoVendor: vendorEntry('ELOTT', 'ELOTT', 'E-Lottery'),
  rngVendor: vendorEntry('PGS', 'RNG', 'PG Soft'),
  fishVendor: vendorEntry('OCEAN', 'FISH', 'Ocean'),
  vassalage: gameEntry(
    game(40, { name: 'Royal Hall', vassalage: 'ROYAL', gameType: 'LIVE', isGame: 'VASSALAGE' }),
  ),
  cockfight: vendorEntry('DS88', 'DS88', 'Cockfight'),
  liveVendor: vendorEntry('EVO', 'LIVE', 'Evo Live'),
  sportsVendor: vendorEntry('SBO', 'SPORTS', 'SBO Sports'),
  down: gameEntry(game(9, { maintenance: true })),
};

const location = () => screen.getByTestId('location').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const signIn = (type = 0) => {
  useSession.getState().signIn('tok-1', 'player1');
  useSession.getState().setAccount(type, 'player1');
};

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  outcomes.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
  useLaunchState.setState({ popup: null, launching: null });
  useToasts.setState({ toasts: [] });
});

describe('the launch rules', () => {
  it('stop a visitor at the login pop-up, whatever the entry', async () => {
    const api = fakeBackEnd({});
    renderAt(<Launcher entries={ENTRIES} />, { path: '/rng' });
    for (const name of ['slot', 'lottoGame', 'rngVendor', 'vassalage', 'cockfight']) {
      useUi.getState().close();
      click(name);
      await waitFor(() => expect(useUi.getState().modal).toBe('login'));
    }
    expect(outcomes).toEqual(['login', 'login', 'login', 'login', 'login']);
    expect(location()).toBe('/rng');
    expect(api.requests).toHaveLength(0);
  });

  it('stop a trial account at the trial dialog', async () => {
    const api = fakeBackEnd({});
    signIn(4);
    renderAt(<Launcher entries={ENTRIES} />, { path: '/rng' });
    click('slot');
    await waitFor(() => expect(useUi.getState().modal).toBe('trial'));
    click('lottoVendor');
    await waitFor(() => expect(outcomes).toEqual(['trial', 'trial']));
    expect(location()).toBe('/rng');
    expect(api.requests).toHaveLength(0);
  });

  it("open a game's demo for a trial account through launchGame, and the trial dialog for the rest", async () => {
    const api = fakeBackEnd({
      [API.launchGame]: () => ({ content: { game_url: '/house/dice/?token=f&lang=EN&mode=demo' } }),
    });
    signIn(4);
    renderAt(
      <Launcher
        entries={{ demo: gameEntry(game(11, { name: 'Lucky Dice', demo: true })), other: ENTRIES.slot! }}
      />,
      { path: '/rng' },
    );
    click('demo');
    await waitFor(() => expect(outcomes).toEqual(['launched']));
    expect(api.calls(API.launchGame)).toHaveLength(1);
    expect(location()).toMatch(/^\/game\?url=.*mode%3Ddemo/);
    click('other');
    await waitFor(() => expect(useUi.getState().modal).toBe('trial'));
    expect(api.calls(API.launchGame)).toHaveLength(1);
  });

  it('send lottery vendors to /lottery with the game code, vendor and play type', async () => {
    fakeBackEnd({});
    signIn();
    renderAt(<Launcher entries={ENTRIES} />, { path: '/' });
    click('lottoGame');
    await waitFor(() => expect(location()).toBe('/lottery?gameCode=SEA5D&vendor=TCG_SEA&playType=LOTT'));
    click('lottoVendor');
    await waitFor(() => expect(location()).toBe('/lottery?vendor=ELOTT'));
  });

  it('store an RNG vendor entry under gameVendor and open its tab of /rng', async () => {
    const api = fakeBackEnd({});
    signIn();
    renderAt(<Launcher entries={ENTRIES} />, { path: '/' });
    click('rngVendor');
    await waitFor(() => expect(location()).toBe('/rng?page=PGS'));
    expect(sessionStorage.getItem('gameVendor')).toBe('PGS');
    click('fishVendor');
    await waitFor(() => expect(location()).toBe('/fish?page=OCEAN'));
    expect(api.requests).toHaveLength(0);
  });

  it('launch a game through launchGame and open it in /game', async () => {
    const api = fakeBackEnd({
      [API.launchGame]: () => ({ content: { game_url: '/house/slot?session=abc' } }),
    });
    signIn();
    renderAt(<Launcher entries={ENTRIES} />, { path: '/rng' });
    click('slot');
    await waitFor(() =>
      expect(location()).toBe(
        // With its vendor and game code: the frame's round recall asks by them.
        `/game?url=${encodeURIComponent('/house/slot?session=abc')}&name=Lotus+Fortune&vendorCode=LOTUS&gameCode=G7`,
      ),
    );
    const [launch] = api.calls(API.launchGame);
    expect(launch).toMatchObject({ method: 'POST', body: { gameId: 7, language: 'EN' } });
    expect(outcomes).toEqual(['launched']);
  });

  it('open the pop-up game list for an isGame VASSALAGE entry, and launch the game chosen there', async () => {
    const api = fakeBackEnd({
      [API.gameList]: () => ({
        games: [
          game(41, { name: 'Baccarat A', vassalage: 'ROYAL', gameType: 'LIVE' }),
          game(42, { name: 'Roulette B', vassalage: 'ROYAL', gameType: 'LIVE' }),
        ],
        totalPages: 1,
        totalCount: 2,
      }),
      [API.launchGame]: (r) => ({
        content: { game_url: `/house/live?id=${(r.body as { gameId: number }).gameId}` },
      }),
    });
    signIn();
    renderAt(<Launcher entries={ENTRIES} />, { path: '/live' });
    click('vassalage');
    const popup = await screen.findByTestId('vendor-games');
    expect(within(popup).getByRole('heading').textContent).toContain('Royal Hall');
    await within(popup).findByText('Roulette B');
    const list = api.calls(API.gameList)[0]!;
    expect(list.query.get('vassalage')).toBe('ROYAL');
    expect(list.query.get('gameType')).toBe('LIVE');
    expect(api.calls(API.launchGame)).toHaveLength(0);

    fireEvent.click(within(screen.getByTestId('game-42')).getByTestId('play'));
    await waitFor(() => expect(location()).toContain(`/game?url=${encodeURIComponent('/house/live?id=42')}`));
    expect(screen.queryByTestId('vendor-games')).toBeNull();
  });

  it("launch the cockfight entry directly: the vendor's lobby game, no page, no list", async () => {
    const api = fakeBackEnd({
      [API.launchGame]: () => ({ content: { game_url: '/house/cockfight?s=1' } }),
    });
    signIn();
    renderAt(<Launcher entries={ENTRIES} />, { path: '/' });
    click('cockfight');
    await waitFor(() => expect(location()).toContain('/game?url='));
    expect(location()).toContain('name=Cockfight');
    expect(api.calls(API.launchGame)[0]?.body).toMatchObject({ vendor: 'DS88', gameCode: 'lobby' });
    expect(api.calls(API.gameList)).toHaveLength(0);
    expect(screen.queryByTestId('vendor-games')).toBeNull();
  });

  it('launch a sports vendor entry directly, and send a live vendor entry to its tab of /live', async () => {
    const api = fakeBackEnd({
      [API.launchGame]: () => ({ content: { game_url: 'https://cdn.games.example/play/book?t=1' } }),
    });
    signIn();
    renderAt(<Launcher entries={ENTRIES} />, { path: '/' });
    click('sportsVendor');
    await waitFor(() => expect(location()).toContain('/game?url=https'));
    expect(api.calls(API.launchGame)[0]?.body).toMatchObject({ vendor: 'SBO', gameCode: 'lobby' });
    click('liveVendor');
    await waitFor(() => expect(location()).toBe('/live?page=EVO'));
    expect(api.calls(API.launchGame)).toHaveLength(1);
  });

  it('show a refusal as the translation of its error code, and stay on the page', async () => {
    fakeBackEnd({
      [API.launchGame]: () => ({ status: 422, errorCode: 'wallet.insufficient', message: 'balance too low' }),
    });
    signIn();
    renderAt(<Launcher entries={ENTRIES} />, { path: '/rng' });
    click('slot');
    await waitFor(() => expect(outcomes).toEqual(['failed']));
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['Your balance is not enough.']);
    expect(location()).toBe('/rng');
  });

  it("show the operator's message of a launch refused for maintenance, else the site's own text", async () => {
    let told: string | null = 'PG Soft is upgrading until 03:00.';
    fakeBackEnd({
      [API.launchGame]: () => ({
        status: 503,
        errorCode: 'game.maintenance',
        message: told ?? 'Lotus Games is under maintenance.',
        value: told ? { operatorMessage: told } : null,
      }),
    });
    signIn();
    renderAt(<Launcher entries={ENTRIES} />, { path: '/rng' });
    click('slot');
    await waitFor(() => expect(outcomes).toEqual(['failed']));
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['PG Soft is upgrading until 03:00.']);
    told = null;
    click('slot');
    await waitFor(() => expect(outcomes).toEqual(['failed', 'failed']));
    expect(
      useToasts
        .getState()
        .toasts.map((t) => t.text)
        .at(-1),
    ).toBe('This game is under maintenance. Try one of the hot games.');
    expect(location()).toBe('/rng');
  });

  it('do not call the server for a game under maintenance', async () => {
    const api = fakeBackEnd({});
    signIn();
    renderAt(<Launcher entries={ENTRIES} />, { path: '/rng' });
    click('down');
    await waitFor(() => expect(outcomes).toEqual(['failed']));
    expect(useToasts.getState().toasts[0]?.text).toMatch(/maintenance/);
    expect(api.requests).toHaveLength(0);
  });
});
