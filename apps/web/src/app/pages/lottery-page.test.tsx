import type { SiteBoot } from '@platform/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { status } from '@/features/games/test/catalogue-kit';
import { initI18n } from '@/lib/i18n';
import { SiteRouter, withLeaveGuard } from '@/lib/leave-guard';
import { renderPage } from '@/render-page';
import { createSeededClient, Providers } from '../providers';
import { AppRoutes, preloadRoute } from '../router';

// The lottery's pages as the server renders them for a visitor, and as the browser takes them over: the
// same elements (nothing read from storage or the clock while rendering), the lottery's strings at hand.

const boot: SiteBoot = {
  status: status(['EN']),
  language: 'EN',
  banners: null,
  notices: [],
  promotions: null,
};

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
  localStorage.clear();
});

describe('the lottery pages', () => {
  it.each([
    ['/lottery', 'page-lottery', 'Lottery'],
    ['/elott', 'page-elott', 'Lottery'],
    ['/lottery?gameCode=FAST1', 'page-lottery', 'Lottery'],
    ['/vnlottery', 'page-vnlottery', 'Vietnam lottery'],
  ])('render %s on the server and are taken over as rendered', async (url, testId, title) => {
    const { html } = await renderPage({ url, boot });
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector(`[data-testid="${testId}"] h1`)?.textContent).toBe(title);

    // A member's favourites are in this browser's storage: the first render must not read them.
    localStorage.setItem('LOTTFAV', JSON.stringify({ alice: ['FAST1'] }));
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = html;
    document.body.append(container);
    onlineManager.setOnline(false);
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    await preloadRoute(new URL(url, 'http://site.test').pathname);
    const problems: unknown[] = [];
    const history = withLeaveGuard(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }));
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <Providers client={createSeededClient(boot, 'EN', null)}>
            <SiteRouter history={history}>
              <AppRoutes />
            </SiteRouter>
          </Providers>
        </StrictMode>,
        { onRecoverableError: (error) => problems.push(error) },
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(problems).toEqual([]);
    expect(container.querySelector(`[data-testid="${testId}"]`)).not.toBeNull();
  });
});
