import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_CONTENT_PATHS as P, type AdminBanner } from '@platform/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { apiRefusal, mockApi, renderWithApp, signIn, signOut } from '../../test/render';
import BannersScreen from './BannersScreen';
import PopupsScreen from './PopupsScreen';

const banner: AdminBanner = {
  id: 7,
  groupName: 'w_home',
  imageUrl: '/art/banners/w_home-1.svg',
  linkageType: 1,
  linkUrl: '/live',
  sort: 0,
  enabled: true,
  startsAt: '2026-05-01T00:00:00.000Z',
  endsAt: null,
  state: 'live',
  texts: { EN: { title: '<b>Autumn</b> cup' }, VI: { title: 'Cúp mùa thu' } },
};
const page = <T,>(list: T[]) => ({ list, pageNo: 1, pageSize: 20, totalCount: list.length, totalPages: 1 });

afterEach(() => signOut());

describe('banners', () => {
  it('lists the banners paged by the server, titles as text, and previews a language', async () => {
    signIn({ role: 'support' });
    const calls = mockApi({ [`GET ${P.banners}`]: page([banner]) });
    renderWithApp(<BannersScreen />, { path: '/content/banners' });
    const cell = await screen.findByText('<b>Autumn</b> cup');
    expect(document.querySelector('tbody b')).toBeNull();
    expect(calls[0]?.url).toContain('pageNo=1');
    fireEvent.click(cell);
    expect(await screen.findByText('Banner #7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'vi' }));
    const preview = screen.getByLabelText('Preview');
    expect(preview.textContent).toContain('Cúp mùa thu');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('/art/banners/w_home-1.svg');
  });

  it('shows the server’s refusal naming the field, and viewers get no write buttons', async () => {
    signIn({ role: 'support' });
    mockApi({
      [`GET ${P.banners}`]: page([banner]),
      [`PUT /admin/content/banners/7`]: apiRefusal(
        400,
        'validation.failed',
        'imageUrl: an image path',
        'imageUrl',
      ),
    });
    renderWithApp(<BannersScreen />, { path: '/content/banners' });
    fireEvent.click(await screen.findByText('<b>Autumn</b> cup'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('imageUrl: an image path');

    signOut();
    signIn({ role: 'viewer' });
    mockApi({ [`GET ${P.banners}`]: page([banner]) });
    renderWithApp(<BannersScreen />, { path: '/content/banners' });
    await waitFor(() => expect(screen.getAllByText('<b>Autumn</b> cup').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: /Add banner/ })).toBeNull();
  });
});

describe('pop-ups', () => {
  it('asks only for pop-up types and shows the execution rule', async () => {
    signIn({ role: 'owner' });
    const calls = mockApi({
      [`GET ${P.announcements}`]: page([
        {
          id: 3,
          type: 'H',
          execution: 'D',
          sort: 0,
          enabled: true,
          startsAt: '2026-05-01T00:00:00.000Z',
          endsAt: null,
          createdAt: '2026-05-01T00:00:00.000Z',
          state: 'live',
          texts: { EN: { title: 'Welcome', content: '<p>Hi</p>' } },
        },
      ]),
    });
    renderWithApp(<PopupsScreen />, { path: '/content/popups' });
    expect(await screen.findByText('Once a day')).toBeTruthy();
    expect(decodeURIComponent(calls[0]?.url ?? '')).toContain('type=PU,H');
  });
});
