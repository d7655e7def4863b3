import { API, type GameItem } from '@platform/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useToasts } from '@/lib/toast';
import { useUi } from '@/lib/ui-store';
import { card, fakeBackEnd, fakeIntersection, game, renderAt, type Request } from '../test/catalogue-kit';
import { GameLobby } from './game-lobby';

const VENDORS = ['LOTUS', 'PGS', 'JILI'];

/** A catalogue of 40 games per vendor; the game list answers pages of the filtered catalogue. */
const CATALOGUE: GameItem[] = VENDORS.flatMap((v, vi) =>
  Array.from({ length: 40 }, (_, i) =>
    game(vi * 100 + i + 1, {
      vassalage: v,
      name: `${v} Game ${i + 1}`,
      gameClassify: i % 2 ? 'VP' : 'SC',
      minBet: i % 3 ? 0.1 : 0.5,
      isHot: i < 3,
    }),
  ),
);

function gameList(r: Request) {
  const pageNo = Number(r.query.get('pageNo'));
  const pageSize = Number(r.query.get('pageSize'));
  const name = r.query.get('gameName')?.toLowerCase();
  const matches = CATALOGUE.filter(
    (g) =>
      (!r.query.get('vassalage') || g.vassalage === r.query.get('vassalage')) &&
      (!r.query.get('gameClassify') || g.gameClassify === r.query.get('gameClassify')) &&
      (!r.query.get('minBet') || g.minBet === Number(r.query.get('minBet'))) &&
      (!name || g.name.toLowerCase().includes(name)),
  );
  return {
    games: matches.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.ceil(matches.length / pageSize),
    totalCount: matches.length,
  };
}

function backEnd(extra: Record<string, (r: Request) => unknown> = {}) {
  const saved = new Set([2]);
  const nodeId = (r: Request) => (r.body as { nodeId: number }).nodeId;
  return fakeBackEnd({
    [API.gameVendor]: () => ({
      data: { lanes: [{ title: 'Slots', gameClassify: 'RNG', cards: VENDORS.map((v) => card(v)) }] },
    }),
    [API.gameList]: gameList,
    [API.hotGames]: (r) => ({
      list: CATALOGUE.filter(
        (g) => g.isHot && (!r.query.get('vassalage') || g.vassalage === r.query.get('vassalage')),
      ),
    }),
    [API.favouriteGames]: () => ({ list: [...saved] }),
    [API.favouriteGamesList]: () => ({
      content: CATALOGUE.filter((g) => saved.has(g.id)),
      totalPages: 1,
      totalCount: saved.size,
    }),
    [API.favouriteAdd]: (r) => ({ nodeId: nodeId(r), favourite: saved.add(nodeId(r)).has(nodeId(r)) }),
    [API.favouriteRemove]: (r) => ({ nodeId: nodeId(r), favourite: !saved.delete(nodeId(r)) }),
    [API.recentGames]: () => ({ list: [], totalPages: 0, totalCount: 0 }),
    ...extra,
  });
}

const tiles = () => within(screen.getByTestId('game-grid')).getAllByRole('article');
const location = () => screen.getByTestId('location').textContent;
const listCalls = (api: ReturnType<typeof backEnd>) =>
  api.calls(API.gameList).map((r) => Object.fromEntries(r.query));

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
  useToasts.setState({ toasts: [] });
});

