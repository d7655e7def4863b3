import type { GameMenus, MenuVendor } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API } from '@platform/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { lotteryBackEnd } from '@/test/lottery-back-end';
import { fakeBackEnd } from '../test/catalogue-kit';
import { gameMenusQuery, stripVendors } from '../api/menu-calls';
import { CategoryNav } from './category-nav';

const vendor = (code: string): MenuVendor => ({
  vendor: code,
  displayName: `${code} name`,
  logo: `/art/vendors/${code}.svg`,
  logoWhite: `/art/vendors/${code}-white.svg`,
  isHot: 0,
  maintenance: false,
});

const MENUS: GameMenus = {
  menus: [
    { gameType: 'RNG', vendors: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(vendor) },
    { gameType: 'FISH', vendors: [vendor('A'), vendor('OCEAN')] },
    { gameType: 'LOTT', vendors: [vendor('TCG_SEA'), vendor('LOTT')] },
    { gameType: 'DS88', vendors: [vendor('DS88')] },
  ],
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderNav(menus: GameMenus = MENUS) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(gameMenusQuery('EN').queryKey, menus);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <nav>
          <CategoryNav />
        </nav>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().signOut();
  useUi.getState().close();
});

describe('the category navigation', () => {
  it('has one entry per category of the menus, leading to its page', () => {
    renderNav();
    const entries = ['RNG', 'FISH', 'LOTT', 'DS88'].map((c) => screen.getByTestId(`nav-${c}`));
    expect(entries.map((e) => e.firstElementChild?.getAttribute('href'))).toEqual([
      '/rng',
      '/fish',
      '/lottery',
      '/game?vendor=DS88',
    ]);
  });

  it('lists at most 6 vendors, each with its logo, then More', () => {
    renderNav();
    const rng = screen.getByTestId('nav-RNG');
    const vendors = within(rng).getAllByRole('listitem');
    expect(vendors).toHaveLength(6);
    expect(within(vendors[0]!).getByRole('link').getAttribute('href')).toBe('/rng?page=A');
    expect(vendors[0]!.querySelector('img')?.getAttribute('width')).toBe('160');
    expect(within(rng).getByRole('link', { name: /More/ }).getAttribute('href')).toBe('/rng');
  });
});

/** The menus of a brand showing both lottery categories: the in-house LOTT beside a feed, and ELOTT. */
const BOTH: GameMenus = {
  menus: [...MENUS.menus.slice(0, 3), { gameType: 'ELOTT', vendors: [vendor('ELOTT')] }, MENUS.menus[3]!],
};

const linksOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((a) => [a.textContent?.trim(), a.getAttribute('href')]);

