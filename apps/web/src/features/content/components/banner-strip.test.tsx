import { LINKAGE_TYPES, type Banner } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useUi } from '@/lib/ui-store';
import { bannersQuery } from '../api/content-calls';
import { BannerStrip } from './banner-strip';

const banner = (id: number, linkageType: number, linkUrl: string | null = null): Banner => ({
  bannerId: id,
  groupName: 'w_home',
  title: `Banner ${id}`,
  url: `/art/banners/w_home-${id}.svg`,
  linkageType,
  linkUrl,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The strip with its banners already in the cache (or still loading when `banners` is undefined). */
function renderStrip(banners: Banner[] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (banners) client.setQueryData(bannersQuery('w_home', 'EN').queryKey, banners);
  else vi.stubGlobal('fetch', () => new Promise(() => undefined));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <BannerStrip group="w_home" />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type SwiperElement = HTMLElement & {
  swiper?: { params: { autoplay: { delay: number } | false; loop: boolean }; autoplay: { running: boolean } };
};

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useUi.getState().close();
});

describe('the banner strip', () => {
  it('keeps its 4:1 place while the banners load', () => {
    renderStrip(undefined);
    expect(screen.getByTestId('banner-placeholder')).toBeTruthy();
  });

  it('renders nothing at all when the group has no banner', () => {
    const { container } = renderStrip([]);
    expect(screen.queryByTestId('banner-strip')).toBeNull();
    expect(screen.queryByTestId('banner-placeholder')).toBeNull();
    expect(container.querySelector('section, img')).toBeNull();
  });

  it('shows one banner still: no slider, no autoplay, no pagination', async () => {
    const { container } = renderStrip([banner(1, LINKAGE_TYPES.none)]);
    const img = screen.getByRole('img', { name: 'Banner 1' });
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    // Nothing else loads later either.
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('.swiper')).toBeNull();
    expect(container.querySelector('.swiper-pagination-bullet')).toBeNull();
  });

  it('slides several banners every 5000 ms with clickable pagination, once the page has settled', async () => {
    const { container } = renderStrip([
      banner(1, LINKAGE_TYPES.none),
      banner(2, LINKAGE_TYPES.none),
      banner(3, LINKAGE_TYPES.none),
    ]);
    // First the still picture with the pagination in place (Swiper is not for the first paint)...
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.getAllByRole('button', { name: /Show banner/ })).toHaveLength(3);
    // ...then the slider takes over by itself.
    await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull(), { timeout: 5000 });
    const el = container.querySelector<SwiperElement>('.swiper');
    await waitFor(() => expect(el?.swiper).toBeDefined());
    const params = el?.swiper?.params;
    expect(params?.autoplay && params.autoplay.delay).toBe(5000);
    expect(el?.swiper?.autoplay.running).toBe(true);
    const bullets = container.querySelectorAll('.swiper-pagination-clickable .swiper-pagination-bullet');
    expect(bullets).toHaveLength(3);
    // Only the first picture is the page's largest paint; the others wait.
    const images = screen.getAllByRole('img', { name: /Banner/ });
    const eager = images.filter((i) => i.getAttribute('loading') === 'eager');
    expect(eager.map((i) => i.getAttribute('alt'))).toEqual(['Banner 1']);
  });

  it('has a pause button that stops and starts the slides, and holds them under the pointer', async () => {
    const { container } = renderStrip([banner(1, LINKAGE_TYPES.none), banner(2, LINKAGE_TYPES.none)]);
    // The button is there before the slider arrives, and what it was set to carries over.
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banners' }));
    await waitFor(() => expect(container.querySelector<SwiperElement>('.swiper')?.swiper).toBeDefined(), {
      timeout: 5000,
    });
    const swiper = () => container.querySelector<SwiperElement>('.swiper')?.swiper;
    await waitFor(() => expect(swiper()?.autoplay.running).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Play the banners' }));
    await waitFor(() => expect(swiper()?.autoplay.running).toBe(true));
    const strip = screen.getByTestId('banner-strip');
    fireEvent.pointerEnter(strip, { pointerType: 'mouse' });
    await waitFor(() => expect(swiper()?.autoplay.running).toBe(false));
    fireEvent.pointerLeave(strip, { pointerType: 'mouse' });
    await waitFor(() => expect(swiper()?.autoplay.running).toBe(true));
    expect(screen.getByRole('button', { name: 'Pause the banners' })).toBeTruthy();
  });

  it('does not slide by itself when the visitor asked for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { container } = renderStrip([banner(1, LINKAGE_TYPES.none), banner(2, LINKAGE_TYPES.none)]);
    expect(screen.getByRole('button', { name: 'Play the banners' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector<SwiperElement>('.swiper')?.swiper).toBeDefined(), {
      timeout: 5000,
    });
    const swiper = () => container.querySelector<SwiperElement>('.swiper')?.swiper;
    await waitFor(() => expect(swiper()?.autoplay.running).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Play the banners' }));
    await waitFor(() => expect(swiper()?.autoplay.running).toBe(true));
    vi.unstubAllGlobals();
  });

  it('brings the slider at once, at the asked banner, when its pagination is clicked', async () => {
    const { container } = renderStrip([banner(1, LINKAGE_TYPES.none), banner(2, LINKAGE_TYPES.none)]);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 2' }));
    await waitFor(() => expect(container.querySelector<SwiperElement>('.swiper')?.swiper).toBeDefined(), {
      timeout: 1500,
    });
    const active = container.querySelector('.swiper-slide-active');
    expect(active?.querySelector('img')?.getAttribute('alt')).toBe('Banner 2');
  });

  it('follows a route link', async () => {
    renderStrip([banner(1, LINKAGE_TYPES.route, '/live')]);
    await userEvent.click(screen.getByTestId('banner-1'));
    expect(screen.getByTestId('where').textContent).toBe('/live');
  });

  it('opens a promotion by its id', async () => {
    renderStrip([banner(1, LINKAGE_TYPES.promotion, '7')]);
    await userEvent.click(screen.getByTestId('banner-1'));
    expect(screen.getByTestId('where').textContent).toBe('/promoDetail?id=7');
  });

  it('opens an external address in a new tab, without a handle on the site', () => {
    renderStrip([banner(1, LINKAGE_TYPES.external, 'https://example.com/offer')]);
    const link = screen.getByTestId('banner-1');
    expect(link.getAttribute('href')).toBe('https://example.com/offer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('opens the register modal', async () => {
    renderStrip([banner(1, LINKAGE_TYPES.register)]);
    await userEvent.click(screen.getByTestId('banner-1'));
    expect(useUi.getState().modal).toBe('register');
  });

  it('does nothing for a banner without a link', async () => {
    renderStrip([banner(1, LINKAGE_TYPES.none)]);
    expect(screen.getByTestId('banner-1').tagName).toBe('DIV');
    await userEvent.click(screen.getByTestId('banner-1'));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(useUi.getState().modal).toBeNull();
  });

  it('does not follow an unsafe or malformed link', () => {
    renderStrip([banner(1, LINKAGE_TYPES.external, 'javascript:alert(1)')]);
    expect(screen.getByTestId('banner-1').tagName).toBe('DIV');
  });
});

describe('the banners a member sees', () => {
  it('leave out the invitations to register once signed in', async () => {
    const banners = [banner(1, LINKAGE_TYPES.register), banner(2, LINKAGE_TYPES.none)];
    const visitor = renderStrip(banners);
    expect(await screen.findByTestId('banner-strip')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Banner 1' })).toBeTruthy();
    visitor.unmount();
    useSession.getState().signIn('tok-1');
    try {
      renderStrip(banners);
      const strip = await screen.findByTestId('banner-strip');
      // One banner left, and it is not the invitation.
      expect(strip.querySelectorAll('img')).toHaveLength(1);
      expect(screen.getByRole('img', { name: 'Banner 2' })).toBeTruthy();
      expect(screen.queryByRole('img', { name: 'Banner 1' })).toBeNull();
    } finally {
      useSession.getState().signOut();
    }
  });
});
