import type { GameMenus, MenuVendor } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API } from '@platform/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
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

function renderNav() {
  const client = new QueryClient();
  client.setQueryData(gameMenusQuery('EN').queryKey, MENUS);
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

  it('sends a lottery vendor to the lottery page', () => {
    renderNav();
    const link = within(screen.getByTestId('nav-LOTT')).getByRole('link', { name: /LOTT name/ });
    expect(link.getAttribute('href')).toBe('/lottery?vendor=LOTT');
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