describe('the lobby', () => {
  it('loads page 1 (14 games), then the next page when the end of the list comes near', async () => {
    const api = backEnd();
    const io = fakeIntersection();
    renderAt(<GameLobby category="RNG" />, { path: '/rng' });
    await waitFor(() => expect(tiles()).toHaveLength(14));
    expect(screen.getByTestId('list-count').textContent).toContain('120');
    expect(listCalls(api)).toEqual([
      expect.objectContaining({ gameType: 'RNG', pageNo: '1', pageSize: '14', clientType: '3' }),
    ]);
    act(() => io.intersect());
    await waitFor(() => expect(tiles()).toHaveLength(28));
    expect(listCalls(api).map((q) => q.pageNo)).toEqual(['1', '2']);
  });

  it('selects the vendor tab from ?page=, and writes the tab chosen back', async () => {
    const api = backEnd();
    fakeIntersection();
    renderAt(<GameLobby category="RNG" />, { path: '/rng?page=PGS' });
    await waitFor(() => expect(tiles()).toHaveLength(14));
    expect(screen.getByTestId('vendor-tab-PGS').getAttribute('aria-selected')).toBe('true');
    expect(listCalls(api)[0]).toMatchObject({ vassalage: 'PGS' });
    fireEvent.click(screen.getByTestId('vendor-tab-JILI'));
    await waitFor(() => expect(location()).toBe('/rng?page=JILI'));
    expect(sessionStorage.getItem('gameVendor')).toBe('JILI');
    await waitFor(() => expect(tiles()[0]!.getAttribute('aria-label')).toBe('JILI Game 1'));
    fireEvent.click(screen.getByTestId('vendor-tab-all'));
    await waitFor(() => expect(location()).toBe('/rng'));
  });

  it('starts again from page 1 with an empty list when the vendor, a filter, the search or the tab changes', async () => {
    const api = backEnd();
    const io = fakeIntersection();
    renderAt(<GameLobby category="RNG" />, { path: '/rng' });
    const scrollTwoPages = async () => {
      await waitFor(() => expect(tiles()).toHaveLength(14));
      act(() => io.intersect());
      await waitFor(() => expect(tiles()).toHaveLength(28));
    };
    await scrollTwoPages();

    // vendor
    fireEvent.click(screen.getByTestId('vendor-tab-LOTUS'));
    await waitFor(() => expect(tiles()).toHaveLength(14));
    expect(listCalls(api).at(-1)).toMatchObject({ vassalage: 'LOTUS', pageNo: '1' });
    act(() => io.intersect());
    await waitFor(() => expect(tiles()).toHaveLength(28));

    // classification
    fireEvent.click(screen.getByTestId('classify-SC'));
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ gameClassify: 'SC', pageNo: '1' }));
    await waitFor(() => expect(tiles()).toHaveLength(14));

    // minimum bet
    fireEvent.change(screen.getByTestId('min-bet'), { target: { value: '0.5' } });
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ minBet: '0.5', pageNo: '1' }));
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(tiles().length).toBeLessThanOrEqual(14);

    // search (debounced: one call for the whole word)
    fireEvent.change(screen.getByTestId('min-bet'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('classify-all'));
    const before = listCalls(api).length;
    for (const text of ['G', 'Ga', 'Game 1'])
      fireEvent.change(screen.getByTestId('search'), { target: { value: text } });
    await waitFor(() => expect(listCalls(api).at(-1)).toMatchObject({ gameName: 'Game 1', pageNo: '1' }));
    expect(
      listCalls(api)
        .slice(before)
        .filter((q) => q.gameName && q.gameName !== 'Game 1'),
    ).toEqual([]);
    await waitFor(() => expect(tiles()).toHaveLength(11));

    // tab: hot, then back to all, which starts from page 1 again
    fireEvent.change(screen.getByTestId('search'), { target: { value: '' } });
    await waitFor(() => expect(tiles()).toHaveLength(14));
    act(() => io.intersect());
    await waitFor(() => expect(tiles()).toHaveLength(28));
    fireEvent.click(screen.getByTestId('tab-hot'));
    await waitFor(() => expect(tiles()).toHaveLength(3));
    const calls = listCalls(api).length;
    fireEvent.click(screen.getByTestId('tab-all'));
    await waitFor(() => expect(tiles()).toHaveLength(14));
    expect(
      listCalls(api)
        .slice(calls)
        .map((q) => q.pageNo),
    ).toEqual(['1']);
  });

  it('shows the hot list in one request, without paging', async () => {
    const api = backEnd();
    const io = fakeIntersection();
    renderAt(<GameLobby category="RNG" />, { path: '/rng?page=PGS' });
    await waitFor(() => expect(tiles()).toHaveLength(14));
    fireEvent.click(screen.getByTestId('tab-hot'));
    await waitFor(() => expect(tiles()).toHaveLength(3));
    act(() => io.intersect());
    expect(api.calls(API.hotGames)).toHaveLength(1);
    expect(api.calls(API.hotGames)[0]!.query.get('vassalage')).toBe('PGS');
    expect(screen.queryByTestId('list-count')).toBeNull();
  });

  it('offers saved and recent games to members only', async () => {
    backEnd();
    fakeIntersection();
    const { unmount } = renderAt(<GameLobby category="RNG" />, { path: '/rng' });
    await waitFor(() => expect(tiles()).toHaveLength(14));
    expect(screen.getAllByRole('tab', { name: /games|Recent/ }).map((t) => t.textContent?.trim())).toEqual([
      'All games',
      'Hot games',
    ]);
    unmount();
    useSession.getState().signIn('tok-1', 'player1');
    renderAt(<GameLobby category="RNG" />, { path: '/rng' });
    fireEvent.click(await screen.findByTestId('tab-saved'));
    await waitFor(() => expect(tiles()).toHaveLength(1));
    expect(tiles()[0]!.getAttribute('aria-label')).toBe('LOTUS Game 2');
    fireEvent.click(screen.getByTestId('tab-recent'));
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
  });

  it('offers the BG classification only when the brand speaks Tagalog', async () => {
    backEnd();
    fakeIntersection();
    const { unmount } = renderAt(<GameLobby category="RNG" />, { path: '/rng' });
    await screen.findByTestId('classify-SC');
    expect(screen.queryByTestId('classify-BG')).toBeNull();
    unmount();
    renderAt(<GameLobby category="RNG" />, { path: '/rng', languages: ['EN', 'TY'] });
    expect(await screen.findByTestId('classify-BG')).toBeTruthy();
  });

  it('shows an empty state, and an error state with a retry', async () => {
    let fail = true;
    backEnd({
      [API.gameList]: (r) => (fail ? { status: 500, errorCode: 'internal', message: 'down' } : gameList(r)),
    });
    fakeIntersection();
    renderAt(<GameLobby category="RNG" />, { path: '/rng' });
    expect(await screen.findByTestId('list-error')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() => expect(tiles()).toHaveLength(14));
    fireEvent.change(screen.getByTestId('search'), { target: { value: 'no such game' } });
    expect(await screen.findByTestId('list-empty')).toBeTruthy();
  });
});

