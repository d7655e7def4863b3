import type { GameMenus, MenuVendor } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { gameMenusQuery, stripVendors } from '../api/get-game-menus';
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

function renderNav() {
  const client = new QueryClient();
  client.setQueryData(gameMenusQuery('EN').queryKey, MENUS);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <nav>
          <CategoryNav />
        </nav>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('EN');
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