describe('a lottery dropdown', () => {
  it("asks for nothing until it opens, then lists its vendors' games by group, each to its betting view", async () => {
    const api = lotteryBackEnd();
    renderNav(BOTH);
    const lott = screen.getByTestId('nav-LOTT');
    // Closed: no lottery call yet, and the lobby's loading state waits in the dropdown.
    expect(api.calls(API.lotteryMenu)).toHaveLength(0);
    expect(within(lott).getByRole('status').textContent).toBe('Loading games');

    fireEvent.mouseEnter(lott);
    await within(lott).findByTestId('nav-game-VN-N');
    expect(api.calls(API.lotteryMenu)).toHaveLength(1);
    expect(api.calls(API.lotteryMenu)[0]?.query.get('language')).toBe('EN');
    expect(within(lott).queryByRole('status')).toBeNull();
    // The groups as the lobby groups them, named by the call, each a list of links.
    const vietnam = within(lott).getByRole('list', { name: 'Vietnam' });
    expect(linksOf(vietnam)).toEqual([
      ['Northern lottery', '/lottery?gameCode=VN-N'],
      ['Southern lottery', '/lottery?gameCode=VN-S'],
    ]);
    expect(linksOf(within(lott).getByRole('list', { name: 'Fast' }))).toEqual([
      ['Lotus 1-minute', '/lottery?gameCode=FAST1'],
      ['Lotus 5-minute', '/lottery?gameCode=FAST5'],
    ]);
    expect(linksOf(within(lott).getByRole('list', { name: 'Keno' }))).toEqual([
      ['Lotus Keno', '/lottery?gameCode=KENO5'],
    ]);
    // The e-lottery's game is under its own category, from the same answer; More stays.
    expect(within(lott).queryByTestId('nav-game-EFAST3')).toBeNull();
    expect(within(lott).getByRole('link', { name: /More/ }).getAttribute('href')).toBe('/lottery');
    const elott = screen.getByTestId('nav-ELOTT');
    expect(linksOf(elott)).toEqual([
      ['E-Lottery', '/elott'],
      ['E-lottery 3-minute', '/lottery?gameCode=EFAST3'],
      ['More', '/elott'],
    ]);
    fireEvent.mouseEnter(elott);
    expect(api.calls(API.lotteryMenu)).toHaveLength(1);

    // Choosing a game opens its betting view and closes the dropdown over it.
    fireEvent.click(within(lott).getByRole('link', { name: 'Lotus Keno' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/lottery?gameCode=KENO5'));
    expect(lott.className).toMatch(/closed/);
  });

  it('lists every in-house game under the lottery when the menus show no e-lottery, opened from the keyboard', async () => {
    const api = lotteryBackEnd();
    renderNav();
    const lott = screen.getByTestId('nav-LOTT');
    within(lott).getAllByRole('link')[0]!.focus();
    await within(lott).findByTestId('nav-game-EFAST3');
    expect(api.calls(API.lotteryMenu)).toHaveLength(1);
    expect(
      within(lott)
        .getAllByTestId(/^nav-game-/)
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/lottery?gameCode=VN-N',
      '/lottery?gameCode=VN-S',
      '/lottery?gameCode=FAST1',
      '/lottery?gameCode=FAST5',
      '/lottery?gameCode=EFAST3',
      '/lottery?gameCode=KENO5',
    ]);
    // The feed's vendor is on the category page (More), not in the dropdown.
    expect(within(lott).queryByRole('link', { name: /TCG_SEA name/ })).toBeNull();
  });

  it("asks nothing in the phone's drawer, where the entries are links only", () => {
    const api = lotteryBackEnd();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query !== '(min-width: 721px)' }));
    renderNav();
    const lott = screen.getByTestId('nav-LOTT');
    fireEvent.mouseEnter(lott);
    within(lott).getAllByRole('link')[0]!.focus();
    expect(api.calls(API.lotteryMenu)).toHaveLength(0);
  });

  it('keeps the vendors of a lottery category none of whose vendors has an in-house game', async () => {
    const api = lotteryBackEnd();
    renderNav({
      menus: [
        { gameType: 'LOTT', vendors: [vendor('TCG_SEA')] },
        { gameType: 'ELOTT', vendors: [vendor('ELOTT')] },
      ],
    });
    const lott = screen.getByTestId('nav-LOTT');
    fireEvent.mouseEnter(lott);
    const link = await within(lott).findByRole('link', { name: /TCG_SEA name/ });
    expect(link.getAttribute('href')).toBe('/lottery?vendor=TCG_SEA');
    expect(api.calls(API.lotteryMenu)).toHaveLength(1);
    expect(within(lott).queryByTestId(/^nav-game-/)).toBeNull();
  });

  it('says when the games could not be loaded, and asks again on retry', async () => {
    lotteryBackEnd();
    const answer = globalThis.fetch;
    let calls = 0;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      calls += 1;
      return calls === 1 ? Promise.resolve(new Response('', { status: 503 })) : answer(input, init);
    });
    renderNav();
    const lott = screen.getByTestId('nav-LOTT');
    fireEvent.mouseEnter(lott);
    const retry = await within(lott).findByRole('button', { name: 'Try again' });
    expect(within(lott).getByRole('alert').textContent).toContain('The games could not be loaded');
    fireEvent.click(retry);
    expect(await within(lott).findByTestId('nav-game-VN-N')).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('the vendor entries of the navigation', () => {
  it('follow the launch rules: a visitor gets the login pop-up', async () => {
    renderNav();
    fireEvent.click(within(screen.getByTestId('nav-RNG')).getByRole('link', { name: /B name/ }));
    await waitFor(() => expect(useUi.getState().modal).toBe('login'));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('open the vendor tab of the lobby for a member, the vendor kept under gameVendor', async () => {
    useSession.getState().signIn('tok-1', 'player1');
    renderNav();
    fireEvent.click(within(screen.getByTestId('nav-FISH')).getByRole('link', { name: /OCEAN name/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fish?page=OCEAN'));
    expect(sessionStorage.getItem('gameVendor')).toBe('OCEAN');
  });

  it('launch the cockfight directly from its entry', async () => {
    const api = fakeBackEnd({ [API.launchGame]: () => ({ content: { game_url: '/house/cockfight?s=2' } }) });
    useSession.getState().signIn('tok-1', 'player1');
    renderNav();
    fireEvent.click(within(screen.getByTestId('nav-DS88')).getAllByRole('link')[0]!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/game?url='));
    expect(api.calls(API.launchGame)[0]?.body).toMatchObject({ vendor: 'DS88', gameCode: 'lobby' });
  });
});

describe('the footer strip vendors', () => {
  it('are each vendor once, lottery feeds (TCG) left out', () => {
    expect(stripVendors(MENUS).map((v) => v.vendor)).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
      'OCEAN',
      'LOTT',
      'DS88',
    ]);
  });
});

describe('a category dropdown', () => {
  it('closes once an entry is chosen, and opens again after the pointer leaves; Escape closes it', async () => {
    renderNav();
    const entry = screen.getByTestId('nav-RNG');
    const more = within(entry).getByRole('link', { name: /More/ });
    fireEvent.mouseEnter(entry);
    expect(entry.className).not.toMatch(/closed/);
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rng'));
    expect(entry.className).toMatch(/closed/);
    expect(entry.contains(document.activeElement)).toBe(false);
    fireEvent.mouseLeave(entry);
    expect(entry.className).not.toMatch(/closed/);

    const link = within(entry).getAllByRole('link')[0]!;
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(entry.className).toMatch(/closed/);
  });
});
