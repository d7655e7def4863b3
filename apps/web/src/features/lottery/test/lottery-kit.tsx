// Test helpers of the lottery's pages: a rendering in a router on a memory history with a fresh query
// client, the member signed in (or a visitor), and the location shown for assertions.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders a lottery page at `path`, signed in as `username` unless `visitor`. */
export function renderLottery(
  element: ReactElement,
  {
    path = '/lottery',
    visitor = false,
    username = 'alice',
  }: { path?: string; visitor?: boolean; username?: string } = {},
) {
  if (visitor) useSession.getState().signOut();
  else useSession.getState().signIn('tok-1', username);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {element}
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}
