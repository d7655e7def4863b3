import { API } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { applyTheme } from '@/lib/theme';
import { useUi } from '@/lib/ui-store';
import { card, fakeBackEnd, fakeIntersection, game, renderAt } from '../test/catalogue-kit';
import { CategoryGames } from './category-games';
import { FbSports } from './fb-sports';
import { SeamlessGames } from './seamless-games';

const lanes = (gameClassify: string, cards: ReturnType<typeof card>[]) => ({
  data: { lanes: [{ title: gameClassify, gameClassify, cards }] },
});
const location = () => screen.getByTestId('location').textContent;

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
  applyTheme('light');
});

describe('the games page of live casino, sports and e-sports', () => {
  it("shows the category's vendors with their state, and a vendor card follows the launch rules", async () => {
    const api = fakeBackEnd({
      [API.gameVendor]: () =>
        lanes('SPORTS', [
          card('ARENA', { gameType: 'SPORTS', displayName: 'Arena Sports' }),
          card('KICKOFF', { gameType: 'SPORTS', displayName: 'Kickoff', maintenance: true }),
        ]),
      [API.launchGame]: () => ({ content: { game_url: '/house/book?s=1' } }),
    });
    useSession.getState().signIn('tok-1', 'player1');
    renderAt(<CategoryGames category="SPORTS" />, { path: '/sports' });
    const cards = await screen.findByTestId('vendor-cards');
    expect(within(cards).getByTestId('vendor-card-KICKOFF').hasAttribute('disabled')).toBe(true);
    expect(within(cards).getByTestId('vendor-card-KICKOFF').textContent).toContain('Under maintenance');
    fireEvent.click(within(cards).getByTestId('vendor-card-ARENA'));
    await waitFor(() => expect(location()).toContain('/game?url='));
    expect(api.calls(API.launchGame)[0]?.body).toMatchObject({ vendor: 'ARENA', gameCode: 'lobby' });
    expect(screen.queryByTestId('lobby-SPORTS')).toBeNull();
  });

  it("opens the sportsbook's e-sports entry from its e-sports card, in the site's theme", async () => {
    const api = fakeBackEnd({
      [API.gameVendor]: () =>
        lanes('ESPORTS', [card('FB', { gameType: 'ESPORTS', displayName: 'Lotus E-sports' })]),
      [API.launchGame]: () => ({ content: { game_url: '/sportsbook/?t=abc&lang=EN&group=esports' } }),
    });
    applyTheme('dark');
    useSession.getState().signIn('tok-1', 'player1');
    renderAt(<CategoryGames category="ESPORTS" />, { path: '/esports' });
    fireEvent.click(await screen.findByTestId('vendor-card-FB'));
    await waitFor(() => expect(location()).toContain('/game?url='));
    expect(api.calls(API.launchGame)[0]?.body).toMatchObject({ vendor: 'FB', gameCode: 'esports' });
    const framed = new URL(location(), 'http://site.test').searchParams.get('url')!;
    expect(framed).toBe('/sportsbook/?t=abc&lang=EN&group=esports&theme=dark');
  });

  it('adds the live tables as a lobby, and a live vendor card opens its tab', async () => {
    fakeIntersection();
    const api = fakeBackEnd({
      [API.gameVendor]: () =>
        lanes('LIVE', [card('VELVET', { gameType: 'LIVE' }), card('ORCHID', { gameType: 'LIVE' })]),
      [API.gameList]: () => ({
        games: [game(1, { gameType: 'LIVE', vassalage: 'VELVET', name: 'Velvet Baccarat 1' })],
        totalPages: 1,
        totalCount: 1,
      }),
    });
    useSession.getState().signIn('tok-1', 'player1');
    renderAt(<CategoryGames category="LIVE" />, { path: '/live' });
    expect(await screen.findByText('Velvet Baccarat 1')).toBeTruthy();
    expect(screen.queryByTestId('classify-SC')).toBeNull();
    fireEvent.click(screen.getByTestId('vendor-card-ORCHID'));
    await waitFor(() => expect(location()).toBe('/live?page=ORCHID'));
    await waitFor(() => expect(api.calls(API.gameList).at(-1)?.query.get('vassalage')).toBe('ORCHID'));
  });
});

