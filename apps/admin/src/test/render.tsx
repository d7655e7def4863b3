import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { OperatorProfile, OperatorRoleName } from '@platform/contracts';
import { vi } from 'vitest';
import { Toaster } from '../components/toast';
import { reloadSession } from '../lib/session-store';

/** A session in this tab's storage, as after a login. */
export function signIn(
  profile: Partial<OperatorProfile> & { role?: OperatorRoleName } = {},
): OperatorProfile {
  const operator: OperatorProfile = {
    username: 'admin',
    role: 'owner',
    merchant: 'demo',
    lastLoginAt: null,
    totpEnabled: false,
    totpSetupRequired: false,
    ...profile,
  };
  sessionStorage.setItem('admin.token', 'test-token');
  sessionStorage.setItem('admin.operator', JSON.stringify(operator));
  reloadSession();
  return operator;
}

/** No session. */
export function signOut() {
  sessionStorage.clear();
  reloadSession();
}

/** A refusal for `mockApi`: the status, the envelope's `errorCode`, its message and the 400's field. */
export class ApiRefusal {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const apiRefusal = (status: number, code: string, message: string, field?: string) =>
  new ApiRefusal(status, code, message, field);

export type RecordedCall = {
  method: string;
  /** The path and query as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

/** A value, or a function of the call answering one (or throwing/returning an `ApiRefusal`). */
type Answer = unknown;

/** The brand's facts the app reads (`useBrand`): answered unless a test gives its own. */
export const TEST_BRAND = {
  merchantCode: 'demo',
  name: 'Royal Lotus',
  currencySymbol: 'P',
  defaultLanguage: 'EN',
  languages: ['EN', 'CN', 'ID', 'TH', 'TY', 'VI'],
  timeZone: 'Asia/Manila',
};
const STATUS = 'GET /wps/system/status';

/**
 * Replaces `fetch`: each `'METHOD /path'` answers its value in an envelope (or a refusal); the calls are
 * recorded in the returned array (the brand's status, answered with `TEST_BRAND`, is not). A call no route
 * names is answered 404.
 */
export function mockApi(routes: Record<string, Answer>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    const key = `${method} ${parsed.pathname}`;
    if (key === STATUS && !(key in routes)) {
      return json(200, { success: true, value: { info: { brand: TEST_BRAND } }, message: '' });
    }
    calls.push(call);
    if (!(key in routes)) {
      return json(404, {
        success: false,
        value: null,
        message: `No mock for ${key}`,
        errorCode: 'not.found',
      });
    }
    const route = routes[key];
    let value: unknown;
    try {
      value = typeof route === 'function' ? await (route as (c: RecordedCall) => unknown)(call) : route;
    } catch (error) {
      value = error;
    }
    if (value instanceof ApiRefusal) {
      return json(
        value.status,
        {
          success: false,
          value: value.field ? { field: value.field } : null,
          message: value.message,
          errorCode: value.code,
        },
        value.headers,
      );
    }
    return json(200, { success: true, value: value ?? null, message: '' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * Renders a screen (or the whole app's routes) with a fresh query client and a router at `path`;
 * `route` is the route pattern when the screen reads params (`/members/:memberId`).
 */
export function renderWithApp(ui: ReactElement, options: { path?: string; route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  const path = options.path ?? '/';
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={options.route ?? path.split('?')[0]} element={ui} />
          <Route path="*" element={<div data-testid="elsewhere" />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, client };
}
