import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { Layout } from './layout/Layout';
import { setUnauthorizedHandler } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { refreshOperator, useSession } from './lib/session';
import { allScreens, homeFor, screensFor } from './screens/registry';
import type { ScreenDef } from './screens/types';
import { toast, Toaster } from './components/toast';

const Login = lazy(() => import('./screens/session/Login'));
const AuthenticatorSetup = lazy(() => import('./screens/session/AuthenticatorSetup'));

/** Signed-in pages only: without a session, the login (and back here after it). */
function RequireSession({ children }: { children: React.ReactNode }) {
  const { token, operator } = useSession();
  const location = useLocation();
  if (!token || !operator) {
    const next = location.pathname + location.search;
    return (
      <Navigate to={`/login${next && next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`} replace />
    );
  }
  if (operator.totpSetupRequired && location.pathname !== '/authenticator') {
    return <Navigate to="/authenticator" replace />;
  }
  return <>{children}</>;
}

function NotFound() {
  return (
    <div className="empty-page">
      <h1>Page not found</h1>
      <p className="muted">This page does not exist, or your role may not open it.</p>
    </div>
  );
}

export function AppRoutes({ screens = allScreens }: { screens?: readonly ScreenDef[] }) {
  const { token, operator } = useSession();
  const allowed = screensFor(operator, screens);
  return (
    <Suspense fallback={<div className="page-loading">Loading…</div>}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route
          path="/authenticator"
          element={
            <RequireSession>
              <AuthenticatorSetup />
            </RequireSession>
          }
        />
        <Route
          element={
            <RequireSession>
              <Layout screens={screens} />
            </RequireSession>
          }
        >
          <Route index element={<Navigate to={homeFor(operator, screens)} replace />} />
          {allowed.map((s) => (
            <Route key={s.path} path={`/${s.path}`} element={<s.component />} />
          ))}
          <Route path="*" element={token ? <NotFound /> : <Navigate to="/login" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

/** The back office: query cache, router under /admin, the session checked once at start. */
export function App({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const { token } = useSession();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      toast.info('Your session has ended. Sign in again.');
    });
  }, [queryClient]);
  useEffect(() => {
    // A session kept from before a reload: checked (and the profile refreshed) once.
    if (token) void refreshOperator().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at start
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/admin">
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
