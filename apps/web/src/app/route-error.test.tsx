import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary } from '@/components/ui/load-problem';
import { ChunkError, CHUNK_TIMEOUT_MS, isChunkError, lazyChunk, loadChunk } from '@/lib/chunks';
import { initI18n } from '@/lib/i18n';
import { RouteErrorBoundary } from './route-error';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A chunk that fails to arrive the first `failures` times, then loads. */
function flakyChunk(text: string, failures = 1) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures)
      throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <p>{text}</p> };
  });
  return { load, Page: lazyChunk(load) };
}

describe('script chunks', () => {
  it('gives up on a chunk after the 120-second timeout, as a slow page', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    const settled = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let done = false;
    void settled.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(isChunkError(error) && error.kind).toBe('timeout');
  });

  it('calls a failed import a network failure, keeping its cause', async () => {
    const cause = new TypeError('Failed to fetch');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkError);
    expect((error as ChunkError).kind).toBe('network');
    expect((error as ChunkError).cause).toBe(cause);
  });

  it('shows a part that failed to load in place, and loads it on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, Page } = flakyChunk('The dialog');
    render(
      <ChunkBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </ChunkBoundary>,
    );
    expect((await screen.findByTestId('load-problem-text')).textContent).toBe(
      'Network link abnormal. Please retry.',
    );
    await act(async () => fireEvent.click(screen.getByTestId('load-problem-retry')));
    expect(await screen.findByText('The dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** Where the router is, for assertions. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe("the route's error boundary", () => {
  function renderRoutes(Page: ReturnType<typeof lazyChunk>, at = '/vip') {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route
              path="/"
              element={
                <RouteErrorBoundary>
                  <p>Home</p>
                </RouteErrorBoundary>
              }
            />
            <Route
              path="/vip"
              element={
                <RouteErrorBoundary>
                  <Suspense fallback={<p>Loading</p>}>
                    <Page />
                  </Suspense>
                </RouteErrorBoundary>
              }
            />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it('says the network failed in the brand look, and shows the page once the retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page } = flakyChunk('VIP levels');
    renderRoutes(Page);
    const problem = await screen.findByTestId('load-problem');
    expect(problem.textContent).toContain('This page could not be shown');
    expect(problem.textContent).toContain('Network link abnormal. Please retry.');
    expect(problem.textContent).not.toMatch(/developer|stack|Unexpected Application Error/i);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await act(async () => fireEvent.click(screen.getByTestId('load-problem-retry')));
    expect(await screen.findByText('VIP levels')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/vip');
  });

  it('calls any other failure a system error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('undefined is not a function');
    }
    const Page = lazyChunk(async () => ({ default: Broken }));
    renderRoutes(Page);
    const problem = await screen.findByTestId('load-problem');
    expect(problem.textContent).toContain('System error. Please retry, or come back later.');
    expect(problem.textContent).not.toContain('undefined is not a function');
  });

  it('leaves the failure behind on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Page } = flakyChunk('VIP levels', 5);
    renderRoutes(Page);
    await screen.findByTestId('load-problem');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Back to home' })));
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(screen.queryByTestId('load-problem')).toBeNull();
  });
});