describe('the seamless page', () => {
  it("shows the in-house vendor's games and the way to verify a round", async () => {
    const api = fakeBackEnd({
      [API.gameList]: () => ({
        games: [game(1, { name: 'Lotus Fortune' }), game(2, { name: 'Lucky Dice' })],
        totalPages: 1,
        totalCount: 2,
      }),
    });
    renderAt(<SeamlessGames />, { path: '/seamless' });
    expect(await screen.findByText('Lucky Dice')).toBeTruthy();
    expect(api.calls(API.gameList)[0]?.query.get('vassalage')).toBe('LOTUS');
    expect(screen.getByTestId('verify-link').getAttribute('href')).toBe('/house/verify');
    expect(screen.getByRole('heading', { name: 'Provably fair' })).toBeTruthy();
  });
});

describe('the FB sports page', () => {
  const fb = (over = {}) =>
    lanes('SPORTS', [card('FB', { gameType: 'SPORTS', displayName: 'FB Sports', gameCount: 1, ...over })]);

  it('says so when the brand has no FB sports book', async () => {
    fakeBackEnd({ [API.gameVendor]: () => lanes('SPORTS', [card('ARENA', { gameType: 'SPORTS' })]) });
    renderAt(<FbSports />, { path: '/fbsports' });
    expect((await screen.findByTestId('fb-state')).textContent).toContain('not connected');
  });

  it('asks a visitor to log in, and opens the book in place for a member through GCS_gameLaunchFB', async () => {
    const api = fakeBackEnd({
      [API.gameVendor]: () => fb(),
      [API.gameLaunchFB]: () => ({ content: { game_url: 'https://cdn.games.example/play/fb?t=1' } }),
    });
    const { unmount } = renderAt(<FbSports />, { path: '/fbsports' });
    expect((await screen.findByTestId('fb-state')).textContent).toContain('Log in');
    expect(api.calls(API.gameLaunchFB)).toHaveLength(0);
    unmount();
    useSession.getState().signIn('tok-1', 'player1');
    renderAt(<FbSports />, { path: '/fbsports' });
    const frame = await screen.findByTitle('FB Sports');
    expect(frame.getAttribute('src')).toBe('https://cdn.games.example/play/fb?t=1&theme=light');
    expect(api.calls(API.gameLaunchFB)).toHaveLength(1);
    expect(api.calls(API.gameLaunchFB)[0]?.body).toEqual({ gameType: 'SPORTS', language: 'EN' });
    expect(api.calls(API.launchGame)).toHaveLength(0);
    expect(location()).toBe('/fbsports');
  });

  it("opens the e-sports entry with the page's selection in the slip, in the site's theme", async () => {
    const api = fakeBackEnd({
      [API.gameVendor]: (r) =>
        lanes(r.query.get('gameType') ?? '', [
          card('FB', { gameType: 'ESPORTS', displayName: 'Lotus E-sports', gameCount: 1 }),
        ]),
      [API.gameLaunchFB]: () => ({ content: { game_url: '/sportsbook/?t=abc&lang=EN&group=esports' } }),
    });
    applyTheme('dark');
    useSession.getState().signIn('tok-1', 'player1');
    const select = '42:1x2:-~home';
    renderAt(<FbSports />, { path: `/fbsports?group=esports&select=${encodeURIComponent(select)}` });
    const frame = await screen.findByTitle('Lotus E-sports');
    const src = new URL(frame.getAttribute('src')!, 'http://site.test');
    expect(src.pathname).toBe('/sportsbook/');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      t: 'abc',
      lang: 'EN',
      group: 'esports',
      theme: 'dark',
      select,
    });
    expect(api.calls(API.gameVendor)[0]?.query.get('gameType')).toBe('ESPORTS');
    expect(api.calls(API.gameLaunchFB)[0]?.body).toEqual({ gameType: 'ESPORTS', language: 'EN' });
  });

  it('shows its state when it cannot be played: under maintenance, or not connected', async () => {
    fakeBackEnd({ [API.gameVendor]: () => fb({ maintenance: true }) });
    useSession.getState().signIn('tok-1', 'player1');
    const { unmount } = renderAt(<FbSports />, { path: '/fbsports' });
    expect((await screen.findByTestId('fb-state')).textContent).toContain('maintenance');
    unmount();
    fakeBackEnd({
      [API.gameVendor]: () => fb(),
      [API.gameLaunchFB]: () => ({
        status: 503,
        errorCode: 'game.not.connected',
        message: 'FB is not connected',
      }),
    });
    renderAt(<FbSports />, { path: '/fbsports' });
    await waitFor(() => expect(screen.getByTestId('fb-state').textContent).toContain('not connected'));
  });
});
