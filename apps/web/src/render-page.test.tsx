import { LINKAGE_TYPES, type Banner, type Notice, type SiteBoot } from '@platform/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededClient, Providers } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { status } from './features/games/test/catalogue-kit';
import { initI18n } from './lib/i18n';
import { SiteRouter, withLeaveGuard } from './lib/leave-guard';
import { releaseCallsWhenTakenOver } from './lib/page-takeover';
import en from './locales/en';
import { stringsOf } from './locales/every-language';
import { renderPage } from './render-page';

const th = stringsOf('TH') as unknown as typeof en;

// The page renderer (decision record 038) and the browser's taking the page over: the server's HTML must
// be what the browser's first render makes, or React renders the part afresh (a flash, and lost work).

const banner = (id: number, linkageType: number): Banner => ({
  bannerId: id,
  groupName: 'w_home',
  title: `Banner ${id}`,
  url: `/art/banners/w_home-${id}.svg`,
  linkageType,
  linkUrl: null,
});
const notice = (id: number, title: string): Notice => ({
  id,
  type: 'PL',
  title,
  content: '<p>Text</p>',
  startDateStr: '2026-11-20 10:00:00',
  execution: 'D',
});
const bootAt = (group: 'w_home' | 'w_promotion' | null, language: SiteBoot['language'] = 'EN'): SiteBoot => ({
  status: status(['EN', 'TH']),
  language,
  banners: group ? { group, list: [banner(1, LINKAGE_TYPES.register), banner(2, LINKAGE_TYPES.none)] } : null,
  notices: [notice(1, 'Bank maintenance on Sunday'), notice(2, 'Play responsibly')],
  promotions:
    group === 'w_promotion'
      ? {
          categories: [{ code: 'casino', title: 'Casino' }],
          list: [1, 2].map((id) => ({
            id,
            category: 'casino',
            title: `Weekly reload ${id}`,
            summary: 'A bonus on the first deposit of each week.',
            imageUrl: `/content/promotions/${id}.webp`,
            startDateStr: '2026-11-01 00:00:00',
            endDateStr: null,
            mode: 'none' as const,
            state: 'joinNow' as const,
          })),
        }
      : null,
});

beforeAll(async () => {
  await initI18n('EN');
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

/** Takes the rendered page over as main.tsx does; answers the problems React reported. */
async function takeOver(url: string, boot: SiteBoot, html: string) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const before = container.querySelector('header');
  // No answer can change what the parts show while they are taken over (main.tsx holds the calls).
  onlineManager.setOnline(false);
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  await preloadRoute(new URL(url, 'http://site.test').pathname);
  const problems: unknown[] = [];
  const history = withLeaveGuard(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }));
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <Providers client={createSeededClient(boot, boot.language, null)}>
          <SiteRouter history={history}>
            <AppRoutes />
          </SiteRouter>
        </Providers>
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(error) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { container, problems, sameHeader: container.querySelector('header') === before };
}

describe('the page renderer', () => {
  it('renders the home with its header, notices, first banner and content, and its title', async () => {
    const { html, title } = await renderPage({ url: '/', boot: bootAt('w_home') });
    expect(title).toBe('Royal Lotus | Play royally. Win brilliantly.');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('header [data-testid="header-login"]')).not.toBeNull();
    expect(page.querySelector('[data-testid="notice-bar"]')?.textContent).toContain(
      'Bank maintenance on Sunday',
    );
    expect(page.querySelector('[data-testid="banner-strip"] img')?.getAttribute('src')).toBe(
      '/art/banners/w_home-1.svg',
    );
    expect(page.querySelector('[data-testid="home-page"]')).not.toBeNull();
    // The parts below the first screen are rendered too, for the browser to take over later.
    expect(page.querySelectorAll('[data-deferred]').length).toBeGreaterThan(1);
    // Nothing the Content Security Policy refuses: no script, no style attribute.
    expect(html).not.toMatch(/<script|style="/);
  });

  it("renders in the page's language", async () => {
    const { html, title } = await renderPage({ url: '/promotions', boot: bootAt('w_promotion', 'TH') });
    expect(title).toBe(`${th.pages.promotions} | Royal Lotus`);
    expect(html).toContain(th.nav.home);
    expect(html).not.toContain(`>${en.nav.home}<`);
    // The promotions the page carried, with the first one's picture (the page's largest paint).
    expect(html).toContain('Weekly reload 1');
    expect(html).toContain('/content/promotions/1.webp');
  });

  it.each([
    ['/', 'w_home'],
    ['/promotions', 'w_promotion'],
    ['/vip', null],
  ] as const)(
    'renders %s as the browser takes it over: the same elements, nothing rendered afresh',
    async (url, group) => {
      const boot = bootAt(group);
      const { html } = await renderPage({ url, boot });
      const { problems, sameHeader, container } = await takeOver(url, boot, html);
      expect(problems).toEqual([]);
      expect(sameHeader).toBe(true);
      expect(container.querySelector('header')).not.toBeNull();
      // The site sees the page as taken over (it reads React's own mark on each element, which a React
      // upgrade could rename): the calls held meanwhile go out at once.
      releaseCallsWhenTakenOver();
      expect(onlineManager.isOnline()).toBe(true);
    },
  );

  it('tells when the browser would render differently from the server (the check itself)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { html } = await renderPage({ url: '/', boot: bootAt('w_home') });
    const other = { ...bootAt('w_home'), notices: [notice(3, 'Another notice')] };
    const { problems } = await takeOver('/', other, html);
    expect(problems.length).toBeGreaterThan(0);
  });
});