describe('the favourite heart', () => {
  it('sends a visitor to the login pop-up', async () => {
    const api = backEnd();
    fakeIntersection();
    renderAt(<GameLobby category="RNG" />, { path: '/rng' });
    await waitFor(() => expect(tiles()).toHaveLength(14));
    fireEvent.click(within(screen.getByTestId('game-1')).getByTestId('favourite'));
    expect(useUi.getState().modal).toBe('login');
    expect(api.calls(API.favouriteAdd)).toHaveLength(0);
  });

  it('changes at once and stays when the server agrees', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = backEnd();
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.startsWith(API.favouriteAdd)) await gate;
      return answer(input, init);
    });
    fakeIntersection();
    useSession.getState().signIn('tok-1', 'player1');
    renderAt(<GameLobby category="RNG" />, { path: '/rng' });
    await waitFor(() => expect(tiles()).toHaveLength(14));
    const heart = () => within(screen.getByTestId('game-3')).getByTestId('favourite');
    await waitFor(() =>
      expect(within(screen.getByTestId('game-2')).getByTestId('favourite').getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    release();
    await waitFor(() => expect(api.calls(API.favouriteAdd)).toHaveLength(1));
    await waitFor(() => expect(api.calls(API.favouriteGames).length).toBeGreaterThan(1));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(api.calls(API.favouriteAdd)[0]!.body).toEqual({ nodeId: 3, vendor: 'LOTUS', gameType: 'RNG' });
  });

  it('goes back and says why when the server refuses', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backEnd({ [API.favouriteRemove]: () => ({ status: 403, errorCode: 'game.unknown', message: 'no' }) });
    // Hold the refusal until the optimistic state has been seen.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.startsWith(API.favouriteRemove)) await gate;
      return answer(input, init);
    });
    fakeIntersection();
    useSession.getState().signIn('tok-1', 'player1');
    renderAt(<GameLobby category="RNG" />, { path: '/rng' });
    const heart = () => within(screen.getByTestId('game-2')).getByTestId('favourite');
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    release();
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(useToasts.getState().toasts.map((t) => t.text)).toEqual(['This game does not exist.']);
  });
});
