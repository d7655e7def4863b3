// Test helpers of the game pages: catalogue entries, a fake back end behind `fetch`, an
// IntersectionObserver the tests drive, and a rendering with the router and query client.
import type { GameItem, SystemStatus, VendorCard } from '@platform/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UNSAFE_createMemoryHistory, useLocation, useRoutes, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { SiteRouter, withLeaveGuard } from '@/lib/leave-guard';
import { systemStatusQuery } from '@/lib/system';

export const game = (id: number, over: Partial<GameItem> = {}): GameItem => ({
  id,
  gameCode: `G${id}`,
  code: `${over.vassalage ?? 'LOTUS'}/G${id}`,
  name: `Game ${id}`,
  vendor: over.vassalage ?? 'LOTUS',
  vassalage: 'LOTUS',
  gameType: 'RNG',
  isGame: 'GAME',
  defaultPlayType: null,
  accountTypeName: 'Lotus',
  gameClassify: 'SC',
  minBet: 0.1,
  lineNum: 20,
  imageUrl: `/art/games/LOTUS/G${id}.svg`,
  isHot: false,
  isNew: false,
  maintenance: false,
  favourite: false,
  demo: false,
  rooms: false,
  ...over,
});

export const card = (vassalage: string, over: Partial<VendorCard> = {}): VendorCard => ({
  vassalage,
  accountTypeId: 1,
  displayName: `${vassalage} name`,
  smallIcon: `/art/vendors/${vassalage}.svg`,
  isHot: 0,
  gameType: 'RNG',
  maintenance: false,
  gameCount: 10,
  ...over,
});

/** One call the fake back end received. */
export type Request = { path: string; query: URLSearchParams; method: string; body: unknown };
type Reply = { status?: number; value?: unknown; errorCode?: string; message?: string };
/** Answers the envelope's value, or a `Reply` (a status to refuse). */
type Handler = (request: Request) => unknown;

/**
 * Answers `fetch` from handlers by path (a handler returns the envelope's value, bare for `/lgw`, or a
 * `Reply` with a status to refuse); unknown paths answer 404. Every call is recorded.
 */
export function fakeBackEnd(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const request: Request = {
      path: url.pathname,
      query: url.searchParams,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const handler = handlers[url.pathname];
    const answer = handler ? handler(request) : { status: 404, errorCode: 'not.found', message: 'no route' };
    const reply =
      answer && typeof answer === 'object' && 'status' in answer ? (answer as Reply) : { value: answer };
    const status = reply.status ?? 200;
    // The `/lgw` calls answer bare JSON, as the server does (SPEC); the others the envelope.
    const bare = url.pathname.startsWith('/lgw/');
    const body =
      status < 400
        ? bare
          ? (reply.value ?? null)
          : { success: true, value: reply.value ?? null, message: 'OK' }
        : {
            success: false,
            value: reply.value ?? null,
            message: reply.message ?? 'refused',
            errorCode: reply.errorCode,
          };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return {
    requests,
    calls: (path: string) => requests.filter((r) => r.path === path),
  };
}

/** An IntersectionObserver the test triggers: `intersect()` tells every observer its element is visible. */
export function fakeIntersection() {
  const observers = new Set<{ callback: IntersectionObserverCallback; observer: IntersectionObserver }>();
  class FakeObserver {
    constructor(readonly callback: IntersectionObserverCallback) {}
    observe() {
      observers.add({ callback: this.callback, observer: this as unknown as IntersectionObserver });
    }
    unobserve() {}
    disconnect() {
      for (const o of observers)
        if (o.observer === (this as unknown as IntersectionObserver)) observers.delete(o);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    intersect() {
      for (const { callback, observer } of [...observers])
        callback([{ isIntersecting: true } as IntersectionObserverEntry], observer);
    },
    get count() {
      return observers.size;
    },
  };
}

export const status = (languages: SystemStatus['info']['brand']['languages'] = ['EN']): SystemStatus => ({
  status: 0,
  maintenance: { enabled: false, message: null },
  regionRestriction: { blocked: false },
  location: { ip: '127.0.0.1' },
  info: {
    brand: {
      merchantCode: 'demo',
      name: 'Royal Lotus',
      currencySymbol: 'P',
      defaultLanguage: 'EN',
      languages,
      loginedToHomePage: false,
      agentTypes: [1, 2, 41, 42],
      timeZone: 'Asia/Manila',
      minimumAge: 18,
    },
    whitelabel: [],
    register: {},
    customerService: { available: true },
    resources: [],
    analytics: { gtagId: null },
    imageCDNs: [],
    launchGameCDNs: ['https://cdn.games.example/play/'],
  },
});

/** Shows where the router is, for assertions. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `element` (at `route`, by default every path) starting at `path`, in the site's router on a
 * memory history (a page can hold a navigation away), with a fresh query client.
 */
export function renderAt(
  element: ReactElement,
  {
    path = '/',
    route = '*',
    languages,
  }: { path?: string; route?: string; languages?: SystemStatus['info']['brand']['languages'] } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(systemStatusQuery().queryKey, status(languages));
  // `element` shows at `route`; elsewhere only the location does.
  const routes: RouteObject[] = [
    {
      path: route,
      element: (
        <>
          {element}
          <Where />
        </>
      ),
    },
    ...(route === '*' ? [] : [{ path: '*', element: <Where /> }]),
  ];
  const history = withLeaveGuard(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const view = render(
    <QueryClientProvider client={client}>
      <SiteRouter history={history}>
        <Pages routes={routes} />
      </SiteRouter>
    </QueryClientProvider>,
  );
  // A navigation from elsewhere than the page (a link in the header), as the router makes it.
  const router = { navigate: async (to: string) => history.push(to) };
  return { ...view, client, router };
}
